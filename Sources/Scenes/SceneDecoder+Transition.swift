import MediaTiming

/// Reading a transition's own fields (`CATransition`).
extension SceneDecoder {
  /// `transition` (the type), `subtype`, `startProgress` and `endProgress` of the animation at `path`.
  mutating func transition(_ fields: Fields, at path: String) -> Transition {
    var transition = Transition()
    transition.type =
      name(fields, "transition", in: Transition.publicTypes + Transition.privateTypes, at: path) ?? "fade"
    transition.subtype = name(fields, "subtype", in: Transition.subtypes, at: path)
    if !transition.isPublic {
      warning(
        "\(path).transition",
        "\"\(transition.type)\" is a private transition type (Apple documents fade, moveIn, push and reveal); "
          + "the stage draws it as a fade")
    }
    if transition.subtype != nil && transition.type == "fade" {
      warning("\(path).subtype", "a fade has no side; the subtype changes nothing")
    }
    transition.startProgress = fraction(fields, "startProgress", at: path, default: 0)
    transition.endProgress = fraction(fields, "endProgress", at: path, default: 1)
    if transition.endProgress < transition.startProgress {
      problem(
        "\(path).endProgress",
        "must not be less than startProgress (\(transition.startProgress)); Apple leaves that undefined",
        fields["endProgress"] ?? .null)
      transition.endProgress = transition.startProgress
    }
    return transition
  }

  /// A string field that must be one of `names` (nil when absent or null).
  mutating func name(_ fields: Fields, _ key: String, in names: [String], at path: String) -> String? {
    guard let value = fields[key], value != .null else { return nil }
    guard case .string(let text) = value, names.contains(text) else {
      let hint =
        value.stringValue.flatMap { closestMatch(to: $0, in: names) }.map { " (did you mean \"\($0)\"?)" } ?? ""
      problem("\(path).\(key)", "must be one of \(names.joined(separator: ", "))\(hint)", value)
      return nil
    }
    return text
  }

  /// A number field in `0…1`.
  mutating func fraction(_ fields: Fields, _ key: String, at path: String, default: Double) -> Double {
    let x = number(fields, key, at: path, default: `default`)
    guard (0...1).contains(x) else {
      problem("\(path).\(key)", "must be from 0 to 1", fields[key] ?? .null)
      return `default`
    }
    return x
  }
}

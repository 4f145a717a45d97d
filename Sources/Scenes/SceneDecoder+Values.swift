import MediaTiming

/// Reading values: a key path's type decides how `[a, b]` reads (a point for `position`, a size for
/// `bounds.size`); a key path TimingLab does not know takes the type its values are written in.
extension SceneDecoder {
  /// The value type `keyPath` takes, or nil when TimingLab does not know the key path (its values
  /// are then read by their shape). A whole `transform` takes matrices (sixteen numbers);
  /// `sublayerTransform` is refused: the stage has nothing to apply it to.
  mutating func expectedKind(forKeyPath keyPath: String, at path: String) -> ValueKind? {
    if keyPath == "sublayerTransform" {
      problem(
        path, "sublayerTransform is not part of TimingLab's model; animate each sublayer's transform",
        .string(keyPath))
      return nil
    }
    return KeyPathAddress.of(keyPath)?.kind
  }

  /// A value of `expected` kind (any kind, read by its shape, when nil): a number, a colour
  /// `"#RRGGBB"`/`"#RRGGBBAA"`, `[a, b]` (a point, or a size where the key path takes one) or
  /// `[x, y, w, h]`.
  mutating func animatedValue(_ value: JSONValue, at path: String, kind expected: ValueKind?) -> AnimatedValue? {
    let found: AnimatedValue?
    switch value {
    case .number(let number, _) where number.isFinite:
      found = .number(number)
    case .string(let text) where expected == .path:
      do {
        found = .path(try KeyframePath(parsing: text, allowingEmpty: true))
      } catch {
        problem(path, "is not a path: \(error)", value)
        return nil
      }
    case .string(let text):
      guard let color = RGBColor(hex: text) else {
        problem(path, "a colour must be written \"#RRGGBB\" or \"#RRGGBBAA\"", value)
        return nil
      }
      found = .color(color)
    case .array(let items) where expected == .colors:
      var colors: [RGBColor] = []
      for item in items {
        guard case .string(let text) = item, let color = RGBColor(hex: text) else {
          problem(path, "must be \(ValueKind.colors.spelling)", value)
          return nil
        }
        colors.append(color)
      }
      found = .colors(colors)
    case .array(let items):
      var numbers: [Double] = []
      for item in items {
        guard case .number(let n, _) = item, n.isFinite else {
          problem(path, "must hold finite numbers only", value)
          return nil
        }
        numbers.append(n)
      }
      switch (numbers.count, expected) {
      case (_, .numbers?): found = .numbers(numbers)
      case (2, .size?): found = .size(numbers[0], numbers[1])
      case (2, _): found = .point(numbers[0], numbers[1])
      case (4, _): found = .rect(numbers[0], numbers[1], numbers[2], numbers[3])
      case (16, .matrix?): found = Transform3D(numbers).map { .matrix($0) }
      default:
        problem(path, "must be \(expected?.spelling ?? "a number, a colour, [x, y] or [x, y, width, height]")", value)
        return nil
      }
    default:
      problem(
        path, "must be \(expected?.spelling ?? "a finite number, a colour \"#RRGGBB\", [x, y] or [x, y, w, h]")", value)
      return nil
    }
    if let expected, let found, found.kind != expected {
      problem(path, "must be \(expected.spelling) for this key path", value)
      return nil
    }
    return found
  }

  /// A layer's `properties`: model values by key path, each of the key path's type. A key path
  /// TimingLab does not know is kept (its value drawn as numbers) with a warning.
  mutating func modelValues(_ value: JSONValue, at path: String) -> [PropertyValue] {
    guard case .object(let members) = value else {
      problem(path, "must be an object of key paths and values", value)
      return []
    }
    var result: [PropertyValue] = []
    var seen: Set<String> = []
    for (keyPath, item) in members {
      let itemPath = "\(path).\(keyPath)"
      guard seen.insert(keyPath).inserted else {
        problem(itemPath, "appears more than once")
        continue
      }
      let expected = expectedKind(forKeyPath: keyPath, at: itemPath)
      if expected == nil && KeyPathAddress.of(keyPath) == nil {
        if keyPath == "transform" || keyPath == "sublayerTransform" { continue }
        let hint =
          closestMatch(to: keyPath, in: KeyPathAddress.knownKeyPaths).map { " (did you mean \"\($0)\"?)" } ?? ""
        warning(itemPath, "is not a key path TimingLab knows\(hint); kept as an opaque value")
      }
      if let parsed = animatedValue(item, at: itemPath, kind: expected) {
        result.append(PropertyValue(keyPath, parsed))
      }
    }
    return result
  }

  /// `from`, `to` and `by` of a basic animation or spring, each of the key path's type and of one
  /// kind. Any combination is valid (presentation model §8); all three set ignores `by`, none set
  /// animates the model value to itself.
  mutating func basicValues(_ fields: Fields, at path: String, expected: ValueKind?) -> BasicValues {
    var values = BasicValues()
    var kind = expected
    for key in ["from", "to", "by"] {
      guard let item = fields[key], let value = animatedValue(item, at: "\(path).\(key)", kind: kind) else { continue }
      if kind == nil { kind = value.kind }
      switch key {
      case "from": values.from = value
      case "to": values.to = value
      default: values.by = value
      }
    }
    if values.by != nil, values.from != nil, values.to != nil {
      warning("\(path).by", "is ignored when both from and to are set (Apple: no more than two should be set)")
    }
    // An event's animation captures the previous value when it is added (`Layer.apply`).
    if values.from == nil && values.to == nil && values.by == nil && !path.hasPrefix("events[")
      && !fields.keys.contains(where: Self.valueNames.contains)
    {
      warning(
        path,
        "has none of from, to, by: Core Animation animates from the previous presentation value to the model value; a scene holds no previous value, so the model value is shown"
      )
    }
    return values
  }
}

import MediaTiming
import TextFormats

/// A scene as one line of notation, the share string: the scene file's fields that differ from
/// their defaults (`Scene.document`), minus what notation supplies itself (ids made from key
/// paths, the cheat sheet's orange → blue `backgroundColor`). Titles and captions are left out;
/// the name and the timeline are kept when they are not the defaults.
extension Scene {
  /// The scene's notation; `Scene.parseNotation` of it evaluates exactly as this scene.
  public var notation: String {
    var items: [String] = []
    var sceneFields: [String] = []
    if name != "notation" { sceneFields.append("name=\(NotationPrinter.atom(name))") }
    if let timeline {
      sceneFields.append("timeline=[\(shortestText(timeline.lowerBound)), \(shortestText(timeline.upperBound))]")
    }
    if !sceneFields.isEmpty { items.append("scene " + sceneFields.joined(separator: " ")) }
    items += NotationPrinter.layerItems(Self.document(root), isRoot: true)
    items += events.map { NotationPrinter.event(Self.document($0, root: root)) }
    return items.joined(separator: "; ")
  }
}

enum NotationPrinter {
  /// The items of a layer: `layer …` for its own fields (when any differ), its animations, then
  /// its sublayers as `sublayer ID … { … }`.
  static func layerItems(_ layer: JSONValue, isRoot: Bool) -> [String] {
    guard case .object(let members) = layer else { return [] }
    var own: [String] = []
    var items: [String] = []
    var ids = UniqueNames()
    for (key, value) in members {
      switch key {
      case "id" where isRoot:
        if value.stringValue != "root" { own.append("id=\(text(value))") }
      case "id", "sublayers":
        break
      case "properties":
        if case .object(let properties) = value { own += properties.map { "\($0.key)=\(text($0.value))" } }
      case "animations":
        if case .array(let animations) = value {
          for animation in animations { items.append(self.animation(animation, ids: &ids)) }
        }
      default:
        own.append("\(key)=\(text(value))")
      }
    }
    if isRoot && !own.isEmpty { items.insert("layer " + own.joined(separator: " "), at: 0) }
    if case .array(let sublayers)? = members.first(where: { $0.key == "sublayers" })?.value {
      for sublayer in sublayers {
        guard case .object(let fields) = sublayer else { continue }
        let id = fields.first { $0.key == "id" }?.value.stringValue ?? ""
        let inner = layerItems(sublayer, isRoot: false)
        let ownFields = sublayerFields(fields)
        items.append(
          (["sublayer", atom(id)] + ownFields).joined(separator: " ") + " { " + inner.joined(separator: "; ") + " }")
      }
    }
    return items
  }

  /// A sublayer's own fields (timing and model values) for its `sublayer ID …` head.
  static func sublayerFields(_ fields: [(key: String, value: JSONValue)]) -> [String] {
    var result: [String] = []
    for (key, value) in fields {
      switch key {
      case "id", "animations", "sublayers": continue
      case "properties":
        if case .object(let properties) = value { result += properties.map { "\($0.key)=\(text($0.value))" } }
      default: result.append("\(key)=\(text(value))")
      }
    }
    return result
  }

  /// One animation (a group with its children in braces), leaving out what notation supplies.
  static func animation(_ value: JSONValue, ids: inout UniqueNames) -> String {
    guard case .object(var members) = value else { return "" }
    let isGroup = members.contains { $0.key == "animations" }
    let keyPath = members.first { $0.key == "keyPath" }?.value.stringValue
    if !isGroup && keyPath == "backgroundColor" {
      let from = members.first { $0.key == "from" }?.value
      let to = members.first { $0.key == "to" }?.value
      let others = members.contains { ["by", "values", "path", "spring"].contains($0.key) }
      if from == NotationBuilder.orange && to == NotationBuilder.blue && !others {
        members.removeAll { $0.key == "from" || $0.key == "to" || $0.key == "keyPath" }
      } else if from != nil || to != nil || others {
        members.removeAll { $0.key == "keyPath" }
        members.insert(("keyPath", .string("backgroundColor")), at: 1)
      }
    }
    // The id notation would make, given the ids before it.
    let isTransition = members.contains { $0.key == "transition" }
    let base = isGroup ? "group" : isTransition ? "transition" : NotationBuilder.id(forKeyPath: keyPath)
    let generated = ids.peek(base)
    let id = members.first { $0.key == "id" }?.value.stringValue ?? generated
    ids.insert(id)
    if id == generated { members.removeAll { $0.key == "id" } }
    var fields: [String] = []
    var children = ""
    for (key, value) in members {
      switch (key, value) {
      case ("animations", .array(let items)):
        var childIDs = UniqueNames()
        children = " { " + items.map { animation($0, ids: &childIDs) }.joined(separator: "; ") + " }"
      case (_, .bool(true)):
        fields.append(key)
      default:
        fields.append("\(key)=\(Scene.notationText(value, field: key))")
      }
    }
    // An animation whose every field is notation's default still needs a word to be an item.
    if !isGroup && fields.isEmpty { fields = ["keyPath=backgroundColor"] }
    return (isGroup ? "group" + (fields.isEmpty ? "" : " ") : "") + fields.joined(separator: " ") + children
  }

  /// An event: `at 1.5 layer=root/box remove=move`, `at 2 speed=2 anchored`, `at 1 opacity=0.5`,
  /// `at 1 { keyPath=… }` for an animation added.
  static func event(_ value: JSONValue) -> String {
    guard case .object(let members) = value else { return "" }
    var fields: [String] = []
    var added = ""
    for (key, value) in members {
      switch (key, value) {
      case ("at", _): continue
      case ("set", .object(let set)): fields += set.map { "\($0.key)=\(text($0.value))" }
      case ("add", _):
        var ids = UniqueNames()
        added = " { " + animation(value, ids: &ids) + " }"
      case (_, .bool(true)): fields.append(key)
      default: fields.append("\(key)=\(text(value))")
      }
    }
    let time = members.first { $0.key == "at" }.map { text($0.value) } ?? "0"
    return (["at", time] + fields).joined(separator: " ") + added
  }

  /// A spring's parameter object as notation: `bouncy`, `.snappy(duration: 0.4)`,
  /// `(response: 0.5, dampingFraction: 0.8)`.
  static func springText(_ value: JSONValue) -> String {
    guard case .object(let members) = value else { return text(value) }
    if let preset = members.first(where: { $0.key == "preset" })?.value.stringValue {
      let arguments = members.filter { $0.key != "preset" }.map { "\($0.key): \(text($0.value))" }
      return arguments.isEmpty ? preset : ".\(preset)(\(arguments.joined(separator: ", ")))"
    }
    let arguments = members.map { member -> String in
      if case .bool(let flag) = member.value { return "\(member.key): \(flag ? 1 : 0)" }
      return "\(member.key): \(text(member.value))"
    }
    return "(" + arguments.joined(separator: ", ") + ")"
  }

  /// A value: numbers in their shortest form, lists in brackets, text bare when it reads back as
  /// one atom, else in parentheses or quotes.
  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number, _): return shortestText(number)
    case .string(let string): return atom(string)
    case .array(let items):
      return "[" + items.map(text).joined(separator: ", ") + "]"
    case .object(let members):
      return "(" + members.map { "\($0.key): \(text($0.value))" }.joined(separator: ", ") + ")"
    }
  }

  /// Text as one atom when it reads back as the same string, else in parentheses (paths,
  /// `spring(…)` texts read as atoms) or quotes.
  static func atom(_ string: String) -> String {
    // Hidden controls (a new line in a name) only fit in quotes, escaped, so the share string
    // stays one line and shows as what it is.
    if string.unicodeScalars.contains(where: \.isHiddenControl) {
      var quoted = "\""
      for scalar in string.unicodeScalars {
        switch scalar {
        case "\\": quoted += "\\\\"
        case "\"": quoted += "\\\""
        case _ where scalar.isHiddenControl: quoted += escapedControl(scalar)
        default: quoted.unicodeScalars.append(scalar)
        }
      }
      return quoted + "\""
    }
    var reader = NotationReader(string)
    if let value = try? reader.value(), reader.offset == reader.scalars.count, case .atom(let text, _) = value,
      text == string, NotationBuilder.number(string) == nil, string != "true", string != "false"
    {
      return string
    }
    if !string.contains(")") && !string.contains("(") && !string.contains("\"") { return "(\(string))" }
    return "\"" + string.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
  }
}

extension String {
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}

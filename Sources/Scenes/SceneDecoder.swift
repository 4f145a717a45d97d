import MediaTiming

extension Scene {
  /// Reads a scene file: parses the JSON, validates every field (collecting all problems), then
  /// builds the tree (applying `addedAt`, L3).
  /// - Throws: `SceneError` listing every problem, each with the field's path and value.
  public static func decode(_ bytes: [UInt8]) throws(SceneError) -> Scene {
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw SceneError(problems: [SceneProblem(path: "(document)", message: "not valid JSON: \(error)")])
    }
    var decoder = SceneDecoder()
    let scene = decoder.scene(document)
    guard decoder.problems.isEmpty, let scene else { throw SceneError(problems: decoder.problems) }
    return scene
  }

  /// Reads a scene file from text.
  public static func decode(_ text: String) throws(SceneError) -> Scene {
    try decode(Array(text.utf8))
  }
}

/// Validation and building in one walk: every field is checked, every problem recorded; the
/// result is only used when no problem was found.
struct SceneDecoder {
  private(set) var problems: [SceneProblem] = []
  private var warnings: [SceneProblem] = []

  static let sceneFields = ["name", "title", "caption", "timeline", "layer"]
  static let layerFields = ["id", "beginTime", "speed", "timeOffset", "sublayers", "animations"]
  static let timingFields = [
    "id", "keyPath", "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
    "autoreverses", "fillMode", "removedOnCompletion", "timingFunction", "addedAt",
  ]
  static let basicFields = ["from", "to", "by"]
  static let groupFields = ["animations"]
  static let keyframeFields = ["values", "keyTimes", "timingFunctions"]
  static let springFields = ["from", "to", "by", "spring"]
  static let springParameterFields = ["mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping"]

  /// The kinds of animation a scene file can hold, recognised by their distinctive field.
  enum Kind: String {
    case basic = "basic animation"
    case group
    case keyframe = "keyframe animation"
    case spring = "spring animation"

    init(_ members: [(key: String, value: JSONValue)]) {
      let keys = Set(members.map(\.key))
      if keys.contains("animations") {
        self = .group
      } else if keys.contains("values") {
        self = .keyframe
      } else if keys.contains("spring") {
        self = .spring
      } else {
        self = .basic
      }
    }

    var fields: [String] {
      switch self {
      case .basic: SceneDecoder.basicFields
      case .group: SceneDecoder.groupFields
      case .keyframe: SceneDecoder.keyframeFields
      case .spring: SceneDecoder.springFields
      }
    }
  }

  mutating func problem(_ path: String, _ message: String, _ value: JSONValue? = nil) {
    problems.append(SceneProblem(path: path, message: message, value: value?.excerpt()))
  }

  mutating func scene(_ document: JSONValue) -> Scene? {
    guard let fields = object(document, at: "(document)", known: Self.sceneFields) else { return nil }
    let name = string(fields, "name", at: "", required: true)
    let title = string(fields, "title", at: "", required: false)
    let caption = string(fields, "caption", at: "", required: false)
    let timeline = fields["timeline"].flatMap { timelineRange($0, at: "timeline") }
    guard let layerValue = fields["layer"] else {
      problem("layer", "is required (the root layer)")
      return nil
    }
    guard let root = layer(layerValue, at: "layer", parentTimeAtMediaTime: { $0 }) else { return nil }
    return Scene(name: name ?? "", title: title, caption: caption, timeline: timeline, root: root, warnings: warnings)
  }

  // MARK: Layers and animations

  mutating func layer(_ value: JSONValue, at path: String, parentTimeAtMediaTime: (Double) -> Double) -> Layer? {
    guard let fields = object(value, at: path, known: Self.layerFields) else { return nil }
    var layer = Layer(id: id(fields, at: path) ?? "")
    layer.beginTime = number(fields, "beginTime", at: path, default: 0)
    layer.speed = number(fields, "speed", at: path, default: 1)
    layer.timeOffset = number(fields, "timeOffset", at: path, default: 0)
    let timing = layer
    let localTimeAtMediaTime = { (mediaTime: Double) in timing.localTime(atParentTime: parentTimeAtMediaTime(mediaTime))
    }
    for (index, item) in array(fields, "animations", at: path) {
      let itemPath = "\(path).animations[\(index)]"
      guard let (animation, addedAt) = animation(item, at: itemPath, inGroup: false) else { continue }
      if let addedAt {
        layer.addAnimation(animation, atParentTime: parentTimeAtMediaTime(addedAt))
      } else {
        layer.animations.append(animation)
      }
    }
    for (index, item) in array(fields, "sublayers", at: path) {
      if let sublayer = self.layer(item, at: "\(path).sublayers[\(index)]", parentTimeAtMediaTime: localTimeAtMediaTime)
      {
        layer.sublayers.append(sublayer)
      }
    }
    uniqueIDs(layer.sublayers.map(\.id) + layer.animations.map(\.id), at: path, children: "sublayers and animations")
    return layer
  }

  /// An animation and its `addedAt` (global seconds), if it has one.
  mutating func animation(_ value: JSONValue, at path: String, inGroup: Bool) -> (Animation, addedAt: Double?)? {
    guard case .object(let members) = value else {
      problem(path, "must be an object", value)
      return nil
    }
    let kind = Kind(members)
    let isGroup = kind == .group
    guard let fields = object(value, at: path, known: Self.timingFields + kind.fields, kind: kind.rawValue) else {
      return nil
    }
    var animation = Animation(
      id: id(fields, at: path) ?? "", keyPath: string(fields, "keyPath", at: path, required: !isGroup))
    animation.beginTime = number(fields, "beginTime", at: path, default: 0)
    animation.duration = number(fields, "duration", at: path, default: 0, nonNegative: true)
    animation.speed = number(fields, "speed", at: path, default: 1)
    animation.timeOffset = number(fields, "timeOffset", at: path, default: 0)
    animation.repeatCount = repeatCount(fields, at: path)
    animation.repeatDuration = number(fields, "repeatDuration", at: path, default: 0, nonNegative: true)
    animation.autoreverses = bool(fields, "autoreverses", at: path, default: false)
    animation.fillMode = fillMode(fields, at: path)
    animation.removedOnCompletion = bool(fields, "removedOnCompletion", at: path, default: true)
    animation.timingFunction = fields["timingFunction"].flatMap { timingFunction($0, at: "\(path).timingFunction") }
    if animation.repeatCount > 0 && animation.repeatDuration > 0 {
      warnings.append(
        SceneProblem(
          path: "\(path).repeatDuration",
          message:
            "both repeatCount and repeatDuration are set; Core Animation leaves this undefined, TimingLab uses repeatDuration"
        ))
    }
    var addedAt: Double?
    if fields["addedAt"] != nil {
      if inGroup {
        problem("\(path).addedAt", "only applies to animations added directly to a layer, not inside a group")
      } else {
        addedAt = number(fields, "addedAt", at: path, default: 0)
      }
    }
    switch kind {
    case .group:
      var children: [Animation] = []
      for (index, item) in array(fields, "animations", at: path) {
        if let (child, _) = self.animation(item, at: "\(path).animations[\(index)]", inGroup: true) {
          children.append(child)
        }
      }
      uniqueIDs(children.map(\.id), at: path, children: "animations")
      animation.content = .group(children)
    case .basic:
      animation.content = basicContent(fields, at: path)
    case .keyframe:
      animation.content = .keyframe(keyframes(fields, at: path))
    case .spring:
      let spring = self.spring(fields["spring"] ?? .null, at: "\(path).spring")
      if case .basic(let from, let to) = basicContent(fields, at: path) {
        animation.content = .spring(spring, from: from, to: to)
      }
    }
    return (animation, addedAt)
  }

  mutating func basicContent(_ fields: Fields, at path: String) -> Animation.Content {
    let from = fields["from"].flatMap { animatedValue($0, at: "\(path).from") }
    let to = fields["to"].flatMap { animatedValue($0, at: "\(path).to") }
    var by: Double?
    if let byValue = fields["by"] {
      if case .number(let number, _) = byValue, number.isFinite {
        by = number
      } else {
        problem("\(path).by", "must be a finite number", byValue)
      }
    }
    if let from, let to, !from.isSameKind(as: to) {
      problem("\(path).to", "must be the same kind of value as from (both numbers or both colours)", fields["to"])
    }
    switch (from, to, by) {
    case (let from?, let to?, nil): return .basic(from: from, to: to)
    case (.number(let a)?, nil, let by?): return .basic(from: .number(a), to: .number(a + by))
    case (nil, .number(let b)?, let by?): return .basic(from: .number(b - by), to: .number(b))
    case (nil, nil, nil): return .basic(from: nil, to: nil)
    case (_?, _?, _?):
      problem("\(path).by", "cannot be used together with both from and to")
    case (.color?, nil, _?), (nil, .color?, _?):
      problem("\(path).by", "only applies to numbers, not colours")
    case (nil, nil, _?):
      problem("\(path).by", "needs from or to as well")
    default:
      if (fields["from"] != nil && from == nil) || (fields["to"] != nil && to == nil) { break }  // reported
      problem(path, "needs both from and to (or one of them and by)")
    }
    return .basic(from: nil, to: nil)
  }

  // MARK: Fields

  /// An object's members by name, after checking for duplicate and unknown names.
  typealias Fields = [String: JSONValue]

  mutating func object(_ value: JSONValue, at path: String, known: [String], kind: String? = nil) -> Fields? {
    guard case .object(let members) = value else {
      problem(path, "must be an object", value)
      return nil
    }
    let prefix = path == "(document)" ? "" : path + "."
    var fields: Fields = [:]
    for (key, member) in members {
      if fields[key] != nil {
        problem(prefix + key, "appears more than once")
        continue
      }
      if !known.contains(key) {
        let hint = closestMatch(to: key, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
        let owner = kind.map { " of a \($0)" } ?? ""
        problem(prefix + key, "is not a field\(owner)\(hint)")
        continue
      }
      fields[key] = member
    }
    return fields
  }

  mutating func id(_ fields: Fields, at path: String) -> String? {
    guard let id = string(fields, "id", at: path, required: true) else { return nil }
    if id.isEmpty { problem("\(path).id", "must not be empty") }
    if id.contains("/") { problem("\(path).id", "must not contain '/', which separates ids in paths", .string(id)) }
    return id
  }

  mutating func uniqueIDs(_ ids: [String], at path: String, children: String) {
    var seen: Set<String> = []
    for id in ids where !id.isEmpty {
      if !seen.insert(id).inserted { problem(path, "the id \"\(id)\" is used twice among its \(children)") }
    }
  }

  mutating func string(_ fields: Fields, _ key: String, at path: String, required: Bool) -> String? {
    let fieldPath = path.isEmpty ? key : "\(path).\(key)"
    guard let value = fields[key] else {
      if required { problem(fieldPath, "is required") }
      return nil
    }
    guard case .string(let text) = value else {
      problem(fieldPath, "must be a string", value)
      return nil
    }
    return text
  }

  mutating func number(
    _ fields: Fields, _ key: String, at path: String, default: Double, nonNegative: Bool = false
  )
    -> Double
  {
    guard let value = fields[key] else { return `default` }
    let fieldPath = "\(path).\(key)"
    guard case .number(let number, _) = value else {
      problem(fieldPath, "must be a number", value)
      return `default`
    }
    guard number.isFinite else {
      problem(fieldPath, "must be a finite number", value)
      return `default`
    }
    if nonNegative && number < 0 {
      problem(fieldPath, "must not be negative", value)
      return `default`
    }
    return number
  }

  mutating func bool(_ fields: Fields, _ key: String, at path: String, default: Bool) -> Bool {
    guard let value = fields[key] else { return `default` }
    guard case .bool(let flag) = value else {
      problem("\(path).\(key)", "must be true or false", value)
      return `default`
    }
    return flag
  }

  mutating func array(_ fields: Fields, _ key: String, at path: String) -> EnumeratedSequence<[JSONValue]> {
    guard let value = fields[key] else { return [].enumerated() }
    guard case .array(let items) = value else {
      problem("\(path).\(key)", "must be an array", value)
      return [].enumerated()
    }
    return items.enumerated()
  }

  mutating func repeatCount(_ fields: Fields, at path: String) -> Double {
    guard let value = fields["repeatCount"] else { return 0 }
    let fieldPath = "\(path).repeatCount"
    switch value {
    case .string("infinity"):
      return .infinity
    case .string(let text):
      let hint = text.lowercased().hasPrefix("inf") ? " (write \"infinity\")" : ""
      problem(fieldPath, "must be a number or \"infinity\"\(hint)", value)
    case .number(let number, _) where !number.isFinite:
      problem(fieldPath, "must be a finite number; write \"infinity\" to repeat forever", value)
    case .number(let number, _) where number < 0:
      problem(fieldPath, "must not be negative", value)
    case .number(let number, _):
      return number
    default:
      problem(fieldPath, "must be a number or \"infinity\"", value)
    }
    return 0
  }

  mutating func fillMode(_ fields: Fields, at path: String) -> FillMode {
    guard let value = fields["fillMode"] else { return .removed }
    let names = FillMode.allCases.map(\.rawValue)
    guard case .string(let text) = value, let mode = FillMode(rawValue: text) else {
      let hint =
        value.stringValue.flatMap { closestMatch(to: $0, in: names) }.map { " (did you mean \"\($0)\"?)" } ?? ""
      problem("\(path).fillMode", "must be one of \(names.joined(separator: ", "))\(hint)", value)
      return .removed
    }
    return mode
  }

  /// A timing function: a name, `cubic-bezier(…)`/`spring(…)` text, or four numbers.
  mutating func timingFunction(_ value: JSONValue, at fieldPath: String) -> TimingFunction? {
    switch value {
    case .string(let name):
      if let function = TimingFunction.named(name) { return function }
      if let reason = TimingFunction.problem(with: name) {
        problem(fieldPath, reason, value)
        return nil
      }
      let hint = timingFunctionHint(name).map { " (did you mean \"\($0)\"?)" } ?? ""
      problem(
        fieldPath,
        "unknown timing function\(hint); use a name from 'timinglab curve --list', \"cubic-bezier(x1, y1, x2, y2)\" or [x1, y1, x2, y2]",
        value)
    case .array(let items):
      let numbers = items.compactMap { item -> Double? in
        if case .number(let n, _) = item { return n }
        return nil
      }
      guard numbers.count == 4, items.count == 4 else {
        problem(fieldPath, "a cubic Bezier needs exactly four numbers [x1, y1, x2, y2]", value)
        return nil
      }
      do {
        return try TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
      } catch {
        problem(fieldPath, "\(error)", value)
      }
    default:
      problem(fieldPath, "must be a name or four numbers [x1, y1, x2, y2]", value)
    }
    return nil
  }

  /// `values`, `keyTimes` and `timingFunctions` of a keyframe animation (CAKeyframeAnimation's
  /// rules for the linear mode: key times from 0 to 1, non-decreasing, one per value; one function
  /// per segment).
  mutating func keyframes(_ fields: Fields, at path: String) -> Keyframes {
    var values: [AnimatedValue] = []
    let items = Array(array(fields, "values", at: path))
    if items.isEmpty { problem("\(path).values", "needs at least one value") }
    for (index, item) in items {
      if let value = animatedValue(item, at: "\(path).values[\(index)]") {
        if let first = values.first, !first.isSameKind(as: value) {
          problem("\(path).values[\(index)]", "must be the same kind of value as values[0] (numbers or colours)", item)
        }
        values.append(value)
      }
    }
    var keyframes = Keyframes(values: values)
    if fields["keyTimes"] != nil {
      var times: [Double] = []
      let timeItems = Array(array(fields, "keyTimes", at: path))
      for (index, item) in timeItems {
        guard case .number(let t, _) = item, t.isFinite, (0...1).contains(t) else {
          problem("\(path).keyTimes[\(index)]", "must be a number in 0...1", item)
          continue
        }
        if let last = times.last, t < last {
          problem(
            "\(path).keyTimes[\(index)]", "must not be less than the key time before it (\(shortestText(last)))", item)
        }
        times.append(t)
      }
      if timeItems.count != items.count {
        problem("\(path).keyTimes", "needs one key time per value (\(items.count)), has \(timeItems.count)")
      } else if times.count == timeItems.count, let first = times.first, let last = times.last, first != 0 || last != 1
      {
        problem("\(path).keyTimes", "must start at 0 and end at 1 (Core Animation's linear keyframe mode)")
      }
      keyframes.keyTimes = times
    }
    if fields["timingFunctions"] != nil {
      var functions: [TimingFunction] = []
      let functionItems = Array(array(fields, "timingFunctions", at: path))
      for (index, item) in functionItems {
        if let function = timingFunction(item, at: "\(path).timingFunctions[\(index)]") { functions.append(function) }
      }
      if functionItems.count != max(0, items.count - 1) {
        problem(
          "\(path).timingFunctions",
          "needs one function per segment (\(max(0, items.count - 1))), has \(functionItems.count)")
      }
      keyframes.timingFunctions = functions
    }
    return keyframes
  }

  /// A spring's parameters: mass > 0, stiffness > 0, damping ≥ 0, initialVelocity, allowsOverdamping.
  mutating func spring(_ value: JSONValue, at path: String) -> Spring {
    guard let fields = object(value, at: path, known: Self.springParameterFields) else { return Spring() }
    var spring = Spring()
    spring.mass = number(fields, "mass", at: path, default: 1)
    spring.stiffness = number(fields, "stiffness", at: path, default: 100)
    spring.damping = number(fields, "damping", at: path, default: 10, nonNegative: true)
    spring.initialVelocity = number(fields, "initialVelocity", at: path, default: 0)
    spring.allowsOverdamping = bool(fields, "allowsOverdamping", at: path, default: false)
    if spring.mass <= 0 { problem("\(path).mass", "must be greater than 0", fields["mass"]) }
    if spring.stiffness <= 0 { problem("\(path).stiffness", "must be greater than 0", fields["stiffness"]) }
    return spring
  }

  mutating func animatedValue(_ value: JSONValue, at path: String) -> AnimatedValue? {
    switch value {
    case .number(let number, _) where number.isFinite:
      return .number(number)
    case .string(let text):
      if let color = RGBColor(hex: text) { return .color(color) }
      problem(path, "a colour must be written \"#RRGGBB\"", value)
    default:
      problem(path, "must be a finite number or a colour \"#RRGGBB\"", value)
    }
    return nil
  }

  mutating func timelineRange(_ value: JSONValue, at path: String) -> ClosedRange<Double>? {
    guard let fields = object(value, at: path, known: ["start", "end"]) else { return nil }
    let start = number(fields, "start", at: path, default: 0)
    guard fields["end"] != nil else {
      problem("\(path).end", "is required")
      return nil
    }
    let end = number(fields, "end", at: path, default: start + 1)
    guard end > start else {
      problem("\(path).end", "must be later than start (\(start))", fields["end"])
      return nil
    }
    return start...end
  }
}

/// The likely intended name for a misspelt timing function: `easeInOut` is Core Animation's
/// `easeInEaseOut`, otherwise the closest name.
public func timingFunctionHint(_ name: String) -> String? {
  if name.lowercased() == "easeinout" { return "easeInEaseOut" }
  return closestMatch(to: name, in: TimingFunction.names)
}

extension JSONValue {
  /// The text of a string value.
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}

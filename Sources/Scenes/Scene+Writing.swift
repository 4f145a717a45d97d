import MediaTiming

/// A scene as a scene file: every field that differs from its default, in the scene file's
/// names. `Scene.decode` of the result gives back the same scene (begin times set by `addedAt`
/// are written as the begin times they became). The one description the JSON file, the one-line
/// notation and saving share.
extension Scene {
  /// The scene file's document.
  public var document: JSONValue {
    var members: [(key: String, value: JSONValue)] = [("name", .string(name))]
    if let title { members.append(("title", .string(title))) }
    if let caption { members.append(("caption", .string(caption))) }
    if let timeline {
      members.append(
        ("timeline", .object([("start", .number(timeline.lowerBound)), ("end", .number(timeline.upperBound))])))
    }
    if let capture { members.append(("capture", Self.document(capture))) }
    let captured = Dictionary((capture?.layers ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    members.append(("layer", Self.document(root, captured: captured, path: root.id)))
    if !events.isEmpty { members.append(("events", .array(events.map { Self.document($0, root: root) }))) }
    return .object(members)
  }

  /// The scene file's text: two-space indentation, arrays of numbers on one line, ending in a new line.
  public var fileText: String { document.serialized() + "\n" }

  /// A layer's part of the scene file: its fields, model values, animations and sublayers.
  public static func document(_ layer: Layer) -> JSONValue { document(layer, captured: [:], path: layer.id) }

  /// The same, with each layer's `captured` record (by path; `path` is this layer's).
  static func document(_ layer: Layer, captured: [String: CapturedLayer], path: String) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("id", .string(layer.id))]
    if layer.layerClass != .layer { members.append(("class", .string(layer.layerClass.rawValue))) }
    for field in AnimationSchema.layer {
      switch field.name {
      case "instanceCount" where layer.replicator.instanceCount != 1:
        members.append((field.name, .number(Double(layer.replicator.instanceCount))))
      case "instanceTransform" where !layer.replicator.instanceTransform.isIdentity:
        members.append((field.name, .array(layer.replicator.instanceTransform.m.map { .number($0) })))
      default:
        guard case .layerNumber(let keyPath)? = field.binding,
          layer[keyPath: keyPath] != Self.defaultLayer[keyPath: keyPath]
        else { continue }
        members.append((field.name, .number(layer[keyPath: keyPath])))
      }
    }
    if !layer.properties.isEmpty {
      members.append(("properties", .object(layer.properties.map { ($0.keyPath, value($0.value)) })))
    }
    if let record = captured[path] { members.append(("captured", document(record))) }
    if !layer.animations.isEmpty { members.append(("animations", .array(layer.animations.map(document)))) }
    if !layer.sublayers.isEmpty {
      let sublayers = layer.sublayers.map { document($0, captured: captured, path: path + "/" + $0.id) }
      members.append(("sublayers", .array(sublayers)))
    }
    return .object(members)
  }

  public static func document(_ animation: Animation) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("id", .string(animation.id))]
    if let keyPath = animation.keyPath { members.append(("keyPath", .string(keyPath))) }
    members += timing(animation)
    switch animation.content {
    case .basic(let values):
      members += basic(values)
    case .spring(let spring, let values):
      members += basic(values)
      members.append(("spring", self.spring(spring)))
    case .keyframe(let keyframes):
      members += self.keyframes(keyframes)
    case .group(let children):
      members.append(("animations", .array(children.map(document))))
    case .transition(let transition):
      members += self.transition(transition)
    }
    return .object(members)
  }

  /// `CAMediaTiming`'s fields and `CAAnimation`'s (the schema's timing fields), each only when not
  /// the default.
  static func timing(_ a: Animation) -> [(key: String, value: JSONValue)] {
    AnimationSchema.timing.compactMap { field in
      timingValue(field, of: a).map { (field.name, $0) }
    }
  }

  /// The document's value of scalar timing `field` of `a`; nil when it is the default (or the
  /// field is not a scalar one).
  static func timingValue(_ field: SchemaField, of a: Animation) -> JSONValue? {
    let defaults = defaultAnimation
    switch field.binding {
    case .number(let keyPath)?:
      let x = a[keyPath: keyPath]
      guard x != defaults[keyPath: keyPath] else { return nil }
      return field.type == .count && x == .infinity ? .string("infinity") : .number(x)
    case .flag(let keyPath)?:
      return a[keyPath: keyPath] == defaults[keyPath: keyPath] ? nil : .bool(a[keyPath: keyPath])
    case .fillMode(let keyPath)?:
      return a[keyPath: keyPath] == defaults[keyPath: keyPath] ? nil : .string(a[keyPath: keyPath].rawValue)
    case .timingFunction(let keyPath)?:
      return a[keyPath: keyPath].map(timingFunction)
    case .text(let keyPath)?:
      return a[keyPath: keyPath].map { .string($0) }
    case .layerNumber?, nil:
      return nil
    }
  }

  /// An animation and a layer with every field at its default, to compare with.
  public static let defaultAnimation = Animation(id: "", keyPath: nil)
  public static let defaultLayer = Layer(id: "")

  static func basic(_ values: BasicValues) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = []
    if let from = values.from { members.append(("from", value(from))) }
    if let to = values.to { members.append(("to", value(to))) }
    if let by = values.by { members.append(("by", value(by))) }
    return members
  }

  static func keyframes(_ k: Keyframes) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = []
    if !k.values.isEmpty || k.path == nil { members.append(("values", .array(k.values.map(value)))) }
    if let path = k.path { members.append(("path", .string(path.data))) }
    if let times = k.keyTimes { members.append(("keyTimes", numbers(times))) }
    if let functions = k.timingFunctions { members.append(("timingFunctions", .array(functions.map(timingFunction)))) }
    if k.calculationMode != .linear { members.append(("calculationMode", .string(k.calculationMode.rawValue))) }
    if let values = k.tensionValues { members.append(("tensionValues", numbers(values))) }
    if let values = k.continuityValues { members.append(("continuityValues", numbers(values))) }
    if let values = k.biasValues { members.append(("biasValues", numbers(values))) }
    if let mode = k.rotationMode { members.append(("rotationMode", .string(mode.rawValue))) }
    return members
  }

  /// A spring's parameter set as the object the scene file takes, defaults left out.
  public static func document(_ spring: Spring) -> JSONValue { self.spring(spring) }

  /// A timing function as scene files write it.
  public static func document(_ function: TimingFunction) -> JSONValue { timingFunction(function) }

  /// An animation's values as scene-file fields: `from`/`to`/`by`, the keyframe fields, or the
  /// spring; nothing for a group.
  public static func documentContent(_ animation: Animation) -> [(key: String, value: JSONValue)] {
    switch animation.content {
    case .basic(let values): basic(values)
    case .spring(let spring, let values): basic(values) + [("spring", self.spring(spring))]
    case .keyframe(let keyframes): self.keyframes(keyframes)
    case .group: []
    case .transition(let transition): self.transition(transition)
    }
  }

  /// A transition's fields, the type always (it marks the kind), the others when not the default.
  static func transition(_ t: Transition) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = [("transition", .string(t.type))]
    if let subtype = t.subtype { members.append(("subtype", .string(subtype))) }
    if t.startProgress != 0 { members.append(("startProgress", .number(t.startProgress))) }
    if t.endProgress != 1 { members.append(("endProgress", .number(t.endProgress))) }
    return members
  }

  static func spring(_ spring: Spring) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = []
    switch spring.parameters {
    case .physical(let m, let k, let c, let allows):
      if m != 1 { members.append(("mass", .number(m))) }
      if k != 100 { members.append(("stiffness", .number(k))) }
      if c != 10 { members.append(("damping", .number(c))) }
      if allows { members.append(("allowsOverdamping", .bool(true))) }
    case .perceptual(let d, let b):
      members = [("perceptualDuration", .number(d)), ("bounce", .number(b))]
    case .durationBounce(let d, let b):
      members = [("duration", .number(d)), ("bounce", .number(b))]
    case .response(let r, let zeta):
      members = [("response", .number(r)), ("dampingFraction", .number(zeta))]
    case .uikit(let zeta, let d):
      members = [("dampingRatio", .number(zeta)), ("duration", .number(d))]
    case .preset(let preset, let d, let extra):
      members = [("preset", .string(preset.rawValue))]
      if d != 0.5 { members.append(("duration", .number(d))) }
      if extra != 0 { members.append(("extraBounce", .number(extra))) }
    }
    if spring.initialVelocity != 0 { members.append(("initialVelocity", .number(spring.initialVelocity))) }
    return .object(members)
  }

  /// A timing function by its name (or the text it was given as), else a Bézier's four numbers.
  static func timingFunction(_ function: TimingFunction) -> JSONValue {
    if let name = function.name { return .string(name) }
    if case .cubicBezier(let c) = function.kind { return numbers([c.x1, c.y1, c.x2, c.y2]) }
    return .string(function.cssText)
  }

  /// A value as scene files write it (`EvalReport.value`'s spelling).
  /// A value as the file writes it (a path as it was written).
  static func value(_ value: AnimatedValue) -> JSONValue {
    if case .path(let path) = value { return .string(path.data) }
    return EvalReport.value(value)
  }

  static func numbers(_ values: [Double]) -> JSONValue { .array(values.map { .number($0) }) }
}

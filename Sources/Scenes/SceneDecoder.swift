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
    return try decode(document)
  }

  /// Reads a scene file from text.
  public static func decode(_ text: String) throws(SceneError) -> Scene {
    try decode(Array(text.utf8))
  }

  /// Validates and builds a scene from a parsed document (a scene file, or what another source
  /// such as the one-line notation produced).
  public static func decode(_ document: JSONValue) throws(SceneError) -> Scene {
    var decoder = SceneDecoder()
    let scene = decoder.scene(document)
    guard decoder.problems.isEmpty, let scene else { throw SceneError(problems: decoder.problems) }
    return scene
  }
}

/// Validation and building in one walk: every field is checked, every problem recorded; the
/// result is only used when no problem was found. Things Core Animation accepts but ignores
/// (invalid key times, a timing function on a spring) are warnings, kept with the scene.
struct SceneDecoder {
  var problems: [SceneProblem] = []
  /// The known key path nearest each unknown one met so far ("" for none near).
  var nearestKeyPath: [String: String] = [:]
  var warnings: [SceneProblem] = []
  /// Levels of groups and sublayers above the node being read (`SceneLimits.nesting` at most).
  var nesting = 0
  /// Animations already read without a problem or a warning, by document and place.
  var animationCache: [AnimationCacheKey: (Animation, addedAt: Double?)] = [:]
  /// The ids from the root down to the layer being read (its path is them joined by `/`).
  var layerIDs: [String] = []
  /// Each layer's `captured` record, in document order.
  var capturedLayers: [CapturedLayer] = []

  /// The names of the scene's, a layer's and a basic animation's values' fields, worked out once.
  static let sceneNames = AnimationSchema.scene.map(\.name)
  static let layerNames = AnimationSchema.layer.map(\.name)
  static let valueNames = AnimationSchema.basic.map(\.name)

  /// Goes one level deeper (a sublayer, or a group's child), or says why not: true when it may
  /// (the caller then comes back up with `nesting -= 1`).
  mutating func descend(into path: String) -> Bool {
    guard nesting < SceneLimits.nesting else {
      problem(path, "is nested more than \(SceneLimits.nesting) levels deep (groups and sublayers together)")
      return false
    }
    nesting += 1
    return true
  }

  mutating func problem(_ path: String, _ message: String, _ value: JSONValue? = nil) {
    problems.append(SceneProblem(path: path, message: message, value: value?.excerpt()))
  }

  mutating func warning(_ path: String, _ message: String) {
    warnings.append(SceneProblem(path: path, message: message, severity: .warning))
  }

  mutating func scene(_ document: JSONValue) -> Scene? {
    guard let fields = object(document, at: "(document)", known: Self.sceneNames) else { return nil }
    let name = string(fields, "name", at: "", required: true)
    let title = string(fields, "title", at: "", required: false)
    let caption = string(fields, "caption", at: "", required: false)
    let timeline = fields["timeline"].flatMap { timelineRange($0, at: "timeline") }
    guard let layerValue = fields["layer"] else {
      problem("layer", "is required (the root layer)")
      return nil
    }
    guard let root = layer(layerValue, at: "layer", parentTimeAtMediaTime: { $0 }) else { return nil }
    let events = fields["events"].map { self.events($0, at: "events", root: root) } ?? []
    var scene = Scene(
      name: name ?? "", title: title, caption: caption, timeline: timeline, root: root, events: events,
      warnings: warnings)
    if let capture = fields["capture"] {
      scene.capture = self.capture(capture, at: "capture")
      scene.capture?.layers = capturedLayers
    } else if !capturedLayers.isEmpty {
      scene.capture = CaptureRecord(layers: capturedLayers)
    }
    return scene
  }

  // MARK: Layers and animations

  mutating func layer(_ value: JSONValue, at path: String, parentTimeAtMediaTime: (Double) -> Double) -> Layer? {
    guard let fields = object(value, at: path, known: Self.layerNames) else { return nil }
    var layer = Layer(id: id(fields, at: path) ?? "")
    layerIDs.append(layer.id)
    defer { layerIDs.removeLast() }
    if let captured = fields["captured"] {
      capturedLayers.append(self.captured(captured, at: "\(path).captured", layerPath: layerIDs.joined(separator: "/")))
    }
    layer.layerClass = layerClass(fields, at: path)
    for field in AnimationSchema.layer where field.binding != nil && fields[field.name] != nil {
      scalar(field, fields, at: path)?.store(in: &layer, field.binding)
    }
    replicatorFields(fields, at: path, into: &layer.replicator, isReplicator: layer.layerClass == .replicator)
    if let properties = fields["properties"] { layer.properties = modelValues(properties, at: "\(path).properties") }
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
      let itemPath = "\(path).sublayers[\(index)]"
      guard descend(into: itemPath) else { break }
      defer { nesting -= 1 }
      if let sublayer = self.layer(item, at: itemPath, parentTimeAtMediaTime: localTimeAtMediaTime) {
        layer.sublayers.append(sublayer)
      }
    }
    uniqueIDs(layer.sublayers.map(\.id) + layer.animations.map(\.id), at: path, children: "sublayers and animations")
    checkProperties(of: layer, at: path)
    return layer
  }

  /// An animation and its `addedAt` (global seconds), if it has one. An animation read cleanly
  /// (no problem, no warning) is kept by its document: code in loops makes hundreds of equal
  /// ones (one per dot), and each was read again, children and keyframes included.
  mutating func animation(_ value: JSONValue, at path: String, inGroup: Bool) -> (Animation, addedAt: Double?)? {
    let key = AnimationCacheKey(
      document: value, inGroup: inGroup, nesting: nesting, inEvent: path.hasPrefix("events["))
    if let cached = animationCache[key] { return cached }
    let (problemCount, warningCount) = (problems.count, warnings.count)
    let result = readAnimation(value, at: path, inGroup: inGroup)
    if let result, problems.count == problemCount, warnings.count == warningCount {
      animationCache[key] = result
    }
    return result
  }

  /// What an animation was read from: its document, and where (inside a group or not, how deep).
  struct AnimationCacheKey: Hashable {
    var document: JSONValue
    var inGroup: Bool
    var nesting: Int
    /// Added by an event: read without the warning about missing values (`basicValues`).
    var inEvent: Bool
  }

  mutating func readAnimation(_ value: JSONValue, at path: String, inGroup: Bool) -> (Animation, addedAt: Double?)? {
    guard case .object(let members) = value else {
      problem(path, "must be an object", value)
      return nil
    }
    let kind = AnimationSchema.kind(of: members)
    let isGroup = kind == .group
    // Every timing field is known on every kind (a group's keyPath is kept as a label); one that
    // sets a property the kind does not have is refused below.
    guard let fields = object(value, at: path, known: AnimationSchema.names(of: kind), kind: kind.spelling)
    else {
      return nil
    }
    if kind == .transition, fields["keyPath"] != nil {
      problem("\(path).keyPath", "a transition has no key path (CATransition changes the whole layer)")
    }
    let keyPath = kind == .transition ? nil : string(fields, "keyPath", at: path, required: !isGroup)
    var animation = Animation(id: id(fields, at: path) ?? "", keyPath: keyPath)
    for field in AnimationSchema.timing where field.binding != nil && fields[field.name] != nil {
      guard field.owners.contains(kind) else {
        problem("\(path).\(field.name)", "applies to \(Self.spelling(field.owners)), not to a \(kind.spelling)")
        continue
      }
      scalar(field, fields, at: path)?.store(in: &animation, field.binding)
    }
    if animation.repeatCount > 0 && animation.repeatDuration > 0 {
      warning(
        "\(path).repeatDuration",
        "both repeatCount and repeatDuration are set; Core Animation leaves this undefined, TimingLab uses repeatDuration"
      )
    }
    var addedAt: Double?
    if fields["addedAt"] != nil {
      if inGroup {
        problem("\(path).addedAt", "only applies to animations added directly to a layer, not inside a group")
      } else {
        addedAt = number(fields, "addedAt", at: path, default: 0)
      }
    }
    let expected = keyPath.flatMap { expectedKind(forKeyPath: $0, at: "\(path).keyPath") }
    if kind != .group, kind != .transition, let keyPath, expected == nil, keyPath != "sublayerTransform" {
      // Kept (its values are drawn as numbers), but Core Animation moves nothing by that name.
      // One search per spelling: a scene may hold a thousand animations of one unknown key path.
      if nearestKeyPath[keyPath] == nil {
        nearestKeyPath[keyPath] = closestMatch(to: keyPath, in: KeyPathAddress.knownKeyPaths, within: 3) ?? ""
      }
      let nearest = nearestKeyPath[keyPath] ?? ""
      let hint = nearest.isEmpty ? "" : " (did you mean \"\(nearest)\"?)"
      warning("\(path).keyPath", "\"\(keyPath)\" is not a key path a layer animates\(hint); nothing on screen moves")
    }
    switch kind {
    case .group:
      var children: [Animation] = []
      for (index, item) in array(fields, "animations", at: path) {
        let itemPath = "\(path).animations[\(index)]"
        guard descend(into: itemPath) else { break }
        defer { nesting -= 1 }
        if let (child, _) = self.animation(item, at: itemPath, inGroup: true) {
          children.append(child)
        }
      }
      uniqueIDs(children.map(\.id), at: path, children: "animations")
      animation.content = .group(children)
    case .basic:
      animation.content = .basic(basicValues(fields, at: path, expected: expected))
    case .keyframe:
      let keyframes = self.keyframes(fields, at: path, expected: expected, keyPath: keyPath)
      if keyframes.isPaced && animation.timingFunction != nil {
        warning(
          "\(path).timingFunction", "is ignored in the \(keyframes.calculationMode.rawValue) calculation mode (Apple)")
      }
      animation.content = .keyframe(keyframes)
    case .spring:
      let spring = self.spring(fields["spring"] ?? .null, at: "\(path).spring")
      if animation.timingFunction != nil {
        warning("\(path).timingFunction", "is ignored on a spring animation (its time is the spring's own)")
      }
      animation.content = .spring(
        spring, basicValues(fields, at: path, expected: expected))
    case .transition:
      animation.content = .transition(transition(fields, at: path))
      if !inGroup, animation.id != "transition", !animation.id.isEmpty {
        warning(
          "\(path).id",
          "Core Animation adds every transition under the key \"transition\" (CALayer's add(_:forKey:)), "
            + "whatever key is given; a second transition on this layer replaces the first")
      }
    }
    return (animation, addedAt)
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
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The number of a number value.
  public var doubleValue: Double? {
    if case .number(let value, _) = self { return value }
    return nil
  }
}

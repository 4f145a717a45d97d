/// Builds a scene document from a live layer tree at one host time (`CACurrentMediaTime()` when
/// the snapshot is taken). Scene time 0 is that instant, so the numbers are small and the scene
/// evaluates at 0 to what was on screen:
///
/// - A layer's local time is `(parent − beginTime) × speed + timeOffset` (seconds). Measured from
///   its value at the capture instant, it is the parent's, measured the same way, times `speed`:
///   so each layer is written with its `speed` alone, and its raw `beginTime`, `timeOffset` and
///   local time are kept under `captured` for reference.
/// - An animation's `beginTime` (layer time) is written less the layer's local time at the
///   instant: one that began 0.3 s ago (at speed 1) begins at −0.3; one set to begin later, later.
/// - The captured root's ancestors run at the product of their speeds against host time; when
///   that is not 1, a layer `ancestors` with that speed stands for them.
///
/// What cannot be read or written goes into the capture's notes, never silently away.
struct SnapshotBuilder {
  /// The capture instant, host seconds.
  let now: Double
  var notes: [String] = []
  var layerCount = 0
  var animationCount = 0
  /// The earliest begin and the latest end of an animation on a layer, in scene seconds (nil until
  /// one is seen), for the timeline.
  var earliest: Double?
  var latest: Double?
  /// How fast the layer being written runs against scene time (the product of the speeds above
  /// it and its own).
  var rate = 1.0
  /// Each layer's clock at the instant and what it held, by path (`root/box`), for a recording
  /// to tell what changes after; nil when not recording.
  var layers: [String: RecordedLayer]?

  /// Layers beyond this many are not walked (said in the notes).
  static let layerLimit = 100_000
  /// The classes a scene knows; a layer of another class is written as the first of these in its
  /// class chain.
  static let sceneClasses: Set<String> = [
    "CALayer", "CAShapeLayer", "CAReplicatorLayer", "CAGradientLayer", "CATextLayer",
  ]
  /// The timing functions Core Animation names, by their control points as `Float`s.
  static let curveNames: [(String, [Float])] = [
    ("linear", [0, 0, 1, 1]), ("easeIn", [0.42, 0, 1, 1]), ("easeOut", [0, 0, 0.58, 1]),
    ("easeInEaseOut", [0.42, 0, 0.58, 1]), ("default", [0.25, 0.1, 0.25, 1]),
  ]

  init(now: Double) { self.now = now }

  /// The whole document: the scene's fields, the capture's record and the layer tree.
  mutating func scene(_ root: any CaptureSource, name: String, title: String?) -> CaptureJSON {
    let tree = self.tree(root)
    return document(tree, name: name, title: title)
  }

  /// The layer tree under `root` (with the `ancestors` layer when they run at another rate).
  mutating func tree(_ root: any CaptureSource) -> CaptureJSON {
    let rate = root.captureAncestorsRate
    self.rate = rate.isFinite ? rate : 1
    let wrapped = rate != 1 && rate.isFinite
    let id = Self.identifier(for: root, index: 0)
    let tree = layer(
      root, id: id, path: wrapped ? "ancestors/" + id : id, parentTime: root.captureParentTime(atHostTime: now))
    guard wrapped else { return tree }
    notes.append(
      "the captured layer's ancestors run at \(CaptureJSON.number(rate))× host time: the layer \"ancestors\" "
        + "stands for them")
    return .object([("id", .string("ancestors")), ("speed", .number(rate)), ("sublayers", .array([tree]))])
  }

  /// The scene document around `rootLayer`, with `events` when there are any.
  mutating func document(
    _ rootLayer: CaptureJSON, name: String, title: String?, events: [CaptureJSON] = []
  ) -> CaptureJSON {
    let summary =
      "\(layerCount) layer\(layerCount == 1 ? "" : "s"), \(animationCount) animation\(animationCount == 1 ? "" : "s")"
    var capture: [(String, CaptureJSON)] = [
      ("hostTime", .number(now)), ("tool", .string("TimingLabCapture \(TimingLabCapture.version)")),
    ]
    if !notes.isEmpty { capture.append(("notes", .array(notes.map(CaptureJSON.string)))) }
    var members: [(String, CaptureJSON)] = [
      ("name", .string(name)),
      ("title", .string(title ?? "Captured: \(summary)")),
      ("caption", .string("Scene time 0 is the capture, host time \(CaptureJSON.number(now)) s; \(summary)")),
      ("timeline", timeline),
      ("capture", .object(capture)),
      ("layer", rootLayer),
    ]
    if !events.isEmpty { members.append(("events", .array(events))) }
    return .object(members)
  }

  /// From the earliest begin (at most 10 s back) to a little past the latest end (at most 60 s
  /// on), in quarter seconds; at least −0.25 to 1 s, so that the capture instant is inside.
  var timeline: CaptureJSON {
    let start = (min(-0.25, max(-10, earliest ?? 0)) * 4).rounded(.down) / 4
    let end = (max(1, min(60, (latest ?? 0) + 0.25)) * 4).rounded(.up) / 4
    return .object([("start", .number(start)), ("end", .number(end))])
  }

  /// One layer and everything under it; `parentTime` is its superlayer's raw local time at the
  /// capture instant (host time for a layer without one).
  mutating func layer(_ source: any CaptureSource, id: String, path: String, parentTime: Double) -> CaptureJSON {
    layerCount += 1
    let timing = source.captureTiming
    var localTime = (parentTime - timing.beginTime) * timing.speed + timing.timeOffset
    let classes = source.captureClassNames
    let sceneClass = classes.first { Self.sceneClasses.contains($0) } ?? "CALayer"
    var members: [(String, CaptureJSON)] = [("id", .string(id))]
    if sceneClass != "CALayer" { members.append(("class", .string(sceneClass))) }
    if timing.speed != 1 { members.append(("speed", timing.speed.isFinite ? .number(timing.speed) : .number(1))) }
    if !timing.speed.isFinite || !localTime.isFinite {
      notes.append("\(id): its time is not a finite number (speed \(timing.speed)); written at speed 1")
      localTime = parentTime
    }
    let parentRate = rate
    defer { rate = parentRate }
    if timing.speed.isFinite { rate *= timing.speed }
    if sceneClass == "CAReplicatorLayer" { members += replicatorFields(source) }

    // Animations first: their key paths decide which model and presentation values are kept.
    let ids = Self.ids(source)
    var animations: [CaptureJSON] = []
    var animated: [String] = []
    var held: [(String, CapturedAnimation)] = []
    for (key, animationID) in ids.animations {
      guard let captured = source.captureAnimation(forKey: key) else { continue }
      held.append((key, captured))
      guard let written = animation(captured, id: animationID, at: "\(path)/\(animationID)", layerTime: localTime)
      else { continue }
      animations.append(written)
      animated += Self.keyPaths(of: captured)
    }
    animated = animated.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    if layers != nil {
      layers?[path] = RecordedLayer(
        parentTime: parentTime, localTime: localTime, rate: rate, timing: timing, animations: held,
        model: Self.watchedKeyPaths(animated, sceneClass: sceneClass).map {
          ($0, source.captureModelValue(forKeyPath: $0))
        })
    }

    let properties = modelValues(source, animated: animated, layer: id, sceneClass: sceneClass)
    if !properties.isEmpty { members.append(("properties", .object(properties))) }

    var captured: [(String, CaptureJSON)] = []
    if classes.first != sceneClass, let runtime = classes.first { captured.append(("class", .string(runtime))) }
    if let view = source.captureViewClassName { captured.append(("view", .string(view))) }
    for (name, value) in [("beginTime", timing.beginTime), ("timeOffset", timing.timeOffset)] where value != 0 {
      if value.isFinite { captured.append((name, .number(value))) } else { notes.append("\(id).\(name) is \(value)") }
    }
    if localTime.isFinite, layerCount == 1 || timing.beginTime != 0 || timing.timeOffset != 0 || timing.speed != 1 {
      captured.append(("localTime", .number(localTime)))
    }
    if timing.duration != 0 || timing.repeatCount != 0 || timing.repeatDuration != 0 || timing.autoreverses {
      notes.append(
        "\(id): the layer's own duration/repeat fields are set; TimingLab's layers have no active interval "
          + "(timing-model L1), so they are not applied")
    }
    let presentation = presentationValues(source, animated: animated, layer: id)
    if !presentation.isEmpty { captured.append(("presentation", .object(presentation))) }
    if !captured.isEmpty { members.append(("captured", .object(captured))) }
    if !animations.isEmpty { members.append(("animations", .array(animations))) }

    var sublayers: [CaptureJSON] = []
    for (sublayer, sublayerID) in zip(source.captureSublayers, ids.sublayers) {
      guard layerCount < Self.layerLimit else {
        notes.append("more than \(Self.layerLimit) layers: the rest of \(id)'s sublayers are not captured")
        break
      }
      sublayers.append(layer(sublayer, id: sublayerID, path: path + "/" + sublayerID, parentTime: localTime))
    }
    if !sublayers.isEmpty { members.append(("sublayers", .array(sublayers))) }
    return .object(members)
  }

  /// A replicator's `instanceCount`, `instanceDelay` and `instanceTransform`, where they are set.
  mutating func replicatorFields(_ source: any CaptureSource) -> [(String, CaptureJSON)] {
    var fields: [(String, CaptureJSON)] = []
    if case .number(let n)? = source.captureModelValue(forKeyPath: "instanceCount"), n != 1, n.isFinite {
      fields.append(("instanceCount", .number(n)))
    }
    if case .number(let d)? = source.captureModelValue(forKeyPath: "instanceDelay"), d != 0, d.isFinite {
      fields.append(("instanceDelay", .number(d)))
    }
    if let t = source.captureModelValue(forKeyPath: "instanceTransform"), case .transform(let m) = t,
      m != Self.identity, t.problem == nil
    {
      fields.append(("instanceTransform", .array(m.map(CaptureJSON.number))))
    }
    return fields
  }

  static let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

  /// The key paths whose model values a recording watches for changes: the geometry, a gradient
  /// layer's colours and axis (what the stage draws it with), and what is animated (as
  /// `modelValues` keeps them).
  static func watchedKeyPaths(_ animated: [String], sceneClass: String = "CALayer") -> [String] {
    var keyPaths = ["position", "bounds", "anchorPoint", "opacity", "transform", "hidden"]
    if sceneClass == "CAGradientLayer" { keyPaths += ["colors", "locations", "startPoint", "endPoint"] }
    for keyPath in animated {
      let owner = modelKeyPath(for: keyPath)
      if !keyPaths.contains(owner) { keyPaths.append(owner) }
    }
    return keyPaths
  }

  /// The layer's model values: its geometry (`position`, `bounds`; `anchorPoint`, `opacity` and
  /// `transform` where they are not Core Animation's defaults) and the property of every animated
  /// key path (a struct's whole value for `position.x`, the whole `transform` for its parts).
  mutating func modelValues(
    _ source: any CaptureSource, animated: [String], layer: String, sceneClass: String
  ) -> [(String, CaptureJSON)] {
    var values: [(String, CaptureJSON)] = []
    for keyPath in Self.watchedKeyPaths(animated, sceneClass: sceneClass) {
      guard let value = source.captureModelValue(forKeyPath: keyPath) else { continue }
      if !animated.contains(where: { Self.modelKeyPath(for: $0) == keyPath }) {
        // Defaults are left out unless something animates them.
        switch (keyPath, value) {
        case ("anchorPoint", .point(0.5, 0.5)), ("opacity", .number(1)), ("hidden", .number(0)),
          ("startPoint", .point(0.5, 0)),
          ("endPoint", .point(0.5, 1)):
          continue
        case ("transform", .transform(let m)) where m == Self.identity: continue
        default: break
        }
      }
      if let json = self.value(value, at: "\(layer).\(keyPath) (model)", keyPath: keyPath) {
        values.append((keyPath, json))
      }
    }
    return values
  }

  /// The presented value of every animated key path, as Core Animation shows it at the instant.
  mutating func presentationValues(
    _ source: any CaptureSource, animated: [String], layer: String
  )
    -> [(String, CaptureJSON)]
  {
    var values: [(String, CaptureJSON)] = []
    var missing: [String] = []
    for keyPath in animated {
      guard let value = source.capturePresentationValue(forKeyPath: keyPath) else {
        missing.append(keyPath)
        continue
      }
      if let json = self.value(value, at: "\(layer).\(keyPath) (presentation)", keyPath: keyPath) {
        values.append((keyPath, json))
      }
    }
    if !missing.isEmpty {
      notes.append(
        "\(layer): no presentation value of \(missing.joined(separator: ", ")) (the layer was not committed yet, "
          + "or Core Animation does not answer for that key path)")
    }
    return values
  }

  /// The key path whose model value a scene keeps for an animated one: `position` for
  /// `position.x`, `bounds` for `bounds.size.width`, `transform` for `transform.rotation.z`.
  static func modelKeyPath(for keyPath: String) -> String {
    let first = keyPath.split(separator: ".", maxSplits: 1).first.map(String.init) ?? keyPath
    let structs: Set<String> = ["position", "bounds", "anchorPoint", "shadowOffset", "contentsRect", "transform"]
    return structs.contains(first) ? first : keyPath
  }

  /// The key paths an animation moves (a group's children's; none for a transition or a
  /// sublayer transform).
  static func keyPaths(of animation: CapturedAnimation) -> [String] {
    if let children = animation.children { return children.flatMap(keyPaths) }
    guard let property = animation.property, let keyPath = property.keyPath else { return [] }
    let written = valueFunctionKeyPath(keyPath, property.valueFunction) ?? keyPath
    // Not written (a scene refuses it), so neither its model nor its presentation value is.
    return written.hasPrefix("sublayerTransform") ? [] : [written]
  }

  /// `transform` with a value function as the key path it is the same as (`rotateZ` is
  /// `transform.rotation.z`); nil when there is none or it has no such key path (`scale` and
  /// `translate` take three numbers).
  static func valueFunctionKeyPath(_ keyPath: String, _ function: String?) -> String? {
    guard let function, keyPath == "transform" || keyPath == "sublayerTransform" else { return nil }
    let parts: [String: String] = [
      "rotateX": "rotation.x", "rotateY": "rotation.y", "rotateZ": "rotation.z", "scaleX": "scale.x",
      "scaleY": "scale.y", "scaleZ": "scale.z", "translateX": "translation.x", "translateY": "translation.y",
      "translateZ": "translation.z",
    ]
    return parts[function].map { keyPath + "." + $0 }
  }
}

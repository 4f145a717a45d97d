import MediaTiming

/// The JSON that `timinglab eval` prints (docs/interfaces.md): the scene's name and, per global
/// time, every layer's local time, model and presented values, and every animation's evaluation
/// record with the value it contributes.
public enum EvalReport {
  /// The report for `scene` at each of `mediaTimes` (seconds). Warnings of the scene (things Core
  /// Animation ignores) are listed after the samples when there are any.
  public static func json(for scene: Scene, at mediaTimes: [Double]) -> JSONValue {
    let history = scene.history
    var members: [(key: String, value: JSONValue)] = [
      ("scene", .string(scene.name)),
      ("samples", .array(mediaTimes.map { sample(history, at: $0) })),
    ]
    if !scene.events.isEmpty { members.append(("events", events(of: scene))) }
    if let capture = CaptureReport.json(for: scene) { members.append(("capture", capture)) }
    if !scene.warnings.isEmpty {
      members.append(("warnings", .array(scene.warnings.map { .string($0.description) })))
    }
    return .object(members)
  }

  /// The same text as `json(for:at:).serialized()`, written a sample at a time to `emit` as each
  /// is evaluated: 100,000 times take the memory of one sample.
  public static func write(for scene: Scene, at mediaTimes: [Double], to emit: (String) -> Void) {
    let history = scene.history
    emit("{\n  " + JSONValue.string("scene").compactText + ": " + JSONValue.string(scene.name).compactText + ",\n")
    if mediaTimes.isEmpty {
      emit("  \"samples\": []")
    } else {
      emit("  \"samples\": [\n")
      for (index, time) in mediaTimes.enumerated() {
        let separator = index < mediaTimes.count - 1 ? ",\n" : "\n"
        emit("    " + sample(history, at: time).serialized(atDepth: 2) + separator)
      }
      emit("  ]")
    }
    if !scene.events.isEmpty { emit(",\n  \"events\": " + events(of: scene).serialized(atDepth: 1)) }
    if let capture = CaptureReport.json(for: scene) { emit(",\n  \"capture\": " + capture.serialized(atDepth: 1)) }
    if !scene.warnings.isEmpty {
      let warnings = JSONValue.array(scene.warnings.map { .string($0.description) })
      emit(",\n  \"warnings\": " + warnings.serialized(atDepth: 1))
    }
    emit("\n}")
  }

  /// The scene's events, by time, as the scene file writes them.
  static func events(of scene: Scene) -> JSONValue {
    .array(scene.history.events.map { Scene.document($0, root: scene.root) })
  }

  /// One sample: the tree as the events have left it at `mediaTime`, evaluated. When the scene
  /// has events, each layer also reports the timing they change (`speed`, `beginTime`, `timeOffset`).
  static func sample(_ history: LayerHistory, at mediaTime: Double) -> JSONValue {
    let root = history.root(atMediaTime: mediaTime)
    let evaluation = root.evaluate(atMediaTime: mediaTime)
    let presentation = root.presentation(in: evaluation)
    let timing = history.events.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: root.layerTimings())
    var members: [(key: String, value: JSONValue)] = [
      ("time", .number(evaluation.mediaTime)),
      ("layers", .array(zip(evaluation.layers, presentation).map { layer($0, $1, timing: timing[$0.path]) })),
      ("animations", .array(evaluation.animations.map(animation))),
    ]
    let copies = root.replicaCopies(atMediaTime: mediaTime, limit: SceneLimits.drawnCopies)
    if !copies.isEmpty { members.append(("copies", .array(copies.map(copy)))) }
    return .object(members)
  }

  /// A replicator's copy: its instance and its layers as the copy presents them (paths below
  /// `replicator/#k`), each as a layer of `layers` is reported.
  static func copy(_ copy: ReplicaCopy) -> JSONValue {
    let evaluation = copy.layer.evaluate(atMediaTime: copy.parentTime)
    let presentation = copy.layer.presentation(in: evaluation)
    let layers = zip(evaluation.layers, presentation).map { record, values in
      var record = record
      record.path = copy.path + "/" + record.path
      return layer(record, values)
    }
    return .object([("instance", .number(Double(copy.instance))), ("layers", .array(layers))])
  }

  /// A layer: path and local time, then `model` and `presentation` (every key path with a model
  /// value or an animation) when there are any, then the `transitions` applied, when any are.
  static func layer(_ record: LayerEvaluation, _ presentation: LayerPresentation, timing: Layer? = nil) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("path", .string(record.path)), ("localTime", .number(record.localTime)),
    ]
    if let timing {
      members += [
        ("speed", .number(timing.speed)), ("beginTime", .number(timing.beginTime)),
        ("timeOffset", .number(timing.timeOffset)),
      ]
    }
    if !presentation.properties.isEmpty {
      members.append(("model", .object(presentation.properties.map { ($0.keyPath, value($0.model)) })))
      members.append(("presentation", .object(presentation.properties.map { ($0.keyPath, value($0.presented)) })))
    }
    if !presentation.transitions.isEmpty {
      members.append(("transitions", .array(presentation.transitions.map(transition))))
    }
    return .object(members)
  }

  /// A transition applied to a layer: its animation's path, type, side and progress (0 the old
  /// content, 1 the new).
  static func transition(_ applied: AppliedTransition) -> JSONValue {
    .object([
      ("animation", .string(applied.path)), ("type", .string(applied.transition.type)),
      ("subtype", applied.transition.subtype.map { .string($0) } ?? .null), ("progress", .number(applied.progress)),
    ])
  }

  /// One record: the interface's fields in its order, then `keyPath`, `parentTime`,
  /// `activeLocalTime` (null when an enclosing group gives the animation no time) and, for a path
  /// animation with a rotation mode, `rotation`.
  static func animation(_ record: AnimationEvaluation) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("path", .string(record.path)),
      ("phase", .string(record.phase.rawValue)),
      ("active", .bool(record.isActive)),
      ("applied", .bool(record.isApplied)),
      ("repeatIndex", record.repeatIndex.map { .number(Double($0)) } ?? .null),
      ("basicLocalTime", .number(record.basicLocalTime)),
      ("progress", .number(record.progress)),
      ("easedProgress", .number(record.easedProgress)),
      ("value", value(record.value)),
      ("keyPath", .string(record.keyPath)),
      ("parentTime", .number(record.timing?.parentTime)),
      ("activeLocalTime", .number(record.timing?.activeLocalTime)),
    ]
    if let rotation = record.rotation { members.append(("rotation", .number(rotation))) }
    return .object(members)
  }

  /// A number, a colour as `"#RRGGBB"` (`"#RRGGBBAA"` when not opaque), points and sizes as
  /// `[a, b]`, rects as `[x, y, w, h]`, a matrix as sixteen numbers, a path as SVG path data of
  /// its elements (`Z` as the line it draws), a gradient's colours as `["#RRGGBB", …]` and its
  /// locations as numbers; null for none.
  public static func value(_ value: AnimatedValue?) -> JSONValue {
    switch value {
    case .number(let number)?: .number(number)
    case .color(let color)?: .string(color.hex)
    case .path(let path)?: .string(KeyframePath(segments: path.segments).data)  // as drawn, not as written
    case .colors(let colors)?: .array(colors.map { .string($0.hex) })
    case .numbers(let numbers)?: .array(numbers.map { .number($0) })
    case let value?: .array(value.components.map { .number($0) })
    case nil: .null
    }
  }
}

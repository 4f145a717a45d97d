import MediaTiming

/// The JSON that `timinglab eval` prints (docs/interfaces.md): the scene's name and, per global
/// time, every layer's local time and every animation's evaluation record.
public enum EvalReport {
  /// The report for `scene` at each of `mediaTimes` (seconds).
  public static func json(for scene: Scene, at mediaTimes: [Double]) -> JSONValue {
    .object([
      ("scene", .string(scene.name)),
      ("samples", .array(mediaTimes.map { sample(scene.root.evaluate(atMediaTime: $0)) })),
    ])
  }

  static func sample(_ evaluation: TreeEvaluation) -> JSONValue {
    .object([
      ("time", .number(evaluation.mediaTime)),
      (
        "layers",
        .array(
          evaluation.layers.map {
            .object([("path", .string($0.path)), ("localTime", .number($0.localTime))])
          })
      ),
      ("animations", .array(evaluation.animations.map(animation))),
    ])
  }

  /// One record: the interface's fields in its order, then `keyPath`, `parentTime` and
  /// `activeLocalTime` (null when an enclosing group gives the animation no time).
  static func animation(_ record: AnimationEvaluation) -> JSONValue {
    .object([
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
    ])
  }

  /// A number, a colour as `"#RRGGBB"`, or null.
  public static func value(_ value: AnimatedValue?) -> JSONValue {
    switch value {
    case .number(let number)?: .number(number)
    case .color(let color)?: .string(color.hex)
    case nil: .null
    }
  }
}

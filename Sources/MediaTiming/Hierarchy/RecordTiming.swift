/// What an evaluation of a tree builds for each animation (or group): the full
/// `AnimationEvaluation`, or the lighter `RecordTiming` a timeline strip needs. The walk over the
/// tree is the same for both; only what each record keeps differs.
public protocol EvaluationRecord {
  /// True when records keep their parent's path (`root/group`): building paths costs an
  /// allocation per group and sublayer, so records that do not keep them are given `""`.
  static var keepsPaths: Bool { get }

  /// The record of `animation`, whose own timing is `timing` (nil when an enclosing group is not
  /// applied), its phase `phase`, active through every enclosing group when `isActive`; `model`
  /// is its layer's model values (for a missing end).
  init(
    _ animation: Animation, timing: TimingSample?, phase: TimingPhase, isActive: Bool, parentPath: String,
    model: [PropertyValue])

  /// The node's own timing; nil when an enclosing group is not applied (G4).
  var timing: TimingSample? { get }
  /// The node's own phase, or the phase of the enclosing group that is not applied.
  var phase: TimingPhase { get }
  /// True when this node and every enclosing group are active.
  var isActive: Bool { get }
}

/// One record's timing without its path, key path or value: what a timeline strip draws (where
/// it is applied and active, its eased progress, its repeats) and, for a colour animation only,
/// the colour it contributes (a strip shows colours as themselves, everything else on a ramp).
/// Equal to the same fields of the full `AnimationEvaluation` at the same time.
public struct RecordTiming: Hashable, Sendable, EvaluationRecord {
  public static var keepsPaths: Bool { false }

  /// The node's own timing; nil when an enclosing group is not applied (G4).
  public var timing: TimingSample?
  /// The node's own phase, or the phase of the enclosing group that is not applied.
  public var phase: TimingPhase
  /// True when this node and every enclosing group are active (closed interval).
  public var isActive: Bool
  /// True for a group.
  public var isGroup: Bool
  /// The colour the animation contributes when its value is a colour; nil when it is not
  /// applied, its values are not colours, or they do not fit together.
  public var color: RGBColor?

  public init(
    _ animation: Animation, timing: TimingSample?, phase: TimingPhase, isActive: Bool, parentPath: String,
    model: [PropertyValue]
  ) {
    self.timing = timing
    self.phase = phase
    self.isActive = isActive
    isGroup = animation.isGroup
    // The value is worked out only where it can be a colour: for the rest it is never read.
    // Applied first: `mayPresentColor` reads the animation's content, which costs a copy.
    if let iteration = timing?.iteration, animation.mayPresentColor,
      case .color(let color)? = animation.value(
        atEasedProgress: iteration.easedProgress, repeatIndex: iteration.repeatIndex, model: model)
    {
      self.color = color
    }
  }

  /// The same fields of a full record.
  public init(_ record: AnimationEvaluation) {
    timing = record.timing
    phase = record.phase
    isActive = record.isActive
    isGroup = record.isGroup
    if case .color(let color)? = record.value { self.color = color }
  }

  /// True when the animation has an effect.
  public var isApplied: Bool { timing?.iteration != nil }
  /// Whole cycles completed, nil when not applied.
  public var repeatIndex: Int? { timing?.iteration?.repeatIndex }
  /// Basic local time in `0...duration` seconds, nil when not applied.
  public var basicLocalTime: Double? { timing?.iteration?.basicLocalTime }
  /// Eased progress, nil when not applied.
  public var easedProgress: Double? { timing?.iteration?.easedProgress }
}

extension Animation {
  /// False when this animation's value can never be a colour: a group, keyframes without colour
  /// values, or a basic animation or spring whose values (or, given none, whose key path) are of
  /// another kind. Values of different kinds present nothing (`BasicValues.ends`), so a basic
  /// animation's value has its values' kind whenever it has one.
  public var mayPresentColor: Bool {
    switch content {
    case .basic(let values), .spring(_, let values):
      return (values.kind ?? address(kind: .number).kind) == .color
    case .keyframe(let keyframes):
      return keyframes.values.contains { $0.kind == .color }
    case .group, .transition:
      return false
    }
  }
}

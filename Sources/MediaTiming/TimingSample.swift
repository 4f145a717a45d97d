/// Every intermediate of evaluating one timed node (animation or group) at one parent time, the
/// way Gecko's `ComputedTiming` holds them. Times are seconds.
///
/// "Not applied" (removed, or outside the active interval without fill) is `iteration == nil`;
/// never NaN, never 0.
public struct TimingSample: Hashable, Sendable {
  /// The input: the node's parent time (a layer's local time, or the enclosing group's basic
  /// local time).
  public var parentTime: Double
  /// Apple's `t = (parentTime − beginTime) × speed + timeOffset` (T2), not clamped.
  public var activeLocalTime: Double
  /// Elapsed active time `e` after fill (T6/T8), or before fill when not applied.
  public var elapsed: Double
  /// The node's own phase (T6).
  public var phase: TimingPhase
  /// The effective one-repeat duration `D` (T1/G3), seconds of local time.
  public var duration: Double
  /// The active duration (T3–T5), seconds of local time; may be infinite.
  public var activeDuration: Double
  /// Where the node is inside its repeats, or nil when it is not applied.
  public var iteration: Iteration?

  /// The position inside the repeats of an applied node.
  public struct Iteration: Hashable, Sendable {
    /// Whole cycles completed (`k` of T10/T11; a forward + backward leg is one cycle).
    public var repeatIndex: Int
    /// Basic local time in `0...duration` (T12), seconds.
    public var basicLocalTime: Double
    /// Un-eased progress `basicLocalTime / duration` in `0...1`.
    public var progress: Double
    /// Progress after the timing function; may leave `0...1` for overshooting curves.
    public var easedProgress: Double
    /// True on the backward leg of an autoreverse cycle (cycle time past the duration, T12).
    public var isReversed: Bool = false
  }

  /// True when the node has an effect at this time.
  public var isApplied: Bool { iteration != nil }
}

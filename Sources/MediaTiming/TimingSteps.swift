/// The stages of Core Animation's parent-time → local-time mapping, one function per rule of
/// `docs/timing-model.md` (the rule tag is in each comment). All times are `Double` seconds.
public enum TimingSteps {
  /// The default duration of an animation added to a layer with `duration <= 0` (T1, `CALayer.h`).
  public static let defaultDuration = 0.25

  /// T2, Apple's formula: active local time `t = (parentTime − beginTime) × speed + timeOffset`.
  /// `beginTime` is in the parent's time space and scaled by `speed`; `timeOffset` is not scaled.
  /// Overflow saturates at ±`greatestFiniteMagnitude` instead of reaching infinity.
  @inline(__always)
  public static func activeLocalTime(
    parentTime: Double, beginTime: Double, speed: Double, timeOffset: Double
  )
    -> Double
  {
    saturating((parentTime - beginTime) * speed + timeOffset)
  }

  /// T3: one cycle, `duration × (autoreverses ? 2 : 1)` (a forward and a backward leg).
  @inline(__always)
  public static func cycleDuration(duration: Double, autoreverses: Bool) -> Double {
    autoreverses ? duration * 2 : duration
  }

  /// T4/T5, the active duration in the node's local seconds: `repeatDuration` when > 0 (not doubled
  /// by autoreverses), else infinite for infinite `repeatCount`, else `repeatCount × cycle` when
  /// > 0 (fractions allowed), else one cycle.
  public static func activeDuration(
    duration: Double, autoreverses: Bool, repeatCount: Double, repeatDuration: Double
  ) -> Double {
    let cycle = cycleDuration(duration: duration, autoreverses: autoreverses)
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount == .infinity { return .infinity }
    if repeatCount > 0 { return repeatCount * cycle }
    return cycle
  }

  /// T6: elapsed active time `e = (parentTime − beginTime) × |speed|`; 0 at speed 0 (T7, frozen
  /// at the begin). Saturates instead of overflowing.
  @inline(__always)
  public static func elapsedActiveTime(parentTime: Double, beginTime: Double, speed: Double) -> Double {
    speed == 0 ? 0 : saturating((parentTime - beginTime) * abs(speed))
  }

  /// T6: before when `e < 0`, after when `e > activeDuration`, else active (closed at both ends).
  @inline(__always)
  public static func phase(elapsed: Double, activeDuration: Double) -> TimingPhase {
    if elapsed < 0 { return .before }
    if elapsed > activeDuration { return .after }
    return .active
  }

  /// T8/T9: the elapsed time to evaluate at, after fill; nil when the node is not applied.
  ///
  /// Before: `fillMode` backwards/both → 0. After: removed when `removedOnCompletion` (an animation
  /// directly on a layer; callers pass false inside groups, G2), else forwards/both → `activeDuration`.
  public static func filledElapsed(
    elapsed: Double, phase: TimingPhase, activeDuration: Double, fillMode: FillMode,
    removedOnCompletion: Bool
  ) -> Double? {
    switch phase {
    case .active: elapsed
    case .before: fillMode.fillsBackwards ? 0 : nil
    case .after: !removedOnCompletion && fillMode.fillsForwards ? activeDuration : nil
    }
  }

  /// T10: position `p = sign(speed) × e + timeOffset`; `timeOffset` at speed 0.
  @inline(__always)
  public static func position(elapsed: Double, speed: Double, timeOffset: Double) -> Double {
    if speed == 0 { return timeOffset }
    return saturating((speed < 0 ? -elapsed : elapsed) + timeOffset)
  }

  /// T10 + T11: the repeat index `k` and cycle time `r` in `0...cycle` for position `p`.
  ///
  /// `k = floor(p / cycle)`, `r = p − k × cycle` (exactly, via `fmod`). When `r = 0` the limit from
  /// inside the active interval is reported, following the direction time flows: speed > 0 at the
  /// end (`atEnd`) and speed < 0 anywhere but the end use `r = cycle, k − 1`; speed 0 keeps `r = 0`.
  /// `k` saturates at `Int.min`/`Int.max` for astronomically many repeats.
  public static func repeatPosition(
    position p: Double, cycle: Double, speed: Double, atEnd: Bool
  )
    -> (repeatIndex: Int, cycleTime: Double)
  {
    var r = p.truncatingRemainder(dividingBy: cycle)  // exact, sign of p
    if r < 0 {
      r += cycle
      if r >= cycle { r = cycle.nextDown }  // a tiny negative remainder rounds up to a whole cycle
    }
    var k = ((p - r) / cycle).rounded()
    if r == 0 && ((speed > 0 && atEnd) || (speed < 0 && !atEnd)) {
      r = cycle
      k -= 1
    }
    return (saturatingInt(k), r)
  }

  /// T12: basic local time in `0...duration`; on the backward leg of an autoreverse cycle
  /// (`r > duration`) it is `2 × duration − r`.
  @inline(__always)
  public static func basicLocalTime(cycleTime r: Double, duration: Double, autoreverses: Bool) -> Double {
    let local = autoreverses && r > duration ? 2 * duration - r : r
    return min(max(local, 0), duration)
  }

  /// Un-eased progress `basicLocalTime / duration`, clamped to `0...1` against rounding.
  @inline(__always)
  public static func progress(basicLocalTime: Double, duration: Double) -> Double {
    min(max(basicLocalTime / duration, 0), 1)
  }

  /// Clamps to ±`greatestFiniteMagnitude` so that finite inputs never produce infinities; NaN
  /// (which valid input never produces) becomes 0.
  @inline(__always)
  public static func saturating(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    return min(max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
  }

  static func saturatingInt(_ value: Double) -> Int {
    if value.isNaN { return 0 }
    if value >= 9.2e18 { return .max }
    if value <= -9.2e18 { return .min }
    return Int(value)
  }
}

import MediaTiming

/// Seed 003's demo (AnimationAcceleration): a red dot moves up its vertical path with a keyframe
/// animation whose values come from a parametric curve (`calculateKeyFramesWithEvaluationObject`:
/// `steps + 2` values, linear segments), beside a grey dot that marks linear time. The curve and
/// the number of keyframes are chosen with keys.
package struct KeyframeCurvesState: Hashable, Sendable {
  /// The seed's curves: linear, its t-to-x ease-in/ease-out, quadratic, exponential decay and the
  /// second-order response (which overshoots, impossible for a timing function).
  package static let functions: [TimingFunction] = [
    .linear, .tToXEaseInOut, .quadratic, .exponentialDecay, .secondOrder,
  ]
  /// The seed's `kCATransactionAnimationDuration`, seconds.
  package static let duration = 2.5
  /// The path's ends, points: the origin and `maxYPoint` (the model value set before adding).
  package static let startValue = 0.0
  package static let endValue = 200.0

  package var functionIndex = 4
  /// Interstitial keyframes (`INTERSTITIAL_STEPS`).
  package var steps = 8

  package init() {}

  package var function: TimingFunction { Self.functions[functionIndex] }

  /// The keyframe animation's keyframes: `startValue + f(progress) × (endValue − startValue)`.
  package var keyframes: Keyframes {
    Keyframes.sampling(function, steps: steps, from: Self.startValue, to: Self.endValue)
  }

  /// The red dot's `position.y` at `t` seconds: the keyframe animation (added to a layer whose
  /// model value is already the end) evaluated as a layer would, so after the animation the dot
  /// stays at the end.
  package func dotValue(at t: Double) -> Double {
    var animation = Animation(id: "position", keyPath: "position.y", keyframes: keyframes)
    animation.duration = Self.duration
    let layer = Layer(
      id: "acceleratedDot", animations: [animation], properties: [PropertyValue("position", .point(0, Self.endValue))])
    let value = layer.presentation(atMediaTime: t).first?.presentedValue("position.y")
    if case .number(let y)? = value { return y }
    return Self.endValue
  }

  /// The exact curve's value at `t` (what the keyframes approximate).
  package func exactValue(at t: Double) -> Double {
    let p = min(max(t / Self.duration, 0), 1)
    return Self.startValue + function.progress(at: p) * (Self.endValue - Self.startValue)
  }
}

import MediaTiming

/// Seed 003's demo (AnimationAcceleration): a red dot moves up its vertical path with a keyframe
/// animation whose values come from a parametric curve (`calculateKeyFramesWithEvaluationObject`:
/// `steps + 2` values, linear segments), beside a grey dot that marks linear time. The curve and
/// the number of keyframes are chosen with keys.
public struct KeyframeCurvesState: Hashable, Sendable {
  /// The seed's curves: linear, its t-to-x ease-in/ease-out, quadratic, exponential decay and the
  /// second-order response (which overshoots, impossible for a timing function).
  public static let functions: [TimingFunction] = [
    .linear, .tToXEaseInOut, .quadratic, .exponentialDecay, .secondOrder,
  ]
  /// The seed's `kCATransactionAnimationDuration`, seconds.
  public static let duration = 2.5
  /// The path's ends, points: the origin and `maxYPoint` (the model value set before adding).
  public static let startValue = 0.0
  public static let endValue = 200.0

  public var functionIndex = 4
  /// Interstitial keyframes (`INTERSTITIAL_STEPS`).
  public var steps = 8

  public init() {}

  public var function: TimingFunction { Self.functions[functionIndex] }

  /// The keyframe animation's keyframes: `startValue + f(progress) × (endValue − startValue)`.
  public var keyframes: Keyframes {
    Keyframes.sampling(function, steps: steps, from: Self.startValue, to: Self.endValue)
  }

  /// The red dot's `position.y` at `t` seconds: the keyframe animation (added to a layer whose
  /// model value is already the end) evaluated as a layer would, so after the animation the dot
  /// stays at the end.
  public func dotValue(at t: Double) -> Double {
    var animation = Animation(id: "position", keyPath: "position.y", keyframes: keyframes)
    animation.duration = Self.duration
    let layer = Layer(
      id: "acceleratedDot", animations: [animation], properties: [PropertyValue("position", .point(0, Self.endValue))])
    let value = layer.presentation(atMediaTime: t).first?.presentedValue("position.y")
    if case .number(let y)? = value { return y }
    return Self.endValue
  }

  /// The exact curve's value at `t` (what the keyframes approximate).
  public func exactValue(at t: Double) -> Double {
    let p = min(max(t / Self.duration, 0), 1)
    return Self.startValue + function.progress(at: p) * (Self.endValue - Self.startValue)
  }
}

/// Seed 000's demo: `timeNeededToMoveBy:totalMove:duration:`, which bisects a paused reference
/// layer's `timeOffset` until its presentation layer's `position.x` (an animation from 0 to 100
/// with the timing function, duration 1) is within a tolerance of the wanted move — beside the
/// exact answer, the inverse of the timing function.
public struct BisectionState: Hashable, Sendable {
  /// The functions offered (Core Animation's).
  public static let functions = TimingFunction.coreAnimationNamed
  public var functionIndex = 3  // easeInEaseOut
  /// Points to move of `totalMove`, and the animation's duration (seconds).
  public var move = 30.0
  public var totalMove = 100.0
  public var duration = 1.0
  /// The seed's tolerance on the normalized move.
  public static let tolerance = 0.005
  /// Seconds of scene time per probe when the demo plays (probe k shows from k × this).
  public static let probeInterval = 0.5

  public init() {}

  public var function: TimingFunction { Self.functions[functionIndex] }

  /// One probe of the loop: the bracket before it, the `timeOffset` tried, what the presentation
  /// layer showed, and whether it was within the tolerance.
  public struct Probe: Hashable, Sendable {
    public var n: Int
    public var a: Double
    public var b: Double
    public var middle: Double
    /// `presentationLayer.position.x`, points.
    public var position: Double
    /// `position / 100`.
    public var move: Double
    public var accepted: Bool
  }

  /// The seed's loop, literally: `middle = (a + b) / 2`; `referenceLayer.timeOffset = middle`;
  /// `move = presentationLayer.position.x / 100`; stop when `move − tolerance ≤ normalizedMove ≤
  /// move + tolerance`; else halve towards it (at most 1000 probes).
  public func probes() -> [Probe] {
    let normalized = move / totalMove
    var animation = Animation(id: "evaluatorAnimation", keyPath: "position.x", from: .number(0), to: .number(100))
    animation.duration = 1
    animation.timingFunction = function
    var a = 0.0
    var b = 1.0
    var n = 0
    var probes: [Probe] = []
    while n < 1000 {
      let middle = (a + b) / 2
      // The reference layer: paused (speed 0), its timeOffset the probe; the animation was added at
      // time 0, so its local time is the timeOffset.
      let layer = Layer(id: "referenceLayer", speed: 0, timeOffset: middle, animations: [animation])
      var position = 0.0
      if case .number(let x)? = layer.presentation(atMediaTime: 0).first?.presentedValue("position.x") { position = x }
      let moved = position / 100
      let accepted = moved - Self.tolerance <= normalized && normalized <= moved + Self.tolerance
      probes.append(Probe(n: n, a: a, b: b, middle: middle, position: position, move: moved, accepted: accepted))
      if accepted { break }
      n += 1
      if normalized < moved { b = middle } else { a = middle }
    }
    return probes
  }

  /// The bisection's answer, `middle × duration` of the last probe, seconds.
  public func bisectionAnswer(_ probes: [Probe]) -> Double { (probes.last?.middle ?? 0) * duration }

  /// The exact answer: the first input where the function reaches the normalized move, seconds;
  /// nil when it never does.
  public var exactAnswer: Double? { function.fraction(reaching: move / totalMove).map { $0 * duration } }
}

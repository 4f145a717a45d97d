import MediaTiming

/// Seed 000's demo: `timeNeededToMoveBy:totalMove:duration:`, which bisects a paused reference
/// layer's `timeOffset` until its presentation layer's `position.x` (an animation from 0 to 100
/// with the timing function, duration 1) is within a tolerance of the wanted move — beside the
/// exact answer, the inverse of the timing function.
package struct BisectionState: Hashable, Sendable {
  /// The functions offered (Core Animation's).
  package static let functions = TimingFunction.coreAnimationNamed
  package var functionIndex = 3  // easeInEaseOut
  /// Points to move of `totalMove`, and the animation's duration (seconds).
  package var move = 30.0
  package var totalMove = 100.0
  package var duration = 1.0
  /// The seed's tolerance on the normalized move.
  package static let tolerance = 0.005
  /// Seconds of scene time per probe when the demo plays (probe k shows from k × this).
  package static let probeInterval = 0.5

  package init() {}

  package var function: TimingFunction { Self.functions[functionIndex] }

  /// One probe of the loop: the bracket before it, the `timeOffset` tried, what the presentation
  /// layer showed, and whether it was within the tolerance.
  package struct Probe: Hashable, Sendable {
    package var n: Int
    package var a: Double
    package var b: Double
    package var middle: Double
    /// `presentationLayer.position.x`, points.
    package var position: Double
    /// `position / 100`.
    package var move: Double
    package var accepted: Bool
  }

  /// The seed's loop, literally: `middle = (a + b) / 2`; `referenceLayer.timeOffset = middle`;
  /// `move = presentationLayer.position.x / 100`; stop when `move − tolerance ≤ normalizedMove ≤
  /// move + tolerance`; else halve towards it (at most 1000 probes).
  package func probes() -> [Probe] {
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
  package func bisectionAnswer(_ probes: [Probe]) -> Double { (probes.last?.middle ?? 0) * duration }

  /// The exact answer: the first input where the function reaches the normalized move, seconds;
  /// nil when it never does.
  package var exactAnswer: Double? { function.fraction(reaching: move / totalMove).map { $0 * duration } }
}

/// What a keyframe animation's evaluation needs that depends only on its fields: the keyframe
/// values (a path's points), the effective key times (K-T1–K-T3, §5.3), the Kochanek–Bartels
/// tangents (§6) and the arc lengths of the paced modes. Built once per change, read per frame.
final class KeyframePlan: Sendable {
  let values: [AnimatedValue]
  let keyTimes: [Double]
  /// True when the given key times are used (valid for the mode and not a paced mode).
  let keyTimesValid: Bool
  let mode: CalculationMode
  /// The path's drawing elements, when the keyframes come from a path.
  let segments: [KeyframePath.Segment]?
  /// Tangents leaving and entering each keyframe (cubic modes on values).
  let tangentsOut: [AnimatedValue]
  let tangentsIn: [AnimatedValue]
  /// Arc length of each segment, and the total (paced modes; for paced values the distances).
  let lengths: [Double]
  let totalLength: Double

  init(
    values given: [AnimatedValue], path: KeyframePath?, keyTimes: [Double]?, mode: CalculationMode,
    tcb: (tension: [Double]?, continuity: [Double]?, bias: [Double]?)
  ) {
    let values = path.map { $0.keyframePoints.map { AnimatedValue.point($0.x, $0.y) } } ?? given
    self.values = values
    self.mode = mode
    segments = path?.segments
    let n = values.count
    let valid = keyTimes.map { Self.isValid($0, mode: mode, count: n) } ?? false
    keyTimesValid = valid
    // Matrices and shape paths have no spline (and no distance): their cubic modes run as
    // linear and paced, segment by segment.
    let smooth = !values.contains { $0.kind == .matrix || $0.kind.isHeldWhole }
    let isCubic = path == nil && n >= 2 && (mode == .cubic || mode == .cubicPaced) && smooth
    let (outgoing, incoming) =
      isCubic
      ? Spline.tangents(values, tension: tcb.tension, continuity: tcb.continuity, bias: tcb.bias) : ([], [])
    tangentsOut = outgoing
    tangentsIn = incoming
    var lengths: [Double] = []
    if n >= 2 {
      if let segments = path?.segments, mode == .paced || mode == .cubicPaced {
        lengths = segments.map { $0.length() }
      } else if mode == .paced || (mode == .cubicPaced && !isCubic) {
        lengths = (0..<n - 1).map { values[$0].distance(to: values[$0 + 1]) ?? 0 }
      } else if mode == .cubicPaced {
        lengths = (0..<n - 1).map {
          Spline.length(
            from: values[$0], to: values[$0 + 1], tangentOut: outgoing[$0], tangentIn: incoming[$0 + 1])
        }
      }
    }
    self.lengths = lengths
    let total = lengths.reduce(0, +)
    totalLength = total
    switch mode {
    case .linear, .cubic:
      self.keyTimes = valid ? keyTimes! : Self.evenlySpaced(n)
    case .discrete:
      self.keyTimes = valid ? keyTimes! : (0...n).map { Double($0) / Double(max(n, 1)) }
    case .paced, .cubicPaced:
      // §5.3: kᵢ = (d₀ + … + dᵢ₋₁) / L; evenly spaced when nothing moves (L = 0).
      if total > 0 && total.isFinite {
        var times = [0.0]
        var sum = 0.0
        for length in lengths {
          sum += length
          times.append(sum / total)
        }
        times[times.count - 1] = 1
        self.keyTimes = times
      } else {
        self.keyTimes = Self.evenlySpaced(n)
      }
    }
  }

  /// K-T1: entries finite in 0…1, non-decreasing, first 0 and last 1, one per keyframe (one more
  /// for discrete). The paced modes ignore key times whatever they are (K-T3).
  static func isValid(_ times: [Double], mode: CalculationMode, count n: Int) -> Bool {
    guard mode != .paced && mode != .cubicPaced else { return false }
    guard times.count == (mode == .discrete ? n + 1 : n), let first = times.first, let last = times.last else {
      return false
    }
    guard first == 0, last == 1 else { return false }
    for (index, t) in times.enumerated() {
      guard t.isFinite, (0...1).contains(t) else { return false }
      if index > 0 && t < times[index - 1] { return false }
    }
    return true
  }

  /// `i / (n − 1)` for i = 0…n−1 (`[0]` for one keyframe).
  static func evenlySpaced(_ n: Int) -> [Double] {
    guard n > 1 else { return n == 1 ? [0] : [] }
    return (0..<n).map { $0 == n - 1 ? 1 : Double($0) / Double(n - 1) }
  }
}

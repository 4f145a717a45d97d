/// Arc lengths of curves by adaptive Gauss–Legendre quadrature of the speed, and their inverse
/// (the parameter at a given length) by Newton's method inside a bisection bracket. Used by the
/// paced modes on curved paths and by `cubicPaced` on values with more than one component.
enum ArcLength {
  /// 8-point Gauss–Legendre nodes (positive half) and weights on [−1, 1].
  private static let nodes = [0.1834346424956498, 0.5255324099163290, 0.7966664774136267, 0.9602898564975363]
  private static let weights = [0.3626837833783620, 0.3137066458778873, 0.2223810344533745, 0.1012285362903763]

  private static func gauss(_ a: Double, _ b: Double, _ speed: (Double) -> Double) -> Double {
    let half = (b - a) / 2
    let middle = (a + b) / 2
    var sum = 0.0
    for index in 0..<4 {
      let dx = half * nodes[index]
      sum += weights[index] * (speed(middle - dx) + speed(middle + dx))
    }
    return sum * half
  }

  /// ∫ speed over [a, b], to about 1e-13 relative. The work is bounded whatever the curve: at
  /// most 2,048 interval splits (a smooth segment needs a handful; values near ±1e308 make the
  /// speed overflow, and then no tolerance can be met), and a non-finite estimate is returned at
  /// once (∞ for an overflowing length).
  static func integrate(_ a: Double, _ b: Double, speed: (Double) -> Double) -> Double {
    guard b > a else { return 0 }
    var splits = 0
    func refine(_ a: Double, _ b: Double, _ whole: Double, depth: Int) -> Double {
      let middle = (a + b) / 2
      let left = gauss(a, middle, speed)
      let right = gauss(middle, b, speed)
      splits += 1
      let sum = left + right
      if !sum.isFinite || depth >= 24 || splits >= 2048 || abs(sum - whole) <= 1e-13 * max(abs(sum), 1e-300) {
        return sum
      }
      return refine(a, middle, left, depth: depth + 1) + refine(middle, b, right, depth: depth + 1)
    }
    return refine(a, b, gauss(a, b, speed), depth: 0)
  }

  /// The parameter s in [0, 1] with `length(s) == target`, for a length function increasing from
  /// 0 to `total` whose derivative is `speed`; 0 or 1 outside that range.
  static func invert(
    _ target: Double, total: Double, length: (Double) -> Double, speed: (Double) -> Double
  ) -> Double {
    guard total > 0, target > 0 else { return 0 }
    guard target < total else { return 1 }
    var low = 0.0
    var high = 1.0
    var s = target / total
    for _ in 0..<60 {
      let error = length(s) - target
      if abs(error) <= 1e-13 * total { return s }
      if error > 0 { high = s } else { low = s }
      let v = speed(s)
      var next = v > 0 ? s - error / v : (low + high) / 2
      if !(next > low && next < high) { next = (low + high) / 2 }
      if high - low < 1e-15 { return next }
      s = next
    }
    return s
  }
}

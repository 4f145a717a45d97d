extension CubicBezier {
  /// The first input x in `0...1` at which the output reaches `progress`, or nil when it never
  /// does (seed 000: the time needed to reach a position). For overshooting curves the output
  /// may reach `progress` several times; the first crossing is returned.
  ///
  /// y(s) is split at the roots of y'(s) into monotone pieces, taken in order; inside the first
  /// piece that spans `progress` a bracketed Newton finds s, and x(s) is the answer (x is
  /// monotone in s, so the first s is the first x). Exact to about 1e-15 in s.
  public func fraction(reaching progress: Double) -> Double? {
    guard progress.isFinite else { return nil }
    if progress == 0 { return 0 }
    if isIdentity { return progress >= 0 && progress <= 1 ? progress : nil }
    var start = 0.0
    var startValue = 0.0
    for index in 0..<3 {
      let end = breaks[index]
      let endValue = end == 1 ? 1 : lower.y(end)
      if (startValue <= progress && progress <= endValue) || (endValue <= progress && progress <= startValue) {
        let s = solveY(progress, from: start, startValue, to: end, endValue)
        return sampleX(s)
      }
      if end == 1 { break }
      start = end
      startValue = endValue
    }
    return nil
  }

  /// The ends of y's monotone pieces: the roots of y'(s) in (0, 1), then 1 (padded with 1s).
  static func monotoneBreaks(y1: Double, y2: Double) -> (Double, Double, Double) {
    // y'(s)/3 = (1−s)²·q1 + 2(1−s)s·(q2 − q1) + s²·(1 − q2) = A s² + B s + C.
    let q1 = y1
    let q2 = y2
    var roots: [Double] = []
    let a = q1 - 2 * (q2 - q1) + (1 - q2)
    let b = 2 * (q2 - q1) - 2 * q1
    let c = q1
    if abs(a) < 1e-14 {
      if b != 0 { roots.append(-c / b) }
    } else {
      let discriminant = b * b - 4 * a * c
      if discriminant > 0 {
        let root = discriminant.squareRoot()
        // Numerically stable pair.
        let q = -0.5 * (b + (b < 0 ? -root : root))
        roots.append(q / a)
        if q != 0 { roots.append(c / q) }
      }
    }
    let ends = roots.filter { $0 > 0 && $0 < 1 }.sorted() + [1, 1, 1]
    return (ends[0], ends[1], ends[2])
  }

  /// s in [low, high] with y(s) = target, y monotone on the interval with the given end values.
  func solveY(_ target: Double, from low: Double, _ lowValue: Double, to high: Double, _ highValue: Double) -> Double {
    if target == lowValue { return low }
    if target == highValue { return high }
    let increasing = highValue > lowValue
    var low = low
    var high = high
    var s = low + (high - low) * (target - lowValue) / (highValue - lowValue)
    for _ in 0..<100 {
      let error = lower.y(s) - target
      if error == 0 { return s }
      if (error > 0) == increasing { high = s } else { low = s }
      if high - low <= s.ulp { break }
      let slope = lower.ySlope(s)
      var next = slope != 0 ? s - error / slope : .nan
      if !(next > low && next < high) {
        next = low + (high - low) / 2
      } else if abs(next - s) <= 1e-9 {
        return next  // Newton converges quadratically: the error left is ~1e-18
      }
      s = next
    }
    return s
  }
}

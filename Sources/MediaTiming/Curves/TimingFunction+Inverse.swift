extension TimingFunction {
  /// The first input fraction in `0...1` at which the output reaches `progress`, or nil when it
  /// never does (seed 000's "time needed to reach a position", exactly: the seed's bisection with
  /// tolerance 0.005 can be off by 6 % of the duration and pick the wrong crossing).
  ///
  /// Béziers are solved piece by piece between the turning points of y(s) (to ~1e-15). Other
  /// curves are scanned at 4,096 steps for the first sign change, then bisected to ~1e-16.
  public func fraction(reaching progress: Double) -> Double? {
    guard progress.isFinite else { return nil }
    switch kind {
    case .cubicBezier(let curve): return curve.fraction(reaching: progress)
    case .parametric, .spring: return scanForFirstCrossing(progress)
    }
  }

  /// Seed 000's question in its own terms: how long an animation of `duration` seconds with this
  /// timing function takes to move `distance` of `total` (the seed's `timeNeededToMoveBy:
  /// totalMove:duration:`). Nil when it never gets that far (or `total` is 0).
  public func time(toMove distance: Double, of total: Double, duration: Double) -> Double? {
    guard total != 0, total.isFinite, distance.isFinite, duration.isFinite else { return nil }
    return fraction(reaching: distance / total).map { $0 * duration }
  }

  private func scanForFirstCrossing(_ target: Double) -> Double? {
    let steps = 4096
    var previousX = 0.0
    var previous = self.progress(at: 0) - target
    if previous == 0 { return 0 }
    for index in 1...steps {
      let x = Double(index) / Double(steps)
      let value = self.progress(at: x) - target
      if value == 0 { return x }
      if (value > 0) != (previous > 0) {
        var low = previousX
        var high = x
        let lowSign = previous > 0
        for _ in 0..<70 where high - low > low.ulp {
          let middle = (low + high) / 2
          let difference = self.progress(at: middle) - target
          if difference == 0 { return middle }
          if (difference > 0) == lowSign { low = middle } else { high = middle }
        }
        return abs(self.progress(at: low) - target) <= abs(self.progress(at: high) - target) ? low : high
      }
      previous = value
      previousX = x
    }
    return nil
  }
}

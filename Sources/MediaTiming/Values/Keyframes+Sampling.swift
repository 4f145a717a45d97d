extension Keyframes {
  /// Seed 003's `calculateKeyFramesWithEvaluationObject`: `steps + 2` values from `from` to `to`
  /// at evenly spaced progress, each `from + f(progress) × (to − from)`, played with linear
  /// segments — how Core Animation plays a curve it cannot express.
  public static func sampling(_ function: TimingFunction, steps: Int, from: Double = 0, to: Double = 1) -> Keyframes {
    let count = max(0, steps) + 2
    let values = (0..<count).map { index -> AnimatedValue in
      let progress = Double(index) / Double(count - 1)
      return .number(from + function.progress(at: progress) * (to - from))
    }
    return Keyframes(values: values)
  }

  /// The largest |f(x) − keyframes(x)| over 0...1 in units of the whole distance, for `steps`
  /// interstitial keyframes: each segment is sampled at 64 points and the worst one refined by
  /// golden-section search, so the answer is the true maximum to about 1e-9.
  public static func maximumDeviation(of function: TimingFunction, steps: Int) -> Double {
    let keyframes = sampling(function, steps: steps)
    let segments = keyframes.values.count - 1
    func deviation(_ x: Double) -> Double {
      guard case .number(let approximation)? = keyframes.value(at: x) else { return 0 }
      return abs(function.progress(at: x) - approximation)
    }
    var worst = 0.0
    for segment in 0..<segments {
      let start = Double(segment) / Double(segments)
      let width = 1 / Double(segments)
      var bestX = start
      var best = 0.0
      for k in 0...64 {
        let x = start + width * Double(k) / 64
        let d = deviation(x)
        if d > best {
          best = d
          bestX = x
        }
      }
      // Golden-section search around the best sample.
      var low = max(start, bestX - width / 64)
      var high = min(start + width, bestX + width / 64)
      let ratio = 0.6180339887498949
      for _ in 0..<60 where high - low > 1e-12 {
        let a = high - ratio * (high - low)
        let b = low + ratio * (high - low)
        if deviation(a) > deviation(b) { high = b } else { low = a }
      }
      worst = max(worst, best, deviation((low + high) / 2))
    }
    return worst
  }

  /// The smallest number of interstitial steps whose keyframes stay within `tolerance` of the
  /// curve (in units of the whole distance), searching up to `limit`; nil when none does.
  public static func smallestSteps(for function: TimingFunction, tolerance: Double, limit: Int = 10_000) -> Int? {
    guard tolerance > 0 else { return nil }
    if maximumDeviation(of: function, steps: 0) <= tolerance { return 0 }
    // Double until within tolerance, then bisect (deviation shrinks roughly like 1/N² but is not
    // strictly monotone, so the answer is verified).
    var high = 1
    while maximumDeviation(of: function, steps: high) > tolerance {
      high *= 2
      if high > limit { return nil }
    }
    var low = high / 2
    while high - low > 1 {
      let middle = (low + high) / 2
      if maximumDeviation(of: function, steps: middle) <= tolerance { high = middle } else { low = middle }
    }
    return high
  }
}

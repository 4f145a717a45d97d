import MediaTiming

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Seed 003's technique for curves Core Animation has no timing function for (Penner's,
/// parametric ones, a spring used as a timing function): the values of one cycle sampled at even
/// steps, played back linearly by a `CAKeyframeAnimation`.
enum CodeSampling {
  struct Result: Hashable {
    /// The values at progress 0, 1/n, …, 1.
    var values: [AnimatedValue]
    /// The largest distance between the exact value and the sampled one, in the key path's units,
    /// over a grid 16 times finer than the samples.
    var deviation: Double
  }

  /// True when `animation` uses a curve that only sampling can express. Springs are
  /// `CASpringAnimation`s (which ignore timing functions) and groups keep theirs as a marker.
  static func needed(_ animation: Animation) -> Bool {
    switch animation.content {
    case .group, .spring, .transition: return false
    case .basic: return animation.timingFunction.map { !$0.isCubicBezier } ?? false
    case .keyframe(let k):
      if k.isPaced { return false }
      if let f = animation.timingFunction, !f.isCubicBezier { return true }
      return k.timingFunctions?.contains { !$0.isCubicBezier } ?? false
    }
  }

  /// The fewest samples (17, 33, 65 or 129) whose largest deviation is within 0.25 % of the values.
  /// range, or the finest tried; nil when the animation has no values to sample.
  static func sample(_ animation: Animation, model: [PropertyValue]) -> Result? {
    func exact(_ p: Double) -> AnimatedValue? {
      let eased = animation.easedProgress(progress: p, basicLocalTime: p, duration: 1)
      return animation.value(atEasedProgress: eased, model: model)
    }
    var best: Result?
    for intervals in [16, 32, 64, 128] {
      var values: [AnimatedValue] = []
      for i in 0...intervals {
        guard let value = exact(Double(i) / Double(intervals)) else { return nil }
        values.append(value)
      }
      let range = values.compactMap { $0.distance(to: values[0]) }.max() ?? 0
      var deviation = 0.0
      let fine = 16
      for i in 0..<intervals {
        for j in 1..<fine {
          let u = Double(j) / Double(fine)
          let p = (Double(i) + u) / Double(intervals)
          guard let value = exact(p),
            let line = AnimatedValue.interpolate(from: values[i], to: values[i + 1], fraction: u)
          else { continue }
          deviation = max(deviation, line.distance(to: value) ?? 0)
        }
      }
      best = Result(values: values, deviation: deviation)
      if deviation <= 0.0025 * max(range, 1e-9) { break }
    }
    return best
  }

  /// `value` with every number to six significant digits (paths as they are).
  static func rounded(_ value: AnimatedValue) -> AnimatedValue {
    func r(_ x: Double) -> Double {
      guard x != 0, x.isFinite else { return x }
      let factor = pow(10, 5 - floor(log10(abs(x))))
      let y = (x * factor).rounded() / factor
      return y.isFinite ? y : x
    }
    switch value {
    case .number(let x): return .number(r(x))
    case .point(let x, let y): return .point(r(x), r(y))
    case .size(let w, let h): return .size(r(w), r(h))
    case .rect(let x, let y, let w, let h): return .rect(r(x), r(y), r(w), r(h))
    case .color(var c):
      (c.red, c.green, c.blue, c.alpha) = (r(c.red), r(c.green), r(c.blue), r(c.alpha))
      return .color(c)
    case .matrix(let t): return Transform3D(t.m.map(r)).map { .matrix($0) } ?? value
    case .path: return value
    case .colors, .numbers: return value.mapped(r)
    }
  }

  /// A deviation for a comment: four significant digits.
  static func text(_ value: Double) -> String {
    if value == 0 { return "0" }
    var scaled = value
    var digits = 3
    while scaled < 1 && digits < 12 {
      scaled *= 10
      digits += 1
    }
    let factor = pow(10, Double(digits))
    return shortestText((value * factor).rounded() / factor)
  }
}

/// The unit cubic Bézier of `CAMediaTimingFunction`: through (0,0), (x1,y1), (x2,y2), (1,1).
///
/// Input time is the curve's **x**; the output is its **y** at the same curve parameter `s`, so
/// evaluation solves `x(s) = x` first (timing model section 7; seed 003). With `x1, x2` in `0...1`,
/// `x(s)` is non-decreasing on `0...1`, so the root is unique.
public struct CubicBezier: Hashable, Sendable {
  public let x1: Double
  public let y1: Double
  public let x2: Double
  public let y2: Double

  // Power-basis coefficients: x(s) = ((ax·s + bx)·s + cx)·s, likewise y.
  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double
  // End tangents, used to extrapolate inputs outside 0...1 as Chromium's `CubicBezier` does.
  let startGradient: Double, endGradient: Double
  /// Control points on the diagonal make y(s) = x(s): the identity, returned exactly.
  let isIdentity: Bool

  /// Creates the curve. Callers validate: `x1`, `x2` in `0...1`, all four finite.
  init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    isIdentity = x1 == y1 && x2 == y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    // Chromium ui/gfx/geometry/cubic_bezier.cc InitGradients.
    if x1 > 0 {
      startGradient = y1 / x1
    } else if y1 == 0 && x2 > 0 {
      startGradient = y2 / x2
    } else if y1 == 0 && y2 == 0 {
      startGradient = 1
    } else {
      startGradient = 0
    }
    if x2 < 1 {
      endGradient = (y2 - 1) / (x2 - 1)
    } else if y2 == 1 && x1 < 1 {
      endGradient = (y1 - 1) / (x1 - 1)
    } else if y2 == 1 && y1 == 1 {
      endGradient = 1
    } else {
      endGradient = 0
    }
  }

  public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
    lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(x1)
    hasher.combine(y1)
    hasher.combine(x2)
    hasher.combine(y2)
  }

  /// x at curve parameter `s`.
  @inline(__always) func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  /// y at curve parameter `s`.
  @inline(__always) func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  /// dx/ds at `s`.
  @inline(__always) func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
  /// dy/ds at `s`.
  @inline(__always) func slopeY(_ s: Double) -> Double { (3 * ay * s + 2 * by) * s + cy }

  /// The output y for input x. Exact at 0 and 1; outside `0...1` extrapolates along the end
  /// tangents (Chromium's rule; Core Animation never asks there).
  public func progress(at x: Double) -> Double {
    if x <= 0 { return x == 0 ? 0 : startGradient * x }
    if x >= 1 { return x == 1 ? 1 : 1 + endGradient * (x - 1) }
    if isIdentity { return x }
    return sampleY(parameter(forX: x))
  }

  /// The curve parameter `s` in `0...1` with `x(s) = x`, for `x` in `0...1`.
  ///
  /// Bracketed Newton: each step either converges quadratically or, where the slope is tiny or the
  /// step leaves the bracket, falls back to bisection, so it never diverges and never hangs.
  func parameter(forX x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    var s = x
    for _ in 0..<100 {
      let error = sampleX(s) - x
      if error == 0 { return s }
      if error > 0 { high = s } else { low = s }
      let slope = slopeX(s)
      var next = slope > 0 ? s - error / slope : .nan
      if !(next > low && next < high) { next = low + (high - low) / 2 }
      if next == s || high - low <= s.ulp { return s }
      s = next
    }
    return s
  }
}

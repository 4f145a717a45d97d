#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The unit cubic Bézier of `CAMediaTimingFunction`: through (0,0), (x1,y1), (x2,y2), (1,1).
///
/// Input time is the curve's **x**; the output is its **y** at the same curve parameter `s`, so
/// evaluation solves `x(s) = x` first (timing model section 7; seed 003). With `x1, x2` in `0...1`,
/// `x(s)` is non-decreasing on `0...1`, so the root is unique.
///
/// Accuracy (within 4e-15 of the exact value, the double-precision floor):
/// - inputs below ½ are solved on the curve itself, inputs above ½ on the mirrored curve
///   (`1 − x` in `u = 1 − s`), so that rounding is relative to the distance from the nearer end and
///   flat ends (x2 = 1 as well as x1 = 0) stay well conditioned;
/// - y is evaluated in Bernstein form (no large power-basis coefficients for overshooting curves);
/// - where x(s) is nearly flat inside the curve (x1 ≈ 1, x2 ≈ 0) the residual is computed in
///   double-double arithmetic; the exactly flat case (x1 = 1, x2 = 0, where
///   x(s) = ½ + 4(s − ½)³) is solved in closed form.
///
/// Speed: a 65-entry Hermite table per half gives Newton a start within about 1e-10, and one
/// Newton step reaches the floor; a bracketed Newton/bisection is the fallback, so it never diverges or hangs.
public struct CubicBezier: Hashable, Sendable {
  public let x1: Double
  public let y1: Double
  public let x2: Double
  public let y2: Double

  /// One half of the solve: a Bézier in its own parameter, with a table of parameters (and their
  /// derivatives) at equally spaced inputs in `0...½`. A class holding unsafe storage, so that
  /// copying a curve copies one reference and the hot path does no reference counting or bounds
  /// checks; immutable after `init`, hence `@unchecked Sendable`.
  ///
  /// The evaluation path is `@inlinable` (its storage `@usableFromInline`), so a package calling
  /// `TimingFunction.progress(at:)` runs it inline rather than through calls it cannot see into.
  @usableFromInline
  final class Half: @unchecked Sendable {
    /// x control points (the curve's for the lower half, `1 − x2, 1 − x1` for the mirrored one).
    @usableFromInline let p1: Double, p2: Double
    /// y control points likewise.
    @usableFromInline let q1: Double, q2: Double
    // Power basis of x: ((a·t + b)·t + c)·t.
    @usableFromInline let a: Double, b: Double, c: Double
    /// For i = 0…tableSize: the parameter at input i/(2·tableSize), and dt/dx there times the
    /// interval width (the Hermite tangent).
    @usableFromInline let parameters: UnsafeMutableBufferPointer<Double>
    @usableFromInline let tangents: UnsafeMutableBufferPointer<Double>
    /// Intervals where the fast path is not trusted (flat or ill-conditioned): solved carefully.
    @usableFromInline let careful: UnsafeMutableBufferPointer<Bool>
    /// Tables indexed by w = √(2x) rather than 2x (a flat start).
    @usableFromInline let warped: Bool

    init(p1: Double, p2: Double, q1: Double, q2: Double) {
      self.p1 = p1
      self.p2 = p2
      self.q1 = q1
      self.q2 = q2
      c = 3 * p1
      b = 3 * (p2 - p1) - 3 * p1
      a = 1 - 3 * p1 - (3 * (p2 - p1) - 3 * p1)
      let n = CubicBezier.tableSize
      parameters = .allocate(capacity: n + 1)
      tangents = .allocate(capacity: n + 1)
      careful = .allocate(capacity: n)
      // A flat start (p1 = 0: x ≈ b·t², t ≈ √(x/b)) is tabulated over w = √(2x) instead of x, where
      // t(w) is smooth; otherwise over x itself.
      warped = p1 == 0 && b > 0
      for index in 0...n {
        let w = Double(index) / Double(n)
        let target = warped ? 0.5 * w * w : 0.5 * w
        // Targets grow with the index, so the root lies above the previous node's, and a step
        // along its tangent starts Newton close to it (about three steps per node).
        let previous = index > 0 ? parameters[index - 1] : 0
        let t = Self.bracketed(
          target: target, p1: p1, p2: p2, low: previous, high: 1,
          start: index > 0 ? previous + tangents[index - 1] : nil)
        parameters[index] = t
        let slope = self.slope(t)
        // Hermite tangent: dt/dw times the interval width 1/n (dx/dw = w when warped).
        let dtdw: Double
        if warped {
          dtdw = index == 0 ? 1 / (2 * b).squareRoot() : w / slope
        } else {
          dtdw = slope > 0 ? 0.5 / slope : 0
        }
        tangents[index] = dtdw / Double(n)
      }
      for index in 0..<n {
        let (t0, t1) = (parameters[index], parameters[index + 1])
        // Flat x(t) away from a warped start, or y much steeper than x (plain rounding of x(t)
        // would show in y): leave these intervals to the careful solver.
        var trusted = true
        for t in [t0, (t0 + t1) / 2, t1] where !(warped && t == 0) {
          let slope = self.slope(t)
          if slope < (warped ? 0 : 0.02) || abs(ySlope(t)) * x(t) > 8 * slope { trusted = false }
        }
        careful[index] = !trusted
      }
    }

    deinit {
      parameters.deallocate()
      tangents.deallocate()
      careful.deallocate()
    }

    @inlinable @inline(__always) func x(_ t: Double) -> Double { ((a * t + b) * t + c) * t }
    @inlinable @inline(__always) func slope(_ t: Double) -> Double { (3 * a * t + 2 * b) * t + c }

    /// y in Bernstein form: 3(1−t)²t·q1 + 3(1−t)t²·q2 + t³.
    @inlinable @inline(__always) func y(_ t: Double) -> Double {
      let u = 1 - t
      return 3 * u * t * (u * q1 + t * q2) + t * t * t
    }

    /// dy/dt.
    @inline(__always) func ySlope(_ t: Double) -> Double {
      let u = 1 - t
      return 3 * (u * u * q1 + 2 * u * t * (q2 - q1) + t * t * (1 - q2))
    }

    /// The parameter with x(t) = target, for target in `0...½`: a cubic Hermite guess from the
    /// table (error ~1e-10), then Newton steps until one is below 1e-9 (the error left is then
    /// below 1e-16; usually the first step), at most four; otherwise, and in careful intervals, the bracketed solver.
    @inlinable @inline(__always)
    func parameter(for target: Double) -> Double {
      let n = CubicBezier.tableSize
      let w = warped ? (2 * target).squareRoot() : 2 * target
      let scaled = w * Double(n)
      let index = min(Int(scaled), n - 1)
      if !careful[index] {
        let f = scaled - Double(index)
        let t0 = parameters[index]
        let t1 = parameters[index + 1]
        let f2 = f * f
        let f3 = f2 * f
        let m0 = tangents[index]
        let m1 = tangents[index + 1]
        var t = (2 * f3 - 3 * f2 + 1) * t0 + (f3 - 2 * f2 + f) * m0 + (3 * f2 - 2 * f3) * t1 + (f3 - f2) * m1
        for _ in 0..<4 {
          let step = (x(t) - target) / slope(t)
          t -= step
          if abs(step) <= 1e-9 {
            if t >= t0 && t <= t1 { return t }
            // On or next to a table node (inputs like 0.5 or 0.0625, which animations hit all
            // the time) rounding can leave t a few ulps outside the interval that holds the
            // root: the node's parameter is then the answer. Further out is a wrong convergence.
            if t > t0 - 1e-15 && t < t1 + 1e-15 { return t < t0 ? t0 : t1 }
            break
          }
        }
      }
      return Self.bracketed(target: target, p1: p1, p2: p2, low: parameters[index], high: parameters[index + 1])
    }

    /// Newton inside a shrinking bracket with a double-double residual, bisecting when a step
    /// would leave the bracket, from `start` (else the middle); stops when a step is below rounding
    /// or the bracket is one ulp wide (at most 120 steps).
    @usableFromInline
    static func bracketed(
      target: Double, p1: Double, p2: Double, low: Double, high: Double, start: Double? = nil
    ) -> Double {
      if target <= 0 { return 0 }
      var low = low
      var high = high
      var t = start.map { min(max($0, low), high) } ?? low + (high - low) / 2
      for _ in 0..<120 {
        let error = DoubleDouble.bernsteinResidual(t, p1, p2, target)
        if error == 0 { return t }
        if error > 0 { high = t } else { low = t }
        if high - low <= t.ulp { break }
        let u = 1 - t
        let slope = 3 * (u * u * p1 + 2 * u * t * (p2 - p1) + t * t * (1 - p2))
        var next = slope > 0 ? t - error / slope : .nan
        // Converged: a step below rounding (possibly onto a bracket end, which is then the root).
        // Checked before the bracket, or a step that rounds onto an end would bisect for ~50 steps.
        if abs(next - t) <= 2 * t.ulp { return min(max(next, low), high) }
        if !(next > low && next < high) { next = low + (high - low) / 2 }
        t = next
      }
      let lowError = abs(DoubleDouble.bernsteinResidual(low, p1, p2, target))
      let highError = abs(DoubleDouble.bernsteinResidual(high, p1, p2, target))
      return lowError <= highError ? low : high
    }
  }

  /// Table intervals per half (a constant the inlined path reads without a lazy global).
  @inlinable static var tableSize: Int { 64 }

  @usableFromInline let lower: Half
  @usableFromInline let upper: Half
  // End tangents, used to extrapolate inputs outside 0...1 as Chromium's `CubicBezier` does.
  @usableFromInline let startGradient: Double, endGradient: Double
  /// Control points on the diagonal make y(s) = x(s): the identity, returned exactly.
  @usableFromInline let isIdentity: Bool
  /// x1 = 1, x2 = 0: x(s) = ½ + 4(s − ½)³, flat at s = ½; solved in closed form.
  @usableFromInline let isCusp: Bool
  /// The ends of y's monotone pieces in s (turning points, then 1), for the inverse.
  let breaks: InlineArray<3, Double>

  /// Creates the curve. Callers validate: `x1`, `x2` in `0...1`, all four finite.
  init(uncheckedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    isIdentity = x1 == y1 && x2 == y2
    isCusp = x1 == 1 && x2 == 0
    lower = Half(p1: x1, p2: x2, q1: y1, q2: y2)
    let ends = Self.monotoneBreaks(y1: y1, y2: y2)
    breaks = [ends.0, ends.1, ends.2]
    upper = Half(p1: 1 - x2, p2: 1 - x1, q1: 1 - y2, q2: 1 - y1)
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

  /// x at curve parameter `s` (Bernstein form).
  public func sampleX(_ s: Double) -> Double { lower.x(s) }
  /// y at curve parameter `s` (Bernstein form).
  public func sampleY(_ s: Double) -> Double { lower.y(s) }
  /// dx/ds and dy/ds at `s`.
  func slopeX(_ s: Double) -> Double { lower.slope(s) }
  func slopeY(_ s: Double) -> Double { lower.ySlope(s) }

  /// The output y for input x. Exact at 0 and 1; outside `0...1` extrapolates along the end
  /// tangents (Chromium's rule; Core Animation never asks there). Never NaN for finite x.
  @inlinable
  public func progress(at x: Double) -> Double {
    if x <= 0 { return x == 0 ? 0 : startGradient * x }
    // NaN goes here too (no table lookup of it).
    if !(x < 1) { return x == 1 ? 1 : 1 + endGradient * (x - 1) }
    if isIdentity { return x }
    if isCusp { return cuspProgress(at: x) }
    if x <= 0.5 { return lower.y(lower.parameter(for: x)) }
    let u = upper.parameter(for: 1 - x)
    return 1 - upper.y(u)
  }

  /// `progress(at:)` of the cusp curve (x1 = 1, x2 = 0), in closed form.
  @usableFromInline
  func cuspProgress(at x: Double) -> Double {
    let offset = x - 0.5
    return lower.y(0.5 + (offset < 0 ? -1 : 1) * cbrt(abs(offset) / 4))
  }

  /// The curve parameter `s` with `x(s) = x` (`x` in `0...1`).
  func parameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if isCusp {
      let offset = x - 0.5
      return 0.5 + (offset < 0 ? -1 : 1) * cbrt(abs(offset) / 4)
    }
    return x <= 0.5 ? lower.parameter(for: x) : 1 - upper.parameter(for: 1 - x)
  }
}

/// Error-free transformations for the few residuals that need more than double precision.
enum DoubleDouble {
  /// a + b = s + e exactly (Knuth's TwoSum).
  @inline(__always) static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
    let s = a + b
    let bb = s - a
    return (s, (a - (s - bb)) + (b - bb))
  }

  /// a × b = p + e exactly (Dekker's product with Veltkamp splitting; no FMA needed).
  @inline(__always) static func twoProduct(_ a: Double, _ b: Double) -> (Double, Double) {
    let p = a * b
    let (ah, al) = split(a)
    let (bh, bl) = split(b)
    return (p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
  }

  @inline(__always) static func split(_ a: Double) -> (Double, Double) {
    let c = 134_217_729.0 * a  // 2^27 + 1
    let high = c - (c - a)
    return (high, a - high)
  }

  /// (a.hi + a.lo) × (b.hi + b.lo), to about 1e-32 relative.
  @inline(__always) static func multiply(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
    let (p, e) = twoProduct(a.0, b.0)
    let (s, f) = twoSum(p, e + (a.0 * b.1 + a.1 * b.0))
    return (s, f)
  }

  @inline(__always) static func add(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
    let (s, e) = twoSum(a.0, b.0)
    return twoSum(s, e + a.1 + b.1)
  }

  /// 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ − target, with the products and sums carried in double-double,
  /// so the sign and size are right even where x(t) is nearly flat.
  static func bernsteinResidual(_ t: Double, _ p1: Double, _ p2: Double, _ target: Double) -> Double {
    let u = twoSum(1, -t)  // 1 − t exactly
    let tt = (t, 0.0)
    let uu = multiply(u, u)
    let ut = multiply(u, tt)
    let term1 = multiply(multiply(uu, tt), (3 * p1, 0))
    let term2 = multiply(multiply(ut, tt), (3 * p2, 0))
    let term3 = multiply(multiply(tt, tt), tt)
    let sum = add(add(term1, term2), add(term3, (-target, 0)))
    return sum.0 + sum.1
  }
}

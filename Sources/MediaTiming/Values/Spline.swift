/// The Kochanek–Bartels spline of the cubic calculation modes (presentation model §6): Hermite
/// segments between keyframes whose tangents come from tension, continuity and bias; all zero is
/// a uniform Catmull-Rom spline. End points are reflected (v₋₁ = 2v₀ − v₁, vₙ = 2vₙ₋₁ − vₙ₋₂), so
/// the end tangents are the full chord and two keyframes give a straight line (K14). Values are
/// splined component by component.
enum Spline {
  /// The tangent leaving (`DD`) and entering (`DS`) each keyframe:
  /// `out = ½(1−t)(1+b)(1+c)·Δ⁻ + ½(1−t)(1−b)(1−c)·Δ⁺`,
  /// `in = ½(1−t)(1+b)(1−c)·Δ⁻ + ½(1−t)(1−b)(1+c)·Δ⁺`, with `Δ⁻ = vⱼ − vⱼ₋₁`, `Δ⁺ = vⱼ₊₁ − vⱼ`.
  /// Missing parameters are 0; entries beyond the keyframes are ignored.
  static func tangents(
    _ values: [AnimatedValue], tension: [Double]?, continuity: [Double]?, bias: [Double]?
  ) -> (out: [AnimatedValue], in: [AnimatedValue]) {
    let n = values.count
    var outgoing: [AnimatedValue] = []
    var incoming: [AnimatedValue] = []
    func entry(_ list: [Double]?, _ index: Int) -> Double {
      guard let list, index < list.count else { return 0 }
      return list[index]
    }
    for j in 0..<n {
      let previous = j > 0 ? values[j - 1] : (values[0].scaled(by: 2).subtracting(values[1]) ?? values[0])
      let next = j < n - 1 ? values[j + 1] : (values[n - 1].scaled(by: 2).subtracting(values[n - 2]) ?? values[j])
      let before = values[j].subtracting(previous) ?? .zero(values[j].kind)
      let after = next.subtracting(values[j]) ?? .zero(values[j].kind)
      let t = entry(tension, j)
      let c = entry(continuity, j)
      let b = entry(bias, j)
      let out = before.combined(with: after) {
        0.5 * (1 - t) * (1 + b) * (1 + c) * $0 + 0.5 * (1 - t) * (1 - b) * (1 - c) * $1
      }
      let into = before.combined(with: after) {
        0.5 * (1 - t) * (1 + b) * (1 - c) * $0 + 0.5 * (1 - t) * (1 - b) * (1 + c) * $1
      }
      outgoing.append(out ?? before)
      incoming.append(into ?? before)
    }
    return (outgoing, incoming)
  }

  /// The Hermite segment `h00·p0 + h10·m0 + h01·p1 + h11·m1` at `s` (exact at 0 and 1).
  static func value(
    from p0: AnimatedValue, to p1: AnimatedValue, tangentOut m0: AnimatedValue, tangentIn m1: AnimatedValue,
    at s: Double
  ) -> AnimatedValue {
    if s == 0 { return p0 }
    if s == 1 { return p1 }
    let s2 = s * s
    let s3 = s2 * s
    let h00 = 2 * s3 - 3 * s2 + 1
    let h10 = s3 - 2 * s2 + s
    let h01 = -2 * s3 + 3 * s2
    let h11 = s3 - s2
    return AnimatedValue.make(p0.kind) { i in
      h00 * p0.component(i) + h10 * m0.component(i) + h01 * p1.component(i) + h11 * m1.component(i)
    }
  }

  /// The polynomial coefficients (a, b, c) of the segment's derivative `3a·s² + 2b·s + c` for
  /// component `i`.
  static func derivativeCoefficients(
    _ p0: AnimatedValue, _ p1: AnimatedValue, _ m0: AnimatedValue, _ m1: AnimatedValue, component i: Int
  ) -> (a: Double, b: Double, c: Double) {
    let (v0, v1, t0, t1) = (p0.component(i), p1.component(i), m0.component(i), m1.component(i))
    return (2 * (v0 - v1) + t0 + t1, 3 * (v1 - v0) - 2 * t0 - t1, t0)
  }

  /// The segment's speed ‖d value / d s‖ at `s` (Euclidean over components).
  static func speed(
    _ p0: AnimatedValue, _ p1: AnimatedValue, _ m0: AnimatedValue, _ m1: AnimatedValue, at s: Double
  ) -> Double {
    var sum = 0.0
    for i in 0..<p0.kind.componentCount {
      let (a, b, c) = derivativeCoefficients(p0, p1, m0, m1, component: i)
      let d = 3 * a * s * s + 2 * b * s + c
      sum += d * d
    }
    return sum.squareRoot()
  }

  /// The parameters in (0, 1) where a number segment turns (its derivative's roots), sorted.
  static func turningPoints(
    _ p0: AnimatedValue, _ p1: AnimatedValue, _ m0: AnimatedValue, _ m1: AnimatedValue
  )
    -> [Double]
  {
    let (a, b, c) = derivativeCoefficients(p0, p1, m0, m1, component: 0)
    // 3a·s² + 2b·s + c = 0
    var roots: [Double] = []
    let A = 3 * a
    let B = 2 * b
    if abs(A) < 1e-14 * max(abs(B), abs(c), 1) {
      if B != 0 { roots = [-c / B] }
    } else {
      let discriminant = B * B - 4 * A * c
      if discriminant > 0 {
        let root = discriminant.squareRoot()
        let q = -0.5 * (B + (B >= 0 ? root : -root))
        roots = [q / A, q != 0 ? c / q : -B / A]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }.sorted()
  }

  /// The arc length of a segment: for numbers exactly, the sum of |Δvalue| over its monotone
  /// pieces (§5.5 step 3); for other kinds by quadrature of the speed.
  static func length(
    from p0: AnimatedValue, to p1: AnimatedValue, tangentOut m0: AnimatedValue, tangentIn m1: AnimatedValue
  )
    -> Double
  {
    if case .number = p0 {
      let cuts = [0] + turningPoints(p0, p1, m0, m1) + [1]
      var total = 0.0
      for k in 0..<cuts.count - 1 {
        let a = value(from: p0, to: p1, tangentOut: m0, tangentIn: m1, at: cuts[k]).component(0)
        let b = value(from: p0, to: p1, tangentOut: m0, tangentIn: m1, at: cuts[k + 1]).component(0)
        total += abs(b - a)
      }
      return total
    }
    return ArcLength.integrate(0, 1) { speed(p0, p1, m0, m1, at: $0) }
  }

  /// The value at arc length `distance` (0…`total`) from the segment's start.
  static func value(
    atLength distance: Double, total: Double, from p0: AnimatedValue, to p1: AnimatedValue,
    tangentOut m0: AnimatedValue, tangentIn m1: AnimatedValue
  ) -> AnimatedValue {
    if case .number = p0 {
      // Walk the monotone pieces; inside one, the value moves by exactly the distance.
      let cuts = [0] + turningPoints(p0, p1, m0, m1) + [1]
      var remaining = distance
      for k in 0..<cuts.count - 1 {
        let a = value(from: p0, to: p1, tangentOut: m0, tangentIn: m1, at: cuts[k]).component(0)
        let b = value(from: p0, to: p1, tangentOut: m0, tangentIn: m1, at: cuts[k + 1]).component(0)
        let piece = abs(b - a)
        if remaining <= piece || k == cuts.count - 2 {
          if k == cuts.count - 2 && remaining >= piece { return p1 }
          return .number(a + (b >= a ? remaining : -remaining))
        }
        remaining -= piece
      }
      return p1
    }
    let s = ArcLength.invert(
      distance, total: total,
      length: { end in ArcLength.integrate(0, end) { speed(p0, p1, m0, m1, at: $0) } },
      speed: { speed(p0, p1, m0, m1, at: $0) })
    return value(from: p0, to: p1, tangentOut: m0, tangentIn: m1, at: s)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How Core Animation interpolates whole `CATransform3D` values (a `transform` animation of
/// matrices): each matrix is decomposed into perspective, translation, scale, skew and a
/// rotation quaternion (Graphics Gems II's `unmatrix`, the algorithm WebKit took from Apple and
/// CSS Transforms 2 §"Interpolation of 3D matrices" specifies), the parts are interpolated
/// linearly and the rotation by spherical interpolation the short way round, then recomposed.
/// A matrix that cannot be decomposed (a zero `m44`, no inverse) switches at the halfway point.
public struct DecomposedTransform: Hashable, Sendable {
  public var translation: SIMD3<Double> = .zero
  public var scale: SIMD3<Double> = .one
  /// xy, xz and yz shears.
  public var skew: SIMD3<Double> = .zero
  /// The perspective row (m14, m24, m34, m44 of the perspective part).
  public var perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1)
  /// The rotation as a unit quaternion (x, y, z, w).
  public var quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)
}

extension Transform3D {
  /// The matrix's parts, or nil when it cannot be decomposed (`m44` = 0, or no inverse).
  public var decomposed: DecomposedTransform? {
    var m = (0..<4).map { r in (0..<4).map { c in self.m[r * 4 + c] } }
    guard m[3][3] != 0 else { return nil }
    for r in 0..<4 { for c in 0..<4 { m[r][c] /= m[3][3] } }
    var perspectiveMatrix = m
    for r in 0..<3 { perspectiveMatrix[r][3] = 0 }
    perspectiveMatrix[3][3] = 1
    guard let inverse = Self.inverse(perspectiveMatrix) else { return nil }
    var out = DecomposedTransform()
    if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
      // rightHandSide · (inverse perspective matrix)ᵀ
      let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
      let p = (0..<4).map { i in (0..<4).reduce(0.0) { $0 + rhs[$1] * inverse[i][$1] } }
      out.perspective = SIMD4(p[0], p[1], p[2], p[3])
    }
    out.translation = SIMD3(m[3][0], m[3][1], m[3][2])
    var rows = (0..<3).map { r in SIMD3(m[r][0], m[r][1], m[r][2]) }
    func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
    func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
    out.scale.x = length(rows[0])
    guard out.scale.x != 0 else { return nil }
    rows[0] /= out.scale.x
    out.skew.x = dot(rows[0], rows[1])
    rows[1] -= rows[0] * out.skew.x
    out.scale.y = length(rows[1])
    guard out.scale.y != 0 else { return nil }
    rows[1] /= out.scale.y
    out.skew.x /= out.scale.y
    out.skew.y = dot(rows[0], rows[2])
    rows[2] -= rows[0] * out.skew.y
    out.skew.z = dot(rows[1], rows[2])
    rows[2] -= rows[1] * out.skew.z
    out.scale.z = length(rows[2])
    guard out.scale.z != 0 else { return nil }
    rows[2] /= out.scale.z
    out.skew.y /= out.scale.z
    out.skew.z /= out.scale.z
    // A mirror: the coordinate system flipped; negate the scale and the rows.
    let cross = SIMD3(
      rows[1].y * rows[2].z - rows[1].z * rows[2].y, rows[1].z * rows[2].x - rows[1].x * rows[2].z,
      rows[1].x * rows[2].y - rows[1].y * rows[2].x)
    if dot(rows[0], cross) < 0 {
      out.scale = -out.scale
      rows = rows.map { -$0 }
    }
    out.quaternion = Self.quaternion(rows)
    return out
  }

  /// The unit quaternion of rotation rows `r` (row-vector layout). Magnitudes by the largest
  /// diagonal term (exact to rounding, where `½√(1 + r₀₀ − r₁₁ − r₂₂)` loses half the digits
  /// near zero); signs as the unmatrix algorithm gives them (w ≥ 0; x < 0 when r₂₁ > r₁₂, y < 0
  /// when r₀₂ > r₂₀, z < 0 when r₁₀ > r₀₁), which decides the way half turns interpolate.
  static func quaternion(_ r: [SIMD3<Double>]) -> SIMD4<Double> {
    let trace = r[0].x + r[1].y + r[2].z
    var q: SIMD4<Double>
    if trace > 0 {
      let w = 0.5 * (1 + trace).squareRoot()
      q = SIMD4((r[1].z - r[2].y) / (4 * w), (r[2].x - r[0].z) / (4 * w), (r[0].y - r[1].x) / (4 * w), w)
    } else if r[0].x >= r[1].y && r[0].x >= r[2].z {
      let x = 0.5 * max(1 + r[0].x - r[1].y - r[2].z, 0).squareRoot()
      q = SIMD4(x, (r[0].y + r[1].x) / (4 * x), (r[0].z + r[2].x) / (4 * x), (r[1].z - r[2].y) / (4 * x))
    } else if r[1].y >= r[2].z {
      let y = 0.5 * max(1 - r[0].x + r[1].y - r[2].z, 0).squareRoot()
      q = SIMD4((r[0].y + r[1].x) / (4 * y), y, (r[1].z + r[2].y) / (4 * y), (r[2].x - r[0].z) / (4 * y))
    } else {
      let z = 0.5 * max(1 - r[0].x - r[1].y + r[2].z, 0).squareRoot()
      q = SIMD4((r[0].z + r[2].x) / (4 * z), (r[1].z + r[2].y) / (4 * z), z, (r[0].y - r[1].x) / (4 * z))
    }
    q = SIMD4(abs(q.x), abs(q.y), abs(q.z), abs(q.w))
    if r[2].y > r[1].z { q.x = -q.x }
    if r[0].z > r[2].x { q.y = -q.y }
    if r[1].x > r[0].y { q.z = -q.z }
    return q
  }

  /// The matrix of `parts` (CSS Transforms 2's recomposition: perspective, translation, then
  /// rotation, skew and scale applied to it).
  public init(_ parts: DecomposedTransform) {
    func times(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
      (0..<4).map { r in (0..<4).map { c in (0..<4).reduce(0.0) { $0 + a[r][$1] * b[$1][c] } } }
    }
    var m = (0..<4).map { r in (0..<4).map { c in r == c ? 1.0 : 0.0 } }
    for i in 0..<4 { m[i][3] = parts.perspective[i] }
    let t = parts.translation
    for i in 0..<4 { for j in 0..<3 { m[3][i] += t[j] * m[j][i] } }
    let (x, y, z, w) = (parts.quaternion.x, parts.quaternion.y, parts.quaternion.z, parts.quaternion.w)
    // The rotation in Core Animation's row-vector layout (the transpose of CSS's column form).
    let rotation: [[Double]] = [
      [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
      [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
      [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
      [0, 0, 0, 1],
    ]
    m = times(rotation, m)
    let s = parts.skew
    if s.z != 0 { m = times([[1, 0, 0, 0], [0, 1, 0, 0], [0, s.z, 1, 0], [0, 0, 0, 1]], m) }
    if s.y != 0 { m = times([[1, 0, 0, 0], [0, 1, 0, 0], [s.y, 0, 1, 0], [0, 0, 0, 1]], m) }
    if s.x != 0 { m = times([[1, 0, 0, 0], [s.x, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]], m) }
    for r in 0..<3 { for c in 0..<4 { m[r][c] *= parts.scale[r] } }
    self.init(m.flatMap { $0 })!
  }

  /// The transform `fraction` of the way from `from` to `to` (exact at 0 and 1; may leave 0…1).
  public static func interpolate(from: Transform3D, to: Transform3D, fraction: Double) -> Transform3D {
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    guard let a = from.decomposed, let b = to.decomposed else { return fraction < 0.5 ? from : to }
    var out = DecomposedTransform()
    out.translation = a.translation + (b.translation - a.translation) * fraction
    out.scale = a.scale + (b.scale - a.scale) * fraction
    out.skew = a.skew + (b.skew - a.skew) * fraction
    out.perspective = a.perspective + (b.perspective - a.perspective) * fraction
    out.quaternion = slerp(a.quaternion, b.quaternion, fraction)
    return Transform3D(out)
  }

  /// Spherical interpolation of unit quaternions, the short way round (a negative dot product
  /// turns one of them over), linear when they are nearly equal.
  static func slerp(_ qa: SIMD4<Double>, _ qb: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
    var a = qa
    var product = (qa * qb).sum()
    if product < 0 {
      a = -a
      product = -product
    }
    product = min(product, 1)
    let (scaleA, scaleB): (Double, Double)
    if 1 - product >= 0.05 {
      let theta = acos(product)
      let inverse = 1 / sin(theta)
      (scaleA, scaleB) = (sin(theta * (1 - t)) * inverse, sin(theta * t) * inverse)
    } else {
      (scaleA, scaleB) = (1 - t, t)
    }
    return a * scaleA + qb * scaleB
  }

  /// The inverse of a 4 × 4 matrix (Gauss–Jordan with partial pivoting); nil when singular.
  static func inverse(_ matrix: [[Double]]) -> [[Double]]? {
    var a = matrix
    var inv = (0..<4).map { r in (0..<4).map { c in r == c ? 1.0 : 0.0 } }
    for column in 0..<4 {
      guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
        abs(a[pivot][column]) > 1e-12
      else { return nil }
      a.swapAt(column, pivot)
      inv.swapAt(column, pivot)
      let divisor = a[column][column]
      for c in 0..<4 {
        a[column][c] /= divisor
        inv[column][c] /= divisor
      }
      for r in 0..<4 where r != column {
        let factor = a[r][column]
        guard factor != 0 else { continue }
        for c in 0..<4 {
          a[r][c] -= factor * a[column][c]
          inv[r][c] -= factor * inv[column][c]
        }
      }
    }
    return inv
  }
}

/// A `CATransform3D`: the 4 × 4 matrix in Core Animation's row-vector convention (a point is a
/// row `[x y z 1]` times the matrix, so `m41…m43` hold the translation). Used whole where Core
/// Animation uses a whole matrix (a replicator's `instanceTransform`); animated transforms are
/// held decomposed (`LayerProperty` "transform").
public struct Transform3D: Hashable, Sendable {
  /// Row-major: `m[0]` is `m11`, `m[1]` `m12`, …, `m[15]` `m44` (`CATransform3D`'s field order).
  public private(set) var m: [Double]

  /// Sixteen numbers in `CATransform3D`'s field order; nil unless there are exactly sixteen.
  public init?(_ m: [Double]) {
    guard m.count == 16 else { return nil }
    self.m = m
  }

  private init(unchecked m: [Double]) { self.m = m }

  public static let identity = Transform3D(unchecked: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  /// `CATransform3DMakeTranslation(x, y, z)`, points.
  public static func translation(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    Transform3D(unchecked: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
  }

  /// `CATransform3DMakeScale(x, y, z)`.
  public static func scale(_ x: Double, _ y: Double, _ z: Double) -> Transform3D {
    Transform3D(unchecked: [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
  }

  /// `CATransform3DMakeRotation(angle, 0, 0, 1)`: radians about z (positive turns x towards y,
  /// clockwise on iOS's y-down screen).
  public static func rotationZ(_ angle: Double) -> Transform3D {
    let (c, s) = (cosine(angle), sine(angle))
    return Transform3D(unchecked: [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
  }

  /// `CATransform3DMakeRotation(angle, 1, 0, 0)`: radians about x.
  public static func rotationX(_ angle: Double) -> Transform3D {
    let (c, s) = (cosine(angle), sine(angle))
    return Transform3D(unchecked: [1, 0, 0, 0, 0, c, s, 0, 0, -s, c, 0, 0, 0, 0, 1])
  }

  /// `CATransform3DMakeRotation(angle, 0, 1, 0)`: radians about y.
  public static func rotationY(_ angle: Double) -> Transform3D {
    let (c, s) = (cosine(angle), sine(angle))
    return Transform3D(unchecked: [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1])
  }

  public var isIdentity: Bool { self == .identity }

  /// `CATransform3DConcat(self, b)`: a point goes through `self` first, then `b`.
  public func concatenating(_ b: Transform3D) -> Transform3D {
    var out = [Double](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += m[row * 4 + k] * b.m[k * 4 + column] }
        out[row * 4 + column] = sum
      }
    }
    return Transform3D(unchecked: out)
  }

  /// `self` applied `count` times (the identity for 0): a replicator's instance `count`.
  public func power(_ count: Int) -> Transform3D {
    var result = Transform3D.identity
    for _ in 0..<max(count, 0) { result = result.concatenating(self) }
    return result
  }

  /// The map of the plane this matrix gives a flat layer seen head-on (z dropped, no
  /// perspective): `(a, b, c, d, tx, ty)` as `CGAffineTransform` names them.
  public var affine: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (m[0], m[1], m[4], m[5], m[12], m[13])
  }
}

#if canImport(Glibc)
  import Glibc
  func cosine(_ x: Double) -> Double { Glibc.cos(x) }
  func sine(_ x: Double) -> Double { Glibc.sin(x) }
#elseif canImport(Darwin)
  import Darwin
  func cosine(_ x: Double) -> Double { Darwin.cos(x) }
  func sine(_ x: Double) -> Double { Darwin.sin(x) }
#endif

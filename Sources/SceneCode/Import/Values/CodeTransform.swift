import MediaTiming

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `CATransform3D` (or a `CGAffineTransform`, as its 3-D form) built by code: the 4 × 4 matrix
/// in Core Animation's row-vector convention (`m11…m44`, a point is a row times the matrix), and
/// the rotation angles as written, for messages.
///
/// Core Animation interpolates whole transforms decomposed (translation, scale, rotation by the
/// shortest path); a scene holds the transform decomposed the same way, so `parts` is how such a
/// value enters a scene.
struct CodeTransform: Hashable {
  /// Row-major: m[0] = m11, m[1] = m12, …, m[15] = m44.
  var m: [Double]
  /// Rotations in the order written (radians, and the axis), before any wrapping.
  var writtenRotations: [(axis: Int, angle: Double)] = []

  static func == (a: CodeTransform, b: CodeTransform) -> Bool { a.m == b.m }
  func hash(into hasher: inout Hasher) { hasher.combine(m) }

  static let identity = CodeTransform(m: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

  /// The index in `m` of a `CATransform3D` field (`m11` … `m44`) or a `CGAffineTransform` one
  /// (`a`, `b`, `c`, `d`, `tx`, `ty`: m11, m12, m21, m22, m41, m42); nil for another name.
  static func fieldIndex(_ name: String) -> Int? {
    switch name {
    case "a": return 0
    case "b": return 1
    case "c": return 4
    case "d": return 5
    case "tx": return 12
    case "ty": return 13
    default:
      let digits = Array(name.dropFirst())
      guard name.first == "m", digits.count == 2, let row = digits[0].wholeNumberValue,
        let column = digits[1].wholeNumberValue, (1...4).contains(row), (1...4).contains(column)
      else { return nil }
      return (row - 1) * 4 + column - 1
    }
  }

  /// The inverse matrix (`CATransform3DInvert`, `CGAffineTransformInvert`, `.inverted()`):
  /// Gauss–Jordan with partial pivoting; a matrix that cannot be inverted is returned as it is,
  /// as Core Animation and Core Graphics document.
  var inverted: CodeTransform {
    var a = (0..<4).map { r in Array(m[(r * 4)..<(r * 4 + 4)]) }
    var b = (0..<4).map { r in (0..<4).map { c in r == c ? 1.0 : 0.0 } }
    for column in 0..<4 {
      guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
        abs(a[pivot][column]) > 1e-12
      else { return self }
      a.swapAt(column, pivot)
      b.swapAt(column, pivot)
      let p = a[column][column]
      for k in 0..<4 {
        a[column][k] /= p
        b[column][k] /= p
      }
      for r in 0..<4 where r != column {
        let f = a[r][column]
        guard f != 0 else { continue }
        for k in 0..<4 {
          a[r][k] -= f * a[column][k]
          b[r][k] -= f * b[column][k]
        }
      }
    }
    return CodeTransform(m: b.flatMap { $0 })
  }

  static func scale(_ x: Double, _ y: Double, _ z: Double) -> CodeTransform {
    CodeTransform(m: [x, 0, 0, 0, 0, y, 0, 0, 0, 0, z, 0, 0, 0, 0, 1])
  }

  static func translation(_ x: Double, _ y: Double, _ z: Double) -> CodeTransform {
    CodeTransform(m: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1])
  }

  /// `CATransform3DMakeRotation(angle, x, y, z)`: about the axis (x, y, z), normalised; nil for a
  /// zero axis (Core Animation returns the identity then).
  static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> CodeTransform {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return .identity }
    let (u, v, w) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    // Apple's matrix for a rotation in the row-vector convention.
    var r = CodeTransform(m: [
      t * u * u + c, t * u * v + s * w, t * u * w - s * v, 0,
      t * u * v - s * w, t * v * v + c, t * v * w + s * u, 0,
      t * u * w + s * v, t * v * w - s * u, t * w * w + c, 0,
      0, 0, 0, 1,
    ])
    let axis = abs(w) == 1 ? 2 : abs(u) == 1 ? 0 : abs(v) == 1 ? 1 : -1
    r.writtenRotations = [(axis, axis >= 0 ? angle * (u + v + w) : angle)]
    return r
  }

  /// `CGAffineTransform(a:b:c:d:tx:ty:)` as the 3-D transform Core Animation uses for it.
  static func affine(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ tx: Double, _ ty: Double) -> CodeTransform {
    CodeTransform(m: [a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1])
  }

  /// `a` then `b` (a point goes through `self` first): `CATransform3DConcat(self, b)`.
  func concatenating(_ b: CodeTransform) -> CodeTransform {
    CodeTransform(m: matrix.concatenating(b.matrix).m, writtenRotations: writtenRotations + b.writtenRotations)
  }

  /// The matrix as the scene and the engine hold it.
  var matrix: Transform3D { Transform3D(m) ?? .identity }

  /// `CATransform3DScale(t, …)`, `Rotate`, `Translate` and CGAffineTransform's `scaledBy`,
  /// `rotated`, `translatedBy`: the new step applies first, then `self`.
  func prepending(_ step: CodeTransform) -> CodeTransform {
    var out = step.concatenating(self)
    out.writtenRotations = writtenRotations + step.writtenRotations
    return out
  }

  /// The perspective entry `m34` (and its row) Core Animation's sub-key paths cannot express.
  var hasPerspective: Bool { m[3] != 0 || m[7] != 0 || m[11] != 0 || m[15] != 1 }

  /// Decomposed as the scene holds a transform: scale x, y, z, rotation x, y, z (radians, one
  /// axis at most) and translation x, y, z; nil when the matrix has a skew, rotates about more
  /// than one axis, or a non-positive scale (a mirror), which the scene's parts cannot express.
  var parts: [Double]? {
    let t = [m[12], m[13], m[14]]
    let rows = [[m[0], m[1], m[2]], [m[4], m[5], m[6]], [m[8], m[9], m[10]]]
    let scale = rows.map { ($0[0] * $0[0] + $0[1] * $0[1] + $0[2] * $0[2]).squareRoot() }
    // A zero scale (`CATransform3DMakeScale(0, 0, 0)`, a dot that grows from nothing) has no
    // direction of its own: its axis is taken as unrotated.
    let r = (0..<3).map { i in
      scale[i] > 1e-12 ? rows[i].map { $0 / scale[i] } : (0..<3).map { $0 == i ? 1.0 : 0.0 }
    }
    // Orthonormal rows (no skew), determinant +1 (no mirror).
    func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    guard abs(dot(r[0], r[1])) < 1e-9, abs(dot(r[0], r[2])) < 1e-9, abs(dot(r[1], r[2])) < 1e-9 else { return nil }
    let determinant =
      r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1]) - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
      + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0])
    guard determinant > 0 else { return nil }
    var rotation = [0.0, 0, 0]
    let close: (Double, Double) -> Bool = { abs($0 - $1) < 1e-9 }
    if close(r[2][2], 1) {
      rotation[2] = atan2(r[0][1], r[0][0])
    } else if close(r[0][0], 1) {
      rotation[0] = atan2(r[1][2], r[1][1])
    } else if close(r[1][1], 1) {
      rotation[1] = atan2(r[2][0], r[0][0])
    } else {
      return nil
    }
    return (scale + rotation + t).enumerated().map { c, x in Self.clean(x, angle: (3...5).contains(c)) }
  }

  /// Rounding noise of the decomposition removed: angles within 1e-12 of a whole degree are
  /// that degree (`-π/2`, not `-1.5707963267948968`); other values to twelve decimals.
  static func clean(_ x: Double, angle: Bool) -> Double {
    if angle {
      let degrees = (x * 180 / Double.pi).rounded()
      let snapped = degrees * Double.pi / 180
      if abs(snapped - x) < 1e-12 {
        return degrees == 90 ? Double.pi / 2 : degrees == -90 ? -Double.pi / 2 : degrees == 180 ? Double.pi : snapped
      }
    }
    let rounded = (x * 1e12).rounded() / 1e12
    return abs(rounded - x) < 1e-12 ? rounded : x
  }

  /// The matrix of `parts` (scale, then the turn about one axis, then the translation: what the
  /// sub-key paths mean together).
  static func composed(_ parts: [Double]) -> CodeTransform {
    let turn =
      parts[3] != 0
      ? rotation(parts[3], 1, 0, 0) : parts[4] != 0 ? rotation(parts[4], 0, 1, 0) : rotation(parts[5], 0, 0, 1)
    return scale(parts[0], parts[1], parts[2]).concatenating(turn).concatenating(
      translation(parts[6], parts[7], parts[8]))
  }

  /// The component names of `parts`, as sub-key paths.
  static let partKeyPaths = [
    "transform.scale.x", "transform.scale.y", "transform.scale.z", "transform.rotation.x", "transform.rotation.y",
    "transform.rotation.z", "transform.translation.x", "transform.translation.y", "transform.translation.z",
  ]
  static let identityParts: [Double] = [1, 1, 1, 0, 0, 0, 0, 0, 0]
}

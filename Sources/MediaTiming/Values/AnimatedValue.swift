/// A value a layer property holds or an animation moves through: a number (`opacity`,
/// `position.x`, `transform.rotation.z`), a point (`position`), a size (`bounds.size`), a rect
/// (`bounds`), a colour (`backgroundColor`), a whole transform (`transform`), a shape's `path`, or
/// a gradient's `colors` and `locations`. Points and sizes are in points, angles in radians.
public enum AnimatedValue: Hashable, Sendable {
  case number(Double)
  /// `CGPoint` (x, y).
  case point(Double, Double)
  /// `CGSize` (width, height).
  case size(Double, Double)
  /// `CGRect` (x, y, width, height).
  case rect(Double, Double, Double, Double)
  /// `CGColor` in sRGB with alpha.
  case color(RGBColor)
  /// A whole `CATransform3D` (a `transform` animation of matrices), interpolated decomposed.
  case matrix(Transform3D)
  /// A shape layer's `path` (a `CGPath`), morphed point by point.
  case path(KeyframePath)
  /// A gradient layer's `colors` (an array of `CGColor`), interpolated colour by colour.
  case colors([RGBColor])
  /// A gradient layer's `locations` (an array of fractions 0…1), interpolated number by number.
  case numbers([Double])

  /// The type of the value.
  public var kind: ValueKind {
    switch self {
    case .number: .number
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .color: .color
    case .matrix: .matrix
    case .path: .path
    case .colors: .colors
    case .numbers: .numbers
    }
  }

  /// Linear interpolation `from + (to − from) × fraction`, component-wise (in sRGB for colours,
  /// as Core Animation interpolates `CGColor`s). `fraction` may leave `0...1` (overshoot
  /// extrapolates); exact at 0 and 1. Nil when the two values are of different kinds.
  public static func interpolate(from: AnimatedValue, to: AnimatedValue, fraction: Double) -> AnimatedValue? {
    if case .matrix(let a) = from {
      guard case .matrix(let b) = to else { return nil }
      return .matrix(Transform3D.interpolate(from: a, to: b, fraction: fraction))
    }
    if case .path(let a) = from {
      guard case .path(let b) = to else { return nil }
      return .path(KeyframePath.interpolate(from: a, to: b, fraction: fraction))
    }
    if from.kind.isHeldWhole, from.kind != .path {
      // Arrays of another length do not interpolate: the value switches halfway, as a path's does.
      guard from.kind == to.kind else { return nil }
      if fraction == 0 { return from }
      if fraction == 1 { return to }
      return from.combined(with: to) { lerp($0, $1, fraction) } ?? (fraction < 0.5 ? from : to)
    }
    return from.combined(with: to) { lerp($0, $1, fraction) }
  }

  /// True when both values have the same kind.
  public func isSameKind(as other: AnimatedValue) -> Bool { kind == other.kind }
}

/// The types of `AnimatedValue`, with their component counts.
public enum ValueKind: String, Hashable, Sendable, CaseIterable {
  case number, point, size, rect, color, matrix, path, colors, numbers

  /// How many numbers a value of this kind holds (a colour: red, green, blue, alpha).
  public var componentCount: Int {
    switch self {
    case .number: 1
    case .point, .size: 2
    case .rect, .color: 4
    case .matrix: 16
    case .path: 0  // as many as the path has: held whole, not by component
    case .colors, .numbers: 0  // as many as the array has: held whole
    }
  }

  /// True for values of no fixed size (a path, a gradient's arrays): held whole, not by component.
  public var isHeldWhole: Bool { componentCount == 0 }

  /// How a value of this kind is written in a scene file.
  public var spelling: String {
    switch self {
    case .number: "a number"
    case .point: "a point [x, y]"
    case .size: "a size [width, height]"
    case .rect: "a rect [x, y, width, height]"
    case .color: "a colour \"#RRGGBB\" or \"#RRGGBBAA\""
    case .matrix: "a CATransform3D [m11, m12, …, m44] (sixteen numbers)"
    case .path: "a path in SVG path data (\"M 0 0 L 10 0 Z\")"
    case .colors: "an array of colours [\"#RRGGBB\", …]"
    case .numbers: "an array of numbers [0, 0.5, 1]"
    }
  }
}

/// `a + (b − a) × t`, exact at `t = 0` and `t = 1`.
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
  t == 1 ? b : a + (b - a) * t
}

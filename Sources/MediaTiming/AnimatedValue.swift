/// A value an animation moves between: a number (`position.y`, `strokeEnd`) or a colour.
public enum AnimatedValue: Hashable, Sendable {
  case number(Double)
  case color(RGBColor)

  /// Linear interpolation `from + (to − from) × fraction`, component-wise in sRGB for colours, as
  /// Core Animation interpolates `CGColor`s. `fraction` may leave `0...1` (overshoot extrapolates).
  /// Nil when the two values are of different kinds.
  public static func interpolate(from: AnimatedValue, to: AnimatedValue, fraction: Double) -> AnimatedValue? {
    switch (from, to) {
    case (.number(let a), .number(let b)):
      return .number(lerp(a, b, fraction))
    case (.color(let a), .color(let b)):
      return .color(a.interpolated(to: b, fraction, in: .sRGB))
    default:
      return nil
    }
  }

  /// True when both values are numbers or both are colours.
  public func isSameKind(as other: AnimatedValue) -> Bool {
    switch (self, other) {
    case (.number, .number), (.color, .color): true
    default: false
    }
  }
}

/// `a + (b − a) × t`, exact at `t = 0` and `t = 1`.
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double {
  t == 1 ? b : a + (b - a) * t
}

/// Maps an animation's un-eased progress (0...1 of one duration) to eased progress
/// (`CAMediaTimingFunction`). Nil on an animation means linear (timing model section 7).
public struct TimingFunction: Hashable, Sendable {
  /// How the curve is defined.
  public enum Kind: Hashable, Sendable {
    /// A unit cubic Bézier, as Core Animation's own timing functions.
    case cubicBezier(CubicBezier)
  }

  public let kind: Kind
  /// The name this function was created with (`easeIn`, …), or nil for a custom curve.
  public let name: String?

  /// Errors creating a timing function.
  public enum CreationError: Error, Equatable, CustomStringConvertible {
    /// An x control point is outside `0...1`, so x(s) would not be monotone.
    case controlPointXOutOfRange(Double)
    /// A control point is NaN or infinite.
    case controlPointNotFinite(Double)

    public var description: String {
      switch self {
      case .controlPointXOutOfRange(let x): "control point x \(x) is outside 0...1"
      case .controlPointNotFinite(let v): "control point \(v) is not a finite number"
      }
    }
  }

  /// A cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1) (`functionWithControlPoints::::`).
  /// - Throws: `CreationError` when a value is not finite or `x1`/`x2` is outside `0...1`
  ///   (y may overshoot).
  public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws {
    for value in [x1, y1, x2, y2] where !value.isFinite {
      throw CreationError.controlPointNotFinite(value)
    }
    for x in [x1, x2] where !(0...1).contains(x) {
      throw CreationError.controlPointXOutOfRange(x)
    }
    self.init(kind: .cubicBezier(CubicBezier(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)), name: nil)
  }

  init(kind: Kind, name: String?) {
    self.kind = kind
    self.name = name
  }

  private static func named(
    _ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double
  )
    -> TimingFunction
  {
    TimingFunction(kind: .cubicBezier(CubicBezier(uncheckedX1: x1, y1: y1, x2: x2, y2: y2)), name: name)
  }

  /// `kCAMediaTimingFunctionLinear`: (0,0)(1,1).
  public static let linear = named("linear", 0, 0, 1, 1)
  /// `kCAMediaTimingFunctionEaseIn`: (0.42,0)(1,1).
  public static let easeIn = named("easeIn", 0.42, 0, 1, 1)
  /// `kCAMediaTimingFunctionEaseOut`: (0,0)(0.58,1).
  public static let easeOut = named("easeOut", 0, 0, 0.58, 1)
  /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42,0)(0.58,1).
  public static let easeInEaseOut = named("easeInEaseOut", 0.42, 0, 0.58, 1)
  /// `kCAMediaTimingFunctionDefault`, the curve of implicit animations: (0.25,0.1)(0.25,1).
  public static let `default` = named("default", 0.25, 0.1, 0.25, 1)

  /// The five functions Core Animation names, in Apple's order.
  public static let coreAnimationNamed: [TimingFunction] = [linear, easeIn, easeOut, easeInEaseOut, .default]

  /// The eased progress for un-eased progress `fraction` (the curve's y at input x).
  /// Exact at 0 and 1; never NaN for finite input.
  public func progress(at fraction: Double) -> Double {
    switch kind {
    case .cubicBezier(let curve): curve.progress(at: fraction)
    }
  }

  /// The `cubic-bezier(x1, y1, x2, y2)` text of a Bézier function.
  public var cssText: String {
    switch kind {
    case .cubicBezier(let c): "cubic-bezier(\(c.x1), \(c.y1), \(c.x2), \(c.y2))"
    }
  }
}

/// Maps an animation's un-eased progress (0...1 of one duration) to eased progress
/// (`CAMediaTimingFunction`). Nil on an animation means linear (timing model section 7).
///
/// Core Animation's own functions are cubic Béziers. The others (seed 003's parametric curves,
/// Penner's family, a spring's response) are what Core Animation plays as keyframe animations;
/// TimingLab evaluates them exactly and can sample them into keyframes (`Keyframes`).
public struct TimingFunction: Hashable, Sendable {
  /// How the curve is defined.
  public enum Kind: Hashable, Sendable {
    /// A unit cubic Bézier, as Core Animation's own timing functions.
    case cubicBezier(CubicBezier)
    /// A closed-form curve (seed 003, Penner).
    case parametric(ParametricCurve)
    /// A spring's progress over its settling duration: x = 1 is `settlingDuration` seconds.
    case spring(Spring)
  }

  public var kind: Kind { evaluator.kind }
  /// The name this function was created with (`easeIn`, …), or nil for a custom curve.
  public var name: String? { evaluator.name }
  /// The curve, its name and its evaluation, behind one reference: calling through it copies
  /// nothing and does no reference counting (a `switch` over `kind` would copy the curve's storage
  /// every call), and copying a timing function (or an animation holding one) retains one object.
  @usableFromInline let evaluator: Evaluator

  /// Errors creating a timing function.
  public enum CreationError: Error, Equatable, CustomStringConvertible {
    /// An x control point is outside `0...1`, so x(s) would not be monotone.
    case controlPointXOutOfRange(Double)
    /// A control point is NaN or infinite.
    case controlPointNotFinite(Double)

    public var description: String {
      switch self {
      case .controlPointXOutOfRange(let x): "control point x \(shortestText(x)) is outside 0...1"
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

  public init(kind: Kind, name: String? = nil) {
    switch kind {
    case .cubicBezier: evaluator = Evaluator(kind: kind, name: name)
    case .parametric(let curve): evaluator = ParametricEvaluator(curve, name: name)
    case .spring(let spring): evaluator = SpringEvaluator(spring, name: name)
    }
  }

  public static func == (lhs: TimingFunction, rhs: TimingFunction) -> Bool {
    lhs.kind == rhs.kind && lhs.name == rhs.name
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(name)
  }

  static func named(_ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingFunction {
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

  /// The eased progress for un-eased progress `fraction`. Exact at 0 and 1; never NaN for
  /// finite input. Béziers extrapolate outside `0...1` (Chromium's rule), the others clamp.
  ///
  /// Inlinable: a Bézier (Core Animation's own kind) is evaluated in the caller's code, with no
  /// call through the evaluator; other curves go through it.
  @inlinable
  public func progress(at fraction: Double) -> Double {
    evaluator.bezier?.progress(at: fraction) ?? evaluator.progress(at: fraction)
  }

  /// True for Core Animation's own kind of curve (a cubic Bézier), false for curves CA plays as
  /// keyframes.
  public var isCubicBezier: Bool {
    if case .cubicBezier = kind { return true }
    return false
  }

  /// The `cubic-bezier(x1, y1, x2, y2)` text of a Bézier function; the name otherwise.
  public var cssText: String {
    switch kind {
    case .cubicBezier(let c): "cubic-bezier(\([c.x1, c.y1, c.x2, c.y2].map(shortestText).joined(separator: ", ")))"
    case .parametric, .spring: name ?? "custom"
    }
  }
}

/// The shortest text that reads back as `value`, without a trailing `.0` (`1`, `0.42`, `-0.55`).
public func shortestText(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return value.description
}

/// Evaluates one kind of curve: a Bézier itself (its tables live in the curve), other kinds in
/// subclasses that hold what they precompute (a spring's settling duration). Immutable.
@usableFromInline
class Evaluator: @unchecked Sendable {
  /// The curve this evaluates, and its name.
  let kind: TimingFunction.Kind
  let name: String?
  /// The Bézier, for the inlined fast path of `TimingFunction.progress(at:)`; nil for other kinds.
  @usableFromInline let bezier: CubicBezier?
  init(kind: TimingFunction.Kind, name: String?) {
    self.kind = kind
    self.name = name
    if case .cubicBezier(let curve) = kind { bezier = curve } else { bezier = nil }
  }
  /// A Bézier's progress (the inlined path reads `bezier` itself); subclasses evaluate the rest.
  @usableFromInline func progress(at fraction: Double) -> Double { bezier?.progress(at: fraction) ?? fraction }
}

final class ParametricEvaluator: Evaluator, @unchecked Sendable {
  let curve: ParametricCurve
  init(_ curve: ParametricCurve, name: String?) {
    self.curve = curve
    super.init(kind: .parametric(curve), name: name)
  }
  override func progress(at fraction: Double) -> Double { curve.progress(at: fraction) }
}

/// A spring over its settling duration: x = 1 is `settlingDuration` seconds (computed once).
final class SpringEvaluator: Evaluator, @unchecked Sendable {
  let spring: Spring
  let settlingDuration: Double
  init(_ spring: Spring, name: String?) {
    self.spring = spring
    settlingDuration = spring.settlingDuration
    super.init(kind: .spring(spring), name: name)
  }
  override func progress(at fraction: Double) -> Double {
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    return settlingDuration.isFinite ? spring.progress(atTime: fraction * settlingDuration) : fraction
  }
}

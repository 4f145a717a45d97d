#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Curves that a `CAMediaTimingFunction` cannot express (seed 003, "Parametric acceleration curves
/// in Core Animation") and the Penner easing family; each maps progress `t` in `0...1` to eased
/// progress with f(0) = 0 and f(1) = 1. Core Animation plays them as keyframe animations
/// (`Keyframes`).
public enum ParametricCurve: Hashable, Sendable {
  /// t² (seed 003: "achievable using CAMediaTimerFunction").
  case quadratic
  /// 3t² − 2t³ (seed 001's `easeInOut(for:)`).
  case smoothstep
  /// Seed 003's exponential slow-down, normalised to end at 1: (1 − e^(−k·t)) / (1 − e^(−k)).
  case exponentialDecay(rate: Double)
  /// Seed 003's second-order response (a step into a damped system): 1 − e^(−ζωt)·sin(βωt + φ)/β
  /// with β = √(1 − ζ²), φ = atan(β/ζ), divided by its value at t = 1 so it lands exactly on 1.
  /// Overshoots.
  case secondOrder(omega: Double, zeta: Double)
  /// Seed 003's ease-in/ease-out as a Bézier from t to X with the strongest control values
  /// (0, 0, 1, 1): 3(1−t)t²·1 + t³ = 3t² − 2t³ — the same numbers as `smoothstep`, shown for
  /// contrast with Core Animation's X→Y mapping.
  case tToXEaseInOut
  /// Robert Penner's easing equations (easings.net).
  case penner(PennerFamily, PennerMode)

  /// The eased progress at `t` (clamped to `0...1` first: these curves are defined there only).
  /// Exactly 0 at 0 and 1 at 1.
  public func progress(at t: Double) -> Double {
    let t = t.isNaN ? 0 : min(max(t, 0), 1)
    if t == 0 || t == 1 { return t }
    switch self {
    case .quadratic: return t * t
    case .smoothstep, .tToXEaseInOut: return t * t * (3 - 2 * t)
    case .exponentialDecay(let k):
      guard k != 0 else { return t }
      return -expm1(-k * t) / -expm1(-k)
    case .secondOrder(let omega, let zeta):
      let response = { (t: Double) -> Double in
        let beta = (1 - zeta * zeta).squareRoot()
        let phi = atan(beta / zeta)
        return 1 - exp(-zeta * omega * t) * sin(beta * omega * t + phi) / beta
      }
      if t == 0 { return 0 }
      return t == 1 ? 1 : response(t) / response(1)
    case .penner(let family, let mode): return mode.apply(family, t)
    }
  }
}

/// The shapes of Penner's easing family, each an ease-in f(t); ease-out is 1 − f(1 − t) and
/// ease-in-out joins the two halves (except bounce, whose natural form is the ease-out).
public enum PennerFamily: String, Hashable, Sendable, CaseIterable {
  case sine, quad, cubic, quart, quint, expo, circ, back, elastic, bounce

  /// The ease-in form.
  func easeIn(_ t: Double) -> Double {
    switch self {
    case .sine: return 1 - cos(t * Double.pi / 2)
    case .quad: return t * t
    case .cubic: return t * t * t
    case .quart: return t * t * t * t
    case .quint: return t * t * t * t * t
    case .expo: return t == 0 ? 0 : pow(2, 10 * t - 10)
    case .circ: return 1 - (1 - t * t).squareRoot()
    case .back:
      let c1 = 1.70158
      return (c1 + 1) * t * t * t - c1 * t * t
    case .elastic:
      if t == 0 || t == 1 { return t }
      return -pow(2, 10 * t - 10) * sin((t * 10 - 10.75) * (2 * Double.pi / 3))
    case .bounce: return 1 - Self.bounceOut(1 - t)
    }
  }

  /// Penner's bounce, the ease-out form.
  static func bounceOut(_ t: Double) -> Double {
    let n1 = 7.5625
    let d1 = 2.75
    if t < 1 / d1 { return n1 * t * t }
    if t < 2 / d1 {
      let u = t - 1.5 / d1
      return n1 * u * u + 0.75
    }
    if t < 2.5 / d1 {
      let u = t - 2.25 / d1
      return n1 * u * u + 0.9375
    }
    let u = t - 2.625 / d1
    return n1 * u * u + 0.984375
  }
}

/// Which end of a Penner curve eases.
public enum PennerMode: String, Hashable, Sendable, CaseIterable {
  case easeIn, easeOut, easeInOut

  func apply(_ family: PennerFamily, _ t: Double) -> Double {
    switch self {
    case .easeIn: return family.easeIn(t)
    case .easeOut: return 1 - family.easeIn(1 - t)
    case .easeInOut:
      return t < 0.5 ? family.easeIn(2 * t) / 2 : 1 - family.easeIn(2 - 2 * t) / 2
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The ways Apple's APIs describe a spring (springs.md §0, §6). Each becomes one oscillator with
/// the published formulas; `ζ(b)` is `1 − b` for b ≥ 0 (0 above 1) and `1/(1 + b)` for −1 < b < 0.
public enum SpringParameters: Hashable, Sendable {
  /// `CASpringAnimation`'s `mass`, `stiffness`, `damping` and `allowsOverdamping`.
  case physical(mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool)
  /// `CASpringAnimation(perceptualDuration:bounce:)` (iOS 17): m 1, k (2π/d)², c 4πζ(b)/d,
  /// over-damping allowed.
  case perceptual(duration: Double, bounce: Double)
  /// SwiftUI `Spring(duration:bounce:)` / `.spring(duration:bounce:)`, and UIKit's iOS 17
  /// `animate(springDuration:bounce:…)`: the same mapping as `perceptual`.
  case durationBounce(duration: Double, bounce: Double)
  /// SwiftUI `Spring(response:dampingRatio:)` / `.spring(response:dampingFraction:)`: m 1,
  /// k (2π/r)², c 4πζ/r.
  case response(response: Double, dampingRatio: Double)
  /// UIKit `animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)`: ζ at most 1,
  /// ω₀ the largest root of "the sine envelope reaches 0.001 at t = duration" (§5.1); the
  /// animation's duration is that duration.
  case uikit(dampingRatio: Double, duration: Double)
  /// SwiftUI `.smooth`, `.snappy`, `.bouncy` with their `duration` and `extraBounce`: duration and
  /// bounce `base + extraBounce` (§3.4).
  case preset(SpringPreset, duration: Double, extraBounce: Double)

  /// The physical spring these parameters describe with initial velocity `v0` (units of the whole
  /// distance per second; UIKit's `initialSpringVelocity` is in the same unit).
  func physical(
    initialVelocity v0: Double
  ) -> (
    mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool, naturalFrequency: Double,
    dampingRatio: Double
  ) {
    switch self {
    case .physical(let m, let k, let c, let allows):
      return (m, k, c, allows, (k / m).squareRoot(), c / (2 * (k * m).squareRoot()))
    case .perceptual(let d, let b), .durationBounce(let d, let b):
      return Self.unitMass(omega: 2 * Double.pi / d, zeta: Self.dampingRatio(bounce: b), allowsOverdamping: true)
    case .response(let r, let zeta):
      return Self.unitMass(omega: 2 * Double.pi / r, zeta: zeta, allowsOverdamping: true)
    case .uikit(let ratio, let duration):
      let zeta = min(ratio, 1)
      return Self.unitMass(
        omega: Self.uikitNaturalFrequency(dampingRatio: zeta, duration: duration, initialVelocity: v0), zeta: zeta,
        allowsOverdamping: false)
    case .preset(let preset, let d, let extra):
      return Self.unitMass(
        omega: 2 * Double.pi / d, zeta: Self.dampingRatio(bounce: preset.baseBounce + extra), allowsOverdamping: true)
    }
  }

  private static func unitMass(
    omega: Double, zeta: Double, allowsOverdamping: Bool
  ) -> (
    mass: Double, stiffness: Double, damping: Double, allowsOverdamping: Bool, naturalFrequency: Double,
    dampingRatio: Double
  ) {
    (1, omega * omega, 2 * zeta * omega, allowsOverdamping, omega, zeta)
  }

  /// SwiftUI's ζ(bounce): 1 − b for 0 ≤ b ≤ 1, 0 above 1, 1/(1 + b) for −1 < b < 0, infinite at
  /// or below −1 (§3.2).
  public static func dampingRatio(bounce b: Double) -> Double {
    if b <= -1 { return .infinity }
    if b < 0 { return 1 / (1 + b) }
    return b > 1 ? 0 : 1 - b
  }

  /// UIKit's ω₀ for a damping ratio ζ ≤ 1, a duration D and a velocity v (§5.1): the largest root
  /// of `|ζω − v| / (ω√(1−ζ²)) · e^(−ζωD) = 0.001` (ζ < 1) or `|1 + (ω − v)D| · e^(−ωD) = 0.001`
  /// (ζ = 1). Closed forms for v = 0: `ln(ζ / (0.001√(1−ζ²))) / (ζD)` and `9.233413476451585 / D`.
  public static func uikitNaturalFrequency(
    dampingRatio zeta: Double, duration D: Double, initialVelocity v: Double
  )
    -> Double
  {
    guard D > 0, zeta > 0 else { return .nan }
    if v == 0 {
      if zeta < 1 { return log(zeta / (0.001 * (1 - zeta * zeta).squareRoot())) / (zeta * D) }
      return 9.233413476451585 / D
    }
    func envelope(_ w: Double) -> Double {
      if zeta < 1 { return abs(zeta * w - v) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * D) - 0.001 }
      return abs(1 + (w - v) * D) * exp(-w * D) - 0.001
    }
    // Above the largest root the envelope is below 0.001: walk down from far above until it is not.
    var high = max(1, abs(v)) * 64 / D + 64 / (zeta * D)
    while envelope(high) > 0 && high < 1e12 { high *= 2 }
    var low = high
    while envelope(low) <= 0 && low > 1e-9 { low /= 1.25 }
    guard envelope(low) > 0 else { return .nan }
    high = low * 1.25
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if envelope(middle) > 0 { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// A short name of the API (`CASpringAnimation`, `Spring(duration:bounce:)`, …).
  public var apiName: String {
    switch self {
    case .physical: "CASpringAnimation(mass, stiffness, damping)"
    case .perceptual: "CASpringAnimation(perceptualDuration:bounce:)"
    case .durationBounce: "Spring(duration:bounce:)"
    case .response: "Spring(response:dampingRatio:)"
    case .uikit: "UIView.animate(withDuration:…usingSpringWithDamping:)"
    case .preset(let preset, _, _): "Spring.\(preset.rawValue)"
    }
  }
}

/// SwiftUI's spring presets (§3.4): `.smooth` (bounce 0), `.snappy` (0.15), `.bouncy` (0.3), each
/// with a default duration of 0.5 s.
public enum SpringPreset: String, Hashable, Sendable, CaseIterable {
  case smooth, snappy, bouncy

  /// "How much additional bounce should be added to the base bounce of …"
  public var baseBounce: Double {
    switch self {
    case .smooth: 0
    case .snappy: 0.15
    case .bouncy: 0.3
    }
  }
}

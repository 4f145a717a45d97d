#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `CASpringAnimation`'s physics (timing model section 8): a mass on a spring released from the
/// start value with `initialVelocity` towards the end value. Times are seconds of the animation's
/// basic local time (not divided by the duration).
public struct Spring: Hashable, Sendable {
  /// Mass (> 0), default 1.
  public var mass: Double
  /// Spring constant (> 0), default 100.
  public var stiffness: Double
  /// Damping coefficient (≥ 0), default 10.
  public var damping: Double
  /// Initial velocity in units of the whole distance per second; positive moves towards the end.
  public var initialVelocity: Double
  /// When false (newer SDKs' default), an overdamped spring is treated as critically damped.
  public var allowsOverdamping: Bool

  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// ω0 = √(stiffness / mass), radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
  /// ζ = damping / (2√(stiffness · mass)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The remaining displacement d(t) (1 at t = 0, → 0 at rest); progress is 1 − d(t).
  /// - ζ < 1: e^(−ζω0t)(cos ωd t + B sin ωd t), ωd = ω0√(1−ζ²), B = (ζω0 − v0)/ωd;
  /// - ζ ≥ 1 treated as critical: (1 + (ω0 − v0)t)e^(−ω0t);
  /// - ζ > 1 with `allowsOverdamping`: c1·e^(r1 t) + c2·e^(r2 t), r = −ω0(ζ ∓ √(ζ²−1)).
  public func displacement(atTime t: Double) -> Double {
    let w0 = naturalFrequency
    let zeta = dampingRatio
    let v0 = initialVelocity
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * w0 - v0) / wd
      return exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
    }
    if zeta > 1 && allowsOverdamping {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      let c2 = (-v0 - r1) / (r2 - r1)
      return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
    return (1 + (w0 - v0) * t) * exp(-w0 * t)
  }

  /// Progress 1 − d(t) at `t` seconds (may overshoot 1); 0 before 0.
  public func progress(atTime t: Double) -> Double {
    guard t > 0 else { return 0 }
    let value = 1 - displacement(atTime: t)
    return value.isFinite ? value : 1
  }

  /// The threshold of `settlingDuration`: |1 − progress| below it counts as at rest.
  public static let restThreshold = 1e-3

  /// The estimated time to rest: the last instant with |1 − progress| ≥ 1e-3 (the rule that
  /// reproduces UIKit/CA's `settlingDuration`, timing model section 8). Infinite without damping.
  public var settlingDuration: Double {
    let w0 = naturalFrequency
    let zeta = dampingRatio
    guard w0.isFinite, w0 > 0, zeta > 0, zeta.isFinite else { return .infinity }
    // A time after which |d| stays below the threshold: the envelope bound.
    var end: Double
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * w0 - initialVelocity) / wd
      end = log((1 + b * b).squareRoot() / Self.restThreshold) / (zeta * w0)
    } else {
      end = 1 / w0
      while abs(displacement(atTime: end)) >= Self.restThreshold / 4 || displacementIsGrowing(at: end) {
        end *= 2
        if end > 1e6 { return .infinity }
      }
    }
    end = max(end, 0)
    // Walk back from the bound to the last sample at or above the threshold, then bisect.
    let period = zeta < 1 ? 2 * Double.pi / (w0 * (1 - zeta * zeta).squareRoot()) : end
    let step = min(period / 64, max(end, 1e-9) / 256)
    var t = end
    while t > 0 && abs(displacement(atTime: t)) < Self.restThreshold { t -= step }
    guard t > 0 else { return 0 }
    var low = t
    var high = min(t + step, end)
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if abs(displacement(atTime: middle)) >= Self.restThreshold { low = middle } else { high = middle }
    }
    return low
  }

  private func displacementIsGrowing(at t: Double) -> Bool {
    abs(displacement(atTime: t * 1.01)) > abs(displacement(atTime: t))
  }
}

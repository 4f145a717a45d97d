#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `CASpringAnimation`'s physics (springs.md §1–§2): a mass on a spring released from the start
/// value with `initialVelocity` towards the end value. Times are seconds of the animation's basic
/// local time (not divided by the duration: `duration` only cuts the spring, §2.2).
///
/// A spring is described by one of Apple's parameter sets (`SpringParameters`: Core Animation's
/// mass/stiffness/damping, its perceptual initializer, SwiftUI's duration/bounce, response/damping
/// ratio and presets, UIKit's damping ratio and duration); the physical values are derived with
/// the published formulas, and the parameter set is kept so the spring can be written back as it
/// was given.
public struct Spring: Hashable, Sendable {
  /// How the spring was described.
  public private(set) var parameters: SpringParameters
  /// Initial velocity in units of the whole distance per second; positive moves towards the end
  /// (Apple: "positive values represent the object moving towards the spring attachment point").
  public var initialVelocity: Double {
    didSet { recompute() }
  }

  /// Mass (> 0), default 1.
  public private(set) var mass: Double = 1
  /// Spring constant (> 0), default 100.
  public private(set) var stiffness: Double = 100
  /// Damping coefficient (≥ 0), default 10.
  public private(set) var damping: Double = 10
  /// When false (Core Animation's default), an overdamped spring moves as a critically damped
  /// one with the same ω₀ (§1.3).
  public private(set) var allowsOverdamping = false
  /// ω₀ = √(stiffness / mass), radians per second (exactly 2π / duration for the duration-based
  /// parameter sets).
  public private(set) var naturalFrequency: Double = 10
  /// ζ = damping / (2√(stiffness · mass)) (exactly the parameter set's ratio for the others, so
  /// bounce 0 is exactly critical).
  public private(set) var dampingRatio: Double = 0.5

  /// A spring from Core Animation's properties (`CASpringAnimation`'s defaults: 1, 100, 10, 0).
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    self.init(
      .physical(mass: mass, stiffness: stiffness, damping: damping, allowsOverdamping: allowsOverdamping),
      initialVelocity: initialVelocity)
  }

  /// A spring from any of Apple's parameter sets.
  public init(_ parameters: SpringParameters, initialVelocity: Double = 0) {
    self.parameters = parameters
    self.initialVelocity = initialVelocity
    recompute()
  }

  private mutating func recompute() {
    let physical = parameters.physical(initialVelocity: initialVelocity)
    mass = physical.mass
    stiffness = physical.stiffness
    damping = physical.damping
    allowsOverdamping = physical.allowsOverdamping
    naturalFrequency = physical.naturalFrequency
    dampingRatio = physical.dampingRatio
  }

  /// The damping ratio evaluation uses: ζ, or at most 1 unless `allowsOverdamping`.
  public var effectiveDampingRatio: Double { allowsOverdamping ? dampingRatio : min(dampingRatio, 1) }

  /// The remaining displacement d(t) = 1 − x(t) (1 at t = 0, → 0 at rest), §1.2:
  /// - ζ < 1: e^(−λt)(cos ωd t + B sin ωd t), λ = ζω₀, ωd = ω₀√(1−ζ²), B = (λ − v₀)/ωd;
  /// - ζ = 1 (or greater, without `allowsOverdamping`): (1 + (ω₀ − v₀)t)e^(−ω₀t);
  /// - ζ > 1 with `allowsOverdamping`: [(λ + s − v₀)e^(r₁t) + (s − λ + v₀)e^(r₂t)] / 2s,
  ///   s = ω₀√(ζ²−1), r₁,₂ = −λ ± s.
  public func displacement(atTime t: Double) -> Double {
    let w0 = naturalFrequency
    let zeta = effectiveDampingRatio
    let v0 = initialVelocity
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * w0 - v0) / wd
      return exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
    }
    if zeta > 1 {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -w0 * (zeta - root)
      let r2 = -w0 * (zeta + root)
      let c2 = (-v0 - r1) / (r2 - r1)
      return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
    return (1 + (w0 - v0) * t) * exp(-w0 * t)
  }

  /// Progress x(t) = 1 − d(t) at `t` seconds (may overshoot 1); 0 before 0.
  public func progress(atTime t: Double) -> Double {
    guard t > 0 else { return 0 }
    let value = 1 - displacement(atTime: t)
    return value.isFinite ? value : 1
  }

  /// `CASpringAnimation.perceptualDuration` (= SwiftUI's `duration` and `response`): 2π/ω₀, the
  /// period of the undamped spring.
  public var perceptualDuration: Double { 2 * Double.pi / naturalFrequency }

  /// `bounce` read back (§2.4, §3.3): 1 − ζ when ζ ≤ 1, 1/ζ − 1 when over-damped.
  public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

  /// The duration an animation of this spring has when its `duration` is 0: none for Core
  /// Animation's physical properties (it is then 0.25 s, timing model T1); UIKit's own duration;
  /// the settling duration for the others, as code that uses them sets
  /// `duration = settlingDuration` (springs.md §2.4, an inference for the SwiftUI sets).
  public var intrinsicDuration: Double? {
    switch parameters {
    case .physical: nil
    case .uikit(_, let duration): duration
    case .perceptual, .durationBounce, .response, .preset:
      settlingDuration.isFinite ? settlingDuration : nil
    }
  }
}

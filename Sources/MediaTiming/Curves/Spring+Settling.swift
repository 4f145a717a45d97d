#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Spring {
  /// The threshold of the settling durations: 0.001 of the distance.
  public static let restThreshold = 1e-3

  /// `CASpringAnimation.settlingDuration`, Apple's algorithm (springs.md §2.5), seconds:
  /// - under-damped: `−ln(ε / (1 + |B|)) / (ζω₀)`, B = (ζω₀ − v₀)/ωd — an upper bound of the
  ///   envelope, not the last crossing (the defaults give 1.4727003346780927 s, measured on
  ///   QuartzCore; the last crossing is 1.27 s);
  /// - critical (or clamped over-damped) and allowed over-damped: the first time on a 0.1 s grid
  ///   after which |1 − x| stays below ε for more than a second (SwiftUI's stepping; the
  ///   over-damped case is contested, §8.4);
  /// - no damping: infinite.
  public var settlingDuration: Double {
    let zeta = effectiveDampingRatio
    let w0 = naturalFrequency
    guard w0.isFinite, w0 > 0, zeta > 0, zeta.isFinite else { return .infinity }
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (zeta * w0 - initialVelocity) / wd
      return -log(Self.restThreshold / (1 + abs(b))) / (zeta * w0)
    }
    return Self.steppedSettling { abs(displacement(atTime: $0)) }
  }

  /// SwiftUI's `Spring.settlingDuration` for the same physical spring (target 1, velocity
  /// `initialVelocity`, ε 0.001; §3.6): under-damped `−ln(ε / (|λ − v| + 1)) / λ` with λ = c/2m
  /// (or 2πζ/d for the duration-based sets), else the 0.1 s stepping search. Over-damping is
  /// always allowed here, as in SwiftUI.
  public var swiftUISettlingDuration: Double {
    let lambda = decayConstant
    guard lambda.isFinite, lambda > 0 else { return .infinity }
    if dampingRatio < 1 {
      return max(0, -log(Self.restThreshold / (abs(lambda - initialVelocity) + 1)) / lambda)
    }
    let overdamped = Spring(overdampingAllowed, initialVelocity: initialVelocity)
    return Self.steppedSettling { abs(overdamped.displacement(atTime: $0)) }
  }

  /// λ, SwiftUI's `decayConstant`: `2πζ/d` for the duration-based sets (its own operation order),
  /// else c/(2m).
  var decayConstant: Double {
    switch parameters {
    case .perceptual(let d, _), .durationBounce(let d, _), .preset(_, let d, _):
      return 2 * Double.pi * dampingRatio / d
    case .response(let r, let zeta):
      return 2 * Double.pi * zeta / r
    case .physical, .uikit:
      return damping / (2 * mass)
    }
  }

  /// The same parameters with over-damping allowed.
  private var overdampingAllowed: SpringParameters {
    if case .physical(let m, let k, let c, _) = parameters {
      return .physical(mass: m, stiffness: k, damping: c, allowsOverdamping: true)
    }
    return parameters
  }

  /// The 0.1 s stepping search (§3.6): samples at 0, 0.1, 0.2, … (accumulated, so 1.0 is
  /// 0.9999999999999999), at most 1024; the first grid time after which `distance` stays below ε
  /// for more than 1 s; 0 when the loop ends.
  static func steppedSettling(_ distance: (Double) -> Double) -> Double {
    var t = 0.0
    var best = 0.0
    var bestDistance = Double.infinity
    for _ in 0..<1024 {
      let d = distance(t)
      guard d.isFinite else { break }
      if bestDistance >= restThreshold {
        if d < bestDistance {
          best = t
          bestDistance = d
        }
      } else if d >= restThreshold {
        bestDistance = .infinity
      } else if t - best > 1 {
        return best
      }
      t += 0.1
    }
    return 0
  }
}

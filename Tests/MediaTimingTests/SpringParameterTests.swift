import MediaTiming
import Testing

/// springs.md §9's worked examples: each parameter set → (m, k, c), progress at a few times (the
/// document's hand arithmetic, 9 decimals), Core Animation's and SwiftUI's settling durations
/// (QuartzCore-measured or SwiftUI-asserted bits where the document has them).
@Suite("Apple's spring parameters")
struct SpringParameterTests {
  /// The document gives progress to 9 decimals.
  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

  // Example 1: CASpringAnimation() defaults. ω₀ 10, ζ 0.5, λ 5, B = 5/8.660254 = 0.577350.
  @Test func defaults() {
    let s = Spring()
    #expect(close(s.progress(atTime: 0.1), 0.340299847))
    #expect(close(s.progress(atTime: 0.2), 0.849425635))
    #expect(close(s.progress(atTime: 0.3), 1.124354767))
    // −ln(0.001/1.577350269)/5, measured on QuartzCore; the last crossing would be 1.27 s.
    #expect(s.settlingDuration == 1.4727003346780927)
    // SwiftUI: −ln(0.001/(5 + 1))/5 = ln 6000 / 5.
    #expect(s.swiftUISettlingDuration == 1.7399029496420382)
    // Apple prints (0.63, 0.5) for Spring(mass: 1, stiffness: 100, damping: 10).
    #expect(close(s.perceptualDuration, 2 * Double.pi / 10, 1e-15) && s.bounce == 0.5)
  }

  // Examples 2–4: damping 5, 15, 1 (Apple: "approximately 2.85 seconds", "just over 1 second").
  @Test(arguments: [
    (5.0, 0.1, 0.392945151, 2.854974609888761), (15, 0.1, 0.298249291, 1.0220937981854987),
    (1, 0.1, 0.445008279, 13.91321015404625),
  ])
  func damping(c: Double, t: Double, x: Double, settle: Double) {
    let s = Spring(damping: c)
    #expect(close(s.progress(atTime: t), x))
    #expect(s.settlingDuration == settle)
  }

  // Example 5: critical (damping 20, or 40 clamped) settles by 0.1 s stepping at the accumulated
  // 1.0 = 0.9999999999999999; damping 40 over-damped when allowed.
  @Test func criticalAndOverdamped() {
    for s in [Spring(damping: 20), Spring(damping: 40)] {
      #expect(close(s.progress(atTime: 0.1), 0.264241118))
      #expect(close(s.progress(atTime: 0.5), 0.959572318))
      #expect(s.settlingDuration == 0.9999999999999999)
    }
    let over = Spring(damping: 40, allowsOverdamping: true)
    #expect(close(over.progress(atTime: 0.1), 0.177736576))
    #expect(close(over.progress(atTime: 0.5), 0.717828826))
    #expect(close(over.progress(atTime: 1), 0.926095928))
    #expect(over.settlingDuration == 2.700000000000001)  // contested (§8.4): stepping
  }

  // Example 6: initial velocity ±5 (positive moves towards the end).
  @Test func initialVelocity() {
    let forward = Spring(initialVelocity: 5)
    #expect(close(forward.progress(atTime: 0.1), 0.607053444))
    #expect(close(forward.progress(atTime: 0.2), 1.059065450))
    #expect(forward.settlingDuration == 1.3815510557964275)
    let backward = Spring(initialVelocity: -5)
    #expect(close(backward.progress(atTime: 0.1), 0.073546249))
    #expect(close(backward.progress(atTime: 0.2), 0.639785820))
    #expect(backward.settlingDuration == 1.5350814063145797)
  }

  // Example 7: mass 2 — ω₀ √50, ζ 0.353553, duration 0.888577, bounce 0.646447.
  @Test func mass() {
    let s = Spring(mass: 2)
    #expect(close(s.progress(atTime: 0.1), 0.204629976))
    #expect(close(s.progress(atTime: 0.3), 1.026322845))
    #expect(s.settlingDuration == 2.8913450678721846)
    #expect(close(s.perceptualDuration, 0.888577, 1e-6) && close(s.bounce, 0.646447, 1e-6))
  }

  // Example 8: CASpringAnimation(perceptualDuration: 1, bounce: 0.5): k (2π)², c 2π.
  @Test func perceptual() {
    let s = Spring(.perceptual(duration: 1, bounce: 0.5))
    #expect(s.mass == 1 && close(s.stiffness, 39.478417604) && close(s.damping, 6.283185307))
    #expect(s.allowsOverdamping)
    #expect(close(s.progress(atTime: 0.25), 0.647327551))
    #expect(close(s.progress(atTime: 0.5), 1.140699674))
    #expect(s.settlingDuration == 2.3438753795710707)
    // The perceptual initializer's animations run to rest (springs.md §2.4, §8.11).
    #expect(s.intrinsicDuration == 2.3438753795710707)
  }

  // Example 9: bounce −0.5 is over-damped (ζ 2), allowed by this initializer.
  @Test func perceptualOverdamped() {
    let s = Spring(.perceptual(duration: 1, bounce: -0.5))
    #expect(s.dampingRatio == 2 && close(s.damping, 25.132741229))
    #expect(close(s.progress(atTime: 0.25), 0.292982746))
    #expect(close(s.progress(atTime: 0.5), 0.535727675))
    #expect(close(s.progress(atTime: 1), 0.799926375))
    #expect(s.settlingDuration == 4.200000000000001)  // contested: stepping
  }

  // Examples 10–12: SwiftUI's Spring(duration: 0.5, bounce: 0.3) = .bouncy (Apple prints
  // (1.0, 157.9, 17.6)), .smooth (critical: stored angularFrequency exactly 0), .snappy.
  @Test func swiftUIPresets() {
    let bouncy = Spring(.preset(.bouncy, duration: 0.5, extraBounce: 0))
    #expect(bouncy.mass == 1 && close(bouncy.stiffness, 157.913670417) && close(bouncy.damping, 17.592918860))
    #expect(close(bouncy.progress(atTime: 0.1), 0.423302123))
    #expect(close(bouncy.progress(atTime: 0.25), 0.984087491))
    #expect(close(bouncy.progress(atTime: 0.5), 1.014498422))
    #expect(bouncy.swiftUISettlingDuration == 1.0447130905120119)
    #expect(Spring(.durationBounce(duration: 0.5, bounce: 0.3)).stiffness == bouncy.stiffness)

    let smooth = Spring(.preset(.smooth, duration: 0.5, extraBounce: 0))
    #expect(smooth.dampingRatio == 1 && close(smooth.damping, 25.132741229))
    #expect(close(smooth.progress(atTime: 0.1), 0.357739556))
    #expect(close(smooth.progress(atTime: 0.25), 0.821025554))
    #expect(close(smooth.progress(atTime: 0.5), 0.986399069))
    #expect(smooth.swiftUISettlingDuration == 0.7999999999999999)

    let snappy = Spring(.preset(.snappy, duration: 0.5, extraBounce: 0))
    #expect(close(snappy.damping, 21.362830044))
    #expect(close(snappy.progress(atTime: 0.1), 0.388102446))
    #expect(close(snappy.progress(atTime: 0.25), 0.894509453))
    #expect(snappy.swiftUISettlingDuration == 0.8768271225053476)
    // extraBounce adds to the preset's base bounce: .snappy(extraBounce: 0.15) is bounce 0.3.
    #expect(Spring(.preset(.snappy, duration: 0.5, extraBounce: 0.15)).dampingRatio == 0.7)
  }

  // Example 13: Spring(duration: 0.5, bounce: −0.5), over-damped; equal to example 9 at t/2.
  @Test func swiftUIOverdamped() {
    let s = Spring(.durationBounce(duration: 0.5, bounce: -0.5))
    #expect(close(s.progress(atTime: 0.1), 0.231361509))
    #expect(close(s.progress(atTime: 0.25), 0.535727675))
    #expect(s.swiftUISettlingDuration == 2.1000000000000005)
  }

  // Example 14: Spring(duration: 0.7, bounce: 0.2).value(target: 1.2, initialVelocity: 0.1,
  // time: 0.2) normalised: x(0.2) with v₀ = 0.1/1.2.
  @Test func swiftUIVelocity() {
    let s = Spring(.durationBounce(duration: 0.7, bounce: 0.2), initialVelocity: 0.1 / 1.2)
    #expect(close(s.progress(atTime: 0.2), 0.611281205))
    #expect(close(s.progress(atTime: 0.2) * 1.2, 0.7335374463664996, 1e-12))
  }

  // Example 15: UIKit's duration 0.5, damping ratio 0.7: ω₀ = ln(0.7/(0.001·√0.51))/(0.35).
  @Test func uikit() {
    let s = Spring(.uikit(dampingRatio: 0.7, duration: 0.5))
    #expect(close(s.naturalFrequency, 19.679293176))
    #expect(close(s.stiffness, 387.274580, 1e-6) && close(s.damping, 27.551010, 1e-6))
    #expect(close(s.progress(atTime: 0.25), 1.041133419))
    #expect(close(s.progress(atTime: 0.5), 0.998572145))
    #expect(close(s.settlingDuration, 0.5510470225, 1e-9))
    #expect(s.intrinsicDuration == 0.5)
    let critical = Spring(.uikit(dampingRatio: 1, duration: 1))
    #expect(critical.naturalFrequency == 9.233413476451585)
    #expect(close(critical.progress(atTime: 0.5), 0.944477184))
    #expect(close(critical.progress(atTime: 1), 0.999000000))
    // A ratio above 1 is clamped: UIKit has no over-damped springs.
    #expect(Spring(.uikit(dampingRatio: 3, duration: 1)).dampingRatio == 1)
    // Spring(settlingDuration: 1, dampingRatio: 0.5) solves the same equation.
    #expect(close(Spring(.uikit(dampingRatio: 0.5, duration: 1)).naturalFrequency, 12.716898269))
  }

  // With a velocity the UIKit equation has several roots; TimingLab takes the largest (§5.1).
  @Test func uikitVelocityTakesTheLargestRoot() {
    let omega = SpringParameters.uikitNaturalFrequency(dampingRatio: 0.1, duration: 10, initialVelocity: 0.021)
    #expect(abs(omega - 4.563081173) < 1e-6)
    let zeta = 0.1
    let envelope = abs(zeta * omega - 0.021) / (omega * (1 - zeta * zeta).squareRoot()) * exp(-zeta * omega * 10)
    #expect(abs(envelope - 0.001) < 1e-12)
  }

  // Texts name the same springs as the parameter objects.
  @Test(arguments: [
    ("spring(response: 0.5, dampingFraction: 0.8)", SpringParameters.response(response: 0.5, dampingRatio: 0.8)),
    ("spring(duration: 0.5, bounce: 0.3)", .durationBounce(duration: 0.5, bounce: 0.3)),
    ("spring(perceptualDuration: 1, bounce: -0.5)", .perceptual(duration: 1, bounce: -0.5)),
    ("spring(dampingRatio: 0.7, duration: 0.5)", .uikit(dampingRatio: 0.7, duration: 0.5)),
    (".bouncy", .preset(.bouncy, duration: 0.5, extraBounce: 0)),
    ("snappy(duration: 0.4, extraBounce: 0.1)", .preset(.snappy, duration: 0.4, extraBounce: 0.1)),
    ("spring(1, 200, 15, 0)", .physical(mass: 1, stiffness: 200, damping: 15, allowsOverdamping: false)),
  ])
  func texts(text: String, parameters: SpringParameters) throws {
    let spring = try #require(try Spring.parse(text)?.get())
    #expect(spring.parameters == parameters)
    // And the printed text reads back as the same spring.
    #expect(try Spring.parse(parameters.text())?.get().parameters == parameters)
  }

  @Test(arguments: [
    ("spring(response: 0, dampingFraction: 0.8)", "response must be greater than 0"),
    ("spring(duration: 0.5, bounce: -1)", "bounce must be greater than -1"),
    ("spring(mass: 1, bounce: 0.3)", "mixes parameter sets"),
    ("spring(respons: 0.5)", "did you mean \"response\""),
    (".bouncy(speed: 2)", "takes duration"),
  ])
  func badTexts(text: String, reason: String) {
    guard case .failure(let error)? = Spring.parse(text) else {
      Issue.record("\(text) was accepted")
      return
    }
    #expect(error.message.contains(reason), "\(error)")
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

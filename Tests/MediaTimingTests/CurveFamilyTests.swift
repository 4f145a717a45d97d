import MediaTiming
import PropertyBased
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Parametric curves, springs and the inverse")
struct CurveFamilyTests {
  // Seed 003 / seed 001 formulas at hand-computed points.
  @Test func parametricValues() throws {
    // t² at 0.5 = 0.25; smoothstep 3(0.25) − 2(0.125) = 0.5, at 0.25: 3/16 − 2/64 = 0.15625.
    #expect(TimingFunction.quadratic.progress(at: 0.5) == 0.25)
    #expect(TimingFunction.smoothstep.progress(at: 0.25) == 0.15625)
    #expect(TimingFunction.tToXEaseInOut.progress(at: 0.25) == 0.15625)
    // Exponential decay, rate 6: (1 − e^−3)/(1 − e^−6) at 0.5 = 0.950212931632136/0.997521247823757.
    let decay = (1 - exp(-3.0)) / (1 - exp(-6.0))
    #expect(abs(TimingFunction.exponentialDecay.progress(at: 0.5) - decay) < 1e-15)
    // Second order overshoots and lands exactly.
    let second = TimingFunction.secondOrder
    #expect(second.progress(at: 0) == 0 && second.progress(at: 1) == 1)
    #expect((0...100).map { second.progress(at: Double($0) / 100) }.max()! > 1.2)
  }

  // Every named curve: exact ends, finite everywhere, a name that looks itself up.
  @Test(arguments: TimingFunction.allNamed.map { $0.name! })
  func namedCurves(name: String) throws {
    let f = try #require(TimingFunction.named(name))
    #expect(f.name == name)
    #expect(f.progress(at: 0) == 0)
    #expect(abs(f.progress(at: 1) - 1) < 1e-15)
    for i in 0...1000 { #expect(f.progress(at: Double(i) / 1000).isFinite) }
  }

  // Penner at hand-computed points: easeInQuad(0.5) = 0.25; easeOutCubic(0.5) = 1 − 0.125;
  // easeInOutSine(0.25) = (1 − cos(π/4))/2; easeInBack dips below 0; easeOutBounce(1/2.75) = 1.
  @Test func pennerValues() throws {
    func f(_ name: String) throws -> TimingFunction { try #require(TimingFunction.named(name)) }
    #expect(try f("easeInQuad").progress(at: 0.5) == 0.25)
    #expect(try f("easeOutCubic").progress(at: 0.5) == 0.875)
    #expect(abs(try f("easeInOutSine").progress(at: 0.25) - (1 - cos(Double.pi / 4)) / 2) < 1e-15)
    #expect(try f("easeInBack").progress(at: 0.2) < 0)
    #expect(abs(try f("easeOutBounce").progress(at: 1 / 2.75) - 1) < 1e-15)
    #expect(try f("easeInOutExpo").progress(at: 0.5) == 0.5)
    #expect(TimingFunction.penner.count == 30)
  }

  // Timing model section 8's examples.
  @Test func springExamples() {
    let defaults = Spring()
    #expect(abs(defaults.progress(atTime: 0.1) - 0.340300) < 5e-7)
    #expect(abs(defaults.progress(atTime: 0.2) - 0.849426) < 5e-7)
    #expect(abs(defaults.progress(atTime: 0.3) - 1.124355) < 5e-7)
    let critical = Spring(damping: 20)
    #expect(abs(critical.progress(atTime: 0.1) - 0.264241) < 5e-7)
    #expect(abs(critical.progress(atTime: 0.5) - 0.959572) < 5e-7)
    // Damping 40 is treated as critical unless overdamping is allowed.
    #expect(Spring(damping: 40).progress(atTime: 0.1) == Spring(damping: 40).progress(atTime: 0.1))
    #expect(abs(Spring(damping: 40).progress(atTime: 0.1) - 0.264241) < 5e-7)
    #expect(Spring(damping: 40, allowsOverdamping: true).progress(atTime: 0.1) < 0.264241)
    #expect(abs(Spring(initialVelocity: 5).progress(atTime: 0.1) - 0.607053) < 5e-7)
    #expect(Spring(damping: 0).settlingDuration == .infinity)
  }

  // Apple's settling duration (springs.md §2.5) is a bound: after it the spring is never again out
  // by 1e-3 of the distance (under-damped: the envelope bound; critical and over-damped: a grid
  // time after which it stays within for over a second, and these curves do not come back).
  @Test(arguments: [
    Spring(), Spring(damping: 20), Spring(mass: 2, stiffness: 300, damping: 5),
    Spring(damping: 60, allowsOverdamping: true), Spring(.preset(.bouncy, duration: 0.5, extraBounce: 0)),
    Spring(.uikit(dampingRatio: 0.7, duration: 0.5)),
  ])
  func settlingDefinition(spring: Spring) {
    let settle = spring.settlingDuration
    for i in 1...2000 {
      #expect(abs(1 - spring.progress(atTime: settle + Double(i) * 0.005)) < 1e-3)
    }
  }

  // The inverse round-trips: progress(at: fraction(reaching: p)) == p within 1e-12 where reached.
  @Test func inverseRoundTripsOnRandomBeziers() async {
    let coordinate = Gen.double(in: 0...1)
    let overshoot = Gen.double(in: -1...2)
    await propertyCheck(count: 3000, input: coordinate, overshoot, coordinate, overshoot, Gen.double(in: -0.5...1.5)) {
      x1, y1, x2, y2, p in
      let f = try! TimingFunction(controlPoints: x1, y1, x2, y2)
      guard let x = f.fraction(reaching: p) else {
        // Never reached: p is outside the curve's range (checked on a dense grid).
        let values = (0...2000).map { f.progress(at: Double($0) / 2000) }
        #expect(p < values.min()! + 1e-9 || p > values.max()! - 1e-9)
        return
      }
      #expect((0...1).contains(x))
      #expect(abs(f.progress(at: x) - p) <= 1e-12)
      // And it is the first crossing: no earlier sample reaches p (beyond rounding).
      let earlier = stride(from: 0.0, to: x - 1e-6, by: 1e-3).map { f.progress(at: $0) }
      if let start = earlier.first {
        let crossed = earlier.contains { ($0 - p).sign != (start - p).sign && abs($0 - p) > 1e-9 }
        #expect(!crossed)
      }
    }
  }

  @Test(arguments: TimingFunction.allNamed.map { $0.name! })
  func inverseRoundTripsOnNamedCurves(name: String) throws {
    let f = try #require(TimingFunction.named(name))
    for p in stride(from: 0.05, through: 0.95, by: 0.05) {
      let x = try #require(f.fraction(reaching: p), "\(name) never reaches \(p)")
      #expect(abs(f.progress(at: x) - p) <= 1e-12, "\(name) p=\(p)")
    }
  }

  // Overshooting curves: the first crossing. (0.68,−0.55,0.265,1.55) reaches 1 first on the way up
  // (before the overshoot peak), not at x = 1; it dips below 0 first, so −0.05 is reached early.
  @Test func firstCrossingOfOvershootingCurve() throws {
    let back = try TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
    let one = try #require(back.fraction(reaching: 1))
    #expect(one < 0.9)
    let dip = try #require(back.fraction(reaching: -0.05))
    #expect(dip < 0.2)
    #expect(back.fraction(reaching: 2) == nil)
    #expect(TimingFunction.easeIn.fraction(reaching: 1.01) == nil)
    #expect(TimingFunction.easeIn.fraction(reaching: .nan) == nil)
  }

  // Seed 000's bisection (tolerance 0.005 on the output) against the exact inverse: the seed can
  // be off by several percent of the duration where the curve is flat; ours round-trips.
  @Test func betterThanTheSeedsBisection() {
    func seedBisection(_ f: TimingFunction, _ target: Double) -> Double {
      var a = 0.0, b = 1.0, middle = 0.0
      for _ in 0..<1000 {
        middle = (a + b) / 2
        let move = f.progress(at: middle)
        if move - 0.005 <= target && target <= move + 0.005 { break }
        if target < move { b = middle } else { a = middle }
      }
      return middle
    }
    var worst = 0.0
    for p in stride(from: 0.01, through: 0.99, by: 0.01) {
      let exact = TimingFunction.easeIn.fraction(reaching: p)!
      worst = max(worst, abs(seedBisection(.easeIn, p) - exact))
    }
    #expect(worst > 0.01)  // the seed's answer is off by more than 1 % of the duration somewhere
    // time(toMove:of:duration:) in the seed's terms: easeInEaseOut is symmetric, so half the
    // distance takes half the time.
    #expect(TimingFunction.easeInEaseOut.time(toMove: 50, of: 100, duration: 2) == 1)
    #expect(TimingFunction.easeIn.time(toMove: 1, of: 0, duration: 1) == nil)
  }

  // Keyframes (seed 003): steps + 2 values; the deviation shrinks as N grows; the smallest N for a
  // tolerance meets it while N − 1 does not.
  @Test func keyframeSampling() throws {
    let keyframes = Keyframes.sampling(.exponentialDecay, steps: 3, from: 0, to: 100)
    #expect(keyframes.values.count == 5)
    #expect(keyframes.values.first == .number(0) && keyframes.values.last == .number(100))
    var previous = Double.infinity
    for n in [1, 2, 4, 8, 16, 32, 64] {
      let deviation = Keyframes.maximumDeviation(of: .exponentialDecay, steps: n)
      #expect(deviation < previous)
      previous = deviation
    }
    // Linear needs no interstitial keyframes at all.
    #expect(Keyframes.maximumDeviation(of: .linear, steps: 0) < 1e-15)
    let n = try #require(Keyframes.smallestSteps(for: .easeInEaseOut, tolerance: 0.001))
    #expect(Keyframes.maximumDeviation(of: .easeInEaseOut, steps: n) <= 0.001)
    #expect(Keyframes.maximumDeviation(of: .easeInEaseOut, steps: n - 1) > 0.001)
  }

  // A quadratic sampled with 1 interstitial step (3 values at 0, ½, 1): the chord from (0,0) to
  // (½,¼) has slope ½; t² − t/2 is most negative at t = ¼: deviation 1/16.
  @Test func keyframeDeviationByHand() {
    #expect(abs(Keyframes.maximumDeviation(of: .quadratic, steps: 1) - 1.0 / 16) < 1e-9)
  }

  // Keyframe values with key times and per-segment functions.
  @Test func keyframeValues() throws {
    let keyframes = Keyframes(
      values: [.number(0), .number(10), .number(20)], keyTimes: [0, 0.25, 1], timingFunctions: [.linear, .easeIn])
    #expect(keyframes.value(at: 0.125) == .number(5))
    #expect(keyframes.value(at: 0.25) == .number(10))
    let expected = 10 + 10 * TimingFunction.easeIn.progress(at: 0.5)
    let value = keyframes.value(at: 0.625)
    if case .number(let v)? = value { #expect(abs(v - expected) < 1e-12) } else { Issue.record("no value") }
    #expect(keyframes.value(at: 1) == .number(20))
  }
}

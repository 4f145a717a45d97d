import MediaTiming
import PropertyBased
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// presentation-model.md §12's worked examples K1–K24, each with its derivation, plus a few of our
/// own per rule. Keyframe values are checked through `Keyframes.value(at:)` at progress p; the
/// examples that involve timing, repeats or composition go through a layer's evaluation.
@Suite("Presentation model: keyframes, endpoints, additive, cumulative")
struct PresentationModelTests {
  func numbers(_ values: [Double]) -> [AnimatedValue] { values.map { .number($0) } }

  func value(_ keyframes: Keyframes, at p: Double) -> Double? {
    if case .number(let v)? = keyframes.value(at: p) { return v }
    return nil
  }

  func near(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-12) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
  }

  // K1: segment 1 of [0, 0.5, 1], u = (0.75 − 0.5)/0.5 = 0.5, f = 10 + 0.5·20 = 20.
  // K2: defaults [0, 1/3, 2/3, 1]; p = 0.5 is segment 1 at u = 1/2, f = 10 + 10 = 20.
  @Test func linear() {
    #expect(near(value(Keyframes(values: numbers([0, 10, 30]), keyTimes: [0, 0.5, 1]), at: 0.75), 20))
    #expect(near(value(Keyframes(values: numbers([0, 10, 30, 60])), at: 0.5), 20))
  }

  // K3: valid [0, 0.8, 1]: u = 0.25/0.8 = 0.3125, f = 3.125. Invalid arrays (wrong count, first ≠ 0,
  // decreasing) are ignored: defaults [0, 0.5, 1], u = 0.5, f = 5.
  @Test(
    arguments: [
      ([0, 0.8, 1], 3.125), ([0, 1], 5), ([0.2, 0.5, 1], 5), ([0, 0.75, 0.5], 5), ([0, 0.5, 1.2], 5),
    ] as [([Double], Double)])
  func keyTimesValidity(keyTimes: [Double], expected: Double) {
    let keyframes = Keyframes(values: numbers([0, 10, 100]), keyTimes: keyTimes)
    #expect(near(value(keyframes, at: 0.25), expected))
    #expect(keyframes.keyTimesIgnored == (expected == 5))
  }

  // K4: segment 1 at u = 0.5 eased by easeIn: 0.3153568126; f = 10 + 20·0.3153568126 = 16.307136.
  @Test func perSegmentTimingFunction() {
    let keyframes = Keyframes(
      values: numbers([0, 10, 30]), keyTimes: [0, 0.5, 1], timingFunctions: [.linear, .easeIn])
    #expect(near(value(keyframes, at: 0.75), 16.307136, 1e-6))
  }

  // K5: the animation's timingFunction first: q = easeInEaseOut(0.25) = 0.1291619310, segment 0 at
  // u = q/0.5 = 0.2583238621, f = 2.583239. Through a layer: duration 1, at t = 0.25.
  @Test func animationTimingFunctionFirst() {
    var animation = Animation(
      id: "a", keyPath: "opacity", keyframes: Keyframes(values: numbers([0, 10, 30]), keyTimes: [0, 0.5, 1]))
    animation.duration = 1
    animation.timingFunction = .easeInEaseOut
    let layer = Layer(id: "root", animations: [animation])
    guard case .number(let v)? = layer.evaluate(atMediaTime: 0.25).animation("root/a")?.value else {
      Issue.record("no value")
      return
    }
    #expect(abs(v - 2.583239) < 1e-6)
  }

  // K6–K8: discrete holds value j on [kⱼ, kⱼ₊₁), the last through p = 1; nil key times are i/n.
  static let discreteCases: [([Double], [Double]?, Double, Double)] = [
    ([100.0, 200, 300], [0, 0.25, 0.5, 1] as [Double]?, 0.10, 100.0), ([100, 200, 300], [0, 0.25, 0.5, 1], 0.25, 200),
    ([100, 200, 300], [0, 0.25, 0.5, 1], 0.49, 200), ([100, 200, 300], [0, 0.25, 0.5, 1], 0.5, 300),
    ([100, 200, 300], [0, 0.25, 0.5, 1], 0.9, 300), ([100, 200, 300], [0, 0.25, 0.5, 1], 1, 300),
    ([310, 60, 120, 60], [0, 0.25, 0.5, 0.75, 1], 0.49, 60), ([310, 60, 120, 60], [0, 0.25, 0.5, 0.75, 1], 0.6, 120),
    ([310, 60, 120, 60], [0, 0.25, 0.5, 0.75, 1], 0.8, 60),
    ([100, 200, 300, 400], nil, 0.3, 200), ([100, 200, 300, 400], nil, 0.74, 300),
    ([100, 200, 300, 400], nil, 0.75, 400),
    ([100, 200, 300, 400], nil, 1, 400),
  ]
  @Test(arguments: discreteCases)
  func discrete(values: [Double], keyTimes: [Double]?, p: Double, expected: Double) {
    let keyframes = Keyframes(values: numbers(values), keyTimes: keyTimes, calculationMode: .discrete)
    #expect(value(keyframes, at: p) == expected)
  }

  // K9: discrete with timingFunction easeIn at p = 0.5: q = 0.31536 ∈ [0.25, 0.5) → 200.
  @Test func discreteWithAnimationTimingFunction() {
    var animation = Animation(
      id: "a", keyPath: "opacity",
      keyframes: Keyframes(values: numbers([100, 200, 300, 400]), calculationMode: .discrete))
    animation.duration = 1
    animation.timingFunction = .easeIn
    let layer = Layer(id: "root", animations: [animation])
    #expect(layer.evaluate(atMediaTime: 0.5).animation("root/a")?.value == .number(200))
  }

  // K10: paced [0, 10, 30]: d = [10, 20], times [0, 1/3, 1]; p = 0.5 is distance 15 → 15, whatever
  // key times or timing functions say. K11: [310, 60, 120, 60, 310], d = [250, 60, 60, 250]:
  // p = 0.5 → distance 310 = keyframe 2 → 120; p = 0.25 → 155 down segment 0 → 155.
  @Test func pacedNumbers() {
    var keyframes = Keyframes(values: numbers([0, 10, 30]), calculationMode: .paced)
    #expect(near(value(keyframes, at: 0.5), 15))
    keyframes.keyTimes = [0, 0.9, 1]
    keyframes.timingFunctions = [.easeIn, .easeIn]
    #expect(near(value(keyframes, at: 0.5), 15))
    #expect(keyframes.effectiveKeyTimes == [0, 1.0 / 3, 1])
    var animation = Animation(id: "a", keyPath: "opacity", keyframes: keyframes)
    animation.duration = 1
    animation.timingFunction = .easeIn
    let layer = Layer(id: "root", animations: [animation])
    #expect(layer.evaluate(atMediaTime: 0.5).animation("root/a")?.value == .number(15))
    let apple = Keyframes(values: numbers([310, 60, 120, 60, 310]), calculationMode: .paced)
    #expect(near(value(apple, at: 0.5), 120))
    #expect(near(value(apple, at: 0.25), 155))
  }

  // K12: points (0,0) → (30,40) → (30,0): d = [50, 40]; p = 0.5 is distance 45, 0.9 of segment 0
  // → (27, 36); p = 0.75 is 67.5, 17.5/40 of segment 1 → (30, 22.5). Sizes (0,0), (6,8), (6,38):
  // d = [10, 30], distance 20 → 1/3 of segment 1 → (6, 18).
  @Test func pacedPointsAndSizes() throws {
    let points = Keyframes(values: [.point(0, 0), .point(30, 40), .point(30, 0)], calculationMode: .paced)
    let half = try #require(points.value(at: 0.5))
    #expect(abs(half.component(0) - 27) < 1e-12 && abs(half.component(1) - 36) < 1e-12)
    let threeQuarters = try #require(points.value(at: 0.75))
    #expect(abs(threeQuarters.component(0) - 30) < 1e-12 && abs(threeQuarters.component(1) - 22.5) < 1e-12)
    let sizes = Keyframes(values: [.size(0, 0), .size(6, 8), .size(6, 38)], calculationMode: .paced)
    let size = try #require(sizes.value(at: 0.5))
    #expect(size.kind == .size && abs(size.component(0) - 6) < 1e-12 && abs(size.component(1) - 18) < 1e-12)
  }

  // K13: [0, 1, 4, 9], p = 0.5 → segment 1 at s = ½ (basis ½, ⅛, ½, −⅛). TCB 0: T₁ = 2, T₂ = 4,
  // f = ½ + ¼ + 2 − ½ = 2.25; tension 1 at keys 1, 2: tangents 0, f = 2.5; continuity 1 at key 1:
  // T₁ᵒᵘᵗ = Δ⁻ = 1, f = 2.125; bias 1 at key 2: T₂ⁱⁿ = 3, f = 2.375.
  @Test func cubicTCB() {
    func cubic(tension: [Double]? = nil, continuity: [Double]? = nil, bias: [Double]? = nil) -> Double? {
      var keyframes = Keyframes(values: numbers([0, 1, 4, 9]), calculationMode: .cubic)
      keyframes.tensionValues = tension
      keyframes.continuityValues = continuity
      keyframes.biasValues = bias
      return value(keyframes, at: 0.5)
    }
    #expect(near(cubic(), 2.25))
    #expect(near(cubic(tension: [0, 1, 1, 0]), 2.5))
    #expect(near(cubic(continuity: [0, 1, 0, 0]), 2.125))
    #expect(near(cubic(bias: [0, 0, 1, 0]), 2.375))
  }

  // K14: reflected ends. [0, 10, 10]: v₋₁ = −10, T₀ = 10, T₁ = 5; p = 0.25 → ⅛·10 + ½·10 − ⅛·5 =
  // 5.625; p = 0.75 → 10.625. [0, 1] is exactly linear (0.25). [0, 1, 0]: T₀ = 1, T₁ = 0 → 0.625.
  // K15: [310, 60, 120, 60, 310] at p = 0.125 → 165.625, p = 0.375 → 78.125.
  // K16: [0, 10, 30], key times [0, 0.25, 1], p = 0.75 → s = 2/3, f = 620/27.
  static let cubicCases: [([Double], [Double]?, Double, Double)] = [
    ([0.0, 10, 10], nil, 0.25, 5.625), ([0, 10, 10], nil, 0.75, 10.625), ([0, 1], nil, 0.25, 0.25),
    ([0, 1, 0], nil, 0.25, 0.625), ([310, 60, 120, 60, 310], [0, 0.25, 0.5, 0.75, 1], 0.125, 165.625),
    ([310, 60, 120, 60, 310], [0, 0.25, 0.5, 0.75, 1], 0.375, 78.125), ([0, 10, 30], [0, 0.25, 1], 0.75, 620.0 / 27),
  ]
  @Test(arguments: cubicCases)
  func cubic(values: [Double], keyTimes: [Double]?, p: Double, expected: Double) {
    let keyframes = Keyframes(values: numbers(values), keyTimes: keyTimes, calculationMode: .cubic)
    #expect(near(value(keyframes, at: p), expected))
  }

  // K17: cubicPaced [0, 10, 30]: both segments monotone, Λ = 30, f = 30p → 15 at p = 0.5.
  // [0, 10, 10]: segment 1 overshoots to 10 + 20/27 at s = 1/3, so Λ = 10 + 40/27 = 310/27; p = 0.9
  // is distance 31/3, 1/3 past 10 on the rising part → 31/3.
  @Test func cubicPaced() {
    #expect(near(value(Keyframes(values: numbers([0, 10, 30]), calculationMode: .cubicPaced), at: 0.5), 15))
    #expect(near(value(Keyframes(values: numbers([0, 10, 10]), calculationMode: .cubicPaced), at: 0.9), 31.0 / 3))
  }

  // cubicPaced on points moves at constant speed along the spline: equal arc length per equal time.
  @Test func cubicPacedPointsConstantSpeed() throws {
    let keyframes = Keyframes(
      values: [.point(0, 0), .point(100, 0), .point(100, 100), .point(0, 100)], calculationMode: .cubicPaced)
    var points: [AnimatedValue] = []
    for i in 0...400 { points.append(try #require(keyframes.value(at: Double(i) / 400))) }
    let steps = zip(points, points.dropFirst()).map { $0.distance(to: $1)! }
    #expect(steps.max()! - steps.min()! < 1e-3 * steps.max()!)
    #expect(points.first == .point(0, 0) && points.last == .point(0, 100))
  }

  // K18: path M(0,0) L(100,0) L(100,10): keyframes at [0, 0.5, 1], p = 0.75 → (100, 5); paced,
  // L = 110, distance 82.5 → (82.5, 0). M(0,0) Q((50,100),(100,0)) at p = 0.5 → (50, 50).
  @Test func paths() throws {
    var keyframes = Keyframes(values: [])
    keyframes.path = try KeyframePath(parsing: "M0,0 L100,0 L100,10")
    #expect(keyframes.keyframeValues == [.point(0, 0), .point(100, 0), .point(100, 10)])
    #expect(keyframes.value(at: 0.75) == .point(100, 5))
    keyframes.calculationMode = .paced
    let paced = try #require(keyframes.value(at: 0.75))
    #expect(abs(paced.component(0) - 82.5) < 1e-9 && abs(paced.component(1)) < 1e-12)
    var quad = Keyframes(values: [])
    quad.path = try KeyframePath(parsing: "M0 0 Q50 100 100 0")
    #expect(quad.value(at: 0.5) == .point(50, 50))
    // Relative commands, H/V and Z: m10,10 h20 v20 z is a square back to (10, 10).
    let square = try KeyframePath(parsing: "m10,10 h20 v20 z")
    #expect(square.keyframePoints == [SIMD2(10, 10), SIMD2(30, 10), SIMD2(30, 30), SIMD2(10, 10)])
  }

  @Test(arguments: [
    ("", "at least one"), ("L10,0", "starts with M"), ("M0,0 A1,1", "unsupported command"),
    ("M0,0 L1", "expected a number"),
  ])
  func badPaths(text: String, reason: String) {
    do {
      _ = try KeyframePath(parsing: text)
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.message.contains(reason), "\(error)")
    }
  }

  // K24: θ = atan2 of the path's tangent: up (0, −100) → −π/2, +π with autoReverse → π/2;
  // M(0,0) L(100,100) → π/4.
  @Test func rotationMode() throws {
    var up = Keyframes(values: [])
    up.path = try KeyframePath(parsing: "M0,0 L0,-100")
    up.rotationMode = .auto
    #expect(near(up.rotation(at: 0.5), -Double.pi / 2))
    up.rotationMode = .autoReverse
    #expect(near(up.rotation(at: 0.5), Double.pi / 2))
    var diagonal = Keyframes(values: [])
    diagonal.path = try KeyframePath(parsing: "M0,0 L100,100")
    diagonal.rotationMode = .auto
    #expect(near(diagonal.rotation(at: 0.2), Double.pi / 4))
  }

  // Every mode starts on the first keyframe and ends on the last; linear, cubic and paced pass
  // through each keyframe at its (effective) key time; discrete shows keyframe j from kⱼ.
  @Test(arguments: CalculationMode.allCases)
  func everyModeAtKeysAndEnds(mode: CalculationMode) {
    let values = [0.0, 10, 4, 30]
    let keyframes = Keyframes(
      values: numbers(values), keyTimes: mode == .discrete ? nil : [0, 0.2, 0.7, 1], calculationMode: mode)
    #expect(value(keyframes, at: 0) == 0)
    #expect(value(keyframes, at: 1) == 30)
    let times = keyframes.effectiveKeyTimes
    for (index, expected) in values.enumerated() {
      #expect(near(value(keyframes, at: times[index]), expected, 1e-9), "\(mode) key \(index)")
    }
    // Between keys: strictly between the neighbouring values for the monotone first segment.
    let middle = value(keyframes, at: (times[0] + times[1]) / 2) ?? .nan
    #expect(middle >= 0 && middle <= 10 + 1e-9)
    if mode == .discrete { #expect(middle == 0) }
  }

  // MARK: Through a layer: endpoints, cumulative, additive, composition

  /// The layer's presented value of `keyPath` at `t` with `animations` and model `model`.
  func presented(
    _ keyPath: String, _ animations: [Animation], model: [PropertyValue] = [], at t: Double
  ) -> AnimatedValue? {
    let layer = Layer(id: "root", animations: animations, properties: model)
    let address = KeyPathAddress.of(keyPath)!
    return layer.presentation(atMediaTime: t).first?.property(address.reportedKeyPath)?.presented
  }

  func basic(
    _ id: String = "a", from: Double? = nil, to: Double? = nil, by: Double? = nil, additive: Bool = false
  )
    -> Animation
  {
    var animation = Animation(
      id: id, keyPath: "opacity", from: from.map { .number($0) }, to: to.map { .number($0) }, by: by.map { .number($0) }
    )
    animation.duration = 1
    animation.isAdditive = additive
    return animation
  }

  // K23 with model 50 (duration 1, so t = p): the eight from/to/by cases and an additive to.
  static let endpointCases: [(Double?, Double?, Double?, Bool, Double, Double)] = [
    (10, 20, nil, false, 0.3, 13), (10, nil, 5, false, 0.4, 12), (nil, 10, 4, false, 0.5, 8),
    (0, nil, nil, false, 0.75, 37.5), (nil, 80, nil, false, 0.25, 57.5), (nil, nil, 20, false, 0.5, 60),
    (0, 10, 100, false, 0.5, 5), (nil, 10, nil, true, 0.5, 55),
  ]
  @Test(arguments: endpointCases)
  func endpoints(from: Double?, to: Double?, by: Double?, additive: Bool, t: Double, expected: Double) {
    let value = presented(
      "opacity", [basic(from: from, to: to, by: by, additive: additive)],
      model: [PropertyValue("opacity", .number(50))],
      at: t)
    if case .number(let v)? = value { #expect(abs(v - expected) < 1e-12) } else { Issue.record("no value") }
  }

  // K19: cumulative basic. 0 → 10 × 3 repeats: k = 2 at p = 0.5 → 5 + 2·10 = 25. 5 → 10, k = 1,
  // p = 0.5 → 7.5 + 10 = 17.5 (contested: (last − first) would give 12.5). 0 → 10, 2 repeats, fill
  // forwards, at the end instant k = 1 and p = 1 → 20. With autoreverses E = from = 0: no growth.
  @Test func cumulativeBasic() {
    var a = basic(from: 0, to: 10)
    a.repeatCount = 3
    a.isCumulative = true
    #expect(presented("opacity", [a], at: 2.5) == .number(25))
    var b = basic(from: 5, to: 10)
    b.repeatCount = 2
    b.isCumulative = true
    #expect(presented("opacity", [b], at: 1.5) == .number(17.5))
    var c = basic(from: 0, to: 10)
    c.repeatCount = 2
    c.isCumulative = true
    c.fillMode = .forwards
    c.removedOnCompletion = false
    #expect(presented("opacity", [c], at: 2) == .number(20))
    #expect(presented("opacity", [c], at: 5) == .number(20))
    var d = basic(from: 0, to: 10)
    d.repeatCount = 3
    d.autoreverses = true
    d.isCumulative = true
    #expect(presented("opacity", [d], at: 2.5) == .number(5))  // cycle 1 (2…4 s), forward at 0.5
  }

  // K20: cumulative keyframes [0, 10, 30] at [0, 0.5, 1], k = 1, p = 0.75 → 20 + 30 = 50.
  @Test func cumulativeKeyframes() {
    var a = Animation(
      id: "a", keyPath: "opacity", keyframes: Keyframes(values: numbers([0, 10, 30]), keyTimes: [0, 0.5, 1]))
    a.duration = 1
    a.repeatCount = 2
    a.isCumulative = true
    #expect(presented("opacity", [a], at: 1.75) == .number(50))
  }

  // K21: the objc.io shake: model x 100, keyframes [0, 10, −10, 10, 0] at [0, 1/6, 1/2, 5/6, 1],
  // additive. p = 0.25: segment 1 at u = 1/4, f = 10 − 5 = 5 → 105; p = 1/3: u = ½, f = 0 → 100.
  @Test func additiveShake() throws {
    var shake = Animation(
      id: "shake", keyPath: "position.x",
      keyframes: Keyframes(values: numbers([0, 10, -10, 10, 0]), keyTimes: [0, 1.0 / 6, 3.0 / 6, 5.0 / 6, 1]))
    shake.duration = 1
    shake.isAdditive = true
    let model = [PropertyValue("position", .point(100, 40))]
    let quarter = try #require(presented("position", [shake], model: model, at: 0.25))
    #expect(abs(quarter.component(0) - 105) < 1e-12 && quarter.component(1) == 40)
    let third = try #require(presented("position", [shake], model: model, at: 1.0 / 3))
    #expect(abs(third.component(0) - 100) < 1e-12)
  }

  // K22: model 100; A replaces (0 → 50 at p = 0.5: 25), B adds 5. [A, B] → 30; [B, A] → 25.
  @Test func compositionOrder() {
    let a = basic("A", from: 0, to: 50)
    let b = basic("B", from: 5, to: 5, additive: true)
    let model = [PropertyValue("opacity", .number(100))]
    #expect(presented("opacity", [a, b], model: model, at: 0.5) == .number(30))
    #expect(presented("opacity", [b, a], model: model, at: 0.5) == .number(25))
    let layer = Layer(id: "root", animations: [a, b], properties: model)
    let property = layer.presentation(atMediaTime: 0.5).first?.property("opacity")
    #expect(property?.contributions.map(\.path) == ["root/A", "root/B"])
    #expect(property?.model == .number(100))
  }

  // Two replacing animations and one additive on position.x and position.y: the later replacement
  // wins its component, the additive one adds on top; y keeps the model value where nothing
  // animates it.
  @Test func compositionOnComponents() throws {
    var x1 = Animation(id: "x1", keyPath: "position.x", from: .number(0), to: .number(100))
    x1.duration = 1
    var x2 = Animation(id: "x2", keyPath: "position.x", from: .number(200), to: .number(300))
    x2.duration = 1
    var nudge = Animation(id: "nudge", keyPath: "position", from: .point(1, 2), to: .point(1, 2))
    nudge.duration = 1
    nudge.isAdditive = true
    let value = try #require(
      presented("position", [x1, x2, nudge], model: [PropertyValue("position", .point(5, 7))], at: 0.5))
    // x: x2 replaces x1 → 250, + 1 = 251; y: model 7 + 2 = 9.
    #expect(value == .point(251, 9))
  }

  // An additive transform.scale concatenates (multiplies); a missing end is the identity, 1.
  @Test func additiveScaleMultiplies() {
    var grow = Animation(id: "grow", keyPath: "transform.scale", to: .number(3))
    grow.duration = 1
    grow.isAdditive = true
    let model = [PropertyValue("transform.scale", .number(2))]
    // At p = 0.5 the animation's value is 1 + 0.5·(3 − 1) = 2, concatenated: 2 × 2 = 4.
    #expect(presented("transform.scale", [grow], model: model, at: 0.5) == .number(4))
    // Not additive: to-only reads the model value 2, halfway to 3 is 2.5.
    grow.isAdditive = false
    #expect(presented("transform.scale", [grow], model: model, at: 0.5) == .number(2.5))
  }

  // `transform.scale.xy` (undocumented, read by Core Animation, used by pulse libraries) writes
  // one number to the x and y scales and leaves z alone; read back, the average of x and y.
  @Test func scaleXYScalesXAndY() {
    var pulse = Animation(id: "pulse", keyPath: "transform.scale.xy", from: .number(0), to: .number(1))
    pulse.duration = 1
    // Linear, half way: 0.5 on x and y; z stays 1, so the uniform scale reads (0.5 + 0.5 + 1) / 3.
    let shown = Layer(id: "root", animations: [pulse]).presentation(atMediaTime: 0.5)[0]
    #expect(shown.presentedValue("transform.scale.x") == .number(0.5))
    #expect(shown.presentedValue("transform.scale.y") == .number(0.5))
    #expect(shown.presentedValue("transform.scale.z") == .number(1))
    #expect(shown.presentedValue("transform.scale.xy") == .number(0.5))
    #expect(shown.presentedValue("transform.scale") == .number(2.0 / 3))
  }

  // A removed animation leaves the model value ("snaps back"); a forward fill holds the end.
  @Test func snapBackToTheModel() {
    var move = Animation(id: "move", keyPath: "position.x", to: .number(200))
    move.duration = 1
    let model = [PropertyValue("position", .point(20, 40))]
    #expect(presented("position", [move], model: model, at: 2) == .point(20, 40))
    move.fillMode = .forwards
    move.removedOnCompletion = false
    #expect(presented("position", [move], model: model, at: 2) == .point(200, 40))
  }

  // MARK: Properties

  // Paced mode moves at constant speed: at time p the value is the point at distance p·L along
  // the keyframes (walked here independently, segment by segment).
  @Test func pacedConstantSpeed() async {
    await propertyCheck(count: 300, input: Gen.double(in: -100...100).array(of: 2...8)) { raw in
      let keyframes = Keyframes(values: numbers(raw), calculationMode: .paced)
      let lengths = zip(raw, raw.dropFirst()).map { abs($1 - $0) }
      let total = lengths.reduce(0, +)
      guard total > 1e-6 else { return }
      for i in 0...100 {
        var remaining = total * Double(i) / 100
        var expected = raw.last!
        for (index, length) in lengths.enumerated() {
          if remaining <= length {
            expected = raw[index] + (raw[index + 1] > raw[index] ? remaining : -remaining)
            break
          }
          remaining -= length
        }
        #expect(near(value(keyframes, at: Double(i) / 100), expected, 1e-9 * max(1, total)))
      }
    }
  }

  // Cubic with two values is linear (reflected ends give chord tangents, K14).
  @Test func cubicWithTwoValuesIsLinear() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: -1000...1000), Gen.double(in: -1000...1000), Gen.double(in: 0...1)
    ) {
      a, b, p in
      let keyframes = Keyframes(values: numbers([a, b]), calculationMode: .cubic)
      #expect(near(value(keyframes, at: p), a + (b - a) * p, 1e-9 * max(1, abs(a), abs(b))))
    }
  }

  // Discrete only ever shows listed values.
  @Test func discreteShowsOnlyListedValues() async {
    await propertyCheck(count: 300, input: Gen.double(in: -10...10).array(of: 1...6), Gen.double(in: -0.5...1.5)) {
      raw, p in
      let keyframes = Keyframes(values: numbers(raw), calculationMode: .discrete)
      #expect(value(keyframes, at: p).map { raw.contains($0) } == true)
    }
  }

  // Composing one non-additive animation gives that animation's own value.
  @Test func singleAnimationComposesToItsValue() async {
    await propertyCheck(
      count: 300, input: Gen.double(in: -100...100), Gen.double(in: -100...100), Gen.double(in: 0...1.5)
    ) {
      from, to, t in
      let a = basic(from: from, to: to)
      let layer = Layer(id: "root", animations: [a], properties: [PropertyValue("opacity", .number(7))])
      let evaluation = layer.evaluate(atMediaTime: t)
      let own = evaluation.animation("root/a")?.value ?? .number(7)
      #expect(layer.presentation(in: evaluation).first?.property("opacity")?.presented == own)
    }
  }
}

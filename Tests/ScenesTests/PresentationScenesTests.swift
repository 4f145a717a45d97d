import MediaTiming
import Scenes
import Testing

/// The bundled presentation scenes show what their captions say; values derived by hand.
@Suite("Bundled presentation scenes")
struct PresentationScenesTests {
  func presented(_ scene: String, _ layer: String, _ keyPath: String, at t: Double) throws -> AnimatedValue? {
    let scene = try #require(BundledScenes.scene(named: scene))
    let layers = scene.root.presentation(atMediaTime: t)
    return try #require(layers.first { $0.path == layer }).property(keyPath)?.presented
  }

  func x(_ value: AnimatedValue?) -> Double { value?.component(0) ?? .nan }
  func y(_ value: AnimatedValue?) -> Double { value?.component(1) ?? .nan }

  // Seed 003: the dot starts at the first keyframe (40) and, after 2.5 s, stays at the model
  // value 200 that was set before adding the animation.
  @Test func keyframedBounce() throws {
    #expect(y(try presented("keyframed-bounce", "root/redDot", "position", at: 0)) == 40)
    #expect(y(try presented("keyframed-bounce", "root/redDot", "position", at: 2.6)) == 200)
    // It overshoots: some frame shows more than 200 (the second-order curve's 33 % overshoot).
    let ys = try (0...50).map { y(try presented("keyframed-bounce", "root/redDot", "position", at: Double($0) * 0.05)) }
    #expect(ys.max()! > 240)
  }

  // The shake adds to the move. t = 0.2: shake at p = 0.25 adds 5 to the backwards-filled 160.
  // t = 0.85: move at 0.5 of easeInEaseOut (symmetric: 0.5) → 190; shake repeat 1 at p = 0.875,
  // segment 5/6…1 at u = 0.25 → 10 − 2.5 = 7.5; 197.5. t = 1.2: both done, the fill holds 220.
  @Test func additiveShake() throws {
    #expect(abs(x(try presented("additive-shake", "root", "position", at: 0.2)) - 165) < 1e-9)
    #expect(abs(x(try presented("additive-shake", "root", "position", at: 0.85)) - 197.5) < 1e-9)
    #expect(x(try presented("additive-shake", "root", "position", at: 1.2)) == 220)
  }

  // Four cumulative quarter turns end at 2π; without cumulative, at π/2.
  @Test func cumulativeRotation() throws {
    let whole = try presented("cumulative-rotation", "root/cumulative", "transform.rotation.z", at: 2.2)
    #expect(abs((whole?.component(0) ?? 0) - 2 * Double.pi) < 1e-12)
    #expect(
      try presented("cumulative-rotation", "root/plain", "transform.rotation.z", at: 2.2) == .number(Double.pi / 2))
  }

  // 0.35 s of 0.8 is p = 0.4375: frame 3 of 8 (key times i/8) → x 0.375.
  @Test func discreteSprite() throws {
    #expect(x(try presented("discrete-sprite", "root", "contentsRect", at: 0.35)) == 0.375)
    #expect(x(try presented("discrete-sprite", "root", "contentsRect", at: 1.15)) == 0.375)
  }

  // At 1.25 s (p = 0.5) the linear dot is half-way round the corner's quadratic element:
  // 0.25·(280, 200) + 0.5·(300, 200) + 0.25·(300, 180) = (295, 195); the paced one is still on the
  // first line (it is 0.5 × total length along), turned along +x.
  @Test func pacedPath() throws {
    #expect(try presented("paced-path", "root/linear", "position", at: 1.25) == .point(295, 195))
    let paced = try presented("paced-path", "root/paced", "position", at: 1.25)
    #expect(y(paced) == 200 && x(paced) < 280)
    #expect(try presented("paced-path", "root/paced", "transform.rotation.z", at: 1.25) == .number(0))
  }

  // Seed 000: at timeOffset 0.3797… (where easeInEaseOut reaches 0.3), position.x is 30.
  @Test func presentationProbe() throws {
    let value = try presented("presentation-probe", "referenceLayer", "position", at: 0.37970443877411514)
    #expect(abs(x(value) - 30) < 1e-9)
  }
}

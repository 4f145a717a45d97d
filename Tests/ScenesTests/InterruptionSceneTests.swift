import MediaTiming
import Scenes
import Testing

/// The bundled `interruption` scene (issue "Time in the code, and UIKit", part 4): a box moving
/// 40 → 280 over 2 s (easeInEaseOut) is sent back to 40 at 1 s three ways. Worked by hand:
/// easeInEaseOut is symmetric, so at half its duration it is at half its way: 160 at 1 s.
@Suite("The interruption scene")
struct InterruptionSceneTests {
  static let scene = BundledScenes.scene(named: "interruption")!

  static func x(_ layer: String, at t: Double) -> Double? {
    let root = scene.root(atMediaTime: t)
    let presentation = root.presentation(in: root.evaluate(atMediaTime: t), ofLayer: "root/\(layer)")
    return presentation.first?.presentedValue("position")?.components.first
  }

  /// Velocity in points per second over [t, t + h].
  static func velocity(_ layer: String, at t: Double, h: Double = 1e-4) -> Double {
    ((x(layer, at: t + h) ?? 0) - (x(layer, at: t) ?? 0)) / h
  }

  @Test func allThreeAreAtTheMiddleJustBefore() {
    for layer in ["replace", "additive", "naive"] {
      #expect(abs((Self.x(layer, at: 1 - 1e-9) ?? 0) - 160) < 1e-4, "\(layer)")
    }
  }

  // Replace: from the presentation (160) to the model (40): the position is continuous, and the
  // new curve starts at rest (easeIn), so the velocity drops from about 207 pt/s to about 0.
  @Test func replaceKeepsThePositionButNotTheVelocity() {
    #expect(Self.x("replace", at: 1) == 160)
    #expect(Self.velocity("replace", at: 0.9999) > 200)
    #expect(abs(Self.velocity("replace", at: 1)) < 1)
    #expect(Self.x("replace", at: 1.5) == 100)  // halfway from 160 to 40
  }

  // UIKit's additive pair: the first keeps running (its velocity carries on), the second starts
  // at rest: both the position and the velocity are continuous.
  @Test func additiveKeepsBoth() {
    #expect(abs((Self.x("additive", at: 1) ?? 0) - 160) < 1e-9)
    #expect(abs(Self.velocity("additive", at: 1) - Self.velocity("additive", at: 0.9999)) < 2)
  }

  // Naive: from the model value read in code (280): the position jumps from 160 to 280.
  @Test func naiveJumps() {
    #expect(Self.x("naive", at: 1) == 280)
    #expect(Self.x("naive", at: 1.5) == 160)  // halfway from 280 to 40
  }

  @Test func allThreeEndWhereTheModelIs() {
    for layer in ["replace", "additive", "naive"] { #expect(Self.x(layer, at: 2.25) == 40, "\(layer)") }
  }
}

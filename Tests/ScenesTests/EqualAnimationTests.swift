import MediaTiming
import Scenes
import Testing

/// The decoder reads an animation document once and reuses it for equal ones (loops make
/// hundreds), but only when it was read cleanly: every copy with a problem or a warning still
/// reports it at its own path.
@Suite("Equal animations in scene files")
struct EqualAnimationTests {
  func scene(_ animation: String) -> String {
    #"{"name": "t", "layer": {"id": "root", "sublayers": ["#
      + (0..<3).map { #"{"id": "dot\#($0)", "animations": [\#(animation)]}"# }.joined(separator: ", ")
      + "]}}"
  }

  @Test func equalCleanAnimationsAreEqual() throws {
    let s = try Scene.decode(scene(#"{"id": "a", "keyPath": "opacity", "from": 0, "to": 1, "duration": 2}"#))
    let animations = s.root.sublayers.map { $0.animations[0] }
    #expect(animations.count == 3 && Set(animations).count == 1)
    #expect(animations[0].duration == 2 && animations[0].keyPath == "opacity")
  }

  @Test func everyCopyKeepsItsWarning() throws {
    let s = try Scene.decode(
      scene(#"{"id": "a", "keyPath": "opacity", "to": 1, "spring": "smooth", "timingFunction": "easeIn"}"#))
    #expect(
      s.warnings.map(\.path) == (0..<3).map { "layer.sublayers[\($0)].animations[0].timingFunction" })
  }

  @Test func everyCopyKeepsItsProblem() {
    var found: [SceneProblem] = []
    do {
      _ = try Scene.decode(scene(#"{"id": "a", "keyPath": "opacity", "to": 1, "duration": -1}"#))
    } catch {
      found = error.problems
    }
    #expect(found.map(\.path) == (0..<3).map { "layer.sublayers[\($0)].animations[0].duration" })
  }
}

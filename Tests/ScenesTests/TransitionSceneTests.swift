import MediaTiming
import Scenes
import Testing

/// Transitions in scene files and notation: the `transition` field makes a `CATransition`; its
/// fields are checked as Apple documents them (CATransition's startProgress/endProgress pages).
@Suite("Transitions in scene files")
struct TransitionSceneTests {
  func text(_ fields: String) -> String {
    #"{"name": "t", "layer": {"id": "root", "animations": [{"id": "transition", "# + fields + "}]}}"
  }

  func scene(_ fields: String) throws -> Scene { try Scene.decode(text(fields)) }

  func problems(_ fields: String) -> [SceneProblem] {
    do {
      _ = try Scene.decode(text(fields))
      return []
    } catch {
      return error.problems
    }
  }

  @Test func theTransitionFieldMakesACATransition() throws {
    let a = try scene(
      #""transition": "push", "subtype": "fromRight", "startProgress": 0.25, "endProgress": 0.75, "duration": 0.5"#
    ).root.animations[0]
    #expect(a.keyPath == nil)
    #expect(a.transition == Transition(type: "push", subtype: "fromRight", startProgress: 0.25, endProgress: 0.75))
    #expect(a.duration == 0.5)
  }

  @Test func defaultsAreCoreAnimations() throws {
    #expect(try scene(#""transition": "fade""#).root.animations[0].transition == Transition())
  }

  @Test(arguments: [
    (#""transition": "fade", "keyPath": "opacity""#, "layer.animations[0].keyPath", "no key path"),
    (#""transition": "puhs""#, "layer.animations[0].transition", "did you mean \"push\""),
    (#""transition": "push", "subtype": "right""#, "layer.animations[0].subtype", "fromRight"),
    (#""transition": "fade", "startProgress": 1.5"#, "layer.animations[0].startProgress", "from 0 to 1"),
    (
      #""transition": "fade", "startProgress": 0.6, "endProgress": 0.4"#, "layer.animations[0].endProgress",
      "not be less than startProgress"
    ),
    (#""transition": "fade", "additive": true"#, "layer.animations[0].additive", "not to a transition"),
  ])
  func badFieldsAreNamed(fields: String, path: String, message: String) {
    let found = problems(fields)
    #expect(found.contains { $0.path == path && $0.message.contains(message) }, "\(found)")
  }

  @Test func aPrivateTypeIsKeptWithAWarning() throws {
    let scene = try scene(#""transition": "cube", "subtype": "fromLeft""#)
    #expect(scene.root.animations[0].transition?.type == "cube")
    #expect(scene.warnings.map(\.path) == ["layer.animations[0].transition"])
    #expect(scene.warnings.first?.message.contains("private") == true)
  }

  // CALayer's add(_:forKey:): "The special key kCATransition is automatically used for transition
  // animations."
  @Test func anotherKeyIsNotTheOneCoreAnimationUses() throws {
    let scene = try Scene.decode(
      #"{"name": "t", "layer": {"id": "root", "animations": [{"id": "fadeText", "transition": "fade"}]}}"#)
    #expect(scene.warnings.map(\.path) == ["layer.animations[0].id"])
    let grouped = try Scene.decode(
      #"{"name": "t", "layer": {"id": "root", "animations": [{"id": "g", "animations": [{"id": "fadeText", "transition": "fade"}]}]}}"#
    )
    #expect(grouped.warnings.isEmpty)
  }

  @Test func aFadeHasNoSide() throws {
    let scene = try scene(#""transition": "fade", "subtype": "fromLeft""#)
    #expect(scene.warnings.map(\.path) == ["layer.animations[0].subtype"])
  }

  // Written and read back, as a file and as notation.
  @Test func roundTrips() throws {
    let original = try scene(
      #""transition": "reveal", "subtype": "fromBottom", "endProgress": 0.5, "duration": 2, "fillMode": "both""#)
    #expect(try Scene.decode(original.fileText).root == original.root)
    let notation = original.notation
    #expect(notation.contains("transition=reveal subtype=fromBottom"))
    #expect(try Scene.parseNotation(notation).root == original.root)
  }

  // Notation gives a transition no key path and the id `transition`.
  @Test func notationReadsATransition() throws {
    let scene = try Scene.parseNotation("transition=moveIn subtype=fromTop duration=0.3")
    let a = scene.root.animations[0]
    #expect(a.id == "transition" && a.keyPath == nil)
    #expect(a.transition == Transition(type: "moveIn", subtype: "fromTop"))
  }
}

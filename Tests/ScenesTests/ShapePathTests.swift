import MediaTiming
import Scenes
import Testing

/// A shape layer's `path` in scene files: read as SVG path data, presented, morphed as Core
/// Animation morphs paths (point by point when the elements match; Apple leaves other morphs
/// undefined: TimingLab switches halfway). Values by hand.
@Suite("Shape paths and morphs")
struct ShapePathTests {
  func presentedPath(_ animation: String, at time: Double) throws -> String? {
    let scene = try Scene.decode(
      """
      {"name": "m", "layer": {"id": "bar", "class": "CAShapeLayer",
        "properties": {"path": "M 0 10 L 10 10 L 10 0 Z"},
        "animations": [\(animation)]}}
      """)
    return scene.root.presentation(atMediaTime: time).first?.presentedValue("path").flatMap {
      if case .path(let p) = $0 { return p.data }
      return nil
    }
  }

  @Test func theModelPathIsPresentedAsWritten() throws {
    let scene = try Scene.decode(
      #"{"name": "p", "layer": {"id": "s", "class": "CAShapeLayer", "properties": {"path": "M 0 0 L 4 0 L 4 4"}}}"#)
    let value = scene.root.presentation(atMediaTime: 0).first?.presentedValue("path")
    #expect(value == .path(try KeyframePath(parsing: "M 0 0 L 4 0 L 4 4")))
    #expect(try Scene.decode(scene.fileText) == scene)
    #expect(try Scene.parseNotation(scene.notation).root == scene.root)
  }

  // Both triangles have three lines (Z closes with a line): halfway every point is halfway.
  @Test func matchingPathsMorphPointByPoint() throws {
    let morph =
      #"{"id": "grow", "keyPath": "path", "from": "M 0 10 L 10 10 L 10 0 Z", "to": "M 0 20 L 20 20 L 20 0 Z", "duration": 1}"#
    #expect(try presentedPath(morph, at: 0.5) == "M 0 15 L 15 15 L 15 0 L 0 15")
  }

  // A triangle to a square (three lines against four): the first until halfway, then the second.
  @Test func otherMorphsSwitchHalfway() throws {
    let morph =
      #"{"id": "swap", "keyPath": "path", "from": "M 0 10 L 10 10 L 10 0 Z", "to": "M 0 0 L 10 0 L 10 10 L 0 10 Z", "duration": 1}"#
    #expect(try presentedPath(morph, at: 0.4) == "M 0 10 L 10 10 L 10 0 Z")
    #expect(try presentedPath(morph, at: 0.6) == "M 0 0 L 10 0 L 10 10 L 0 10 Z")
  }

  @Test func aBadPathNamesTheFieldAndTheCharacter() {
    do {
      _ = try Scene.decode(
        #"{"name": "b", "layer": {"id": "s", "class": "CAShapeLayer", "properties": {"path": "M 0 0 X 3"}}}"#)
      Issue.record("accepted")
    } catch {
      #expect(error.problems.contains { $0.path == "layer.properties.path" && $0.message.contains("is not a path") })
    }
  }
}

import MediaTiming
import Scenes
import Testing

/// `transform` animations of whole matrices in scene files, evaluated as Core Animation
/// interpolates them; expectations worked out by hand (see Transform3DInterpolationTests).
@Suite("Whole-transform animations")
struct WholeTransformTests {
  /// A flip as spinner libraries write it: identity, half a turn about y, half a turn about z.
  static let flip = """
    {"name": "flip", "layer": {"id": "plane", "properties": {"bounds": [0, 0, 20, 20]},
      "animations": [{"id": "flip", "keyPath": "transform", "duration": 1, "keyTimes": [0, 0.5, 1],
        "values": [[1,0,0,0, 0,1,0,0, 0,0,1,0, 0,0,0,1],
                   [-1,0,0,0, 0,1,0,0, 0,0,-1,0, 0,0,0,1],
                   [-1,0,0,0, 0,-1,0,0, 0,0,1,0, 0,0,0,1]]}]}}
    """

  func matrix(at time: Double) throws -> [Double] {
    let scene = try Scene.decode(Self.flip)
    let layer = scene.root.presentation(atMediaTime: time).first
    guard case .matrix(let t)? = layer?.presentedValue("transform") else {
      Issue.record("no matrix at \(time)")
      return []
    }
    return t.m.map { ($0 * 1e9).rounded() / 1e9 + 0 }
  }

  @Test func halfwayToHalfATurnAboutYIsAQuarterTurnAboutY() throws {
    // Rows (0, 0, −1), (0, 1, 0), (1, 0, 0): CATransform3DMakeRotation(π/2, 0, 1, 0).
    #expect(try matrix(at: 0.25) == [0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1])
  }

  @Test func betweenTheHalfTurnsTheAxisIsBetweenYAndZ() throws {
    // π about (0, √½, √½): rows (−1, 0, 0), (0, 0, 1), (0, 1, 0).
    #expect(try matrix(at: 0.75) == [-1, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1])
  }

  @Test func matricesSurviveWritingNotationAndEval() throws {
    let scene = try Scene.decode(Self.flip)
    #expect(try Scene.decode(scene.fileText) == scene)
    #expect(try Scene.parseNotation(scene.notation).root == scene.root)
    let report = EvalReport.json(for: scene, at: [0.25]).serialized()
    #expect(report.contains("\"transform\""))
  }

  // A whole transform replaces the parts set before it (as setting `layer.transform` does).
  @Test func aWholeTransformReplacesTheParts() throws {
    let scene = try Scene.decode(
      """
      {"name": "r", "layer": {"id": "l", "properties": {"transform.rotation.z": 1,
        "transform": [2,0,0,0, 0,2,0,0, 0,0,1,0, 5,0,0,1]}}}
      """)
    let layer = scene.root.presentation(atMediaTime: 0).first
    #expect(layer?.presentedValue("transform.rotation.z") == .number(0))
    #expect(
      layer?.presentedValue("transform") == .matrix(Transform3D([2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 5, 0, 0, 1])!))
  }
}

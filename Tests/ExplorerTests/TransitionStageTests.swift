import MediaTiming
import Scenes
import Testing

@testable import Explorer

/// Transitions on the stage, positions by hand: the new content comes in from the subtype's side
/// (a whole bounds away at progress 0), a fade scales opacity, a reveal slides an outline away.
@Suite("Transitions on the stage")
struct TransitionStageTests {
  /// A 120 × 40 label centred at (100, 30) (x 40 … 160, y 10 … 50) under a linear 1 s transition.
  func label(_ fields: String) throws -> StageLayer {
    let scene = try Scene.decode(
      """
      {"name": "t", "layer": {"id": "root", "properties": {"bounds": [0, 0, 200, 100], "position": [100, 50]},
        "sublayers": [{"id": "label", "properties": {"bounds": [0, 0, 120, 40], "position": [100, 30],
          "backgroundColor": "#3478F6"},
          "animations": [{"id": "transition", "duration": 1, \(fields)}]}]}}
      """)
    return StageLayer.layers(scene.root, at: 0.25)[1]
  }

  // A quarter of the way in from the right: still three quarters of its width to the right.
  @Test func aPushFromTheRightComesInFromTheRight() throws {
    let layer = try label(#""transition": "push", "subtype": "fromRight""#)
    #expect(layer.extent.minX == 130 && layer.extent.maxX == 250)
    #expect(layer.extent.minY == 10 && layer.extent.maxY == 50)
    // The outline shows where it lands.
    #expect(layer.ghost.map { $0.map(\.x).min() } == 40)
  }

  // y grows downwards on the stage: from the bottom means from below, 0.75 × 40 = 30 lower.
  @Test func aMoveInFromTheBottomComesUp() throws {
    let layer = try label(#""transition": "moveIn", "subtype": "fromBottom""#)
    #expect(layer.extent.minY == 40 && layer.extent.maxY == 80)
    #expect(layer.extent.minX == 40)
  }

  @Test func aFadeScalesTheOpacity() throws {
    #expect(try label(#""transition": "fade""#).opacity == 0.25)
    #expect(try label(#""transition": "fade", "startProgress": 0.5"#).opacity == 0.625)
    #expect(try label(#""transition": "rippleEffect""#).opacity == 0.25)
  }

  // The new content stays; the old slides away to the right (fromLeft reveals from the left).
  @Test func aRevealSlidesTheOldContentAway() throws {
    let layer = try label(#""transition": "reveal", "subtype": "fromLeft""#)
    #expect(layer.extent.minX == 40 && layer.extent.maxX == 160)
    #expect(layer.ghost.map { $0.map(\.x).min() } == 70)
  }

  // After the end (removed on completion) the layer is drawn as it is.
  @Test func nothingAfterTheEnd() throws {
    let scene = try Scene.decode(
      """
      {"name": "t", "layer": {"id": "root", "properties": {"bounds": [0, 0, 20, 20], "position": [10, 10]},
        "animations": [{"id": "transition", "transition": "push", "duration": 1}]}}
      """)
    let layer = StageLayer.layers(scene.root, at: 2)[0]
    #expect(layer.extent.minX == 0 && layer.ghost == nil && layer.opacity == 1)
  }
}

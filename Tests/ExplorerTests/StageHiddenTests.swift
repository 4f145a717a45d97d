import Explorer
import MediaTiming
import Scenes
import Testing

/// `hidden` on the stage: a hidden layer is not drawn, nor its sublayers (CALayer.h: "the
/// receiver and its sublayers are not displayed"); an event that shows it at 1 s draws it from
/// then, and one that hides a layer at 2 s stops drawing it.
@Suite("Stage hidden layers")
struct StageHiddenTests {
  let scene = try! Scene.decode(
    #"""
    {"name": "hidden", "layer": {"id": "root", "sublayers": [
      {"id": "late", "properties": {"hidden": 1, "bounds": [0, 0, 20, 20]},
       "sublayers": [{"id": "child", "properties": {"bounds": [0, 0, 5, 5]}}]},
      {"id": "gone", "properties": {"bounds": [0, 0, 20, 20]}}]},
     "events": [
       {"at": 1, "layer": "root/late", "set": {"hidden": 0}},
       {"at": 2, "layer": "root/gone", "set": {"hidden": 1}}]}
    """#)

  func drawn(at t: Double) -> [String] {
    StageLayer.layers(scene.root(atMediaTime: t), at: t).map(\.path)
  }

  @Test func hiddenLayersAndTheirSublayersAreNotDrawn() {
    #expect(drawn(at: 0.5) == ["root", "root/gone"])
    #expect(drawn(at: 1.5) == ["root", "root/late", "root/late/child", "root/gone"])
    #expect(drawn(at: 2.5) == ["root", "root/late", "root/late/child"])
  }

  /// Core Animation's `hidden` is a Bool: the model value is 0 by default and reads back as set.
  @Test func hiddenIsAModelValueWithADefault() throws {
    let late = try #require(scene.root.sublayers.first)
    #expect(LayerProperty.named("hidden")?.defaultComponents == [0])
    #expect(late.properties.first { $0.keyPath == "hidden" }?.value.components == [1])
  }
}

import MediaTiming
import Scenes
import Testing

@testable import Explorer

/// A replicator's copies on the stage, with positions worked out by hand from Apple's rules:
/// copy k is the sublayers `k × instanceDelay` later in time, moved by `instanceTransform` k
/// times about the replicator's anchor point.
@Suite("Replicator on the stage")
struct ReplicatorStageTests {
  /// A 60 × 20 replicator at the origin holding a 10 × 10 dot centred at (5, 5) that grows in x
  /// from 1× to 3× over 1 s (no fill), copied `count` times 20 pt apart, 0.5 s apart.
  func scene(count: Int) throws -> Scene {
    try Scene.decode(
      """
      {"name": "r", "layer": {"id": "root", "class": "CAReplicatorLayer", "instanceCount": \(count),
        "instanceDelay": 0.5, "instanceTransform": [1,0,0,0, 0,1,0,0, 0,0,1,0, 20,0,0,1],
        "properties": {"position": [30, 10], "bounds": [0, 0, 60, 20]},
        "sublayers": [{"id": "dot", "properties": {"position": [5, 5], "bounds": [0, 0, 10, 10]},
          "animations": [{"id": "grow", "keyPath": "transform.scale.x", "from": 1, "to": 3, "duration": 1}]}]}}
      """)
  }

  func xs(_ layer: StageLayer) -> ClosedRange<Double> { layer.extent.minX...layer.extent.maxX }

  @Test func eachCopyIsLaterAndFurther() throws {
    let layers = StageLayer.layers(try scene(count: 3).root, at: 0.5)
    #expect(layers.map(\.path) == ["root", "root/dot", "root/#1/dot", "root/#2/dot"])
    // Source at 0.5 s: 2× wide about x = 5 → −5 … 15.
    #expect(xs(layers[1]) == -5...15)
    // Copy 1 at 0 s: 1×, moved 20 → 20 … 30. Copy 2 at −0.5 s: not begun, the model 1×, moved 40.
    #expect(xs(layers[2]) == 20...30)
    #expect(xs(layers[3]) == 40...50)
  }

  @Test func noCopiesDrawsNoSublayers() throws {
    #expect(StageLayer.layers(try scene(count: 0).root, at: 0.5).map(\.path) == ["root"])
    #expect(StageLayer.layers(try scene(count: 1).root, at: 0.5).map(\.path) == ["root", "root/dot"])
  }

  // A quarter turn about the replicator's centre (20, 20) takes a dot at (20, 5) to (35, 20),
  // then (20, 35), then (5, 20): the ring of a spinner.
  @Test func theTransformTurnsAboutTheAnchorPoint() throws {
    let scene = try Scene.decode(
      """
      {"name": "ring", "layer": {"id": "root", "properties": {"bounds": [0, 0, 40, 40], "position": [20, 20]},
        "sublayers": [{"id": "ring", "class": "CAReplicatorLayer", "instanceCount": 4,
          "instanceTransform": [0,1,0,0, -1,0,0,0, 0,0,1,0, 0,0,0,1],
          "properties": {"bounds": [0, 0, 40, 40], "position": [20, 20]},
          "sublayers": [{"id": "dot", "properties": {"position": [20, 5], "bounds": [0, 0, 4, 4]}}]}]}}
      """)
    let centres = StageLayer.layers(scene.root, at: 0).filter { $0.path.hasSuffix("dot") }.map { layer in
      let e = layer.extent
      return [((e.minX + e.maxX) / 2 * 1e9).rounded() / 1e9, ((e.minY + e.maxY) / 2 * 1e9).rounded() / 1e9]
    }
    #expect(centres == [[20, 5], [35, 20], [20, 35], [5, 20]])
  }

  // The stage frames what is drawn: three 10 pt dots 20 pt apart (0 … 50 × 0 … 10), not their
  // 100 × 100 replicator, which draws nothing; the margin is 10 % of 50 plus 1 point.
  @Test func theWorldFramesTheCopiesNotTheEmptyContainer() throws {
    let scene = try Scene.decode(
      """
      {"name": "w", "layer": {"id": "root", "sublayers": [{"id": "row", "class": "CAReplicatorLayer",
        "instanceCount": 3, "instanceTransform": [1,0,0,0, 0,1,0,0, 0,0,1,0, 20,0,0,1],
        "properties": {"bounds": [0, 0, 100, 100], "position": [50, 50]},
        "sublayers": [{"id": "dot", "properties": {"position": [5, 5], "bounds": [0, 0, 10, 10],
          "backgroundColor": "#FF9500"}}]}]}}
      """)
    let world = StageWorld.of(scene, span: 0...1)
    #expect([world.minX, world.minY, world.maxX, world.maxY] == [-6, -6, 56, 16])
  }

  // The readout names what copies the selected row's layer, outermost first.
  @Test func theReadoutNamesTheReplicators() throws {
    let scene = try Scene.decode(
      """
      {"name": "n", "layer": {"id": "root", "class": "CAReplicatorLayer", "instanceCount": 2, "instanceDelay": 1,
        "sublayers": [{"id": "row", "class": "CAReplicatorLayer", "instanceCount": 3, "instanceDelay": 0.2,
          "sublayers": [{"id": "dot"}]}, {"id": "single", "class": "CAReplicatorLayer"}]}}
      """)
    let found = Readout.replicators(above: "root/row/dot", in: scene.root)
    #expect(found.map(\.id) == ["root", "row"])
    #expect(found.map(\.copies.instanceDelay) == [1, 0.2])
    #expect(Readout.replicators(above: "root/single", in: scene.root).map(\.id) == ["root"])
  }

  // Copies asked for, nested ones included: an inner replicator of 2 holding a dot adds 1 copy;
  // an outer one of 3 repeats the inner (itself and its copy) twice more: 1 + 2 × 2 = 5, as
  // many as the stage draws (the source dot and inner excluded).
  @Test func theCopiesAskedForAreCounted() throws {
    let scene = try Scene.decode(
      """
      {"name": "n", "layer": {"id": "root", "class": "CAReplicatorLayer", "instanceCount": 3,
        "sublayers": [{"id": "inner", "class": "CAReplicatorLayer", "instanceCount": 2,
          "sublayers": [{"id": "dot", "properties": {"bounds": [0, 0, 2, 2]}}]}]}}
      """)
    #expect(StageLayer.copiesAsked(scene.root) == 5)
    // root, inner, dot, then inner's copy of dot, then two copies of (inner, its dot, its copy).
    #expect(StageLayer.layers(scene.root, at: 0).count == 3 + 1 + 2 * 3)
  }

  // A layer that is not a replicator keeps one copy whatever its instance fields say.
  @Test func aPlainLayerDrawsOneCopy() throws {
    let scene = try Scene.decode(
      """
      {"name": "p", "layer": {"id": "root", "instanceCount": 3,
        "sublayers": [{"id": "dot", "properties": {"bounds": [0, 0, 4, 4]}}]}}
      """)
    #expect(StageLayer.layers(scene.root, at: 0).count == 2)
    #expect(scene.warnings.map(\.path) == ["layer.instanceCount"])
  }
}

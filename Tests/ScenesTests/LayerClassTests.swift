import MediaTiming
import Scenes
import Testing

/// A layer's `class` and a replicator's fields in scene files: read, checked, written back, and
/// each copy evaluated by `eval` (values by hand from Apple's documented rules).
@Suite("Layer classes and replicators")
struct LayerClassTests {
  @Test func classAndCopiesSurviveWritingAndReading() throws {
    let text = """
      {"name": "r", "layer": {"id": "root", "class": "CAReplicatorLayer", "instanceCount": 3, "instanceDelay": 0.2,
        "instanceTransform": [1,0,0,0, 0,1,0,0, 0,0,1,0, 15,0,0,1],
        "sublayers": [{"id": "dot", "class": "CAShapeLayer", "properties": {"fillColor": "#FF0000"}}]}}
      """
    let scene = try Scene.decode(text)
    #expect(scene.root.layerClass == .replicator)
    #expect(scene.root.replicator.instanceCount == 3)
    #expect(scene.root.replicator.instanceDelay == 0.2)
    #expect(scene.root.replicator.instanceTransform == .translation(15, 0, 0))
    #expect(scene.root.sublayers[0].layerClass == .shape)
    #expect(scene.warnings.isEmpty)
    #expect(try Scene.decode(scene.fileText) == scene)
    #expect(try Scene.parseNotation(scene.notation).root == scene.root)
  }

  @Test func wrongValuesNameTheField() {
    let cases: [(String, String, String)] = [
      (#""class": "CAShapelayer""#, "layer.class", "did you mean \"CAShapeLayer\"?"),
      (#""class": "CAReplicatorLayer", "instanceCount": 2.5"#, "layer.instanceCount", "whole number"),
      (#""class": "CAReplicatorLayer", "instanceCount": -1"#, "layer.instanceCount", "whole number"),
      (#""class": "CAReplicatorLayer", "instanceCount": 100000"#, "layer.instanceCount", "1000"),
      (#""class": "CAReplicatorLayer", "instanceTransform": [1, 0, 0]"#, "layer.instanceTransform", "sixteen"),
    ]
    for (fields, path, words) in cases {
      do {
        _ = try Scene.decode(#"{"name": "x", "layer": {"id": "root", \#(fields)}}"#)
        Issue.record("\(fields) was accepted")
      } catch {
        #expect(error.problems.contains { $0.path == path && $0.message.contains(words) }, "\(error)")
      }
    }
  }

  // `strokeEnd` is CAShapeLayer's: on a CALayer it moves nothing, and the scene says so.
  @Test func aPropertyOfAnotherClassIsAWarning() throws {
    let scene = try Scene.decode(
      #"{"name": "x", "layer": {"id": "root", "animations": [{"id": "s", "keyPath": "strokeEnd", "from": 0, "to": 1}]}}"#
    )
    #expect(scene.warnings.count == 1)
    #expect(scene.warnings.first?.path == "layer.animations[0].keyPath")
    #expect(scene.warnings.first?.message.contains("CAShapeLayer") == true)
    let shape = try Scene.decode(
      #"{"name": "x", "layer": {"id": "root", "class": "CAShapeLayer", "animations": [{"id": "s", "keyPath": "strokeEnd", "from": 0, "to": 1}]}}"#
    )
    #expect(shape.warnings.isEmpty)
  }

  // Copy k of a replicator 0.25 s apart at global time 0.6: the opacity animation 1 → 0 over
  // 1 s is at 0.6 in the source, 0.35 in copy 1, 0.1 in copy 2, not begun in copy 3 (model 1).
  @Test func evalReportsEachCopy() throws {
    let scene = try Scene.decode(
      """
      {"name": "r", "layer": {"id": "root", "class": "CAReplicatorLayer", "instanceCount": 4, "instanceDelay": 0.25,
        "sublayers": [{"id": "dot", "animations": [{"id": "fade", "keyPath": "opacity", "from": 1, "to": 0, "duration": 1}]}]}}
      """)
    guard case .array(let samples)? = EvalReport.json(for: scene, at: [0.6])[member: "samples"],
      case .array(let copies)? = samples.first?[member: "copies"]
    else {
      Issue.record("no copies")
      return
    }
    func firstLayer(_ copy: JSONValue) -> JSONValue? {
      guard case .array(let layers)? = copy[member: "layers"] else { return nil }
      return layers.first
    }
    let opacities = copies.compactMap { firstLayer($0)?[member: "presentation"]?[member: "opacity"]?.numberValue }
    let paths = copies.compactMap { firstLayer($0)?[member: "path"]?.stringValue }
    #expect(paths == ["root/#1/dot", "root/#2/dot", "root/#3/dot"])
    #expect(zip(opacities, [0.65, 0.9, 1]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(opacities)")
  }
}

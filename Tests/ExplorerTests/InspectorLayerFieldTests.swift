import Scenes
import Testing

@testable import Explorer

/// The inspector lists a layer's class and a replicator's fields from the schema, each as the
/// kind of control its type calls for.
@Suite("Inspector: layer class and copies")
struct InspectorLayerFieldTests {
  @Test func aReplicatorsFieldsAreListed() throws {
    let node = try JSONParser.parse(
      #"{"id": "row", "class": "CAReplicatorLayer", "instanceCount": 3, "instanceDelay": 0.2}"#)
    let fields = InspectorField.fields(of: node, isLayer: true)
    let byName = Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    #expect(byName["class"]?.value == .string("CAReplicatorLayer"))
    if case .choice(let options, let optional)? = byName["class"]?.kind {
      #expect(options.contains("CAShapeLayer") && !optional)
    } else {
      Issue.record("class is not a choice")
    }
    if case .number(let n, _)? = byName["instanceCount"]?.value { #expect(n == 3) } else { Issue.record("count") }
    if case .number(let d, _)? = byName["instanceDelay"]?.value { #expect(d == 0.2) } else { Issue.record("delay") }
    #expect(byName["instanceTransform"] != nil)
  }
}

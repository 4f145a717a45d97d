import Explorer
import Scenes
import Testing

/// The inspector lists the schema's fields: every inspectable field of the node's kind, in the
/// schema's order, with the schema's default text.
@Suite("One schema in the inspector")
struct SchemaInspectorTests {
  @Test(arguments: AnimationKind.allCases)
  func theInspectorListsTheSchema(kind: AnimationKind) throws {
    let notation: String =
      switch kind {
      case .basic: "keyPath=opacity to=0"
      case .keyframe: "keyPath=opacity values=[0,1]"
      case .spring: "keyPath=opacity to=0 spring=smooth"
      case .group: "group { duration=1 }"
      case .transition: "transition=push duration=1"
      }
    var s = ExplorerState(scene: try Scene.parseNotation(notation), width: 100, height: 30)
    _ = s.update(.terminal(.key(.char("e")), mediaTime: 0))
    let listed = s.inspectorFields
    let expected = AnimationSchema.fields(of: kind).filter {
      $0.inspectable && $0.owners.contains(kind) && $0.type != .animations
    }
    #expect(listed.map(\.name) == expected.map(\.name))
    for (field, schema) in zip(listed, expected) { #expect(field.defaultText == schema.defaultText) }
  }
}

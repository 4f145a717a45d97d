import MediaTiming
import SceneCode
import Scenes
import Testing

/// The schema through code export and import: every timing field at its example is written with
/// Core Animation's Swift and Objective-C names and read back by the importer.
@Suite("One schema in code")
struct SchemaCodeTests {
  static let fields = AnimationSchema.timing.filter { $0.code != nil && $0.binding != nil }.map(\.name)

  @Test(arguments: fields)
  func everyTimingFieldIsSpelledAndReadBack(name: String) throws {
    let field = try #require(AnimationSchema.field(name, of: .basic))
    let code = try #require(field.code)
    let document = JSONValue.object([
      ("name", .string("s")),
      (
        "layer",
        .object([
          ("id", .string("layer")),
          (
            "animations",
            .array([
              .object([
                ("id", .string("a")), ("keyPath", .string("opacity")), ("to", .number(0, text: "0")),
                (name, field.example),
              ])
            ])
          ),
        ])
      ),
    ])
    let scene = try Scene.decode(document)
    let swift = try CodeExport.code(scene, language: .swift)
    let objc = try CodeExport.code(scene, language: .objc)
    #expect(swift.contains(".\(code.swift) = "), "\(name) in Swift:\n\(swift)")
    #expect(objc.contains(".\(code.objc) = "), "\(name) in Objective-C:\n\(objc)")
    for text in [swift, objc] {
      let back = try CodeImport.read(text, name: "s").scene
      #expect(back.root.animations.first == scene.root.animations.first, "\(name) read back")
    }
  }

  // Core Animation's names map back to the schema's fields, in both languages.
  @Test func codeNamesFindTheirFields() {
    #expect(AnimationSchema.field(code: "isRemovedOnCompletion")?.name == "removedOnCompletion")
    #expect(AnimationSchema.field(code: "removedOnCompletion")?.name == "removedOnCompletion")
    #expect(AnimationSchema.field(code: "fromValue")?.name == "from")
    #expect(AnimationSchema.field(code: "isAdditive")?.name == "additive")
    #expect(AnimationSchema.field(code: "delegate") == nil)
  }
}

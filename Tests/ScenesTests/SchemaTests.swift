import MediaTiming
import Scenes
import Testing

/// The schema walked through the decoder, the writer and notation: every field of every kind of
/// animation, and every layer field, set to its example, is read, written back and survives
/// notation. The expectations are the schema's own examples (hand-written values), not output.
@Suite("One schema")
struct SchemaTests {
  /// An animation of `kind` holding `field` at its example, with what the kind needs besides.
  static func animation(_ field: SchemaField, kind: AnimationKind) -> JSONValue {
    let keyPath = field.name == "path" || field.name == "rotationMode" ? "position" : "opacity"
    var members: [(key: String, value: JSONValue)] = [("id", .string("a"))]
    switch kind {
    case .group: members.append(("animations", .array([])))
    case .keyframe:
      members.append(("keyPath", .string(keyPath)))
      members.append(
        keyPath == "position"
          ? ("path", .string("M 0 0 L 10 0")) : ("values", .array([.number(0, text: "0"), .number(1, text: "1")])))
    case .spring: members += [("keyPath", .string(keyPath)), ("spring", .string("smooth"))]
    case .basic: members += [("keyPath", .string(keyPath)), ("to", .number(1, text: "1"))]
    case .transition: members.append(("transition", .string("push")))
    }
    members.removeAll { $0.key == field.name }
    members.append((field.name, field.example))
    return .object(members)
  }

  static func scene(_ animation: JSONValue) -> JSONValue {
    .object([
      ("name", .string("s")), ("layer", .object([("id", .string("root")), ("animations", .array([animation]))])),
    ])
  }

  /// Every (field, kind) pair the schema has for animations.
  static let cases: [(String, AnimationKind)] = AnimationKind.allCases.flatMap { kind in
    AnimationSchema.fields(of: kind).filter { $0.owners.contains(kind) && $0.name != "id" }.map { ($0.name, kind) }
  }

  @Test(arguments: cases)
  func everyAnimationFieldIsReadAndWritten(name: String, kind: AnimationKind) throws {
    let field = try #require(AnimationSchema.field(name, of: kind))
    let decoded = try Scene.decode(Self.scene(Self.animation(field, kind: kind)))
    let animation = try #require(decoded.root.animations.first)
    // The model holds the example (scalar fields, through their binding).
    switch field.binding {
    case .number(let keyPath)?:
      let expected = field.example.stringValue == "infinity" ? Double.infinity : field.example.numberValue
      #expect(animation[keyPath: keyPath] == expected, "\(name)")
    case .flag(let keyPath)?: #expect(animation[keyPath: keyPath] == (field.example == .bool(true)), "\(name)")
    case .fillMode(let keyPath)?: #expect(animation[keyPath: keyPath].rawValue == field.example.stringValue, "\(name)")
    case .timingFunction(let keyPath)?: #expect(animation[keyPath: keyPath]?.name == field.example.stringValue)
    case .text(let keyPath)?: #expect(animation[keyPath: keyPath] == field.example.stringValue, "\(name)")
    case .layerNumber?, nil: break
    }
    // The writer writes it back (addedAt becomes the begin time it set, as documented).
    let written = Scene.document(animation)
    if name == "addedAt" {
      #expect(written[member: "beginTime"] == .number(1, text: "1"))
    } else if field.type == .spring {
      #expect(written[member: name] != nil)
    } else {
      #expect(written[member: name] == field.example, "\(name) written as \(String(describing: written[member: name]))")
    }
    // Notation reads back what it prints: the same scene.
    let again = try Scene.parseNotation(decoded.notation)
    #expect(again.root.animations.first == animation, "\(name) through \(decoded.notation)")
  }

  // A field that sets a property the kind does not have is refused with the kinds it applies to.
  @Test func fieldsOutsideTheirKindAreRefused() throws {
    for field in AnimationSchema.timing where field.binding != nil && !field.owners.contains(.group) {
      let animation = Self.animation(field, kind: .group)
      #expect(throws: SceneError.self) { try Scene.decode(Self.scene(animation)) }
      do {
        _ = try Scene.decode(Self.scene(animation))
      } catch {
        #expect(
          error.problems.map(\.description)
            == ["layer.animations[0].\(field.name): applies to basic, keyframe and spring animations, not to a group"])
      }
    }
  }

  // Layer fields: each scalar one at its example is read, written and survives notation.
  @Test func everyLayerFieldIsReadAndWritten() throws {
    for field in AnimationSchema.layer {
      guard case .layerNumber(let keyPath)? = field.binding else { continue }
      let document = JSONValue.object([
        ("name", .string("s")), ("layer", .object([("id", .string("root")), (field.name, field.example)])),
      ])
      let scene = try Scene.decode(document)
      #expect(scene.root[keyPath: keyPath] == field.example.numberValue, "\(field.name)")
      #expect(scene.document[member: "layer"]?[member: field.name] == field.example)
      #expect(try Scene.parseNotation(scene.notation).root == scene.root, "\(field.name)")
    }
  }

  // Notation's short forms come from the schema: `back`, `forward`, `inf` read; `inf` written.
  @Test func notationShortForms() throws {
    let scene = try Scene.parseNotation("duration=1 fillMode=back repeatCount=inf")
    let animation = try #require(scene.root.animations.first)
    #expect(animation.fillMode == .backwards && animation.repeatCount == .infinity)
    #expect(scene.notation.contains("repeatCount=inf") && scene.notation.contains("fillMode=backwards"))
    #expect(try Scene.parseNotation("fillMode=forward").root.animations.first?.fillMode == .forwards)
  }
}

extension JSONValue {
  var numberValue: Double? {
    if case .number(let x, _) = self { return x }
    return nil
  }
}

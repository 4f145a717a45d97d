import SceneReading
import Scenes
import Testing

/// One reader for the command line and the explorer: what bytes are read as, and what is said.
@Suite("One scene reader")
struct SceneReaderTests {
  static let code = """
    import QuartzCore
    let layer = CALayer()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 2
    fade.delegate = self
    layer.add(fade, forKey: "fade")
    """

  // The path's extension decides code and JSON; otherwise the content: `{` is JSON, Core
  // Animation or UIKit names (or declarations) are code, the rest notation.
  @Test(arguments: [
    ("a.swift", "duration=1", SceneReader.Format.code),
    ("a.m", "x", .code),
    ("a.MM", "x", .code),
    ("a.json", "duration=1", .json),
    ("a.txt", "  {\"name\": 1}", .json),
    ("a.txt", "duration=1 fillMode=back", .notation),
    ("-", Self.code, .code),
    ("-", "group { duration=1 }", .notation),
    // Snippets as pasted: no class name from a fixed list, no declaration.
    ("-", "let t = CAMediaTimingFunction(name: .easeIn)\nlet a = anim()\na.timingFunction = t", .code),
    ("-", "CATransaction.begin()\nlayer.opacity = 0\nCATransaction.commit()", .code),
    ("-", "[view.layer addAnimation:pulse forKey:@\"pulse\"];", .code),
    ("-", "pulse.beginTime = CACurrentMediaTime() + 1", .code),
    ("-", "spin = CASpringAnimation(keyPath: \"transform.scale\")", .code),
    // Notation that mentions such words inside a name stays notation.
    ("-", "scene name=ABCA duration=1 keyPath=opacity", .notation),
    ("-", "duration=1 keyPath=position.x fillMode=both", .notation),
  ])
  func formats(path: String, text: String, format: SceneReader.Format) {
    #expect(SceneReader.format(of: Array(text.utf8), path: path == "-" ? nil : path) == format)
  }

  // Code read from standard input is code (it was read as notation and refused).
  @Test func codeOnStandardInput() throws {
    let result = try SceneReader.read(Array(Self.code.utf8), path: nil)
    #expect(result.format == .code)
    #expect(result.scene.root.animations.first?.duration == 2)
    // What was left out is a note at its line.
    #expect(result.diagnostics.contains { $0.severity == .note && $0.location?.line == 7 })
    #expect(result.scene.name == "imported")
  }

  // Code that is not UTF-8 is refused, not read with replacement characters.
  @Test func codeMustBeUTF8() {
    var bytes = Array(Self.code.utf8)
    bytes[20] = 0xFF
    #expect(throws: SceneReader.Failure(format: .code, message: "not UTF-8 text")) {
      try SceneReader.read(bytes, path: "Fade.swift")
    }
  }

  // A file's scene is named after the file; problems come back with the format they were read as.
  @Test func namesAndFailures() throws {
    #expect(try SceneReader.read(Array(Self.code.utf8), path: "dir/Fade.swift").scene.name == "Fade")
    do {
      _ = try SceneReader.read(Array("{\"name\": 3}".utf8), path: "x.json")
      Issue.record("accepted a bad scene")
    } catch {
      #expect(error.format == .json)
      #expect(error.described(as: "x.json").hasPrefix("x.json (read as JSON): invalid scene"))
    }
    do {
      _ = try SceneReader.read(Array("durtion=1".utf8), path: nil)
      Issue.record("accepted bad notation")
    } catch {
      #expect(
        error.described(as: "standard input")
          == #"standard input (read as notation): notation: column 1: unknown field "durtion" (did you mean "duration"?)"#
      )
    }
  }

  // Warnings come back as diagnostics: a scene file's at the field's path, notation's at a column.
  @Test func warningsAreDiagnostics() throws {
    let json =
      #"{"name": "w", "layer": {"id": "r", "animations": [{"id": "a", "keyPath": "opacity", "to": 0, "repeatCount": 2, "repeatDuration": 1}]}}"#
    let file = try SceneReader.read(Array(json.utf8), path: "w.json")
    #expect(file.diagnostics.map(\.path) == ["layer.animations[0].repeatDuration"])
    #expect(file.diagnostics.first?.severity == .warning)
    let notation = try SceneReader.read(Array("duration=1 repeatCount=2 repeatDuration=1".utf8), path: nil)
    #expect(notation.diagnostics.first?.location == TextLocation(column: 26))
  }

  /// A folder of code is read with its prefix header (`PrefixHeader.pch`, whose `#define`s
  /// every file of the project includes), headers, C helpers and interface files.
  @Test func aFolderIncludesItsPrefixHeader() {
    #expect(SceneReader.folderExtensions.contains(".pch"))
    #expect(SceneReader.helperExtensions.contains(".pch"))
    #expect(!SceneReader.codeExtensions.contains(".pch"))
  }

  /// A folder's images are read beside its code, not as text: a PNG (not UTF-8) does not fail
  /// the read, and `UIImage(named:)` takes its size (IHDR: 80 × 40 px at 2×, 40 × 20 pt).
  @Test func aFoldersImagesAreAssetsNotCode() throws {
    #expect(SceneReader.folderExtensions.contains(".png"))
    #expect(!SceneReader.holdsCode("App/Assets.xcassets/star.imageset/Contents.json"))
    #expect(SceneReader.holdsCode("App/ViewController.swift"))
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 80, 0, 0, 0, 40]
      + [8, 6, 0, 0, 0, 0xFF, 0xFE]
    let code = """
      import UIKit
      let star = UIImageView(image: UIImage(named: "star"))
      star.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
      """
    let result = try SceneReader.readCode([("App/star@2x.png", png), ("App/main.swift", Array(code.utf8))])
    #expect(
      Self.member(try #require(result.document), id: "star", "bounds")
        == .array([0, 0, 40, 20].map { .number($0, text: "\(Int($0))") }))
  }

  /// The property `key` of the layer whose id is `id`, anywhere in a scene file.
  static func member(_ json: JSONValue, id: String, _ key: String) -> JSONValue? {
    switch json {
    case .object(let members):
      if members.contains(where: { $0.key == "id" && $0.value == .string(id) }),
        case .object(let properties)? = members.first(where: { $0.key == "properties" })?.value
      {
        return properties.first { $0.key == key }?.value
      }
      return members.lazy.compactMap { member($0.value, id: id, key) }.first
    case .array(let items): return items.lazy.compactMap { member($0, id: id, key) }.first
    default: return nil
    }
  }
}

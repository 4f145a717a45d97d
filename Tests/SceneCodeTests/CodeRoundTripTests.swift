import MediaTiming
import SceneCode
import Scenes
import Testing

/// Export → import is the identity: for every bundled scene and every edge scene, in both
/// languages, the imported scene's `eval` output equals the original's at times across its span
/// (events included: they come back as the same events), and the exported code holds nothing the
/// importer has to ignore.
@Suite struct CodeRoundTripTests {
  static var scenes: [Scene] { BundledScenes.names.compactMap(BundledScenes.scene(named:)) + EdgeScenes.scenes }

  static func times(_ scene: Scene) -> [Double] {
    let span = scene.span
    return (0...40).map { span.lowerBound + (span.upperBound - span.lowerBound) * Double($0) / 40 } + [-1, 0.001]
  }

  /// The eval report code should read back to: the scene's, less what a capture recorded about
  /// the app (code carries the tree, not the record).
  static func report(withoutCapture scene: Scene) -> String {
    var expected = scene
    expected.capture = nil
    return EvalReport.json(for: expected, at: times(scene)).serialized()
  }

  @Test(arguments: CodeLanguage.allCases)
  func exportThenImportEvaluatesTheSame(language: CodeLanguage) throws {
    for scene in Self.scenes {
      let code = try CodeExport.code(scene, language: language)
      let result = try CodeImport.read(code)
      let original = Self.report(withoutCapture: scene)
      let imported = EvalReport.json(for: result.scene, at: Self.times(scene)).serialized()
      #expect(original == imported, "\(scene.name) in \(language)")
      // Timed code is said to run later: a note of what happens, not of anything left out.
      let ignored = result.lineNotes.filter { !$0.hasPrefix("warning:") && !$0.contains("runs its code") }
      #expect(ignored.isEmpty, "\(scene.name): \(result.lineNotes)")
      #expect(result.scene.name == scene.name && result.scene.title == scene.title)
      #expect(Self.classes(result.scene.root) == Self.classes(scene.root), "\(scene.name) in \(language)")
    }
  }

  /// Code for macOS (AppKit's `NSColor(srgbRed:…)`, `CGMutablePath`) reads back the same too.
  @Test(arguments: CodeLanguage.allCases)
  func macOSCodeReadsBackTheSame(language: CodeLanguage) throws {
    for scene in Self.scenes {
      let code = try CodeExport.code(scene, language: language, platform: .macos)
      let result = try CodeImport.read(code)
      let original = Self.report(withoutCapture: scene)
      let imported = EvalReport.json(for: result.scene, at: Self.times(scene)).serialized()
      #expect(original == imported, "\(scene.name) in \(language)")
      let ignored = result.lineNotes.filter { !$0.hasPrefix("warning:") && !$0.contains("runs its code") }
      #expect(ignored.isEmpty, "\(scene.name): \(result.lineNotes)")
    }
  }

  /// Without the markers (`--comments brief`, `none`) the code still animates the same: the
  /// values at every time agree for scenes whose every field is plain code (no sampled curve,
  /// no UIKit spring, whose exact intent only a marker carries).
  @Test(arguments: [CodeComments.brief, .none])
  func codeWithoutMarkersAnimatesTheSame(comments: CodeComments) throws {
    for name in ["position-fill", "opacity-scale", "combined", "paced-path", "spring", "interruption"] {
      let scene = try #require(BundledScenes.scene(named: name))
      let code = try CodeExport.code(scene, language: .swift, comments: comments)
      #expect(!code.contains("TimingLab:"))
      if comments == .none { #expect(!code.contains("//"), "\(name)") }
      let result = try CodeImport.read(code)
      for time in Self.times(scene) {
        let a = EvalReport.json(for: scene, at: [time]).serialized()
        let b = EvalReport.json(for: result.scene, at: [time]).serialized()
        #expect(Self.values(a) == Self.values(b), "\(name) at \(time)")
      }
    }
  }

  /// The numbers of an eval report outside its strings: the times and values, without names
  /// (ids may differ without markers: the root layer is then called `layer`).
  static func values(_ json: String) -> [String] {
    var numbers: [String] = []
    var current = ""
    var inString = false
    var escaped = false
    for c in json {
      if inString {
        if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
        continue
      }
      if c == "\"" {
        inString = true
      } else if "-+.0123456789eE".contains(c) {
        current.append(c)
        continue
      }
      if !current.isEmpty { numbers.append(current) }
      current = ""
    }
    return numbers
  }

  /// Every layer's class and copies, depth first (eval does not show a replicator's transform).
  static func classes(_ layer: Layer) -> [String] {
    let own =
      "\(layer.id) \(layer.layerClass.rawValue) \(layer.replicator.instanceCount) "
      + "\(layer.replicator.instanceDelay) \(layer.replicator.instanceTransform.m)"
    return [own] + layer.sublayers.flatMap(classes)
  }
}

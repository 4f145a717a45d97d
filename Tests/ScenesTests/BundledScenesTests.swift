import Foundation
import MediaTiming
import Scenes
import Testing

@Suite("Bundled scenes")
struct BundledScenesTests {
  static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/scenes")

  // The embedded copies are the files in Resources/scenes (run scripts/embed-scenes.sh after an edit).
  @Test func embeddedCopiesMatchResources() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path).filter {
      $0.hasSuffix(".json")
    }
    #expect(Set(files.map { String($0.dropLast(5)) }) == Set(BundledScenes.names))
    for file in files {
      let text = try String(contentsOf: Self.resources.appendingPathComponent(file), encoding: .utf8)
      let name = String(file.dropLast(5))
      let normalized = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
      #expect(BundledScenes.json(named: name) == normalized, "\(file) differs: run scripts/embed-scenes.sh")
    }
  }

  @Test(arguments: BundledScenes.names)
  func decodesCleanly(name: String) throws {
    let scene = try Scene.decode(BundledScenes.json(named: name) ?? "")
    #expect(scene.name == name)
    #expect(BundledScenes.title(named: name) == scene.title)
    #expect(scene.warnings.isEmpty)
    #expect(scene.title?.isEmpty == false)
    #expect(scene.caption?.isEmpty == false)
    #expect(scene.timeline != nil)
  }

  @Test func cheatSheetCasesExist() {
    for name in BundledScenes.cheatSheetNames { #expect(BundledScenes.scene(named: name) != nil, "\(name)") }
    #expect(BundledScenes.names.first == BundledScenes.defaultName)
    #expect(BundledScenes.scene(named: "no-such-scene") == nil)
  }

  // The bundled cases give the seed's numbers (timing model section 6), so the pictures drawn from
  // them are the article's: hierarchical speed 1.5 inside 2 finishes at t = 1 (3×); the layer-speed
  // case finishes at t = 1 (1.5×); negative speed runs from 1 down to 0.
  @Test func bundledCasesGiveTheSeedNumbers() throws {
    let hierarchical = try #require(BundledScenes.scene(named: "hierarchical-speed")).root
    #expect(hierarchical.evaluate(atMediaTime: 1).animation("root/group/color")?.progress == 1)
    #expect(hierarchical.evaluate(atMediaTime: 0.5).animation("root/group/color")?.progress == 0.5)
    let layerSpeed = try #require(BundledScenes.scene(named: "layer-speed")).root
    #expect(layerSpeed.evaluate(atMediaTime: 1).animation("root/slow/color")?.progress == 1)
    let negative = try #require(BundledScenes.scene(named: "negative-speed")).root
    #expect(negative.evaluate(atMediaTime: 0.25).animation("root/color")?.progress == 0.75)
  }
}

@Suite("Scenes written as files")
struct SceneWritingTests {
  // Writing a scene and reading it back gives the same scene, for every bundled scene (so saving
  // loses nothing) — and the written file leaves defaults out.
  @Test(arguments: BundledScenes.names)
  func roundTrip(name: String) throws {
    let scene = try #require(BundledScenes.scene(named: name))
    let again = try Scene.decode(scene.fileText)
    #expect(again == scene)
    #expect(!scene.fileText.contains("\"speed\": 1,") && !scene.fileText.contains("\"fillMode\": \"removed\""))
  }

  // Every field the format has survives the trip, spring parameter sets and paths included.
  @Test func everyField() throws {
    let text = ##"""
      {"name": "all", "title": "t", "caption": "c", "timeline": {"start": -1, "end": 2.5},
       "layer": {"id": "root", "beginTime": 0.5, "speed": 2, "timeOffset": 0.25,
         "properties": {"position": [1, 2], "bounds.size": [3, 4], "backgroundColor": "#FF000080", "transform.rotation.z": 1},
         "animations": [
           {"id": "b", "keyPath": "position.x", "to": 5, "by": 2, "beginTime": 1, "duration": 2, "speed": -1, "timeOffset": 0.5,
            "repeatCount": "infinity", "autoreverses": true, "fillMode": "both", "removedOnCompletion": false,
            "timingFunction": [0.1, 0.2, 0.3, 1.4], "additive": true, "cumulative": true},
           {"id": "k", "keyPath": "position", "path": "M0,0 L10,0 Q20,0 20,10", "keyTimes": [0, 0.5, 1],
            "timingFunctions": ["easeIn", "spring(1, 200, 15, 0)"], "calculationMode": "cubic", "tensionValues": [0, 1],
            "continuityValues": [0.5], "biasValues": [-1, 0, 1], "rotationMode": "autoReverse"},
           {"id": "s1", "keyPath": "opacity", "from": 0, "to": 1, "spring": {"mass": 2, "allowsOverdamping": true, "initialVelocity": 3}},
           {"id": "s2", "keyPath": "opacity", "from": 0, "to": 1, "spring": {"dampingRatio": 0.7, "duration": 0.4}},
           {"id": "s3", "keyPath": "opacity", "from": 0, "to": 1, "spring": {"preset": "snappy", "extraBounce": 0.1}},
           {"id": "g", "repeatDuration": 3, "animations": [{"id": "c", "keyPath": "strokeEnd", "values": [0, 1], "calculationMode": "discrete"}]}
         ],
         "sublayers": [{"id": "sub", "speed": 0.5, "animations": [{"id": "r", "keyPath": "cornerRadius", "from": 1, "to": 2, "addedAt": 1}]}]}}
      """##
    let scene = try Scene.decode(text)
    #expect(try Scene.decode(scene.fileText) == scene)
  }
}

/// `eval` prints its report a sample at a time; the text must be the document's, byte for byte.
@Suite struct StreamedReportTests {
  @Test(arguments: BundledScenes.names)
  func streamedReportIsTheDocument(name: String) throws {
    let scene = try #require(BundledScenes.scene(named: name))
    for times in [[], [0.0], [0, 0.5, 1.25, 3, 10]] {
      var streamed = ""
      EvalReport.write(for: scene, at: times) { streamed += $0 }
      #expect(streamed == EvalReport.json(for: scene, at: times).serialized(), "\(name) at \(times)")
    }
  }
}

extension StreamedReportTests {
  @Test func streamedReportKeepsTheWarnings() throws {
    let scene = try Scene.parseNotation("duration=1 repeatCount=2 repeatDuration=3")
    #expect(!scene.warnings.isEmpty)
    var streamed = ""
    EvalReport.write(for: scene, at: [0, 1]) { streamed += $0 }
    #expect(streamed == EvalReport.json(for: scene, at: [0, 1]).serialized())
  }
}

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

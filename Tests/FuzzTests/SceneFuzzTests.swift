import Explorer
import Foundation
import MediaTiming
import Scenes
import TermGrid
import TestSupport
import Testing

/// Mutated scene files (from every bundled scene) must each give either a scene that evaluates
/// and draws, or an error listing problems that each name a field. A crash or a hang fails the
/// run. `FUZZ_INPUTS` sets the number of inputs (default 1,500) and `FUZZ_SEED` the seed; each
/// run prints its counts.
@Suite("Fuzzing scene files")
struct SceneFuzzTests {
  static let inputs = ProcessInfo.processInfo.environment["FUZZ_INPUTS"].flatMap(Int.init) ?? 1_500
  static let seed = SeededRandom.seed(default: 20_261_122, for: "scene fuzz")

  @Test func mutatedScenesAreValidOrClearErrors() throws {
    let documents = try BundledScenes.names.map { try JSONParser.parse(BundledScenes.json(named: $0)!) }
    var mutator = SceneMutator(random: SeededRandom(seed: Self.seed))
    var valid = 0
    var rejected = 0
    for index in 0..<Self.inputs {
      let bytes = mutator.mutate(documents[index % documents.count])
      do {
        let scene = try Scene.decode(bytes)
        valid += 1
        try checkUsable(scene, input: index)
        // What was read is written back as a file that reads as the same scene.
        #expect(try Scene.decode(scene.fileText) == scene, "input \(index): the written file reads differently")
      } catch let error as SceneError {
        rejected += 1
        try #require(!error.problems.isEmpty, "input \(index): an error with no problem listed")
        for problem in error.problems {
          #expect(!(problem.path ?? "").isEmpty && !problem.message.isEmpty, "input \(index): \(problem)")
          #expect(problem.description.utf8.count < 400, "input \(index): a problem too long to read")
        }
      }
    }
    print("fuzz: \(Self.inputs) mutated scene files (seed \(Self.seed)): \(valid) valid, \(rejected) errors, 0 crashes")
    #expect(valid > 0 && rejected > 0, "the mutations should produce both outcomes")
  }

  /// A scene that decoded is evaluated across (and beyond) its span and drawn by the explorer.
  func checkUsable(_ scene: Scene, input: Int) throws {
    let span = scene.span
    let times = [span.lowerBound, (span.lowerBound + span.upperBound) / 2, span.upperBound, -1, 1e6, 0]
    for t in times {
      let evaluation = scene.root.evaluate(atMediaTime: t)
      for record in evaluation.animations {
        if let progress = record.progress {
          #expect((0...1).contains(progress), "input \(input): \(record.path) progress \(progress) at \(t)")
        }
        if let eased = record.easedProgress { #expect(eased.isFinite, "input \(input): \(record.path) eased \(eased)") }
      }
    }
    var state = ExplorerState(scene: scene, width: 100, height: 30)
    _ = state.perform(.percent(5))
    let grid = ExplorerView.render(state, theme: Theme())
    #expect(grid.width == 100 && grid.height == 30)
  }

  @Test func tenThousandLevelsAreAnErrorNotAStackOverflow() throws {
    var mutator = SceneMutator(random: SeededRandom(seed: 1))
    for _ in 0..<4 {
      let bytes = mutator.deeplyNested()
      #expect(throws: SceneError.self) { try Scene.decode(bytes) }
      do {
        _ = try Scene.decode(bytes)
      } catch {
        #expect(error.problems.first?.message.contains("nest") == true, "\(error.problems)")
      }
    }
  }

  @Test func tenMegabyteStringsAreExcerpted() throws {
    let huge = String(repeating: "é", count: 5_000_000)  // 10 MB of UTF-8
    for field in ["name", "layer.id", "keyPath", "timingFunction", "fillMode", "from"] {
      let animation =
        field == "keyPath" || field == "timingFunction" || field == "fillMode" || field == "from"
        ? #"{"id": "a", "duration": 1, "\#(field)": "\#(huge)"}"# : #"{"id": "a", "duration": 1}"#
      let name = field == "name" ? huge : "n"
      let id = field == "layer.id" ? huge : "root"
      let text = #"{"name": "\#(name)", "layer": {"id": "\#(id)", "animations": [\#(animation)]}}"#
      do {
        let scene = try Scene.decode(text)
        // A long name or key path is allowed; it must still draw.
        try checkUsable(scene, input: -1)
      } catch let error as SceneError {
        for problem in error.problems {
          #expect((problem.value?.utf8.count ?? 0) < 200, "\(field): the value is excerpted")
        }
      }
    }
  }
}

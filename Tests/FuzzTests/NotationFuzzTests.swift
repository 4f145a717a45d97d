import Foundation
import MediaTiming
import Scenes
import TestSupport
import Testing

/// Random notation — mutated lines of every bundled scene and strings of notation's own tokens —
/// must each give a scene that evaluates and draws, or errors that each name a column inside the
/// text. `FUZZ_NOTATION` sets the number of inputs (default 3,000); `FUZZ_SEED` the seed.
@Suite("Fuzzing notation")
struct NotationFuzzTests {
  static let inputs = ProcessInfo.processInfo.environment["FUZZ_NOTATION"].flatMap(Int.init) ?? 3_000
  static let seed = SeededRandom.seed(default: 20_261_123, for: "notation fuzz")

  static let tokens = [
    "duration", "=", "1.5", "beginTime", "-1", "speed", "0", "NaN", "1e999", "fillMode", "back", "both", "repeatCount",
    "inf", "autoreverses", ",", " ", ";", "\n", "layer", "group", "sublayer", "scene", "{", "}", "[", "]", "(", ")",
    "\"", "keyPath", "position", "position.x", "transform.scale", "opacity", "from", "to", "by", "#FF9500", "#FF95",
    "values", "keyTimes", "calculationMode", "paced", "cubicPaced", "path", "M0,0 L1,1", "spring", "bouncy",
    ".snappy(duration: 0)", "response: 0.5", "timingFunction", "cubic-bezier(2, 0, 1, 1)", "easeIn", "id", "x/y",
    "1/0", "0/0", "é", "\u{0}", "=[", "[[", "]]", "tensionValues", "rotationMode", "auto", "timeline", "name",
  ]

  @Test func randomNotationIsAValidSceneOrColumnedErrors() throws {
    var random = SeededRandom(seed: Self.seed)
    let lines = BundledScenes.all.map(\.notation)
    var valid = 0
    var rejected = 0
    for index in 0..<Self.inputs {
      var text: String
      if index % 2 == 0 {
        // A bundled scene's line with a few characters or tokens changed.
        var scalars = Array(lines[index / 2 % lines.count].unicodeScalars)
        for _ in 0...(random.next() % 4) where !scalars.isEmpty {
          let at = Int(random.next() % UInt64(scalars.count))
          switch random.next() % 3 {
          case 0: scalars.remove(at: at)
          case 1:
            scalars.insert(
              contentsOf: Self.tokens[Int(random.next() % UInt64(Self.tokens.count))].unicodeScalars, at: at)
          default: scalars[at] = Unicode.Scalar(UInt8(32 + random.next() % 95))
          }
        }
        text = String(String.UnicodeScalarView(scalars))
      } else {
        text = (0..<(1 + random.next() % 24)).map { _ in Self.tokens[Int(random.next() % UInt64(Self.tokens.count))] }
          .joined()
      }
      do {
        let scene = try Scene.parseNotation(text)
        valid += 1
        let evaluation = scene.root.evaluate(atMediaTime: 0.5)
        _ = scene.root.presentation(in: evaluation)
        // The scene's own notation reads back as a scene that evaluates the same.
        let again = try Scene.parseNotation(scene.notation)
        #expect(
          again.root.evaluate(atMediaTime: 0.5) == evaluation, "input \(index): \(text) → \(scene.notation)")
      } catch {
        rejected += 1
        try #require(!error.problems.isEmpty, "input \(index) \(text.debugDescription): an error without a problem")
        let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
        for problem in error.problems {
          let line = problem.location?.line ?? 1
          #expect(line >= 1 && line <= lineCount && (problem.location?.column ?? 0) >= 1, "input \(index): \(problem)")
          #expect(!problem.message.isEmpty)
        }
      }
    }
    print("fuzz: \(Self.inputs) notation strings (seed \(Self.seed)): \(valid) valid, \(rejected) errors, 0 crashes")
    #expect(valid > 0 && rejected > 0)
  }

  @Test func deepNestingIsAnError() {
    for text in [
      String(repeating: "group { ", count: 10_000), String(repeating: "values=[", count: 10_000),
      String(repeating: "sublayer a { ", count: 5_000),
    ] {
      #expect(throws: NotationError.self) { try Scene.parseNotation(text) }
    }
  }
}

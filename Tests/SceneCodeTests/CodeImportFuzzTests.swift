import Foundation
import MediaTiming
import SceneCode
import Scenes
import TestSupport
import Testing

/// Mutated code — exported scenes and the corpus with characters and tokens changed — is read
/// into a scene or fails with a message: never a crash or a hang. `FUZZ_CODE` sets the number of
/// inputs (default 2,000), `FUZZ_SEED` the seed.
@Suite("Fuzzing the code importer")
struct CodeImportFuzzTests {
  static let inputs = ProcessInfo.processInfo.environment["FUZZ_CODE"].flatMap(Int.init) ?? 2_000
  static let seed = SeededRandom.seed(default: 20_261_123, for: "code import fuzz")

  static let tokens = [
    "(", ")", "[", "]", "{", "}", "@", "@\"", "\"", ";", "\n", ".", ":", "=", "*", "/", "/*", "//", "-", "+", "^",
    "nil", "self", "layer", "CABasicAnimation", "animationWithKeyPath:", "CAAnimationGroup", "animations", "add",
    "addAnimation:", "forKey", "convertTime", "CACurrentMediaTime()", "0", "1e999", "-0", ".infinity", "HUGE_VALF",
    "UIColor", "orangeColor", "NSValue", "CGPointMake(", "fromValue", "toValue", "values", "keyTimes", "path",
    "UIBezierPath(", "addLine(to:", "settlingDuration", "CASpringAnimation(perceptualDuration:", "return", "func",
    "- (void)x {", "#import", "é", "\u{0}", "@[", "@(", "let", "var", "as!", "?", "!", "0x", "1.", "..",
    "for i in 0..<1000000 {", "while true {", "self.", "func f() { f() }", "^{", "switch x {", "case .a:", "guard",
    "else { return }", "stride(from: 0, to: 1e9, by: 1e-9)", "repeat {", "} while true", "init(", "super.",
    "CATransform3DMakeRotation(", "enumerated()", ".map {", "$0", "#define X X", "[self ", "do {",
  ]

  @Test func mutatedCodeNeverCrashes() throws {
    var random = SeededRandom(seed: Self.seed)
    var sources: [String] = []
    for scene in BundledScenes.all.prefix(12) {
      sources.append(try CodeExport.code(scene, language: .swift))
      sources.append(try CodeExport.code(scene, language: .objc))
    }
    // The corpus and the shapes real libraries write (helpers, loops, classes, blocks).
    for folder in [CodeImportTests.corpus, CodeShapesTests.folder] {
      for file in try FileManager.default.contentsOfDirectory(atPath: folder.path)
      where file.hasSuffix(".m") || file.hasSuffix(".swift") {
        sources.append(try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
      }
    }
    var read = 0
    var failed = 0
    for index in 0..<Self.inputs {
      var scalars = Array(sources[index % sources.count].unicodeScalars)
      for _ in 0...(random.next() % 6) where !scalars.isEmpty {
        let at = Int(random.next() % UInt64(scalars.count))
        switch random.next() % 4 {
        case 0: scalars.removeSubrange(at..<min(scalars.count, at + Int(random.next() % 40)))
        case 1:
          scalars.insert(contentsOf: Self.tokens[Int(random.next() % UInt64(Self.tokens.count))].unicodeScalars, at: at)
        case 2: scalars[at] = Unicode.Scalar(UInt8(32 + random.next() % 95))
        default: scalars.removeSubrange(at...)
        }
      }
      let text = String(String.UnicodeScalarView(scalars))
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      let result: CodeImport.Result
      do {
        result = try CodeImport.read(text)
      } catch {
        #expect(!error.description.isEmpty)
        if let line = error.line { #expect((1...lines).contains(line), "input \(index): \(error)") }
        failed += 1
        continue
      }
      _ = EvalReport.json(for: result.scene, at: [0, 0.5, 1])
      read += 1
      // The scene file it prints reads back as the same scene, and every note names a line of
      // the text.
      #expect((try? Scene.decode(result.document)) == result.scene, "input \(index)")
      for note in result.diagnostics {
        if let line = note.location?.line { #expect((1...lines).contains(line), "input \(index): \(note)") }
      }
    }
    print("fuzz: \(Self.inputs) mutated code files (seed \(Self.seed)): \(read) read, \(failed) refused, 0 crashes")
    #expect(read > 0 && failed > 0, "the mutations should produce both outcomes")
  }
}

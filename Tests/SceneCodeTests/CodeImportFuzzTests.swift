import Foundation
import MediaTiming
import SceneCode
import Scenes
import Testing

/// Mutated code — exported scenes and the corpus with characters and tokens changed — is read
/// into a scene or fails with a message: never a crash or a hang. `FUZZ_CODE` sets the number of
/// inputs (default 2,000), `FUZZ_SEED` the seed.
@Suite("Fuzzing the code importer")
struct CodeImportFuzzTests {
  static let inputs = ProcessInfo.processInfo.environment["FUZZ_CODE"].flatMap(Int.init) ?? 2_000
  static let seed = ProcessInfo.processInfo.environment["FUZZ_SEED"].flatMap(UInt64.init) ?? 20_261_123

  static let tokens = [
    "(", ")", "[", "]", "{", "}", "@", "@\"", "\"", ";", "\n", ".", ":", "=", "*", "/", "/*", "//", "-", "+", "^",
    "nil", "self", "layer", "CABasicAnimation", "animationWithKeyPath:", "CAAnimationGroup", "animations", "add",
    "addAnimation:", "forKey", "convertTime", "CACurrentMediaTime()", "0", "1e999", "-0", ".infinity", "HUGE_VALF",
    "UIColor", "orangeColor", "NSValue", "CGPointMake(", "fromValue", "toValue", "values", "keyTimes", "path",
    "UIBezierPath(", "addLine(to:", "settlingDuration", "CASpringAnimation(perceptualDuration:", "return", "func",
    "- (void)x {", "#import", "é", "\u{0}", "@[", "@(", "let", "var", "as!", "?", "!", "0x", "1.", "..",
  ]

  final class Random {
    var state: UInt64
    init(_ seed: UInt64) { state = seed }
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test func mutatedCodeNeverCrashes() throws {
    let random = Random(Self.seed)
    var sources: [String] = []
    for scene in BundledScenes.all.prefix(12) {
      sources.append(try CodeExport.code(scene, language: .swift))
      sources.append(try CodeExport.code(scene, language: .objc))
    }
    let corpus = CodeImportTests.corpus
    for file in try FileManager.default.contentsOfDirectory(atPath: corpus.path)
    where file.hasSuffix(".m") || file.hasSuffix(".swift") {
      sources.append(try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8))
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
      do {
        let result = try CodeImport.read(String(String.UnicodeScalarView(scalars)))
        _ = EvalReport.json(for: result.scene, at: [0, 0.5, 1])
        read += 1
      } catch {
        #expect(!error.description.isEmpty)
        failed += 1
      }
    }
    #expect(read + failed == Self.inputs)
    #expect(read > 0 && failed > 0)
  }
}

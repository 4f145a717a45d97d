import Foundation
import Testing

/// `kill -9` at any moment while the real binary saves scenes over one another leaves the file
/// either the old or the new complete scene, never a mixture or a truncated one.
@Suite("Atomic saves")
struct AtomicSaveTests {
  /// A scene file of about half a megabyte (so a write takes a while) whose values are `marker`.
  func bigScene(_ marker: Int) -> String {
    let values = (0..<40_000).map { _ in String(marker) }.joined(separator: ", ")
    return
      #"{"name": "big\#(marker)", "layer": {"id": "root", "animations": [{"id": "k", "keyPath": "opacity", "values": [\#(values)]}]}}"#
  }

  @Test func killDuringRepeatedSavesLeavesACompleteFile() throws {
    let directory = URL(fileURLWithPath: try temporaryFile(bigScene(1), name: "a.json")).deletingLastPathComponent()
    let a = directory.appendingPathComponent("a.json").path
    let b = directory.appendingPathComponent("b.json").path
    try Data(bigScene(2).utf8).write(to: URL(fileURLWithPath: b))
    let target = directory.appendingPathComponent("saved.json").path
    // What each complete save writes, as the binary writes it.
    var expected: [String] = []
    for source in [a, b] {
      let run = try runTimingLab(["notation", source, "--json"])
      expected.append(run.stdout)
    }
    try Data(expected[0].utf8).write(to: URL(fileURLWithPath: target))
    var random = SystemRandomNumberGenerator()
    var killedMidway = 0
    for round in 0..<60 {
      let process = Process()
      process.executableURL = timingLabBinary()
      process.arguments = ["notation", round % 2 == 0 ? b : a, "--json", "--output", target]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 0...120_000, using: &random))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      if process.terminationReason == .uncaughtSignal { killedMidway += 1 }
      let text = String(decoding: FileManager.default.contents(atPath: target) ?? Data(), as: UTF8.self)
      #expect(expected.contains(text), "round \(round): the file is neither scene (\(text.utf8.count) bytes)")
      // Leftover temporary files of killed writers are the only other files allowed.
      let others = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
        !["a.json", "b.json", "saved.json"].contains($0)
      }
      #expect(others.allSatisfy { $0.hasPrefix(".saved.json.timinglab-") }, "\(others)")
    }
    #expect(killedMidway > 10, "the kills should land while the binary runs")
  }
}

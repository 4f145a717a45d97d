import Foundation
import TestSupport
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
    var random = SeededRandom(seed: SeededRandom.seed("KILL_SEED", default: 9, for: "killDuringRepeatedSaves"))
    var killedMidway = 0
    for round in 0..<60 {
      let process = try ChildProcess(
        timingLabBinary().path, ["notation", round % 2 == 0 ? b : a, "--json", "--output", target], output: .discard)
      usleep(UInt32.random(in: 0...120_000, using: &random))
      process.send(SIGKILL)
      if process.wait(timeout: 60).signal != nil { killedMidway += 1 }
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

  // SIGTERM, SIGINT or SIGHUP at any moment: a complete file and no temporary file left (the
  // handler removes it before the process dies of the signal).
  @Test func terminatingSignalsLeaveNoTemporaryFile() throws {
    let directory = URL(fileURLWithPath: try temporaryFile(bigScene(1), name: "a.json")).deletingLastPathComponent()
    let a = directory.appendingPathComponent("a.json").path
    let target = directory.appendingPathComponent("saved.json").path
    let expected = try runTimingLab(["notation", a, "--json"]).stdout
    var random = SeededRandom(seed: SeededRandom.seed("SIGNAL_SEED", default: 29, for: "terminatingSignals"))
    var signalled = 0
    for round in 0..<18 {
      // ChildProcess starts the binary with every signal unblocked, as a shell's child has them.
      // Half the rounds hold the finished temporary file for 600 ms, longer than the latest signal
      // (400 ms), so at least those 9 signals land mid-save however fast the machine writes.
      var environment = ProcessInfo.processInfo.environment
      if round % 2 == 0 { environment["TIMINGLAB_SAVE_PAUSE_MS"] = "600" }
      let process = try ChildProcess(
        timingLabBinary().path, ["notation", a, "--json", "--output", target], environment: environment,
        output: .discard)
      usleep(UInt32.random(in: 100_000...400_000, using: &random))  // the work takes ~0.25 s
      process.send([SIGTERM, SIGINT, SIGHUP][round % 3])
      let ending = process.wait(timeout: 60)
      if ending.signal != nil { signalled += 1 }
      #expect(
        ending.signal != nil || ending.status == 0,
        "round \(round): the binary failed (\(String(describing: ending.status)))")
      let text = String(decoding: FileManager.default.contents(atPath: target) ?? Data(), as: UTF8.self)
      #expect(text.isEmpty || text == expected, "round \(round): the file is torn (\(text.utf8.count) bytes)")
      let others = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
        !["a.json", "saved.json"].contains($0)
      }
      #expect(others.isEmpty, "round \(round): left \(others)")
    }
    #expect(signalled > 6, "the signals should land while the binary runs")
  }
}

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
      // The test runner's threads block signals and children inherit the mask: start the binary
      // from a launcher that unblocks them, as a shell's child would have them.
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", "-c",
        "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
        timingLabBinary().path, "notation", a, "--json", "--output", target,
      ]
      // Half the rounds hold the finished temporary file for 150 ms, so signals land mid-save.
      if round % 2 == 0 {
        process.environment = ProcessInfo.processInfo.environment.merging(["TIMINGLAB_SAVE_PAUSE_MS": "150"]) { $1 }
      }
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 150_000...450_000, using: &random))  // the launcher and the work take ~0.3 s
      kill(process.processIdentifier, [SIGTERM, SIGINT, SIGHUP][round % 3])
      process.waitUntilExit()
      if process.terminationReason == .uncaughtSignal { signalled += 1 }
      #expect(
        process.terminationReason == .uncaughtSignal || process.terminationStatus == 0,
        "round \(round): the launcher or the binary failed (\(process.terminationStatus))")
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

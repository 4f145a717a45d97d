import Foundation
import Testing

/// Random command lines for `eval`, `curve`, `solve` and `render`, built from valid and hostile
/// words, run through the real binary: each must end with status 0, 1 or 2 (never a signal, never
/// a hang), with output on success and a reason on standard error for 2. `FUZZ_COMMANDS` sets the
/// number of command lines (default 80); each run prints its counts.
@Suite("Fuzzing the command line")
struct ArgumentFuzzTests {
  static let count = ProcessInfo.processInfo.environment["FUZZ_COMMANDS"].flatMap(Int.init) ?? 80

  /// Words that mean something to some command, words that are wrong, and words that are hostile.
  static let numbers = [
    "0", "0.5", "1", "-1", "1.6", "1e308", "-1e308", "1e999", "NaN", "nan", "inf", "-inf", "0x10", "",
    "5e-324", "99999999999999999999", "0:4:0.25", "0:1:0", "1:0:0.1", "0:1e9:1e-9", "0,0.5,1", ",", "0:1",
  ]
  static let functions = [
    "easeIn", "linear", "default", "ease-in-out", "easeOutBounce", "smoothstep", "spring", "nope", "",
    "cubic-bezier(0.42, 0, 0.58, 1)", "cubic-bezier(2, 0, 1, 1)", "cubic-bezier(NaN, 0, 1, 1)", "cubic-bezier(",
    "spring(1, 100, 10, 0)", "spring(0, 0, 0, 0)", "spring(-1, 1e308, 1, 1)", "[0.42, 0, 0.58, 1]",
  ]
  static let options = [
    "--at", "--progress", "--duration", "--size", "--format", "--case", "--select", "--depth", "--list", "--help",
    "--ascii", "--output", "--", "-", "-x", "--at=1",
  ]
  static let values = [
    "100x30", "60x20", "0x0", "-5x3", "99999x99999", "1x1", "x", "text", "ansi", "svg", "json", "xml", "overview",
    "repeat-count", "pull-to-refresh", "nope", "/nonexistent/scene.json", "/dev/null", "truecolor", "256", "mono",
    String(repeating: "é", count: 20_000), "\u{1B}[31m", "3", "-1",
  ]

  @Test func randomCommandLinesEndCleanly() throws {
    var random = SystemRandomNumberGenerator()
    var statuses: [Int32: Int] = [:]
    let scene = try temporaryFile(
      #"{"name": "f", "layer": {"id": "root", "animations": [{"id": "a", "keyPath": "opacity", "from": 0, "to": 1, "duration": 1.5, "repeatCount": 2}]}}"#
    )
    for index in 0..<Self.count {
      let command = ["eval", "curve", "solve", "render"][index % 4]
      var arguments = [command]
      switch command {
      case "eval", "render":
        arguments.append([scene, "-", "/nonexistent.json", "--case"].randomElement(using: &random)!)
      default: arguments.append(Self.functions.randomElement(using: &random)!)
      }
      // Half the time the option the command needs, so that more runs get past parsing.
      if Bool.random(using: &random) {
        let option = ["eval": "--at", "curve": "--at", "solve": "--progress", "render": "--at"][command]!
        arguments += [option, Self.numbers.randomElement(using: &random)!]
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        let pool = [Self.options, Self.numbers, Self.values, Self.functions].randomElement(using: &random)!
        arguments.append(pool.randomElement(using: &random)!)
      }
      let run = try runBinary(arguments)
      #expect(!run.hung, "hung: timinglab \(arguments)")
      #expect(run.exited, "killed by a signal: timinglab \(arguments)")
      #expect([0, 1, 2].contains(run.status), "status \(run.status): timinglab \(arguments)")
      if run.status == 2 { #expect(!run.stderr.isEmpty, "no reason given: timinglab \(arguments)") }
      if run.status == 0 && !arguments.contains("--output") {
        #expect(!run.stdout.isEmpty, "no output: timinglab \(arguments)")
      }
      statuses[run.status, default: 0] += 1
    }
    print(
      "fuzz: \(Self.count) command lines: \(statuses[0] ?? 0) succeeded, \(statuses[1] ?? 0) no answer (1),"
        + " \(statuses[2] ?? 0) bad input (2), 0 crashes, 0 hangs")
  }
}

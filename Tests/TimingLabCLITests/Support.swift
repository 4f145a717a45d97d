import Foundation
import TestSupport
import TimingLabCLI

/// The built `timinglab` binary, found beside the test bundle.
func timingLabBinary() -> URL {
  let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var directory = testBinary.deletingLastPathComponent()
  // On Linux the test binary is `.build/debug/TimingLabPackageTests.xctest`; on macOS a bundle.
  while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("timinglab").path)
    && directory.path != "/"
  {
    directory = directory.deletingLastPathComponent()
  }
  return directory.appendingPathComponent("timinglab")
}

/// How a run of the binary ended.
struct Run {
  var status: Int32
  /// False when a signal ended it.
  var exited: Bool
  /// True when the watchdog had to kill it.
  var hung: Bool
  var stdout: String
  var stderr: String
}

/// Runs the command line `arguments` in this process, with `stdin` as standard input and both
/// outputs captured: the same code as the binary (`TimingLab.main`), without starting a process.
func runTimingLab(_ arguments: [String], stdin: String? = nil) throws -> Run {
  let console = CapturingConsole(input: Array((stdin ?? "").utf8))
  let status = TimingLab.main(arguments: arguments, console: console)
  return Run(status: status, exited: true, hung: false, stdout: console.output, stderr: console.errors)
}

/// A console that keeps what a command writes and hands it `input`.
final class CapturingConsole: Console, @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""
  private let input: [UInt8]

  init(input: [UInt8]) { self.input = input }

  func write(_ text: String) { lock.withLock { out += text } }
  func writeError(_ line: String) { lock.withLock { err += line + "\n" } }
  func readInput() throws(CLIFailure) -> [UInt8] { input }

  var output: String { lock.withLock { out } }
  var errors: String { lock.withLock { err } }
}

/// Runs the built `timinglab` binary (beside the test bundle) with `arguments` and `stdin`, in a
/// scratch directory of its own (so `--output` cannot write into the repository), killing it after
/// 60 s (a hang, not a speed check: every command here ends in well under a second). For what only
/// a real process shows: exit statuses from `main`, help wrapped for a pipe, signals.
func runBinary(_ arguments: [String], stdin: String? = nil) throws -> Run {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-run-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let ending = try ChildProcess.run(
    timingLabBinary().path, arguments, input: Array((stdin ?? "").utf8), directory: directory.path, timeout: 60)
  return Run(
    status: ending.status ?? ending.signal ?? -1, exited: ending.signal == nil, hung: ending.timedOut,
    stdout: ending.output, stderr: ending.errors)
}

/// Writes `text` to a new temporary file and returns its path.
func temporaryFile(_ text: String, name: String = "scene.json") throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

/// The value at `path` (keys and indices) in parsed JSON.
func jsonValue(_ text: String, _ path: [Any]) -> Any? {
  var value: Any? = try? JSONSerialization.jsonObject(with: Data(text.utf8))
  for step in path {
    if let key = step as? String {
      value = (value as? [String: Any])?[key]
    } else if let index = step as? Int {
      guard let array = value as? [Any], array.indices.contains(index) else { return nil }
      value = array[index]
    }
  }
  return value
}

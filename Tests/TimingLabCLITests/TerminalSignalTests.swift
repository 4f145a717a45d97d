import Foundation
import TestSupport
import Testing

/// Every signal that ends the explorer leaves the terminal as it was: the explorer runs in a
/// tmux pane (a real pseudo-terminal), is sent the signal, and then the pane's `stty -g` is
/// compared with the one before, and tmux is asked whether the alternate screen, keypad mode,
/// mouse reporting or a hidden cursor were left behind. Skipped (visibly) without tmux;
/// `REQUIRE_TERMINAL_TESTS=1` (CI) makes a missing tmux a failure.
@Suite("Terminal after signals", .serialized)
struct TerminalSignalTests {
  static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  /// A tmux server of the tests' own (it ends with its last session), not the user's.
  static let socket = "timinglab-tests-\(getpid())"
  static let required = ProcessInfo.processInfo.environment["REQUIRE_TERMINAL_TESTS"] == "1"

  @Test func tmuxIsPresentWhenRequired() {
    if Self.required { #expect(Self.tmux != nil, "REQUIRE_TERMINAL_TESTS=1 but tmux is not installed") }
  }

  /// Runs tmux (for at most 10 s); its output when `reading`. A command that starts the tmux
  /// server leaves the server holding the pipe: `ChildProcess` does not wait for that.
  @discardableResult
  static func tmux(_ arguments: [String], reading: Bool = false) throws -> String {
    try ChildProcess.run(
      tmux!, ["-L", socket, "-f", "/dev/null"] + arguments, output: reading ? .capture : .discard, timeout: 10
    ).output
  }

  static func waitFor(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
    for _ in 0..<Int(seconds * 20) {
      if try condition() { return true }
      usleep(50_000)
    }
    return try condition()
  }

  @Test(
    .enabled(if: tmux != nil, "tmux is not installed: the terminal signal tests cannot run"),
    arguments: [SIGQUIT, SIGUSR1, SIGPIPE, SIGTERM, SIGHUP, SIGINT, SIGSEGV, SIGABRT])
  func signalLeavesASaneTerminal(signal: Int32) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-signal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = "tl-signal-\(signal)-\(ProcessInfo.processInfo.processIdentifier)"
    try Self.tmux(["new-session", "-d", "-s", session, "-x", "80", "-y", "24", "sh"])
    defer { _ = try? Self.tmux(["kill-session", "-t", session]) }
    _ = try Self.waitFor(5) {
      !(try Self.tmux(["capture-pane", "-t", session, "-p"], reading: true)).trimmingCharacters(
        in: .whitespacesAndNewlines
      ).isEmpty
    }
    let path = folder.path
    // `exec` makes the recorded pid the explorer's; the modes are read before and after it.
    let line =
      "stty -g > \(path)/before; sh -c 'echo $$ > \(path)/pid; exec \(timingLabBinary().path)'; "
      + "stty -g > \(path)/after"
    try Self.tmux(["send-keys", "-t", session, line, "Enter"])
    let drawn = try Self.waitFor(10) {
      try Self.tmux(["capture-pane", "-t", session, "-p"], reading: true).contains("TimingLab")
    }
    #expect(drawn, "the explorer did not start")
    let pid = try #require(Int32(String(contentsOfFile: path + "/pid", encoding: .utf8).filter(\.isNumber)))
    kill(pid, signal)
    // The shell creates the file before stty writes to it: wait for the whole line.
    let ended = Self.waitFor(10) {
      (try? String(contentsOfFile: path + "/after", encoding: .utf8))?.hasSuffix("\n") == true
    }
    #expect(ended, "signal \(signal): the explorer did not end")
    let before = try String(contentsOfFile: path + "/before", encoding: .utf8)
    let after = try String(contentsOfFile: path + "/after", encoding: .utf8)
    #expect(before == after, "signal \(signal): the terminal modes changed")
    let flags = try Self.tmux(
      [
        "display", "-p", "-t", session,
        "#{alternate_on} #{cursor_flag} #{keypad_cursor_flag} #{mouse_any_flag}#{mouse_standard_flag}#{mouse_button_flag}",
      ], reading: true)
    #expect(
      flags.trimmingCharacters(in: .whitespacesAndNewlines) == "0 1 0 000",
      "signal \(signal): alternate screen, cursor, keypad, mouse = \(flags)")
  }

  // A terminal type that cannot move the cursor gets a clear message and status 2, not a blank
  // screen; so does one terminfo does not know.
  @Test(
    .enabled(if: tmux != nil, "tmux is not installed: the terminal tests cannot run"),
    arguments: [("dumb", "cannot move the cursor"), ("no-such-terminal", "unknown to terminfo")])
  func terminalsThatCannotDrawAreRefused(term: String, says: String) throws {
    let session = "tl-term-\(term)-\(ProcessInfo.processInfo.processIdentifier)"
    try Self.tmux(["new-session", "-d", "-s", session, "-x", "100", "-y", "24", "sh"])
    defer { _ = try? Self.tmux(["kill-session", "-t", session]) }
    _ = try Self.waitFor(5) {
      !(try Self.tmux(["capture-pane", "-t", session, "-p"], reading: true)).trimmingCharacters(in: .whitespaces)
        .isEmpty
    }
    try Self.tmux(["send-keys", "-t", session, "TERM=\(term) \(timingLabBinary().path); echo status=$?", "Enter"])
    var screen = ""
    let ended = try Self.waitFor(10) {
      screen = try Self.tmux(["capture-pane", "-t", session, "-p", "-J"], reading: true)
      return (0...9).contains { screen.contains("status=\($0)") }
    }
    #expect(ended)
    #expect(screen.contains(says) && screen.contains("status=2"), "\(screen)")
  }
}

import Testing

/// What every command-line tool does: `--version` prints one line, and help shows defaults as a
/// user would type them.
@Suite("A good command-line citizen")
struct CitizenTests {
  @Test func versionIsOneLine() throws {
    for arguments in [["--version"], ["explore", "--version"]] {
      let run = try runBinary(arguments)
      #expect(run.status == 0)
      #expect(run.stderr.isEmpty)
      let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == 2 && lines[1].isEmpty, "one line and its newline: \(run.stdout)")
      let words = lines[0].split(separator: " ")
      #expect(words.first == "timinglab")
      let parts = words.last?.split(separator: ".") ?? []
      #expect(words.count == 2 && parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(lines[0])")
    }
  }

  /// Each command's help, with its defaults as typed (`100x30`, `0`, `60`), never as Swift prints
  /// a value (`ScreenSize(columns: 100, rows: 30)`, `0.0`, `60.0`), and the values a named option
  /// takes (`NamedValues`: spelled from the raw values, without reflection).
  @Test(arguments: [
    ("render", ["default: 100x30", "(values: text, ansi, svg; default: text)", "(values: truecolor, 256, 16, mono;"]),
    ("record", ["default: 100x30", "default: 30)", "(values: cast, svg;"]),
    ("keyframes", ["default: 0)", "default: 1)", "(values: json, csv; default: json)"]),
    ("code", ["(values: swift, objc;"]), ("solve", ["default: 1)"]), ("explore", ["default: 60)"]),
    ("cheatsheet", ["default: 100)"]),
    // What a newcomer missed (issue 28): code files as scenes, the tolerance's unit.
    ("eval", ["FILE.swift"]), ("explain", ["FILE.swift"]), ("keyframes", ["own units"]),
  ])
  func helpShowsDefaultsAsTyped(command: String, expected: [String]) throws {
    let run = try runBinary([command, "--help"])
    #expect(run.status == 0)
    // Help wraps at 80 columns: join the lines so a default split over two lines is still found.
    let text = run.stdout.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }.joined(separator: " ")
    for phrase in expected { #expect(text.contains(phrase), "\(command) --help lacks \(phrase)") }
    for swiftSpelling in ["ScreenSize(", ".0)", "Optional("] {
      #expect(!text.contains(swiftSpelling), "\(command) --help shows \(swiftSpelling)")
    }
  }
}

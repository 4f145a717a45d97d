import Foundation
import Testing

/// Where a scene comes from (docs/interfaces.md): `-`, a file, a bundled name, or notation, in that
/// order; each failure says what was tried, where, and exits 2.
@Suite("Scene sources")
struct SceneSourceTests {
  func progress(_ run: Run, sample: Int = 0) -> Double? {
    jsonValue(run.stdout, ["samples", sample, "animations", 0, "progress"]) as? Double
  }

  // Notation on the command line: duration 2, so at 0.5 s progress is 0.25.
  @Test func notationArgument() throws {
    let run = try runTimingLab(["eval", "duration=2 repeatCount=2", "--at", "0.5"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(progress(run) == 0.25)
    #expect(jsonValue(run.stdout, ["scene"]) as? String == "notation")
  }

  // Standard input, JSON or notation recognised by content.
  @Test func standardInput() throws {
    let json = try runTimingLab(["eval", "-", "--at", "1"], stdin: EvalCommandTests.timeOffsetScene)
    #expect(json.status == 0 && abs((progress(json) ?? 0) - 2.0 / 3) < 1e-12)
    let notation = try runTimingLab(["eval", "-", "--at", "1"], stdin: "duration=4\n")
    #expect(notation.status == 0 && progress(notation) == 0.25)
    let bad = try runTimingLab(["eval", "-", "--at", "1"], stdin: "duration=4 speed=fast")
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("standard input (read as notation): notation: column 12: speed: must be a number"))
  }

  // A file that is not JSON by name is read by content; a bundled name; precedence: a file named
  // like a bundled scene wins.
  @Test func filesAndNames() throws {
    let path = try temporaryFile("duration=2", name: "scene.txt")
    #expect(progress(try runTimingLab(["eval", path, "--at", "0.5"])) == 0.25)
    let bundled = try runTimingLab(["eval", "duration", "--at", "0.75"])
    #expect(bundled.status == 0 && jsonValue(bundled.stdout, ["scene"]) as? String == "duration")
    let shadow = try temporaryFile("duration=10", name: "repeat-count")
    let directory = URL(fileURLWithPath: shadow).deletingLastPathComponent().path
    let fromFile = try runTimingLab(["eval", directory + "/repeat-count", "--at", "1"])
    #expect(progress(fromFile) == 0.1)
  }

  @Test(arguments: [
    (["eval", "missing.json", "--at", "0"], "no file \"missing.json\""),
    (["eval", "repeat-cont", "--at", "0"], "did you mean the bundled \"repeat-count\""),
    (["eval", "durtion=1", "--at", "0"], "notation: column 1: unknown field \"durtion\" (did you mean \"duration\"?)"),
    (["render", "duration=1 fillMode=sideways"], "column 12: fillMode"),
    (["notation", "/dev"], "/dev is a folder with no .swift, .m, .mm, .h or .c file in it"),
  ])
  func failuresSayWhatWasTried(arguments: [String], message: String) throws {
    let run = try runTimingLab(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.contains(message), "\(run.stderr)")
  }

  /// A key path no layer animates is a warning wherever it is typed: in notation as in a file
  /// (the command still runs, exit 0), with the nearest real one.
  @Test func keyPathTyposAreWarnedInNotation() throws {
    let run = try runTimingLab(["eval", "keyPath=positon.x from=0 to=1 duration=1", "--at", "0"])
    #expect(run.status == 0)
    #expect(
      run.stderr.contains(
        "warning: notation: column 1: keyPath: \"positon.x\" is not a key path a layer animates (did you mean "
          + "\"position.x\"?)"), "\(run.stderr)")
  }

  // `timinglab notation`: the shortest line, and --json the scene file that reads back the same.
  @Test func notationCommand() throws {
    let line = try runTimingLab(["notation", "repeat-count"])
    #expect(line.status == 0)
    #expect(line.stdout == "scene name=repeat-count timeline=[0, 4]; duration=1.5 repeatCount=2\n")
    let json = try runTimingLab(["notation", "duration=2 fillMode=back", "--json"])
    #expect(jsonValue(json.stdout, ["layer", "animations", 0, "fillMode"]) as? String == "backwards")
    #expect(jsonValue(json.stdout, ["layer", "animations", 0, "keyPath"]) as? String == "backgroundColor")
  }
}

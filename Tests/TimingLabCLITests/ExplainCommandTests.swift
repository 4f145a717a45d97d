import Foundation
import Testing

/// `timinglab explain` as a user runs it: findings as text or JSON, exit 0 when the scene was read
/// (with or without findings) and 1 when it was not, `--fix` writing a scene that explains clean.
@Suite("explain end to end")
struct ExplainCommandTests {
  @Test func findingsAndExitStatus() throws {
    let run = try runTimingLab(["explain", "keyPath=opacity from=1 to=0 duration=1"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("1 s  snap-back  root/opacity: "))
    #expect(run.stdout.contains("    fix: set the model value to 0 when adding it"))
    let clean = try runTimingLab(["explain", "layer opacity=0; keyPath=opacity from=1 to=0 duration=1"])
    #expect(clean.status == 0 && clean.stdout == "no jumps found\n")
    let unreadable = try runTimingLab(["explain", "keyPath=opacity duration=-1"])
    #expect(unreadable.status == 1 && unreadable.stderr.contains("duration"))
  }

  @Test func json() throws {
    let run = try runTimingLab(["explain", "keyPath=opacity from=0 to=1 duration=1 beginTime=1", "--json"])
    let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["code"] as? String == "start-flash")
    #expect(diagnostics.first?["time"] as? Double == 1)
    #expect(diagnostics.first?["animation"] as? String == "root/opacity")
  }

  @Test func fixWritesASceneThatExplainsClean() throws {
    let folder = URL(fileURLWithPath: try temporaryFile("", name: "unused")).deletingLastPathComponent()
    let fixed = folder.appendingPathComponent("fixed.json").path
    let run = try runTimingLab([
      "explain", "keyPath=position.x from=0 to=280 duration=0.5 beginTime=2", "--fix", "-o", fixed,
    ])
    #expect(run.status == 0 && run.stderr.contains("snap-back"))
    let again = try runTimingLab(["explain", fixed])
    #expect(again.status == 0 && again.stdout == "no jumps found\n", "\(again.stdout)")
  }
}

import MediaTiming
import Scenes

/// `timinglab explain`: the places where what is on screen jumps, or does not do what the scene
/// seems to say, each with a stable code, the animation, the scene time of the visible effect, a
/// plain-words message and a fix (docs/interfaces.md, "`timinglab explain`").
public enum Explain {
  /// Every finding for `scene`, ordered by time, then animation; with `animation`, only those
  /// about the animation at that path (`root/fade`), which costs a few evaluations of the scene
  /// instead of a few per animation.
  public static func diagnose(_ scene: Scene, animation: String? = nil) -> [Diagnostic] {
    let subjects = Subject.all(in: scene.root, events: scene.events)
    let probe = Probe(root: scene.root, events: scene.events)
    var found: [Diagnostic] = []
    for subject in subjects where animation == nil || subject.path == animation {
      found += FieldChecks.check(subject, probe)
      found += JumpChecks.check(subject, probe)
    }
    found += EventChecks.check(scene, subjects, probe, only: animation)
    found += OverlapCheck.check(subjects, only: animation)
    return found.sorted {
      ($0.time ?? -.infinity, $0.animation ?? "", $0.code ?? "") < (
        $1.time ?? -.infinity, $1.animation ?? "", $1.code ?? ""
      )
    }
  }

  /// `scene` with every finding's fix applied (in order; a later edit of the same field wins),
  /// then what the fixed scene still shows fixed in turn (a corrected key path can reveal a
  /// snap-back), at most `rounds` times.
  public static func fixed(_ scene: Scene, by findings: [Diagnostic], rounds: Int = 3) throws(SceneError) -> Scene {
    var fixed = scene
    var findings = findings
    for _ in 0..<rounds {
      let edits = findings.flatMap { $0.fix?.edits ?? [] }
      guard !edits.isEmpty else { break }
      fixed = try Scene.decode(fixed.document.applying(edits))
      findings = diagnose(fixed)
    }
    fixed.warnings = []
    return fixed
  }

  /// The findings as JSON: `{"diagnostics": [{"code", "animation", "time", "message", "fix"}]}`.
  public static func json(_ findings: [Diagnostic]) -> JSONValue {
    .object([
      (
        "diagnostics",
        .array(
          findings.map {
            .object([
              ("code", .string($0.code ?? "")), ("animation", $0.animation.map(JSONValue.string) ?? .null),
              ("time", $0.time.map { .number($0) } ?? .null), ("message", .string($0.message)),
              ("fix", .string($0.fix?.summary ?? "")),
            ])
          })
      )
    ])
  }

  /// The findings as lines: `1.5 s  snap-back  root/fade: message` and the fix below.
  public static func text(_ findings: [Diagnostic]) -> String {
    guard !findings.isEmpty else { return "no jumps found\n" }
    return findings.map { finding in
      let time = finding.time.map(Words.time) ?? "—"
      var line = "\(time)  \(finding.code ?? "")  \(finding.animation ?? ""): \(finding.message)\n"
      if let fix = finding.fix { line += "    fix: \(fix.summary)\n" }
      return line
    }.joined()
  }
}

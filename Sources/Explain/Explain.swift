import MediaTiming
import Scenes

/// `timinglab explain`: the places where what is on screen jumps, or does not do what the scene
/// seems to say, each with a stable code, the animation, the scene time of the visible effect, a
/// plain-words message and a fix (docs/interfaces.md, "`timinglab explain`").
public enum Explain {
  /// Every finding for `scene`, ordered by time, then animation; with `animation`, only those
  /// about the animation at that path (`root/fade`), which costs a few evaluations of the scene
  /// instead of a few per animation. `notes` are what reading the source said: code import notes
  /// a rotation written as more turns than its matrix holds (`matrix-rotation`, by animation id).
  public static func diagnose(_ scene: Scene, animation: String? = nil, notes: [Diagnostic] = []) -> [Diagnostic] {
    let subjects = Subject.all(in: scene.root, events: scene.events)
    let probe = Probe(root: scene.root, events: scene.events)
    var found: [Diagnostic] = []
    for subject in subjects where animation == nil || subject.path == animation {
      found += FieldChecks.check(subject, probe)
      found += JumpChecks.check(subject, probe)
    }
    found += EventChecks.check(scene, subjects, probe, only: animation)
    found += OverlapCheck.check(subjects, only: animation)
    found += CaptureCheck.check(scene, subjects, only: animation)
    let rotations = RotationCheck.fromNotes(notes, subjects, only: animation)
    // A turn written as a whole number of turns is a matrix that does not move: the rotation is
    // the finding, not the stillness.
    let turned = Set(rotations.compactMap(\.animation))
    found = found.filter { !($0.code == "no-visible-change" && turned.contains($0.animation ?? "")) } + rotations
    return found.sorted {
      ($0.time ?? -.infinity, $0.animation ?? "", $0.code ?? "") < (
        $1.time ?? -.infinity, $1.animation ?? "", $1.code ?? ""
      )
    }
  }

  /// `scene` with every finding's fix applied (in order; a later edit of the same field wins),
  /// then what the fixed scene still shows fixed in turn (a corrected key path can reveal a
  /// snap-back), at most `rounds` times. With `animation`, only findings about it are looked for
  /// again. A fix that changes an animation's key path goes alone in its round: the others on that
  /// animation were worked out for the old key path and are found again for the new one.
  public static func fixed(
    _ scene: Scene, by findings: [Diagnostic], animation: String? = nil, rounds: Int = 3
  ) throws(SceneError) -> Scene {
    var fixed = scene
    var findings = findings
    for _ in 0..<rounds {
      let rekeyed = Set(
        findings.filter { $0.fix?.edits.contains { $0.field == "keyPath" } ?? false }.compactMap(\.animation))
      let edits = findings.flatMap { finding -> [SceneEdit] in
        let edits = finding.fix?.edits ?? []
        guard let path = finding.animation, rekeyed.contains(path) else { return edits }
        return edits.contains { $0.field == "keyPath" } ? edits : []
      }
      guard !edits.isEmpty else { break }
      fixed = try Scene.decode(fixed.document.applying(edits))
      findings = diagnose(fixed, animation: animation)
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

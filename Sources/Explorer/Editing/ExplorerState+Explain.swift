import Explain
import MediaTiming
import Scenes

/// `!` on the scrub screen: what `explain` finds about the selected animation, fixed as one
/// undoable edit (the fixes are scene edits, passed through the decoder like every edit).
extension ExplorerState {
  /// Scenes up to this many animations are explained as their rows are selected (each look
  /// evaluates the scene a few times); larger ones are left to `timinglab explain`.
  static let explainedAnimations = 2_000
  /// Scenes up to this many animations get every finding marked on the timeline (each animation
  /// costs a few evaluations of the whole scene).
  static let markedAnimations = 100

  /// The codes marked on the timeline: moments where what is on screen jumps or stalls. The
  /// others are about a whole animation (a conflict, a key path, no motion, a matrix turn) and are
  /// said in the readout when its row is selected (the overview's cheat-sheet rows share one
  /// layer's colour on purpose: a conflict mark on each would hide what they teach).
  static let markedCodes: Set<String> = [
    "snap-back", "autoreverse-end", "zombie-fill", "start-flash", "spring-cut", "eased-repeat", "speed-jump",
  ]

  /// The findings for the timeline's marks; nil for a scene too large to mark. `notes`: what
  /// reading the source said (`explainNotes`).
  package static func markedFindings(_ scene: Scene, notes: [Diagnostic] = []) -> [Diagnostic]? {
    explains(scene, upTo: markedAnimations)
      ? Explain.diagnose(scene, notes: notes).filter { markedCodes.contains($0.code ?? "") } : nil
  }

  /// What reading the source said that `explain` takes up (code import's `matrix-rotation`):
  /// true of the scene as read, so nothing once it is edited.
  var explainNotes: [Diagnostic] { hasUnsavedEdits ? [] : sourceNotes }

  static func explains(_ scene: Scene, upTo limit: Int = explainedAnimations) -> Bool {
    // The animations events add count too (each is looked at as one of the tree's).
    var count = scene.events.filter { if case .add = $0.change { true } else { false } }.count
    func visit(_ layer: Layer) {
      count += layer.animations.count
      for sublayer in layer.sublayers where count <= limit { visit(sublayer) }
    }
    visit(scene.root)
    return count <= limit
  }

  mutating func applyExplainedFix() {
    guard let row = selected else { return }
    guard Self.explains(scene) else {
      message = "this scene is too large to explain here: run timinglab explain on it"
      return
    }
    let findings = Explain.diagnose(scene, animation: row.path, notes: explainNotes).filter {
      !($0.fix?.edits.isEmpty ?? true)
    }
    guard !findings.isEmpty else {
      message = "nothing to fix here: explain finds no jump in \(row.animation.id)"
      return
    }
    do {
      let fixed = try Explain.fixed(scene, by: findings, animation: row.path)
      let codes = findings.compactMap(\.code).joined(separator: ", ")
      commit(fixed, label: "fix \(codes)")
      message = "fixed \(codes) in \(row.animation.id) (u undoes)"
    } catch {
      message = "the fix made an invalid scene: \(error)"
    }
  }
}

import Explain
import MediaTiming
import Scenes

/// `!` on the scrub screen: what `explain` finds about the selected animation, fixed as one
/// undoable edit (the fixes are scene edits, passed through the decoder like every edit).
extension ExplorerState {
  /// Scenes up to this many animations are explained as their rows are selected (each look
  /// evaluates the scene a few times); larger ones are left to `timinglab explain`.
  static let explainedAnimations = 2_000

  static func explains(_ scene: Scene) -> Bool {
    var count = 0
    func visit(_ layer: Layer) {
      count += layer.animations.count
      for sublayer in layer.sublayers where count <= explainedAnimations { visit(sublayer) }
    }
    visit(scene.root)
    return count <= explainedAnimations
  }

  mutating func applyExplainedFix() {
    guard let row = selected else { return }
    guard Self.explains(scene) else {
      message = "this scene is too large to explain here: run timinglab explain on it"
      return
    }
    let findings = Explain.diagnose(scene, animation: row.path).filter { !($0.fix?.edits.isEmpty ?? true) }
    guard !findings.isEmpty else {
      message = "nothing to fix here: explain finds no jump in \(row.animation.id)"
      return
    }
    let edits = findings.flatMap { $0.fix!.edits }
    do {
      let fixed = try Scene.decode(scene.document.applying(edits))
      let codes = findings.compactMap(\.code).joined(separator: ", ")
      commit(fixed, label: "fix \(codes)")
      message = "fixed \(codes) in \(row.animation.id) (u undoes)"
    } catch {
      message = "the fix made an invalid scene: \(error)"
    }
  }
}

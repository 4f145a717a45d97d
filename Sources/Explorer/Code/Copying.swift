import MediaTiming
import Scenes

extension ExplorerState {
  /// What `y` copies: the curve lab's function as `cubic-bezier(x1, y1, x2, y2)` (its name when it
  /// is not a Bézier), else the scene as notation (what `timinglab notation` prints); said in the
  /// status line.
  mutating func copyToClipboard() -> [ExplorerEffect] {
    let text = mode == .curveLab ? lab.cssText : scene.notation
    let first = text.split(separator: "\n").first.map(String.init) ?? ""
    let shown = first.unicodeScalars.count > 60 || first != text ? String(first.unicodeScalars.prefix(59)) + "…" : text
    message = "copied \(shown) (OSC 52: the terminal's clipboard, where it allows)"
    return [.copy(text)]
  }
}

import MediaTiming
import TermGrid

/// The curve lab's `t`: a curve typed as `cubic-bezier(x1, y1, x2, y2)`, a name (`easeOut`,
/// `ease-in`, `easeOutBack`) or a spring (`spring(1, 100, 10, 0)`, `spring(duration: 0.5,
/// bounce: 0.3)`, `.bouncy`); Enter shows it in the lab, Esc cancels. A text that names no curve
/// says why and stays open to be corrected.
package struct CurveEntryPrompt: TextPrompt {
  var entry = TextEntry(limit: 120, accepts: { $0.value >= 0x20 && $0.value < 0x7F })

  /// What is typed so far.
  package var text: String { entry.text }

  package init(text: String = "") { entry.text = text }

  func commit(_ text: String, app: inout ExplorerState) -> [ExplorerEffect] {
    let trimmed = Substring(text).trimmingCharacters(in: " ")
    guard let function = TimingFunction.named(trimmed) else {
      let problem = TimingFunction.problem(with: trimmed).map { ": \($0)" } ?? ""
      app.message = "no curve \"\(trimmed)\"\(problem) · a name, cubic-bezier(x1, y1, x2, y2) or spring(…)"
      app.open(CurveEntryPrompt(text: trimmed))
      return []
    }
    app[CurveLabScreen.self].lab.show(function)
    app.message = "the lab shows \(function.name ?? function.cssText) · a applies it to the selected animation"
    return []
  }

  package func statusLine(_ app: ExplorerState, theme: Theme) -> Line? {
    [
      Span("curve: ", theme.accent), Span(entry.shown(theme), theme.text),
      Span("   Enter show · Esc cancel", theme.dim),
    ]
  }
}

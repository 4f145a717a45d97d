import TermGrid

/// The one-line header the screens other than the scrub screen share: the screen's name, the
/// scene where it matters, and the play state.
extension ExplorerView {
  /// `TimingLab  title[ · scene [source]]` on the left, `▶ playing` / `❚❚ paused` on the right
  /// (when `playState`).
  static func drawScreenHeader(
    _ state: ExplorerState, title: String, showsScene: Bool = false, playState: Bool = true,
    into grid: inout CellGrid, area: Rect, theme: Theme
  ) {
    let header = area.inset(left: 1, right: 1)
    var line: Line = [Span("TimingLab", theme.accent), Span("  \(title)", theme.title)]
    if showsScene {
      line.append(Span(" · \(state.scene.name)", theme.text))
      line.append(Span(sourceText(state, theme: theme), theme.key))
    }
    grid.put(line, x: header.x, y: header.y, clip: header)
    if playState {
      let status =
        state.isPlaying
        ? (theme.unicode ? "▶ playing  " : "> playing  ") : (theme.unicode ? "❚❚ paused  " : "|| paused  ")
      grid.put(status, x: header.maxX - status.unicodeScalars.count, y: header.y, style: theme.key, clip: header)
    }
  }

  /// Where the scene came from and a mark for unsaved edits: ` [scene.json ●]`; nothing for a
  /// bundled scene without edits.
  static func sourceText(_ state: ExplorerState, theme: Theme) -> String {
    let mark = state.hasUnsavedEdits ? (theme.unicode ? " ●" : " *") : ""
    let source: String
    switch state.editing.origin {
    case .file(let path, _): source = path
    case .standardInput: source = "stdin"
    case .notation: source = "notation"
    case .code(let path), .codeFolder(let path): source = path
    case .bundled: source = mark.isEmpty ? "" : "bundled"
    }
    return source.isEmpty && mark.isEmpty ? "" : " [\(source)\(mark)]"
  }
}

extension ExplorerView {
  /// A seed demo's screen: the header, the demo in the middle (`draw` gets its area), the slider.
  static func drawDemo(
    _ state: ExplorerState, title: String, into grid: inout CellGrid, theme: Theme,
    _ draw: (inout CellGrid, Rect) -> Void
  ) -> HitMap {
    let screen = Rect(x: 0, y: 0, width: state.width, height: state.height)
    drawScreenHeader(state, title: title, into: &grid, area: screen.row(0), theme: theme)
    draw(&grid, screen.inset(top: 1, bottom: 2))
    var hits = HitMap()
    drawSlider(
      state, into: &grid, area: screen.row(state.height - 2).inset(left: 1, right: 1), theme: theme, hits: &hits)
    return hits
  }
}

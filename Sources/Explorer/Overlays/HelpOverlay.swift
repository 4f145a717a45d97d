import TermGrid

/// `?`: every key of what is shown (the screen, or the inspector when it is open), in a box over
/// the middle of the screen. Esc, `?` or `q` close it; other keys go to what is under it.
package struct HelpOverlay: Overlay {
  package var layer: OverlayLayer { .help }
  package var blocksMouse: Bool { true }

  package init() {}

  package mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    key == KeyEvent(.escape) || key == .char("?") || key == .char("q") ? .closed([]) : .passed
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) {
    let entries = app.keyEntries.all
    let labelWidth = (entries.map { $0.keys.count }.max() ?? 0) + 2
    let width = min(grid.width - 4, max(40, labelWidth + (entries.map { $0.help.count }.max() ?? 0) + 4))
    let height = min(grid.height - 2, entries.count + 4)
    let area = Rect(x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
    grid.fill(area, with: .blank)
    Box(title: "Keys", highlighted: true).render(into: &grid, area: area, theme: theme)
    let inner = Box.inner(area).inset(left: 1, right: 1)
    for (index, entry) in entries.prefix(inner.height - 1).enumerated() {
      grid.put(entry.keys, x: inner.x, y: inner.y + index, style: theme.key, clip: inner)
      grid.put(entry.help, x: inner.x + labelWidth, y: inner.y + index, style: theme.text, clip: inner)
    }
    grid.put(
      "? or Esc closes · mouse: click or drag the timeline or slider", x: inner.x, y: inner.maxY - 1, style: theme.dim,
      clip: inner)
  }
}

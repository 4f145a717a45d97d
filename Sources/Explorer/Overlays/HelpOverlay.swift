import TermGrid

/// `?`: every key of what is shown (the screen, or the inspector when it is open), in a box over
/// the middle of the screen. Help longer than the box is wide wraps between words under its text;
/// a list longer than the box is tall scrolls with ↑/↓, PgUp/PgDn, Home/End (the last line says
/// which rows are shown; a list that fits passes them on). Esc, `?` or `q` close it; other keys
/// go to what is under it.
package struct HelpOverlay: Overlay {
  package var layer: OverlayLayer { .help }
  package var blocksMouse: Bool { true }
  /// The first row shown.
  package private(set) var scroll = 0

  package init() {}

  package mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    if key == KeyEvent(.escape) || key == .char("?") || key == .char("q") { return .closed([]) }
    let layout = Layout(app, width: app.width, height: app.height)
    // A list that fits has nothing to scroll: its arrows go to what is under it.
    guard layout.maxScroll > 0 else { return .passed }
    let page = max(1, layout.visible - 1)
    switch key {
    case KeyEvent(.down): scroll += 1
    case KeyEvent(.up): scroll -= 1
    case KeyEvent(.pageDown): scroll += page
    case KeyEvent(.pageUp): scroll -= page
    case KeyEvent(.home): scroll = 0
    case KeyEvent(.end): scroll = layout.maxScroll
    default: return .passed
    }
    scroll = min(max(0, scroll), layout.maxScroll)
    return .handled([])
  }

  /// Where everything goes for a screen of `width` × `height` cells.
  struct Layout {
    /// One line of the list: keys on the first line of an entry, its help (or a wrapped part).
    var rows: [(keys: String, help: String)]
    var labelWidth: Int
    var area: Rect
    /// Rows of the list that fit (the box's last line is the footer).
    var visible: Int
    var maxScroll: Int { max(0, rows.count - visible) }

    init(_ app: ExplorerState, width gridWidth: Int, height gridHeight: Int) {
      let entries = app.keyEntries.all
      labelWidth = (entries.map { $0.keys.count }.max() ?? 0) + 2
      let width = max(1, min(gridWidth - 4, max(40, labelWidth + (entries.map { $0.help.count }.max() ?? 0) + 4)))
      let helpWidth = max(10, width - 4 - labelWidth)
      rows = entries.flatMap { entry in
        Self.wrap(entry.help, width: helpWidth).enumerated().map { ($0.offset == 0 ? entry.keys : "", $0.element) }
      }
      let height = max(1, min(gridHeight - 2, rows.count + 4))
      area = Rect(x: (gridWidth - width) / 2, y: (gridHeight - height) / 2, width: width, height: height)
      visible = max(0, Box.inner(area).height - 1)
    }

    /// `text` in lines of at most `width` characters, broken between words (a word longer than
    /// the width is cut).
    static func wrap(_ text: String, width: Int) -> [String] {
      var lines: [String] = []
      var line = ""
      for word in text.split(separator: " ") {
        if line.isEmpty {
          line = String(word.prefix(width))
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = String(word.prefix(width))
        }
      }
      return lines + [line]
    }
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) {
    let layout = Layout(app, width: grid.width, height: grid.height)
    let area = layout.area
    grid.fill(area, with: .blank)
    Box(title: "Keys", highlighted: true).render(into: &grid, area: area, theme: theme)
    let inner = Box.inner(area).inset(left: 1, right: 1)
    let first = min(scroll, layout.maxScroll)
    for (index, row) in layout.rows.dropFirst(first).prefix(layout.visible).enumerated() {
      grid.put(row.keys, x: inner.x, y: inner.y + index, style: theme.key, clip: inner)
      grid.put(row.help, x: inner.x + layout.labelWidth, y: inner.y + index, style: theme.text, clip: inner)
    }
    var footer = "? or Esc closes · mouse: click or drag the timeline or slider"
    if layout.maxScroll > 0 {
      let last = min(layout.rows.count, first + layout.visible)
      footer = "↑/↓ PgUp/PgDn scroll · \(first + 1)–\(last) of \(layout.rows.count) · ? or Esc closes"
    }
    grid.put(footer, x: inner.x, y: inner.maxY - 1, style: theme.dim, clip: inner)
  }
}

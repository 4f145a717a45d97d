import Scenes
import TermGrid

/// `N`: what the reader said about the file the scene came from — for code, every statement it
/// did not understand, every value it assumed and every function that did not run, at their
/// `line:column`; for scene files, their warnings. The same list `timinglab import` prints.
/// Scrolls; takes every key while open.
package struct NotesPanel: Overlay {
  /// The first note shown.
  package var scroll = 0

  package var layer: OverlayLayer { .sheet }

  package init() {}

  /// The notes as lines, compiler-style (`Spinner.swift:14:9: note: …`).
  static func lines(_ app: ExplorerState) -> [String] {
    let file = app.editing.origin.watchPath ?? app.scene.name
    return app.sourceNotes.map { $0.compilerStyle(file: file) }
  }

  /// `text` in pieces of at most `width` characters, broken at spaces where it can be; every
  /// piece after the first starts with two spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 8 else { return [text] }
    var pieces: [String] = []
    var rest = Substring(text)
    var limit = width
    while rest.count > limit {
      let head = rest.prefix(limit)
      let cut = head.lastIndex(of: " ").map { rest.distance(from: rest.startIndex, to: $0) } ?? limit
      let take = cut > limit / 3 ? cut : limit
      pieces.append((pieces.isEmpty ? "" : "  ") + rest.prefix(take))
      rest = rest.dropFirst(take).drop { $0 == " " }
      limit = width - 2
    }
    pieces.append((pieces.isEmpty ? "" : "  ") + rest)
    return pieces
  }

  package mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    let count = Self.lines(app).count
    let page = max(1, app.height - 7)
    switch key {
    case KeyEvent(.up), .char("k"): scroll -= 1
    case KeyEvent(.down), .char("j"): scroll += 1
    case KeyEvent(.pageUp): scroll -= page
    case KeyEvent(.pageDown), .char(" "): scroll += page
    case KeyEvent(.home): scroll = 0
    case KeyEvent(.end): scroll = count
    case KeyEvent(.escape), .char("N"), .char("q"):
      return .closed([])
    default:
      app.message = "in the notes: ↑/↓ PgUp/PgDn scroll · Esc close"
      return .handled([])
    }
    scroll = max(0, min(scroll, max(0, count - page)))
    return .handled([])
  }

  /// Drawn over the screen: one note per line (long ones cut at the edge), warnings in the
  /// warning colour.
  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) {
    let area = Rect(x: 0, y: 1, width: grid.width, height: grid.height - 3)
    guard area.width > 10, area.height > 4 else { return }
    grid.fill(area, with: .blank)
    let lines = Self.lines(app)
    let title =
      lines.isEmpty
      ? "notes · none" : "notes · \(lines.count) from reading \(app.editing.origin.watchPath ?? app.scene.name)"
    Box(title: title, highlighted: true).render(into: &grid, area: area, theme: theme)
    let inner = Box.inner(area).inset(left: 1, right: 1)
    if lines.isEmpty {
      grid.put(
        "Nothing was left out or assumed: every statement was understood.", x: inner.x, y: inner.y, style: theme.text,
        clip: inner)
    }
    // Each note wrapped to the width, its continuation lines indented.
    var y = inner.y
    var shown = 0
    for (index, line) in lines.enumerated().dropFirst(scroll) {
      let style = app.sourceNotes[index].severity == .note ? theme.text : theme.accent
      let pieces = Self.wrap(line, width: inner.width)
      guard y + pieces.count <= inner.maxY - 1 || shown == 0 else { break }
      for piece in pieces where y < inner.maxY - 1 {
        grid.put(piece, x: inner.x, y: y, style: style, clip: inner)
        y += 1
      }
      shown += 1
    }
    let position = lines.isEmpty ? "" : "notes \(scroll + 1)–\(scroll + shown) of \(lines.count) · "
    grid.put("\(position)↑/↓ scroll · Esc close", x: inner.x, y: inner.maxY - 1, style: theme.key, clip: inner)
  }
}

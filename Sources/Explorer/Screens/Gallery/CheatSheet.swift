import Scenes
import TermGrid

/// Every cheat-sheet case stacked with its title and caption on a shared time axis, like the
/// well-known "CAMediaTiming cheat sheet" PDF (seed 002).
public enum CheatSheet {
  /// Rows each case takes at `width`: title, caption lines, strip rows (2 per animation), ruler, blank.
  static func height(of scene: Scene, width: Int) -> Int {
    1 + captionLines(scene, width: width).count + 2 * scene.rows.count + 1 + 1
  }

  static func captionLines(_ scene: Scene, width: Int) -> [String] {
    wordWrap(scene.caption ?? "", width: width - 2)
  }

  /// The sheet for `scenes` at `width` columns.
  public static func render(_ scenes: [Scene], width: Int, theme: Theme) -> CellGrid {
    let heading: Line = [Span("CAMediaTiming cheat sheet", theme.accent), Span(" · TimingLab", theme.dim)]
    let legend: Line =
      theme.gradients
      ? [
        Span(theme.unicode ? "█" : "#", theme.foreground(ValueColors.from)), Span(" fromValue → ", theme.dim),
        Span(theme.unicode ? "█" : "#", theme.foreground(ValueColors.to)), Span(" toValue   ", theme.dim),
        Span(theme.unicode ? "▒" : "=", theme.foreground(ValueColors.from.mixed(with: ValueColors.to, 0.5))),
        Span(" fill   blank: not applied   ", theme.dim),
      ]
      : [
        Span(theme.unicode ? "░▒▓█" : ".:%#", theme.text), Span(" progress 0 → 1   ", theme.dim),
        Span(theme.unicode ? "┄" : "-", theme.text), Span(" fill   blank: not applied   ", theme.dim),
      ]
    let marksLegend: Line = [
      Span(theme.unicode ? "│ ┆ → ←" : "| : > <", theme.text),
      Span(" begin/end, repeat, forward/backward leg", theme.dim),
    ]
    let total = 4 + scenes.reduce(0) { $0 + height(of: $1, width: width) }
    var grid = CellGrid(width: width, height: total)
    grid.put(heading, x: 1, y: 0, clip: grid.bounds)
    grid.put(legend, x: 1, y: 1, clip: grid.bounds)
    grid.put(marksLegend, x: 1, y: 2, clip: grid.bounds)
    var y = 4
    for scene in scenes {
      let block = Rect(x: 0, y: y, width: width, height: height(of: scene, width: width) - 1)
      draw(scene, into: &grid, area: block, theme: theme)
      y += height(of: scene, width: width)
    }
    return grid
  }

  /// One case: title, caption, its strips over `span` (the scene's own when nil), and a playhead.
  static func draw(
    _ scene: Scene, into grid: inout CellGrid, area: Rect, theme: Theme, span: ClosedRange<Double>? = nil,
    playhead: Double? = nil
  ) {
    let span = span ?? scene.span
    grid.put(scene.title ?? scene.name, x: area.x + 1, y: area.y, style: theme.title, clip: area)
    let caption = captionLines(scene, width: area.width)
    for (index, line) in caption.enumerated() {
      grid.put(line, x: area.x + 1, y: area.y + 1 + index, style: theme.dim, clip: area)
    }
    let rows = scene.rows
    let strips = area.inset(top: 1 + caption.count, left: 1, right: 1)
    let geometry = Timeline.geometry(in: strips, labels: rows.map(\.label), span: span, hasPlayheadRow: false)
    let times = Timeline.sampleTimes(span: span, columns: geometry.strip.width)
    let timelineRows = TimelineModel.rows(
      root: scene.root, rows: rows, visible: 0..<rows.count, selected: nil, times: times)
    Timeline(rows: timelineRows, span: span, playhead: playhead, hasPlayheadRow: false).render(
      into: &grid, area: strips, theme: theme)
  }
}

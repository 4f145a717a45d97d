import MediaTiming
import TermGrid

/// Seed 001's screen: the collection view scrolled by the display link (every row that passes
/// through the viewport is dequeued and drawn), the same scroll by `UIViewPropertyAnimator` (only
/// the final rows exist: the viewport slides over nothing and they jump in), and the log of
/// `cellForItemAt` calls per frame.
enum DisplayLinkView {
  static func draw(_ demo: DisplayLinkScroll, sceneTime: Double, into grid: inout CellGrid, area: Rect, theme: Theme) {
    let frames = demo.frames()
    let t = sceneTime
    let frame = demo.frame(at: t, in: frames)
    let columns = Layout.columns(area, [.fixed(24), .fixed(24), .fill(1)], spacing: 1)
    // The display link's viewport.
    Box(title: "CADisplayLink").render(into: &grid, area: columns[0], theme: theme)
    drawViewport(
      offset: frame.offset, rows: { _ in true }, fresh: Set(frame.dequeued), into: &grid, area: Box.inner(columns[0]),
      theme: theme)
    // The property animator: contentOffset animates with easeInEaseOut, but only the rows visible
    // at the end were dequeued (before it started).
    let p = min(max(t / demo.duration, 0), 1)
    let animatorOffset = DisplayLinkScroll.maxOffset * TimingFunction.easeInEaseOut.progress(at: p)
    Box(title: "PropertyAnimator").render(into: &grid, area: columns[1], theme: theme)
    let end = DisplayLinkScroll.animatorDequeued.end
    drawViewport(
      offset: animatorOffset, rows: { end.contains($0) || (t <= 0 && $0 < DisplayLinkScroll.visibleRows) }, fresh: [],
      into: &grid, area: Box.inner(columns[1]), theme: theme)
    drawLog(frames: frames, upTo: frame.index, demo: demo, into: &grid, area: columns[2], theme: theme)
  }

  /// The viewport: rows that exist drawn at their place for `offset` (one or more lines each),
  /// the freshly dequeued ones highlighted; rows that were never dequeued are empty space.
  static func drawViewport(
    offset: Double, rows exists: (Int) -> Bool, fresh: Set<Int>, into grid: inout CellGrid, area: Rect, theme: Theme
  ) {
    guard area.height > 0 else { return }
    let linesPerRow = max(1, area.height / DisplayLinkScroll.visibleRows)
    let pointsPerLine = DisplayLinkScroll.rowHeight / Double(linesPerRow)
    let first = DisplayLinkScroll.visibleRows(at: offset)
    for row in max(0, first.lowerBound - 1)...min(DisplayLinkScroll.rows - 1, first.upperBound + 1) where exists(row) {
      let top = Int(((Double(row) * DisplayLinkScroll.rowHeight - offset) / pointsPerLine).rounded(.down))
      for line in 0..<linesPerRow {
        let y = area.y + top + line
        guard y >= area.y, y < area.maxY else { continue }
        let text = line == 0 ? " row \(row)" : ""
        let style = fresh.contains(row) ? theme.accent.adding(.reverse) : (line == 0 ? theme.text : theme.dim)
        grid.put(text.padding(toLength: area.width), x: area.x, y: y, style: style, clip: area)
        if line == linesPerRow - 1 && linesPerRow > 1 {
          grid.put(
            String(repeating: theme.unicode ? "┈" : "-", count: area.width), x: area.x, y: y, style: theme.border,
            clip: area)
        }
      }
    }
  }

  /// `cellForItemAt` as the seed prints it, per display-link frame up to `index`, newest last.
  static func drawLog(
    frames: [DisplayLinkScroll.Frame], upTo index: Int, demo: DisplayLinkScroll, into grid: inout CellGrid, area: Rect,
    theme: Theme
  ) {
    Box(title: "cellForItemAt · \(frames.count) callbacks in \(number(demo.duration)) s").render(
      into: &grid, area: area, theme: theme)
    let inner = Box.inner(area).inset(left: 1, right: 1)
    var lines: [Line] = [
      [
        Span("frame · fraction · contentOffset.y → rows dequeued", theme.dim)
      ]
    ]
    lines.append([Span("load    y 0     → rows 0…7", theme.dim)])
    for frame in frames.prefix(index + 1) {
      var line: Line = [Span(String(frame.index).padding(toLength: 4), theme.dim)]
      if let fraction = frame.fraction {
        line.append(Span("f \(formatFixed(fraction, decimals: 3)) ", theme.text))
      } else {
        line.append(Span("start   ", theme.text))
      }
      line.append(Span("y \(formatFixed(frame.offset, decimals: 0))".padding(toLength: 8), theme.text))
      if !frame.dequeued.isEmpty {
        let rows = frame.dequeued
        let text = rows.count > 1 ? "\(rows.first!)…\(rows.last!)" : "\(rows[0])"
        line.append(Span("→ rows \(text)", theme.accent))
      }
      if frame.finished { line.append(Span("  invalidate", theme.key)) }
      lines.append(line)
    }
    TextBlock(Array(lines.suffix(inner.height))).render(into: &grid, area: inner, theme: theme)
  }
}

extension String {
  /// Padded with spaces (or cut) to `length` characters.
  func padding(toLength length: Int) -> String {
    count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
  }
}

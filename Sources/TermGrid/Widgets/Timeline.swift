import Saturating

/// The CAMediaTiming cheat sheet as a strip: one row per animation, each column a slice of global
/// time coloured by the presented value, blank where the animation is not applied, a texture
/// where it fills, marks at begin/end and repeat boundaries with arrows for the legs, a ruler of
/// ticks with labels, and a playhead.
///
/// ```
///              ▼ 1.25s
///   color   ██████████████████████▌
///           │  →    ┆  →    ┆  → │
///           ╵0s      ╵1s      ╵2s
/// ```
public struct Timeline: Widget {
  /// What a row shows at one instant.
  public enum Sample: Hashable, Sendable {
    /// Not applied: blank.
    case absent
    /// Inside the active interval, presenting `color` at un-eased `progress`.
    case active(RGB, progress: Double)
    /// Applied by a fill (before the begin or after the end).
    case filling(RGB, progress: Double)
  }

  /// A marker in a row's annotation line.
  public struct Mark: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// The begin or end of the active interval.
      case edge
      /// A repeat (cycle) boundary inside the active interval.
      case repeatBoundary
      /// The middle of a forward leg.
      case forward
      /// The middle of a backward (autoreverse) leg.
      case backward
    }
    /// Global time, seconds.
    public var time: Double
    public var kind: Kind

    public init(time: Double, kind: Kind) {
      self.time = time
      self.kind = kind
    }
  }

  /// One animation's strip.
  public struct Row: Hashable, Sendable {
    public var label: String
    public var selected: Bool
    /// Two samples per strip column, at `Timeline.sampleTimes(span:columns:)`; missing ones are absent.
    public var samples: [Sample]
    public var marks: [Mark]

    public init(label: String, selected: Bool = false, samples: [Sample], marks: [Mark] = []) {
      self.label = label
      self.selected = selected
      self.samples = samples
      self.marks = marks
    }
  }

  /// The rows to draw (already scrolled: the first is drawn at the top).
  public var rows: [Row]
  /// Global time shown, seconds.
  public var span: ClosedRange<Double>
  /// Current global time, or nil for none.
  public var playhead: Double?
  /// Reserve the top row for the playhead marker (false for static pictures).
  public var hasPlayheadRow: Bool
  /// A loop's in and out points (global seconds), drawn as `[` and `]` on the ruler.
  public var loop: ClosedRange<Double>?

  public init(
    rows: [Row], span: ClosedRange<Double>, playhead: Double?, hasPlayheadRow: Bool = true,
    loop: ClosedRange<Double>? = nil
  ) {
    self.rows = rows
    self.span = span
    self.playhead = playhead
    self.hasPlayheadRow = hasPlayheadRow
    self.loop = loop
  }

  /// The global times at which rows are sampled: the middles of the two halves of each of
  /// `columns` strip columns.
  public static func sampleTimes(span: ClosedRange<Double>, columns: Int) -> [Double] {
    let halves = 2 * max(0, columns)
    let length = span.upperBound - span.lowerBound
    return (0..<halves).map { span.lowerBound + (Double($0) + 0.5) / Double(halves) * length }
  }

  /// Where things go inside `area`.
  public struct Geometry: Hashable, Sendable {
    public var labelWidth: Int
    /// Columns of the strips.
    public var strip: Rect
    /// Rows used per animation: 2 with an annotation line, 1 without.
    public var rowHeight: Int
    public var visibleRows: Int
    public var span: ClosedRange<Double>

    /// The global time at the middle of `column` (an absolute grid column).
    public func time(atColumn column: Int) -> Double {
      let fraction = (Double(column - strip.x) + 0.5) / Double(max(1, strip.width))
      return span.lowerBound + fraction * (span.upperBound - span.lowerBound)
    }

    /// The fractional strip column of global time `t` (0 at the strip's left edge).
    public func column(at t: Double) -> Double {
      let length = span.upperBound - span.lowerBound
      return length > 0 ? (t - span.lowerBound) / length * Double(strip.width) : 0
    }

    /// The animation row at grid row `y`, if any.
    public func rowIndex(atY y: Int) -> Int? {
      let offset = y - strip.y
      guard offset >= 0, offset < visibleRows * rowHeight else { return nil }
      return offset / rowHeight
    }
  }

  public func geometry(in area: Rect) -> Geometry {
    Self.geometry(in: area, labels: rows.map(\.label), span: span, hasPlayheadRow: hasPlayheadRow)
  }

  /// The geometry for rows with these labels, before their samples exist: labels on the left, the
  /// playhead row on top (when wanted), two rows per animation when they fit (else one), the ruler.
  public static func geometry(
    in area: Rect, labels: [String], span: ClosedRange<Double>, hasPlayheadRow: Bool = true
  )
    -> Geometry
  {
    geometry(
      in: area, longestLabel: labels.map { $0.count }.max() ?? 0, rowCount: labels.count, span: span,
      hasPlayheadRow: hasPlayheadRow)
  }

  /// The same from the longest label's length (characters) and the number of rows, for callers
  /// that know them without the labels (how many rows fit does not depend on the labels).
  public static func geometry(
    in area: Rect, longestLabel longest: Int, rowCount: Int, span: ClosedRange<Double>, hasPlayheadRow: Bool = true
  ) -> Geometry {
    let labelWidth = min(max(longest, 4), max(4, area.width / 4)) + 3
    let top = hasPlayheadRow ? 1 : 0
    let body = max(0, area.height - top - 1)
    let rowHeight = body >= rowCount * 2 ? 2 : 1
    let visible = min(rowCount, body / rowHeight)
    let strip = Rect(
      x: area.x + labelWidth, y: area.y + top, width: area.width - labelWidth - 1, height: visible * rowHeight)
    return Geometry(labelWidth: labelWidth, strip: strip, rowHeight: rowHeight, visibleRows: visible, span: span)
  }

  public func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    renderStrips(into: &grid, area: area, theme: theme)
    renderPlayhead(into: &grid, area: area, theme: theme)
  }

  /// Everything but the playhead (which depends on nothing else, so a player can keep these
  /// cells and draw only the playhead on them each frame).
  public func renderStrips(into grid: inout CellGrid, area: Rect, theme: Theme) {
    grid.fill(area, with: .blank)
    let geometry = geometry(in: area)
    let strip = geometry.strip
    guard strip.width > 0, area.height >= 2 else { return }
    for index in 0..<geometry.visibleRows {
      let row = rows[index]
      let y = strip.y + index * geometry.rowHeight
      let labelStyle = row.selected ? theme.accent : theme.text
      grid.put(row.selected ? (theme.unicode ? "▶" : ">") : " ", x: area.x, y: y, style: theme.accent, clip: area)
      grid.put(
        truncate(row.label, to: geometry.labelWidth - 3), x: area.x + 2, y: y, style: labelStyle,
        clip: Rect(x: area.x, y: y, width: geometry.labelWidth - 1, height: 1))
      for column in 0..<strip.width {
        let left = 2 * column < row.samples.count ? row.samples[2 * column] : .absent
        let right = 2 * column + 1 < row.samples.count ? row.samples[2 * column + 1] : .absent
        grid[strip.x + column, y] = cell(left, right, theme: theme)
      }
      if geometry.rowHeight == 2 { drawMarks(row.marks, y: y + 1, geometry: geometry, into: &grid, theme: theme) }
    }
    drawRuler(y: strip.maxY, geometry: geometry, into: &grid, theme: theme, area: area)
    if let loop { drawLoop(loop, y: strip.maxY, geometry: geometry, into: &grid, theme: theme) }
  }

  /// The playhead, over what `renderStrips` drew in `area` (it takes the colour of the strip under it).
  public func renderPlayhead(into grid: inout CellGrid, area: Rect, theme: Theme) {
    let geometry = geometry(in: area)
    guard let playhead, area.height >= 2 else { return }
    Self.drawPlayhead(
      playhead, geometry: geometry, hasPlayheadRow: hasPlayheadRow, into: &grid, theme: theme, area: area)
  }

  /// `[` at the loop's in point and `]` at its out point, on the ruler row, with `─` between.
  func drawLoop(_ loop: ClosedRange<Double>, y: Int, geometry: Geometry, into grid: inout CellGrid, theme: Theme) {
    let strip = geometry.strip
    let clip = Rect(x: strip.x, y: y, width: strip.width, height: 1)
    func x(_ t: Double) -> Int {
      strip.x + min(strip.width - 1, max(0, Int(saturating: geometry.column(at: t).rounded(.down))))
    }
    let style = theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent
    let (a, b) = (x(loop.lowerBound), x(loop.upperBound))
    if b - a > 1 {
      for column in a + 1..<b { grid.put(theme.unicode ? "─" : "-", x: column, y: y, style: style, clip: clip) }
    }
    grid.put("[", x: a, y: y, style: style, clip: clip)
    grid.put("]", x: b, y: y, style: style, clip: clip)
  }

  /// One cell from the samples of its left and right halves.
  func cell(_ left: Sample, _ right: Sample, theme: Theme) -> Cell {
    func parts(_ s: Sample) -> (color: RGB?, progress: Double, filling: Bool) {
      switch s {
      case .absent: (nil, 0, false)
      case .active(let c, let p): (c, p, false)
      case .filling(let c, let p): (c, p, true)
      }
    }
    let l = parts(left)
    let r = parts(right)
    let filling = l.filling || r.filling
    if !theme.gradients {
      guard l.color != nil || r.color != nil else { return .blank }
      if filling { return Cell(theme.unicode ? "┄" : "-", style: theme.dim) }
      let progress = l.color != nil ? l.progress : r.progress
      let shades: [Unicode.Scalar] = theme.unicode ? ["░", "▒", "▓", "█"] : [".", ":", "%", "#"]
      return Cell(shades[min(3, max(0, Int(saturating: progress * 4)))])
    }
    if filling {
      let color = (l.filling ? l.color : nil) ?? r.color ?? l.color
      return Cell(theme.unicode ? "▒" : "=", style: CellStyle(foreground: color))
    }
    return Blocks.halfCell(left: l.color, right: r.color, unicode: theme.unicode)
  }

  func drawMarks(_ marks: [Mark], y: Int, geometry: Geometry, into grid: inout CellGrid, theme: Theme) {
    let strip = geometry.strip
    let clip = Rect(x: strip.x, y: y, width: strip.width, height: 1)
    // Arrows first, so that edges and boundaries win where they share a cell.
    for mark in marks.sorted(by: { rank($0.kind) < rank($1.kind) }) {
      let column = geometry.column(at: mark.time)
      guard column.isFinite, column >= -0.5, column <= Double(strip.width) + 0.5 else { continue }
      let x = strip.x + min(strip.width - 1, max(0, Int(saturating: column.rounded(.down))))
      let glyph: Unicode.Scalar
      switch mark.kind {
      case .edge: glyph = theme.unicode ? "│" : "|"
      case .repeatBoundary: glyph = theme.unicode ? "┆" : ":"
      case .forward: glyph = theme.unicode ? "→" : ">"
      case .backward: glyph = theme.unicode ? "←" : "<"
      }
      grid.put(glyph, x: x, y: y, style: theme.dim, clip: clip)
    }
  }

  private func rank(_ kind: Mark.Kind) -> Int {
    switch kind {
    case .forward, .backward: 0
    case .repeatBoundary: 1
    case .edge: 2
    }
  }

  /// Tick spacing in seconds: 1 s when a second spans 4 to 60 columns; on short spans 0.25 s (up
  /// to 1.5 s) or 0.5 s; on long spans the smallest of 2, 5, 10, 30, 60… s that leaves room for labels.
  public static func tickStep(span: Double, columns: Int) -> Double {
    guard span > 0, columns > 0 else { return 1 }
    let perSecond = Double(columns) / span
    if perSecond >= 60 { return span <= 1.5 ? 0.25 : 0.5 }
    if perSecond >= 4 { return 1 }
    for step in [2.0, 5, 10, 30, 60, 120, 300, 600, 1800, 3600] where step * perSecond >= 5 { return step }
    return (span / 4).rounded(.up)
  }

  func drawRuler(y: Int, geometry: Geometry, into grid: inout CellGrid, theme: Theme, area: Rect) {
    let strip = geometry.strip
    guard y < area.maxY else { return }
    let step = Self.tickStep(span: span.upperBound - span.lowerBound, columns: strip.width)
    var tick = (span.lowerBound / step).rounded(.up) * step
    var nextFree = strip.x
    let clip = Rect(x: strip.x, y: y, width: strip.width + 1, height: 1)
    var count = 0
    while tick <= span.upperBound + step * 1e-9 && count < 1000 {
      let x = strip.x + Int(saturating: geometry.column(at: tick).rounded(.down))
      if x >= nextFree {
        let label = formatSeconds(tick)
        grid.put(theme.unicode ? "╵" : "|", x: x, y: y, style: theme.border, clip: clip)
        if x + 1 + label.count <= clip.maxX {
          nextFree = grid.put(label, x: x + 1, y: y, style: theme.dim, clip: clip) + 1
        } else if x - label.count >= nextFree {
          grid.put(label, x: x - label.count, y: y, style: theme.dim, clip: clip)  // the last tick: label before it
          nextFree = x + 1
        }
      }
      tick += step
      count += 1
    }
  }

  /// The playhead at global time `t` (seconds) over strips drawn in `area` with `geometry`: `▼`
  /// and the time on the top row (when `hasPlayheadRow`), `┃` down the strips in the colour
  /// under it. Nothing when `t` is outside the span.
  /// Marks at times on rows (`⚠`, `!` without Unicode, by default): what `explain` found, where it
  /// shows, or a scene event (`◆`). `marks` are (row among the strips shown, scene time in
  /// seconds); marks off the span are left out.
  public static func drawMarks(
    _ marks: [(row: Int, time: Double)], glyph: (unicode: Unicode.Scalar, ascii: Unicode.Scalar) = ("⚠", "!"),
    geometry: Geometry, into grid: inout CellGrid, theme: Theme
  ) {
    let strip = geometry.strip
    let style = theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent
    for mark in marks {
      let column = geometry.column(at: mark.time)
      guard strip.width > 0, column.isFinite, column >= 0, column <= Double(strip.width) else { continue }
      let x = strip.x + min(strip.width - 1, Int(column))
      let y = strip.y + mark.row * geometry.rowHeight
      guard y < strip.maxY else { continue }
      grid.put(theme.unicode ? glyph.unicode : glyph.ascii, x: x, y: y, style: style, clip: strip)
    }
  }

  public static func drawPlayhead(
    _ t: Double, geometry: Geometry, hasPlayheadRow: Bool, into grid: inout CellGrid, theme: Theme, area: Rect
  ) {
    let strip = geometry.strip
    let column = geometry.column(at: t)
    guard strip.width > 0, column.isFinite, column >= 0, column <= Double(strip.width) else { return }
    let x = strip.x + min(strip.width - 1, Int(column))
    let markerStyle = theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent
    if hasPlayheadRow {
      grid.put(theme.unicode ? "▼" : "v", x: x, y: area.y, style: markerStyle, clip: area)
      let label = formatSeconds(t, decimals: 3)
      let labelX = x + 2 + label.count <= area.maxX ? x + 2 : x - 1 - label.count
      grid.put(label, x: labelX, y: area.y, style: markerStyle, clip: area)
    }
    for y in strip.y..<strip.maxY {
      let existing = grid[x, y]
      let under = existing.style.foreground
      var style = CellStyle(foreground: under?.contrasting ?? theme.marker, background: under, attributes: .bold)
      if !theme.gradients {
        style = theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : CellStyle(attributes: .bold)
      }
      let isStripRow = (y - strip.y) % geometry.rowHeight == 0
      if isStripRow || existing.glyph == " " {
        grid[x, y] = Cell(theme.unicode ? "┃" : "|", style: isStripRow ? style : markerStyle)
      }
    }
  }
}

/// Seconds as a short label: `2s`, `0.5s`, or with `decimals` fixed places (`1.250s`).
public func formatSeconds(_ t: Double, decimals: Int? = nil) -> String {
  if let decimals { return formatFixed(t, decimals: decimals) + "s" }
  if t == t.rounded() { return formatFixed(t, decimals: 0) + "s" }
  let two = formatFixed(t, decimals: 2)
  return (two.hasSuffix("0") ? String(two.dropLast()) : two) + "s"
}

/// `text` cut to `width` scalars between words (before the last space that fits), ending in `…`
/// when cut; cut inside a word only when its first word alone is wider than `width`.
public func truncateAtWord(_ text: String, to width: Int) -> String {
  let scalars = Array(text.unicodeScalars)
  guard scalars.count > width, width > 1 else { return truncate(text, to: width) }
  guard let space = scalars.prefix(width).lastIndex(of: " "), space > 0 else { return truncate(text, to: width) }
  var end = space
  while end > 0, [" ", "·", ",", ":", ";"].contains(scalars[end - 1]) { end -= 1 }  // no dangling separator
  return end > 0 ? String(String.UnicodeScalarView(scalars.prefix(end))) + "…" : truncate(text, to: width)
}

/// `text` cut to `width` scalars, ending in `…` when cut.
public func truncate(_ text: String, to width: Int) -> String {
  guard width > 0 else { return "" }
  let scalars = Array(text.unicodeScalars)
  guard scalars.count > width else { return text }
  return String(String.UnicodeScalarView(scalars.prefix(width - 1))) + "…"
}

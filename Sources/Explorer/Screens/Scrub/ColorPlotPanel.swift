import MediaTiming
import Scenes
import TermGrid

/// `V` on a colour key path: the colour over the whole span as strips — the presented colour on
/// top, the model colour under it — so a snap-back or a start flash is a hard edge between
/// colours, marked `▼` where `explain` (or an event) puts it; under the strips, the channel that
/// changes most as a line (0–255, named in the title), or its velocity. Without colours (NO_COLOR) strips cannot be
/// seen, and the channel's line takes the whole panel.
enum ColorPlotPanel {
  static let channelNames = ["red", "green", "blue"]

  /// What the cached drawing keeps for the per-frame marks: the line (nil when there is no room
  /// for one) and the channel it shows.
  struct Drawn {
    var plot: ValuePlot?
    var channel: Int
  }

  static func draw(
    _ state: ExplorerState, row: SceneRow, address: KeyPathAddress, mode: ValuePlotPanel.Mode,
    into grid: inout CellGrid, area: Rect, theme: Theme, cache: ViewCache?
  ) {
    let inner = Box.inner(area).inset(left: 1, right: 1)
    let keyPath = row.animation.keyPath ?? ""
    let span = state.span
    let strips = theme.gradients && inner.height >= 6
    // The marks row, the presented colour (up to three rows), the model colour, the marker row.
    let shownRows = strips ? max(1, min(3, (inner.height - 5) / 2)) : 0
    let plotArea = inner.inset(top: strips ? shownRows + 3 : 0)
    let key = ValuePlotKey(
      root: state.scene.root, events: state.scene.events, path: row.path, span: span, width: inner.width,
      velocity: mode == .velocity, theme: theme)
    let drawn = cache.panel(.curve, key: key, area: area, into: &grid) { grid -> Drawn in
      let times = ValuePlotPanel.sampleTimes(span, count: max(2, inner.width * 2))
      let history = state.sceneHistory
      let values = times.map { ValuePlotPanel.values(history, row: row, address: address, at: $0) }
      let presented = values.map { color($0.presented) }
      let model = values.map { color($0.model) }
      let channel = mostChanging(presented + model)
      let what = mode == .velocity ? "Velocity (per second)" : "Value over time"
      Box(title: "\(what) · \(keyPath) · \(channelNames[channel]) line").render(
        into: &grid, area: area, theme: theme)
      let breaks = ValuePlotPanel.breaks(state, row: row, cache: cache)
      if strips {
        drawStrips(
          presented: presented, model: model, breaks: breaks, rows: shownRows, into: &grid, area: inner, theme: theme)
      }
      guard plotArea.height >= 3 else { return Drawn(plot: nil, channel: channel) }
      var plot = ValuePlot(
        presented: presented.map { $0.map { channelValue($0, channel) } },
        model: model.map { $0.map { channelValue($0, channel) } },
        startLabel: formatSeconds(span.lowerBound), endLabel: formatSeconds(span.upperBound))
      plot.breaks = breaks
      // The animation's own ends are in the range (samples fall between frames and miss them).
      if let ends = AnimationPresentation.ends(row) {
        plot.extent = [ends.from, ends.to].compactMap { color($0).map { channelValue($0, channel) } }
      }
      if mode == .velocity {
        plot = ValuePlotPanel.velocity(of: plot, seconds: span.upperBound - span.lowerBound)
      }
      plot.render(into: &grid, area: plotArea, theme: theme)
      return Drawn(plot: plot, channel: channel)
    }
    // The current time: a marker under the strips with the colour shown now, a dot on the line.
    let width = span.upperBound - span.lowerBound
    let x = width > 0 ? (state.sceneTime - span.lowerBound) / width : 0
    let now = color(
      ValuePlotPanel.values(state.sceneHistory, row: row, address: address, at: state.sceneTime).presented)
    if strips {
      drawMarker(at: x, color: now, into: &grid, area: inner.inset(top: shownRows + 2), theme: theme)
    }
    guard var plot = drawn.plot else { return }
    if mode == .velocity {
      let index = Int((min(max(x, 0), 1) * Double(plot.presented.count - 1)).rounded())
      plot.current = plot.presented.indices.contains(index) ? plot.presented[index].map { (x, $0) } : nil
    } else {
      plot.current = now.map { (x, channelValue($0, drawn.channel)) }
    }
    plot.renderCurrent(into: &grid, area: plotArea, theme: theme)
  }

  static func color(_ value: AnimatedValue?) -> RGBColor? {
    if case .color(let c)? = value { return c }
    return nil
  }

  /// Channel `channel` (0 red, 1 green, 2 blue) of `c` in 0–255.
  static func channelValue(_ c: RGBColor, _ channel: Int) -> Double {
    [c.red, c.green, c.blue][channel] * 255
  }

  /// The channel whose range over `colors` is widest (red when none changes).
  static func mostChanging(_ colors: [RGBColor?]) -> Int {
    let known = colors.compactMap { $0 }
    func range(_ channel: Int) -> Double {
      let values = known.map { channelValue($0, channel) }
      return (values.max() ?? 0) - (values.min() ?? 0)
    }
    return (0..<3).max { range($0) < range($1) } ?? 0
  }

  /// The marks row (`▼` at each break), the presented strip (`rows` rows, labelled `shown`) and
  /// the model strip, two samples per cell; a time with no value is left blank.
  static func drawStrips(
    presented: [RGBColor?], model: [RGBColor?], breaks: [Double], rows: Int, into grid: inout CellGrid, area: Rect,
    theme: Theme
  ) {
    let label = 6
    let bar = area.inset(left: label)
    guard bar.width > 1 else { return }
    let style = theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent
    for fraction in breaks where (0...1).contains(fraction) {
      let column = bar.x + min(bar.width - 1, Int(fraction * Double(bar.width)))
      grid.put(theme.unicode ? "▼" : "v", x: column, y: area.y, style: style, clip: area)
    }
    func strip(_ colors: [RGBColor?], y: Int) {
      for column in 0..<bar.width {
        let pair = [2 * column, 2 * column + 1].map { index -> RGB? in
          let i = min(index * colors.count / (2 * bar.width), colors.count - 1)
          return colors[i].map { ValueColors.rgb($0, over: theme.backdrop) }
        }
        guard let left = pair[0] ?? pair[1], let right = pair[1] ?? pair[0] else { continue }
        grid[bar.x + column, y] = Blocks.halfCell(left: left, right: right, unicode: theme.unicode)
      }
    }
    for r in 0..<rows { strip(presented, y: area.y + 1 + r) }
    strip(model, y: area.y + 1 + rows)
    grid.put("shown", x: area.x, y: area.y + 1, style: theme.dim, clip: area)
    grid.put("model", x: area.x, y: area.y + 1 + rows, style: theme.dim, clip: area)
  }

  /// `▲ #RRGGBB` under the strips at fraction `x` of the span (on the first row of `area`).
  static func drawMarker(at x: Double, color: RGBColor?, into grid: inout CellGrid, area: Rect, theme: Theme) {
    let bar = area.inset(left: 6)
    guard bar.width > 1, area.height > 0, x.isFinite else { return }
    let style = theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent
    let column = bar.x + min(bar.width - 1, max(0, Int(x * Double(bar.width))))
    let text = color?.hex ?? "none"
    grid.put(theme.unicode ? "▲" : "^", x: column, y: area.y, style: style, clip: area)
    let after = column + 2 + text.count <= area.maxX
    grid.put(text, x: after ? column + 2 : column - 1 - text.count, y: area.y, style: style, clip: area)
  }
}

import MediaTiming
import Scenes
import TermGrid

/// Draws an `ExplorerState` into a grid: header, timeline, colour bar, curve, readout, slider and
/// key bar. Pure: the same state and theme always give the same grid.
public enum ExplorerView {
  /// The smallest terminal the explorer lays out in; smaller gets an "enlarge" screen.
  public static let minimumWidth = 60
  public static let minimumHeight = 20

  /// Where each panel goes on a `width × height` screen.
  public struct Areas: Hashable, Sendable {
    public var header: Rect
    public var caption: Rect
    public var timeline: Rect
    public var colorBar: Rect
    public var curve: Rect
    public var readout: Rect
    public var slider: Rect
    public var help: Rect
  }

  /// The panels for a screen showing `rows` animations: the timeline takes what its rows need
  /// (two lines each) as long as the value and curve panels keep their minimum; the value and
  /// curve panels get the rest.
  public static func layout(width: Int, height: Int, rows: Int, stage: Bool = false) -> Areas {
    let screen = Rect(x: 0, y: 0, width: width, height: height)
    let middleMinimum = height >= 40 ? 12 : (height >= 26 ? 9 : (height >= 23 ? 7 : 6))
    let readoutHeight = height >= 26 ? 7 : (height >= 23 ? 6 : 5)
    let available = height - 4 - readoutHeight
    // With the stage, the timeline gives it room: one line per animation.
    let timelineWanted = stage ? 3 + max(1, rows) : 4 + 2 * max(1, rows)
    var timeline = min(timelineWanted, max(3, available - middleMinimum))
    let middle = available - timeline
    timeline = available - middle
    let parts = Layout.rows(
      screen, [.fixed(1), .fixed(1), .fixed(timeline), .fixed(middle), .fixed(readoutHeight), .fixed(1), .fixed(1)])
    // The stage takes more of the row than the value panel: it is the picture of the layers.
    let columns = Layout.columns(parts[3], stage ? [.fill(3), .fill(2)] : [.fill(1), .fill(1)], spacing: 1)
    return Areas(
      header: parts[0], caption: parts[1], timeline: parts[2], colorBar: columns[0], curve: columns[1],
      readout: parts[4], slider: parts[5].inset(left: 1, right: 1), help: parts[6].inset(left: 1, right: 1))
  }

  /// The layout for `state`'s size and rows.
  public static func layout(_ state: ExplorerState) -> Areas {
    layout(width: state.width, height: state.height, rows: state.rows.count, stage: state.stageShown)
  }

  /// True when the timeline box draws the playhead's time above the strips: always, unless the
  /// box is small and that line would hide a strip (the time is on the slider line too).
  static func hasPlayheadRow(_ state: ExplorerState, inner: Rect) -> Bool {
    inner.height >= 6 || inner.height - 2 >= state.rows.count
  }

  /// Where the strips of the timeline box go, for the rows that are `visible`.
  public static func timelineGeometry(
    _ state: ExplorerState, in timeline: Rect, visible: Range<Int>
  )
    -> Timeline
    .Geometry
  {
    let inner = Box.inner(timeline)
    return Timeline.geometry(
      in: inner, labels: state.rows[visible].map(\.label), span: state.span,
      hasPlayheadRow: hasPlayheadRow(state, inner: inner))
  }

  /// The timeline box's rows that fit, scrolled so that the selected row is visible.
  public static func visibleRows(_ state: ExplorerState, in timeline: Rect) -> Range<Int> {
    visibleRows(state, in: timeline, keeping: state.selectedRow)
  }

  /// The timeline box's rows that fit, scrolled so that row `kept` is visible.
  static func visibleRows(_ state: ExplorerState, in timeline: Rect, keeping kept: Int) -> Range<Int> {
    let inner = Box.inner(timeline)
    // How many rows fit depends on their number, not their labels (10,000 labels are not measured).
    let geometry = Timeline.geometry(
      in: inner, longestLabel: 0, rowCount: state.rows.count, span: state.span,
      hasPlayheadRow: hasPlayheadRow(state, inner: inner))
    let count = min(state.rows.count, geometry.visibleRows)
    guard count > 0 else { return kept..<kept }
    let first = max(0, min(kept - count + 1, state.rows.count - count))
    return first..<first + count
  }

  /// The screen for `state`, with the help drawn from `keyMap`.
  public static func render(_ state: ExplorerState, theme: Theme, keyMap: KeyMap? = nil) -> CellGrid {
    var grid = CellGrid(width: state.width, height: state.height)
    draw(state, into: &grid, theme: theme, keyMap: keyMap)
    return grid
  }

  /// Draws `state` into `grid` (already sized to the state's width and height and cleared).
  /// `cache` keeps what does not depend on the playhead from frame to frame (the run loop passes
  /// one); the screen is the same with or without it.
  public static func draw(
    _ state: ExplorerState, into grid: inout CellGrid, theme: Theme, keyMap: KeyMap? = nil, cache: ViewCache? = nil
  ) {
    let keyMap = keyMap ?? state.keyMap
    guard state.width >= minimumWidth, state.height >= minimumHeight else {
      return drawTooSmall(state, into: &grid, theme: theme)
    }
    let screen = Rect(x: 0, y: 0, width: state.width, height: state.height)
    let help = screen.row(state.height - 1).inset(left: 1, right: 1)
    switch state.mode {
    case .scrub: drawScrub(state, into: &grid, theme: theme, cache: cache)
    case .pullToRefresh:
      drawModeHeader(state, into: &grid, area: screen.row(0), theme: theme)
      PullToRefreshView.draw(state, into: &grid, area: screen.inset(top: 1, bottom: 1), theme: theme)
    case .gallery:
      drawModeHeader(state, into: &grid, area: screen.row(0), theme: theme)
      GalleryView.draw(state, into: &grid, area: screen.inset(top: 1, bottom: 2), theme: theme)
      slider(state).render(into: &grid, area: screen.row(state.height - 2).inset(left: 1, right: 1), theme: theme)
    case .curveLab:
      drawModeHeader(state, into: &grid, area: screen.row(0), theme: theme)
      CurveLabView.draw(state, into: &grid, area: screen.inset(top: 1, bottom: 1), theme: theme)
    case .displayLink, .keyframeCurves, .bisection:
      drawModeHeader(state, into: &grid, area: screen.row(0), theme: theme)
      let area = screen.inset(top: 1, bottom: 2)
      switch state.mode {
      case .displayLink: DisplayLinkView.draw(state, into: &grid, area: area, theme: theme)
      case .keyframeCurves: KeyframeCurvesView.draw(state, into: &grid, area: area, theme: theme)
      default: BisectionView.draw(state, into: &grid, area: area, theme: theme)
      }
      slider(state).render(into: &grid, area: screen.row(state.height - 2).inset(left: 1, right: 1), theme: theme)
    case .layerTree:
      drawModeHeader(state, into: &grid, area: screen.row(0), theme: theme)
      LayerTreeView.draw(state, into: &grid, area: screen.inset(top: 1, bottom: 2), theme: theme, cache: cache)
      slider(state).render(into: &grid, area: screen.row(state.height - 2).inset(left: 1, right: 1), theme: theme)
    }
    if state.editing.inspector != nil { InspectorView.draw(state, into: &grid, theme: theme) }
    if let status = statusLine(state, theme: theme) {
      status.render(into: &grid, area: help, theme: theme)
    } else {
      cache.panel(.keyBar, key: KeyBarKey(keyMap: keyMap, theme: theme), area: help, into: &grid) { grid in
        HelpBar(keyMap.barEntries, keepLast: 3).render(into: &grid, area: help, theme: theme)
      }
    }
    CodePanelView.draw(state, into: &grid, theme: theme)
    if state.showHelp { drawHelp(into: &grid, theme: theme, entries: keyMap.allEntries) }
  }

  /// The bottom line: a prompt being answered, else a message, else a reload problem (kept until
  /// the file is good again), else nil: the key bar.
  static func statusLine(_ state: ExplorerState, theme: Theme) -> (any Widget)? {
    let cursor = theme.unicode ? "▏" : "_"
    if let prompt = state.editing.prompt {
      switch prompt {
      case .savePath(let text):
        return TextBlock([
          [
            Span("save as: ", theme.accent), Span(text + cursor, theme.text),
            Span("   Enter saves · Esc cancels", theme.dim),
          ]
        ])
      case .fieldValue:
        return TextBlock([
          [
            Span("type a value as notation writes it ([0, 1], #FF9500, easeIn, inf)", theme.accent),
            Span("   Enter sets · Esc cancels · empty: the default", theme.dim),
          ]
        ])
      case .discard(let action):
        return TextBlock([[Span(ExplorerState.discardQuestion(action), theme.accent)]])
      }
    }
    if let entry = state.timeEntry {
      return TextBlock([
        [
          Span("go to time (s): ", theme.accent), Span(entry + cursor, theme.text),
          Span("   Enter go · Esc cancel", theme.dim),
        ]
      ])
    }
    if let message = state.message { return TextBlock([[Span(message, theme.accent)]]) }
    if let problem = state.editing.reloadProblem {
      return TextBlock([[Span((theme.unicode ? "⚠ " : "! ") + problem, theme.accent)]])
    }
    return nil
  }

  /// The scrub screen: header, timeline, value, curve, readout, slider.
  static func drawScrub(_ state: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) {
    let areas = cache?.layout(state) ?? layout(state)
    let evaluation = state.evaluation
    // The name, title, caption and play state change with the scene or a key, not with time.
    let headerKey = HeaderKey(
      isPlaying: state.isPlaying, rate: state.playbackRate, looping: state.looping, layerSpeed: state.scene.root.speed,
      name: state.scene.name, title: state.scene.title, caption: state.scene.caption, origin: state.editing.origin,
      unsaved: state.hasUnsavedEdits, theme: theme)
    let top = Rect(x: 0, y: areas.header.y, width: state.width, height: areas.caption.maxY - areas.header.y)
    cache.panel(.header, key: headerKey, area: top, into: &grid) { grid in
      drawHeader(state, into: &grid, areas: areas, theme: theme)
    }
    drawTimeline(
      state, title: "Timeline", selected: state.selectedRow, into: &grid, area: areas.timeline, theme: theme,
      cache: cache)
    let record = state.selected.flatMap { evaluation.animation($0.path) }
    // The readout and value box tell how the selected row's layer is composed (its key paths and
    // contributions); the stage needs every layer's values only.
    let presentation = state.selected.map { state.scene.root.presentation(in: evaluation, ofLayer: $0.layerPath) } ?? []
    if state.stageShown {
      let values = state.scene.root.presentedValues(in: evaluation)
      drawStage(state, presentation: values, into: &grid, area: areas.colorBar, theme: theme, cache: cache)
    } else {
      drawColorBar(
        state, record: record, presentation: presentation, into: &grid, area: areas.colorBar, theme: theme, cache: cache
      )
    }
    drawCurve(state, record: record, into: &grid, area: areas.curve, theme: theme, cache: cache)
    Box(title: Readout.title(state: state)).render(into: &grid, area: areas.readout, theme: theme)
    let readout = Box.inner(areas.readout).inset(left: 1)
    let lines = Readout.lines(
      state: state, evaluation: evaluation, presentation: presentation, theme: theme, width: readout.width
    ).flatMap {
      wrap($0, width: readout.width)
    }
    TextBlock(lines).render(into: &grid, area: readout, theme: theme)
    slider(state).render(into: &grid, area: areas.slider, theme: theme)
  }

  /// Where the scene came from and a mark for unsaved edits: ` [scene.json ●]`; nothing for a
  /// bundled scene without edits.
  static func sourceText(_ state: ExplorerState, theme: Theme) -> String {
    let mark = state.hasUnsavedEdits ? (theme.unicode ? " ●" : " *") : ""
    let source: String
    switch state.editing.origin {
    case .file(let path): source = path
    case .standardInput: source = "stdin"
    case .notation: source = "notation"
    case .code(let path): source = path
    case .bundled: source = mark.isEmpty ? "" : "bundled"
    }
    return source.isEmpty && mark.isEmpty ? "" : " [\(source)\(mark)]"
  }

  /// The one-line header of the other screens: the screen's name, the scene, play state.
  static func drawModeHeader(_ state: ExplorerState, into grid: inout CellGrid, area: Rect, theme: Theme) {
    let header = area.inset(left: 1, right: 1)
    var line: Line = [Span("TimingLab", theme.accent), Span("  \(state.mode.title)", theme.title)]
    if state.mode == .layerTree {
      line.append(Span(" · \(state.scene.name)", theme.text))
      line.append(Span(sourceText(state, theme: theme), theme.key))
    }
    grid.put(line, x: header.x, y: header.y, clip: header)
    if state.mode != .pullToRefresh {
      let status =
        state.isPlaying
        ? (theme.unicode ? "▶ playing  " : "> playing  ") : (theme.unicode ? "❚❚ paused  " : "|| paused  ")
      grid.put(status, x: header.maxX - status.unicodeScalars.count, y: header.y, style: theme.key, clip: header)
    }
  }

  /// The `?` screen: every key binding, in a box over the middle of the screen.
  static func drawHelp(into grid: inout CellGrid, theme: Theme, entries: [(keys: String, help: String)]) {
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

  /// The slider of the viewer's scene time over the span.
  public static func slider(_ state: ExplorerState) -> Slider {
    Slider(
      label: "timeOffset", value: state.sceneTime, range: state.span,
      valueText: "\(seconds(state.sceneTime)) / \(seconds(state.span.upperBound))", loop: state.loopRange)
  }

  static func drawHeader(_ state: ExplorerState, into grid: inout CellGrid, areas: Areas, theme: Theme) {
    let header = areas.header.inset(left: 1, right: 1)
    let status =
      state.isPlaying
      ? (theme.unicode ? "▶ " : "> ") + "playing \(number(state.playbackRate * 100))%"
        + (state.looping ? " · loop" : "")
      : (theme.unicode ? "❚❚ " : "|| ") + "paused"
    let layerSpeed = state.scene.root.speed == 1 ? "" : "  layer speed \(number(state.scene.root.speed))"
    let right = status + layerSpeed + "  "
    let start = header.maxX - right.unicodeScalars.count
    // The name and title take what the status leaves, cut with "…" rather than mid-word.
    var room = start - 1 - header.x
    var line: Line = []
    for (text, style) in [
      ("TimingLab", theme.accent), ("  \(state.scene.name)", theme.title), (sourceText(state, theme: theme), theme.key),
      (state.scene.title.map { " — \($0)" } ?? "", theme.text),
    ] where room > 0 && !text.isEmpty {
      let shown = truncate(text, to: room)
      line.append(Span(shown, style))
      room -= shown.unicodeScalars.count
    }
    grid.put(line, x: header.x, y: header.y, clip: header)
    grid.put(right, x: start, y: header.y, style: theme.key, clip: header)
    if let caption = state.scene.caption {
      let area = areas.caption.inset(left: 1, right: 1)
      grid.put(truncate(caption, to: area.width), x: area.x, y: area.y, style: theme.dim, clip: area)
    }
  }

  /// A box titled `title` (plus the range shown when not every row fits) with the scene's rows on
  /// its clock, scrolled so that row `selected` (marked) is visible.
  static func drawTimeline(
    _ state: ExplorerState, title: String, selected: Int?, into grid: inout CellGrid, area: Rect, theme: Theme,
    cache: ViewCache?
  ) {
    let rows = visibleRows(state, in: area, keeping: selected ?? 0)
    let inner = Box.inner(area)
    let playheadRow = hasPlayheadRow(state, inner: inner)
    // The box and strips stay from frame to frame (looked up without sampling or building a
    // row); only the playhead moves.
    let key = TimelineKey(
      title: title, root: state.scene.root, rows: state.rows, visible: rows, selected: selected, span: state.span,
      loop: state.loopRange, theme: theme)
    let geometry = cache.panel(.timeline, key: key, area: area, into: &grid) { grid in
      let hidden = state.rows.count - rows.count
      let range = hidden > 0 ? " (\(rows.lowerBound + 1)–\(rows.upperBound) of \(state.rows.count))" : ""
      Box(title: title + range).render(into: &grid, area: area, theme: theme)
      let geometry = timelineGeometry(state, in: area, visible: rows)
      let columns = geometry.strip.width
      let timelineRows =
        cache?.rows(
          root: state.scene.root, rows: state.rows, visible: rows, selected: selected, span: state.span,
          columns: columns)
        ?? TimelineModel.rows(
          root: state.scene.root, rows: state.rows, visible: rows, selected: selected,
          times: Timeline.sampleTimes(span: state.span, columns: columns))
      Timeline(
        rows: timelineRows, span: state.span, playhead: nil, hasPlayheadRow: playheadRow, loop: state.loopRange
      ).renderStrips(into: &grid, area: inner, theme: theme)
      return geometry
    }
    Timeline.drawPlayhead(
      state.sceneTime, geometry: geometry, hasPlayheadRow: playheadRow, into: &grid, theme: theme, area: inner)
  }

  /// The value panel: the selected animation's value on its from → to bar, the layer's presented
  /// value of the key path beside its model value, and a swatch of a presented colour.
  static func drawColorBar(
    _ state: ExplorerState, record: AnimationEvaluation?, presentation: [LayerPresentation], into grid: inout CellGrid,
    area: Rect, theme: Theme, cache: ViewCache?
  ) {
    let inner = Box.inner(area).inset(left: 1, right: 1)
    guard let row = state.selected else { return Box(title: "Value").render(into: &grid, area: area, theme: theme) }
    let (from, to) = AnimationPresentation.endpoints(row)
    var strips = [
      ColorBar.Strip(label: "sRGB") { fraction in ValueColors.rgb(from.interpolated(to: to, fraction, in: .sRGB)) }
    ]
    if state.showOKLab {
      strips.append(
        ColorBar.Strip(label: "OKLab") { fraction in ValueColors.rgb(from.interpolated(to: to, fraction, in: .okLab)) })
    }
    let bar = ColorBar(
      strips: strips, marker: record.flatMap { AnimationPresentation.marker(row, record: $0) }, fromLabel: "",
      toLabel: "")
    let barArea = inner.inset(top: 1)
    // The box, strips and end labels stay from frame to frame (they depend on the animation's
    // ends); the value, marker and swatch are drawn on them.
    let key = ValueBarKey(row: row, okLab: state.showOKLab, hasMarker: bar.hasMarker, theme: theme)
    cache.panel(.valueBar, key: key, area: area, into: &grid) { grid in
      Box(title: "Value").render(into: &grid, area: area, theme: theme)
      var labelled = bar
      (labelled.fromLabel, labelled.toLabel) = AnimationPresentation.valueLabels(row)
      labelled.renderBar(into: &grid, area: barArea, theme: theme)
    }
    let valueText: Line =
      record.flatMap { $0.value }.map {
        [
          Span(row.animation.isAdditive ? "adds " : "value ", theme.dim), Span(Readout.describe($0), theme.accent),
        ]
      }
      ?? [
        Span(
          record?.isApplied == true ? "eased \(formatFraction(record?.easedProgress ?? 0))" : "not applied", theme.dim)
      ]
    grid.put(valueText, x: inner.x, y: inner.y, clip: inner)
    bar.renderMarker(into: &grid, area: barArea, theme: theme)
    let used = 1 + strips.count + 2
    // A swatch of the colour, like the layer in the article: as large as the space under the bar
    // allows (up to 10 rows), about square (cells are twice as tall as wide).
    let property = AnimationPresentation.presented(row, in: presentation)
    let free = inner.height - used - 1
    var textArea = inner
    // The animation's own colour (each cheat-sheet row is its own case), else the layer's.
    let swatchValue = row.animation.isAdditive ? property?.presented : (record?.value ?? property?.presented)
    if case .color(let c)? = swatchValue, free >= 2, theme.gradients {
      let height = min(free, 10)
      let width = min(inner.width, 2 * height + 2)
      let swatch = Rect(x: inner.maxX - width, y: inner.maxY - height, width: width, height: height)
      grid.fill(swatch, with: Cell(" ", style: CellStyle(background: ValueColors.rgb(c, over: theme.backdrop))))
      if swatch.y <= inner.y + used { textArea = inner.inset(right: width + 1) }
    }
    if let property, used < inner.height {
      let presented: Line = [
        Span("presented ", theme.dim), Span(property.presented.map(Readout.describe) ?? "none", theme.accent),
        Span(" · model ", theme.dim), Span(property.model.map(Readout.describe) ?? "none", theme.text),
      ]
      for (index, line) in wrap(presented, width: textArea.width).prefix(inner.height - used).enumerated() {
        grid.put(line, x: textArea.x, y: textArea.y + used + index, clip: textArea)
      }
    }
  }

  /// The stage: the layers as presented now, with the model's ghost where it differs.
  static func drawStage(
    _ state: ExplorerState, presentation: [LayerPresentation], into grid: inout CellGrid, area: Rect, theme: Theme,
    cache: ViewCache?
  ) {
    let span = state.scene.span
    let world = cache?.stageWorld(of: state.scene, span: span) ?? StageWorld.of(state.scene, span: span)
    let stage = StageView(layers: StageLayer.layers(state.scene.root, presentation: presentation), world: world)
    let inner = Box.inner(area)
    let width = stage.world.maxX - stage.world.minX
    let height = stage.world.maxY - stage.world.minY
    let scale = stage.mapping(in: inner).pointsPerCell
    let size = "\(Int(width.rounded()))×\(Int(height.rounded())) pt"
    Box(title: "Stage · \(size) · 1 cell = \(formatFixed(scale, decimals: scale < 10 ? 1 : 0)) pt").render(
      into: &grid, area: area, theme: theme)
    stage.render(into: &grid, area: inner, theme: theme)
  }

  static func drawCurve(
    _ state: ExplorerState, record: AnimationEvaluation?, into grid: inout CellGrid, area: Rect, theme: Theme,
    cache: ViewCache?
  ) {
    guard let row = state.selected else { return Box(title: "Curve").render(into: &grid, area: area, theme: theme) }
    let duration = record?.timing?.duration ?? row.animation.effectiveDuration()
    let (title, function) = AnimationPresentation.curve(row.animation, duration: duration)
    var plot = CurvePlot(function: function)
    if state.showGhosts { plot.ghosts = (0...10).map { Double($0) / 10 }.map { ($0, function($0)) } }
    if case .keyframe(let keyframes) = row.animation.content, row.animation.timingFunction == nil || keyframes.isPaced,
      keyframes.keyframeValues.count > 1
    {
      // The keyframes themselves: at their key time, k/(n−1) along the curve's y (their position).
      let count = keyframes.keyframeValues.count
      plot.keyframes = (0..<count).map { (keyframes.keyTime($0), Double($0) / Double(count - 1)) }
    }
    let plotArea = Box.inner(area).inset(left: 1, right: 1)
    // The box and curve stay from frame to frame (they depend on the animation, not the time);
    // only the current point's dot moves.
    let key = CurveKey(animation: row.animation, duration: duration, ghosts: state.showGhosts, theme: theme)
    let range = cache.panel(.curve, key: key, area: area, into: &grid) { grid in
      Box(title: "Curve · \(title)").render(into: &grid, area: area, theme: theme)
      return plot.renderCurve(into: &grid, area: plotArea, theme: theme)
    }
    if let progress = record?.progress {
      plot.current = (progress, function(progress))
      plot.renderCurrent(into: &grid, area: plotArea, theme: theme, range: range)
    }
  }

  /// Splits `line` into lines of at most `width` cells, breaking between spans (and inside a span
  /// only when one span alone is too wide).
  static func wrap(_ line: Line, width: Int) -> [Line] {
    guard width > 0, line.width > width else { return [line] }
    var lines: [Line] = [[]]
    var used = 0
    for span in line {
      let count = span.text.unicodeScalars.count
      if used + count > width && used > 0 {
        lines.append([])
        used = 0
      }
      var span = span
      if lines[lines.count - 1].isEmpty { span.text = String(span.text.drop { $0 == " " }) }
      lines[lines.count - 1].append(span)
      used += span.text.unicodeScalars.count
    }
    return lines
  }

  static func drawTooSmall(_ state: ExplorerState, into grid: inout CellGrid, theme: Theme) {
    let lines = [
      "TimingLab needs a bigger terminal.",
      "Enlarge it to at least \(minimumWidth)x\(minimumHeight)",
      "(now \(state.width)x\(state.height)).",
      "q quits.",
    ]
    let top = max(0, (state.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      let x = max(0, (state.width - line.count) / 2)
      grid.put(line, x: x, y: top + index, style: index == 1 ? theme.accent : theme.text)
    }
  }
}

import Explain
import MediaTiming
import Scenes
import TermGrid

/// Draws the scrub screen: header, timeline, value (or stage), curve, readout, slider.
enum ScrubView {
  static func draw(
    _ screen: ScrubScreen, _ state: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?
  )
    -> HitMap
  {
    let areas = cache?.layout(screen, state) ?? screen.layout(state)
    let evaluation = state.evaluation
    // The name, title, caption and play state change with the scene or a key, not with time.
    let headerKey = HeaderKey(
      isPlaying: state.isPlaying, rate: state.playbackRate, looping: state.looping, layerSpeed: state.scene.root.speed,
      name: state.scene.name, title: state.scene.title, caption: caption(state), origin: state.editing.origin,
      unsaved: state.hasUnsavedEdits, theme: theme)
    let top = Rect(x: 0, y: areas.header.y, width: state.width, height: areas.caption.maxY - areas.header.y)
    cache.panel(.header, key: headerKey, area: top, into: &grid) { grid in
      drawHeader(state, into: &grid, areas: areas, theme: theme)
    }
    var hits = HitMap()
    let timeline = TimelineBox.draw(
      state, title: "Timeline", selected: state.selectedRow, into: &grid, area: areas.timeline, theme: theme,
      cache: cache)
    hits.add(.timeline(timeline.geometry, visible: timeline.visible), over: Box.inner(areas.timeline))
    let record = state.selected.flatMap { evaluation.animation($0.path) }
    // The readout and value box tell how the selected row's layer is composed (its key paths and
    // contributions); the stage needs every layer's values only.
    let liveRoot = state.liveRoot
    let presentation = state.selected.map { liveRoot.presentation(in: evaluation, ofLayer: $0.layerPath) } ?? []
    if screen.stageShown(state) {
      let values = liveRoot.presentedValues(in: evaluation)
      drawStage(state, presentation: values, into: &grid, area: areas.colorBar, theme: theme, cache: cache)
    } else {
      drawValue(
        screen, state, record: record, presentation: presentation, into: &grid, area: areas.colorBar, theme: theme,
        cache: cache)
    }
    drawCurve(screen, state, record: record, into: &grid, area: areas.curve, theme: theme, cache: cache)
    Box(title: Readout.title(state: state)).render(into: &grid, area: areas.readout, theme: theme)
    let readout = Box.inner(areas.readout).inset(left: 1)
    let findings = state.selected.map {
      cache?.findings(for: state.scene, animation: $0.path, notes: state.explainNotes)
        ?? (ExplorerState.explains(state.scene)
          ? Explain.diagnose(state.scene, animation: $0.path, notes: state.explainNotes) : [])
    }
    let lines = Readout.lines(
      state: state, evaluation: evaluation, presentation: presentation, findings: findings ?? [], theme: theme,
      width: readout.width
    ).flatMap {
      ExplorerView.wrap($0, width: readout.width)
    }
    TextBlock(lines).render(into: &grid, area: readout, theme: theme)
    ExplorerView.drawSlider(state, into: &grid, area: areas.slider, theme: theme, hits: &hits)
    return hits
  }

  static func drawHeader(_ state: ExplorerState, into grid: inout CellGrid, areas: ScrubScreen.Areas, theme: Theme) {
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
      ("TimingLab", theme.accent), ("  \(state.scene.name)", theme.title),
      (ExplorerView.sourceText(state, theme: theme), theme.key),
      (state.scene.title.map { " — \($0)" } ?? "", theme.text),
    ] where room > 0 && !text.isEmpty {
      let shown = truncate(text, to: room)
      line.append(Span(shown, style))
      room -= shown.unicodeScalars.count
    }
    grid.put(line, x: header.x, y: header.y, clip: header)
    grid.put(right, x: start, y: header.y, style: theme.key, clip: header)
    if let caption = caption(state) {
      let area = areas.caption.inset(left: 1, right: 1)
      let differs = state.captureDiffers
      grid.put(
        truncate(caption, to: area.width), x: area.x, y: area.y, style: differs ? theme.accent : theme.dim, clip: area)
    }
  }

  /// The caption line: for a capture, first whether TimingLab agrees with what Core Animation
  /// presented at 0, then the scene's caption.
  static func caption(_ state: ExplorerState) -> String? {
    let parts = [state.captureSummary, state.scene.caption].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// The value panel: the selected animation's value on its from → to bar, the layer's presented
  /// value of the key path beside its model value, and a swatch of a presented colour.
  static func drawValue(
    _ screen: ScrubScreen, _ state: ExplorerState, record: AnimationEvaluation?, presentation: [LayerPresentation],
    into grid: inout CellGrid, area: Rect, theme: Theme, cache: ViewCache?
  ) {
    let inner = Box.inner(area).inset(left: 1, right: 1)
    guard let row = state.selected else { return Box(title: "Value").render(into: &grid, area: area, theme: theme) }
    let (from, to) = AnimationPresentation.endpoints(row)
    var strips = [
      ColorBar.Strip(label: "sRGB") { fraction in ValueColors.rgb(from.interpolated(to: to, fraction, in: .sRGB)) }
    ]
    if screen.showOKLab {
      strips.append(
        ColorBar.Strip(label: "OKLab") { fraction in ValueColors.rgb(from.interpolated(to: to, fraction, in: .okLab)) })
    }
    let bar = ColorBar(
      strips: strips, marker: record.flatMap { AnimationPresentation.marker(row, record: $0) }, fromLabel: "",
      toLabel: "")
    let barArea = inner.inset(top: 1)
    // The box, strips and end labels stay from frame to frame (they depend on the animation's
    // ends); the value, marker and swatch are drawn on them.
    let key = ValueBarKey(row: row, okLab: screen.showOKLab, hasMarker: bar.hasMarker, theme: theme)
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
      for (index, line) in ExplorerView.wrap(presented, width: textArea.width).prefix(inner.height - used).enumerated()
      {
        grid.put(line, x: textArea.x, y: textArea.y + used + index, clip: textArea)
      }
    }
  }

  /// The stage: the layers as presented now, with the model's ghost where it differs.
  static func drawStage(
    _ state: ExplorerState, presentation: [LayerPresentation], into grid: inout CellGrid, area: Rect, theme: Theme,
    cache: ViewCache?
  ) {
    let span = state.sceneSpan
    let world = cache?.stageWorld(of: state.scene, span: span) ?? StageWorld.of(state.scene, span: span)
    let stage = StageView(
      layers: StageLayer.layers(state.liveRoot, presentation: presentation, mediaTime: state.evaluation.mediaTime),
      world: world)
    let inner = Box.inner(area)
    let width = stage.world.maxX - stage.world.minX
    let height = stage.world.maxY - stage.world.minY
    let scale = stage.mapping(in: inner).pointsPerCell
    let size = "\(wholeOrShortestText(width.rounded()))×\(wholeOrShortestText(height.rounded())) pt"
    // Copies past the stage's limit are not drawn: said in the title, not dropped silently.
    let asked = world.copiesAsked
    let capped =
      asked > Double(SceneLimits.drawnCopies)
      ? " · \(DiagnosticListing.grouped(SceneLimits.drawnCopies)) of \(asked < 1e15 ? DiagnosticListing.grouped(Int(asked)) : "over 10¹⁵") copies"
      : ""
    // What is missing first: a narrow box cuts the scale, not the copies left out.
    Box(title: "Stage\(capped) · \(size) · 1 cell = \(formatFixed(scale, decimals: scale < 10 ? 1 : 0)) pt").render(
      into: &grid, area: area, theme: theme)
    stage.render(into: &grid, area: inner, theme: theme)
    let unplaced = stage.renderLabels(
      into: &grid, area: inner, theme: theme, selectedPath: state.selected?.layerPath)
    drawLegend(unplaced, into: &grid, area: area, theme: theme)
  }

  /// The layers the stage could not label, on the box's bottom edge: `■ name` in each one's colour.
  static func drawLegend(_ layers: [StageLayer], into grid: inout CellGrid, area: Rect, theme: Theme) {
    guard !layers.isEmpty, area.width > 8, area.height > 2 else { return }
    var x = area.x + 1
    let end = area.maxX - 3
    let row = area.maxY - 1
    for layer in layers {
      let name = StageView.name(layer.path)
      let width = name.unicodeScalars.count + 3
      guard x + width <= end else {
        grid.put(theme.unicode ? " …" : " ...", x: x, y: row, style: theme.dim, clip: area)
        x += theme.unicode ? 2 : 4
        break
      }
      let color = (layer.fill ?? layer.shapeFill ?? layer.strokeColor).map { ValueColors.rgb($0, over: theme.backdrop) }
      let swatchStyle = theme.color ? color.map { CellStyle(foreground: $0) } ?? theme.dim : theme.dim
      grid.put(" ", x: x, y: row, style: theme.border, clip: area)
      grid.put(theme.unicode ? "■" : "#", x: x + 1, y: row, style: swatchStyle, clip: area)
      grid.put(" " + name, x: x + 2, y: row, style: theme.text, clip: area)
      x += width
    }
    grid.put(" ", x: x, y: row, style: theme.border, clip: area)
  }

  static func drawCurve(
    _ screen: ScrubScreen, _ state: ExplorerState, record: AnimationEvaluation?, into grid: inout CellGrid, area: Rect,
    theme: Theme, cache: ViewCache?
  ) {
    guard let row = state.selected else { return Box(title: "Curve").render(into: &grid, area: area, theme: theme) }
    if screen.showValuePlot {
      return ValuePlotPanel.draw(
        state, row: row, mode: screen.valuePlot, into: &grid, area: area, theme: theme, cache: cache)
    }
    let duration = record?.timing?.duration ?? row.animation.effectiveDuration()
    let (title, function) = AnimationPresentation.curve(row.animation, duration: duration)
    var plot = CurvePlot(function: function)
    if screen.showGhosts { plot.ghosts = (0...10).map { Double($0) / 10 }.map { ($0, function($0)) } }
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
    let key = CurveKey(animation: row.animation, duration: duration, ghosts: screen.showGhosts, theme: theme)
    let range = cache.panel(.curve, key: key, area: area, into: &grid) { grid in
      Box(title: "Curve · \(title)").render(into: &grid, area: area, theme: theme)
      return plot.renderCurve(into: &grid, area: plotArea, theme: theme)
    }
    if let progress = record?.progress {
      plot.current = (progress, function(progress))
      plot.renderCurrent(into: &grid, area: plotArea, theme: theme, range: range)
    }
  }
}

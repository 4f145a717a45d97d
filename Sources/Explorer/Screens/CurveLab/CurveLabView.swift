import MediaTiming
import TermGrid

/// The curve lab: the chosen function with its moving dot, a comparison curve, keyframes and their
/// deviation, the inverse query, the speed graph, and a race of two dots (seeds 003 and 000).
enum CurveLabView {
  /// Draws the lab in `area`; the plot answers the mouse (a press or drag moves a handle).
  static func draw(
    _ lab: CurveLabState, sceneTime: Double, span: ClosedRange<Double>, into grid: inout CellGrid, area: Rect,
    theme: Theme
  ) -> HitMap {
    let function = lab.function
    let x = span.upperBound > 0 ? min(max(sceneTime / span.upperBound, 0), 1) : 0
    let rows = Layout.rows(area, [.fill(1), .fixed(6)])
    let top = Layout.columns(rows[0], [.fill(3), .fill(2)], spacing: 1)

    // The curve, with the Bézier's handles.
    Box(title: title(lab)).render(into: &grid, area: top[0], theme: theme)
    var plot = self.plot(lab)
    plot.current = (x, function.progress(at: x))
    let plotArea = Box.inner(top[0]).inset(left: 1, right: 1)
    plot.render(into: &grid, area: plotArea, theme: theme)
    var hits = HitMap()
    hits.add(.curvePlot(area: plotArea), over: plotArea)

    // Details and the speed graph.
    let right = lab.showDerivative ? Layout.rows(top[1], [.fill(1), .fill(1)]) : [top[1]]
    Box(title: "Details").render(into: &grid, area: right[0], theme: theme)
    let detailArea = Box.inner(right[0]).inset(left: 1, right: 1)
    TextBlock(details(lab, x: x, theme: theme).flatMap { ExplorerView.wrap($0, width: detailArea.width) }).render(
      into: &grid, area: detailArea, theme: theme)
    if lab.showDerivative, right.count > 1 {
      Box(title: "Speed (dy/dx)").render(into: &grid, area: right[1], theme: theme)
      let h = 1e-4
      var speed = CurvePlot(function: { x in
        let a = max(0, x - h)
        let b = min(1, x + h)
        return (function.progress(at: b) - function.progress(at: a)) / (b - a)
      })
      speed.current = (
        x,
        (function.progress(at: min(1, x + h)) - function.progress(at: max(0, x - h))) / (min(1, x + h) - max(0, x - h))
      )
      speed.render(into: &grid, area: Box.inner(right[1]).inset(left: 1, right: 1), theme: theme)
    }

    // The race.
    Box(
      title:
        "Race · \(formatFixed(sceneTime, decimals: 3))s of \(formatFixed(lab.duration, decimals: 1))s (space plays)"
    )
    .render(into: &grid, area: rows[1], theme: theme)
    let track = Box.inner(rows[1]).inset(left: 1, right: 1)
    var racers = [(function.name ?? "custom", function.progress(at: x))]
    if let comparison = lab.comparison { racers.append((comparison.name ?? "comparison", comparison.progress(at: x))) }
    racers.append(("time", x))
    for (index, racer) in racers.enumerated() where index < track.height {
      drawTrack(
        label: racer.0, position: racer.1, into: &grid, area: track.row(index), theme: theme, isTime: racer.0 == "time")
    }
    return hits
  }

  /// `Curve · easeOut`, and where it came from: `· root/fade's` while it is the selected
  /// animation's curve as loaded, `· a applies to root/fade` once edited.
  static func title(_ lab: CurveLabState) -> String {
    let function = lab.function
    let name = "Curve · " + (function.name ?? "custom")
    guard let path = lab.loadedPath else { return name }
    return name + (function == lab.loadedFunction ? " · \(path)'s" : " · a applies to \(path)")
  }

  /// The lab's plot without its moving dot: the function, the comparison, keyframes, the inverse
  /// crosshair and the Bézier's handles (the mouse maps cells to points through the same plot).
  static func plot(_ lab: CurveLabState) -> CurvePlot {
    let function = lab.function
    var plot = CurvePlot(function: { function.progress(at: $0) })
    if let comparison = lab.comparison { plot.comparison = { comparison.progress(at: $0) } }
    if lab.keyframeSteps > 0 {
      let count = lab.keyframeSteps + 2
      plot.keyframes = (0..<count).map { index in
        let t = Double(index) / Double(count - 1)
        return (t, function.progress(at: t))
      }
    }
    if let answer = function.fraction(reaching: lab.inverseProgress) { plot.crosshair = (answer, lab.inverseProgress) }
    plot.handles = lab.handles
    plot.selectedHandle = lab.selectedHandle
    return plot
  }

  static func details(_ lab: CurveLabState, x: Double, theme: Theme) -> [Line] {
    let function = lab.function
    var lines: [Line] = []
    if case .cubicBezier(let curve) = function.kind {
      var spans: [Span] = [Span("cubic-bezier(", theme.text)]
      for (index, value) in [curve.x1, curve.y1, curve.x2, curve.y2].enumerated() {
        if index > 0 { spans.append(Span(", ", theme.text)) }
        let selected = lab.functionIndex == -1 && lab.selectedHandle == index / 2
        spans.append(Span(shortestText(value), selected ? theme.accent.adding(.reverse) : theme.text))
      }
      spans.append(Span(")", theme.text))
      lines.append(spans)
      let hint =
        switch lab.selectedHandle {
        case let handle?: "P\(handle + 1): arrows move it · 0 lets go"
        case nil: "1/2 or a drag moves a handle"
        }
      lines.append([Span(hint, theme.dim)])
    } else if case .spring(let spring) = function.kind {
      lines += springLines(spring, theme: theme)
    } else {
      lines.append([Span(function.name ?? "custom", theme.text)])
      lines.append([Span("not a Bézier: Core Animation plays it as keyframes", theme.dim)])
    }
    lines.append([
      Span("at \(formatFraction(x)) → ", theme.dim), Span(formatFraction(function.progress(at: x)), theme.accent),
    ])
    if lab.keyframeSteps > 0 {
      let deviation = Keyframes.maximumDeviation(of: function, steps: lab.keyframeSteps)
      lines.append([
        Span("keyframes ", theme.dim), Span("\(lab.keyframeSteps) steps (\(lab.keyframeSteps + 2) values)", theme.text),
      ])
      lines.append([Span("  max deviation ", theme.dim), Span(formatFixed(deviation, decimals: 5), theme.accent)])
    } else {
      lines.append([Span("keyframes off (+ adds)", theme.dim)])
    }
    let p = lab.inverseProgress
    if let answer = function.fraction(reaching: p) {
      lines.append([Span("progress \(formatFixed(p, decimals: 2)) is reached at", theme.dim)])
      lines.append([
        Span("  \(formatFraction(answer))", theme.accent), Span(" of the duration = ", theme.dim),
        Span("\(formatFixed(answer * lab.duration, decimals: 3))s", theme.accent),
      ])
    } else {
      lines.append([Span("progress \(formatFixed(p, decimals: 2)) is never reached", theme.accent)])
    }
    lines.append([Span("vs ", theme.dim), Span(lab.comparison?.name ?? "nothing", theme.text), Span(" (c)", theme.dim)])
    return lines
  }

  /// A spring in both parameterisations (springs.md §6): Core Animation's mass, stiffness and
  /// damping beside the duration (response) and bounce (damping ratio) of SwiftUI and iOS 17,
  /// and the two settling durations, which differ (§8.1).
  static func springLines(_ spring: Spring, theme: Theme) -> [Line] {
    let v0 = spring.initialVelocity
    return [
      [Span(spring.parameters.apiName, theme.text)],
      [
        Span("mass ", theme.dim), Span(number(spring.mass), theme.text), Span("  stiffness ", theme.dim),
        Span(number(spring.stiffness), theme.text), Span("  damping ", theme.dim),
        Span(number(spring.damping), theme.text),
      ]
        + (v0 != 0 ? [Span("  v₀ ", theme.dim), Span(number(v0), theme.text)] : []),
      [
        Span("duration ", theme.dim), Span(number(spring.perceptualDuration), theme.text), Span("  bounce ", theme.dim),
        Span(number(spring.bounce), theme.text), Span("  ζ ", theme.dim), Span(number(spring.dampingRatio), theme.text),
      ],
      [
        Span("settlingDuration CA ", theme.dim), Span(seconds(spring.settlingDuration), theme.accent),
        Span(" · SwiftUI ", theme.dim), Span(seconds(spring.swiftUISettlingDuration), theme.text),
      ],
      [Span("x = 1 at CA's settlingDuration", theme.dim)],
    ]
  }

  /// `label ├────●────┤`: the dot at `position` (0…1; beyond, an arrow at the end).
  static func drawTrack(
    label: String, position: Double, into grid: inout CellGrid, area: Rect, theme: Theme, isTime: Bool
  ) {
    let labelWidth = 16
    grid.put(
      truncate(label, to: labelWidth - 1), x: area.x, y: area.y, style: isTime ? theme.dim : theme.text, clip: area)
    let track = Rect(x: area.x + labelWidth, y: area.y, width: area.width - labelWidth, height: 1)
    guard track.width > 2 else { return }
    grid.put(theme.unicode ? "├" : "[", x: track.x, y: track.y, style: theme.border, clip: track)
    for column in track.x + 1..<track.maxX - 1 {
      grid.put(theme.unicode ? "─" : "-", x: column, y: track.y, style: theme.border, clip: track)
    }
    grid.put(theme.unicode ? "┤" : "]", x: track.maxX - 1, y: track.y, style: theme.border, clip: track)
    let inner = track.width - 2
    let clamped = min(max(position, 0), 1)
    let column = track.x + 1 + min(inner - 1, Int((clamped * Double(inner - 1)).rounded()))
    let glyph: Unicode.Scalar =
      position > 1
      ? (theme.unicode ? "▶" : ">") : (position < 0 ? (theme.unicode ? "◀" : "<") : (theme.unicode ? "●" : "@"))
    let style =
      isTime ? theme.dim : (theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent)
    grid.put(glyph, x: column, y: track.y, style: style, clip: track)
  }
}

import MediaTiming
import TermGrid

/// Seed 003's screen: the red dot moving up its path with keyframes sampled from a curve (each
/// keyframe's position marked on the path, the exact curve as a hollow dot beside it), the grey
/// dot marking linear time along the bottom, and the curve with its keyframes.
enum KeyframeCurvesView {
  static func draw(_ demo: KeyframeCurvesState, sceneTime: Double, into grid: inout CellGrid, area: Rect, theme: Theme)
  {
    let t = sceneTime
    let columns = Layout.columns(area, [.fill(2), .fill(3)], spacing: 1)
    let keyframes = demo.keyframes
    let values = keyframes.values.compactMap { if case .number(let v) = $0 { v } else { nil } }
    Box(title: "acceleratedDot · position.y").render(into: &grid, area: columns[0], theme: theme)
    let inner = Box.inner(columns[0]).inset(left: 1, right: 1)
    guard inner.height >= 4, inner.width >= 12 else { return }
    // The path: a vertical axis, low values at the bottom, fitted to the overshoot.
    let low = min(KeyframeCurvesState.startValue, values.min() ?? 0)
    let high = max(KeyframeCurvesState.endValue, values.max() ?? 1)
    let track = inner.inset(bottom: 2)
    func line(_ v: Double) -> Int {
      let f = (v - low) / max(high - low, 1e-9)
      return track.maxY - 1 - Int((f * Double(track.height - 1)).rounded())
    }
    let x = inner.x + 8
    for y in track.y..<track.maxY { grid.put(theme.unicode ? "│" : "|", x: x, y: y, style: theme.border, clip: inner) }
    for v in values { grid.put(theme.unicode ? "┼" : "+", x: x, y: line(v), style: theme.dim, clip: inner) }
    grid.put(formatFixed(high, decimals: 0), x: inner.x, y: track.y, style: theme.dim, clip: inner)
    grid.put(formatFixed(low, decimals: 0), x: inner.x, y: track.maxY - 1, style: theme.dim, clip: inner)
    let dot = demo.dotValue(at: t)
    let exact = demo.exactValue(at: t)
    grid.put(theme.unicode ? "○" : "o", x: x + 2, y: line(exact), style: theme.dim, clip: inner)
    let red = theme.color ? CellStyle(foreground: RGB(hex: 0xFF3B30), attributes: .bold) : theme.accent
    grid.put(theme.unicode ? "●" : "@", x: x, y: line(dot), style: red, clip: inner)
    grid.put("y \(formatFixed(dot, decimals: 1))", x: x + 4, y: line(dot), style: theme.text, clip: inner)
    // The grey dot: linear time along the bottom.
    let bottom = inner.maxY - 1
    let width = inner.width - 2
    for column in 0..<width {
      grid.put(theme.unicode ? "─" : "-", x: inner.x + column, y: bottom, style: theme.border, clip: inner)
    }
    let p = min(max(t / KeyframeCurvesState.duration, 0), 1)
    let grey = theme.color ? CellStyle(foreground: RGB(hex: 0x8E8E93)) : theme.dim
    grid.put(
      theme.unicode ? "●" : "o", x: inner.x + Int((p * Double(width - 1)).rounded()), y: bottom, style: grey,
      clip: inner)
    grid.put(
      "time \(formatFixed(min(t, KeyframeCurvesState.duration), decimals: 2)) s", x: inner.x, y: bottom - 1,
      style: theme.dim, clip: inner)

    // The curve and its keyframes.
    let function = demo.function
    let deviation = Keyframes.maximumDeviation(of: function, steps: demo.steps)
    Box(title: "\(function.name ?? "curve") · \(demo.steps) steps → \(values.count) keyframes").render(
      into: &grid, area: columns[1], theme: theme)
    let plotArea = Box.inner(columns[1]).inset(left: 1, right: 1)
    var plot = CurvePlot(function: { function.progress(at: $0) })
    plot.comparison = { x in
      guard case .number(let v)? = keyframes.value(at: x) else { return x }
      return (v - KeyframeCurvesState.startValue) / (KeyframeCurvesState.endValue - KeyframeCurvesState.startValue)
    }
    plot.keyframes = values.indices.map { index in
      let x = Double(index) / Double(max(1, values.count - 1))
      return (
        x,
        (values[index] - KeyframeCurvesState.startValue)
          / (KeyframeCurvesState.endValue - KeyframeCurvesState.startValue)
      )
    }
    plot.current = (p, function.progress(at: p))
    plot.render(into: &grid, area: plotArea.inset(bottom: 1), theme: theme)
    grid.put(
      [
        Span("max deviation ", theme.dim), Span(formatFixed(deviation, decimals: 4), theme.accent),
        Span(
          " (\(formatFixed(deviation * 200, decimals: 1)) pt of 200) · linear segments (dim) vs the curve", theme.dim),
      ], x: plotArea.x, y: plotArea.maxY - 1, clip: plotArea)
  }
}

/// A timing curve y = f(x), x in 0...1, in braille, with the y range fitted to overshoot, axes
/// labelled 0 and 1, a dot at the current point, and optional ghost dots (equal time steps),
/// keyframe dots, a comparison curve and an inverse-query cross-hair.
public struct CurvePlot: Widget {
  public var function: (Double) -> Double
  /// A second curve drawn dimmer underneath (for comparison), or nil.
  public var comparison: ((Double) -> Double)?
  /// The current (progress, eased progress), drawn as a dot.
  public var current: (x: Double, y: Double)?
  /// Points at equal time steps ("onion skin").
  public var ghosts: [(x: Double, y: Double)] = []
  /// Keyframe sample points.
  public var keyframes: [(x: Double, y: Double)] = []
  /// Inverse query: a horizontal line at y to the curve and down to x.
  public var crosshair: (x: Double, y: Double)?
  /// Fixed y range; nil fits [min(0, f), max(1, f)] and the handles.
  public var yRange: ClosedRange<Double>?
  /// A Bézier's handles: a line from each anchor ((0, 0), (1, 1)) to its control point, the
  /// point drawn as its number (1, 2).
  public var handles: [(anchor: (x: Double, y: Double), control: (x: Double, y: Double))] = []
  /// The handle being moved (index into `handles`), drawn highlighted.
  public var selectedHandle: Int?

  public init(function: @escaping (Double) -> Double) { self.function = function }

  /// The y range shown: `yRange` or the fitted one.
  public func fittedRange(samples: Int = 200) -> ClosedRange<Double> {
    if let yRange { return yRange }
    var low = 0.0
    var high = 1.0
    for index in 0...samples {
      let x = Double(index) / Double(samples)
      for f in [function] + (comparison.map { [$0] } ?? []) {
        let y = f(x)
        if y.isFinite {
          low = min(low, y)
          high = max(high, y)
        }
      }
    }
    for handle in handles where handle.control.y.isFinite {
      low = min(low, handle.control.y)
      high = max(high, handle.control.y)
    }
    return low...high
  }

  public func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    let range = renderCurve(into: &grid, area: area, theme: theme)
    renderCurrent(into: &grid, area: area, theme: theme, range: range)
  }

  /// Where the plot goes in `area` for y range `range`, and the braille dot of a point.
  struct Frame {
    var plot: Rect
    var range: ClosedRange<Double>
    var maxDotX: Int
    var maxDotY: Int

    init(area: Rect, range: ClosedRange<Double>) {
      let labels = [formatAxis(range.upperBound), formatAxis(range.lowerBound), "1", "0"]
      let labelWidth = (labels.map(\.count).max() ?? 1) + 1
      plot = area.inset(top: 0, left: labelWidth, bottom: 1, right: 0)
      self.range = range
      maxDotX = plot.width * 2 - 1
      maxDotY = plot.height * 4 - 1
    }

    var fits: Bool { plot.width >= 2 && plot.height >= 2 }
    func dotX(_ x: Double) -> Int { Int((min(max(x, 0), 1) * Double(maxDotX)).rounded()) }
    func dotY(_ y: Double) -> Int {
      let span = range.upperBound - range.lowerBound
      let fraction = span > 0 ? (range.upperBound - y) / span : 0.5
      return Int((min(max(fraction, 0), 1) * Double(maxDotY)).rounded())
    }
    /// The grid cell of a point.
    func cell(_ point: (x: Double, y: Double)) -> (Int, Int) {
      (plot.x + dotX(point.x) / 2, plot.y + dotY(point.y) / 4)
    }
  }

  /// Everything but the current point's dot; returns the fitted y range, for `renderCurrent`.
  /// (The curve depends only on the function, so a player can keep these cells and draw only the
  /// dot each frame.)
  @discardableResult
  public func renderCurve(into grid: inout CellGrid, area: Rect, theme: Theme) -> ClosedRange<Double> {
    let range = fittedRange()
    let frame = Frame(area: area, range: range)
    let plot = frame.plot
    guard frame.fits else { return range }
    var canvas = BrailleCanvas(columns: plot.width, rows: plot.height)
    // Reference lines at y = 0 and y = 1, dotted.
    for level in [0.0, 1.0] where range.contains(level) {
      for x in stride(from: 0, through: frame.maxDotX, by: 4) {
        canvas.set(x: x, y: frame.dotY(level), color: theme.ghost)
      }
    }
    if let crosshair {
      for x in stride(from: 0, through: frame.dotX(crosshair.x), by: 2) {
        canvas.set(x: x, y: frame.dotY(crosshair.y), color: theme.marker)
      }
      for y in stride(from: frame.dotY(crosshair.y), through: frame.dotY(range.lowerBound), by: 2) {
        canvas.set(x: frame.dotX(crosshair.x), y: y, color: theme.marker)
      }
    }
    if let comparison { plotCurve(comparison, on: &canvas, color: theme.ghost, frame: frame) }
    for handle in handles {
      canvas.line(
        from: (frame.dotX(handle.anchor.x), frame.dotY(handle.anchor.y)),
        to: (frame.dotX(handle.control.x), frame.dotY(handle.control.y)), color: theme.marker)
    }
    plotCurve(function, on: &canvas, color: theme.curve, frame: frame)
    canvas.draw(into: &grid, at: (plot.x, plot.y), theme: theme)

    for point in keyframes {
      let (x, y) = frame.cell(point)
      grid.put(theme.unicode ? "◆" : "+", x: x, y: y, style: theme.foreground(theme.ghost), clip: plot)
    }
    for point in ghosts {
      let (x, y) = frame.cell(point)
      grid.put(
        theme.unicode ? "∘" : "o", x: x, y: y, style: theme.color ? CellStyle(foreground: theme.ghost) : theme.dim,
        clip: plot)
    }
    for (index, handle) in handles.enumerated() {
      let (x, y) = frame.cell(handle.control)
      let selected = index == selectedHandle
      let style =
        selected
        ? theme.accent.adding(.reverse)
        : (theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent)
      grid.put(Unicode.Scalar(UInt8(49 + index % 9)), x: x, y: y, style: style, clip: plot)
    }
    // Axis labels: y at the rows of 1 and 0 (and the fitted ends when they differ), x below.
    var labelled: Set<Int> = []
    for level in [1.0, 0.0, range.upperBound, range.lowerBound] {
      let row = plot.y + frame.dotY(level) / 4
      guard !labelled.contains(row) else { continue }
      labelled.insert(row)
      let text = formatAxis(level)
      grid.put(text, x: plot.x - 1 - text.count, y: row, style: theme.dim, clip: area)
    }
    grid.put("0", x: plot.x, y: plot.maxY, style: theme.dim, clip: area)
    grid.put("1", x: plot.maxX - 1, y: plot.maxY, style: theme.dim, clip: area)
    return range
  }

  /// The point (x, y) under cell (`column`, `row`) of a plot drawn in `area` (the cell's middle),
  /// a cell outside the plot taken at its nearest edge; nil when the plot has no room.
  public func point(atX column: Int, y row: Int, area: Rect) -> (x: Double, y: Double)? {
    let frame = Frame(area: area, range: fittedRange())
    guard frame.fits else { return nil }
    let dotX = Double(min(max(column, frame.plot.x), frame.plot.maxX - 1) - frame.plot.x) * 2 + 0.5
    let dotY = Double(min(max(row, frame.plot.y), frame.plot.maxY - 1) - frame.plot.y) * 4 + 1.5
    let span = frame.range.upperBound - frame.range.lowerBound
    return (
      min(max(dotX / Double(frame.maxDotX), 0), 1),
      frame.range.upperBound - min(max(dotY / Double(frame.maxDotY), 0), 1) * span
    )
  }

  /// The cell a point (x, y) is drawn in, in a plot drawn in `area`.
  public func cell(of point: (x: Double, y: Double), area: Rect) -> (x: Int, y: Int) {
    let (x, y) = Frame(area: area, range: fittedRange()).cell(point)
    return (x, y)
  }

  /// The current point's dot, over a plot that `renderCurve` drew in `area` with y range `range`
  /// (inside the plot only, so it never covers the axis labels).
  public func renderCurrent(into grid: inout CellGrid, area: Rect, theme: Theme, range: ClosedRange<Double>) {
    let frame = Frame(area: area, range: range)
    guard frame.fits, let current, current.x.isFinite, current.y.isFinite else { return }
    let (x, y) = frame.cell(current)
    let style = theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent
    grid.put(theme.unicode ? "●" : "@", x: x, y: y, style: style, clip: frame.plot)
  }

  private func plotCurve(_ f: (Double) -> Double, on canvas: inout BrailleCanvas, color: RGB, frame: Frame) {
    let steps = canvas.dotWidth * 2
    var previous: (x: Int, y: Int)?
    for index in 0...steps {
      let x = Double(index) / Double(steps)
      let y = f(x)
      guard y.isFinite else {
        previous = nil
        continue
      }
      let point = (x: frame.dotX(x), y: frame.dotY(y))
      if let previous {
        canvas.line(from: previous, to: point, color: color)
      } else {
        canvas.set(x: point.x, y: point.y, color: color)
      }
      previous = point
    }
  }
}

/// An axis label: `1`, `-0.25`.
private func formatAxis(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : formatFixed(value, decimals: 2)
}

/// A value over time in braille: the presented value as a line, the model value dotted beneath
/// it, broken where the value jumps (so a snap-back shows as a jump, not a steep slope), with the
/// value range labelled on the left, the times under it and a dot at the current time.
public struct ValuePlot: Widget {
  /// The presented value at equally spaced times over the plot's width, first to last (nil where
  /// there is none).
  public var presented: [Double?]
  /// The model value at the same times.
  public var model: [Double?]
  /// Where the line is broken: fractions (0...1) of the time shown.
  public var breaks: [Double] = []
  /// Values the range must hold besides the samples (an animation's own ends: samples fall
  /// between frames and miss them by a little).
  public var extent: [Double] = []
  /// The current (fraction of the time shown, value), drawn as a dot.
  public var current: (x: Double, y: Double)?
  /// The labels under the left and right ends (`0s`, `2s`).
  public var startLabel: String
  public var endLabel: String

  public init(presented: [Double?], model: [Double?], startLabel: String, endLabel: String) {
    self.presented = presented
    self.model = model
    self.startLabel = startLabel
    self.endLabel = endLabel
  }

  /// The value range shown: every finite value, widened a little when flat.
  public var range: ClosedRange<Double> {
    let values = ((presented + model).compactMap { $0 } + extent).filter(\.isFinite)
    guard let low = values.min(), let high = values.max() else { return 0...1 }
    if high - low > 1e-12 * max(1, abs(high)) { return low...high }
    let pad = max(abs(low) * 0.1, 0.5)
    return (low - pad)...(high + pad)
  }

  public func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    let range = self.range
    let top = Self.label(range.upperBound)
    let bottom = Self.label(range.lowerBound)
    let labelWidth = max(top.count, bottom.count) + 1
    let plot = area.inset(top: 0, left: labelWidth, bottom: 1, right: 0)
    guard plot.width >= 2, plot.height >= 2 else { return }
    var canvas = BrailleCanvas(columns: plot.width, rows: plot.height)
    let maxX = canvas.dotWidth - 1
    let maxY = canvas.dotHeight - 1
    func dotX(_ fraction: Double) -> Int { Int((min(max(fraction, 0), 1) * Double(maxX)).rounded()) }
    func dotY(_ value: Double) -> Int {
      let span = range.upperBound - range.lowerBound
      let fraction = span > 0 ? (range.upperBound - value) / span : 0.5
      return Int((min(max(fraction, 0), 1) * Double(maxY)).rounded())
    }
    func fraction(_ index: Int, of count: Int) -> Double { count > 1 ? Double(index) / Double(count - 1) : 0 }
    // The model, dotted: every other dot column.
    for (index, value) in model.enumerated() {
      guard let value, value.isFinite else { continue }
      let x = dotX(fraction(index, of: model.count))
      if x % 2 == 0 { canvas.set(x: x, y: dotY(value), color: theme.ghost) }
    }
    // The presented value: joined sample to sample unless a break lies between them.
    var previous: (x: Int, y: Int, fraction: Double)?
    for (index, value) in presented.enumerated() {
      let f = fraction(index, of: presented.count)
      guard let value, value.isFinite else {
        previous = nil
        continue
      }
      let point = (x: dotX(f), y: dotY(value))
      if let previous, !breaks.contains(where: { $0 > previous.fraction && $0 <= f }) {
        canvas.line(from: (previous.x, previous.y), to: point, color: theme.curve)
      } else {
        canvas.set(x: point.x, y: point.y, color: theme.curve)
      }
      previous = (point.x, point.y, f)
    }
    canvas.draw(into: &grid, at: (plot.x, plot.y), theme: theme)
    grid.put(top, x: plot.x - 1 - top.count, y: plot.y, style: theme.dim, clip: area)
    grid.put(bottom, x: plot.x - 1 - bottom.count, y: plot.maxY - 1, style: theme.dim, clip: area)
    grid.put(startLabel, x: plot.x, y: plot.maxY, style: theme.dim, clip: area)
    grid.put(endLabel, x: plot.maxX - endLabel.count, y: plot.maxY, style: theme.dim, clip: area)
    renderCurrent(into: &grid, area: area, theme: theme)
  }

  /// The current point's dot, over a plot `render` drew in `area` (a player keeps the plot's
  /// cells and draws only this each frame).
  public func renderCurrent(into grid: inout CellGrid, area: Rect, theme: Theme) {
    let range = self.range
    let labelWidth = max(Self.label(range.upperBound).count, Self.label(range.lowerBound).count) + 1
    let plot = area.inset(top: 0, left: labelWidth, bottom: 1, right: 0)
    guard plot.width >= 2, plot.height >= 2, let current, current.x.isFinite, current.y.isFinite else { return }
    let span = range.upperBound - range.lowerBound
    let x = Int((min(max(current.x, 0), 1) * Double(plot.width * 2 - 1)).rounded())
    let fraction = span > 0 ? (range.upperBound - current.y) / span : 0.5
    let y = Int((min(max(fraction, 0), 1) * Double(plot.height * 4 - 1)).rounded())
    let style = theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent
    grid.put(theme.unicode ? "●" : "@", x: plot.x + x / 2, y: plot.y + y / 4, style: style, clip: plot)
  }

  /// A value label: `280`, `0.5`, `-1.25`.
  static func label(_ value: Double) -> String {
    abs(value) >= 1e6 || value == value.rounded() ? wholeOrShortest(value) : formatFixed(value, decimals: 2)
  }

  private static func wholeOrShortest(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : formatFixed(value, decimals: 2)
  }
}

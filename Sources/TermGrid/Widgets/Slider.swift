/// A horizontal slider: `label ├█████▍──────┤ value`, the filled part drawn to 1/8 cell.
public struct Slider: Widget {
  public var label: String
  /// Position in `range`; clamped for drawing.
  public var value: Double
  public var range: ClosedRange<Double>
  /// Text after the track (`1.250 s / 4.000 s`).
  public var valueText: String
  /// A loop's in and out points inside `range`, drawn as `[` and `]` on the track.
  public var loop: ClosedRange<Double>?

  public init(
    label: String, value: Double, range: ClosedRange<Double>, valueText: String, loop: ClosedRange<Double>? = nil
  ) {
    self.label = label
    self.value = value
    self.range = range
    self.valueText = valueText
    self.loop = loop
  }

  /// The track's column span inside `area` (for mouse hit-testing): (first column, width).
  public func track(in area: Rect) -> (x: Int, width: Int) {
    let labelWidth = label.isEmpty ? 0 : label.unicodeScalars.count + 1
    let x = area.x + labelWidth + 1
    return (x, max(0, area.width - labelWidth - 3 - valueText.unicodeScalars.count - 1))
  }

  public func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    guard area.height > 0 else { return }
    let y = area.y
    if !label.isEmpty { grid.put(label, x: area.x, y: y, style: theme.text, clip: area) }
    let (x, width) = track(in: area)
    guard width > 0 else { return }
    let span = range.upperBound - range.lowerBound
    let fraction = span > 0 ? (value - range.lowerBound) / span : 0
    grid.put(theme.unicode ? "├" : "[", x: x - 1, y: y, style: theme.border, clip: area)
    let fill = theme.color ? CellStyle(foreground: theme.marker) : theme.accent
    for (offset, glyph) in Blocks.bar(fraction: fraction, width: width, unicode: theme.unicode).enumerated() {
      if glyph == " " {
        grid.put(theme.unicode ? "─" : "-", x: x + offset, y: y, style: theme.border, clip: area)
      } else {
        grid.put(glyph, x: x + offset, y: y, style: fill, clip: area)
      }
    }
    grid.put(theme.unicode ? "┤" : "]", x: x + width, y: y, style: theme.border, clip: area)
    if let loop, span > 0 {
      let style = theme.color ? theme.key : theme.accent
      for (t, glyph) in [(loop.lowerBound, "["), (loop.upperBound, "]")] as [(Double, Unicode.Scalar)] {
        let column = x + min(width - 1, max(0, Int(((t - range.lowerBound) / span * Double(width)).rounded(.down))))
        grid.put(glyph, x: column, y: y, style: style, clip: area)
      }
    }
    grid.put(valueText, x: x + width + 2, y: y, style: theme.accent, clip: area)
  }
}

/// The from → to colour interpolation as a strip (two colours per cell), with a marker at the
/// current eased progress, labels at both ends, and one strip per interpolation space.
///
/// ```
/// sRGB  ████████████████████
///              ▲ 0.42
/// #FF9500             #0000FF
/// ```
public struct ColorBar: Widget {
  /// One interpolation to show: a label (`sRGB`, `OKLab`) and the colour at each fraction.
  public struct Strip {
    public var label: String
    public var color: (Double) -> RGB

    public init(label: String, color: @escaping (Double) -> RGB) {
      self.label = label
      self.color = color
    }
  }

  public var strips: [Strip]
  /// Eased progress to mark; nil hides the marker. Outside 0...1 an arrow points off the end.
  public var marker: Double?
  public var fromLabel: String
  public var toLabel: String

  public init(strips: [Strip], marker: Double?, fromLabel: String, toLabel: String) {
    self.strips = strips
    self.marker = marker
    self.fromLabel = fromLabel
    self.toLabel = toLabel
  }

  public func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    let labelWidth = strips.count > 1 ? (strips.map { $0.label.count }.max() ?? 0) + 1 : 0
    let barX = area.x + labelWidth
    let barWidth = area.width - labelWidth
    guard barWidth > 1, area.height > 0 else { return }
    var y = area.y
    for strip in strips where y < area.maxY {
      if labelWidth > 0 { grid.put(strip.label, x: area.x, y: y, style: theme.dim, clip: area) }
      let samples = 2 * barWidth
      for column in 0..<barWidth {
        let left = Double(2 * column) / Double(samples - 1)
        let right = Double(2 * column + 1) / Double(samples - 1)
        if theme.gradients {
          let cell = Blocks.halfCell(left: strip.color(left), right: strip.color(right), unicode: theme.unicode)
          grid[barX + column, y] = cell
        } else {
          grid.put(theme.shade(max(0.01, (left + right) / 2)), x: barX + column, y: y, clip: area)
        }
      }
      y += 1
    }
    if y < area.maxY, let marker, marker.isFinite {
      let style = theme.color ? CellStyle(foreground: theme.marker, attributes: .bold) : theme.accent
      let text = " " + formatFraction(marker)
      if marker < 0 {
        grid.put((theme.unicode ? "◀" : "<") + text, x: barX, y: y, style: style, clip: area)
      } else if marker > 1 {
        let label = text + (theme.unicode ? " ▶" : " >")
        grid.put(label, x: barX + barWidth - label.unicodeScalars.count, y: y, style: style, clip: area)
      } else {
        let column = barX + min(barWidth - 1, Int(marker * Double(barWidth)))
        grid.put(theme.unicode ? "▲" : "^", x: column, y: y, style: style, clip: area)
        let after = column + 1 + text.count <= area.maxX
        grid.put(text.dropFirst() + "", x: after ? column + 2 : column - text.count, y: y, style: style, clip: area)
      }
      y += 1
    }
    if y < area.maxY {
      grid.put(fromLabel, x: barX, y: y, style: theme.dim, clip: area)
      grid.put(toLabel, x: barX + barWidth - toLabel.unicodeScalars.count, y: y, style: theme.dim, clip: area)
    }
  }
}

/// A fraction with three decimals (`0.420`), the way the explorer shows progress.
public func formatFraction(_ value: Double) -> String {
  formatFixed(value, decimals: 3)
}

/// `value` rounded to `decimals` places, without exponent notation, `-0` shown as `0`.
public func formatFixed(_ value: Double, decimals: Int) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "∞" : "-∞") }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (abs(value) * scale).rounded()
  guard rounded < 9e15 else { return String(value) }
  let negative = value < 0 && rounded != 0
  let whole = Int64(rounded / scale)
  let fraction = Int64(rounded - Double(whole) * scale)
  var text = (negative ? "-" : "") + String(whole)
  if decimals > 0 {
    let digits = String(fraction)
    text += "." + String(repeating: "0", count: decimals - digits.count) + digits
  }
  return text
}

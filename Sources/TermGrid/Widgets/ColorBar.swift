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
    renderBar(into: &grid, area: area, theme: theme)
    renderMarker(into: &grid, area: area, theme: theme)
  }

  /// Where the strips go in `area`: the label column's width, the bar's first column and width.
  private func columns(in area: Rect) -> (labelWidth: Int, barX: Int, barWidth: Int) {
    let labelWidth = strips.count > 1 ? (strips.map { $0.label.count }.max() ?? 0) + 1 : 0
    return (labelWidth, area.x + labelWidth, area.width - labelWidth)
  }

  /// True when the marker takes a row (under the strips, above the end labels).
  public var hasMarker: Bool { marker?.isFinite == true }

  /// The strips and the end labels: everything but the marker (they depend only on the colours
  /// and labels, so a player can keep these cells and draw only the marker each frame). The
  /// marker's row is left free when `hasMarker`.
  public func renderBar(into grid: inout CellGrid, area: Rect, theme: Theme) {
    let (labelWidth, barX, barWidth) = columns(in: area)
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
    if y < area.maxY && hasMarker { y += 1 }
    if y < area.maxY {
      grid.put(fromLabel, x: barX, y: y, style: theme.dim, clip: area)
      grid.put(toLabel, x: barX + barWidth - toLabel.unicodeScalars.count, y: y, style: theme.dim, clip: area)
    }
  }

  /// The marker and its number, on the row under the strips.
  public func renderMarker(into grid: inout CellGrid, area: Rect, theme: Theme) {
    let (_, barX, barWidth) = columns(in: area)
    let y = area.y + strips.count
    guard barWidth > 1, y < area.maxY, let marker, marker.isFinite else { return }
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
  }
}

/// A fraction with three decimals (`0.420`), the way the explorer shows progress.
public func formatFraction(_ value: Double) -> String {
  formatFixed(value, decimals: 3)
}

/// `value` rounded to `decimals` places, without exponent notation, `-0` shown as `0`; with
/// `trimmingZeros`, trailing zeros of the fraction (and a bare point) are left off: `2`, `0.5`.
public func formatFixed(_ value: Double, decimals: Int, trimmingZeros: Bool = false) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "∞" : "-∞") }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let rounded = (abs(value) * scale).rounded()
  guard rounded < 9e15, decimals < 20 else { return String(value) }
  let negative = value < 0 && rounded != 0
  // value × 10^decimals as an integer, written digit by digit from the last into a buffer.
  var units = UInt64(rounded)
  return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
    var index = buffer.count
    var fractionDigits = decimals
    if trimmingZeros {
      while fractionDigits > 0 && units % 10 == 0 {
        units /= 10
        fractionDigits -= 1
      }
    }
    var written = 0
    repeat {
      index -= 1
      buffer[index] = UInt8(ascii: "0") + UInt8(units % 10)
      units /= 10
      written += 1
      if written == fractionDigits {
        index -= 1
        buffer[index] = UInt8(ascii: ".")
      }
    } while units > 0 || written <= fractionDigits
    if negative {
      index -= 1
      buffer[index] = UInt8(ascii: "-")
    }
    return String(decoding: UnsafeBufferPointer(rebasing: buffer[index...]), as: UTF8.self)
  }
}

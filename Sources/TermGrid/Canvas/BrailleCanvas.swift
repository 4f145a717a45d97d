/// A dot canvas over a `Rect`: 2 × 4 dots per cell, drawn as braille (U+2800–U+28FF), or as ASCII
/// (`'`, `.`, `:`) when the theme has no Unicode. Dot (0, 0) is the top-left; y grows downwards.
public struct BrailleCanvas {
  public let columns: Int
  public let rows: Int
  private var bits: [UInt8]
  private var colors: [RGB?]

  /// Dots across (`2 × columns`) and down (`4 × rows`).
  public var dotWidth: Int { columns * 2 }
  public var dotHeight: Int { rows * 4 }

  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    bits = Array(repeating: 0, count: self.columns * self.rows)
    colors = Array(repeating: nil, count: self.columns * self.rows)
  }

  /// Braille bit of each dot, by [y % 4][x % 2] (dots 1-2-3-7 left, 4-5-6-8 right).
  static let dotBits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

  /// Sets the dot at (x, y); outside the canvas is ignored. The cell takes `color` (last wins).
  public mutating func set(x: Int, y: Int, color: RGB? = nil) {
    guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
    let cell = (y / 4) * columns + x / 2
    bits[cell] |= Self.dotBits[y % 4][x % 2]
    if let color { colors[cell] = color }
  }

  /// A straight line of dots between two dot positions (Bresenham).
  public mutating func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int), color: RGB? = nil) {
    var x = start.x
    var y = start.y
    let dx = abs(end.x - x)
    let dy = -abs(end.y - y)
    let sx = x < end.x ? 1 : -1
    let sy = y < end.y ? 1 : -1
    var error = dx + dy
    var steps = 0
    while steps <= 100_000 {
      set(x: x, y: y, color: color)
      if x == end.x && y == end.y { break }
      let twice = 2 * error
      if twice >= dy {
        error += dy
        x += sx
      }
      if twice <= dx {
        error += dx
        y += sy
      }
      steps += 1
    }
  }

  /// True when any dot of the cell at (column, row) is set.
  public func isSet(column: Int, row: Int) -> Bool { bits[row * columns + column] != 0 }

  /// Draws the set cells into `grid` at `origin`; unset cells are left alone.
  public func draw(into grid: inout CellGrid, at origin: (x: Int, y: Int), theme: Theme, style: CellStyle = .plain) {
    for row in 0..<rows {
      for column in 0..<columns {
        let pattern = bits[row * columns + column]
        guard pattern != 0 else { continue }
        let glyph: Unicode.Scalar
        if theme.unicode {
          glyph = Unicode.Scalar(0x2800 + UInt32(pattern))!
        } else {
          let top = pattern & 0x1B != 0  // dots in the upper two rows
          let bottom = pattern & 0xE4 != 0
          glyph = top && bottom ? ":" : (top ? "'" : ".")
        }
        var cellStyle = style
        if theme.color, let color = colors[row * columns + column] { cellStyle.foreground = color }
        grid[origin.x + column, origin.y + row] = Cell(glyph, style: cellStyle)
      }
    }
  }

  /// Draws the set cells over what `grid` already shows: the glyph and foreground change, the
  /// background stays (a ghost outline over a coloured box keeps the box's colour).
  public func overlay(
    into grid: inout CellGrid, at origin: (x: Int, y: Int), theme: Theme, color: RGB?, style: CellStyle
  ) {
    for row in 0..<rows {
      for column in 0..<columns {
        let pattern = bits[row * columns + column]
        guard pattern != 0 else { continue }
        let x = origin.x + column
        let y = origin.y + row
        var cell = grid[x, y]
        if theme.unicode {
          // Dots over an existing braille cell add to it.
          let existing = cell.glyph.value >= 0x2800 && cell.glyph.value <= 0x28FF ? cell.glyph.value - 0x2800 : 0
          cell.glyph = Unicode.Scalar(0x2800 + (existing | UInt32(pattern)))!
        } else {
          cell.glyph = pattern & 0x1B != 0 && pattern & 0xE4 != 0 ? ":" : (pattern & 0x1B != 0 ? "'" : ".")
        }
        let background = cell.style.background
        cell.style = style
        cell.style.background = background
        if theme.color, let color = colors[row * columns + column] ?? color { cell.style.foreground = color }
        grid[x, y] = cell
      }
    }
  }
}

/// An in-memory screen: `width × height` cells, row-major. Widgets draw into it; backends blit it.
/// Every write is clipped to the grid (and to a `Rect` where one is given).
public struct CellGrid: Hashable, Sendable {
  public private(set) var width: Int
  public private(set) var height: Int
  public private(set) var cells: [Cell]

  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The whole grid as a rectangle.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`; reads outside give a blank, writes outside are ignored.
  public subscript(x: Int, y: Int) -> Cell {
    get { x >= 0 && x < width && y >= 0 && y < height ? cells[y * width + x] : .blank }
    set { if x >= 0 && x < width && y >= 0 && y < height { cells[y * width + x] = newValue } }
  }

  /// Sets every cell to `cell`, keeping the storage (no allocation).
  public mutating func clear(to cell: Cell = .blank) {
    cells.withUnsafeMutableBufferPointer { $0.update(repeating: cell) }
  }

  /// A copy of the cells of `rect` (clipped to the grid), as a grid of that size.
  public func copy(_ rect: Rect) -> CellGrid {
    let area = rect.intersection(bounds)
    var copy = CellGrid(width: area.width, height: area.height)
    for row in 0..<area.height {
      let from = (area.y + row) * width + area.x
      copy.cells.replaceSubrange(row * area.width..<(row + 1) * area.width, with: cells[from..<from + area.width])
    }
    return copy
  }

  /// Puts `other`'s cells with its top-left corner at column `x`, row `y` (clipped to this grid).
  public mutating func paste(_ other: CellGrid, x: Int, y: Int) {
    let area = Rect(x: x, y: y, width: other.width, height: other.height).intersection(bounds)
    guard area.width > 0 else { return }
    other.cells.withUnsafeBufferPointer { source in
      cells.withUnsafeMutableBufferPointer { target in
        for row in area.y..<area.maxY {
          let from = (row - y) * other.width + (area.x - x)
          let to = row * width + area.x
          _ = target[to..<to + area.width].update(fromContentsOf: source[from..<from + area.width])
        }
      }
    }
  }

  /// Resizes, clearing to blanks.
  public mutating func resize(width: Int, height: Int) {
    guard width != self.width || height != self.height else { return clear() }
    self = CellGrid(width: width, height: height)
  }

  /// Fills `rect` (clipped) with `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let area = rect.intersection(bounds)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { cells[y * width + x] = cell }
    }
  }

  /// Changes the style of the cells in `rect` (clipped) with `change`, keeping glyphs.
  public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
    let area = rect.intersection(bounds)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&cells[y * width + x].style) }
    }
  }

  /// Writes `text` from column `x` of row `y`, one scalar per cell, clipped to `clip` and the grid.
  /// Returns the column after the last scalar written (or that would have been written).
  @discardableResult
  public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain, clip: Rect? = nil) -> Int {
    let area = (clip ?? bounds).intersection(bounds)
    guard y >= area.y && y < area.maxY else { return x + text.scalarCount }
    var column = x
    let row = y * width
    cells.withUnsafeMutableBufferPointer { cells in
      for scalar in text.unicodeScalars {
        if column >= area.x && column < area.maxX { cells[row + column] = Cell(Cell.visible(scalar), style: style) }
        column += 1
      }
    }
    return column
  }

  /// Sets one glyph at (x, y) if it lies inside `clip` (and the grid).
  public mutating func put(_ glyph: Unicode.Scalar, x: Int, y: Int, style: CellStyle = .plain, clip: Rect? = nil) {
    if let clip, !clip.contains(x: x, y: y) { return }
    self[x, y] = Cell(Cell.visible(glyph), style: style)
  }

  /// The glyphs as text, one line per row, trailing spaces removed.
  public var text: String {
    // UTF-8 bytes straight from the scalars: building Strings scalar by scalar costs ~50 times more.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(cells.count * 3 + height)
    for row in 0..<height {
      if row > 0 { bytes.append(UInt8(ascii: "\n")) }
      var end = (row + 1) * width
      while end > row * width && cells[end - 1].glyph == " " { end -= 1 }
      for index in row * width..<end { cells[index].glyph.appendUTF8(to: &bytes) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The glyphs of `rect` as text (trailing spaces kept), for widget tests.
  public func text(in rect: Rect) -> String {
    let area = rect.intersection(bounds)
    return (area.y..<area.maxY).map { row in
      String(String.UnicodeScalarView((area.x..<area.maxX).map { self[$0, row].glyph }))
    }.joined(separator: "\n")
  }
}

extension Unicode.Scalar {
  /// Appends the scalar's UTF-8 bytes (one to four), without the generic sequence `UTF8.encode`
  /// gives (a grid's text appended each cell's bytes through it at ~80 instructions a cell).
  func appendUTF8(to bytes: inout [UInt8]) {
    let v = value
    switch v {
    case ..<0x80:
      bytes.append(UInt8(v))
    case ..<0x800:
      bytes.append(UInt8(0xC0 | v >> 6))
      bytes.append(UInt8(0x80 | v & 0x3F))
    case ..<0x1_0000:
      bytes.append(UInt8(0xE0 | v >> 12))
      bytes.append(UInt8(0x80 | v >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | v & 0x3F))
    default:
      bytes.append(UInt8(0xF0 | v >> 18))
      bytes.append(UInt8(0x80 | v >> 12 & 0x3F))
      bytes.append(UInt8(0x80 | v >> 6 & 0x3F))
      bytes.append(UInt8(0x80 | v & 0x3F))
    }
  }
}

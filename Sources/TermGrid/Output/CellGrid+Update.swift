extension CellGrid {
  /// The escapes that turn a terminal showing `previous` into one showing this grid: for each
  /// row, the runs of cells that changed, each after a cursor move; every cell when `previous` is
  /// nil or of another size. Ends with the style reset when it wrote anything.
  public func ansiUpdate(from previous: CellGrid?, depth: ColorDepth) -> String {
    let previous = previous.flatMap { $0.width == width && $0.height == height ? $0 : nil }
    var out = ""
    var style: CellStyle?
    for y in 0..<height {
      var x = 0
      while x < width {
        if let previous, previous[x, y] == self[x, y] {
          x += 1
          continue
        }
        out += "\u{1B}[\(y + 1);\(x + 1)H"
        while x < width, previous == nil || previous![x, y] != self[x, y] {
          let cell = self[x, y]
          if cell.style != style {
            out += Self.sgr(cell.style, depth: depth)
            style = cell.style
          }
          out.unicodeScalars.append(cell.glyph)
          x += 1
        }
      }
    }
    if !out.isEmpty { out += "\u{1B}[0m" }
    return out
  }
}

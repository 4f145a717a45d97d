extension CellGrid {
  /// The grid as text with ANSI SGR escapes at `depth`, one line per row, styles reset at each
  /// line end (so it can be printed or pasted anywhere).
  public func ansi(depth: ColorDepth) -> String {
    var out = ""
    for y in 0..<height {
      var current = CellStyle.plain
      var line = ""
      var pendingBlanks = 0
      for x in 0..<width {
        let cell = self[x, y]
        // Default blanks are written as plain spaces only when something follows them.
        if cell == .blank {
          pendingBlanks += 1
          continue
        }
        if pendingBlanks > 0 {
          if current != .plain {
            line += "\u{1B}[0m"
            current = .plain
          }
          line += String(repeating: " ", count: pendingBlanks)
          pendingBlanks = 0
        }
        if cell.style != current {
          line += Self.sgr(cell.style, depth: depth)
          current = cell.style
        }
        line.unicodeScalars.append(cell.glyph)
      }
      if current != .plain { line += "\u{1B}[0m" }
      out += line
      if y < height - 1 { out += "\n" }
    }
    return out
  }

  /// The escape sequence that sets `style` from a reset state.
  public static func sgr(_ style: CellStyle, depth: ColorDepth) -> String {
    String(decoding: ScreenUpdate.sgr(style, depth: depth), as: UTF8.self)
  }
}

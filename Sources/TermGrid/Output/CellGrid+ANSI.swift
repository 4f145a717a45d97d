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
    var codes = ["0"]
    if style.attributes.contains(.bold) { codes.append("1") }
    if style.attributes.contains(.dim) { codes.append("2") }
    if style.attributes.contains(.italic) { codes.append("3") }
    if style.attributes.contains(.underline) { codes.append("4") }
    if style.attributes.contains(.reverse) { codes.append("7") }
    func color(_ rgb: RGB, background: Bool) -> String? {
      switch depth {
      case .trueColor: return "\(background ? 48 : 38);2;\(rgb.r);\(rgb.g);\(rgb.b)"
      case .ansi256: return "\(background ? 48 : 38);5;\(ColorDepth.xterm256(rgb))"
      case .ansi16:
        let index = Int(ColorDepth.ansi16(rgb))
        return String((index < 8 ? 30 : 82) + index + (background ? 10 : 0))
      case .monochrome: return nil
      }
    }
    if let fg = style.foreground, let code = color(fg, background: false) { codes.append(code) }
    if let bg = style.background, let code = color(bg, background: true) { codes.append(code) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }
}

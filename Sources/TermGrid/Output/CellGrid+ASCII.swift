extension CellGrid {
  /// The grid with every glyph outside ASCII replaced by its closest ASCII look-alike (`—` → `-`,
  /// `←` → `<`, `×` → `x`), else `?`: for terminals without a UTF-8 locale and `--ascii` output.
  /// Widgets already draw ASCII under a non-Unicode theme; this catches the text (titles,
  /// captions, key names) that carries other characters.
  public var asASCII: CellGrid {
    var copy = self
    for y in 0..<height {
      for x in 0..<width where !self[x, y].glyph.isASCII {
        copy[x, y].glyph = asciiLookAlike(self[x, y].glyph)
      }
    }
    return copy
  }
}

/// The closest ASCII character to `scalar` (itself when already ASCII).
public func asciiLookAlike(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
  if scalar.isASCII { return scalar }
  switch scalar {
  case "—", "–", "−", "─", "━", "┄", "┈", "‐", "‒", "·": return "-"
  case "│", "┃", "┆", "┊", "╵", "╷", "❚": return "|"
  case "←", "◀", "‹", "«": return "<"
  case "→", "▶", "›", "»", "▸": return ">"
  case "↑", "▲", "⇧": return "^"
  case "↓", "▼": return "v"
  case "×": return "x"
  case "•", "∘", "○", "●", "◆": return "o"
  case "…": return "."
  case "‘", "’", "′": return "'"
  case "“", "”", "″": return "\""
  case "╭", "╮", "╰", "╯", "┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼": return "+"
  case "⊃": return ">"
  case "≤": return "<"
  case "≥": return ">"
  case "é", "è", "ê", "ë": return "e"
  case "ö", "ó", "ò", "ô": return "o"
  case "á", "à", "â", "ä": return "a"
  default:
    if (0x2580...0x259F).contains(scalar.value) { return "#" }  // block elements and shades
    if (0x2800...0x28FF).contains(scalar.value) { return scalar.value == 0x2800 ? " " : "." }  // braille
    return "?"
  }
}

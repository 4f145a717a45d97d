import Testing

@testable import TermGrid

@Suite("Grid, rect and layout")
struct GridTests {
  @Test func putClipsToRectAndGrid() {
    var grid = CellGrid(width: 6, height: 2, fill: Cell("x"))
    grid.put("hello world", x: 1, y: 0, clip: Rect(x: 0, y: 0, width: 4, height: 2))
    grid.put("abc", x: 4, y: 1)
    grid.put("zz", x: -1, y: 5)
    #expect(grid.text == "xhelxx\nxxxxab")
  }

  @Test func textTrimsTrailingSpacesButTextInRectKeepsThem() {
    var grid = CellGrid(width: 4, height: 1)
    grid.put("ab", x: 0, y: 0)
    #expect(grid.text == "ab")
    #expect(grid.text(in: grid.bounds) == "ab  ")
  }

  // A region copied out and pasted elsewhere: the cells move, styles too; both ends clip.
  @Test func copyAndPasteARegion() {
    var grid = CellGrid(width: 5, height: 3)
    grid.put("abcde", x: 0, y: 0)
    grid.put("fghij", x: 0, y: 1, style: CellStyle(attributes: .bold))
    let region = grid.copy(Rect(x: 1, y: 0, width: 3, height: 2))
    #expect(region.text == "bcd\nghi")
    #expect(region[0, 1].style.attributes == .bold && region[0, 0].style == .plain)
    var other = CellGrid(width: 4, height: 3, fill: Cell("."))
    other.paste(region, x: 2, y: 1)
    #expect(other.text == "....\n..bc\n..gh")
    #expect(other[2, 2].style.attributes == .bold)
    other.paste(region, x: -2, y: -1)
    #expect(other.text == "i...\n..bc\n..gh")
    #expect(grid.copy(Rect(x: 4, y: 2, width: 5, height: 5)).text(in: Rect(x: 0, y: 0, width: 1, height: 1)) == " ")
    #expect(grid.copy(Rect(x: 9, y: 9, width: 2, height: 2)).cells.isEmpty)
  }

  // Cells are four 32-bit words, so equal cells are equal memory (the curses edge compares rows
  // with memcmp): however a style was built, the same colours give the same bytes.
  @Test func cellsArePlainMemory() {
    #expect(Cell.isPlainMemory)
    let a = Cell("x", style: CellStyle(foreground: RGB(1, 2, 3), attributes: .bold).background(nil))
    var b = Cell("x", style: CellStyle(background: RGB(9, 9, 9)))
    b.style.background = nil
    b.style.foreground = RGB(1, 2, 3)
    b.style.attributes.insert(.bold)
    #expect(a == b)
    #expect(withUnsafeBytes(of: a) { Array($0) } == withUnsafeBytes(of: b) { Array($0) })
    #expect(b.style.foreground == RGB(1, 2, 3) && b.style.background == nil && b.style.attributes == .bold)
    #expect(CellStyle(foreground: .black) != .plain)  // black is a colour, not the default
  }

  // Cells a text takes: one per scalar, however many bytes each is.
  @Test func scalarCountCountsScalars() {
    for text in ["", "abc", "▶ 0.250s", "é", "e\u{301}", "🙂x", "→ ← ┃ ⣿"] {
      #expect(text.scalarCount == text.unicodeScalars.count, "\(text)")
    }
    #expect([Span("ab"), Span("→c")].width == 4)
  }

  // The grid's text encodes each glyph's UTF-8 itself: one-, two-, three- and four-byte scalars
  // (and the edges between them) must read back as the scalars put in.
  @Test func textEncodesEveryScalarLength() {
    let rows = ["a~é\u{7FF}\u{800}", "→⣿\u{FFFF}\u{10000}🙂", "\u{10FFFF}z"]
    var grid = CellGrid(width: 5, height: 3)
    for (y, row) in rows.enumerated() {
      for (x, scalar) in row.unicodeScalars.enumerated() { grid.put(scalar, x: x, y: y) }
    }
    #expect(grid.text == rows.joined(separator: "\n"))
    #expect(Array(grid.text.utf8) == Array(rows.joined(separator: "\n").utf8))
  }

  // Text from a scene (a name, an id) may hold controls: a cell shows them, it never sends them.
  // C0 becomes its Control Picture, DEL ␡, C1 and the directional overrides U+FFFD.
  @Test func controlCharactersAreShownNotSent() {
    var grid = CellGrid(width: 8, height: 1)
    grid.put("a\u{1B}[\u{0}\u{7F}\u{9B}\u{202E}\n", x: 0, y: 0)
    #expect(grid.text == "a␛[␀␡\u{FFFD}\u{FFFD}␊")
    grid.put("\u{7}", x: 0, y: 0)
    #expect(grid[0, 0].glyph == "␇")
  }

  @Test func clearSetsEveryCell() {
    var grid = CellGrid(width: 3, height: 2)
    grid.put("abc", x: 0, y: 1, style: CellStyle(attributes: .bold))
    grid.clear(to: Cell("z"))
    #expect(grid.cells.allSatisfy { $0 == Cell("z") })
  }

  @Test func rect() {
    let r = Rect(x: 2, y: 3, width: 10, height: 4)
    #expect(r.inset(by: 1) == Rect(x: 3, y: 4, width: 8, height: 2))
    #expect(r.intersection(Rect(x: 0, y: 0, width: 5, height: 5)) == Rect(x: 2, y: 3, width: 3, height: 2))
    #expect(Rect(x: 0, y: 0, width: -3, height: 2).isEmpty)
    #expect(r.contains(x: 11, y: 6) && !r.contains(x: 12, y: 6))
  }

  // 20 rows: fixed 2 and 3, the 15 left split 1:2 → 5 and 10.
  @Test func layoutRows() {
    let parts = Layout.rows(Rect(x: 0, y: 0, width: 10, height: 20), [.fixed(2), .fill(1), .fixed(3), .fill(2)])
    #expect(parts.map(\.height) == [2, 5, 3, 10])
    #expect(parts.map(\.y) == [0, 2, 7, 10])
    let columns = Layout.columns(Rect(x: 0, y: 0, width: 11, height: 1), [.fill(1), .fill(1)], spacing: 1)
    #expect(columns.map(\.width) == [5, 5])
    #expect(columns.map(\.x) == [0, 6])
    // Not enough room: fixed parts shrink, fills get nothing.
    #expect(
      Layout.rows(Rect(x: 0, y: 0, width: 1, height: 3), [.fixed(2), .fixed(2), .fill(1)]).map(\.height) == [2, 1, 0])
  }

  // Eighth blocks: 0.3 of 2 cells = 4.8 eighths, rounded to 5 eighths in the first cell (▋).
  @Test func eighthBars() {
    #expect(String(String.UnicodeScalarView(Blocks.bar(fraction: 0.5, width: 4))) == "██  ")
    #expect(String(String.UnicodeScalarView(Blocks.bar(fraction: 0.3, width: 2))) == "▋ ")
    #expect(String(String.UnicodeScalarView(Blocks.bar(fraction: 1.2, width: 2))) == "██")
    #expect(String(String.UnicodeScalarView(Blocks.bar(fraction: .nan, width: 2))) == "  ")
    #expect(String(String.UnicodeScalarView(Blocks.bar(fraction: 0.6, width: 2, unicode: false))) == "# ")
  }

  @Test func halfCells() {
    let a = RGB(1, 2, 3)
    let b = RGB(4, 5, 6)
    #expect(Blocks.halfCell(left: a, right: b) == Cell("▌", style: CellStyle(foreground: a, background: b)))
    #expect(Blocks.halfCell(left: a, right: a) == Cell("█", style: CellStyle(foreground: a)))
    #expect(Blocks.halfCell(left: nil, right: b) == Cell("▐", style: CellStyle(foreground: b)))
    #expect(Blocks.halfCell(left: nil, right: nil) == .blank)
  }

  // Braille: dot (0,0) is bit 0x01 (⠁), (1,3) is 0x80 (⢀); a line from (0,0) to (3,3) sets the
  // diagonal: cell 0 gets (0,0),(1,1) = 0x01|0x10 = ⠑, cell 1 gets (2,2),(3,3) = 0x04|0x80 = ⢄.
  @Test func braille() {
    var canvas = BrailleCanvas(columns: 2, rows: 1)
    canvas.line(from: (0, 0), to: (3, 3))
    var grid = CellGrid(width: 2, height: 1)
    canvas.draw(into: &grid, at: (0, 0), theme: Theme())
    #expect(grid.text == "⠑⢄")
    var ascii = CellGrid(width: 2, height: 1)
    canvas.draw(into: &ascii, at: (0, 0), theme: Theme(unicode: false))
    // ASCII: cell 0 has dots only in its upper two rows (′), cell 1 only in its lower two (.).
    #expect(ascii.text == "'.")
    var single = BrailleCanvas(columns: 1, rows: 1)
    single.set(x: 1, y: 3)
    single.set(x: 5, y: 9)  // outside: ignored
    var one = CellGrid(width: 1, height: 1)
    single.draw(into: &one, at: (0, 0), theme: Theme())
    #expect(one.text == "⢀")
  }
}

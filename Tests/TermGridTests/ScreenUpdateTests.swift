import TestSupport
import Testing

@testable import TermGrid

/// The bytes the live terminal receives: played into a small terminal (below, written from ECMA-48
/// and xterm's behaviour, not from the encoder) they must leave exactly the grid on screen, and
/// they must write only the cells that changed.
@Suite struct ScreenUpdateTests {
  /// A terminal that understands what an update may send: CUP, SGR and UTF-8 text, with xterm's
  /// autowrap (a glyph in the last column leaves the cursor there; the next glyph wraps, and at
  /// the bottom scrolls the screen up).
  struct Terminal {
    let width: Int
    let height: Int
    var cells: [Cell]
    var style = CellStyle.plain
    var x = 0
    var y = 0
    var pendingWrap = false
    /// Glyphs written since the last `resetCount`.
    var written = 0

    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      cells = Array(repeating: Cell("~"), count: width * height)  // not blank: a repaint must write blanks
    }

    mutating func play(_ bytes: [UInt8]) {
      var index = 0
      while index < bytes.count {
        if bytes[index] == 0x1B {
          #expect(index + 1 < bytes.count && bytes[index + 1] == 0x5B, "only CSI escapes")
          var end = index + 2
          while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
          let parameters = String(decoding: bytes[index + 2..<end], as: UTF8.self).split(
            separator: ";", omittingEmptySubsequences: false
          ).map { Int($0) ?? 0 }
          csi(final: bytes[end], parameters)
          index = end + 1
          continue
        }
        // One UTF-8 scalar.
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first!
        #expect(String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.count == 1)
        put(scalar)
        index += length
      }
    }

    mutating func put(_ scalar: Unicode.Scalar) {
      if pendingWrap {
        pendingWrap = false
        x = 0
        y += 1
        if y == height {
          cells.removeFirst(width)
          cells += Array(repeating: Cell.blank, count: width)
          y = height - 1
        }
      }
      cells[y * width + x] = Cell(scalar, style: style)
      written += 1
      if x == width - 1 { pendingWrap = true } else { x += 1 }
    }

    mutating func csi(final: UInt8, _ p: [Int]) {
      switch final {
      case 0x48:  // H: CUP, 1-based row;column
        y = max(1, p.first ?? 1) - 1
        x = max(1, p.count > 1 ? p[1] : 1) - 1
        pendingWrap = false
      case 0x6D:  // m: SGR
        var i = 0
        while i < p.count {
          switch p[i] {
          case 0: style = .plain
          case 1: style.attributes.insert(.bold)
          case 2: style.attributes.insert(.dim)
          case 3: style.attributes.insert(.italic)
          case 4: style.attributes.insert(.underline)
          case 7: style.attributes.insert(.reverse)
          case 38, 48:
            let foreground = p[i] == 38
            let color: RGB
            if p[i + 1] == 2 {
              color = RGB(UInt8(p[i + 2]), UInt8(p[i + 3]), UInt8(p[i + 4]))
              i += 4
            } else {
              color = RGB(UInt8(p[i + 2]), 0, 0)  // a palette index, kept in red for the test
              i += 2
            }
            if foreground { style.foreground = color } else { style.background = color }
          case 30...37, 90...97: style.foreground = RGB(UInt8(p[i]), 0, 0)
          case 40...47, 100...107: style.background = RGB(UInt8(p[i]), 0, 0)
          default: Issue.record("unexpected SGR \(p[i])")
          }
          i += 1
        }
      default:
        Issue.record("unexpected CSI final \(final)")
      }
    }

  }

  static let glyphs: [Unicode.Scalar] = [" ", "a", "Z", "0", "│", "─", "╭", "▌", "█", "⣿", "⠁", "●", "→", "é"]
  static let styles: [CellStyle] = [
    .plain, CellStyle(foreground: RGB(255, 149, 0)), CellStyle(background: RGB(0, 0, 255), attributes: .bold),
    CellStyle(foreground: RGB(1, 2, 3), background: RGB(4, 5, 6), attributes: [.dim, .italic, .underline, .reverse]),
  ]

  @Test func playedIntoATerminalEveryUpdateLeavesTheGridOnScreen() {
    var random = SeededRandom(seed: SeededRandom.seed(default: 7, for: "screen updates"))
    var update = ScreenUpdate(depth: .trueColor)
    var terminal = Terminal(width: 9, height: 4)
    var grid = CellGrid(width: 9, height: 4)
    for step in 0..<400 {
      if step % 97 == 96 {
        // A new size: the update repaints every cell, onto a screen full of something else.
        let width = 1 + random.below(12)
        let height = 1 + random.below(6)
        grid = CellGrid(width: width, height: height)
        terminal = Terminal(width: width, height: height)
      }
      // Change a few cells (sometimes none, sometimes a whole row, sometimes the last cell).
      let changes = [0, 1, 3, grid.width, grid.width * grid.height][step % 5]
      for _ in 0..<changes {
        let x = random.below(grid.width)
        let y = random.below(grid.height)
        grid[x, y] = Cell(
          Self.glyphs[random.below(Self.glyphs.count)], style: Self.styles[random.below(Self.styles.count)])
      }
      if step % 11 == 0 { grid[grid.width - 1, grid.height - 1] = Cell("█", style: Self.styles[step % 4]) }
      let before = terminal.cells
      var bytes: [UInt8] = []
      update.update(to: grid, into: &bytes)
      terminal.written = 0
      terminal.play(bytes)
      #expect(terminal.cells == grid.cells, "step \(step)")
      let changed = zip(before, grid.cells).count { $0 != $1 }
      #expect(terminal.written == changed, "only the changed cells are written (step \(step))")
      #expect(bytes.isEmpty == (changed == 0))
      if !bytes.isEmpty { #expect(bytes.suffix(4) == [0x1B, 0x5B, 0x30, 0x6D], "ends reset") }
    }
  }

  // An animated colour is a new style every frame; the remembered escapes are bounded and
  // forgetting them changes nothing on screen.
  @Test func everFreshColoursStayRight() {
    var update = ScreenUpdate(depth: .trueColor)
    var terminal = Terminal(width: 3, height: 1)
    var grid = CellGrid(width: 3, height: 1)
    for step in 0..<3000 {
      grid[step % 3, 0] = Cell("▌", style: CellStyle(foreground: RGB(UInt8(step % 256), UInt8(step / 256), 7)))
      var bytes: [UInt8] = []
      update.update(to: grid, into: &bytes)
      terminal.play(bytes)
      #expect(terminal.cells == grid.cells, "step \(step)")
    }
  }

  @Test func forgettingRepaintsEveryCell() {
    var update = ScreenUpdate(depth: .trueColor)
    var grid = CellGrid(width: 3, height: 2)
    grid[1, 1] = Cell("x")
    var bytes: [UInt8] = []
    update.update(to: grid, into: &bytes)
    bytes.removeAll()
    update.update(to: grid, into: &bytes)
    #expect(bytes.isEmpty)
    update.forget()
    update.update(to: grid, into: &bytes)
    // One cursor move, one style, all six cells (the row's end moves the cursor explicitly).
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;1H\u{1B}[0m   \u{1B}[2;1H x \u{1B}[0m")
  }

  @Test func onlyTheChangedRunsAreWritten() {
    func grid(_ text: String) -> CellGrid {
      var g = CellGrid(width: text.unicodeScalars.count, height: 1)
      for (x, c) in text.unicodeScalars.enumerated() { g[x, 0] = Cell(c) }
      return g
    }
    var update = ScreenUpdate(depth: .trueColor)
    var bytes: [UInt8] = []
    update.update(to: grid("abcdef"), into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;1H\u{1B}[0mabcdef\u{1B}[0m")
    bytes.removeAll()
    // Columns 3–4 ("XY") and 6 ("Z"), 1-based, each after a cursor move; the style set once.
    update.update(to: grid("abXYeZ"), into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;3H\u{1B}[0mXY\u{1B}[1;6HZ\u{1B}[0m")
  }

  @Test func glyphsThatAreNotOneCellAreSentAsQuestionMarks() {
    var grid = CellGrid(width: 6, height: 1)
    for (x, glyph) in ["\u{07}", "\u{9B}", "日", "\u{301}", "⣿", "é"].enumerated() {
      grid[x, 0] = Cell(Unicode.Scalar(glyph)!)
    }
    // Control characters always; "日" (two cells) and a combining accent (none) when the terminal
    // says so; braille and é are one cell without asking.
    var update = ScreenUpdate(depth: .trueColor, isOneCell: { $0 != "日" && $0 != "\u{301}" })
    var bytes: [UInt8] = []
    update.update(to: grid, into: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[1;1H\u{1B}[0m????⣿é\u{1B}[0m")
  }

  @Test func colourEscapesAtEachDepth() {
    let orange = CellStyle(foreground: RGB(255, 149, 0), background: RGB(255, 0, 0))
    func sgr(_ depth: ColorDepth, basic: Bool = false) -> String {
      String(decoding: ScreenUpdate.sgr(orange, depth: depth, basicColorsOnly: basic), as: UTF8.self)
    }
    #expect(sgr(.trueColor) == "\u{1B}[0;38;2;255;149;0;48;2;255;0;0m")
    // xterm-256: orange is cube (5, 2, 0) = 16 + 180 + 12 = 208; red is (5, 0, 0) = 196.
    #expect(sgr(.ansi256) == "\u{1B}[0;38;5;208;48;5;196m")
    // 16 colours (weights 3, 4, 2): orange is nearest yellow (205, 205, 0; 20,044 against bright
    // yellow's 44,944 → 33), red is bright red (9 → 101); with only the 8 basic colours, red is
    // red (1 → 41).
    #expect(sgr(.ansi16) == "\u{1B}[0;33;101m")
    #expect(sgr(.ansi16, basic: true) == "\u{1B}[0;33;41m")
    #expect(sgr(.monochrome) == "\u{1B}[0m")
  }

  @Test func decimalsAreWrittenAsSwiftPrintsThem() {
    for number in [0, 1, 9, 10, 11, 42, 99, 100, 101, 105, 110, 999, 1000, 1001, 65_535, 123_456, 10_000_000] {
      var out: [UInt8] = []
      appendDecimal(number, to: &out)
      #expect(String(decoding: out, as: UTF8.self) == String(number))
    }
  }
}

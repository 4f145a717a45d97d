import CNcursesw
import CursesTerminal
import TermGrid
import Testing

/// Decoding what `wget_wch` returns (no terminal needed).
@Suite("Curses key decoding")
struct KeyDecoderTests {
  @Test func characters() {
    #expect(CursesKeyDecoder.character(3) == .ctrl("c"))
    #expect(CursesKeyDecoder.character(13) == KeyEvent(.enter))
    #expect(CursesKeyDecoder.character(127) == KeyEvent(.backspace))
    #expect(CursesKeyDecoder.character(27) == KeyEvent(.escape))
    #expect(CursesKeyDecoder.character(9) == KeyEvent(.tab))
    #expect(CursesKeyDecoder.character(32) == .char(" "))
    #expect(CursesKeyDecoder.character(0x00E9) == .char("é"))
    #expect(CursesKeyDecoder.character(0) == nil)
    #expect(CursesKeyDecoder.character(0xD800) == nil)  // not a scalar
  }

  @Test func functionKeys() {
    #expect(CursesKeyDecoder.functionKey(KEY_LEFT, name: "KEY_LEFT") == KeyEvent(.left))
    #expect(CursesKeyDecoder.functionKey(KEY_SRIGHT, name: "KEY_SRIGHT") == KeyEvent(.right, .shift))
    #expect(CursesKeyDecoder.functionKey(KEY_F0 + 5, name: "KEY_F(5)") == KeyEvent(.function(5)))
    #expect(CursesKeyDecoder.functionKey(KEY_HOME, name: "KEY_HOME") == KeyEvent(.home))
  }

  // xterm's modified keys have terminfo names with the modifier digit: 2 Shift, 3 Alt, 5 Ctrl.
  @Test func modifiedArrowsByName() {
    #expect(CursesKeyDecoder.functionKey(600, name: "kLFT2") == KeyEvent(.left, .shift))
    #expect(CursesKeyDecoder.functionKey(601, name: "kRIT5") == KeyEvent(.right, .control))
    #expect(CursesKeyDecoder.functionKey(602, name: "kUP3") == KeyEvent(.up, .alt))
    #expect(CursesKeyDecoder.functionKey(603, name: "kDN6") == KeyEvent(.down, [.shift, .control]))
    #expect(CursesKeyDecoder.functionKey(604, name: "kLFT9") == nil)
    #expect(CursesKeyDecoder.functionKey(605, name: "unknown") == nil)
  }
}

/// What macOS terminals send that terminfo entries may not name: each sequence, typed by hand from
/// Terminal.app's and iTerm2's defaults, decodes to the key a Mac user pressed.
@Suite("Mac terminal keys")
struct MacTerminalKeyTests {
  func key(for sequence: String) -> KeyEvent? {
    guard let index = CursesKeyDecoder.extraSequences.firstIndex(where: { $0.sequence == sequence }) else { return nil }
    return CursesKeyDecoder.functionKey(CursesKeyDecoder.extraCodeBase + Int32(index), name: "")
  }

  @Test func fnArrowsAreHomeAndEnd() {
    #expect(key(for: "\u{1B}[H") == KeyEvent(.home))  // Terminal.app, iTerm2: Fn-←
    #expect(key(for: "\u{1B}[F") == KeyEvent(.end))  // Fn-→
    #expect(key(for: "\u{1B}OH") == KeyEvent(.home))  // application keypad mode
    #expect(key(for: "\u{1B}[4~") == KeyEvent(.end))  // VT220 style
  }

  @Test func optionArrowsAreAltArrows() {
    #expect(key(for: "\u{1B}b") == KeyEvent(.left, .alt))  // Terminal.app: Option-← is Meta-b
    #expect(key(for: "\u{1B}f") == KeyEvent(.right, .alt))
    #expect(key(for: "\u{1B}\u{1B}[D") == KeyEvent(.left, .alt))  // iTerm2, Option as Esc+
    #expect(key(for: "\u{1B}[1;9C") == KeyEvent(.right, .alt))  // xterm's Meta modifier
  }

  @Test func codesOutsideTheTableAreNotExtras() {
    let past = CursesKeyDecoder.extraCodeBase + Int32(CursesKeyDecoder.extraSequences.count)
    #expect(CursesKeyDecoder.functionKey(past, name: "") == nil)
    #expect(CursesKeyDecoder.functionKey(CursesKeyDecoder.extraCodeBase - 1, name: "") == nil)
    #expect(Set(CursesKeyDecoder.extraSequences.map(\.sequence)).count == CursesKeyDecoder.extraSequences.count)
  }
}

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

/// xterm's terminfo names F13–F63 for the modified function keys (`kf13` is `ESC [ 1 ; 2 P`,
/// Shift-F1; `kf25` Ctrl-F1; `kf49` Alt-F1) and `kDC5`, `kNXT3`… for modified editing keys.
@Suite("Curses modified function and editing keys")
struct ModifiedFunctionKeyTests {
  @Test func functionKeysAboveTwelveAreModified() {
    #expect(CursesKeyDecoder.functionKey(KEY_F0 + 12, name: "KEY_F(12)") == KeyEvent(.function(12)))
    #expect(CursesKeyDecoder.functionKey(KEY_F0 + 13, name: "KEY_F(13)") == KeyEvent(.function(1), .shift))
    #expect(CursesKeyDecoder.functionKey(KEY_F0 + 29, name: "KEY_F(29)") == KeyEvent(.function(5), .control))
    #expect(
      CursesKeyDecoder.functionKey(KEY_F0 + 48, name: "KEY_F(48)") == KeyEvent(.function(12), [.control, .shift]))
    #expect(CursesKeyDecoder.functionKey(KEY_F0 + 49, name: "KEY_F(49)") == KeyEvent(.function(1), .alt))
    #expect(CursesKeyDecoder.functionKey(KEY_F0 + 63, name: "KEY_F(63)") == KeyEvent(.function(3), [.alt, .shift]))
  }

  @Test func modifiedEditingKeysByName() {
    #expect(CursesKeyDecoder.functionKey(610, name: "kDC5") == KeyEvent(.delete, .control))
    #expect(CursesKeyDecoder.functionKey(611, name: "kNXT3") == KeyEvent(.pageDown, .alt))
    #expect(CursesKeyDecoder.functionKey(612, name: "kPRV2") == KeyEvent(.pageUp, .shift))
    #expect(CursesKeyDecoder.functionKey(613, name: "kIC6") == KeyEvent(.insert, [.control, .shift]))
  }
}

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

import TermGrid
import Testing

/// What terminals send after ESC, byte for byte, and the key a person pressed. The sequences are
/// those documented by each terminal (xterm's ctlseqs "PC-Style Function Keys", rxvt-unicode's
/// "Key Codes" table, kitty's keyboard protocol, tmux's `extended-keys`), written here by hand.
@Suite("Escape sequences")
struct EscapeSequenceTests {
  /// The characters after ESC, as typed in a table.
  static func after(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

  static let table: [(terminal: String, after: String, key: KeyEvent)] = [
    // xterm and tmux (TERM=xterm-256color inside tmux: tmux sends its own forms).
    ("tmux Home", "[1~", KeyEvent(.home)),
    ("tmux End", "[4~", KeyEvent(.end)),
    ("xterm Home (normal mode)", "[H", KeyEvent(.home)),
    ("xterm End (application mode)", "OF", KeyEvent(.end)),
    ("xterm Insert", "[2~", KeyEvent(.insert)),
    ("xterm Delete", "[3~", KeyEvent(.delete)),
    ("xterm PgUp", "[5~", KeyEvent(.pageUp)),
    ("xterm PgDn", "[6~", KeyEvent(.pageDown)),
    ("xterm Ctrl-PgDn", "[6;5~", KeyEvent(.pageDown, .control)),
    ("xterm Alt-Delete", "[3;3~", KeyEvent(.delete, .alt)),
    ("xterm Ctrl-Shift-Home", "[1;6H", KeyEvent(.home, [.control, .shift])),
    ("xterm Shift-End", "[1;2F", KeyEvent(.end, .shift)),
    ("xterm Ctrl-Left", "[1;5D", KeyEvent(.left, .control)),
    ("xterm Alt-Up", "[1;3A", KeyEvent(.up, .alt)),
    ("xterm Meta-Right (modifier 9)", "[1;9C", KeyEvent(.right, .alt)),
    ("xterm Up (application mode)", "OA", KeyEvent(.up)),
    ("xterm F1", "OP", KeyEvent(.function(1))),
    ("xterm F4", "OS", KeyEvent(.function(4))),
    ("xterm Shift-F1", "[1;2P", KeyEvent(.function(1), .shift)),
    ("xterm Ctrl-F3", "[1;5R", KeyEvent(.function(3), .control)),
    ("xterm F5", "[15~", KeyEvent(.function(5))),
    ("xterm F6", "[17~", KeyEvent(.function(6))),
    ("xterm F10", "[21~", KeyEvent(.function(10))),
    ("xterm F11", "[23~", KeyEvent(.function(11))),
    ("xterm F12", "[24~", KeyEvent(.function(12))),
    ("xterm Alt-F12", "[24;3~", KeyEvent(.function(12), .alt)),
    ("xterm Shift-Tab", "[Z", KeyEvent(.backTab)),
    ("xterm modifyOtherKeys Ctrl-i", "[27;5;105~", KeyEvent(.character("i"), .control)),
    ("screen/old xterm Ctrl-Up (SS3 with a digit)", "O5A", KeyEvent(.up, .control)),
    // rxvt-unicode.
    ("rxvt Home", "[7~", KeyEvent(.home)),
    ("rxvt End", "[8~", KeyEvent(.end)),
    ("rxvt Ctrl-Home", "[7^", KeyEvent(.home, .control)),
    ("rxvt Shift-PgUp", "[5$", KeyEvent(.pageUp, .shift)),
    ("rxvt Ctrl-Shift-Delete", "[3@", KeyEvent(.delete, [.control, .shift])),
    ("rxvt F1", "[11~", KeyEvent(.function(1))),
    ("rxvt Ctrl-F2", "[12^", KeyEvent(.function(2), .control)),
    ("rxvt Shift-Up", "[a", KeyEvent(.up, .shift)),
    ("rxvt Shift-Left", "[d", KeyEvent(.left, .shift)),
    ("rxvt Ctrl-Right", "Oc", KeyEvent(.right, .control)),
    ("rxvt Ctrl-Down", "Ob", KeyEvent(.down, .control)),
    // kitty (keyboard protocol, or tmux's extended keys as CSI u).
    ("kitty Escape", "[27u", KeyEvent(.escape)),
    ("kitty Enter", "[13u", KeyEvent(.enter)),
    ("kitty Ctrl-Backspace", "[127;5u", KeyEvent(.backspace, .control)),
    ("kitty Alt-x", "[120;3u", KeyEvent(.character("x"), .alt)),
    ("kitty Shift-a", "[97;2u", KeyEvent(.character("A"))),
    ("kitty Ctrl-c", "[99;5u", KeyEvent.ctrl("c")),
    ("kitty F1 (CSI form)", "[P", KeyEvent(.function(1))),
    ("kitty Ctrl-Shift-F2", "[1;6Q", KeyEvent(.function(2), [.control, .shift])),
    // Linux console.
    ("Linux console F1", "[[A", KeyEvent(.function(1))),
    ("Linux console F5", "[[E", KeyEvent(.function(5))),
    // Meta: ESC then a character (xterm's metaSendsEscape, Terminal.app's Option as Meta, tmux).
    ("Alt-x", "x", KeyEvent(.character("x"), .alt)),
    ("Alt-Shift-x", "X", KeyEvent(.character("X"), .alt)),
    ("Alt-Space", " ", KeyEvent(.character(" "), .alt)),
    ("Alt-Enter", "\r", KeyEvent(.enter, .alt)),
    ("Alt-Backspace", "\u{7F}", KeyEvent(.backspace, .alt)),
    ("Alt-Ctrl-a", "\u{01}", KeyEvent(.character("a"), [.control, .alt])),
    ("Terminal.app Option-Left", "b", KeyEvent(.character("b"), .alt)),
    ("iTerm2 Option-Left (Esc+)", "\u{1B}[D", KeyEvent(.left, .alt)),
    ("iTerm2 Option-F5 (Esc+)", "\u{1B}[15~", KeyEvent(.function(5), .alt)),
  ]

  @Test func everyTerminalsKeysDecode() {
    for row in Self.table {
      let after = Self.after(row.after)
      #expect(EscapeSequence.extent(after) == after.count, "\(row.terminal): whole sequence")
      #expect(EscapeSequence.decode(after) == .key(row.key), "\(row.terminal)")
    }
  }

  @Test func nothingAfterEscapeIsEscape() {
    #expect(EscapeSequence.extent([]) == nil)  // the caller waits, then decides
    #expect(EscapeSequence.decode([]) == .key(KeyEvent(.escape)))
  }

  /// Escape pressed twice and then a key (what a slow program reads at once) is Escape, then
  /// the rest read again: never one Alt key that swallows an Escape. Only `[` or `O` after the
  /// second ESC makes it Meta before a sequence (iTerm2's Option as Esc+).
  @Test func escapeTwiceIsNotSwallowed() {
    for text in ["\u{1B}\t", "\u{1B}q", "\u{1B}\u{1B}", "\u{1B}s"] {
      #expect(EscapeSequence.extent(Self.after(text)) == 0, "\(text.debugDescription)")
    }
    #expect(EscapeSequence.extent(Self.after("\u{1B}")) == nil)  // what follows decides
    #expect(EscapeSequence.decode(Self.after("\u{1B}")) == .key(KeyEvent(.escape)))  // nothing did
    let altLeft = Self.after("\u{1B}[D")
    #expect(EscapeSequence.extent(altLeft) == 3)
    #expect(EscapeSequence.decode(altLeft) == .key(KeyEvent(.left, .alt)))
    let altF1 = Self.after("\u{1B}OP")
    #expect(EscapeSequence.extent(altF1) == 3)
    #expect(EscapeSequence.decode(altF1) == .key(KeyEvent(.function(1), .alt)))
  }

  /// An unknown sequence is measured to its final character and dropped: nothing of it becomes a
  /// key press; what follows it is the next key.
  @Test func unknownSequencesAreConsumedWhole() {
    let unknown: [(String, Int)] = [
      ("[99;99q", 7),  // a CSI this program has no name for
      ("[?1;2c", 6),  // a device attributes answer
      ("[I", 2), ("[O", 2),  // focus in, out
      ("[<0;12;5M", 9),  // an SGR mouse report curses did not take
      ("[M !!", 5),  // an X10 mouse report: ESC [ M and three bytes
      ("[57399u", 7),  // kitty's private code for a keypad key
      ("[97;1:3u", 8),  // kitty: a key's release
      ("[42~", 4),  // no key is 42
      ("Oz", 2),  // SS3 with an unknown final
    ]
    for (text, length) in unknown {
      let after = Self.after(text + "jk")
      #expect(EscapeSequence.extent(after) == length, "\(text)")
      #expect(EscapeSequence.decode(Array(after.prefix(length))) == .ignored, "\(text)")
    }
  }

  @Test func partialSequencesWaitForMore() {
    for text in ["[", "[1", "[1;", "[1;5", "O", "O5", "[M", "[M !", "[[", "\u{1B}["] {
      #expect(EscapeSequence.extent(Self.after(text)) == nil, "\(text.debugDescription)")
    }
    // A sequence that never ends is given up at the limit, and ignored.
    let endless = Self.after("[" + String(repeating: "1", count: EscapeSequence.maximumLength))
    #expect(EscapeSequence.extent(endless) == endless.count)
    #expect(EscapeSequence.decode(endless) == .ignored)
  }

  /// A byte that cannot be part of a CSI ends it there: `ESC [ 1 x` is a broken sequence of two
  /// characters, and `x` is read again as itself.
  @Test func aBrokenSequenceStopsBeforeTheStrayCharacter() {
    #expect(EscapeSequence.extent(Self.after("[1\u{7}")) == 2)
    #expect(EscapeSequence.decode(Self.after("[1")) == .ignored)
  }

  @Test func bracketedPasteMarkers() {
    #expect(EscapeSequence.extent(Self.after("[200~hello")) == 5)
    #expect(EscapeSequence.decode(Self.after("[200~")) == .pasteStart)
    #expect(EscapeSequence.decode(Self.after("[201~")) == .pasteEnd)
  }

  @Test func plainKeys() {
    #expect(EscapeSequence.plainKey("\u{03}") == .ctrl("c"))
    #expect(EscapeSequence.plainKey("\u{08}") == KeyEvent(.backspace))
    #expect(EscapeSequence.plainKey("\u{1C}") == nil)
    #expect(EscapeSequence.plainKey("\u{9B}") == nil)  // C1 CSI: never a key
    #expect(EscapeSequence.plainKey("é") == .char("é"))
  }
}

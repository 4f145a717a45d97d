import CNcursesw
import TermGrid

/// Turns what `wget_wch` returns into `KeyEvent`s. Pure functions of the codes, so they are
/// testable without a terminal.
public enum CursesKeyDecoder {
  /// A character read with `OK`: control characters become Enter, Tab, Backspace, Escape or
  /// Ctrl-letter; everything else is itself.
  public static func character(_ value: UInt32) -> KeyEvent? {
    Unicode.Scalar(value).flatMap(EscapeSequence.plainKey)
  }

  /// Sequences terminals send that their terminfo entry may not name, taught to curses with
  /// `define_key` (only where the terminal's entry binds nothing to them) under codes from
  /// `extraCodeBase`: Home and End in their every form (macOS Terminal.app and iTerm2 send
  /// `ESC [ H` / `ESC [ F` for Fn-← / Fn-→ whatever the keypad mode), and Option-arrows, which
  /// Terminal.app sends as Meta-b / Meta-f (word left / right, also iTerm2's "Natural Text
  /// Editing"), iTerm2 as `ESC ESC [ D` (Option sends Esc+) or xterm's Meta modifier `1;9`.
  public static let extraSequences: [(sequence: String, key: KeyEvent)] = [
    ("\u{1B}[H", KeyEvent(.home)), ("\u{1B}[F", KeyEvent(.end)),
    ("\u{1B}OH", KeyEvent(.home)), ("\u{1B}OF", KeyEvent(.end)),
    ("\u{1B}[1~", KeyEvent(.home)), ("\u{1B}[4~", KeyEvent(.end)),
    ("\u{1B}[7~", KeyEvent(.home)), ("\u{1B}[8~", KeyEvent(.end)),
    ("\u{1B}b", KeyEvent(.left, .alt)), ("\u{1B}f", KeyEvent(.right, .alt)),
    ("\u{1B}\u{1B}[D", KeyEvent(.left, .alt)), ("\u{1B}\u{1B}[C", KeyEvent(.right, .alt)),
    ("\u{1B}\u{1B}[A", KeyEvent(.up, .alt)), ("\u{1B}\u{1B}[B", KeyEvent(.down, .alt)),
    ("\u{1B}[1;9D", KeyEvent(.left, .alt)), ("\u{1B}[1;9C", KeyEvent(.right, .alt)),
    ("\u{1B}[1;9A", KeyEvent(.up, .alt)), ("\u{1B}[1;9B", KeyEvent(.down, .alt)),
  ]

  /// The first key code `extraSequences` are defined under: far above `KEY_MAX` and above the
  /// codes ncurses gives the terminal's own extended key names.
  public static let extraCodeBase: Int32 = 0x6000

  /// A function key (`KEY_CODE_YES`) by code, with its terminfo name for the modified arrows that
  /// have no constant (`kLFT2` is Shift-Left in xterm, `kLFT5` Ctrl-Left, `kLFT3` Alt-Left).
  public static func functionKey(_ code: Int32, name: String) -> KeyEvent? {
    let extra = Int(code) - Int(extraCodeBase)
    if extraSequences.indices.contains(extra) { return extraSequences[extra].key }
    switch code {
    case KEY_LEFT: return KeyEvent(.left)
    case KEY_RIGHT: return KeyEvent(.right)
    case KEY_UP: return KeyEvent(.up)
    case KEY_DOWN: return KeyEvent(.down)
    case KEY_SLEFT: return KeyEvent(.left, .shift)
    case KEY_SRIGHT: return KeyEvent(.right, .shift)
    case KEY_SR: return KeyEvent(.up, .shift)
    case KEY_SF: return KeyEvent(.down, .shift)
    case KEY_HOME: return KeyEvent(.home)
    case KEY_END: return KeyEvent(.end)
    case KEY_PPAGE: return KeyEvent(.pageUp)
    case KEY_NPAGE: return KeyEvent(.pageDown)
    case KEY_ENTER: return KeyEvent(.enter)
    case KEY_BACKSPACE: return KeyEvent(.backspace)
    case KEY_DC: return KeyEvent(.delete)
    case KEY_IC: return KeyEvent(.insert)
    case KEY_BTAB: return KeyEvent(.backTab)
    case KEY_F0 + 1...KEY_F0 + 63: return function(Int(code - KEY_F0))
    default: return modified(name)
    }
  }

  /// xterm's F1–F63: F13–F24 are Shift-F1–F12, then Ctrl, Ctrl-Shift, Alt, Alt-Shift (terminfo's
  /// `kf13`… for `ESC [ 1 ; 2 P`, `ESC [ 15 ; 5 ~`, …).
  static func function(_ number: Int) -> KeyEvent {
    let modifiers: [KeyEvent.Modifiers] = [[], .shift, .control, [.control, .shift], .alt, [.alt, .shift]]
    return KeyEvent(.function((number - 1) % 12 + 1), modifiers[min((number - 1) / 12, 5)])
  }

  /// `kLFT2`-style names: the direction and xterm's modifier digit (2 Shift, 3 Alt, 5 Ctrl, …).
  static func modified(_ name: String) -> KeyEvent? {
    let directions: [(String, KeyEvent.Key)] = [
      ("kLFT", .left), ("kRIT", .right), ("kUP", .up), ("kDN", .down), ("kHOM", .home), ("kEND", .end),
      ("kNXT", .pageDown), ("kPRV", .pageUp), ("kDC", .delete), ("kIC", .insert),
    ]
    for (prefix, key) in directions where name.hasPrefix(prefix) {
      guard let digit = Int(name.dropFirst(prefix.count)), (2...8).contains(digit) else { return nil }
      let bits = digit - 1
      var modifiers: KeyEvent.Modifiers = []
      if bits & 1 != 0 { modifiers.insert(.shift) }
      if bits & 2 != 0 { modifiers.insert(.alt) }
      if bits & 4 != 0 { modifiers.insert(.control) }
      return KeyEvent(key, modifiers)
    }
    return nil
  }
}

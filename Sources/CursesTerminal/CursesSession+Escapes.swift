import CNcursesw
import TermGrid

/// What follows an ESC that curses did not match against the terminal's keys: read whole and
/// decoded by `EscapeSequence` (Meta keys, other terminals' sequences, bracketed paste), so an
/// unknown sequence is dropped instead of arriving as `[`, `1`, `~` key presses.
extension CursesSession {
  /// The most pasted characters kept (the rest of a longer paste is read and dropped).
  static let pasteLimit = 65_536

  enum RawRead {
    case character(Unicode.Scalar)
    /// A key code curses matched (`KEY_CODE_YES`).
    case code(Int32)
  }

  /// One read from curses, waiting at most `timeout` seconds; nil when nothing came.
  func rawRead(timeout: Double) -> RawRead? {
    wtimeout(tl_stdscr(), Int32((timeout * 1000).rounded(.up)))
    var character: wint_t = 0
    switch wget_wch(tl_stdscr(), &character) {
    case KEY_CODE_YES: return .code(Int32(character))
    case OK: return Unicode.Scalar(UInt32(character)).map { .character($0) }
    default: return nil
    }
  }

  /// The event an ESC that curses returned on its own begins: Escape when nothing follows, Alt
  /// plus a key, a paste, or nil for a sequence that means nothing here (consumed whole).
  func escapeSequence() -> TerminalEvent? {
    let (after, code) = charactersAfterEscape()
    if let code {
      // ESC right before a key curses knows: Meta (iTerm2's Option as Esc+, or Esc then an arrow).
      guard case .key(var key)? = functionKey(code) else { return functionKey(code) }
      key.modifiers.insert(.alt)
      return .key(key)
    }
    switch EscapeSequence.decode(after) {
    case .key(let key): return .key(key)
    case .pasteStart: return .paste(pastedText())
    case .pasteEnd, .ignored: return nil
    }
  }

  /// The characters after an ESC up to the end of one sequence. curses held the ESC for its
  /// escape delay before giving it up, so what follows it has arrived; the tail of a long
  /// sequence may still be on its way (over ssh), so later characters are waited for briefly. A
  /// key code right after the ESC comes back as `code`; a new ESC or a key code in the middle
  /// ends the sequence and is put back.
  func charactersAfterEscape() -> (after: [Unicode.Scalar], code: Int32?) {
    var after: [Unicode.Scalar] = []
    while EscapeSequence.extent(after) == nil {
      guard let read = rawRead(timeout: after.isEmpty ? 0 : 0.05) else { break }
      switch read {
      case .code(let code):
        if after.isEmpty { return ([], code) }
        ungetch(code)
        return (after, nil)
      case .character(let c):
        if c == "\u{1B}" && !after.isEmpty {
          unget_wch(wchar_t(27))
          return (after, nil)
        }
        if c == "\u{1B}" {
          // ESC ESC: Meta before a sequence when `[` or `O` follows at once (iTerm2's Esc+),
          // else Escape pressed twice: this one is Escape, and the second ESC, with what came
          // after it, is read again on its own (`ESC ESC Tab` is Escape, then Alt-Tab; never one
          // Alt key that swallows an Escape). curses reads back the last character put back
          // first.
          guard let next = rawRead(timeout: 0) else {
            unget_wch(wchar_t(27))
            return ([], nil)
          }
          switch next {
          case .character(let following) where following == "[" || following == "O":
            after += [c, following]
            continue
          case .character(let following):
            unget_wch(wchar_t(following.value))
            unget_wch(wchar_t(27))
            return ([], nil)
          case .code(let code): return ([], code)  // Meta plus a key curses knows
          }
        }
        after.append(c)
      }
    }
    return (after, nil)
  }

  /// The text of a bracketed paste, up to its end marker or half a second of silence; line ends
  /// (`\r`, `\r\n`) as `\n`. Key codes and other sequences inside it are dropped.
  func pastedText() -> String {
    var text = String.UnicodeScalarView()
    var count = 0
    var previous: Unicode.Scalar?
    while let read = rawRead(timeout: 0.5) {
      guard case .character(let c) = read else { continue }
      defer { previous = c }
      if c == "\u{1B}" {
        if EscapeSequence.decode(charactersAfterEscape().after) == .pasteEnd { break }
        continue
      }
      if c == "\n" && previous == "\r" { continue }
      guard count < Self.pasteLimit else { continue }
      text.append(c == "\r" ? "\n" : c)
      count += 1
    }
    return String(text)
  }

  /// Bracketed paste on or off (`ESC [ ? 2004 h`/`l`): pasted text then arrives marked, and is
  /// not run as key presses.
  func setBracketedPaste(_ on: Bool) {
    fputs(on ? "\u{1B}[?2004h" : "\u{1B}[?2004l", outputFile)
    fflush(outputFile)
  }
}

/// What a terminal sends after ESC that the terminal library did not recognise, decoded the way
/// xterm, tmux, kitty, rxvt, iTerm2 and Terminal.app send it. Pure: tests feed it captured
/// sequences without a terminal.
///
/// The input is the characters *after* the ESC. `extent` says when they form one whole sequence
/// (a CSI `ESC [ … final`, an SS3 `ESC O final`, or Meta: ESC then one character), so an unknown
/// sequence is consumed whole and never turns into key presses; `decode` says what it means.
public enum EscapeSequence {
  /// What a whole sequence stands for.
  public enum Meaning: Hashable, Sendable {
    case key(KeyEvent)
    /// Bracketed paste begins (`ESC [ 200 ~`): what follows up to `pasteEnd` is pasted text.
    case pasteStart
    /// Bracketed paste ends (`ESC [ 201 ~`).
    case pasteEnd
    /// A whole sequence that means nothing here (focus reports, a stray mouse report, a key this
    /// program has no name for): consumed and dropped.
    case ignored
  }

  /// The longest sequence read before giving up on finding its end (then it is ignored).
  public static let maximumLength = 64

  /// The number of characters of `after` (the characters after ESC) that form one sequence, or
  /// nil while more are needed. Empty input needs more (a lone ESC is the Escape key only when
  /// nothing follows it in time: the caller decides that).
  public static func extent(_ after: [Unicode.Scalar]) -> Int? {
    guard let first = after.first else { return nil }
    switch first {
    case "[":
      // CSI: parameters and intermediates, then a final character (@ to ~). rxvt ends modified
      // keys with `$` (Shift), `^` (Ctrl), `@` (both). X10 mouse: `ESC [ M` and three bytes;
      // the Linux console's F1–F5: `ESC [ [ A`…`E`.
      if after.count >= 2, after[1] == "M" { return after.count >= 5 ? 5 : nil }
      if after.count >= 2, after[1] == "[" { return after.count >= 3 ? 3 : nil }
      for index in after.indices.dropFirst() {
        let value = after[index].value
        if (0x40...0x7E).contains(value) || (value == 0x24 && index > 1) { return index + 1 }
        if !(0x20...0x3F).contains(value) { return index }  // not part of a sequence: stop before it
      }
      return after.count >= maximumLength ? after.count : nil
    case "O":
      // SS3: optional modifier digits (`ESC O 5 A` from older xterms and screen), then one final.
      for index in after.indices.dropFirst() {
        let value = after[index].value
        if (0x40...0x7E).contains(value) { return index + 1 }
        if !(0x30...0x3B).contains(value) { return index }
      }
      return after.count >= maximumLength ? after.count : nil
    case "\u{1B}":
      // ESC ESC: Meta (iTerm2's "Esc+" Option) before a CSI or SS3 sequence (`ESC ESC [ D` is
      // Alt-←); before anything else, Escape pressed twice: the first ESC alone is the sequence
      // (0 characters after it) and the second begins the next one. Nil while the character
      // after the second ESC is still needed.
      guard after.count >= 2 else { return nil }
      guard after[1] == "[" || after[1] == "O" else { return 0 }
      return extent(Array(after.dropFirst())).map { $0 + 1 }
    default:
      return 1  // Meta: ESC then one character is Alt plus that character.
    }
  }

  /// The meaning of one whole sequence (`after` as `extent` measured it); `[]` is Escape itself.
  public static func decode(_ after: [Unicode.Scalar]) -> Meaning {
    guard let first = after.first else { return .key(KeyEvent(.escape)) }
    switch first {
    case "[": return csi(Array(after.dropFirst()))
    case "O": return ss3(Array(after.dropFirst()))
    case "\u{1B}":
      if after.count == 1 { return .key(KeyEvent(.escape)) }
      guard case .key(var key) = decode(Array(after.dropFirst())) else { return .ignored }
      key.modifiers.insert(.alt)
      return .key(key)
    default:
      guard after.count == 1, var key = plainKey(first) else { return .ignored }
      key.modifiers.insert(.alt)
      return .key(key)
    }
  }

  // MARK: The two families

  /// `ESC [` then `body`: parameters separated by `;` (sub-parameters by `:`), then the final.
  static func csi(_ body: [Unicode.Scalar]) -> Meaning {
    guard let final = body.last else { return .ignored }
    if body.count == 2, body[0] == "[", ("A"..."E").contains(final) {
      return .key(KeyEvent(.function(Int(final.value - 0x40))))
    }
    let text = String(String.UnicodeScalarView(body.dropLast()))
    // Private parameters (`<` SGR mouse, `?` reports) and intermediates are nothing we read.
    if text.contains(where: { "<=>?!\"#%&'()*+,-./ ".contains($0) }) { return .ignored }
    let parameters = text.split(separator: ";", omittingEmptySubsequences: false).map {
      $0.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
    }
    func number(_ index: Int) -> Int? { parameters.indices.contains(index) ? parameters[index].first ?? nil : nil }
    let modifiers = modifierBits(number(1) ?? 1)
    switch final {
    case "A", "B", "C", "D", "H", "F", "E":
      guard let key = cursorKey(final) else { return .ignored }
      return .key(KeyEvent(key, modifiers))
    case "P", "Q", "R", "S":
      // F1–F4 with modifiers (`ESC [ 1 ; 5 P`); kitty sends unmodified ones this way too.
      return .key(KeyEvent(.function(Int(final.value - 0x50) + 1), modifiers))
    case "Z": return .key(KeyEvent(.backTab))
    case "a", "b", "c", "d":
      // rxvt: Shift-arrows.
      return .key(KeyEvent(cursorKey(Unicode.Scalar(final.value - 0x20)!)!, .shift))
    case "~", "^", "$", "@":
      guard let code = number(0) else { return .ignored }
      if code == 200 { return .pasteStart }
      if code == 201 { return .pasteEnd }
      if code == 27, let character = number(2) {
        // xterm's modifyOtherKeys: `ESC [ 27 ; modifiers ; code ~`.
        return characterKey(character, modifiers: modifierBits(number(1) ?? 1))
      }
      var keyModifiers = modifiers
      if final == "^" || final == "@" { keyModifiers.insert(.control) }
      if final == "$" || final == "@" { keyModifiers.insert(.shift) }
      guard let key = tildeKey(code) else { return .ignored }
      return .key(KeyEvent(key, keyModifiers))
    case "u":
      // kitty's keyboard protocol (and tmux's `extended-keys-format csi-u`): `ESC [ code ; mods u`;
      // a release (event type 3) is dropped.
      guard let code = number(0) else { return .ignored }
      if parameters.indices.contains(1), parameters[1].count > 1, parameters[1][1] == 3 { return .ignored }
      return characterKey(code, modifiers: modifiers)
    default:
      return .ignored  // focus in/out (`I`, `O`), device reports, anything else
    }
  }

  /// `ESC O` then `body`: cursor and F1–F4 keys in application mode, rxvt's Ctrl-arrows (`a`–`d`),
  /// the keypad's Enter and digits.
  static func ss3(_ body: [Unicode.Scalar]) -> Meaning {
    guard let final = body.last else { return .ignored }
    let digits = String(String.UnicodeScalarView(body.dropLast())).split(separator: ";").last.flatMap { Int($0) }
    let modifiers = modifierBits(digits ?? 1)
    if let key = cursorKey(final) { return .key(KeyEvent(key, modifiers)) }
    switch final {
    case "P", "Q", "R", "S": return .key(KeyEvent(.function(Int(final.value - 0x50) + 1), modifiers))
    case "a", "b", "c", "d": return .key(KeyEvent(cursorKey(Unicode.Scalar(final.value - 0x20)!)!, .control))
    case "M": return .key(KeyEvent(.enter, modifiers))
    default:
      // The keypad in application mode: `j` * `k` + `l` , `m` - `n` . `o` / `p`…`y` 0…9, `X` =.
      let keypad: [Unicode.Scalar: Unicode.Scalar] = [
        "j": "*", "k": "+", "l": ",", "m": "-", "n": ".", "o": "/", "X": "=",
      ]
      if let character = keypad[final] { return .key(KeyEvent(.character(character), modifiers)) }
      if ("p"..."y").contains(final), let digit = Unicode.Scalar(final.value - 0x40) {
        return .key(KeyEvent(.character(digit), modifiers))
      }
      return .ignored
    }
  }

  // MARK: Pieces

  /// xterm's modifier parameter: 1 + (1 Shift, 2 Alt, 4 Ctrl, 8 Meta); Meta is read as Alt.
  static func modifierBits(_ parameter: Int) -> KeyEvent.Modifiers {
    let bits = max(parameter - 1, 0)
    var modifiers: KeyEvent.Modifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  /// The arrows, Home and End by final character (`E` is the keypad's 5: nothing).
  static func cursorKey(_ final: Unicode.Scalar) -> KeyEvent.Key? {
    switch final {
    case "A": return .up
    case "B": return .down
    case "C": return .right
    case "D": return .left
    case "H": return .home
    case "F": return .end
    default: return nil
    }
  }

  /// The keys sent as `ESC [ n ~`: VT220 editing keys (rxvt's Home and End are 7 and 8) and the
  /// function keys F1–F12 (`11`–`15` are rxvt's and old xterm's F1–F5).
  static func tildeKey(_ code: Int) -> KeyEvent.Key? {
    switch code {
    case 1, 7: return .home
    case 2: return .insert
    case 3: return .delete
    case 4, 8: return .end
    case 5: return .pageUp
    case 6: return .pageDown
    case 11...15: return .function(code - 10)
    case 17...21: return .function(code - 11)
    case 23, 24: return .function(code - 12)
    default: return nil
    }
  }

  /// A key named by its Unicode code (kitty, modifyOtherKeys), with Shift applied to letters and
  /// Ctrl to letters as `KeyEvent.ctrl`.
  static func characterKey(_ code: Int, modifiers: KeyEvent.Modifiers) -> Meaning {
    guard let scalar = Unicode.Scalar(UInt32(clamping: max(code, 0))),
      var key = plainKey(scalar)
    else { return .ignored }
    // kitty's own codes for keys without a character (57344 and up) are not read.
    if (0xE000...0xF8FF).contains(scalar.value) { return .ignored }
    var modifiers = modifiers
    if case .character(let c) = key.key, modifiers.contains(.shift), ("a"..."z").contains(c) {
      key.key = .character(Unicode.Scalar(c.value - 0x20)!)
      modifiers.remove(.shift)
    }
    key.modifiers.formUnion(modifiers)
    return .key(key)
  }

  /// One character as the key it is when typed: control characters are Enter, Tab, Backspace,
  /// Escape or Ctrl-letter; nil for the rest of the C0 and C1 controls.
  public static func plainKey(_ c: Unicode.Scalar) -> KeyEvent? {
    switch c.value {
    case 9: return KeyEvent(.tab)
    case 10, 13: return KeyEvent(.enter)
    case 27: return KeyEvent(.escape)
    case 8, 127: return KeyEvent(.backspace)
    case 1...26: return KeyEvent(.character(Unicode.Scalar(UInt8(96 + c.value))), .control)
    case 0, 28...31, 0x80...0x9F: return nil
    default: return KeyEvent(.character(c))
    }
  }
}

import TermGrid

/// Text typed into a prompt: characters appended, Backspace and Delete remove the last, up to
/// `limit` characters; `accepts` filters what may be typed.
struct TextEntry: Hashable, Sendable {
  var text = ""
  var limit: Int
  var accepts: @Sendable (Unicode.Scalar) -> Bool = { _ in true }

  static func == (a: TextEntry, b: TextEntry) -> Bool { a.text == b.text && a.limit == b.limit }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Applies an editing key; false when `key` is not one (Enter, Esc and the rest are the
  /// prompt's).
  mutating func edit(_ key: KeyEvent) -> Bool {
    switch key.key {
    case .backspace, .delete:
      if !text.isEmpty { text.removeLast() }
      return true
    case .character(let c) where key.modifiers.subtracting(.shift).isEmpty:
      if accepts(c) && text.count < limit { text.unicodeScalars.append(c) }
      return true
    default:
      return false
    }
  }

  /// Types pasted text: its first line, each character as typed (filtered, up to the limit);
  /// true when the paste had more lines, which are left out.
  mutating func paste(_ pasted: String) -> Bool {
    let lines = pasted.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    for c in (lines.first ?? "").unicodeScalars {
      guard c.value >= 0x20, c.value != 0x7F else { continue }
      _ = edit(KeyEvent(.character(c)))
    }
    return lines.count > 1 && !lines[1].allSatisfy(\.isWhitespace)
  }

  /// The text with a cursor after it.
  func shown(_ theme: Theme) -> String { text + (theme.unicode ? "▏" : "_") }
}

/// A prompt that takes a line of text in the status line: Enter commits it, Esc cancels, Ctrl-C
/// quits, other keys edit it.
protocol TextPrompt: Overlay {
  var entry: TextEntry { get set }
  /// What Enter does with the text typed.
  func commit(_ text: String, app: inout ExplorerState) -> [ExplorerEffect]
}

extension TextPrompt {
  package var layer: OverlayLayer { .prompt }

  package mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    if key == .ctrl("c") { return .closed([.quit]) }
    switch key.key {
    case .escape: return .closed([])
    case .enter: return .closed(commit(entry.text, app: &app))
    default:
      _ = entry.edit(key)
      return .handled([])
    }
  }

  package mutating func paste(_ text: String, app: inout ExplorerState) -> OverlayOutcome {
    if entry.paste(text) { app.message = "pasted the first line only (a prompt takes one line)" }
    return .handled([])
  }
}

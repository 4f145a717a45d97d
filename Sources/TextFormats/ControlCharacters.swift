extension Unicode.Scalar {
  /// True for what a terminal or an editor does not show as itself: C0 controls (new lines and
  /// tabs included), DEL, C1 controls (U+009B is a CSI to many terminals), the line and paragraph
  /// separators, and the directional formatting characters that reorder a line's display
  /// ("Trojan Source"). Input holding them must reach every sink escaped or replaced.
  public var isHiddenControl: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
      return true
    default: return false
    }
  }
}

/// `text` with each hidden control shown as a Swift escape (`\n`, `\r`, `\t`, `\u{1B}`), so a
/// message that repeats input cannot move the cursor, recolour the terminal or hide text: for
/// standard error and everything else read by a person in a terminal. New lines are kept when
/// `keepingNewLines` (a message of several lines).
public func visibleControls(_ text: String, keepingNewLines: Bool = false) -> String {
  guard text.unicodeScalars.contains(where: \.isHiddenControl) else { return text }
  var out = ""
  for scalar in text.unicodeScalars {
    if scalar == "\n" && keepingNewLines {
      out.unicodeScalars.append(scalar)
    } else if scalar.isHiddenControl {
      out += escapedControl(scalar)
    } else {
      out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// A hidden control as a Swift escape: `\n`, `\r`, `\t`, else `\u{1B}`.
public func escapedControl(_ scalar: Unicode.Scalar) -> String {
  switch scalar {
  case "\n": "\\n"
  case "\r": "\\r"
  case "\t": "\\t"
  default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }
}

/// Text safe inside a `//` comment of generated Swift or Objective-C: hidden controls shown as
/// escapes, because a new line (or U+2028, or a carriage return some editors honour) would end
/// the comment and make the rest of the text live code. (Generated code has no block comments, so
/// `*/` may stay: the importer reads markers back exactly.)
public func commentText(_ text: String) -> String { visibleControls(text) }

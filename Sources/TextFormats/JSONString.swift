/// Text as a JSON string literal, with its quotes: `"`, `\` and every hidden control (C0, DEL,
/// C1, line separators, directional formatting) escaped, so the literal is one line that a
/// terminal shows as it is whatever the text holds. Scene files, eval's
/// output and asciicast recordings all write strings through this.
public func jsonStringLiteral(_ text: String) -> String {
  var out = ""
  appendJSONStringLiteral(text, to: &out)
  return out
}

/// Appends `text` as a JSON string literal (see `jsonStringLiteral`) to `out`.
public func appendJSONStringLiteral(_ text: String, to out: inout String) {
  out += "\""
  // Printable ASCII without quotes or backslashes (ids, key paths, colours) is appended whole.
  if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
    out += text
    out += "\""
    return
  }
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case _ where scalar.isHiddenControl:
      let hex = String(scalar.value, radix: 16)
      out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: out.unicodeScalars.append(scalar)
    }
  }
  out += "\""
}

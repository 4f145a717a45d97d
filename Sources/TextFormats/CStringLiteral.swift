/// The body of a Swift or Objective-C string literal holding `text`: `"`, `\` and hidden
/// controls escaped, so no input can end the literal or the line (generated code). Swift takes
/// `\u{9B}`; C forbids universal character names below U+00A0, so there the UTF-8 bytes are
/// written in octal (`\302\233`, never followed by a digit's ambiguity: octal takes 3 digits).
public func cStringLiteralBody(_ text: String, objectiveC: Bool = false) -> String {
  var out = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case _ where scalar.isHiddenControl:
      if objectiveC {
        for byte in String(scalar).utf8 {
          let octal = String(byte, radix: 8)
          out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        }
      } else {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}

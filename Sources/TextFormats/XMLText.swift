/// `&`, `<`, `>` and `"` escaped, for XML text and attribute values (SVG output).
public func escapeXML(_ text: String) -> String {
  var out = ""
  for character in text {
    switch character {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    default: out.append(character)
    }
  }
  return out
}

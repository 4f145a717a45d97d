/// The body of a Swift or Objective-C string literal holding `text`: `"`, `\` and new lines
/// escaped (generated code).
public func cStringLiteralBody(_ text: String) -> String {
  var out = ""
  for character in text {
    switch character {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    default: out.append(character)
    }
  }
  return out
}

/// `&`, `<`, `>` and `"` escaped, and hidden controls (which XML forbids or a viewer would act
/// on) replaced by U+FFFD, for XML text and attribute values (SVG output).
public func escapeXML(_ text: String) -> String {
  var out = ""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "\n", "\t": out.unicodeScalars.append(scalar)
    case _ where scalar.isHiddenControl || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
      out.unicodeScalars.append("\u{FFFD}")
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}

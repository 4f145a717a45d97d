import MediaTiming
import TextFormats

/// Spells `CodeStatement`s in one language. Both printers share the layout; they differ in the
/// statement and value spellings.
protocol CodePrinter {
  func statement(_ statement: CodeStatement) -> [String]
  func value(_ value: CodeValue) -> String
}

extension CodePrinter {
  /// A number as a literal both languages read back as the same `Double`: `2`, `0.5`, `1e-05`.
  func number(_ value: Double) -> String { shortestText(value) }

  /// A colour component: `k/255.0` when it is a whole number of 255ths (scene files' `#RRGGBB`),
  /// else the shortest literal.
  func component(_ value: Double) -> String {
    if value == 0 || value == 1 { return number(value) }
    let k = (value * 255).rounded()
    if abs(k) < 1e15, k / 255 == value { return "\(Int(k))/255.0" }
    return number(value)
  }

  /// A string literal's body, escaped for the language (no input can end the literal).
  func escaped(_ text: String) -> String { cStringLiteralBody(text, objectiveC: isObjectiveC) }

  /// True for the Objective-C printer (its string literals take no `\u{…}`).
  var isObjectiveC: Bool { self is ObjCPrinter }
}

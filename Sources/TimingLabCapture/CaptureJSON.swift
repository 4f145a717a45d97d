/// The JSON the capture writes: a small tree with ordered members, printed two spaces per level,
/// numbers in their shortest form that reads back exactly (integers without `.0`). The library
/// has no dependencies, so it does not share the program's JSON writer.
public indirect enum CaptureJSON: Hashable, Sendable {
  case number(Double)
  case string(String)
  case bool(Bool)
  case array([CaptureJSON])
  case object([(String, CaptureJSON)])

  public static func == (a: CaptureJSON, b: CaptureJSON) -> Bool { a.text == b.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// The document, ending in a newline.
  public var text: String {
    var out = ""
    write(into: &out, depth: 0)
    return out + "\n"
  }

  /// A finite number as JSON writes it: `2`, `0.25`, `1e-07`; `Double.description` is the
  /// shortest text that reads back to the same double.
  static func number(_ x: Double) -> String {
    if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return x.description
  }

  /// A string literal: quotes, backslashes and control characters escaped.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  private func write(into out: inout String, depth: Int) {
    let indent = String(repeating: "  ", count: depth + 1)
    switch self {
    case .number(let x): out += x.isFinite ? Self.number(x) : "null"
    case .string(let s): out += Self.quoted(s)
    case .bool(let b): out += b ? "true" : "false"
    case .array(let items):
      // Numbers and strings stay on one line (a point, a transform, key times).
      if items.allSatisfy({ if case .number = $0 { true } else if case .string = $0 { true } else { false } }) {
        out += "[" + items.map { $0.text.dropLast() }.joined(separator: ", ") + "]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += indent
        item.write(into: &out, depth: depth + 1)
        out += index + 1 < items.count ? ",\n" : "\n"
      }
      out += String(repeating: "  ", count: depth) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, (key, value)) in members.enumerated() {
        out += indent + Self.quoted(key) + ": "
        value.write(into: &out, depth: depth + 1)
        out += index + 1 < members.count ? ",\n" : "\n"
      }
      out += String(repeating: "  ", count: depth) + "}"
    }
  }
}

import TextFormats

extension JSONValue {
  /// A number in the shortest form that reads back as the same `Double`; integral values below
  /// 2^53 without a fraction (`2`, not `2.0`), as JavaScript writes them. Non-finite numbers
  /// (which valid output never holds) become `null`.
  public static func number(_ value: Double) -> JSONValue {
    guard value.isFinite else { return .null }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
      return .number(value, text: String(Int64(value)))
    }
    return .number(value, text: value.description)
  }

  /// `.number` for a value, `.null` for nil.
  public static func number(_ value: Double?) -> JSONValue { value.map { number($0) } ?? .null }

  /// `.string` for a value, `.null` for nil.
  public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

  /// The document as text: two-space indentation, one member per line; arrays of scalars stay on
  /// one line when `compactScalarArrays`.
  public func serialized(compactScalarArrays: Bool = true) -> String {
    var out = ""
    write(into: &out, indent: 0, compact: compactScalarArrays)
    return out
  }

  /// The value written as it would be `depth` levels inside a document (its lines after the first
  /// indented by `depth` steps), to write a long document a piece at a time.
  public func serialized(atDepth depth: Int, compactScalarArrays: Bool = true) -> String {
    var out = ""
    write(into: &out, indent: depth, compact: compactScalarArrays)
    return out
  }

  /// The document on one line (`{"from": 0, "to": [1, 2]}`), for comments and markers.
  public var compactText: String {
    switch self {
    case .array(let items): return "[" + items.map(\.compactText).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.map { JSONValue.string($0.key).compactText + ": " + $0.value.compactText }
        .joined(separator: ", ") + "}"
    default:
      var out = ""
      write(into: &out, indent: 0, compact: true)
      return out
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private func write(into out: inout String, indent: Int, compact: Bool) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(_, let text): out += text
    case .string(let s): Self.writeString(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
      } else if compact && items.allSatisfy(\.isScalar) {
        out += "["
        for (i, item) in items.enumerated() {
          if i > 0 { out += ", " }
          item.write(into: &out, indent: indent, compact: compact)
        }
        out += "]"
      } else {
        out += "[\n"
        for (i, item) in items.enumerated() {
          out += String(repeating: "  ", count: indent + 1)
          item.write(into: &out, indent: indent + 1, compact: compact)
          out += i < items.count - 1 ? ",\n" : "\n"
        }
        out += String(repeating: "  ", count: indent) + "]"
      }
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (i, member) in members.enumerated() {
        out += String(repeating: "  ", count: indent + 1)
        Self.writeString(member.key, into: &out)
        out += ": "
        member.value.write(into: &out, indent: indent + 1, compact: compact)
        out += i < members.count - 1 ? ",\n" : "\n"
      }
      out += String(repeating: "  ", count: indent) + "}"
    }
  }

  private static func writeString(_ s: String, into out: inout String) { appendJSONStringLiteral(s, to: &out) }
}

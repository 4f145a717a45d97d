/// A parsed JSON document. Objects keep their members in source order (duplicates included, so
/// that validation can report them); numbers keep their source text for error messages.
public enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number and its text as written. `NaN`, `Infinity` and `-Infinity` are accepted (they are
  /// not JSON) so that a scene file using them gets an error naming the field, not a syntax error.
  case number(Double, text: String)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let a), .bool(let b)): a == b
    case (.number(let a, _), .number(let b, _)): a == b || (a.isNaN && b.isNaN)
    case (.string(let a), .string(let b)): a == b
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(_, let text): hasher.combine(text)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// The JSON type's name, for error messages ("number", "string", …).
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// A short rendering for error messages: at most `limit` characters, long text elided.
  public func excerpt(limit: Int = 40) -> String {
    let full: String
    switch self {
    case .null: full = "null"
    case .bool(let b): full = b ? "true" : "false"
    case .number(_, let text): full = text
    case .string(let s):
      let head = s.prefix(limit)
      full = "\"" + head + (head.count < s.count ? "…" : "") + "\""
    case .array(let items):
      let inline = "[" + items.prefix(8).map { $0.excerpt(limit: 12) }.joined(separator: ", ") + "]"
      full = items.count <= 8 && inline.count <= limit ? inline : "[…] (\(items.count) items)"
    case .object(let members): full = "{…} (\(members.count) fields)"
    }
    return full.count > limit + 4 ? String(full.prefix(limit)) + "…" : full
  }
}

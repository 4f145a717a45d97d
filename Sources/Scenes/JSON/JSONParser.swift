/// A strict JSON parser (RFC 8259) over UTF-8 bytes, with a nesting limit so that hostile input
/// fails with an error instead of exhausting the stack. Extension: the tokens `NaN`, `Infinity`,
/// `-Infinity` parse as numbers so validation can name the field that holds them.
public struct JSONParser {
  /// Deeper documents are rejected (a scene needs a handful of levels).
  public static let maximumDepth = 200

  /// A syntax error with its 1-based line and column.
  public struct SyntaxError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public var description: String { "line \(line), column \(column): \(message)" }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  /// Parses one JSON value filling the whole input (whitespace around it allowed).
  public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < bytes.count { throw parser.error("unexpected \(parser.describeCurrent()) after the document") }
    return value
  }

  /// Parses a UTF-8 string.
  public static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ message: String) -> SyntaxError {
    var line = 1
    var column = 1
    var i = 0
    let end = min(index, bytes.count)
    while i < end {
      if bytes[i] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[i] & 0xC0 != 0x80 {
        column += 1
      }
      i += 1
    }
    return SyntaxError(line: line, column: column, message: message)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x" + String(byte, radix: 16, uppercase: true)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(SyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "N"): return try parseLiteral("NaN", .number(.nan, text: "NaN"))
    case UInt8(ascii: "I"): return try parseLiteral("Infinity", .number(.infinity, text: "Infinity"))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
      throw error("unexpected \(describeCurrent()), expected a value")
    }
    index += utf8.count
    return value
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > Self.maximumDepth { throw error("nested deeper than \(Self.maximumDepth) levels") }
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()), expected a field name in double quotes")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()), expected ':' after the field name")
      }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected ',' or '}'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      } else {
        throw error("unexpected \(describeCurrent()), expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of input, expected ',' or ']'") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
      } else if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      } else {
        throw error("unexpected \(describeCurrent()), expected ',' or ']'")
      }
    }
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") {
      index += 1
      if index < bytes.count && bytes[index] == UInt8(ascii: "I") {
        _ = try parseLiteral("Infinity", .null)
        return .number(-.infinity, text: "-Infinity")
      }
    }
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.index
      while parser.index < parser.bytes.count
        && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
      }
      return parser.index - first
    }
    let integerStart = index
    let integerDigits = digits(&self)
    if integerDigits == 0 { throw error("unexpected \(describeCurrent()), expected a digit") }
    if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
      index = integerStart + 1
      throw error("a number may not have leading zeros")
    }
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits(&self) == 0 { throw error("unexpected \(describeCurrent()), expected a digit after '.'") }
    }
    if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      index += 1
      if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
      if digits(&self) == 0 { throw error("unexpected \(describeCurrent()), expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw error("number \(text) cannot be read") }
    return .number(value, text: text)
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1  // opening quote
    // Runs between escapes are appended whole (validated once); only escapes go in one by one.
    var text = ""
    var runStart = index
    func flush(_ parser: JSONParser, upTo end: Int) throws(SyntaxError) {
      if end > runStart {
        guard let run = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
          throw parser.error("text is not valid UTF-8")
        }
        if text.isEmpty { text = run } else { text += run }
      }
    }
    while true {
      guard index < bytes.count else { throw error("unexpected end of input inside a string") }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flush(self, upTo: index)
        index += 1
        return text
      }
      if byte < 0x20 { throw error("control character inside a string (use an escape such as \\n)") }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      try flush(self, upTo: index)
      index += 1
      guard index < bytes.count else { throw error("unexpected end of input inside a string") }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): text.unicodeScalars.append("\"")
      case UInt8(ascii: "\\"): text.unicodeScalars.append("\\")
      case UInt8(ascii: "/"): text.unicodeScalars.append("/")
      case UInt8(ascii: "b"): text.unicodeScalars.append("\u{08}")
      case UInt8(ascii: "f"): text.unicodeScalars.append("\u{0C}")
      case UInt8(ascii: "n"): text.unicodeScalars.append("\n")
      case UInt8(ascii: "r"): text.unicodeScalars.append("\r")
      case UInt8(ascii: "t"): text.unicodeScalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try parseHex4()
        if (0xD800...0xDBFF).contains(code) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          else {
            throw error("unpaired surrogate in a \\u escape")
          }
          index += 2
          let low = try parseHex4()
          guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("unpaired surrogate in a \\u escape") }
        text.unicodeScalars.append(scalar)
      default:
        index -= 1
        throw error("unknown escape \\\(describeCurrent())")
      }
      runStart = index
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error("unexpected end of input in a \\u escape") }
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("unexpected \(describeCurrent()) in a \\u escape")
      }
      code = code * 16 + digit
      index += 1
    }
    return code
  }
}

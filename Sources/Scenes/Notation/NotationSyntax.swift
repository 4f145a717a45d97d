import MediaTiming

/// The one-line notation's syntax (docs/interfaces.md, "One-line notation"): items separated by
/// `;` or new lines; an item is fields separated by `,` or spaces, optionally after a keyword
/// (`scene`, `layer`, `group … { items }`, `sublayer ID … { items }`); a field is `name=value` or
/// a bare flag. Values are atoms (`1.5`, `easeIn`, `#FF9500`, `cubic-bezier(0.1, 0.7, 1, 0.1)`),
/// lists `[a, b, …]`, parenthesised text `(duration: 0.5, bounce: 0.3)` or quoted text `"…"`.
/// Every piece remembers where it starts, for errors.
struct NotationItem {
  /// `scene`, `layer`, `group`, `sublayer`, or nil for an animation.
  var keyword: String?
  /// A sublayer's id (`sublayer ID …`).
  var name: String?
  var fields: [NotationField]
  /// The items inside `{ }` of a group or sublayer.
  var children: [NotationItem]
  /// Where the item starts (0-based offset in scalars).
  var offset: Int
}

struct NotationField {
  var name: String
  /// Nil for a bare flag.
  var value: NotationValue?
  var offset: Int
}

indirect enum NotationValue {
  /// A bare word or number as written.
  case atom(String, offset: Int)
  case list([NotationValue], offset: Int)
  /// Text inside `( )`.
  case parenthesised(String, offset: Int)
  /// Text inside `" "`, with `\"` and `\\` unescaped.
  case quoted(String, offset: Int)

  var offset: Int {
    switch self {
    case .atom(_, let o), .list(_, let o), .parenthesised(_, let o), .quoted(_, let o): o
    }
  }
}

/// A notation mistake at a scalar offset.
struct NotationSyntaxError: Error {
  var offset: Int
  var message: String
}

/// Reads notation text into items.
struct NotationReader {
  let scalars: [Unicode.Scalar]
  var offset = 0
  /// Braces and brackets open now; deeper than `maximumDepth` is an error, not a stack overflow.
  var depth = 0
  static let maximumDepth = 100

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  var peek: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

  static let keywords = ["scene", "layer", "group", "sublayer", "at"]

  /// Every item up to the end (or to a closing `}` when `nested`).
  mutating func items(openedAt brace: Int? = nil) throws(NotationSyntaxError) -> [NotationItem] {
    let nested = brace != nil
    var items: [NotationItem] = []
    while true {
      skip(newlines: true, separators: ";")
      guard let c = peek else {
        if let brace { throw NotationSyntaxError(offset: brace, message: "missing \"}\" to close these braces") }
        return items
      }
      if c == "}" {
        guard nested else { throw NotationSyntaxError(offset: offset, message: "\"}\" without an opening \"{\"") }
        return items
      }
      items.append(try item())
    }
  }

  mutating func item() throws(NotationSyntaxError) -> NotationItem {
    let start = offset
    var item = NotationItem(keyword: nil, name: nil, fields: [], children: [], offset: start)
    let save = offset
    let first = word()
    if Self.keywords.contains(first),
      peek.map({ $0 == " " || $0 == "\t" || $0 == "{" || $0 == ";" || $0 == "\n" }) ?? true
    {
      item.keyword = first
      if first == "sublayer" || first == "at" {
        skip(newlines: false)
        let nameOffset = offset
        let name = word()
        guard !name.isEmpty, peek != "=" else {
          throw NotationSyntaxError(
            offset: nameOffset,
            message: first == "at"
              ? "an event needs its time: at SECONDS fields { animation added }"
              : "a sublayer needs an id: sublayer ID fields { items }")
        }
        item.name = name
      }
    } else {
      offset = save
    }
    while true {
      skip(newlines: false, separators: ",")
      guard let c = peek, c != ";", c != "\n", c != "}" else { break }
      if c == "{" {
        guard item.keyword == "group" || item.keyword == "sublayer" || item.keyword == "at" else {
          let hint = item.fields.first.flatMap { field in
            field.value == nil ? closestMatch(to: field.name, in: ["group", "sublayer"]) : nil
          }
          throw NotationSyntaxError(
            offset: offset,
            message: "only a group or a sublayer has { items }"
              + (hint.map { " (did you mean \"\($0)\"?)" } ?? " (write group … { … } or sublayer ID … { … })"))
        }
        let brace = offset
        offset += 1
        depth += 1
        guard depth <= Self.maximumDepth else {
          throw NotationSyntaxError(offset: brace, message: "nested more than \(Self.maximumDepth) levels deep")
        }
        item.children = try items(openedAt: brace)
        depth -= 1
        offset += 1  // the closing brace
        skip(newlines: false)
        if let next = peek, next != ";", next != "\n", next != "}" {
          throw NotationSyntaxError(offset: offset, message: "expected \";\" after the closing \"}\"")
        }
        break
      }
      item.fields.append(try field())
    }
    return item
  }

  mutating func field() throws(NotationSyntaxError) -> NotationField {
    let start = offset
    let name = word()
    guard !name.isEmpty else {
      throw NotationSyntaxError(
        offset: offset, message: "expected a field (name=value) but found \"\(peek.map(String.init) ?? "")\"")
    }
    guard peek == "=" else { return NotationField(name: name, value: nil, offset: start) }
    offset += 1
    guard let c = peek, c != " ", c != ",", c != ";", c != "\n" else {
      throw NotationSyntaxError(offset: offset, message: "\(name)= needs a value")
    }
    return NotationField(name: name, value: try value(), offset: start)
  }

  mutating func value() throws(NotationSyntaxError) -> NotationValue {
    let start = offset
    switch peek {
    case "[":
      offset += 1
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maximumDepth else {
        throw NotationSyntaxError(offset: start, message: "nested more than \(Self.maximumDepth) levels deep")
      }
      var elements: [NotationValue] = []
      while true {
        skip(newlines: true, separators: ",")
        guard let c = peek else { throw NotationSyntaxError(offset: start, message: "missing \"]\" to close the list") }
        if c == "]" {
          offset += 1
          return .list(elements, offset: start)
        }
        elements.append(try value())
      }
    case "(":
      return .parenthesised(try balanced(), offset: start)
    case "\"":
      offset += 1
      var text = ""
      // Backslash escapes: \n, \r, \t, \u{1B} (as notation writes hidden controls); any other
      // character after a backslash is itself (\" and \\).
      while let c = peek, c != "\"" {
        if c == "\\", offset + 1 < scalars.count {
          offset += 1
          switch scalars[offset] {
          case "n": text += "\n"
          case "r": text += "\r"
          case "t": text += "\t"
          case "u" where offset + 1 < scalars.count && scalars[offset + 1] == "{":
            let digits = scalars[(offset + 2)...].prefix { $0 != "}" }
            guard offset + 2 + digits.count < scalars.count,
              let value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
              let scalar = Unicode.Scalar(value)
            else {
              throw NotationSyntaxError(
                offset: offset - 1, message: "\\u{…} needs the hexadecimal number of a character")
            }
            text.unicodeScalars.append(scalar)
            offset += 2 + digits.count
          default: text.unicodeScalars.append(scalars[offset])
          }
          offset += 1
          continue
        }
        text.unicodeScalars.append(scalars[offset])
        offset += 1
      }
      guard peek == "\"" else { throw NotationSyntaxError(offset: start, message: "missing closing quote") }
      offset += 1
      return .quoted(text, offset: start)
    default:
      var text = word(allowing: "#.-+/:")
      // A function call such as cubic-bezier(…) or .snappy(…) keeps its parentheses.
      if peek == "(" { text += "(" + (try balanced()) + ")" }
      guard !text.isEmpty else {
        throw NotationSyntaxError(
          offset: offset, message: "expected a value but found \"\(peek.map(String.init) ?? "")\"")
      }
      return .atom(text, offset: start)
    }
  }

  /// The text inside balanced parentheses at the reader (which is on the `(`).
  mutating func balanced() throws(NotationSyntaxError) -> String {
    let start = offset
    var depth = 0
    var text = ""
    repeat {
      guard let c = peek else {
        throw NotationSyntaxError(offset: start, message: "missing \")\" to close the parentheses")
      }
      if c == "(" { depth += 1 }
      if c == ")" { depth -= 1 }
      if depth > 0 && !(c == "(" && depth == 1) { text.unicodeScalars.append(c) }
      offset += 1
    } while depth > 0
    return text
  }

  /// Letters, digits, `_`, `.` and the characters in `extra`.
  mutating func word(allowing extra: String = ".") -> String {
    var text = ""
    while let c = peek,
      c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || extra.unicodeScalars.contains(c)
    {
      // `-` inside a name (cubic-bezier, ease-in) and as a sign; `/` for fractions (1/6).
      text.unicodeScalars.append(c)
      offset += 1
    }
    return text
  }

  mutating func skip(newlines: Bool, separators: String = "") {
    while let c = peek,
      c == " " || c == "\t" || c == "\r" || (newlines && c == "\n") || separators.unicodeScalars.contains(c)
    {
      offset += 1
    }
  }
}

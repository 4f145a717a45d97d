/// One token of Swift or Objective-C source, with its line (1-based).
struct CodeToken: Hashable {
  enum Kind: Hashable {
    /// A name, including `#keyPath`-style directives and `__bridge`.
    case identifier
    /// A number literal; `number` holds its value (suffixes `f`, `F`, `L` dropped).
    case number
    /// A string literal's contents (`"…"` or `@"…"`), escapes resolved.
    case string
    /// Punctuation and operators: `(`, `.`, `+=`, `->`, `@`, …
    case symbol
  }
  var kind: Kind
  var text: String
  var line: Int
  var number: Double = 0
  /// The 1-based column (in Unicode scalars) the token starts at.
  var column = 1
  /// True when a line break separates this token from the previous one (Swift ends statements there).
  var startsLine = false
}

/// A comment that may carry a TimingLab marker (`// TimingLab: move = {…}`).
struct CodeComment: Hashable {
  var text: String
  var line: Int
}

/// Why source could not be read at all: the line and what is wrong.
public struct CodeSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var message: String
  public var description: String { "line \(line): \(message)" }
}

/// Splits source text into tokens and comments. Preprocessor lines (`#import`, `#define`) are
/// dropped; `/* */` and `//` comments are kept apart for markers.
struct CodeLexer {
  private let scalars: [Unicode.Scalar]
  /// The text's UTF-8 and where each scalar starts in it (one more entry at the end): a token's
  /// text is a slice of bytes, not scalars appended one by one (which took most of the time).
  private let utf8: [UInt8]
  private let offsets: [Int]
  private var index = 0
  private var line = 1
  private var sawNewline = true
  var tokens: [CodeToken] = []
  var comments: [CodeComment] = []
  /// `#define NAME value` lines: the name, the value's text and the line.
  var defines: [(name: String, value: String, line: Int)] = []
  /// `#define NAME(a, b) body` lines: function-like macros, by name.
  var macros: [String: FunctionMacro] = [:]
  /// `#if`… branches: tokens of branches not taken are left out.
  private var conditions = PreprocessorConditions()
  private var lineStart = 0
  private var tokenStart = 0

  /// `predefined`: macros the program's other files define (their `#if` switches hold here).
  init(_ text: String, predefined: [String: String] = [:]) {
    conditions.defined = predefined
    scalars = Array(text.unicodeScalars)
    utf8 = Array(text.utf8)
    var offsets: [Int] = []
    offsets.reserveCapacity(scalars.count + 1)
    var offset = 0
    for c in scalars {
      offsets.append(offset)
      offset += UTF8.width(c)
    }
    offsets.append(offset)
    self.offsets = offsets
  }

  /// The text of scalars `range`.
  private func text(_ range: Range<Int>) -> String {
    String(decoding: utf8[offsets[range.lowerBound]..<offsets[range.upperBound]], as: UTF8.self)
  }

  static func tokenize(_ text: String) throws(CodeSyntaxError) -> (tokens: [CodeToken], comments: [CodeComment]) {
    let lexer = try lexer(text)
    return (lexer.tokens, lexer.comments)
  }

  /// The lexer after reading all of `text` (tokens, comments and `#define`s).
  static func lexer(_ text: String, predefined: [String: String] = [:]) throws(CodeSyntaxError) -> CodeLexer {
    var lexer = CodeLexer(text, predefined: predefined)
    try lexer.run()
    return lexer
  }

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
    if c.isASCII { return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" || c == "$" }
    return c.properties.isAlphabetic
  }
  private static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
    isIdentifierStart(c) || ("0"..."9").contains(c)
  }

  private static let symbols3 = ["...", "..<", "===", "!=="].map { Array($0.unicodeScalars) }
  private static let symbols2 = [
    "->", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "??", "::", "++", "--", "<<", ">>", "?.",
  ].map { Array($0.unicodeScalars) }

  /// True when `symbol` is at the current index.
  private func looking(at symbol: [Unicode.Scalar]) -> Bool {
    guard index + symbol.count <= scalars.count else { return false }
    for k in symbol.indices where scalars[index + k] != symbol[k] { return false }
    return true
  }

  private mutating func append(_ kind: CodeToken.Kind, _ text: String, number: Double = 0) {
    guard conditions.isTaking else { return }
    tokens.append(
      CodeToken(
        kind: kind, text: text, line: line, number: number, column: tokenStart - lineStart + 1,
        startsLine: sawNewline))
    sawNewline = false
  }

  /// Tokens of a `#define`'s value.
  mutating func runForDefine() throws(CodeSyntaxError) { try run() }

  private mutating func run() throws(CodeSyntaxError) {
    while let c = peek() {
      tokenStart = index
      if c == "\n" {
        line += 1
        sawNewline = true
        index += 1
        lineStart = index
      } else if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" {
        index += 1
      } else if c == "/" && peek(1) == "/" {
        let start = index + 2
        while let d = peek(), d != "\n" { index += 1 }
        comments.append(CodeComment(text: text(start..<index), line: line))
      } else if c == "/" && peek(1) == "*" {
        let startLine = line
        index += 2
        var depth = 1
        while depth > 0 {
          guard let d = peek() else { throw CodeSyntaxError(line: startLine, message: "a /* comment is never closed") }
          if d == "\n" { line += 1 }
          if d == "*" && peek(1) == "/" {
            depth -= 1
            index += 2
          } else if d == "/" && peek(1) == "*" {
            depth += 1
            index += 2
          } else {
            index += 1
          }
        }
      } else if c == "#" && sawNewline && peek(directiveGap()).map({ Self.isIdentifierStart($0) }) == true {
        // A preprocessor line (Objective-C; `# pragma mark` may have spaces after the `#`) or a
        // Swift compiler directive: dropped, with continuations.
        if directiveGap() == 1, lookingAtSwiftDirective() {
          index += 1
          identifier(prefix: "#")
          continue
        }
        let start = index
        let startLine = line
        while let d = peek(), d != "\n" {
          if d == "\\" && peek(1) == "\n" {
            index += 1
            line += 1
          }
          index += 1
        }
        let raw = text(start..<index)
        let directive = "#" + raw.dropFirst().drop { $0 == " " || $0 == "\t" }
        if !conditions.read(directive), conditions.isTaking { recordDefine(directive, line: startLine) }
      } else if c == "#" && peek(1).map({ Self.isIdentifierStart($0) }) == true {
        index += 1
        identifier(prefix: "#")
      } else if c == "\"" || (c == "@" && peek(1) == "\"") {
        if c == "@" { index += 1 }
        try string()
      } else if ("0"..."9").contains(c) || (c == "." && peek(1).map { ("0"..."9").contains($0) } == true) {
        number()
      } else if Self.isIdentifierStart(c) {
        identifier(prefix: "")
      } else {
        if Self.symbols3.contains(where: looking(at:)) {
          append(.symbol, text(index..<index + 3))
          index += 3
        } else if Self.symbols2.contains(where: looking(at:)) {
          append(.symbol, text(index..<index + 2))
          index += 2
        } else {
          append(.symbol, String(c))
          index += 1
        }
      }
    }
  }

  /// Keeps `#define NAME value` for the interpreter, and `#define NAME(params) body` as a
  /// function-like macro (its body's tokens) for expansion before reading.
  private mutating func recordDefine(_ text: String, line: Int) {
    let words0 = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
    if words0.count > 1, words0[0] == "#define" {
      let name = String(words0[1])
      conditions.defined[name] = PreprocessorConditions.definitions(in: text)[name] ?? ""
    }
    if let macro = FunctionMacro(definition: text) {
      macros[macro.name] = macro
      return
    }
    let words = text.split(
      maxSplits: 2, omittingEmptySubsequences: true,
      whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\\" || $0 == "\n" })
    guard words.count == 3, words[0] == "#define", !words[1].contains("(") else { return }
    defines.append((String(words[1]), String(words[2]), line))
  }

  /// Swift's `#keyPath(…)`, `#selector(…)`, `#if`… are tokens, not preprocessor lines.
  /// How far past a `#` at the start of a line its directive's name begins (1, or more when
  /// spaces or tabs follow the `#`).
  private func directiveGap() -> Int {
    var k = 1
    while let d = peek(k), d == " " || d == "\t" { k += 1 }
    return k
  }

  private func lookingAtSwiftDirective() -> Bool {
    var end = index + 1
    while end < scalars.count, Self.isIdentifierPart(scalars[end]) { end += 1 }
    let word = text(index + 1..<end)
    return ["keyPath", "selector", "colorLiteral", "available", "file", "line", "function"].contains(word)
  }

  private mutating func identifier(prefix: String) {
    let start = index
    while let c = peek(), Self.isIdentifierPart(c) { index += 1 }
    append(.identifier, prefix + text(start..<index))
  }

  private mutating func number() {
    let start = index
    var text = ""
    if peek() == "0", let x = peek(1), x == "x" || x == "X" {
      index += 2
      while let c = peek(), c.properties.isASCIIHexDigit || c == "_" { index += 1 }
      text = self.text(start + 2..<index).filter { $0 != "_" }
      append(.number, "0x" + text, number: Double(UInt64(text, radix: 16) ?? 0))
      while let c = peek(), c == "u" || c == "U" || c == "l" || c == "L" { index += 1 }
      return
    }
    while let c = peek(),
      ("0"..."9").contains(c) || c == "." || c == "_" || c == "e" || c == "E"
        || ((c == "+" || c == "-") && (scalars[index - 1] == "e" || scalars[index - 1] == "E"))
    {
      // `1...3` is a range, `a.b` after a number is a member: stop before a second dot. A dot
      // that ends the number (Objective-C's `2.`, before `;`, `)` or an operator) belongs to it.
      if c == ".", let next = peek(1), !("0"..."9").contains(next) {
        if next != ".", !Self.isIdentifierStart(next), !self.text(start..<index).contains(".") { index += 1 }
        break
      }
      index += 1
    }
    text = self.text(start..<index).filter { $0 != "_" }
    // Objective-C's `1.f`: the dot belongs to the number.
    if peek() == ".", let f = peek(1), f == "f" || f == "F", !(peek(2).map(Self.isIdentifierPart) ?? false) {
      index += 1
    }
    while let c = peek(), c == "f" || c == "F" || c == "l" || c == "L" || c == "u" || c == "U" { index += 1 }
    append(.number, text, number: Double(text) ?? .nan)
  }

  private mutating func string() throws(CodeSyntaxError) {
    let startLine = line
    index += 1
    var value = ""
    while true {
      guard let c = peek(), c != "\n" else {
        throw CodeSyntaxError(line: startLine, message: "a string literal is never closed")
      }
      index += 1
      if c == "\"" { break }
      if c == "\\", let next = peek() {
        index += 1
        switch next {
        case "n": value += "\n"
        case "t": value += "\t"
        case "\"": value += "\""
        case "\\": value += "\\"
        default: value.unicodeScalars.append(next)
        }
      } else {
        value.unicodeScalars.append(c)
      }
    }
    append(.string, value)
  }
}

/// An Objective-C function-like macro (`#define DEGREES(x) ((x) * M_PI / 180)`, or one that
/// writes methods: `#define LAYER_ACCESSOR(name, type) - (type)name { return [__layer name]; }`):
/// its parameters and body tokens, and the expansion of its uses in a file's tokens before the
/// file is read. A body that pastes or quotes tokens (`##`, `#x`) is not expanded.
struct FunctionMacro {
  var name: String
  var parameters: [String]
  var body: [CodeToken]

  /// The macro a `#define …` line (continuations joined) defines, or nil for another line or an
  /// object-like macro.
  init?(definition text: String) {
    // A backslash ending a line continues the definition: it and the line break are a space.
    var joined = ""
    var pendingBackslash = false
    for c in text {
      if pendingBackslash {
        pendingBackslash = false
        if c == "\n" || c == "\r" || c == "\r\n" {
          joined.append(" ")
          continue
        }
        joined.append("\\")
      }
      if c == "\\" { pendingBackslash = true } else { joined.append(c == "\n" || c == "\r" ? " " : c) }
    }
    guard joined.hasPrefix("#define") else { return nil }
    var rest = joined.dropFirst("#define".count).drop { $0 == " " || $0 == "\t" }
    let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard !name.isEmpty else { return nil }
    rest = rest.dropFirst(name.count)
    guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
    let parameters = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map {
      String($0.filter { $0 != " " && $0 != "\t" })
    }
    guard parameters.allSatisfy({ !$0.isEmpty && $0 != "..." }) || parameters.isEmpty else { return nil }
    let bodyText = String(rest[rest.index(after: close)...])
    guard !bodyText.contains("#") else { return nil }
    var lexer = CodeLexer(bodyText)
    guard (try? lexer.runForDefine()) != nil else { return nil }
    self.name = name
    self.parameters = parameters
    body = lexer.tokens
  }

  /// Expansions nested deeper than this stop (a macro using itself, a chain too long).
  static let maximumDepth = 32

  /// `tokens` with every use of a macro in `macros` replaced by its body, arguments put in place
  /// of the parameters; the tokens made take the use's line and column.
  static func expand(
    _ tokens: [CodeToken], _ macros: [String: FunctionMacro], depth: Int = 0, active: Set<String> = []
  )
    -> [CodeToken]
  {
    guard !macros.isEmpty, depth < maximumDepth else { return tokens }
    var out: [CodeToken] = []
    out.reserveCapacity(tokens.count)
    var i = 0
    while i < tokens.count {
      let token = tokens[i]
      guard token.kind == .identifier, let macro = macros[token.text], !active.contains(token.text),
        i + 1 < tokens.count, tokens[i + 1].kind == .symbol, tokens[i + 1].text == "(",
        let (arguments, end) = Self.arguments(tokens, from: i + 1),
        arguments.count == macro.parameters.count || (macro.parameters.isEmpty && arguments == [[]])
      else {
        out.append(token)
        i += 1
        continue
      }
      var made: [CodeToken] = []
      for piece in macro.body {
        if piece.kind == .identifier, let p = macro.parameters.firstIndex(of: piece.text) {
          made += arguments[p]
        } else {
          made.append(piece)
        }
      }
      for k in made.indices {
        made[k].line = token.line
        made[k].column = token.column
        made[k].startsLine = k == 0 ? token.startsLine : false
      }
      out += expand(made, macros, depth: depth + 1, active: active.union([macro.name]))
      i = end + 1
    }
    return out
  }

  /// The arguments of a use whose `(` is at `open`, split at commas outside brackets, and the
  /// index of its `)`; nil when it does not close.
  static func arguments(_ tokens: [CodeToken], from open: Int) -> ([[CodeToken]], Int)? {
    var arguments: [[CodeToken]] = [[]]
    var depth = 0
    var i = open + 1
    while i < tokens.count {
      let t = tokens[i]
      if t.kind == .symbol {
        if ["(", "[", "{"].contains(t.text) { depth += 1 }
        if [")", "]", "}"].contains(t.text) {
          if depth == 0 {
            guard t.text == ")" else { return nil }
            return (arguments, i)
          }
          depth -= 1
        }
        if t.text == ",", depth == 0 {
          arguments.append([])
          i += 1
          continue
        }
      }
      arguments[arguments.count - 1].append(t)
      i += 1
    }
    return nil
  }
}

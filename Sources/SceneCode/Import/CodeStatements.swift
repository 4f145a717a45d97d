/// One statement of source: its tokens, the line it starts on, and whether a `{` ended it (a
/// function, type or control-flow header whose body follows).
struct CodeStatementTokens: Hashable {
  var tokens: [CodeToken]
  var line: Int
  var opensBlock: Bool

  /// The statement as written, shortened for messages.
  var text: String {
    var out = ""
    var previous: CodeToken?
    for token in tokens {
      if let previous, needsSpace(previous, token) { out += " " }
      out += token.kind == .string ? "\"\(token.text)\"" : token.text
      previous = token
    }
    return out.count > 70 ? String(out.prefix(67)) + "…" : out
  }

  private func needsSpace(_ a: CodeToken, _ b: CodeToken) -> Bool {
    if b.kind == .symbol && [",", ")", "]", ";", ":", "(", "?", "!"].contains(b.text) { return false }
    if b.kind == .symbol && b.text == "." { return a.kind != .symbol || [")", "]"].contains(a.text) ? false : true }
    if a.kind == .symbol && [".", "(", "[", "@", "!", "^"].contains(a.text) { return false }
    return true
  }
}

/// Splits tokens into statements: `;`, braces, and (in Swift) line ends where the statement is
/// complete. Brackets and braces inside an expression (closures, blocks) stay in their statement.
enum CodeStatementSplitter {
  static func split(_ tokens: [CodeToken], objectiveC: Bool) throws(CodeSyntaxError) -> [CodeStatementTokens] {
    var statements: [CodeStatementTokens] = []
    var current: [CodeToken] = []
    var depth = 0
    var open: [CodeToken] = []
    func flush(opensBlock: Bool) {
      if !current.isEmpty {
        statements.append(CodeStatementTokens(tokens: current, line: current[0].line, opensBlock: opensBlock))
      }
      current = []
    }
    for (i, token) in tokens.enumerated() {
      let symbol = token.kind == .symbol ? token.text : nil
      if depth == 0 {
        if symbol == ";" {
          flush(opensBlock: false)
          continue
        }
        if symbol == "{" && !(current.last.map(isValueStart) ?? false) {
          flush(opensBlock: true)
          open.append(token)
          continue
        }
        if symbol == "}" {
          flush(opensBlock: false)
          guard !open.isEmpty else { throw CodeSyntaxError(line: token.line, message: "} has no matching {") }
          open.removeLast()
          continue
        }
        if !objectiveC && token.startsLine && !current.isEmpty && isComplete(current, next: token) {
          flush(opensBlock: false)
        }
      }
      if let symbol, ["(", "[", "{"].contains(symbol) {
        depth += 1
        open.append(token)
      } else if let symbol, [")", "]", "}"].contains(symbol) {
        guard let opener = open.last, depth > 0 else {
          throw CodeSyntaxError(line: token.line, message: "\(symbol) has no matching opening bracket")
        }
        let expected = [")": "(", "]": "[", "}": "{"][symbol]!
        guard opener.text == expected else {
          throw CodeSyntaxError(
            line: token.line, message: "\(symbol) closes the \(opener.text) opened on line \(opener.line)")
        }
        open.removeLast()
        depth -= 1
      }
      current.append(token)
      _ = i
    }
    if let unclosed = open.last {
      throw CodeSyntaxError(line: unclosed.line, message: "\(unclosed.text) is never closed")
    }
    flush(opensBlock: false)
    return statements
  }

  /// A `{` right after `=`, `^` or `(` starts a closure or block value, not a body.
  private static func isValueStart(_ token: CodeToken) -> Bool {
    token.kind == .symbol && ["=", "^", "(", ",", ":", "in"].contains(token.text)
  }

  /// Swift: a line break ends the statement unless the line ends in an operator or the next one
  /// starts with a member access or a binary operator.
  private static func isComplete(_ tokens: [CodeToken], next: CodeToken) -> Bool {
    if let last = tokens.last, last.kind == .symbol,
      [".", ",", "=", "(", "[", "+", "-", "*", "/", ":", "->", "&&", "||", "+=", "-=", "*=", "/=", "??", "@"]
        .contains(last.text)
    {
      return false
    }
    if next.kind == .symbol && [".", "?.", "+", "*", "/", "&&", "||", "??", ")", "]"].contains(next.text) {
      return false
    }
    if next.kind == .identifier && (next.text == "as" || next.text == "is") { return false }
    return true
  }
}

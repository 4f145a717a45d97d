import MediaTiming
import Scenes

/// Runs set-up code statement by statement in a model of Core Animation's objects, with "now" at
/// scene time 0, and writes what it built as a scene file.
struct CodeInterpreter {
  let markers: CodeMarkers
  var variables: [String: RuntimeValue] = [:]
  var animations: [AnimationBuild] = []
  var layers: [LayerBuild] = []
  var paths: [PathBuild] = []
  /// Layers the code names without creating them (`self.myLayer`, `view.layer`), by name.
  var implicitLayers: [String: Int] = [:]
  /// What `[self loadingAnimation]` returns: the value of the function's `return`.
  var functionReturns: [String: RuntimeValue] = [:]
  var currentFunction: String?
  /// `CATransaction`'s animation duration for each open transaction (nil: not set).
  var transactions: [Double?] = []
  /// What was left out or assumed, at its line.
  var notes: [Diagnostic] = []
  var line = 0
  /// True once the statement being run has read `CACurrentMediaTime()`: a begin time computed
  /// from it is a time, even when it comes out as 0 here (where now is 0).
  var readsNow = false

  init(markers: CodeMarkers) { self.markers = markers }

  mutating func note(_ text: String) { notes.append(Diagnostic(.note, at: TextLocation(line: line), text)) }

  /// Says `statement` is left out and why (once: its first reason is the one that matters).
  mutating func ignored(_ statement: CodeStatementTokens, _ why: String) {
    let location = TextLocation(line: statement.line)
    if let last = notes.last, last.location == location, last.message.hasPrefix(statement.text + " ignored") {
      return
    }
    notes.append(
      Diagnostic(.note, at: TextLocation(line: statement.line), "\(statement.text) ignored (\(why))"))
  }

  static let modifiers: Set<String> = [
    "@objc", "override", "private", "fileprivate", "public", "internal", "open", "static", "final", "lazy", "weak",
    "unowned", "__block", "const", "__weak", "__strong", "nonisolated", "mutating", "@IBAction", "@MainActor",
    "@discardableResult",
  ]
  static let silentStarts: Set<String> = [
    "import", "@import", "@interface", "@implementation", "@end", "@property", "@synthesize", "typealias",
    "@protocol", "@class", "break", "continue", "fallthrough",
  ]
  static let typeHeaders: Set<String> = [
    "class", "struct", "extension", "enum", "protocol", "actor", "init", "deinit", "do", "else", "@implementation",
    "@interface", "get", "set", "willSet", "didSet",
  ]

  mutating func run(_ statement: CodeStatementTokens) {
    line = statement.line
    readsNow = false
    var tokens = statement.tokens
    // `@objc`, `@IBAction` arrive as `@` + name.
    while let first = tokens.first {
      if first.kind == .symbol && first.text == "@", tokens.count > 1,
        Self.modifiers.contains("@" + tokens[1].text) || ["objc", "IBAction", "MainActor"].contains(tokens[1].text)
      {
        tokens.removeFirst(2)
        if tokens.first?.text == "(" { tokens.removeFirst(min(3, tokens.count)) }
      } else if first.kind == .identifier && Self.modifiers.contains(first.text) {
        tokens.removeFirst()
      } else {
        break
      }
    }
    guard let first = tokens.first else { return }
    let firstWord = first.kind == .symbol && first.text == "@" && tokens.count > 1 ? "@" + tokens[1].text : first.text
    if statement.opensBlock { return header(tokens, firstWord: firstWord, statement: statement) }
    if Self.silentStarts.contains(firstWord) { return }
    if firstWord == "return" {
      if let function = currentFunction, tokens.count > 1 {
        functionReturns[function] = evaluate(tokens: Array(tokens.dropFirst()), statement)
      }
      return
    }
    if firstWord == "let" || firstWord == "var" { return swiftDeclaration(tokens, statement) }
    if let split = objcDeclaration(tokens) { return declare(split.name, tokens: split.value, statement) }
    if let (index, op) = assignmentOperator(tokens) {
      return assignment(Array(tokens[..<index]), op: op, value: Array(tokens[(index + 1)...]), statement)
    }
    var parser = CodeExpressionParser(tokens)
    let expression: CodeExpression
    do {
      expression = try parser.expression()
    } catch {
      return ignored(statement, error.tooDeep ? error.message : "not understood")
    }
    guard parser.atEnd else { return ignored(statement, "not understood") }
    perform(expression, statement)
  }

  /// A line that opens a block: a function (remembered for `return`), a type, or control flow
  /// (whose body is read as if it runs once).
  mutating func header(_ tokens: [CodeToken], firstWord: String, statement: CodeStatementTokens) {
    if firstWord == "func", tokens.count > 1 {
      currentFunction = tokens[1].text
    } else if (firstWord == "-" || firstWord == "+"), let close = tokens.firstIndex(where: { $0.text == ")" }),
      close + 1 < tokens.count
    {
      currentFunction = tokens[close + 1].text
    } else if tokens.count > 2, tokens[0].kind == .identifier, tokens[1].kind == .identifier || tokens[1].text == "*",
      let paren = tokens.firstIndex(where: { $0.text == "(" }), tokens[paren - 1].kind == .identifier,
      !["if", "for", "while", "switch"].contains(firstWord)
    {
      currentFunction = tokens[paren - 1].text  // A C function: `void AddFade(CALayer *layer)`.
    } else if Self.typeHeaders.contains(firstWord) || firstWord.hasPrefix("@") {
      return
    } else if ["if", "for", "while", "guard", "switch", "repeat", "else", "catch"].contains(firstWord) {
      ignored(statement, "control flow; the statements inside are read as if they run once")
    } else if firstWord == "CATransaction" || tokens.contains(where: { $0.text == "animate" }) {
      ignored(statement, "a closure's statements are read as plain set-up code")
    } else if !(tokens.count == 1 && tokens[0].kind == .identifier) {
      ignored(statement, "the statements inside its braces are read as plain set-up code")
    }
  }

  mutating func swiftDeclaration(_ tokens: [CodeToken], _ statement: CodeStatementTokens) {
    guard tokens.count >= 2, tokens[1].kind == .identifier else { return ignored(statement, "not understood") }
    let name = tokens[1].text
    guard let equals = tokens.firstIndex(where: { $0.kind == .symbol && $0.text == "=" }) else {
      return  // A declaration without a value: nothing to run.
    }
    declare(name, tokens: Array(tokens[(equals + 1)...]), statement)
  }

  /// `CABasicAnimation *a = …`, `CFTimeInterval t = …`: the name and the value's tokens.
  func objcDeclaration(_ tokens: [CodeToken]) -> (name: String, value: [CodeToken])? {
    guard let equals = tokens.firstIndex(where: { $0.kind == .symbol && $0.text == "=" }), equals >= 2,
      tokens[equals - 1].kind == .identifier, tokens[0].kind == .identifier
    else { return nil }
    var depth = 0
    for token in tokens[..<(equals - 1)] {
      if token.text == "<" { depth += 1 } else if token.text == ">" { depth -= 1 }
      guard token.kind == .identifier || token.text == "*" || depth > 0 || token.text == ">" else { return nil }
    }
    return (tokens[equals - 1].text, Array(tokens[(equals + 1)...]))
  }

  mutating func declare(_ name: String, tokens: [CodeToken], _ statement: CodeStatementTokens) {
    let value = evaluate(tokens: tokens, statement)
    if case .animation(let i) = value, animations[i].variable == nil { animations[i].variable = name }
    if case .layer(let i) = value, layers[i].id.isEmpty { layers[i].id = markerID(name) ?? name }
    if case .unknown(let why) = value, !why.isEmpty {
      // Keeping the name lets later statements say what they could not use.
      variables[Self.normalize(name)] = .unknown(why)
      return
    }
    variables[Self.normalize(name)] = value
  }

  /// The top-level `=`, `+=`, `-=`, `*=`, `/=` of a statement.
  func assignmentOperator(_ tokens: [CodeToken]) -> (Int, String)? {
    var depth = 0
    for (i, token) in tokens.enumerated() where token.kind == .symbol {
      switch token.text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "=", "+=", "-=", "*=",
        "/=" where depth == 0:
        return (i, token.text)
      default: break
      }
    }
    return nil
  }

  /// `self.myLayer`, `_myLayer` and `myLayer` are one name.
  static func normalize(_ name: String) -> String {
    var n = name
    if n.hasPrefix("self.") { n.removeFirst(5) }
    while n.hasPrefix("_") { n.removeFirst() }
    return n
  }

  func markerID(_ variable: String) -> String? {
    guard let members = markers.byName[variable] else { return nil }
    if case .string(let id)? = members.last(where: { $0.key == "id" })?.value { return id }
    return nil
  }

  mutating func evaluate(tokens: [CodeToken], _ statement: CodeStatementTokens) -> RuntimeValue {
    var parser = CodeExpressionParser(tokens)
    let expression: CodeExpression
    do {
      expression = try parser.expression()
    } catch {
      // Too deep is said at once: nothing later could say why the value is unknown.
      if error.tooDeep { ignored(statement, error.message) }
      return .unknown("not understood")
    }
    guard parser.atEnd else { return .unknown("not understood") }
    return evaluate(expression)
  }
}

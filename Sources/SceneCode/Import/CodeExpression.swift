/// An expression of either language, as far as set-up code needs: literals, names, member
/// access, calls with labels, Objective-C messages, arrays, boxing, casts and arithmetic.
indirect enum CodeExpression: Hashable {
  case number(Double)
  case string(String)
  case name(String)
  /// `base.member`; `base` nil for Swift's implicit member (`.forwards`).
  case member(CodeExpression?, String)
  /// `function(label: value, value)`.
  case call(CodeExpression, [Argument])
  /// `[receiver selector:argument …]`; a unary message has one part with no argument.
  case message(CodeExpression, [(String, CodeExpression?)])
  /// `[a, b]` or `@[a, b]`.
  case array([CodeExpression])
  /// `[k: v, …]` or `@{k: v, …}`: keys and values in the order written.
  case dictionary([CodeExpression], [CodeExpression])
  /// `@(x)`, `@0.5`: an object holding a number.
  case box(CodeExpression)
  case unary(String, CodeExpression)
  case binary(String, CodeExpression, CodeExpression)
  /// `c ? a : b`.
  case ternary(CodeExpression, CodeExpression, CodeExpression)
  /// `base[index]`.
  case subscripted(CodeExpression, [Argument])
  /// `"dot\(i)"`: literal parts and values, joined.
  case interpolation([CodeExpression])
  /// `(a, b)`, `(x: 1, y: 2)`.
  case tuple([Argument])
  /// `{ i, dot in … }`, `^(CALayer *l) { … }`.
  case closure(CodeClosure)
  /// Something the reader skipped (a selector, a macro), with what it was.
  case opaque(String)

  struct Argument: Hashable {
    var label: String?
    var value: CodeExpression
  }

  static func == (a: CodeExpression, b: CodeExpression) -> Bool { a.text == b.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// The expression written back in a compact form (for messages).
  var text: String {
    switch self {
    case .number(let x): return x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
    case .string(let s): return "\"\(s)\""
    case .name(let n): return n
    case .member(let base, let m): return (base?.text ?? "") + "." + m
    case .call(let f, let args):
      return f.text + "(" + args.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.text }.joined(separator: ", ")
        + ")"
    case .message(let r, let parts):
      let body = parts.map { part in part.1.map { "\(part.0):\($0.text)" } ?? part.0 }.joined(separator: " ")
      return "[\(r.text) \(body)]"
    case .array(let items): return "[" + items.map(\.text).joined(separator: ", ") + "]"
    case .dictionary(let keys, let values):
      if keys.isEmpty { return "[:]" }
      return "[" + zip(keys, values).map { $0.text + ": " + $1.text }.joined(separator: ", ") + "]"
    case .box(let e): return "@(\(e.text))"
    case .unary("from...", let e): return e.text + "..."
    case .unary(let op, let e): return op + e.text
    case .binary(let op, let a, let b): return "\(a.text) \(op) \(b.text)"
    case .ternary(let c, let a, let b): return "\(c.text) ? \(a.text) : \(b.text)"
    case .subscripted(let base, let args): return base.text + "[" + args.map(\.value.text).joined(separator: ", ") + "]"
    case .interpolation(let parts):
      return "\"" + parts.map { if case .string(let s) = $0 { s } else { "\\(" + $0.text + ")" } }.joined() + "\""
    case .tuple(let items):
      return "(" + items.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.text }.joined(separator: ", ") + ")"
    case .closure: return "{ … }"
    case .opaque(let what): return what
    }
  }

  /// `self.view.layer` → ["self", "view", "layer"]; nil unless a chain of names.
  var nameChain: [String]? {
    switch self {
    case .name(let n): return [n]
    case .member(let base?, let m): return base.nameChain.map { $0 + [m] }
    case .message(let receiver, let parts) where parts.count == 1 && parts[0].1 == nil:
      return receiver.nameChain.map { $0 + [parts[0].0] }
    case .call(let f, let args) where args.isEmpty: return f.nameChain
    default: return nil
    }
  }
}

/// A recursive-descent (precedence-climbing) parser over one statement's tokens.
/// Expressions nest (brackets, calls, messages, prefix operators) and chain (`a + b + …`,
/// `a.b.…`) at most `maximumDepth` levels: the tree it builds is walked recursively, and real
/// set-up code nests a handful. Deeper is an error of that statement alone.
struct CodeExpressionParser {
  static let maximumDepth = 200
  let tokens: [CodeToken]
  var index: Int
  /// The depth of the expression being read: levels of nesting plus links of chains above it.
  var depth = 0
  /// The file, for the sites of blocks' statements.
  var file: String?
  /// Levels of blocks around this expression (a block's body is read one deeper).
  var blockDepth = 0

  init(_ tokens: [CodeToken], at index: Int = 0) {
    self.tokens = tokens
    self.index = index
  }

  var atEnd: Bool { index >= tokens.count }
  var current: CodeToken? { index < tokens.count ? tokens[index] : nil }
  func isSymbol(_ text: String, at offset: Int = 0) -> Bool {
    let i = index + offset
    return i < tokens.count && tokens[i].kind == .symbol && tokens[i].text == text
  }

  struct Failure: Error {
    var message: String
    /// True when the expression nests or chains past `maximumDepth`.
    var tooDeep = false
  }

  mutating func expect(_ symbol: String) throws(Failure) {
    guard isSymbol(symbol) else { throw Failure(message: "expected \(symbol) near \(current?.text ?? "the end")") }
    index += 1
  }

  /// (C's shifts bind between comparisons and sums: `1 << 2 + 1` is `1 << 3`.)
  static let precedence: [String: Int] = [
    "??": 1, "||": 2, "&&": 3, "==": 4, "!=": 4, "<": 4, ">": 4, "<=": 4, ">=": 4, "<<": 5, ">>": 5, "+": 6, "-": 6,
    "|": 6, "^": 6, "*": 7, "/": 7, "%": 7, "&": 7,
  ]

  /// Goes `levels` deeper, or fails when that passes `maximumDepth`.
  mutating func deepen(_ levels: Int = 1) throws(Failure) {
    depth += levels
    guard depth <= Self.maximumDepth else {
      throw Failure(
        message: "an expression nested or chained more than \(Self.maximumDepth) levels deep", tooDeep: true)
    }
  }

  mutating func expression(minimum: Int = 0) throws(Failure) -> CodeExpression {
    let entry = depth
    defer { depth = entry }
    try deepen()  // a ternary's branches recurse here without passing through `unary`
    var left = try unary()
    while let token = current {
      if token.kind == .identifier && (token.text == "as" || token.text == "is") {
        // `x as NSNumber`, `x as! CGColor`: the value is what matters.
        index += 1
        if isSymbol("!") || isSymbol("?") { index += 1 }
        _ = try typeName()
        continue
      }
      // `a ?: b` (GNU C's, common in Objective-C): a unless it is false, zero or nil.
      if token.kind == .symbol && token.text == "?" && isSymbol(":", at: 1) {
        index += 2
        left = .binary("?:", left, try expression(minimum: minimum))
        continue
      }
      if token.kind == .symbol && token.text == "?" && !isSymbol(".", at: 1) && minimum == 0 {
        index += 1
        let yes = try expression()
        try expect(":")
        let no = try expression()
        left = .ternary(left, yes, no)
        continue
      }
      // C's assignment as an expression, inside parentheses or an argument (`if ((t /= d) == 1)`,
      // Penner's easing equations): right-associative, its value the one assigned.
      if token.kind == .symbol, minimum == 0, ["=", "+=", "-=", "*=", "/="].contains(token.text) {
        index += 1
        left = .binary(token.text, left, try expression())
        continue
      }
      guard token.kind == .symbol, let p = Self.precedence[token.text], p > minimum else { break }
      // In Swift a new line ends the statement before a leading operator; the splitter decides.
      index += 1
      try deepen()
      let right = try expression(minimum: p)
      left = .binary(token.text, left, right)
    }
    return left
  }

  /// True when the current token is written right after the previous one, with no space between
  /// (a string or number's own length not being known, those are taken as spaced).
  var followsDirectly: Bool {
    guard index > 0, index < tokens.count else { return false }
    let previous = tokens[index - 1]
    let token = tokens[index]
    guard previous.line == token.line, previous.kind == .identifier || previous.kind == .symbol else { return false }
    return previous.column + previous.text.unicodeScalars.count == token.column
  }

  mutating func typeName() throws(Failure) -> String {
    guard let token = current, token.kind == .identifier else { throw Failure(message: "expected a type") }
    index += 1
    var name = token.text
    while isSymbol("."), index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
      name += "." + tokens[index + 1].text
      index += 2
    }
    if isSymbol("<") { try skipBalanced(open: "<", close: ">") }
    while isSymbol("*") || isSymbol("?") || isSymbol("!") { index += 1 }
    return name
  }

  mutating func unary() throws(Failure) -> CodeExpression {
    guard let token = current else { throw Failure(message: "an expression is missing") }
    let entry = depth
    defer { depth = entry }
    try deepen()
    if token.kind == .symbol && ["-", "+", "!", "~", "&", "*"].contains(token.text) {
      index += 1
      let operand = try unary()
      return token.text == "+" || token.text == "&" || token.text == "*" ? operand : .unary(token.text, operand)
    }
    if token.kind == .identifier && ["try", "await"].contains(token.text) {
      index += 1
      if isSymbol("?") || isSymbol("!") { index += 1 }
      return try unary()
    }
    return try postfix(try primary())
  }

  mutating func postfix(_ start: CodeExpression) throws(Failure) -> CodeExpression {
    var e = start
    let entry = depth
    defer { depth = entry }
    while let token = current, token.kind == .symbol {
      try deepen()
      if token.text == "." || token.text == "?." {
        index += 1
        guard let name = current, name.kind == .identifier || name.kind == .number else {
          throw Failure(message: "expected a member name after .")
        }
        index += 1
        e = .member(e, name.text)
      } else if token.text == "(" && !token.startsLine {
        e = .call(e, try arguments())
      } else if token.text == "!" || token.text == "?" {
        // (`x?.y`, `f?(1)`: an optional chain, written against what it follows; `image ? (a) : (b)`,
        // with a space before the `?`, is a conditional.)
        if token.text == "?" && (!(isSymbol(".", at: 1) || isSymbol("(", at: 1)) || !followsDirectly) { break }
        index += 1
      } else if token.text == "[" && !token.startsLine {
        index += 1
        let subscriptIndex = try expression()
        try expect("]")
        e = .subscripted(e, [.init(label: nil, value: subscriptIndex)])
      } else if token.text == "{" && !token.startsLine {
        // A trailing closure.
        try skipBalanced(open: "{", close: "}")
      } else {
        break
      }
    }
    return e
  }

  mutating func arguments() throws(Failure) -> [CodeExpression.Argument] {
    try expect("(")
    var arguments: [CodeExpression.Argument] = []
    while !isSymbol(")") {
      guard !atEnd else { throw Failure(message: "a ( is never closed") }
      var label: String?
      if let token = current, token.kind == .identifier, isSymbol(":", at: 1) {
        label = token.text
        index += 2
      }
      arguments.append(.init(label: label, value: try expression()))
      if isSymbol(",") { index += 1 } else if !isSymbol(")") { throw Failure(message: "expected , or ) in a call") }
    }
    index += 1
    return arguments
  }

  mutating func primary() throws(Failure) -> CodeExpression {
    guard let token = current else { throw Failure(message: "an expression is missing") }
    switch token.kind {
    case .number:
      index += 1
      // A whole number written as a floating one (`2.0`, `1.f`, `1e3`) is a `double`: kept so,
      // as C's arithmetic on it is not an integer's (`i / 2.0`).
      let isFloating = !token.text.hasPrefix("0x") && token.text.contains(where: { ".eE".contains($0) })
      if isFloating, token.number == token.number.rounded() {
        return .call(.name("Double"), [.init(label: nil, value: .number(token.number))])
      }
      return .number(token.number)
    case .string:
      index += 1
      var text = token.text
      // Adjacent literals concatenate in Objective-C.
      while let next = current, next.kind == .string {
        text += next.text
        index += 1
      }
      return .string(text)
    case .identifier:
      index += 1
      if token.text.hasPrefix("#") && isSymbol("(") {
        let arguments = try self.arguments()
        return .call(.name(token.text), arguments)
      }
      return .name(token.text)
    case .symbol:
      switch token.text {
      case ".":
        index += 1
        guard let name = current, name.kind == .identifier else { throw Failure(message: "expected a name after .") }
        index += 1
        return .member(nil, name.text)
      case "(":
        if let cast = try castPrefix() { return cast }
        if isSymbol("{", at: 1) { return try statementExpression() }
        index += 1
        let inner = try expression()
        if isSymbol(",") {
          try skipUntilClose()
          return .opaque("a tuple")
        }
        try expect(")")
        return inner
      case "[":
        return try bracket()
      case "@":
        index += 1
        // `@selector(pulse:)`: a method named, not called (kept so the name counts as used).
        if let word = current, word.kind == .identifier, word.text == "selector" || word.text == "protocol",
          isSymbol("(", at: 1)
        {
          index += 1
          let from = index + 1
          try skipBalanced(open: "(", close: ")")
          let name = tokens[from..<max(from, index - 1)].map(\.text).joined()
          return .opaque("@\(word.text)(\(name))")
        }
        if isSymbol("(") {
          index += 1
          let inner = try expression()
          try expect(")")
          return .box(inner)
        }
        if isSymbol("[") { return try bracket() }
        if isSymbol("{") { return try dictionaryLiteral() }
        return .box(try unary())
      case "^":
        return try block()
      case "{":
        // An initializer list without its type (`Params const p = { .duration = 1 };`): the
        // declaration's type makes it (a call of the empty name, read against that type).
        let start = index
        if let fields = try? initializerList() { return .call(.name(""), fields) }
        index = start
        try skipBalanced(open: "{", close: "}")
        return .opaque("a closure")
      default:
        throw Failure(message: "unexpected \(token.text)")
      }
    }
  }

  /// `^{ … }`, `^(CALayer *layer, NSUInteger i) { … }`, `^void(BOOL finished) { … }`,
  /// `^Animator *(CGFloat f) { … }`: a closure.
  mutating func block() throws(Failure) -> CodeExpression {
    let start = current!
    index += 1
    // A return type: `void`, `double`, `JHChainableAnimator *`.
    while let token = current, token.kind == .identifier || token.text == "*" { index += 1 }
    var parameters: [String] = []
    if isSymbol("(") {
      let open = index
      try skipBalanced(open: "(", close: ")")
      var last: String?
      for token in tokens[(open + 1)..<(index - 1)] {
        if token.kind == .identifier { last = token.text }
        if token.text == "," {
          parameters.append(last ?? "_")
          last = nil
        }
      }
      if let last, last != "void" { parameters.append(last) }
    }
    let open = index
    try skipBalanced(open: "{", close: "}")
    let body = ObjCProgramReader.statements(
      Array(tokens[(open + 1)..<(index - 1)]), file: file, depth: blockDepth + depth + 1)
    return .closure(
      CodeClosure(
        parameters: parameters, body: body,
        site: CodeSite(file: file, line: start.line, column: start.column, text: "^{ … }")))
  }

  /// GNU C's statement expression, `({ UIView *v = …; v.alpha = 0; v; })` (common in Objective-C
  /// set-up code): its statements run in a scope of their own, its value the last one's.
  mutating func statementExpression() throws(Failure) -> CodeExpression {
    guard let start = tokens[safe: index] else { throw Failure(message: "expected (") }
    index += 1
    let open = index
    try skipBalanced(open: "{", close: "}")
    var body = ObjCProgramReader.statements(
      Array(tokens[(open + 1)..<(index - 1)]), file: file, depth: blockDepth + depth + 1)
    if case .expression(let last, let site)? = body.last {
      body[body.count - 1] = .returnValue(last, site)
    }
    try expect(")")
    let closure = CodeClosure(
      parameters: [], body: body, site: CodeSite(file: file, line: start.line, column: start.column, text: "({ … })"))
    return .call(.closure(closure), [])
  }

  /// Objective-C's `(id)x`, `(CGFloat)0.5`, `(__bridge id)x`, `(NSNumber *)x`: the value.
  mutating func castPrefix() throws(Failure) -> CodeExpression? {
    var i = index + 1
    var names: [String] = []
    while i < tokens.count, tokens[i].kind == .identifier {
      names.append(tokens[i].text)
      i += 1
    }
    while i < tokens.count, tokens[i].kind == .symbol, tokens[i].text == "*" { i += 1 }
    guard !names.isEmpty, i < tokens.count, tokens[i].kind == .symbol, tokens[i].text == ")",
      i + 1 < tokens.count
    else { return nil }
    let next = tokens[i + 1]
    if names.count == 1, next.kind == .symbol, next.text == "{" {
      // A compound literal, `(CATransform3D){m11, …, m44}`, `(Params){ .duration = 1 }`: a call
      // of the type with its fields (labelled when designated, else in order).
      index = i + 1
      return .call(.name(names[0]), try initializerList())
    }
    let isType =
      [
        "id", "CGFloat", "float", "double", "int", "long", "NSInteger", "NSUInteger", "CFTimeInterval", "BOOL",
        "unsigned", "short", "NSTimeInterval", "Float", "Double",
      ]
      .contains(names.last!) || names.first!.hasPrefix("__") || tokens[i - 1].text == "*"
      || names.last!.hasSuffix("Ref") || names.last!.hasSuffix("_t")  // `(int64_t)`, `(uint32_t)`
    let startsValue =
      next.kind != .symbol || ["[", "(", "@", "-", "."].contains(next.text)
    guard isType && startsValue else { return nil }
    index = i + 1
    // `(int)2.7`, `(NSInteger)x`: a cast to an integer type drops the fraction, as C converts;
    // `(CGFloat)i`: a floating value (what C divides then keeps its fraction).
    let integer =
      ["int", "long", "NSInteger", "NSUInteger", "unsigned", "short"].contains(names.last!)
      || (names.last!.hasSuffix("_t") && names.last!.contains("int"))
    let floating = ["CGFloat", "float", "double", "CFTimeInterval", "NSTimeInterval", "Float", "Double"]
      .contains(names.last!)
    if tokens[i - 1].text != "*", integer || floating {
      let type = integer ? "Int" : names.last! == "float" ? "Float" : "Double"
      return .call(.name(type), [.init(label: nil, value: try unary())])
    }
    return try unary()
  }

  /// `{ .a = 1, .b = 2 }` or `{1, 2}`: a C initializer list's fields, labelled when designated.
  mutating func initializerList() throws(Failure) -> [CodeExpression.Argument] {
    try expect("{")
    var fields: [CodeExpression.Argument] = []
    while !isSymbol("}") {
      var label: String?
      if isSymbol("."), let name = tokens[safe: index + 1], name.kind == .identifier, isSymbol("=", at: 2) {
        label = name.text
        index += 3
      } else if isSymbol("."), let outer = tokens[safe: index + 1], outer.kind == .identifier, isSymbol(".", at: 2),
        let inner = tokens[safe: index + 3], inner.kind == .identifier, isSymbol("=", at: 4)
      {
        // `.origin.x = 1`: a field of a field (`(CGRect){ .origin.x = …, .size.width = … }`).
        label = outer.text + "." + inner.text
        index += 5
      }
      let value = isSymbol("{") ? .call(.name(""), try initializerList()) : try expression()
      fields.append(.init(label: label, value: value))
      if isSymbol(",") { index += 1 } else { break }
    }
    try expect("}")
    return fields
  }

  /// `[` starts an Objective-C message or an array literal.
  /// The name an assignment used as a value (`a = b` as a message's argument) is read as:
  /// called with the target and the value.
  static let assignmentValue = "$assignmentValue"

  mutating func bracket() throws(Failure) -> CodeExpression {
    try expect("[")
    if isSymbol("]") {
      index += 1
      return .array([])
    }
    let first = try expression()
    if let token = current, token.kind == .identifier {
      // A message: `[receiver name]` or `[receiver part:arg part:arg]`.
      var parts: [(String, CodeExpression?)] = []
      index += 1
      if !isSymbol(":") {
        try expect("]")
        return .message(first, [(token.text, nil)])
      }
      var name = token.text
      while true {
        try expect(":")
        var argument = try expression()
        // C's assignment as a value: `[self addSubview:_label = [UILabel new]]` sets, then passes.
        if isSymbol("=") {
          index += 1
          let value = try expression()
          argument = .call(
            .name(Self.assignmentValue), [.init(label: nil, value: argument), .init(label: nil, value: value)])
        }
        // Variadic `arrayWithObjects:a, b, nil`: the items, as an array, up to the nil.
        if isSymbol(",") {
          var items = [argument]
          while isSymbol(",") {
            index += 1
            items.append(try expression())
          }
          if case .name(let last)? = items.last, last == "nil" { items.removeLast() }
          argument = .array(items)
        }
        parts.append((name, argument))
        if isSymbol("]") { break }
        if let next = current, next.kind == .identifier, isSymbol(":", at: 1) {
          name = next.text
          index += 1
        } else if isSymbol(":") {
          name = ""
        } else {
          throw Failure(message: "expected ] to end a message")
        }
      }
      index += 1
      return .message(first, parts)
    }
    var items = [first]
    if isSymbol(":") {
      try skipUntilClose(close: "]")
      return .opaque("a dictionary")
    }
    while isSymbol(",") {
      index += 1
      if isSymbol("]") { break }
      items.append(try expression())
    }
    try expect("]")
    return .array(items)
  }

  /// `@{key: value, …}` (the `@` read): keys and values in the order written.
  mutating func dictionaryLiteral() throws(Failure) -> CodeExpression {
    try expect("{")
    var keys: [CodeExpression] = []
    var values: [CodeExpression] = []
    while !isSymbol("}") {
      keys.append(try expression())
      try expect(":")
      values.append(try expression())
      guard isSymbol(",") else { break }
      index += 1
    }
    try expect("}")
    return .dictionary(keys, values)
  }

  mutating func skipBalanced(open: String, close: String) throws(Failure) {
    try expect(open)
    var depth = 1
    while depth > 0 {
      guard let token = current else { throw Failure(message: "a \(open) is never closed") }
      if token.kind == .symbol && token.text == open { depth += 1 }
      if token.kind == .symbol && token.text == close { depth -= 1 }
      index += 1
    }
  }

  mutating func skipUntilClose(close: String = ")") throws(Failure) {
    var depth = 1
    while depth > 0 {
      guard let token = current else { throw Failure(message: "a bracket is never closed") }
      if token.kind == .symbol && ["(", "[", "{"].contains(token.text) { depth += 1 }
      if token.kind == .symbol && [")", "]", "}"].contains(token.text) { depth -= 1 }
      index += 1
    }
  }
}

/// Objective-C source (tokens from `CodeLexer`) → `CodeProgram`: `@interface`/`@implementation`
/// sections with their properties, ivars and methods (categories merged into their class), C
/// functions, file-level constants, `#define NAME value`, and C statements inside bodies. Blocks
/// (`^{ … }`) become closures through `CodeExpressionParser`.
struct ObjCProgramReader {
  let tokens: [CodeToken]
  let file: String?
  var index = 0
  /// The declarations after the first of `CGFloat w, h;` / `int a = 1, b = 2;`, read next.
  var pending: [SourceStatement] = []
  var program = CodeProgram()
  /// Levels of blocks and statements around the tokens being read (bounded: reading recurses).
  var depth = 0
  static let maximumNesting = 100

  /// Reads one file; `macros` are the function-like macros of every file given (a header's are
  /// used in its implementation), expanded before anything is read.
  static func read(_ lexed: CodeLexer, file: String? = nil, macros: [String: FunctionMacro] = [:]) -> CodeProgram {
    let all = lexed.macros.merging(macros) { own, _ in own }
    var reader = ObjCProgramReader(tokens: withoutAnnotations(FunctionMacro.expand(lexed.tokens, all)), file: file)
    for define in lexed.defines {
      var lexer = CodeLexer(define.value)
      guard (try? lexer.runForDefine()) != nil else { continue }
      var parser = CodeExpressionParser(lexer.tokens)
      parser.file = file
      if let value = try? parser.expression(), parser.atEnd { reader.program.defines[define.name] = value }
    }
    reader.topLevel()
    return reader.program
  }

  /// Macros that only annotate (Interface Builder, nullability, availability, ownership): they
  /// change nothing an animation does, so they are dropped before reading.
  static let annotations: Set<String> = [
    "IB_DESIGNABLE", "IBInspectable", "IBOutletCollection", "NS_ASSUME_NONNULL_BEGIN",
    "NS_ASSUME_NONNULL_END", "nullable", "nonnull", "_Nullable", "_Nonnull", "_Null_unspecified", "__nullable",
    "__nonnull", "null_unspecified", "null_resettable", "__kindof", "NS_DESIGNATED_INITIALIZER",
    "NS_REQUIRES_SUPER", "UI_APPEARANCE_SELECTOR", "NS_UNAVAILABLE", "__unused", "NS_NOESCAPE",
    "FOUNDATION_EXPORT", "UIKIT_EXTERN", "CA_EXTERN", "extern", "inline", "NS_INLINE", "CG_INLINE",
  ]
  /// Annotation macros with arguments (`API_AVAILABLE(ios(13.0))`), dropped with their arguments.
  static let annotationCalls: Set<String> = [
    "API_AVAILABLE", "API_UNAVAILABLE", "API_DEPRECATED", "NS_AVAILABLE", "NS_AVAILABLE_IOS", "NS_DEPRECATED",
    "NS_DEPRECATED_IOS", "NS_SWIFT_NAME", "NS_SWIFT_UNAVAILABLE", "__attribute__", "IBOutletCollection",
    "NS_ENUM_AVAILABLE_IOS", "NS_CLASS_AVAILABLE_IOS", "__deprecated_msg",
  ]

  /// `tokens` without annotation macros, and with `self->_ivar` read as the ivar and `a->b` as
  /// `a.b` (a struct's field through a pointer).
  static func withoutAnnotations(_ tokens: [CodeToken]) -> [CodeToken] {
    var out: [CodeToken] = []
    out.reserveCapacity(tokens.count)
    var i = 0
    while i < tokens.count {
      let token = tokens[i]
      if token.kind == .identifier, annotations.contains(token.text) {
        i += 1
      } else if token.kind == .identifier, annotationCalls.contains(token.text), i + 1 < tokens.count,
        tokens[i + 1].kind == .symbol, tokens[i + 1].text == "("
      {
        var depth = 0
        i += 1
        repeat {
          if tokens[i].kind == .symbol, tokens[i].text == "(" { depth += 1 }
          if tokens[i].kind == .symbol, tokens[i].text == ")" { depth -= 1 }
          i += 1
        } while depth > 0 && i < tokens.count
      } else if token.kind == .symbol, token.text == "->" {
        if out.last?.kind == .identifier, out.last?.text == "self" {
          out.removeLast()
        } else {
          var dot = token
          dot.text = "."
          out.append(dot)
        }
        i += 1
      } else {
        out.append(token)
        i += 1
      }
    }
    return out
  }

  /// The statements of a block's body (`tokens` are what is between its braces).
  static func statements(_ tokens: [CodeToken], file: String?, depth: Int = 0) -> [SourceStatement] {
    var reader = ObjCProgramReader(tokens: tokens, file: file)
    reader.depth = depth
    guard depth <= Self.maximumNesting else {
      let at = reader.site(0, min(tokens.count, 8))
      return [.unknown("blocks and statements nested more than \(Self.maximumNesting) levels deep", at)]
    }
    var out: [SourceStatement] = []
    while !reader.atEnd || !reader.pending.isEmpty { out.append(reader.statement()) }
    return out
  }

  var atEnd: Bool { index >= tokens.count }
  var current: CodeToken? { index < tokens.count ? tokens[index] : nil }
  func isSymbol(_ text: String, at offset: Int = 0) -> Bool {
    let i = index + offset
    return i < tokens.count && tokens[i].kind == .symbol && tokens[i].text == text
  }
  func isWord(_ text: String, at offset: Int = 0) -> Bool {
    let i = index + offset
    return i < tokens.count && tokens[i].kind == .identifier && tokens[i].text == text
  }
  /// `@end`, `@interface`: `@` then the word.
  func isDirective(_ word: String) -> Bool { isSymbol("@") && isWord(word, at: 1) }

  func site(_ start: Int, _ end: Int? = nil) -> CodeSite {
    let token = start < tokens.count ? tokens[start] : (tokens.last ?? CodeToken(kind: .symbol, text: "", line: 1))
    let stop = min(end ?? tokens.count, tokens.count)
    let text = CodeStatementText.of(Array(tokens[min(start, stop)..<stop].prefix(30)))
    return CodeSite(file: file, line: token.line, column: token.column, text: text)
  }

  /// The index just past the bracket that closes the one at `index` (or the end).
  func matching(_ start: Int) -> Int {
    var depth = 0
    var i = start
    while i < tokens.count {
      let t = tokens[i]
      if t.kind == .symbol {
        if ["(", "[", "{"].contains(t.text) { depth += 1 }
        if [")", "]", "}"].contains(t.text) {
          depth -= 1
          if depth == 0 { return i + 1 }
        }
      }
      i += 1
    }
    return tokens.count
  }

  /// The tokens between the bracket at `open` and the index `after` just past its closer (all
  /// that follows when it is never closed).
  func inside(_ open: Int, _ after: Int) -> Range<Int> {
    let closed = after <= tokens.count && after > open + 1 && [")", "]", "}"].contains(tokens[after - 1].text)
    let end = closed ? after - 1 : after
    return min(open + 1, end)..<max(open + 1, end)
  }

  /// The index of the next `;` at this nesting level (or of a `}` closing the level, or the end).
  func statementEnd(_ start: Int) -> Int {
    var i = start
    while i < tokens.count {
      let t = tokens[i]
      if t.kind == .symbol {
        if t.text == ";" { return i }
        if ["(", "[", "{"].contains(t.text) {
          i = matching(i)
          continue
        }
        if [")", "]", "}"].contains(t.text) { return i }
      }
      i += 1
    }
    return tokens.count
  }

  // MARK: File level

  mutating func topLevel() {
    while let token = current {
      if isDirective("interface") || isDirective("implementation") {
        section()
      } else if isDirective("protocol") {
        // `@protocol Delegate;` declares the name only; `@protocol Delegate <NSObject> … @end`
        // is a protocol's methods, which nothing runs.
        var i = index + 2
        while i < tokens.count, tokens[i].kind == .identifier || tokens[i].text == "," { i += 1 }
        if i < tokens.count, tokens[i].text == ";" {
          index = i + 1
        } else {
          skip(toDirective: "end")
        }
      } else if isDirective("class") {
        index = statementEnd(index) + 1  // `@class Header, Footer;`: names declared, nothing runs
      } else if isSymbol("@") {
        index += 2
      } else if token.kind == .symbol && token.text == ";" {
        index += 1
      } else if isWord("typedef") || isWord("extern") || isWord("struct") || isWord("enum") && isSymbol("{", at: 1) {
        let end = statementEnd(index)
        recordStruct(index, end)
        recordEnumerators(index, end)
        index = end + 1
      } else if let function = cFunction() {
        program.functions.append(function)
      } else if isCPrototype() {
        index = statementEnd(index) + 1  // `double f(double x);`: declared, defined elsewhere
      } else if token.kind == .symbol && (token.text == "-" || token.text == "+") && isSymbol("(", at: 1)
        && statementEnd(index) >= tokens.count - 1 || (token.text == "-" || token.text == "+") && looksLikeMethod()
      {
        // A method written without its @implementation (a snippet): a function found by selector.
        if let method = method() { program.functions.append(method) }
      } else if token.kind == .symbol && token.text == "{" {
        index = matching(index)
      } else {
        program.statements.append(statement())
        while !pending.isEmpty { program.statements.append(pending.removeFirst()) }
      }
    }
  }

  /// `- (type)name…{` at the start of a line.
  func looksLikeMethod() -> Bool {
    guard let token = current, token.startsLine, isSymbol("(", at: 1) else { return false }
    var i = matching(index + 1)
    while i < tokens.count, tokens[i].text != "{", tokens[i].text != ";" { i += 1 }
    return i < tokens.count && tokens[i].text == "{"
  }

  /// `typedef struct { … } Metrics;` and `struct Metrics { … };`: the name, so a local of that
  /// type is a value with fields (`Metrics m; m.radius = 4;`).
  mutating func recordStruct(_ start: Int, _ end: Int) {
    let slice = tokens[start..<min(end, tokens.count)]
    guard slice.contains(where: { $0.kind == .identifier && $0.text == "struct" }) else { return }
    if let structWord = slice.firstIndex(where: { $0.text == "struct" }), structWord + 1 < end,
      tokens[structWord + 1].kind == .identifier
    {
      program.structs.insert(tokens[structWord + 1].text)
    }
    var name: String?
    if let structWord = slice.firstIndex(where: { $0.text == "struct" }), structWord + 1 < end,
      tokens[structWord + 1].kind == .identifier
    {
      name = tokens[structWord + 1].text
    }
    if slice.first?.text == "typedef", let last = slice.last(where: { $0.kind == .identifier }) {
      program.structs.insert(last.text)
      name = last.text
    }
    // Its fields in order (`{ CGFloat radius; CGFloat gap, width; }`), for `Metrics m = {4, 2};`.
    guard let name, let open = slice.firstIndex(where: { $0.text == "{" }), open + 1 < end else { return }
    let close = matching(open)
    var fields: [SourceProperty] = []
    var declaration: [CodeToken] = []
    for token in tokens[(open + 1)..<min(close, tokens.count)] {
      guard token.text == ";" || token.text == "," else {
        declaration.append(token)
        continue
      }
      let words = declaration.filter { $0.kind == .identifier }
      if let field = words.last, token.text == "," || words.count >= 2 {
        let type = words.count >= 2 ? words[words.count - 2].text : fields.last?.type
        fields.append(SourceProperty(name: field.text, type: type, site: site(open, close)))
      }
      // (`CGFloat gap, width;`: the type carries over to the next name.)
      declaration =
        token.text == "," ? declaration.filter { $0.kind != .identifier || $0.text != words.last?.text } : []
    }
    if !fields.isEmpty, program.types[name]?.properties.isEmpty ?? true {
      program.withType(name) { $0.properties = fields }
    }
  }

  /// `typedef NS_ENUM(NSInteger, Style) { StyleA, StyleB = 4, StyleC = (1 << 3) };`,
  /// `NS_OPTIONS`, `typedef enum { … } Name;`, `enum Name { … };`: each enumerator a constant, its
  /// value the one written, else one more than the one before (C's rule, from 0).
  mutating func recordEnumerators(_ start: Int, _ end: Int) {
    let slice = start..<min(end, tokens.count)
    guard
      tokens[slice].contains(where: {
        $0.kind == .identifier && ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "enum"].contains($0.text)
      }),
      let open = slice.first(where: { tokens[$0].text == "{" })
    else { return }
    let close = matching(open) - 1
    // The type's name: `NS_ENUM(NSInteger, Style)`'s second, `enum Style {`, or the one after `}`.
    let names = tokens[slice].enumerated().filter { $0.element.kind == .identifier }.map(\.element.text)
    if let macro = names.firstIndex(where: { $0.hasPrefix("NS_") }), macro + 2 < names.count {
      program.enums.insert(names[macro + 2])
    } else if let word = tokens[start..<open].lastIndex(where: { $0.text == "enum" }), word + 1 < open,
      tokens[word + 1].kind == .identifier
    {
      program.enums.insert(tokens[word + 1].text)
    }
    if let last = tokens[(close + 1)..<slice.upperBound].last(where: { $0.kind == .identifier }) {
      program.enums.insert(last.text)
    }
    var previous: CodeExpression?
    var i = open + 1
    while i < close {
      // One enumerator: up to the next comma at depth 0.
      var stop = i
      var depth = 0
      while stop < close {
        let text = tokens[stop].text
        if ["(", "[", "{"].contains(text) { depth += 1 }
        if [")", "]", "}"].contains(text) { depth -= 1 }
        if text == ",", depth == 0 { break }
        stop += 1
      }
      if tokens[i].kind == .identifier {
        let name = tokens[i].text
        let value: CodeExpression
        if i + 1 < stop, tokens[i + 1].text == "=", let written = expression(i + 2, stop) {
          value = written
        } else {
          value = previous.map { .binary("+", $0, .number(1)) } ?? .number(0)
        }
        if program.defines[name] == nil { program.defines[name] = value }
        previous = .name(name)
      }
      i = stop + 1
    }
  }

  mutating func skip(toDirective word: String) {
    while !atEnd && !isDirective(word) { index += 1 }
    index += 2
  }

  /// `@interface Name : Super <P> { ivars } … @end` or `@implementation Name … @end`.
  mutating func section() {
    let isImplementation = isWord("implementation", at: 1)
    index += 2
    guard let nameToken = current, nameToken.kind == .identifier else { return skip(toDirective: "end") }
    let name = nameToken.text
    index += 1
    var superclass: String?
    if isSymbol(":"), let s = tokens[safe: index + 1], s.kind == .identifier {
      superclass = s.text
      index += 2
    }
    let isCategory = isSymbol("(")
    if isCategory { index = matching(index) }
    if isSymbol("<") {
      while !atEnd && !isSymbol(">") { index += 1 }
      index += 1
    }
    program.withType(name) {
      if $0.superclass == nil { $0.superclass = superclass }
      if !isCategory { $0.isDeclared = true }
    }
    if isSymbol("{") {
      // Instance variables: zero until set.
      let end = matching(index)
      index += 1
      while index < end - 1 {
        // `@package`, `@private`, …: visibility, not part of the declaration after it.
        if isSymbol("@"), let word = tokens[safe: index + 1]?.text,
          ["package", "private", "protected", "public"].contains(word)
        {
          index += 2
          continue
        }
        let stop = statementEnd(index)
        if let property = declaredName(index, stop) {
          var declared = SourceProperty(name: property.name, type: property.type, site: site(index, stop))
          declared.isOutlet = isOutlet(index, stop)
          program.withType(name) { $0.properties.append(declared) }
        }
        index = stop + 1
      }
      index = end
    }
    while let token = current, !isDirective("end") {
      if isDirective("property") {
        let stop = statementEnd(index)
        var start = index + 2
        if tokens[safe: start]?.text == "(" { start = matching(start) }
        if let property = declaredName(start, stop) {
          var declared = SourceProperty(name: property.name, type: property.type, site: site(index, stop))
          declared.isOutlet = isOutlet(start, stop)
          program.withType(name) { $0.properties.append(declared) }
          // `@property (getter=isOn) BOOL on;`: `self.isOn` and `[self isOn]` read `on`.
          if let getter = customGetter(index + 2, start), getter != property.name {
            var alias = SourceProperty(name: getter, type: property.type, site: declared.site)
            alias.getter = [.returnValue(.member(.name("self"), property.name), declared.site)]
            program.withType(name) { $0.properties.append(alias) }
          }
        }
        index = stop + 1
      } else if token.kind == .symbol && (token.text == "-" || token.text == "+") {
        if let method = method(), isImplementation { program.withType(name) { $0.methods.append(method) } }
      } else if isSymbol("@") {
        // `@synthesize shimmering = _shimmering;`: the ivar behind a property (declared perhaps
        // only in a protocol), zero until set.
        if isWord("synthesize", at: 1) {
          let stop = statementEnd(index)
          var i = index + 2
          while i < stop {
            if tokens[i].kind == .identifier {
              var ivar = tokens[i].text
              if i + 2 < stop, tokens[i + 1].text == "=", tokens[i + 2].kind == .identifier {
                ivar = tokens[i + 2].text
                i += 2
              }
              let declared = SourceProperty(name: ivar, type: nil, site: site(index, stop))
              program.withType(name) { type in
                let plain = String(ivar.drop { $0 == "_" })
                if !type.properties.contains(where: { $0.name == ivar || $0.name == plain }) {
                  type.properties.append(declared)
                }
              }
            }
            i += 1
          }
          index = stop + 1
          continue
        }
        index += 2
        if isSymbol("(") { index = matching(index) }  // @dynamic …
        index = statementEnd(index) + 1
      } else if let function = cFunction() {
        program.functions.append(function)
      } else if token.kind == .symbol && token.text == "{" {
        index = matching(index)
      } else if token.kind == .identifier,
        tokens[index..<min(statementEnd(index), tokens.count)].contains(where: {
          $0.kind == .symbol && $0.text == "="
        })
      {
        // `CGFloat const kDiameterFull = -1.f;` between an @implementation's methods: a C global,
        // as at file level.
        program.statements.append(statement())
        while !pending.isEmpty { program.statements.append(pending.removeFirst()) }
      } else {
        index = statementEnd(index) + 1
      }
    }
    index += 2
  }

  /// The `getter=name` among a property's attributes (`start..<end`, its parentheses), if any.
  func customGetter(_ start: Int, _ end: Int) -> String? {
    var i = start
    while i + 2 < end {
      if tokens[i].text == "getter", tokens[i + 1].text == "=", tokens[i + 2].kind == .identifier {
        return tokens[i + 2].text
      }
      i += 1
    }
    return nil
  }

  /// True when `IBOutlet` marks the declaration in `start..<end` (set by a storyboard).
  func isOutlet(_ start: Int, _ end: Int) -> Bool {
    tokens[start..<min(end, tokens.count)].contains { $0.kind == .identifier && $0.text == "IBOutlet" }
  }

  /// `CAShapeLayer *ring`, `CGFloat _phase`, `NSArray<CALayer *> *dots` (in `start..<end`) → the name and type.
  func declaredName(_ start: Int, _ end: Int) -> (name: String, type: String)? {
    var words: [String] = []
    var i = start
    while i < end {
      let t = tokens[i]
      if t.kind == .identifier {
        words.append(t.text)
      } else if t.text == "<" {
        while i < end && tokens[i].text != ">" { i += 1 }
      } else if t.text == "^" || t.text == "(" {
        // A block property: `void (^completion)(BOOL)`.
        if let name = tokens[i..<end].first(where: { $0.kind == .identifier && $0.text != "void" }) {
          return (name.text, "block")
        }
      } else if t.text != "*" {
        return nil
      }
      i += 1
    }
    let qualifiers: Set<String> = [
      "const", "nonatomic", "strong", "weak", "__weak", "__strong", "readonly", "static", "IBOutlet",
    ]
    let meaningful = words.filter { !qualifiers.contains($0) }
    guard meaningful.count >= 2, let name = meaningful.last else { return nil }
    return (name, meaningful[meaningful.count - 2])
  }

  /// `- (void)setUpAnimationInLayer:(CALayer *)layer size:(CGSize)size { … }` (nil for a declaration).
  mutating func method() -> CodeFunction? {
    let start = index
    let isStatic = tokens[index].text == "+"
    index += 1
    if isSymbol("(") { index = matching(index) }
    var selector = ""
    var parameters: [CodeParameter] = []
    while let token = current, token.kind == .identifier || isSymbol(":") {
      var part = ""
      if token.kind == .identifier {
        part = token.text
        index += 1
      }
      guard isSymbol(":") else {
        selector += part
        break
      }
      index += 1
      var type: String?
      if isSymbol("(") {
        let close = matching(index)
        type = tokens[inside(index, close)].filter { $0.kind == .identifier }.last?.text
        index = close
      }
      guard let nameToken = current, nameToken.kind == .identifier else { break }
      index += 1
      selector += part + ":"
      parameters.append(CodeParameter(label: nil, name: nameToken.text, type: type))
    }
    while isSymbol(",") || isSymbol("...") { index += 1 }  // variadic
    // Attributes such as NS_REQUIRES_SUPER before the body.
    while let token = current, token.kind == .identifier { index += 1 }
    if isSymbol(";") {
      index += 1
      // `- (id)initWithFrame:(CGRect)frame; { … }`: a definition may keep its declaration's
      // semicolon (the compiler accepts it); then the body follows.
      guard isSymbol("{") else { return nil }
    }
    guard isSymbol("{") else { return nil }
    let end = matching(index)
    let body = Self.statements(Array(tokens[(index + 1)..<max(index + 1, end - 1)]), file: file, depth: depth + 1)
    let at = site(start, index)
    index = end
    return CodeFunction(
      name: selector, parameters: parameters, body: body, isStatic: isStatic, site: at, isSelector: true)
  }

  /// `double f(double x, double y);` at the top level: a C function's declaration.
  func isCPrototype() -> Bool {
    var i = index
    var words = 0
    while i < tokens.count, tokens[i].kind == .identifier || tokens[i].text == "*" {
      if tokens[i].kind == .identifier { words += 1 }
      i += 1
    }
    guard words >= 2, i < tokens.count, tokens[i].text == "(" else { return false }
    let close = matching(i)
    return close < tokens.count && tokens[close].text == ";"
  }

  /// `static CAAnimation *MakePulse(CGFloat delay) { … }`: words, a name, `(`, parameters, `)`, `{`.
  /// C's value types, whose pointers are out-parameters (`CGFloat *`, `CGPoint *`).
  static let cValueTypes: Set<String> = [
    "CGFloat", "float", "double", "int", "long", "NSInteger", "NSUInteger", "BOOL", "bool", "CGPoint", "CGSize",
    "CGRect", "NSTimeInterval", "CFTimeInterval",
  ]

  mutating func cFunction() -> CodeFunction? {
    var i = index
    var words: [String] = []
    while i < tokens.count, tokens[i].kind == .identifier || tokens[i].text == "*" {
      if tokens[i].kind == .identifier { words.append(tokens[i].text) }
      i += 1
    }
    guard words.count >= 2, i < tokens.count, tokens[i].text == "(" else { return nil }
    let close = matching(i)
    guard close < tokens.count, tokens[close].text == "{" else { return nil }
    let name = words.last!
    var parameters: [CodeParameter] = []
    var part: [CodeToken] = []
    for t in tokens[inside(i, close)] + [CodeToken(kind: .symbol, text: ",", line: 0)] {
      if t.text == "," {
        let names = part.filter { $0.kind == .identifier }.map(\.text)
        if let last = names.last, names.count >= 2 {
          let type = names[names.count - 2]
          // `CGFloat *out`: a value the function writes through (`*out = 2`) for its caller's
          // `&x` — an in-out parameter, as Swift's.
          let outValue = part.contains { $0.text == "*" } && Self.cValueTypes.contains(type)
          parameters.append(CodeParameter(label: nil, name: last, type: type, isInout: outValue))
        }
        part = []
      } else {
        part.append(t)
      }
    }
    let end = matching(close)
    let body = Self.statements(Array(tokens[(close + 1)..<max(close + 1, end - 1)]), file: file)
    let at = site(index, close)
    index = end
    return CodeFunction(name: name, parameters: parameters, body: body, site: at)
  }

  // MARK: Statements

  mutating func statement() -> SourceStatement {
    if !pending.isEmpty { return pending.removeFirst() }
    let start = index
    guard let token = current else { return .block([]) }
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumNesting else {
      index = tokens.count
      return .unknown("statements nested more than \(Self.maximumNesting) levels deep", site(start, start + 8))
    }
    if token.kind == .symbol {
      switch token.text {
      case "{":
        let end = matching(index)
        let body = Self.statements(Array(tokens[(index + 1)..<max(index + 1, end - 1)]), file: file, depth: depth + 1)
        index = end
        return .block(body)
      case ";":
        index += 1
        return .block([])
      case "@":
        if isWord("autoreleasepool", at: 1) || isWord("try", at: 1) || isWord("finally", at: 1) {
          index += 2
          return statement()
        }
        // `@synchronized (self) { … }`: the block, run (there is one thread here).
        if isWord("synchronized", at: 1) {
          index += 2
          if isSymbol("(") { index = matching(index) }
          return statement()
        }
        if isWord("catch", at: 1) {
          index += 2
          if isSymbol("(") { index = matching(index) }
          if isSymbol("{") { index = matching(index) }
          return .block([])
        }
      case "}", ")", "]":
        index += 1
        return .unknown("unbalanced \(token.text)", site(start, index))
      default: break
      }
    }
    if token.kind == .identifier {
      switch token.text {
      case "if": return ifStatement()
      case "for": return forStatement()
      case "while":
        index += 1
        let condition = parenthesised()
        let body = statement()
        return .whileLoop([.expression(condition)], body: [body], checkFirst: true, site(start, start + 1))
      case "do":
        index += 1
        let body = statement()
        if isWord("while") {
          index += 1
          let condition = parenthesised()
          if isSymbol(";") { index += 1 }
          return .whileLoop([.expression(condition)], body: [body], checkFirst: false, site(start, start + 1))
        }
        return body
      case "switch": return switchStatement()
      case "return":
        let end = statementEnd(index)
        let value = end > index + 1 ? expression(index + 1, end) : nil
        let at = site(start, end)
        index = end + 1
        return .returnValue(value, at)
      case "break", "continue":
        let at = site(start, index + 1)
        index = statementEnd(index) + 1
        return token.text == "break" ? .breakLoop(at) : .continueLoop(at)
      default: break
      }
    }
    let end = statementEnd(index)
    var result = simple(index, end)
    // `CGFloat w, h;`, `int a = 1, b = 2;`, `UIView *a, *b;`: one declaration per name, of the
    // first one's type, read one after another in the same scope.
    let more = declarators(index, end)
    if more.count > 1, case .declare = simple(more[0].lowerBound, more[0].upperBound) {
      let typeEnd = more[0].lowerBound + typeLength(more[0])
      let typeTokens = Array(tokens[more[0].lowerBound..<typeEnd]).filter { $0.text != "*" }
      var declared: [SourceStatement] = []
      for part in more {
        let own = part == more[0] ? Array(tokens[part]) : typeTokens + Array(tokens[part])
        var reader = ObjCProgramReader(tokens: own, file: file)
        reader.depth = depth
        let statement = reader.simple(0, own.count)
        guard case .declare = statement else {
          declared = []
          break
        }
        declared.append(statement)
      }
      if declared.count == more.count {
        result = declared.removeFirst()
        pending = declared
      }
    }
    index = end < tokens.count && tokens[end].text == ";" ? end + 1 : max(end, index + 1)
    return result
  }

  /// The comma-separated declarators of a declaration between `start` and `end` (one range per
  /// name, the first with the type), or one range when there are no top-level commas.
  func declarators(_ start: Int, _ end: Int) -> [Range<Int>] {
    commaSeparated(start..<end)
  }

  /// How many tokens of `range` (a first declarator, `CGFloat w` or `UIView *a = …`) are its
  /// type: those before its name.
  func typeLength(_ range: Range<Int>) -> Int {
    let slice = Array(tokens[range])
    let equals = slice.firstIndex { $0.kind == .symbol && $0.text == "=" } ?? slice.count
    var nameAt = equals - 1
    if nameAt >= 0, slice[nameAt].text == "]", let open = slice[..<nameAt].lastIndex(where: { $0.text == "[" }) {
      nameAt = open - 1
    }
    return max(nameAt, 0)
  }

  /// `(expression)` after `if`, `while`, `switch`.
  mutating func parenthesised() -> CodeExpression {
    guard isSymbol("(") else { return .opaque("a condition") }
    let close = matching(index)
    // `if (@available(iOS 13.0, *))`: the code is read as for a current iOS.
    if index + 2 < close, tokens[index + 1].text == "@", tokens[index + 2].text == "available" {
      index = close
      return .name("YES")
    }
    let e = expression(index + 1, close - 1) ?? .opaque(CodeStatementText.of(Array(tokens[(index + 1)..<close])))
    index = close
    return e
  }

  mutating func ifStatement() -> SourceStatement {
    let start = index
    var branches: [(conditions: [CodeCondition], body: [SourceStatement])] = []
    var otherwise: [SourceStatement]?
    index += 1
    // `if (self = [super initWithFrame:frame])`, and `if ((self = …))` as compilers ask it to be
    // written: the assignment runs, then its value is tested.
    var assignment: SourceStatement?
    if isSymbol("(") {
      let outer = matching(index)
      var (open, close) = (index, outer)
      while open + 1 < close, tokens[open + 1].text == "(", tokens[open + 1].kind == .symbol,
        matching(open + 1) == close - 1
      {
        (open, close) = (open + 1, close - 1)
      }
      if case .assign(let target, "=", let value, let at) = simple(open + 1, close - 1) {
        assignment = .assign(target, op: "=", value, at)
        index = outer
        branches.append(([.expression(target)], [statement()]))
      }
    }
    if assignment == nil { branches.append(([.expression(parenthesised())], [statement()])) }
    while isWord("else") {
      index += 1
      if isWord("if") {
        index += 1
        branches.append(([.expression(parenthesised())], [statement()]))
      } else {
        otherwise = [statement()]
        break
      }
    }
    let decision = SourceStatement.ifElse(branches, otherwise: otherwise, site(start, start + 1))
    guard let assignment else { return decision }
    return .block([assignment, decision])
  }

  mutating func forStatement() -> SourceStatement {
    let start = index
    index += 1
    guard isSymbol("(") else { return .unknown("for without (", site(start, start + 1)) }
    let close = matching(index)
    let inner = inside(index, close)
    let at = site(start, close)
    // `for (CALayer *dot in self.dots)`.
    if let inIndex = inner.first(where: { tokens[$0].kind == .identifier && tokens[$0].text == "in" }),
      !inner.contains(where: { tokens[$0].text == ";" })
    {
      let name = tokens[inner.lowerBound..<inIndex].last { $0.kind == .identifier }?.text ?? "_"
      let sequence = expression(inIndex + 1, inner.upperBound) ?? .opaque("a collection")
      index = close
      return .forIn([name], sequence, filter: nil, body: [statement()], at)
    }
    // `for (init; condition; step)`.
    var parts: [Range<Int>] = []
    var partStart = inner.lowerBound
    var i = inner.lowerBound
    while i < inner.upperBound {
      if ["(", "[", "{"].contains(tokens[i].text) && tokens[i].kind == .symbol {
        i = matching(i)
        continue
      }
      if tokens[i].kind == .symbol && tokens[i].text == ";" {
        parts.append(partStart..<i)
        partStart = i + 1
      }
      i += 1
    }
    parts.append(partStart..<inner.upperBound)
    guard parts.count == 3 else {
      index = close
      _ = statement()
      return .unknown("a for loop TimingLab does not read", at)
    }
    let initial = commaSeparated(parts[0]).map { simple($0.lowerBound, $0.upperBound) }
    let condition = parts[1].isEmpty ? nil : expression(parts[1].lowerBound, parts[1].upperBound)
    let step = commaSeparated(parts[2]).map { simple($0.lowerBound, $0.upperBound) }
    index = close
    return .forLoop(initial: initial, condition: condition, step: step, body: [statement()], at)
  }

  /// `i = 0, j = 1` → its parts (commas at this level).
  func commaSeparated(_ range: Range<Int>) -> [Range<Int>] {
    guard !range.isEmpty else { return [] }
    var out: [Range<Int>] = []
    var start = range.lowerBound
    var i = range.lowerBound
    while i < range.upperBound {
      if tokens[i].kind == .symbol && ["(", "[", "{"].contains(tokens[i].text) {
        i = matching(i)
        continue
      }
      if tokens[i].kind == .symbol && tokens[i].text == "," {
        out.append(start..<i)
        start = i + 1
      }
      i += 1
    }
    out.append(start..<range.upperBound)
    return out
  }

  mutating func switchStatement() -> SourceStatement {
    let start = index
    index += 1
    let subject = parenthesised()
    guard isSymbol("{") else { return .unknown("switch without a body", site(start, start + 1)) }
    let end = matching(index)
    index += 1
    var cases: [(patterns: [CodeExpression]?, body: [SourceStatement])] = []
    while index < end - 1 {
      if isWord("case") {
        var colon = index + 1
        while colon < end - 1 && tokens[colon].text != ":" { colon += 1 }
        let patterns = commaSeparated((index + 1)..<colon).compactMap { expression($0.lowerBound, $0.upperBound) }
        cases.append((patterns, []))
        index = colon + 1
      } else if isWord("default") {
        cases.append((nil, []))
        index += 2
      } else {
        let s = statement()
        if cases.isEmpty { cases.append(([], [])) }
        cases[cases.count - 1].body.append(s)
      }
    }
    index = end
    return .switchCase(subject, cases, site(start, start + 1))
  }

  /// The offsets of the `?` and its `:` of a conditional at the top level of a statement that
  /// assigns nothing (`(n % 2 == 0) ? n : n++`), nil for another statement.
  func topLevelConditional(_ slice: [CodeToken]) -> (Int, Int)? {
    var depth = 0
    var question: Int?
    var nested = 0
    for (i, token) in slice.enumerated() where token.kind == .symbol {
      switch token.text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "=", "+=", "-=", "*=",
        "/=" where depth == 0:
        return nil
      case "?" where depth == 0:
        if question == nil { question = i } else { nested += 1 }
      case ":" where depth == 0 && question != nil:
        if nested == 0 { return (question!, i) }
        nested -= 1
      default: break
      }
    }
    return nil
  }

  /// A declaration, an assignment or an expression in `start..<end` (no `;`).
  func simple(_ start: Int, _ end: Int) -> SourceStatement {
    let at = site(start, end)
    guard start < end else { return .block([]) }
    let slice = Array(tokens[start..<end])
    // `CABasicAnimation *a = …`, `CGFloat delays[] = {…}`, `CALayer *dot;`.
    if let declaration = declaration(slice) {
      let value: CodeExpression?
      if let valueStart = declaration.valueStart {
        guard valueStart < slice.count else { return .unknown("a declaration whose value is missing", at) }
        // `{ .duration = 1 }` (designated), `CGPoint p = {1, 2}`: a struct's fields, read against
        // the declared type; `CGFloat delays[] = {…}`, other lists: an array.
        let designated = slice[safe: valueStart + 1]?.text == "." && slice[safe: valueStart + 3]?.text == "="
        let isArray = slice[safe: valueStart - 2]?.text == "]"
        let structList =
          designated
          || (!isArray && ["CGPoint", "CGSize", "CGRect", "CGVector", "UIEdgeInsets"].contains(declaration.type))
        if slice[valueStart].text == "{", !structList {
          let inner = (start + valueStart + 1)..<max(start + valueStart + 1, end - 1)
          value = .array(commaSeparated(inner).compactMap { expression($0.lowerBound, $0.upperBound) })
        } else {
          var parser = CodeExpressionParser(Array(tokens[(start + valueStart)..<end]))
          parser.file = file
          parser.blockDepth = depth
          do {
            value = try parser.expression()
            if !parser.atEnd { return .unknown("not understood", at) }
          } catch {
            return .unknown(error.tooDeep ? error.message : "not understood", at)
          }
        }
      } else {
        value = nil
      }
      return .declare(declaration.name, value, type: declaration.type, at)
    }
    // `c ? a : b++;`: a conditional used as a statement, each side a statement of its own.
    if let (question, colon) = topLevelConditional(slice), let condition = expression(start, start + question) {
      return .ifElse(
        [([.expression(condition)], [simple(start + question + 1, start + colon)])],
        otherwise: [simple(start + colon + 1, end)], at)
    }
    // Assignment: the top-level `=`, `+=`, …; `i++`, `i--`.
    var depth = 0
    for (i, token) in slice.enumerated() where token.kind == .symbol {
      switch token.text {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "=", "+=", "-=", "*=", "/=":
        guard depth == 0 else { continue }
        guard let target = expression(start, start + i), let value = expression(start + i + 1, end) else {
          return .unknown("not understood", at)
        }
        return .assign(target, op: token.text, value, at)
      default: break
      }
    }
    if let last = slice.last, last.kind == .symbol, last.text == "++" || last.text == "--",
      let target = expression(start, end - 1)
    {
      return .assign(target, op: last.text == "++" ? "+=" : "-=", .number(1), at)
    }
    if let first = slice.first, first.kind == .symbol, first.text == "++" || first.text == "--",
      let target = expression(start + 1, end)
    {
      return .assign(target, op: first.text == "++" ? "+=" : "-=", .number(1), at)
    }
    var parser = CodeExpressionParser(slice)
    parser.file = file
    parser.blockDepth = depth
    do {
      let e = try parser.expression()
      guard parser.atEnd else { return .unknown("not understood", at) }
      return .expression(e, at)
    } catch {
      return .unknown(error.tooDeep ? error.message : "not understood", at)
    }
  }

  /// `Type *name = …` / `Type name[] = …` / `Type *name`: the name, the type and where the value starts.
  func declaration(_ slice: [CodeToken]) -> (name: String, type: String, valueStart: Int?)? {
    let equals = slice.firstIndex { $0.kind == .symbol && $0.text == "=" }
    // A block variable: `void (^completion)(BOOL didTap) = …;`.
    if slice.count >= 5, slice[0].kind == .identifier,
      let open = slice.firstIndex(where: { $0.text == "(" }), open > 0, open + 3 < slice.count,
      slice[open + 1].text == "^", slice[open + 2].kind == .identifier, slice[open + 3].text == ")",
      equals.map({ $0 > open + 3 }) ?? true
    {
      return (slice[open + 2].text, "block", equals.map { $0 + 1 })
    }
    var end = equals ?? slice.count
    // `name[]` / `name[4]`.
    if end >= 2, slice[end - 1].text == "]", let open = slice[..<end].lastIndex(where: { $0.text == "[" }) {
      end = open
    }
    guard end >= 2, slice[end - 1].kind == .identifier, slice[0].kind == .identifier else { return nil }
    var depth = 0
    var words: [String] = []
    var inTypeof = 0
    for (offset, token) in slice[..<(end - 1)].enumerated() {
      // `__weak typeof(self) weakSelf = self;`: the type of an expression, a type word here.
      if ["typeof", "__typeof", "__typeof__"].contains(token.text), slice[safe: offset + 1]?.text == "(" {
        words.append("id")
        inTypeof = 1
        continue
      }
      if inTypeof > 0 {
        if token.text == "(" && offset > 0 && ["typeof", "__typeof", "__typeof__"].contains(slice[offset - 1].text) {
          continue
        }
        if token.text == "(" { inTypeof += 1 } else if token.text == ")" { inTypeof -= 1 }
        continue
      }
      if token.text == "<" { depth += 1 } else if token.text == ">" { depth -= 1 }
      guard token.kind == .identifier || token.text == "*" || depth > 0 || token.text == ">" else { return nil }
      if token.kind == .identifier && depth == 0 { words.append(token.text) }
    }
    guard !words.isEmpty, !["return", "case", "goto"].contains(words[0]) else { return nil }
    let qualifiers: Set<String> = [
      "const", "static", "__block", "__weak", "__strong", "__unsafe_unretained", "volatile",
    ]
    let type = words.last { !qualifiers.contains($0) } ?? words[0]
    return (slice[end - 1].text, type, equals.map { $0 + 1 })
  }

  func expression(_ start: Int, _ end: Int) -> CodeExpression? {
    guard start < end else { return nil }
    var parser = CodeExpressionParser(Array(tokens[start..<end]))
    parser.file = file
    parser.blockDepth = depth
    guard let e = try? parser.expression(), parser.atEnd else { return nil }
    return e
  }
}

extension Array {
  subscript(safe i: Int) -> Element? { i >= 0 && i < count ? self[i] : nil }
}

/// A statement's tokens written back compactly, for messages.
enum CodeStatementText {
  static func of(_ tokens: [CodeToken]) -> String {
    var out = ""
    var previous: CodeToken?
    for token in tokens {
      if let previous, needsSpace(previous, token) { out += " " }
      out += token.kind == .string ? "\"\(token.text)\"" : token.text
      previous = token
    }
    return out
  }

  private static func needsSpace(_ a: CodeToken, _ b: CodeToken) -> Bool {
    if b.kind == .symbol && [",", ")", "]", ";", ":", "(", "?", "!"].contains(b.text) { return false }
    if b.kind == .symbol && b.text == "." { return a.kind != .symbol || [")", "]"].contains(a.text) ? false : true }
    if a.kind == .symbol && [".", "(", "[", "@", "!", "^"].contains(a.text) { return false }
    return true
  }
}

import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Swift source → `CodeProgram`, read with the compiler's own parser (swift-syntax), operators
/// folded by Swift's precedence (`SwiftSequenceFolder`). Whatever the program does not need (imports, protocols, type
/// aliases) is left out silently; statements it cannot express are kept as `.unknown` so the
/// interpreter can list them where they would have run.
struct SwiftProgramReader {
  let file: String?
  /// Where each line starts (byte offsets), for line and column from a position.
  let lineStarts: [Int]
  /// The source as bytes, for the first line of a statement in messages.
  let bytes: [UInt8]
  var program = CodeProgram()

  /// Reads `text`. Never fails: the parser recovers from errors, which come back as `unknown`.
  static func read(_ original: String, file: String? = nil) -> CodeProgram {
    let screened = SourceDepthGuard.screen(original)
    if let line = screened.tooDeep {
      var program = CodeProgram()
      program.syntaxErrors.append(
        (
          CodeSite(file: file, line: line, text: ""),
          "brackets nest more than \(SourceDepthGuard.maximumFileNesting) levels deep here; TimingLab does not read past it"
        ))
      return program
    }
    let text = screened.text
    // The parser's own bound on nesting is 20 in debug builds; the depth guard above keeps input
    // well inside what its stack takes, so the release bound holds in both.
    var utf8 = text
    let tree = utf8.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: 256) }
    let bytes = Array(text.utf8)
    var starts = [0]
    for (i, b) in bytes.enumerated() where b == 10 { starts.append(i + 1) }
    var reader = SwiftProgramReader(file: file, lineStarts: starts, bytes: bytes)
    reader.topLevel(tree.statements)
    for (line, text, reason) in screened.blanked {
      reader.program.skipped.append((CodeSite(file: file, line: line, text: text), reason))
    }
    if tree.hasError {
      for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree).prefix(20) {
        let location = reader.location(diagnostic.position.utf8Offset)
        reader.program.syntaxErrors.append(
          (CodeSite(file: file, line: location.line, column: location.column, text: ""), diagnostic.message))
      }
    }
    return reader.program
  }

  /// The 1-based line and column (in Unicode scalars) of byte `offset`.
  func location(_ offset: Int) -> (line: Int, column: Int) {
    var low = 0
    var high = lineStarts.count
    while high - low > 1 {
      let mid = (low + high) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid }
    }
    let lineStart = lineStarts[low]
    var column = 1
    var i = lineStart
    while i < min(offset, bytes.count) {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }  // a scalar's first byte
      i += 1
    }
    return (low + 1, column)
  }

  /// `node` as written, without its leading and trailing trivia (`trimmedDescription`, sliced
  /// from the source's bytes instead of printed from the tree).
  func source(_ node: some SyntaxProtocol) -> String {
    let start = min(node.positionAfterSkippingLeadingTrivia.utf8Offset, bytes.count)
    let end = max(start, min(node.endPositionBeforeTrailingTrivia.utf8Offset, bytes.count))
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Where `node` starts, and its first line (at most 80 bytes) as written.
  func site(_ node: some SyntaxProtocol) -> CodeSite {
    let start = node.positionAfterSkippingLeadingTrivia
    let location = location(start.utf8Offset)
    var end = min(start.utf8Offset, bytes.count)
    let limit = min(bytes.count, end + 80)
    while end < limit, bytes[end] != 10, bytes[end] != 13 { end += 1 }
    let text = String(decoding: bytes[min(start.utf8Offset, end)..<end], as: UTF8.self)
    return CodeSite(file: file, line: location.line, column: location.column, text: text)
  }

  // MARK: Declarations

  mutating func topLevel(_ items: CodeBlockItemListSyntax) {
    for item in items {
      switch item.item {
      case .decl(let decl):
        if !declaration(decl, in: nil) { program.statements += statements(of: item) }
      default:
        program.statements += statements(of: item)
      }
    }
  }

  /// The names a type declared in `type` is kept under: its own (code inside refers to it so)
  /// and `Outer.Inner` (code outside: `UIColor.Theme.colors` beside `CGFloat.Theme.height`,
  /// two `Theme`s); inside a type kept by its qualified name, only the qualified one.
  static func nestedNames(_ name: String, in type: String?) -> [String] {
    guard let type else { return [name] }
    return type.contains(".") ? [type + "." + name] : [name, type + "." + name]
  }

  /// A declaration at file level or in a type; false when it is a statement (a variable at file level).
  @discardableResult
  mutating func declaration(_ decl: DeclSyntax, in type: String?) -> Bool {
    if let f = decl.as(FunctionDeclSyntax.self) {
      let function = self.function(f)
      if let type { program.withType(type) { $0.methods.append(function) } } else { program.functions.append(function) }
      return true
    }
    if let i = decl.as(InitializerDeclSyntax.self), let type {
      let function = CodeFunction(
        name: "init", parameters: parameters(i.signature.parameterClause), body: block(i.body), site: site(i))
      program.withType(type) { $0.methods.append(function) }
      return true
    }
    // `subscript(i: Int) -> CGFloat { … }`: its getter, as a method called `subscript`.
    if let s = decl.as(SubscriptDeclSyntax.self), let type {
      var body: [SourceStatement] = []
      switch s.accessorBlock?.accessors {
      case .getter(let items)?: body = statements(items)
      case .accessors(let list)?:
        if let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let items = get.body?.statements {
          body = statements(items)
        }
      case nil: break
      }
      let function = CodeFunction(
        name: "subscript", parameters: parameters(s.parameterClause), body: body,
        isStatic: s.modifiers.contains { ["static", "class"].contains($0.name.text) }, site: site(s),
        returnType: typeName(s.returnClause.type))
      program.withType(type) { $0.methods.append(function) }
      return true
    }
    if let d = decl.as(DeinitializerDeclSyntax.self), let type {
      let function = CodeFunction(name: "deinit", parameters: [], body: block(d.body), site: site(d))
      program.withType(type) { $0.methods.append(function) }
      return true
    }
    if let c = decl.as(ClassDeclSyntax.self) {
      let generics = c.genericParameterClause?.parameters.map(\.name.text) ?? []
      let observable = c.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Observable"
      }
      for name in Self.nestedNames(c.name.text, in: type) {
        if name.contains(".") { program.declareQualified(name) }
        if !generics.isEmpty { program.withType(name) { $0.genericParameters = generics } }
        if observable { program.observableTypes.insert(name) }
        typeBody(name, inherits: c.inheritanceClause, c.memberBlock)
      }
      return true
    }
    if let s = decl.as(StructDeclSyntax.self) {
      for name in Self.nestedNames(s.name.text, in: type) {
        if name.contains(".") { program.declareQualified(name) }
        program.structs.insert(name)  // a value: a field set through its owner sets the owner's property
        typeBody(name, inherits: s.inheritanceClause, s.memberBlock)
      }
      return true
    }
    if let e = decl.as(EnumDeclSyntax.self) {
      for name in Self.nestedNames(e.name.text, in: type) {
        if name.contains(".") { program.declareQualified(name) }
        typeBody(name, inherits: e.inheritanceClause, e.memberBlock)
      }
      return true
    }
    if let a = decl.as(ActorDeclSyntax.self) {
      typeBody(a.name.text, inherits: a.inheritanceClause, a.memberBlock)
      return true
    }
    if let x = decl.as(ExtensionDeclSyntax.self) {
      let name = source(x.extendedType).split(separator: ".").last.map(String.init) ?? ""
      // `extension UIView: CornerAnimatable {}`: the protocols it adds (no superclass here).
      let adds = x.inheritanceClause?.inheritedTypes.map { typeName($0.type) } ?? []
      if !adds.isEmpty { program.withType(name) { $0.conformances += adds } }
      typeBody(name, inherits: nil, x.memberBlock, declared: false)
      return true
    }
    if let v = decl.as(VariableDeclSyntax.self) {
      guard let type else { return false }
      let isStatic = v.modifiers.contains { ["static", "class"].contains($0.name.text) }
      for binding in v.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName else { continue }
        var property = SourceProperty(
          name: name,
          type: binding.typeAnnotation.map { typeName($0.type) } ?? Self.inferredType(binding.initializer?.value),
          initial: binding.initializer.map { expression($0.value) }, isStatic: isStatic, site: site(binding))
        if let annotated = binding.typeAnnotation?.type,
          annotated.is(OptionalTypeSyntax.self) || annotated.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        {
          property.isOptional = true
        }
        property.isOutlet = v.attributes.contains {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
        }
        if let accessors = binding.accessorBlock {
          switch accessors.accessors {
          case .getter(let body): property.getter = statements(body)
          case .accessors(let list):
            if let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = get.body {
              property.getter = statements(body.statements)
            }
            // `set { … }` / `set(value) { … }`: runs on each assignment, with `newValue`.
            if let set = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = set.body {
              property.setter = (set.parameters?.name.text ?? "newValue", statements(body.statements))
            }
            // `didSet { … }`: runs after each assignment, with `oldValue`.
            if let didSet = list.first(where: { $0.accessorSpecifier.text == "didSet" }), let body = didSet.body {
              property.didSet = statements(body.statements)
            }
            if let willSet = list.first(where: { $0.accessorSpecifier.text == "willSet" }), let body = willSet.body {
              property.willSet = (willSet.parameters?.name.text ?? "newValue", statements(body.statements))
            }
          }
        }
        // `override var bounds: CGRect { didSet { … } }`: observers on the superclass's storage,
        // which stays the one read and written (a view's `bounds` is its layer's).
        let isOverride = v.modifiers.contains { $0.name.text == "override" }
        if isOverride, property.initial == nil, property.getter == nil, property.setter == nil {
          property.observesInherited = true
        }
        program.withType(type) { $0.properties.append(property) }
      }
      return true
    }
    if let e = decl.as(EnumCaseDeclSyntax.self), let type {
      for element in e.elements {
        var property = SourceProperty(
          name: element.name.bareName,
          initial: element.rawValue.map { expression($0.value) } ?? .string(element.name.bareName),
          isStatic: true, isCase: true, site: site(element))
        property.caseLabels =
          element.parameterClause?.parameters.map { $0.firstName?.text ?? "_" } ?? []
        program.withType(type) { $0.properties.append(property) }
      }
      return true
    }
    if let config = decl.as(IfConfigDeclSyntax.self) {
      if let clause = Self.compiledClause(config), let elements = clause.elements {
        switch elements {
        case .statements(let items):
          if type == nil { topLevel(items) }
        case .decls(let members):
          for member in members { declaration(member.decl, in: type) }
        default: break
        }
      }
      return true
    }
    // A protocol runs nothing, but what it inherits (`protocol HasPath: Animatable`) gives its
    // adopters that protocol's extensions too.
    if let p = decl.as(ProtocolDeclSyntax.self) {
      program.protocols.insert(p.name.text)
      let inherited = p.inheritanceClause?.inheritedTypes.map { typeName($0.type) } ?? []
      if !inherited.isEmpty { program.withType(p.name.text) { $0.conformances += inherited } }
      for member in p.memberBlock.members {
        guard let f = member.decl.as(FunctionDeclSyntax.self),
          f.modifiers.contains(where: { $0.name.text == "optional" })
        else { continue }
        let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        program.optionalRequirements.insert(f.name.text + "(" + labels + ")")
      }
      return true
    }
    if let alias = decl.as(TypeAliasDeclSyntax.self) {
      program.aliases[alias.name.text] = typeName(alias.initializer.value)
      return true
    }
    // Imports, protocols, operators, macros: nothing that runs.
    return decl.is(ImportDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self)
      || decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self)
      || decl.is(AssociatedTypeDeclSyntax.self) || decl.is(SubscriptDeclSyntax.self) || type != nil
  }

  mutating func typeBody(
    _ name: String, inherits: InheritanceClauseSyntax?, _ members: MemberBlockSyntax, declared: Bool = true
  ) {
    let superclass = inherits?.inheritedTypes.first.map { typeName($0.type) }
    let conformances = inherits?.inheritedTypes.dropFirst().map { typeName($0.type) } ?? []
    program.withType(name) { type in
      if type.superclass == nil { type.superclass = superclass }
      type.conformances += conformances
      if declared { type.isDeclared = true }
    }
    for member in members.members {
      declaration(member.decl, in: name)
      localTypes(in: member.decl, of: name)
    }
  }

  /// System value types whose name, written in a property's initial value, is its type.
  static let inferableTypes: Set<String> = [
    "UIColor", "NSColor", "UIFont", "NSFont", "CGFloat", "CGPoint", "CGSize", "CGRect", "CATransform3D",
    "CGAffineTransform", "UIEdgeInsets", "CAMediaTimingFunction",
  ]

  /// The type of a property declared without one, where its initial value shows it
  /// (`var spinnerColor = UIColor.black`, `var inset = CGFloat(4)`): so `config.spinnerColor =
  /// .red` is `UIColor.red`, as the compiler infers. Nil for other values.
  static func inferredType(_ value: ExprSyntax?) -> String? {
    if let value, isIntegerLiteral(value) { return "Int" }  // `var step = 0`: Swift's default, `Int`
    if let call = value?.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, inferableTypes.contains(name)
    {
      return name
    }
    if let member = value?.as(MemberAccessExprSyntax.self),
      let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, inferableTypes.contains(name),
      member.declName.baseName.text.first?.isLowercase == true
    {
      return name
    }
    return nil
  }

  /// True for an integer literal, negated or not, or arithmetic of integer literals alone
  /// (`3`, `-1`, `2 * 4`): a value of type `Int` where nothing else gives it a type.
  static func isIntegerLiteral(_ e: ExprSyntax) -> Bool {
    if e.is(IntegerLiteralExprSyntax.self) { return true }
    if let prefix = e.as(PrefixOperatorExprSyntax.self) { return isIntegerLiteral(prefix.expression) }
    if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return isIntegerLiteral(only.expression)
    }
    if let sequence = e.as(SequenceExprSyntax.self) {
      return sequence.elements.allSatisfy { element in
        if let op = element.as(BinaryOperatorExprSyntax.self) {
          return ["+", "-", "*", "/", "%"].contains(op.operator.text)
        }
        return isIntegerLiteral(element)
      }
    }
    return false
  }

  /// Types declared in a member's body (`class var shared: Loader { struct Singleton { static
  /// let instance = Loader() }; return Singleton.instance }`), kept only as `Loader.Singleton`
  /// (every singleton's struct is called `Singleton`); code of the type names them bare.
  mutating func localTypes(in member: DeclSyntax, of type: String) {
    guard !member.is(StructDeclSyntax.self), !member.is(ClassDeclSyntax.self), !member.is(EnumDeclSyntax.self)
    else { return }
    final class Finder: SyntaxVisitor {
      var found: [(name: String, inherits: InheritanceClauseSyntax?, members: MemberBlockSyntax, isStruct: Bool)] = []
      override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text, node.inheritanceClause, node.memberBlock, true))
        return .skipChildren
      }
      override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text, node.inheritanceClause, node.memberBlock, false))
        return .skipChildren
      }
      override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append((node.name.text, node.inheritanceClause, node.memberBlock, false))
        return .skipChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(member)
    for local in finder.found {
      let name = type + "." + local.name
      program.declareQualified(name)
      if local.isStruct { program.structs.insert(name) }
      typeBody(name, inherits: local.inherits, local.members)
    }
  }

  func function(_ f: FunctionDeclSyntax) -> CodeFunction {
    CodeFunction(
      name: f.name.bareName, parameters: parameters(f.signature.parameterClause), body: block(f.body),
      isStatic: f.modifiers.contains { ["static", "class"].contains($0.name.text) }, site: site(f),
      returnType: f.signature.returnClause.map { typeName($0.type) })
  }

  func parameters(_ clause: FunctionParameterClauseSyntax) -> [CodeParameter] {
    clause.parameters.map { p in
      let first = p.firstName.text
      let name = p.secondName?.text ?? first
      return CodeParameter(
        label: first == "_" ? nil : first, name: name, type: typeName(p.type),
        defaultValue: p.defaultValue.map { expression($0.value) }, isVariadic: p.ellipsis != nil,
        isInout: p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } == true)
    }
  }

  /// `CAShapeLayer?`, `[CALayer]`, `inout CGFloat` → `CAShapeLayer`, `[CALayer]`, `CGFloat`.
  func typeName(_ type: TypeSyntax) -> String {
    // The common shapes by their tokens (`CALayer`, `CGFloat?`, `inout T`): printing a type
    // node walks its whole tree.
    if let simple = type.as(IdentifierTypeSyntax.self), simple.genericArgumentClause == nil {
      return simple.name.text
    }
    if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
    var text = source(type)
    for prefix in ["inout ", "@escaping ", "some ", "any "] where text.hasPrefix(prefix) {
      text.removeFirst(prefix.count)
    }
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text
  }

  func block(_ body: CodeBlockSyntax?) -> [SourceStatement] {
    guard let body else { return [] }
    return statements(body.statements)
  }

  // MARK: Statements

  /// The clause of `#if … #elseif … #else … #endif` a current iOS build compiles: `os(iOS)`,
  /// `swift(>=…)`, `compiler(>=…)`, `canImport(UIKit)` hold, `os(macOS)` and `canImport(AppKit)`
  /// do not, `!` negates; a condition not understood holds (the first clause, as most code puts
  /// its iOS branch first).
  static func compiledClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    func holds(_ text: String) -> Bool {
      var t = text.filter { !$0.isWhitespace }
      if t.contains("||") { return t.split(separator: "||").map(String.init).contains(where: holds) }
      if t.contains("&&") { return t.split(separator: "&&").map(String.init).allSatisfy(holds) }
      while t.hasPrefix("("), t.hasSuffix(")") { t = String(t.dropFirst().dropLast()) }
      if t.hasPrefix("!") { return !holds(String(t.dropFirst())) }
      if t.hasPrefix("os(") { return ["os(iOS)", "os(tvOS)", "os(visionOS)"].contains(t) }
      if t.hasPrefix("canImport(") {
        return !["canImport(AppKit)", "canImport(Cocoa)", "canImport(WatchKit)"].contains(t)
      }
      if t.hasPrefix("targetEnvironment(") { return t != "targetEnvironment(macCatalyst)" }
      return true
    }
    for clause in config.clauses {
      guard let condition = clause.condition else { return clause }  // `#else`
      if holds(condition.description) { return clause }
    }
    return nil
  }

  /// A body's statements; its local functions first, as Swift lets a body call a local function
  /// it declares further down (their closures read the body's scope when called).
  func statements(_ items: CodeBlockItemListSyntax) -> [SourceStatement] {
    let all = items.flatMap { statements(of: $0) }
    func isLocalFunction(_ s: SourceStatement) -> Bool {
      if case .declare(_, .closure(let c)?, _, _) = s { return c.isFunction }
      return false
    }
    guard all.contains(where: isLocalFunction) else { return all }
    return all.filter(isLocalFunction) + all.filter { !isLocalFunction($0) }
  }

  func statements(of item: CodeBlockItemSyntax) -> [SourceStatement] {
    switch item.item {
    case .decl(let decl): return declarationStatements(decl)
    case .stmt(let stmt): return [statement(stmt)]
    case .expr(let expr): return [expressionStatement(expr)]
    }
  }

  /// The getter of a local computed variable (`var d: Double { 2.5 }`, `{ get { … } }`); nil for
  /// a stored one (observers alone, `didSet`, leave it stored).
  static func localGetter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
    switch binding.accessorBlock?.accessors {
    case .getter(let body)?: return body
    case .accessors(let list)?: return list.first { $0.accessorSpecifier.text == "get" }?.body?.statements
    case nil: return nil
    }
  }

  func declarationStatements(_ decl: DeclSyntax) -> [SourceStatement] {
    if let v = decl.as(VariableDeclSyntax.self) {
      var out: [SourceStatement] = []
      for binding in v.bindings {
        let value = binding.initializer.map { expression($0.value) }
        // (`let count = 5` is an `Int`: what its quotients are depends on it.)
        let type =
          binding.typeAnnotation.map { typeName($0.type) }
          ?? binding.initializer.flatMap { Self.isIntegerLiteral($0.value) ? "Int" : nil }
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName,
          let getter = Self.localGetter(binding)
        {
          // `var options: T { … }` in a body: a computed local, its getter run at each read.
          let closure = CodeClosure(parameters: [], body: statements(getter), site: site(binding), isFunction: true)
          out.append(.declare(name, .closure(closure), type: CodeScope.computedType, site(binding)))
        } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName {
          out.append(.declare(name, value, type: type, site(binding)))
        } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
          // `let (a, b) = (1, 2)`: element by element when the value is a tuple literal.
          let names = tuple.elements.map { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName ?? "_" }
          if case .tuple(let items)? = value, items.count == names.count {
            for (name, item) in zip(names, items) where name != "_" {
              out.append(.declare(name, item.value, type: nil, site(binding)))
            }
          } else if let value {
            // `let (slice, rest) = rect.divided(…)`: the value once, then each element by position.
            let at = site(binding)
            let whole = "$tuple\(at.line):\(at.column)"
            out.append(.declare(whole, value, type: nil, at))
            for (index, name) in names.enumerated() where name != "_" {
              out.append(.declare(name, .member(.name(whole), String(index)), type: nil, at))
            }
          } else {
            out.append(.unknown("a tuple pattern", site(binding)))
          }
        } else if binding.pattern.is(WildcardPatternSyntax.self), let value {
          // `let _ = scrollView`: the value is made (a lazy property's initial value runs), then dropped.
          out.append(.expression(value, site(binding)))
        } else {
          out.append(.unknown("a pattern TimingLab does not read", site(binding)))
        }
      }
      return out
    }
    // `#if swift(>=4.2) let name = … #else … #endif` inside a body: the clause an iOS build compiles.
    if let config = decl.as(IfConfigDeclSyntax.self) {
      guard let clause = Self.compiledClause(config), case .statements(let items)? = clause.elements else { return [] }
      return statements(items)
    }
    // A local function: a closure of that name, declared where it is.
    if let f = decl.as(FunctionDeclSyntax.self) {
      let made = function(f)
      guard !made.body.isEmpty || f.body != nil else { return [.unknown("a local function", site(decl))] }
      let closure = CodeClosure(
        parameters: made.parameters.map(\.name), body: made.body, site: made.site, isFunction: true)
      return [.declare(made.name, .closure(closure), type: nil, made.site)]
    }
    return []
  }

  func statement(_ stmt: StmtSyntax) -> SourceStatement {
    let at = site(stmt)
    if let e = stmt.as(ExpressionStmtSyntax.self) { return expressionStatement(e.expression) }
    if let g = stmt.as(GuardStmtSyntax.self) {
      return .guardElse(conditions(g.conditions), otherwise: statements(g.body.statements), at)
    }
    if let f = stmt.as(ForStmtSyntax.self) {
      if f.hasError, let loop = cStyleFor(f) { return loop }
      var filter = f.whereClause.map { expression($0.condition) }
      var names = Self.names(f.pattern)
      // `for case let dot? in dots`: the elements that are not nil, unwrapped.
      let text = f.pattern.trimmedDescription
      if f.caseKeyword != nil, text.hasSuffix("?"), text.hasPrefix("let ") || text.hasPrefix("var ") {
        let name = String(text.dropFirst(4).dropLast().filter { !$0.isWhitespace })
        names = [name]
        let present = CodeExpression.binary("!=", .name(name), .name("nil"))
        filter = filter.map { .binary("&&", present, $0) } ?? present
      }
      return .forIn(names, expression(f.sequence), filter: filter, body: statements(f.body.statements), at)
    }
    if let w = stmt.as(WhileStmtSyntax.self) {
      return .whileLoop(conditions(w.conditions), body: statements(w.body.statements), checkFirst: true, at)
    }
    if let r = stmt.as(RepeatStmtSyntax.self) {
      return .whileLoop(
        [.expression(expression(r.condition))], body: statements(r.body.statements), checkFirst: false, at)
    }
    if let r = stmt.as(ReturnStmtSyntax.self) { return .returnValue(r.expression.map { expression($0) }, at) }
    if let b = stmt.as(BreakStmtSyntax.self) {
      return b.label.map { .labeledJump($0.text, continues: false, at) } ?? .breakLoop(at)
    }
    if let c = stmt.as(ContinueStmtSyntax.self) {
      return c.label.map { .labeledJump($0.text, continues: true, at) } ?? .continueLoop(at)
    }
    if let l = stmt.as(LabeledStmtSyntax.self) { return .labeled(l.label.text, statement(l.statement)) }
    if let d = stmt.as(DoStmtSyntax.self) { return .block(statements(d.body.statements)) }
    if let d = stmt.as(DeferStmtSyntax.self) { return .deferred(statements(d.body.statements), at) }
    if stmt.is(ThrowStmtSyntax.self) { return .returnValue(nil, at) }
    if stmt.is(FallThroughStmtSyntax.self) { return .fallthroughCase(at) }
    return .unknown("a statement TimingLab does not read", at)
  }

  func expressionStatement(_ expr: ExprSyntax) -> SourceStatement {
    let at = site(expr)
    if let i = expr.as(IfExprSyntax.self) { return ifStatement(i) }
    if let s = expr.as(SwitchExprSyntax.self) { return switchStatement(s, valued: false) }
    if let sequence = expr.as(SequenceExprSyntax.self),
      case .binary(let op, let target, let value) = fold(sequence), ["=", "+=", "-=", "*=", "/="].contains(op)
    {
      return .assign(target, op: op, value, at)
    }
    if let t = expr.as(TryExprSyntax.self) { return expressionStatement(t.expression) }
    if let a = expr.as(AwaitExprSyntax.self) { return expressionStatement(a.expression) }
    if expr.is(DiscardAssignmentExprSyntax.self) { return .block([]) }
    return .expression(expression(expr), at)
  }

  /// A `case` pattern as an expression. An enum case with associated values binds them:
  /// `.from(let direction, let offset)`, `let .from(direction, offset)` and `.zoom(_)` become
  /// `.from(…)` called with `CodeExpression.binding` names (`.opaque("let direction")`,
  /// `.opaque("_")`) that the switch binds to the case's values.
  func casePattern(_ pattern: PatternSyntax, binding: Bool) -> CodeExpression {
    if let bound = pattern.as(ValueBindingPatternSyntax.self) { return casePattern(bound.pattern, binding: true) }
    if let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName {
      return binding ? .opaque("let " + name) : .name(name)
    }
    if pattern.is(WildcardPatternSyntax.self) { return .opaque("_") }
    // `case let (a, b)`: each part bound.
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      return .call(
        .name(Self.tuplePattern),
        tuple.elements.map { .init(label: nil, value: casePattern($0.pattern, binding: binding)) })
    }
    // `case (TimeInterval.infinity, _)`, `case (let a, let b)`: a tuple matched part by part.
    if let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self),
      tuple.elements.count > 1
    {
      return .call(
        .name(Self.tuplePattern),
        tuple.elements.map { element in
          let part: CodeExpression
          if let inner = element.expression.as(PatternExprSyntax.self) {
            part = casePattern(inner.pattern, binding: binding)
          } else if element.expression.is(DiscardAssignmentExprSyntax.self) {
            part = .opaque("_")
          } else {
            part = casePattern(PatternSyntax(ExpressionPatternSyntax(expression: element.expression)), binding: binding)
          }
          return .init(label: nil, value: part)
        })
    }
    // `case is Source`: a type test, with nothing bound.
    if let test = pattern.as(IsTypePatternSyntax.self) {
      return .call(
        .name(Self.castPattern),
        [.init(label: nil, value: .opaque("_")), .init(label: nil, value: .name(source(test.type)))])
    }
    guard let e = pattern.as(ExpressionPatternSyntax.self) else { return .opaque(source(pattern)) }
    // `case let source as DataSource`: the value cast to the type, bound when it is one (the
    // parser leaves the `as` unfolded: pattern, `as`, type).
    if let sequence = e.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let cast = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self),
      cast.questionOrExclamationMark == nil, let type = sequence.elements.last, let bound = sequence.elements.first
    {
      let name =
        bound.as(PatternExprSyntax.self).map { casePattern($0.pattern, binding: binding) }
        ?? (binding ? bound.as(DeclReferenceExprSyntax.self).map { .opaque("let " + $0.baseName.text) } : nil)
        ?? .opaque("_")
      return .call(
        .name(Self.castPattern), [.init(label: nil, value: name), .init(label: nil, value: .name(source(type)))])
    }
    guard let call = e.expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.is(MemberAccessExprSyntax.self)
    else { return expression(e.expression) }
    let arguments = call.arguments.map { argument -> CodeExpression.Argument in
      let value: CodeExpression
      if let inner = argument.expression.as(PatternExprSyntax.self) {
        value = casePattern(inner.pattern, binding: binding)
      } else if argument.expression.is(DiscardAssignmentExprSyntax.self) {
        value = .opaque("_")
      } else if binding, let name = argument.expression.as(DeclReferenceExprSyntax.self) {
        value = .opaque("let " + name.baseName.text)
      } else {
        value = expression(argument.expression)
      }
      return .init(label: argument.label?.text, value: value)
    }
    return .call(expression(call.calledExpression), arguments)
  }

  /// The name a cast pattern (`case let x as T`, `case is T`) is read as: called with the binding
  /// (`let x`, `_`) and the type.
  static let castPattern = "$castPattern"
  /// The function name a tuple pattern (`case (let a, _)`) is read as, its parts the arguments.
  static let tuplePattern = "$tuplePattern"
  /// The name a case item with a `where` clause is read as: called with the pattern and the
  /// condition.
  static let wherePattern = "$wherePattern"

  /// A `switch`: each case's patterns (nil for `default`) and body. `valued`: a switch used as
  /// an expression, whose cases end in the value (`let d = switch speed { case .slow: 2 … }`),
  /// each such last expression returned.
  func switchStatement(_ s: SwitchExprSyntax, valued: Bool) -> SourceStatement {
    var cases: [(patterns: [CodeExpression]?, body: [SourceStatement])] = []
    for element in s.cases {
      guard case .switchCase(let c) = element else { continue }
      var body = statements(c.statements)
      if valued, case .expression(let e, let at)? = body.last {
        body[body.count - 1] = .returnValue(e, at)
      }
      switch c.label {
      case .default: cases.append((nil, body))
      case .case(let label):
        // (`case let d where d > 3`: the pattern, then its condition on what it binds.)
        let patterns = label.caseItems.map { item in
          let pattern = casePattern(item.pattern, binding: false)
          guard let condition = item.whereClause?.condition else { return pattern }
          return CodeExpression.call(
            .name(Self.wherePattern),
            [.init(label: nil, value: pattern), .init(label: nil, value: expression(condition))])
        }
        cases.append((patterns, body))
      }
    }
    return .switchCase(expression(s.subject), cases, site(s))
  }

  func ifStatement(_ i: IfExprSyntax) -> SourceStatement {
    var branches: [(conditions: [CodeCondition], body: [SourceStatement])] = [
      (conditions(i.conditions), statements(i.body.statements))
    ]
    var otherwise: [SourceStatement]?
    var next = i.elseBody
    while let body = next {
      switch body {
      case .ifExpr(let nested):
        branches.append((conditions(nested.conditions), statements(nested.body.statements)))
        next = nested.elseBody
      case .codeBlock(let block):
        otherwise = statements(block.statements)
        next = nil
      }
    }
    return .ifElse(branches, otherwise: otherwise, site(i))
  }

  func conditions(_ list: ConditionElementListSyntax) -> [CodeCondition] {
    list.map { element in
      switch element.condition {
      case .expression(let e): return .expression(expression(e))
      case .optionalBinding(let b):
        if let initializer = b.initializer, let parts = Self.tupleNames(b.pattern) {
          return .tupleBinding(parts, expression(initializer.value))
        }
        let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName ?? "_"
        return .binding(name, b.initializer.map { expression($0.value) })
      case .availability: return .assumedTrue("#available")
      case .matchingPattern(let m):
        return .pattern(casePattern(m.pattern, binding: false), expression(m.initializer.value))
      default: return .assumedTrue(source(element))
      }
    }
  }

  /// `(getter, setter)` in `if let (getter, setter) = …` → its names; nil for another pattern.
  /// (The parser reads the parenthesised names as a tuple pattern or as a tuple expression.)
  static func tupleNames(_ pattern: PatternSyntax) -> [String]? {
    if pattern.is(TuplePatternSyntax.self) { return names(pattern) }
    guard let tuple = pattern.as(ExpressionPatternSyntax.self)?.expression.as(TupleExprSyntax.self) else { return nil }
    return tuple.elements.map { element in
      element.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? element.expression.as(PatternExprSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        ?? "_"
    }
  }

  /// `dot`, `(i, dot)`, `_` → the names bound per iteration.
  static func names(_ pattern: PatternSyntax) -> [String] {
    if let id = pattern.as(IdentifierPatternSyntax.self) { return [id.identifier.bareName] }
    if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names($0.pattern) } }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(binding.pattern) }
    return ["_"]
  }

  // MARK: Expressions

  /// One kind test per node (`expr.kind`), not a cast tried per kind: the reader runs on every
  /// expression of a file.
  func expression(_ expr: ExprSyntax) -> CodeExpression {
    switch expr.kind {
    case .integerLiteralExpr: return .number(Self.number(expr.cast(IntegerLiteralExprSyntax.self).literal.text))
    case .floatLiteralExpr: return .number(Self.number(expr.cast(FloatLiteralExprSyntax.self).literal.text))
    case .booleanLiteralExpr: return .name(expr.cast(BooleanLiteralExprSyntax.self).literal.text)
    case .nilLiteralExpr: return .name("nil")
    case .stringLiteralExpr: return string(expr.cast(StringLiteralExprSyntax.self))
    case .declReferenceExpr: return .name(expr.cast(DeclReferenceExprSyntax.self).baseName.text)
    case .superExpr: return .name("super")
    case .typeExpr: return .name(typeName(expr.cast(TypeExprSyntax.self).type))
    case .memberAccessExpr:
      let m = expr.cast(MemberAccessExprSyntax.self)
      return .member(m.base.map { expression($0) }, m.declName.baseName.text)
    case .functionCallExpr:
      let c = expr.cast(FunctionCallExprSyntax.self)
      var arguments = c.arguments.map {
        CodeExpression.Argument(label: $0.label?.text, value: expression($0.expression))
      }
      if let trailing = c.trailingClosure {
        arguments.append(.init(label: Self.trailingLabel, value: closure(trailing)))
      }
      for extra in c.additionalTrailingClosures {
        arguments.append(.init(label: extra.label.text, value: closure(extra.closure)))
      }
      return .call(expression(c.calledExpression), arguments)
    case .subscriptCallExpr:
      let s = expr.cast(SubscriptCallExprSyntax.self)
      return .subscripted(
        expression(s.calledExpression),
        s.arguments.map { .init(label: $0.label?.text, value: expression($0.expression)) })
    case .sequenceExpr: return fold(expr.cast(SequenceExprSyntax.self))
    case .infixOperatorExpr:
      let infix = expr.cast(InfixOperatorExprSyntax.self)
      let op: String
      if let binary = infix.operator.as(BinaryOperatorExprSyntax.self) {
        op = binary.operator.text
      } else if infix.operator.is(AssignmentExprSyntax.self) {
        op = "="
      } else {
        op = source(infix.operator)
      }
      return .binary(op, expression(infix.leftOperand), expression(infix.rightOperand))
    case .prefixOperatorExpr:
      let p = expr.cast(PrefixOperatorExprSyntax.self)
      let op = p.operator.text
      let operand = expression(p.expression)
      return op == "+" ? operand : .unary(op, operand)
    case .ternaryExpr:
      let t = expr.cast(TernaryExprSyntax.self)
      return .ternary(expression(t.condition), expression(t.thenExpression), expression(t.elseExpression))
    case .arrayExpr: return .array(expr.cast(ArrayExprSyntax.self).elements.map { expression($0.expression) })
    case .dictionaryExpr:
      guard case .elements(let pairs) = expr.cast(DictionaryExprSyntax.self).content else { return .dictionary([], []) }
      return .dictionary(pairs.map { expression($0.key) }, pairs.map { expression($0.value) })
    case .tupleExpr:
      let t = expr.cast(TupleExprSyntax.self)
      if t.elements.count == 1, let only = t.elements.first, only.label == nil { return expression(only.expression) }
      return .tuple(t.elements.map { .init(label: $0.label?.text, value: expression($0.expression)) })
    case .closureExpr: return closure(expr.cast(ClosureExprSyntax.self))
    case .forceUnwrapExpr: return expression(expr.cast(ForceUnwrapExprSyntax.self).expression)
    case .optionalChainingExpr: return expression(expr.cast(OptionalChainingExprSyntax.self).expression)
    case .asExpr: return expression(expr.cast(AsExprSyntax.self).expression)
    case .tryExpr: return expression(expr.cast(TryExprSyntax.self).expression)
    case .awaitExpr: return expression(expr.cast(AwaitExprSyntax.self).expression)
    case .inOutExpr: return expression(expr.cast(InOutExprSyntax.self).expression)
    case .postfixOperatorExpr:
      // `items[1...]`: a range from an index (other postfix operators read as their operand).
      let p = expr.cast(PostfixOperatorExprSyntax.self)
      return p.operator.text == "..." ? .unary("from...", expression(p.expression)) : expression(p.expression)
    case .genericSpecializationExpr:
      // `LoadingView<DotsMode>`: the type, its arguments kept in the name (`LoadingView<DotsMode>`)
      // so that constructing it binds its generic parameters.
      let g = expr.cast(GenericSpecializationExprSyntax.self)
      let base = expression(g.expression)
      guard case .name(let name) = base else { return base }
      let arguments = g.genericArgumentClause.arguments.map { source($0.argument) }
      return .name(name + "<" + arguments.joined(separator: ",") + ">")
    case .macroExpansionExpr:
      let m = expr.cast(MacroExpansionExprSyntax.self)
      if m.macroName.text == "keyPath", let argument = m.arguments.last {
        return .string(Self.keyPathText(source(argument.expression)))
      }
      if m.macroName.text == "colorLiteral" {
        // Xcode's colour literal: `UIColor(red:green:blue:alpha:)`.
        return .call(
          .name("UIColor"), m.arguments.map { .init(label: $0.label?.text, value: expression($0.expression)) })
      }
      return .opaque(source(m))
    case .keyPathExpr:
      return .string(Self.keyPathText(source(expr.cast(KeyPathExprSyntax.self).components)))
    case .ifExpr:
      let i = expr.cast(IfExprSyntax.self)
      if let only = i.body.statements.last, case .expr(let yes) = only.item, case .codeBlock(let other)? = i.elseBody,
        case .expr(let no)? = other.statements.last?.item,
        case .expression(let condition)? = i.conditions.first?.condition, i.conditions.count == 1
      {
        return .ternary(expression(condition), expression(yes), expression(no))
      }
    case .switchExpr:
      // A switch as a value: run as a closure called at once, each case returning its value.
      let s = expr.cast(SwitchExprSyntax.self)
      let closure = CodeClosure(parameters: [], body: [switchStatement(s, valued: true)], site: site(s))
      return .call(.closure(closure), [])
    default: break
    }
    return .opaque(source(expr).split(separator: "\n").first.map(String.init) ?? "")
  }

  /// The label a trailing closure gets: the interpreter gives it to the closure parameter it fills.
  static let trailingLabel = "$trailing"

  func closure(_ c: ClosureExprSyntax) -> CodeExpression {
    var parameters: [String] = []
    switch c.signature?.parameterClause {
    case .simpleInput(let list)?: parameters = list.map(\.name.text)
    case .parameterClause(let clause)?: parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: break
    }
    return .closure(CodeClosure(parameters: parameters, body: statements(c.statements), site: site(c)))
  }

  func string(_ s: StringLiteralExprSyntax) -> CodeExpression {
    var parts: [CodeExpression] = []
    for segment in s.segments {
      switch segment {
      case .stringSegment(let text): parts.append(.string(Self.unescaped(text.content.text)))
      case .expressionSegment(let e):
        if let first = e.expressions.first { parts.append(expression(first.expression)) }
      }
    }
    if parts.isEmpty { return .string("") }
    if parts.count == 1, case .string = parts[0] { return parts[0] }
    return .interpolation(parts)
  }

  static func unescaped(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var out = ""
    var escaping = false
    for c in text {
      if escaping {
        switch c {
        case "n": out.append("\n")
        case "t": out.append("\t")
        case "0": out.append("\0")
        default: out.append(c)
        }
        escaping = false
      } else if c == "\\" {
        escaping = true
      } else {
        out.append(c)
      }
    }
    return out
  }

  /// `CALayer.transform.scale`, `\.opacity`, `self.layer.opacity` → the key path past the root type.
  static func keyPathText(_ text: String) -> String {
    var parts = text.split(separator: ".").map(String.init).filter { !$0.isEmpty && $0 != "\\" }
    if let first = parts.first, first.first?.isUppercase == true || first == "self" || first.hasPrefix("\\") {
      parts.removeFirst()
    }
    return parts.joined(separator: ".")
  }

  /// `1_000`, `0x1F`, `1e-3`, `0.5` → the number.
  static func number(_ literal: String) -> Double {
    let text = literal.replacingUnderscores
    if text.hasPrefix("0x") || text.hasPrefix("0X") { return Double(UInt64(text.dropFirst(2), radix: 16) ?? 0) }
    if text.hasPrefix("0b") { return Double(UInt64(text.dropFirst(2), radix: 2) ?? 0) }
    if text.hasPrefix("0o") { return Double(UInt64(text.dropFirst(2), radix: 8) ?? 0) }
    return Double(text) ?? .nan
  }
}

extension String {
  fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}

extension TokenSyntax {
  /// The identifier without the backticks that let a keyword be a name (`` `default` ``).
  var bareName: String { text.filter { $0 != "`" } }
}

/// Where a statement or declaration is in the source: file, 1-based line and column, and the
/// statement as written (shortened), for messages.
struct CodeSite: Hashable, Sendable {
  var file: String?
  var line: Int
  var column: Int
  var text: String

  init(file: String? = nil, line: Int, column: Int = 1, text: String) {
    self.file = file
    self.line = line
    self.column = column
    self.text = text.count > 70 ? String(text.prefix(67)) + "…" : text
  }
}

/// A program of either language, as the interpreter runs it: top-level statements (a script),
/// free functions (Swift `func`, C functions), types (classes, structs, extensions and
/// categories merged by name) and `#define` constants.
struct CodeProgram {
  var statements: [SourceStatement] = []
  var functions: [CodeFunction] = []
  var types: [String: CodeType] = [:]
  /// Type names in the order they first appear.
  var typeOrder: [String] = []
  /// Nested types' qualified names (`UIColor.Theme`): in `types` for code that names them so,
  /// but not in `typeOrder` (the type is there by its own name, once).
  var qualifiedNames: [String] = []
  var defines: [String: CodeExpression] = [:]
  /// `typealias CLSet = CircleLotationSet`: the name each alias stands for.
  var aliases: [String: String] = [:]
  /// Protocols' `@objc optional` methods, as `name(label:label:)` (`segmentedControl(_:titleForSegmentAtIndex:)`):
  /// called on an object that does not implement one (`dataSource?.segmentedControl?(self, …)`),
  /// the call is nil.
  var optionalRequirements: Set<String> = []
  /// C structs the Objective-C declares (`typedef struct { … } Metrics;`) and Swift's structs.
  var structs: Set<String> = []
  /// Swift protocols the program declares (`protocol Animation`): a parameter of such a type takes
  /// only a value that conforms.
  var protocols: Set<String> = []
  /// C enumerations the Objective-C declares (`typedef NS_ENUM(NSInteger, Style) { … }`): a
  /// property of such a type is a number, 0 until set.
  var enums: Set<String> = []
  /// `@Observable` classes: a view's `updateProperties()` runs again when one of their values
  /// changes (iOS 26's observation tracking).
  var observableTypes: Set<String> = []
  /// Objective-C's rules where they differ (ivars, property setters): true when an Objective-C
  /// file with code is given (a Swift framework's umbrella header alone is not).
  var isObjectiveC = false
  /// The Objective-C files, for rules that depend on the file a statement is in (`switch` cases
  /// fall through in Objective-C, never in Swift).
  var objectiveCFiles: Set<String> = []
  /// The storyboards and xibs read beside the code: what they make for its outlets.
  var interfaces: [InterfaceDocument] = []
  /// The images and colours of the app's folder (`UIImage(named:)`, `UIColor(named:)`).
  var assets = AssetCatalog()
  /// Declarations and statements the reader could not make sense of, with the reason.
  var skipped: [(site: CodeSite, reason: String)] = []
  /// What the compiler would refuse (`expected ')' to end function call`), where.
  var syntaxErrors: [(site: CodeSite, message: String)] = []

  /// The type called `name`, created empty on first use (an extension before its class).
  mutating func withType(_ name: String, _ body: (inout CodeType) -> Void) {
    if types[name] == nil {
      types[name] = CodeType(name: name)
      typeOrder.append(name)
    }
    body(&types[name]!)
  }

  /// Makes `name` a nested type's qualified name (kept out of `typeOrder`).
  mutating func declareQualified(_ name: String) {
    guard types[name] == nil else { return }
    types[name] = CodeType(name: name)
    qualifiedNames.append(name)
  }

  /// `extension CRRefreshView { … }` with `typealias CRRefreshView = UIScrollView`: what the
  /// extension adds is the aliased type's (a type the program only extends here). Run once every
  /// file is read.
  mutating func foldAliasedExtensions() {
    for (alias, target) in aliases.sorted(by: { $0.key < $1.key }) where alias != target {
      guard let extended = types[alias], !extended.isDeclared, types[target]?.isDeclared != true else { continue }
      withType(target) { type in
        type.properties += extended.properties
        type.methods += extended.methods
        type.conformances += extended.conformances
      }
      types[alias] = nil
      typeOrder.removeAll { $0 == alias }
    }
  }

  /// Another file's declarations added to these (a helper in a sibling file).
  mutating func merge(_ other: CodeProgram) {
    statements += other.statements
    functions += other.functions
    for name in other.qualifiedNames { declareQualified(name) }
    for name in other.typeOrder + other.qualifiedNames {
      guard let type = other.types[name] else { continue }
      withType(name) { mine in
        mine.superclass = mine.superclass ?? type.superclass
        mine.conformances += type.conformances
        mine.isDeclared = mine.isDeclared || type.isDeclared
        if mine.genericParameters.isEmpty { mine.genericParameters = type.genericParameters }
        mine.properties += type.properties
        mine.methods += type.methods
      }
    }
    defines.merge(other.defines) { a, _ in a }
    aliases.merge(other.aliases) { a, _ in a }
    optionalRequirements.formUnion(other.optionalRequirements)
    structs.formUnion(other.structs)
    protocols.formUnion(other.protocols)
    enums.formUnion(other.enums)
    observableTypes.formUnion(other.observableTypes)
    skipped += other.skipped
    syntaxErrors += other.syntaxErrors
  }
}

/// A class, struct, enum or extension: stored and computed properties and methods.
struct CodeType {
  var name: String
  var superclass: String?
  /// The other types it inherits from (`class Spinner: CALayer, CommonAnimation`): protocols whose
  /// extensions' methods it has.
  var conformances: [String] = []
  /// False for a type only extended here (`extension CABasicAnimation`, a category): its
  /// instances are the system's, not the program's.
  var isDeclared = false
  /// `class LoadingView<M: LoadingMode>`: the generic parameters' names, in order.
  var genericParameters: [String] = []
  var properties: [SourceProperty] = []
  var methods: [CodeFunction] = []

  /// The property `name` (`_name`, an Objective-C ivar, is the same property).
  func property(_ name: String) -> SourceProperty? {
    let wanted = name.drop { $0 == "_" }
    return properties.last { $0.name.drop { $0 == "_" } == wanted }
  }
}

/// `var dots: [CALayer] = []`, `@property CAShapeLayer *ring`, `static let duration = 0.8`,
/// `var pulse: CABasicAnimation { … }` (a getter).
struct SourceProperty {
  var name: String
  /// The declared type as written (`CGSize`, `CAShapeLayer`), when given.
  var type: String?
  var initial: CodeExpression?
  var isStatic = false
  /// Declared optional (`Double?`, `UIView!`): nil until set, where a non-optional number is 0.
  var isOptional = false
  /// `@IBOutlet`: set by a storyboard or nib before the code runs, so never nil here.
  var isOutlet = false
  /// An enum's case (`initial` holds its raw value, or its name).
  var isCase = false
  /// A case's associated values' labels (`_` where none): `custom(size:)` is `["size"]`.
  var caseLabels: [String] = []
  /// A computed property's body, run on every read.
  var getter: [SourceStatement]?
  /// A stored property's `didSet` observer, run after each assignment with `oldValue` bound.
  var didSet: [SourceStatement]?
  /// A stored property's `willSet` observer, run before each assignment with the new value bound
  /// to `newValue` (or the name it gives).
  var willSet: (name: String, body: [SourceStatement])?
  /// A computed property's `set` body, run on every assignment with `newValue` (or the name
  /// it gives) bound.
  var setter: (name: String, body: [SourceStatement])?
  /// `override var center: CGPoint { didSet { … } }`: observers on the superclass's storage,
  /// which stays the one read and written (a view's `center` is its layer's).
  var observesInherited = false
  var site: CodeSite
}

/// A function, method or initializer. Swift methods are found by base name and argument labels,
/// Objective-C methods by selector (`name` is then the whole selector, `makeDot:index:`).
struct CodeFunction {
  var name: String
  var parameters: [CodeParameter]
  var body: [SourceStatement]
  /// `static`/`class` methods and `+` methods: `self` is the type.
  var isStatic = false
  var site: CodeSite
  /// True for Objective-C methods (matched by selector, arguments by position).
  var isSelector = false
  /// The declared result type (`(r: CGFloat, g: CGFloat)`), when the code gives one: a tuple
  /// returned unlabelled (`return (r, g)`) takes its labels.
  var returnType: String? = nil

  /// Takes `overridden`'s default arguments where this has none, when both are instance methods
  /// of Swift with the same argument labels (an override and the method it overrides).
  mutating func inheritDefaults(from overridden: CodeFunction) {
    guard !isSelector, !isStatic, !overridden.isStatic, parameters.count == overridden.parameters.count,
      zip(parameters, overridden.parameters).allSatisfy({ $0.label == $1.label })
    else { return }
    for k in parameters.indices where parameters[k].defaultValue == nil {
      parameters[k].defaultValue = overridden.parameters[k].defaultValue
    }
  }
}

struct CodeParameter {
  /// The argument label callers write (`nil` for `_` and for Objective-C).
  var label: String?
  /// The name the body uses.
  var name: String
  var type: String?
  var defaultValue: CodeExpression?
  /// `colors: UIColor...`: takes every unlabelled argument after its own, as an array.
  var isVariadic = false
  /// `_ values: inout [CGFloat]`: what the body leaves in it goes back to the caller's variable.
  var isInout = false
}

/// A closure or block: its parameter names and body, run in the scope it was written in.
final class CodeClosure: Hashable, @unchecked Sendable {
  let parameters: [String]
  let body: [SourceStatement]
  let site: CodeSite
  /// A local function (`func layOut(in size: CGSize)` inside a method), called with its labels.
  let isFunction: Bool

  init(parameters: [String], body: [SourceStatement], site: CodeSite, isFunction: Bool = false) {
    self.parameters = parameters
    self.body = body
    self.site = site
    self.isFunction = isFunction
  }

  static func == (a: CodeClosure, b: CodeClosure) -> Bool { a === b }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// One clause of an `if`, `guard` or `while` condition.
enum CodeCondition {
  case expression(CodeExpression)
  /// `if let x = e` (`e` nil: `if let x`): true when `e` is a value, which `x` then names.
  case binding(String, CodeExpression?)
  /// `if let (getter, setter) = e`: true when `e` is a value (a tuple), its parts named in order.
  case tupleBinding([String], CodeExpression)
  /// `#available(iOS 15, *)`: taken as true.
  case assumedTrue(String)
  /// `case let .crossDissolve(d) = style` (`case .a = x`): true when the value matches the
  /// pattern, as a `switch` case would; its values bound.
  case pattern(CodeExpression, CodeExpression)
}

/// A statement of either language.
indirect enum SourceStatement {
  case expression(CodeExpression, CodeSite)
  /// `let a = e`, `var (a, b) = …`, `CABasicAnimation *a = e;` (no value: declared, nil/zero).
  case declare(String, CodeExpression?, type: String?, CodeSite)
  /// `target = value`, `target += value`, …
  case assign(CodeExpression, op: String, CodeExpression, CodeSite)
  case ifElse([(conditions: [CodeCondition], body: [SourceStatement])], otherwise: [SourceStatement]?, CodeSite)
  case guardElse([CodeCondition], otherwise: [SourceStatement], CodeSite)
  /// `for x in seq`, `for (i, x) in seq.enumerated()`, `for (CALayer *x in seq)`; `where` as a condition.
  case forIn([String], CodeExpression, filter: CodeExpression?, body: [SourceStatement], CodeSite)
  /// C's `for (init; condition; step)`.
  case forLoop(
    initial: [SourceStatement], condition: CodeExpression?, step: [SourceStatement], body: [SourceStatement], CodeSite)
  /// `while` (`checkFirst`) and `repeat … while` / `do … while`.
  case whileLoop([CodeCondition], body: [SourceStatement], checkFirst: Bool, CodeSite)
  /// `switch`: each case's patterns (nil for `default`), in order.
  case switchCase(CodeExpression, [(patterns: [CodeExpression]?, body: [SourceStatement])], CodeSite)
  case returnValue(CodeExpression?, CodeSite)
  case breakLoop(CodeSite)
  case continueLoop(CodeSite)
  /// `break outer`, `continue outer`: to the statement labelled `outer`.
  case labeledJump(String, continues: Bool, CodeSite)
  /// `outer: for …`: a statement with a label the jumps in it name.
  case labeled(String, SourceStatement)
  /// Swift's `fallthrough`: into the next case's body.
  case fallthroughCase(CodeSite)
  /// `do { }`, `@autoreleasepool { }`, a bare `{ }`.
  case block([SourceStatement])
  /// `defer { }`: run when the enclosing scope ends.
  case deferred([SourceStatement], CodeSite)
  /// Read but not understood.
  case unknown(String, CodeSite)

  var site: CodeSite? {
    switch self {
    case .expression(_, let s), .declare(_, _, _, let s), .assign(_, _, _, let s), .ifElse(_, _, let s),
      .guardElse(_, _, let s), .forIn(_, _, _, _, let s), .forLoop(_, _, _, _, let s), .whileLoop(_, _, _, let s),
      .switchCase(_, _, let s), .returnValue(_, let s), .breakLoop(let s), .continueLoop(let s), .deferred(_, let s),
      .unknown(_, let s), .labeledJump(_, _, let s), .fallthroughCase(let s):
      s
    case .labeled(_, let inner): inner.site
    case .block: nil
    }
  }
}

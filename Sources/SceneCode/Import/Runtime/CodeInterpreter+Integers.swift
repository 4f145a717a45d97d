import MediaTiming

/// Integer arithmetic where the code's types make it so: the interpreter holds every number as a
/// `Double`, so a quotient of integers (`count / 2`, `(Int(Double.pi) * $0) / 180`, C's `int a = 5;
/// a / 2`) would keep its fraction. An expression is integer-typed when something in it is known
/// to be an integer — a variable, parameter or property declared so (`Int`, `NSInteger`, C's
/// `int`), a `let n = 5` (Swift's default literal type), a loop's index over a range, an `Int(…)`
/// conversion, a collection's `count` — since Swift's arithmetic operators take two operands of
/// one type (the literal beside an `Int` is an `Int`).
extension CodeInterpreter {
  static let integerTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger", "NSUInteger",
    "int", "long", "short", "unsigned", "size_t", "int32_t", "int64_t", "uint32_t", "uint64_t", "CInt", "CLong",
  ]

  /// What an integer variable holds of `x`: its whole part (C's conversion, toward zero); a
  /// value too large for 64 bits, or not finite, as it is.
  static func integerPart(_ x: Double) -> Double {
    x.isFinite && abs(x) < 9.2e18 ? x.rounded(.towardZero) : x
  }

  /// True for an integer type's name (`Int`, `NSUInteger`, `unsigned int`, `Int?`).
  static func isIntegerType(_ type: String) -> Bool {
    let bare = type.filter { $0 != "?" && $0 != "!" }
    return integerTypes.contains(bare)
      || bare.split(separator: " ").last.map { integerTypes.contains(String($0)) } == true
  }

  /// Says, once per expression, that `e` divided integers and dropped a fraction (`x / y` is `q`
  /// exactly): the plain-words reason a turn of `(Int(Double.pi) * x) / 180` never moves.
  mutating func integerDivisionNote(_ e: CodeExpression, _ x: Double, _ y: Double, _ q: Double) {
    guard reported.insert("integer division:" + e.text).inserted else { return }
    let c = isObjectiveC(site)
    note(
      "\(e.text) divides integers (\(c ? "C's int division" : "Swift's Int / Int")): \(shortestText(x)) / "
        + "\(shortestText(y)) is \(shortestText(q.rounded(.towardZero))), the fraction dropped (\(shortestText(q)) "
        + "as \(c ? "(CGFloat)x / y" : "Double(x) / Double(y)"))")
  }

  /// True when a quotient `a / b` is an integer division: in Swift when either side is
  /// integer-typed (the other is then one too); in C (an Objective-C file) when both are, a
  /// whole literal counting as an `int` (`i / 2`, not `i / 2.0` nor `(CGFloat)i / 2`).
  func isIntegerDivision(_ a: CodeExpression, _ b: CodeExpression) -> Bool {
    let c = isObjectiveC(site)
    return c ? isCInteger(a) && isCInteger(b) : isIntegerTyped(a) || isIntegerTyped(b)
  }

  /// C's integer-typed expressions: whole literals, integer variables and casts, counts, and
  /// arithmetic of integers alone (a `double` anywhere makes it a `double`).
  func isCInteger(_ e: CodeExpression) -> Bool {
    switch e {
    case .number(let x): return x == x.rounded()
    case .binary(let op, let a, let b) where ["+", "-", "*", "/", "%"].contains(op):
      return isCInteger(a) && isCInteger(b)
    case .unary("-", let a): return isCInteger(a)
    default: return isIntegerTyped(e)
    }
  }

  /// True when `e` is of an integer type by what the code says of it (see above); false when
  /// nothing in it says so (a literal alone takes its type from where it is used).
  func isIntegerTyped(_ e: CodeExpression) -> Bool {
    switch e {
    case .name(let name):
      if let s = scope.find(name) { return s.integers.contains(name) }
      // A property of self's declared as an integer (`var step = 0` reads as `Int`).
      guard let type = selfType else { return false }
      return declaredProperty(name, in: type)?.type.map(Self.isIntegerType) ?? false
    case .member(.name("self")?, let name):
      guard let type = selfType else { return false }
      return declaredProperty(name, in: type)?.type.map(Self.isIntegerType) ?? false
    case .member(_, "count"), .member(_, "endIndex"):
      return true
    case .message(_, let parts):
      return parts.count == 1 && parts[0].0 == "count" && parts[0].1 == nil  // `[dots count]`
    case .call(.name(let type), let arguments) where arguments.count == 1:
      return Self.isIntegerType(type) || type == "sizeof"
    case .call(.member(_, "count"), _):
      return true
    case .binary(let op, let a, let b) where ["+", "-", "*", "/", "%"].contains(op):
      return isIntegerTyped(a) || isIntegerTyped(b)
    case .unary("-", let a):
      return isIntegerTyped(a)
    case .tuple(let parts) where parts.count == 1:
      return isIntegerTyped(parts[0].value)
    default:
      return false
    }
  }

  /// The names a `for … in sequence` loop binds that are integers: the index of a range
  /// (`0..<n`, `1...3`: ranges iterate integers), of `indices`, of `enumerated()` (its first
  /// name), and of `stride` over integer-typed bounds.
  func integerLoopNames(_ names: [String], _ sequence: CodeExpression) -> Set<String> {
    switch sequence {
    case .binary("..<", _, _), .binary("...", _, _), .member(_, "indices"):
      return names.count == 1 ? [names[0]] : []
    case .call(.member(_, "enumerated"), _), .call(.member(_, "enumerate"), _):
      return names.count == 2 ? [names[0]] : []
    case .call(.member(.tuple(let parts), "reversed"), _) where parts.count == 1:
      return integerLoopNames(names, parts[0].value)
    case .call(.name("stride"), let arguments):
      return names.count == 1 && arguments.contains(where: { isIntegerTyped($0.value) }) ? [names[0]] : []
    case .call(.member(let from?, "stride"), let arguments):
      return names.count == 1 && ([from] + arguments.map(\.value)).contains(where: isIntegerTyped) ? [names[0]] : []
    default:
      return []
    }
  }
}

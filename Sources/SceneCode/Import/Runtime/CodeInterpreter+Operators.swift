/// Operators the program declares: a custom `infix operator >>-` with its `func >>- (lhs:apply:)`
/// overloads (an Auto Layout helper), or `static func + (lhs: CGPoint, rhs: CGPoint)` in an
/// extension. Tried when the built-in meaning of an operator gives nothing for its operands.
extension CodeInterpreter {
  /// The value of `left op right` by the program's own operator function, the overload whose
  /// parameter types take the operands (a tuple, a closure, an array, a geometry value); nil
  /// when the program declares none that fits.
  mutating func programOperator(_ op: String, _ left: RuntimeValue, _ right: RuntimeValue) -> RuntimeValue? {
    if declaredOperators == nil {
      let symbolic = { (name: String) in name.first.map { !$0.isLetter && $0 != "_" } ?? false }
      var names = Set(program.functions.map(\.name).filter(symbolic))
      for type in program.typeOrder {
        names.formUnion((program.types[type]?.methods ?? []).map(\.name).filter(symbolic))
      }
      declaredOperators = names
    }
    guard declaredOperators?.contains(op) == true else { return nil }
    var candidates: [(function: CodeFunction, type: String?)] = program.functions.filter { $0.name == op }.map {
      ($0, nil)
    }
    for type in program.typeOrder {
      candidates += (program.types[type]?.methods ?? []).filter { $0.name == op && $0.isStatic }.map { ($0, type) }
    }
    guard
      let chosen = candidates.first(where: { candidate in
        let parameters = candidate.function.parameters
        return parameters.count == 2 && Self.operand(left, fits: parameters[0].type)
          && Self.operand(right, fits: parameters[1].type)
      })
    else { return nil }
    let names = ("$lhs\(callDepth)", "$rhs\(callDepth)")
    scope.values[names.0] = left
    scope.values[names.1] = right
    defer {
      scope.values[names.0] = nil
      scope.values[names.1] = nil
    }
    let parameters = chosen.function.parameters
    return invoke(
      chosen.function, on: chosen.type.map { .type($0) }, type: chosen.type,
      [(parameters[0], .name(names.0)), (parameters[1], .name(names.1))])
  }

  /// Whether a value can be an argument of a parameter declared `type` (nil or a generic name:
  /// anything but a tuple, a closure or an array).
  static func operand(_ value: RuntimeValue, fits type: String?) -> Bool {
    guard var t = type?.filter({ $0 != " " }) else { return true }
    for prefix in ["inout", "@escaping"] where t.hasPrefix(prefix) { t.removeFirst(prefix.count) }
    while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
    let isFunction = t.contains("->")
    let isTuple = !isFunction && t.hasPrefix("(") && t.contains(",")
    let isArray = t.hasPrefix("[") && !t.contains(":")
    switch value {
    case .closure: return isFunction
    case .tuple: return isTuple
    case .array: return isArray
    case .point: return t == "CGPoint" || Self.isGenericName(t)
    case .size: return t == "CGSize" || Self.isGenericName(t)
    case .rect: return t == "CGRect" || Self.isGenericName(t)
    case .number, .time, .bool:
      return ["CGFloat", "Double", "Float", "Int", "TimeInterval", "Bool", "UInt"].contains(t) || Self.isGenericName(t)
    case .string: return t == "String" || Self.isGenericName(t)
    case .color: return ["UIColor", "NSColor", "CGColor"].contains(t) || Self.isGenericName(t)
    case .transform: return ["CATransform3D", "CGAffineTransform"].contains(t) || Self.isGenericName(t)
    default: return !isFunction && !isTuple && !isArray
    }
  }

  /// A generic parameter's name (`T`, `Element`): one word, not a known value type.
  static func isGenericName(_ t: String) -> Bool {
    t.count <= 2 && t.first?.isUppercase == true
  }
}

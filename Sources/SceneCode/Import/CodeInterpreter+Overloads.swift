/// Overloads with the same labels told apart by the value passed (`then(animation: Animation)`
/// beside `then(animation: Animate)`, one taking a protocol's value, one a class's instance): as
/// Swift's compiler picks by the argument's static type, the one whose parameter the value fits.
extension CodeInterpreter {
  /// The first of `candidates` (fewest defaults first) that takes `arguments`, bound. When
  /// several do and a parameter's type differs between them, that argument is evaluated once
  /// here, held in a temporary the chosen one reads, and the first whose parameter it fits is
  /// chosen. Nil when none takes them.
  mutating func bindOverload(
    _ candidates: [CodeFunction], _ arguments: [CodeExpression.Argument]
  ) -> (function: CodeFunction, bound: [(CodeParameter, CodeExpression?)])? {
    let fitting = Self.fewestDefaultsFirst(candidates).compactMap { f in bind(f, arguments).map { (f, $0) } }
    guard fitting.count > 1, let first = fitting.first?.1,
      fitting.allSatisfy({ $0.1.count == first.count })
    else { return fitting.first }
    let differing = first.indices.filter { k in
      guard let e = first[k].1 else { return false }
      // (An implicit member, `.red`, is read by its parameter's type: left to the first.)
      if case .member(nil, _) = e { return false }
      if case .call(.member(nil, _), _) = e { return false }
      return fitting.contains { $0.1[k].0.type != first[k].0.type }
    }
    guard !differing.isEmpty else { return fitting.first }
    var held: [Int: (name: String, value: RuntimeValue)] = [:]
    for k in differing {
      let name = "$overload\(heldArguments)"
      heldArguments += 1
      let value = evaluate(first[k].1!)
      scope.values[name] = value
      held[k] = (name, value)
    }
    let chosen =
      fitting.first { candidate in
        held.allSatisfy { k, argument in !valueMismatches(argument.value, candidate.1[k].0.type) }
      } ?? fitting[0]
    var bound = chosen.1
    for (k, argument) in held { bound[k].1 = .name(argument.name) }
    return (chosen.0, bound)
  }

  /// True when `value` plainly cannot be passed as `type`: an instance of the program's for a
  /// protocol of the program's it does not conform to, or for a class or struct of the
  /// program's it is not (nor a subclass of); a closure for such a type; an instance for a
  /// closure type.
  func valueMismatches(_ value: RuntimeValue, _ type: String?) -> Bool {
    guard var t = type?.filter({ $0 != " " }), !t.isEmpty else { return false }
    while let last = t.last, last == "?" || last == "!" { t.removeLast() }
    let own = program.protocols.contains(t) || program.types[t]?.isDeclared == true
    switch value {
    case .object(let o):
      if t.contains("->") { return true }
      guard own else { return false }
      let mine = objects[o].type
      return mine != t && !lineage(mine).contains { $0.name == t } && !conforms(mine, to: t)
    case .closure:
      return own
    default:
      return false
    }
  }
}

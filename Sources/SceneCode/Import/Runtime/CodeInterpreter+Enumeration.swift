/// Foundation's block enumerations and `makeObjectsPerformSelector:`: Objective-C's loops over a
/// collection. `[items enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {…}]`
/// runs the block once per item with its index, in order (`NSEnumerationReverse`: last first),
/// until the block sets `*stop = YES`; `[dict enumerateKeysAndObjectsUsingBlock:]` once per pair;
/// `[layers makeObjectsPerformSelector:@selector(removeFromSuperlayer)]` sends each the message.
/// Bounded as any loop is (`Limits.iterations`).
extension CodeInterpreter {
  /// The answer to an enumeration `selector` sent to a collection, nil for another selector.
  mutating func enumerationMessage(
    _ collection: RuntimeValue, _ selector: String, _ args: [CodeExpression], _ at: CodeSite
  ) -> RuntimeValue? {
    switch (collection, selector) {
    case (.array(let items), "enumerateObjectsUsingBlock:"),
      (.array(let items), "enumerateObjectsWithOptions:usingBlock:"):
      let reverse = selector.hasPrefix("enumerateObjectsWithOptions") && args[0].text.contains("Reverse")
      let order = reverse ? Array(items.indices.reversed()) : Array(items.indices)
      enumerate(evaluate(args[args.count - 1]), order.map { [items[$0], .number(Double($0))] }, at)
      return .null
    case (.dictionary(let keys, let values), "enumerateKeysAndObjectsUsingBlock:"):
      enumerate(evaluate(args[0]), zip(keys, values).map { [$0, $1] }, at)
      return .null
    case (.array(let items), "makeObjectsPerformSelector:"):
      guard let method = Self.selectorName(args[0]) else { return nil }
      let each = "$each"
      for item in items.prefix(Limits.iterations) where !halted {
        scope.values[each] = item
        let message = CodeExpression.message(.name(each), [(method, nil)])
        if !self.message(.name(each), method, [], at) { _ = evaluate(message) }
      }
      scope.values[each] = nil
      return .null
    default:
      return nil
    }
  }

  /// Calls `block` with each argument list and a `stop` flag after them, until the block sets it.
  mutating func enumerate(_ block: RuntimeValue, _ calls: [[RuntimeValue]], _ at: CodeSite) {
    guard case .closure(let code, let captured) = block else { return ignored(at, "its block is not known here") }
    for (n, arguments) in calls.enumerated() where !halted {
      guard n < Limits.iterations else { return loopLimit(at) }
      let frame = CodeScope(parent: captured)
      _ = callClosure(block, arguments + [.bool(false)], frame: frame)
      // `*stop = YES` set the block's last parameter.
      if let stop = code.parameters.dropFirst(arguments.count).first, truth(frame.values[stop] ?? .null) == true {
        return
      }
    }
  }
}

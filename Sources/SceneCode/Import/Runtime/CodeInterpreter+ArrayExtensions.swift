/// Arrays as the program extends them: `extension [UIColor] { func infinite() -> [UIColor] }`,
/// `extension Array where Element == CALayer`, `extension Collection`; inside such a method
/// `self` is the array, and `count`, `reversed()`, `first` bare are its own. A key path passed
/// as a function (`colors.map(\.cgColor)`) reads that member of each item.
extension CodeInterpreter {
  /// The extended types an array value has, most specific first: `[T]` spellings, then
  /// `Array` and the protocols it conforms to.
  var arrayExtensionTypes: [String] {
    program.typeOrder.filter { $0.hasPrefix("[") && !$0.contains(":") }
      + ["Array", "RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"]
  }

  /// A method an extension of arrays adds, called on `receiver` (an array), or nil.
  mutating func arrayExtensionCall(
    _ receiver: RuntimeValue, _ name: String, _ arguments: [CodeExpression.Argument]
  ) -> RuntimeValue? {
    for type in arrayExtensionTypes where program.types[type] != nil {
      for f in Self.fewestDefaultsFirst(methods(name, in: type, isStatic: false)) {
        if let bound = bind(f, arguments) { return invoke(f, on: receiver, type: type, bound) }
      }
    }
    return nil
  }

  /// `count`, `first`, `isEmpty` … bare inside an array extension's method: the array's.
  mutating func arraySelfMember(_ name: String) -> RuntimeValue? {
    guard case .array = selfValue, name.first?.isLowercase == true else { return nil }
    let found = member(selfValue ?? .null, name, base: .name("self"), whole: .name(name))
    return found.isUnknown ? nil : found
  }

  /// `items.map(\.cgColor)`: each item's member (a chain, `\.layer.bounds`), or nil when
  /// `argument` is not a key path.
  mutating func keyPathItems(_ items: [RuntimeValue], _ argument: CodeExpression) -> [RuntimeValue]? {
    guard case .string(let path) = argument, !path.isEmpty,
      path.split(separator: ".").allSatisfy({
        $0.first?.isLetter == true && $0.allSatisfy { $0.isLetter || $0.isNumber }
      })
    else { return nil }
    let each = "$keyPathItem"
    defer { scope.values[each] = nil }
    return items.map { item in
      scope.values[each] = item
      return evaluate(path.split(separator: ".").reduce(CodeExpression.name(each)) { .member($0, String($1)) })
    }
  }
}

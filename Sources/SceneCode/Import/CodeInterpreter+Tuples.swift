/// Tuples in the program: their elements by label. Runtime tuples keep their elements only, so
/// the labels come from the property's declaration.
extension CodeInterpreter {
  /// The element labels of a tuple property `base` names (`borderThickness` declared
  /// `(active: CGFloat, inactive: CGFloat)` or set to `(active: 2, inactive: 0.5)`), so that
  /// `borderThickness.active` reads its element; nil when `base` is no such property.
  func tupleLabels(of base: CodeExpression) -> [String]? {
    var name: String
    switch base {
    case .name(let n): name = n
    case .member(.name("self")?, let n): name = n
    default: return nil
    }
    name = Self.normalize(name)
    guard let type = selfType, let property = declaredProperty(name, in: type) else { return nil }
    if case .tuple(let items)? = property.initial, items.allSatisfy({ $0.label != nil }) {
      return items.compactMap(\.label)
    }
    guard let declared = property.type, declared.hasPrefix("("), declared.hasSuffix(")") else { return nil }
    let labels = declared.dropFirst().dropLast().split(separator: ",").map {
      $0.split(separator: ":").first.map { $0.trimmingSpaces } ?? ""
    }
    return labels.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) ? labels : nil
  }

  /// The labels of a tuple type (`(first: Double, second: Double)`, or a `typealias` of one);
  /// nil for another type or a tuple type without labels.
  func tupleTypeLabels(_ type: String?) -> [String]? {
    guard var t = type?.filter({ $0 != " " }) else { return nil }
    while t.hasSuffix("!") || t.hasSuffix("?") { t.removeLast() }
    if let aliased = program.aliases[t] { t = aliased.filter { $0 != " " } }
    guard t.hasPrefix("("), t.hasSuffix(")"), !t.contains("->") else { return nil }
    let labels = t.dropFirst().dropLast().split(separator: ",").map { part -> String in
      let pieces = part.split(separator: ":")
      return pieces.count == 2 ? String(pieces[0]) : ""
    }
    return labels.count > 1 && labels.allSatisfy({ !$0.isEmpty }) ? labels : nil
  }

  /// `value` given the element labels of the tuple type it is stored as (`dotRadius = (a, b)`
  /// for a `DotRadius`), so `dotRadius.first` reads its element; else the value as it is.
  func labelled(_ value: RuntimeValue, as type: String?) -> RuntimeValue {
    guard case .tuple(let parts, _) = value, let labels = tupleTypeLabels(type), labels.count == parts.count
    else { return value }
    return .tuple(parts, labels: labels)
  }
}

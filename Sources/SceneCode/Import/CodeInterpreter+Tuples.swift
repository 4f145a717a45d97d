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
}

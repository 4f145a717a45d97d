/// UIKit state that no code here sets, as an app has it when the code runs: no view has the
/// keyboard's focus (a tap would give it), and a text field or a label holds the text the code
/// gave it, else none.
extension CodeInterpreter {
  /// Views with text of their own: labels and text fields (their `text` is kept, for sizes and
  /// for conditions like `text.isEmpty`).
  static let textViews: Set<String> = ["UILabel", "UITextField", "NSTextField"]

  /// `name` read from view layer `layer` (or bare in its subclass's method): its state, or nil
  /// when the view has no such state here.
  mutating func viewState(_ name: String, of layer: Int) -> RuntimeValue? {
    guard layers.indices.contains(layer), layers[layer].isViewLayer else { return nil }
    switch name {
    case "isFirstResponder":
      noteOnce("isFirstResponder is false: no view has the keyboard's focus here (a tap would give it)")
      return .bool(false)
    case "text", "stringValue":
      return layers[layer].label.map { .string($0.text) }
    default:
      return nil
    }
  }
}

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

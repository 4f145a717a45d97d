/// `UIEdgeInsets`: four numbers, top, left, bottom, right (a 4-tuple here). (A view's safe area
/// and margins: `CodeInterpreter+SafeArea.swift`.)
extension CodeInterpreter {
  static let insetNames = ["top", "left", "bottom", "right"]

  static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> RuntimeValue {
    .tuple([.number(top), .number(left), .number(bottom), .number(right)])
  }

  /// `UIEdgeInsets(top:left:bottom:right:)`, `UIEdgeInsetsMake(t, l, b, r)`, `NSEdgeInsetsMake`;
  /// nil for another call.
  mutating func insetsValue(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    let labelled = ["UIEdgeInsets", "NSEdgeInsets", "NSDirectionalEdgeInsets"].contains(name)
    guard labelled || name == "UIEdgeInsetsMake" || name == "NSEdgeInsetsMake" else { return nil }
    if labelled && arguments.isEmpty { return Self.insets(0, 0, 0, 0) }
    let labels = name == "NSDirectionalEdgeInsets" ? ["top", "leading", "bottom", "trailing"] : Self.insetNames
    let values = labels.enumerated().map { index, label in
      (labelled ? argument(arguments, label) : argument(arguments, nil, index)).flatMap { evaluate($0).number }
    }
    guard values.allSatisfy({ $0 != nil }) else { return nil }
    return Self.insets(values[0]!, values[1]!, values[2]!, values[3]!)
  }

  /// `insets.top` and the sums libraries add in extensions (`horizontal`, `vertical`); nil for
  /// a value that is not four numbers or another member.
  static func insetsMember(_ parts: [RuntimeValue], _ member: String) -> RuntimeValue? {
    guard parts.count == 4 else { return nil }
    let numbers = parts.compactMap(\.number)
    guard numbers.count == 4 else { return nil }
    if let index = insetNames.firstIndex(of: member) { return .number(numbers[index]) }
    if member == "leading" { return .number(numbers[1]) }
    if member == "trailing" { return .number(numbers[3]) }
    return nil
  }

  /// The `safeAreaInsets` of a view not known here (one the code does not make or reach): none,
  /// said once.
  mutating func safeAreaInsets() -> RuntimeValue {
    noteOnce("safeAreaInsets of a view not known here taken as zero")
    return Self.insets(0, 0, 0, 0)
  }
}

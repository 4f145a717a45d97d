/// `UIRectCorner` values as `roundedRect:byRoundingCorners:cornerRadii:` takes them.
extension CodeInterpreter {
  /// The corners an expression names, as UIRectCorner's bits (top left 1, top right 2, bottom
  /// left 4, bottom right 8): `.allCorners`, `[.topLeft, .bottomLeft]`, `UIRectCornerTopLeft |
  /// UIRectCornerTopRight`, a variable holding one, or a number; all four when not known (said).
  mutating func rectCorners(_ e: CodeExpression) -> Int {
    let value = evaluate(e)
    if let n = value.number { return n < 0 || n > 15 ? 15 : Int(n) }
    var text = e.text
    if case .constant(let name) = value { text = name }
    if case .array(let items) = value { text = items.compactMap(\.constantName).joined(separator: " ") }
    let lower = text.lowercased()
    if lower.contains("allcorners") { return 15 }
    let bits = [("topleft", 1), ("topright", 2), ("bottomleft", 4), ("bottomright", 8)]
    let found = bits.filter { lower.contains($0.0) }.reduce(0) { $0 | $1.1 }
    if found == 0 { note("\(e.text): the corners rounded are not known here; all four are") }
    return found == 0 ? 15 : found
  }

  /// A `CGSize`'s width (the radius `cornerRadii` gives), or a number.
  func sizeWidth(_ value: RuntimeValue) -> Double? {
    switch value {
    case .size(let w, _), .point(let w, _): return w
    case .number(let x): return x
    default: return nil
    }
  }
}

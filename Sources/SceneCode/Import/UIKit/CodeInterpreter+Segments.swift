/// `UISegmentedControl`'s segments as code counts them: `init(items:)` (`initWithItems:`) makes
/// one per item, `insertSegment(withTitle:at:animated:)` (and `with:` an image) adds one,
/// `removeSegment(at:animated:)` and `removeAllSegments()` take them away — what
/// `numberOfSegments` reads, which underline indicators divide the control's width by.
extension CodeInterpreter {
  /// The segments `items` makes (nil when it is not an array known here).
  mutating func segmentCount(_ items: CodeExpression) -> Double? {
    guard case .array(let all) = evaluate(items) else { return nil }
    return Double(all.count)
  }

  /// A segment call on segmented control `i`: the count it leaves; nil for another call or view.
  mutating func segmentCall(_ i: Int, _ method: String) -> RuntimeValue? {
    guard layers[i].systemKind == "UISegmentedControl" else { return nil }
    let count = layers[i].viewValues["numberOfSegments"]?.number ?? 0
    switch method {
    case "insertSegment", "insertSegmentWithTitle:atIndex:animated:", "insertSegmentWithImage:atIndex:animated:":
      layers[i].viewValues["numberOfSegments"] = .number(count + 1)
    case "removeSegment", "removeSegmentAtIndex:animated:":
      layers[i].viewValues["numberOfSegments"] = .number(max(count - 1, 0))
    case "removeAllSegments":
      layers[i].viewValues["numberOfSegments"] = .number(0)
      layers[i].viewValues["selectedSegmentIndex"] = .number(-1)
    default:
      return nil
    }
    return .null
  }

  /// `view.viewWithTag(n)` (`[view viewWithTag:n]`): the view itself or the first view inside it,
  /// depth first in subview order, whose `tag` is `n` (UIView.h); nil when none is.
  func viewWithTag(_ i: Int, _ tag: Double) -> RuntimeValue {
    if layers[i].viewValues["tag"]?.number == tag { return viewObject(of: i).map { .object($0) } ?? .layer(i) }
    for sub in layers[i].sublayers where layers[sub].isViewLayer && !removedLater.contains(sub) {
      let found = viewWithTag(sub, tag)
      if case .null = found { continue }
      return found
    }
    return .null
  }
}

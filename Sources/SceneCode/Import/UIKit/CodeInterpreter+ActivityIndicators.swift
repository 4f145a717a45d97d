/// `UIActivityIndicatorView`: its size is UIKit's for its style (UIActivityIndicatorView.h and
/// UIKit's layout: `.medium` and the older `.white`/`.gray` are 20 × 20 pt, `.large` and
/// `.whiteLarge` 37 × 37), and its spinning is drawn by UIKit itself — there is no animation in
/// the app's code to read — so `startAnimating()` is said, not ignored as unknown code.
extension CodeInterpreter {
  /// The indicator's side for a style written as `.large`, `UIActivityIndicatorView.Style.medium`,
  /// `UIActivityIndicatorViewStyleWhiteLarge` (20 when none is given).
  static func activityIndicatorSide(_ style: String?) -> Double {
    guard let style = style?.lowercased() else { return 20 }
    return style.hasSuffix("large") ? 37 : 20
  }

  /// Sizes a new `UIActivityIndicatorView(style:)` (or `()`) view layer `i`; the size is its
  /// `intrinsicContentSize` too (what Auto Layout sizes it by, and what code reading it gets).
  mutating func sizeActivityIndicator(_ i: Int, style: CodeExpression?) {
    let side = Self.activityIndicatorSide(style?.text)
    layers[i].setProperty("bounds", .rect(0, 0, side, side))
    layers[i].viewValues["intrinsicContentSize"] = .size(side, side)
  }

  /// The intrinsic size UIKit gives view layer `i` of its own class (an activity indicator's),
  /// or nil.
  func systemIntrinsicSize(_ i: Int) -> (w: Double, h: Double)? {
    guard case .size(let w, let h)? = layers[i].viewValues["intrinsicContentSize"] else { return nil }
    return (w, h)
  }

  /// `spinner.startAnimating()` / `[spinner startAnimating]` on an activity indicator: said;
  /// nil for another statement.
  mutating func systemSpinner(_ e: CodeExpression, _ statement: CodeSite) -> RuntimeValue? {
    let receiver: CodeExpression
    switch e {
    case .call(.member(let base?, "startAnimating"), let arguments) where arguments.isEmpty: receiver = base
    case .message(let base, let parts) where parts.count == 1 && parts[0].0 == "startAnimating" && parts[0].1 == nil:
      receiver = base
    default: return nil
    }
    guard let i = layerIndex(receiver), layers[i].systemKind == "UIActivityIndicatorView" else { return nil }
    site = statement
    noteOnce(
      "a UIActivityIndicatorView spins by UIKit's own drawing, with no animation in the code to read: its spinning is not shown"
    )
    return .null
  }
}

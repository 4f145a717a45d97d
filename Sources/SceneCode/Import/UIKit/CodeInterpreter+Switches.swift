/// A switch's size is UIKit's, not the code's: UISwitch's `init(frame:)` documentation, "the size
/// components of this rectangle are ignored" — a switch is 51 × 31 points whatever frame or
/// bounds it is given (`layer.cornerRadius = frame.height / 2` reads 31).
extension CodeInterpreter {
  /// UISwitch's size, points.
  static let switchSize = (w: 51.0, h: 31.0)

  /// True when view layer `i` is a switch: made as `UISwitch`, or an instance of a program class
  /// descending from it.
  func isSwitch(_ i: Int) -> Bool { layers[i].systemKind == "UISwitch" }

  /// `value` for `frame` or `bounds` of layer `i` with a switch's own size; the value itself for
  /// another key, value or view. A frame keeps its origin (the switch grows right and down).
  func fixedSize(_ i: Int, _ key: String, _ value: RuntimeValue) -> RuntimeValue {
    guard key == "frame" || key == "bounds", case .rect(let x, let y, _, _) = value, layers[i].isViewLayer,
      isSwitch(i)
    else { return value }
    return .rect(x, y, Self.switchSize.w, Self.switchSize.h)
  }
}

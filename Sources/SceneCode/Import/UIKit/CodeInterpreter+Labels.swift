import MediaTiming

/// Labels' sizes, which Auto Layout and `sizeToFit()` take from their text. TimingLab has no
/// fonts, so a label's intrinsic size is assumed — 0.55 em a character wide, 1.2 em a line tall
/// (near UIKit's system font for Latin text), at 17 pt unless the code sets a size — and said.
extension CodeInterpreter {
  /// A label's text and font size, as the code set them.
  struct LabelText {
    var text = ""
    var fontSize = 17.0
    /// UILabel's `numberOfLines`: 1 by default, 0 for as many as the text needs.
    var numberOfLines = 1
  }

  /// `label.text = …`, `label.font = …` on a label: kept for its size. True when handled.
  mutating func setLabelProperty(_ i: Int, _ key: String, _ value: RuntimeValue) -> Bool {
    guard layers[i].label != nil else { return false }
    switch (key, value) {
    case ("text", .string(let text)), ("attributedText", .string(let text)):
      layers[i].label?.text = text
    case ("text", _), ("attributedText", _):
      layers[i].label?.text = ""
    case ("font", .constant(let font)) where font.hasPrefix("font:"):
      layers[i].label?.fontSize = Double(font.dropFirst(5)) ?? 17
    case ("font", _):
      break
    case ("numberOfLines", .number(let n)) where n >= 0 && n == n.rounded():
      layers[i].label?.numberOfLines = Int(n)
    default:
      return false
    }
    return true
  }

  /// Label layer `i`'s size when it is at most `width` wide: its text wrapped onto as many
  /// lines as it needs (at most its `numberOfLines`, unless that is 0), each line as tall as one;
  /// its own size when it fits or keeps to one line. Nil for a layer that is no label.
  mutating func labelSize(_ i: Int, wrappedTo width: Double) -> (w: Double, h: Double)? {
    guard let size = labelSize(i), let label = layers[i].label else { return nil }
    guard width > 0, size.w > width, label.numberOfLines != 1 else { return size }
    var lines = (size.w / width).rounded(.up)
    if label.numberOfLines > 0 { lines = min(lines, Double(label.numberOfLines)) }
    return (width, size.h * lines)
  }

  /// Label layer `i`'s size wrapped to the width it has now, for a label of several lines
  /// (`numberOfLines` other than 1) with a width; nil otherwise.
  mutating func wrappedLabelSize(_ i: Int) -> (w: Double, h: Double)? {
    guard let label = layers[i].label, label.numberOfLines != 1,
      case .rect(_, _, let w, _) = layers[i].property("bounds"),
      w > 0
    else { return nil }
    return labelSize(i, wrappedTo: w)
  }

  /// The assumed intrinsic size of label layer `i` (points), nil for a layer that is no label or
  /// has no text; said once.
  mutating func labelSize(_ i: Int) -> (w: Double, h: Double)? {
    guard let label = layers[i].label else { return nil }
    // A label with no text has no size of its own (UIKit's intrinsicContentSize is zero).
    if label.text.isEmpty { return (0, 0) }
    noteOnce("a label's size is assumed from its text: 0.55 em a character wide, 1.2 em tall (no fonts here)")
    let w = (Double(label.text.count) * 0.55 * label.fontSize).rounded(.up)
    return (w, (1.2 * label.fontSize).rounded(.up))
  }

  /// `UIFont.systemFont(ofSize: 14)`, `.boldSystemFont(ofSize:)`, `UIFont(name:size:)`: the size
  /// as a constant (`font:14`) a label keeps; nil for another call.
  mutating func fontValue(_ method: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard method.hasSuffix("ont") || method == "UIFont" || method == "preferredFont",
      let size = arguments.first(where: { $0.label == "ofSize" || $0.label == "size" }).flatMap({
        evaluate($0.value).number
      })
    else { return nil }
    return .constant("font:\(shortestText(size))")
  }
}

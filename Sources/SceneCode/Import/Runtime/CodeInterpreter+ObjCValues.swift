import MediaTiming

/// Objective-C messages to values TimingLab knows, as Foundation and UIKit answer them:
/// `[color colorWithAlphaComponent:0.8]`, `[x isKindOfClass:[NSString class]]`, and a label's
/// `sizeThatFits:` (its assumed text metrics, wrapped to the width given).
extension CodeInterpreter {
  /// The answer to `selector` sent to `receiver`, nil when it is not one of these.
  mutating func objectiveCValueMessage(
    _ receiver: RuntimeValue, _ selector: String, _ args: [CodeExpression]
  ) -> RuntimeValue? {
    // `[font pointSize]`, `[font descender]`: the getters, as the properties read.
    if args.isEmpty, let metric = fontMember(receiver, selector) { return metric }
    if args.isEmpty, case .string(let text) = receiver, let number = Self.stringNumber(text, selector) { return number }
    switch selector {
    case "systemFontOfSize:", "boldSystemFontOfSize:", "italicSystemFontOfSize:", "systemFontOfSize:weight:",
      "fontWithName:size:", "monospacedDigitSystemFontOfSize:weight:":
      // `[UIFont systemFontOfSize:16]`: the size, kept by a label as Swift's `.systemFont(ofSize:)` is.
      guard case .type("UIFont") = receiver,
        let size = evaluate(args[selector.hasPrefix("fontWithName") ? 1 : 0]).number
      else { return nil }
      return .constant("font:\(shortestText(size))")
    case "fontWithSize:":
      return resizedFont(receiver, evaluate(args[0]))
    case "colorWithAlphaComponent:":
      guard case .color(var c) = receiver, let alpha = evaluate(args[0]).number else { return nil }
      c.alpha = alpha
      return .color(c)
    case "isKindOfClass:", "isMemberOfClass:":
      guard let name = Self.classArgument(args[0]), let classes = classes(of: receiver) else { return nil }
      return .bool(selector == "isMemberOfClass:" ? classes.first == name : classes.contains(name))
    case "sizeThatFits:":
      guard case .layer(let i) = receiver else { return nil }
      return labelFit(i, evaluate(args[0]))
    default:
      return nil
    }
  }

  /// `[NSString class]`, `NSString.self`: the class named; nil for another expression.
  static func classArgument(_ e: CodeExpression) -> String? {
    switch e {
    case .message(.name(let name), let parts) where parts.count == 1 && parts[0].0 == "class" && parts[0].1 == nil:
      return name
    case .member(.name(let name)?, "self"): return name
    default: return nil
    }
  }

  /// The classes a value is an instance of, most specific first (Foundation's for strings,
  /// numbers and boxed geometry); nil when not known here.
  func classes(of value: RuntimeValue) -> [String]? {
    switch value {
    case .string: return ["NSString", "NSObject"]
    case .number, .bool: return ["NSNumber", "NSValue", "NSObject"]
    case .point, .size, .rect, .transform: return ["NSValue", "NSObject"]
    case .array: return ["NSArray", "NSObject"]
    case .dictionary: return ["NSDictionary", "NSObject"]
    case .color: return ["UIColor", "NSObject"]
    case .null: return []
    case .object(let o): return lineage(objects[o].type).map(\.name) + ["NSObject"]
    case .layer(let i) where layers[i].isViewLayer:
      return ([layers[i].viewKind ?? "UIView"] + Self.systemAncestors(of: layers[i].viewKind ?? "UIView"))
        + ["UIView", "UIResponder", "NSObject"]
    default: return nil
    }
  }
}

extension CodeInterpreter {
  /// A label's `sizeThatFits(_:)`: its text's size, wrapped onto as many lines as it allows when
  /// wider than the width given, then as wide as that (a width of 0, as in `sizeThatFits(.zero)`,
  /// sets no limit); nil for a layer that is no label's.
  mutating func labelFit(_ i: Int, _ room: RuntimeValue) -> RuntimeValue? {
    guard let natural = labelSize(i) else { return nil }
    let width: Double
    switch room {
    case .size(let w, _): width = w
    case .constant("zero"): width = 0
    default: return nil
    }
    guard width > 0, let wrapped = labelSize(i, wrappedTo: width) else { return .size(natural.w, natural.h) }
    return .size(wrapped.w, wrapped.h)
  }
}

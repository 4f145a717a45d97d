/// UIKit's animation blocks before closures (iOS 2 to 4, still in apps): `beginAnimations(_:context:)`
/// opens a block, `setAnimationDuration(_:)`, `setAnimationDelay(_:)`, `setAnimationCurve(_:)`,
/// `setAnimationRepeatCount(_:)` and `setAnimationRepeatAutoreverses(_:)` set its parameters for
/// the changes made after them, `commitAnimations()` closes it; the delegate's
/// `setAnimationDidStopSelector(_:)` is sent when its animations end, as a completion runs. The defaults are UIKit's: 0.2 s,
/// no delay, ease in and out. A change inside animates as in a closure block (uikit.md §1).
extension CodeInterpreter {
  static let legacyBlockCalls: Set<String> = [
    "beginAnimations", "commitAnimations", "setAnimationDuration", "setAnimationDelay", "setAnimationCurve",
    "setAnimationRepeatCount", "setAnimationRepeatAutoreverses", "setAnimationBeginsFromCurrentState",
    "beginAnimations:context:", "setAnimationDuration:", "setAnimationDelay:", "setAnimationCurve:",
    "setAnimationRepeatCount:", "setAnimationRepeatAutoreverses:", "setAnimationBeginsFromCurrentState:",
    "setAnimationDelegate", "setAnimationDidStopSelector", "setAnimationDelegate:", "setAnimationDidStopSelector:",
  ]

  /// Handles `UIView.name(arguments)`; false when `name` is not one of these.
  mutating func legacyBlockCall(_ name: String, _ arguments: [CodeExpression], _ at: CodeSite) -> Bool {
    let base = String(name.split(separator: ":").first ?? Substring(name))
    // `UIView.setAnimationsEnabled(false)`: blocks change views without animating until it is
    // turned on again.
    if base == "setAnimationsEnabled", arguments.count == 1 {
      guard let on = truth(evaluate(arguments[0])) else {
        ignored(at, "its value is not known here")
        return true
      }
      viewAnimationsDisabled = !on
      return true
    }
    guard Self.legacyBlockCalls.contains(name) || Self.legacyBlockCalls.contains(base) else { return false }
    if base == "beginAnimations" {
      var block = UIKitBlock(
        duration: 0.2, delay: 0, curve: .string("easeInEaseOut"), origin: "UIView.beginAnimations, line \(at.line)")
      block.isLegacy = true
      uikitBlocks.append(block)
      return true
    }
    guard let index = uikitBlocks.lastIndex(where: \.isLegacy) else {
      ignored(at, "no UIView.beginAnimations block is open")
      return true
    }
    if base == "commitAnimations" {
      let block = uikitBlocks.remove(at: index)
      // The delegate's stop selector is the block's completion: sent when its animations end.
      if let selector = block.stopSelector {
        let cycles = (block.repeatCount ?? 1) * (block.autoreverses ? 2 : 1)
        let target = block.stopDelegate ?? selfValue
        let time = delayedBy + block.delay + block.duration * cycles
        guard time.isFinite else {
          note("\(block.origin): the animation repeats forever, so its stop selector is never sent")
          return true
        }
        completions.append(
          Completion(time: time, what: block.origin + " stop selector", site: at) { interpreter in
            interpreter.runSelector(selector, on: target, with: nil)
          })
      }
      return true
    }
    if base == "setAnimationDelegate" {
      uikitBlocks[index].stopDelegate = arguments.first.map { evaluate($0) }
      return true
    }
    if base == "setAnimationDidStopSelector" {
      if let name = arguments.first.flatMap({ selectorName(of: $0) }) {
        uikitBlocks[index].stopSelector = name
      } else {
        ignored(at, "the selector is not known here")
      }
      return true
    }
    let value = arguments.first.map { evaluate($0) } ?? .unknown(base)
    switch base {
    case "setAnimationDuration":
      if let d = value.number { uikitBlocks[index].duration = d } else { ignored(at, "its value is not known here") }
    case "setAnimationDelay":
      if let d = value.number { uikitBlocks[index].delay = d } else { ignored(at, "its value is not known here") }
    case "setAnimationCurve":
      let text = arguments.first?.text ?? ""
      let curve =
        text.hasSuffix("easeInOut") || text.hasSuffix("EaseInOut")
        ? "easeInEaseOut"
        : text.hasSuffix("easeIn") || text.hasSuffix("EaseIn")
          ? "easeIn"
          : text.hasSuffix("easeOut") || text.hasSuffix("EaseOut")
            ? "easeOut" : text.hasSuffix("linear") || text.hasSuffix("Linear") ? "linear" : nil
      if let curve { uikitBlocks[index].curve = .string(curve) } else { ignored(at, "the curve is not known here") }
    case "setAnimationRepeatCount":
      if let n = value.number { uikitBlocks[index].repeatCount = n } else { ignored(at, "its value is not known here") }
    case "setAnimationRepeatAutoreverses":
      if let on = truth(value) {
        uikitBlocks[index].autoreverses = on
      } else {
        ignored(at, "its value is not known here")
      }
    default:
      // `setAnimationBeginsFromCurrentState`: absolute keys from what is shown, read here from the
      // model value (as `.beginFromCurrentState` is).
      ignored(at, "beginning from the current state is read from the model value here")
    }
    return true
  }
}

import MediaTiming
import Scenes

/// Code that runs a block: at once (`DispatchQueue.main.async`, `performWithoutAnimation`), or
/// later or through UIKit (timers, `asyncAfter`, completion blocks, `UIView.animate`), which
/// the importer lists rather than runs.
extension CodeInterpreter {
  /// Calls that run their closure now, and calls that would run it later.
  static let runsNow: Set<String> = [
    "async", "sync", "dispatch_async", "dispatch_sync", "performWithoutAnimation", "performWithoutAnimation:",
    "autoreleasepool", "dispatch_once",
  ]
  static let runsLater: [String: String] = [
    "asyncAfter": "asyncAfter", "dispatch_after": "dispatch_after", "perform": "perform(_:with:afterDelay:)",
    "performSelector:withObject:afterDelay:": "performSelector:withObject:afterDelay:",
    "scheduledTimer": "Timer.scheduledTimer",
    "scheduledTimerWithTimeInterval:target:selector:userInfo:repeats:": "NSTimer",
    "scheduledTimerWithTimeInterval:repeats:block:": "NSTimer",
    "setCompletionBlock": "CATransaction.setCompletionBlock",
    "setCompletionBlock:": "CATransaction.setCompletionBlock",
  ]

  /// Handles `e` when it is such a call: the value (`.null`), or nil when it is none.
  mutating func timedOrBlock(_ e: CodeExpression, _ at: CodeSite) -> RuntimeValue? {
    let name: String
    let closures: [CodeExpression]
    switch e {
    case .call(.member(_, let method), let arguments):
      name = method
      closures = arguments.map(\.value).filter(\.isClosure)
    case .call(.name(let function), let arguments):
      name = function
      closures = arguments.map(\.value).filter(\.isClosure)
    case .message(_, let parts):
      name = parts.map { $0.1 == nil ? $0.0 : $0.0 + ":" }.joined()
      closures = parts.compactMap(\.1).filter(\.isClosure)
    default:
      return nil
    }
    if Self.runsNow.contains(name), let block = closures.last {
      _ = callClosure(evaluate(block), [])
      return .null
    }
    if let what = Self.runsLater[name] {
      if name == "perform", case .call(_, let arguments) = e, !arguments.contains(where: { $0.label == "afterDelay" }) {
        return nil
      }
      ignored(at, "\(what) runs its code later; TimingLab does not run timed code, so what it adds is not in the scene")
      return .null
    }
    if name.hasPrefix("animate") || name.hasPrefix("transition") || name == "addAnimations"
      || name == "startAnimation",
      case .call(.member(let base?, _), _) = e,
      ["UIView", "UIViewPropertyAnimator"].contains(base.text)
        || base.text.hasSuffix("animator") || base.text.hasSuffix("Animator")
    {
      ignored(at, "a UIKit animation block; TimingLab does not turn UIKit blocks into Core Animation objects yet")
      return .null
    }
    if case .message(.name("UIView"), _) = e, name.hasPrefix("animate") || name.hasPrefix("transition") {
      ignored(at, "a UIKit animation block; TimingLab does not turn UIKit blocks into Core Animation objects yet")
      return .null
    }
    return nil
  }
}

extension CodeExpression {
  var isClosure: Bool {
    if case .closure = self { return true }
    return false
  }
}

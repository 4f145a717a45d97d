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
      // Code run a known delay later: its adds happen then (`runLater`); anything else waits for
      // scene events.
      if let later = delayedRun(name, e), let delay = later.delay, delay.isFinite, delay >= 0 {
        runLater(by: delay, what: what, repeats: later.repeats, at) { interpreter in later.run(&interpreter) }
        return .null
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

/// Code run a delay later (`asyncAfter`, `dispatch_after`, `perform(_:with:afterDelay:)`,
/// non-repeating timers; a repeating timer's first firing): its animations are added then, as
/// Core Animation would add them at that time (`CACurrentMediaTime()` reads it, a begin time left
/// unset becomes it). Model values set, layers made and animations removed later cannot be shown
/// yet (they are scene events, issue 26): they are left out, each noted.
extension CodeInterpreter {
  struct DelayedRun {
    var delay: Double?
    var repeats = false
    var run: (inout CodeInterpreter) -> Void
  }

  /// The delay and what runs, for a timed call TimingLab can read; nil otherwise.
  mutating func delayedRun(_ name: String, _ e: CodeExpression) -> DelayedRun? {
    switch (name, e) {
    case ("asyncAfter", .call(_, let arguments)):
      guard let block = arguments.last(where: { $0.value.isClosure }) ?? arguments.last,
        let deadline = argument(arguments, "deadline") ?? argument(arguments, "wallDeadline")
      else { return nil }
      let closure = evaluate(block.value)
      return DelayedRun(delay: delaySeconds(deadline)) { $0.runClosure(closure) }
    case ("dispatch_after", .call(_, let arguments)):
      guard arguments.count >= 2, let block = arguments.last, block.value.isClosure else { return nil }
      let closure = evaluate(block.value)
      return DelayedRun(delay: delaySeconds(arguments[0].value)) { $0.runClosure(closure) }
    case ("perform", .call(_, let arguments)):
      guard let selector = arguments.first?.value, let method = Self.selectorName(selector) else { return nil }
      let object = argument(arguments, "with").map { evaluate($0) }
      let delay = argument(arguments, "afterDelay").flatMap { evaluate($0).number }
      let target = selfValue
      return DelayedRun(delay: delay) { $0.runSelector(method, on: target, with: object) }
    case ("performSelector:withObject:afterDelay:", .message(let receiver, let parts)) where parts.count == 3:
      guard let selector = parts[0].1, let method = Self.selectorName(selector) else { return nil }
      let object = parts[1].1.map { evaluate($0) }
      let delay = parts[2].1.flatMap { evaluate($0).number }
      let target = evaluate(receiver)
      return DelayedRun(delay: delay) { $0.runSelector(method, on: target, with: object) }
    case ("scheduledTimer", .call(_, let arguments)):
      let interval = (argument(arguments, "withTimeInterval") ?? argument(arguments, "timeInterval"))
        .flatMap { evaluate($0).number }
      let repeats = argument(arguments, "repeats").map { truth(evaluate($0)) ?? true } ?? false
      if let block = arguments.last(where: { $0.value.isClosure }) {
        let closure = evaluate(block.value)
        return DelayedRun(delay: interval, repeats: repeats) { $0.runClosure(closure, [.null]) }
      }
      guard let selector = argument(arguments, "selector"), let method = Self.selectorName(selector) else {
        return nil
      }
      let target = argument(arguments, "target").map { evaluate($0) } ?? selfValue
      return DelayedRun(delay: interval, repeats: repeats) { $0.runSelector(method, on: target, with: nil) }
    case ("scheduledTimerWithTimeInterval:target:selector:userInfo:repeats:", .message(_, let parts))
    where parts.count == 5:
      guard let selector = parts[2].1, let method = Self.selectorName(selector) else { return nil }
      let interval = parts[0].1.flatMap { evaluate($0).number }
      let repeats = parts[4].1.map { truth(evaluate($0)) ?? true } ?? false
      let target = parts[1].1.map { evaluate($0) } ?? selfValue
      return DelayedRun(delay: interval, repeats: repeats) { $0.runSelector(method, on: target, with: nil) }
    case ("scheduledTimerWithTimeInterval:repeats:block:", .message(_, let parts)) where parts.count == 3:
      guard let block = parts[2].1 else { return nil }
      let closure = evaluate(block)
      let interval = parts[0].1.flatMap { evaluate($0).number }
      let repeats = parts[1].1.map { truth(evaluate($0)) ?? true } ?? false
      return DelayedRun(delay: interval, repeats: repeats) { $0.runClosure(closure, [.null]) }
    default:
      return nil
    }
  }

  /// Runs `body` as code `delay` seconds after the code that scheduled it.
  mutating func runLater(
    by delay: Double, what: String, repeats: Bool, _ at: CodeSite, _ body: (inout CodeInterpreter) -> Void
  ) {
    site = at
    note(
      "\(what) runs its code \(Self.seconds(delay)) s later: what it adds is added then"
        + (repeats ? " (a repeating timer: its first firing only)" : ""))
    let saved = (delayedBy, delayedSince)
    delayedBy += delay
    delayedSince = (layers.count, animations.count)
    body(&self)
    (delayedBy, delayedSince) = saved
  }

  mutating func runClosure(_ closure: RuntimeValue, _ arguments: [RuntimeValue] = []) {
    _ = callClosure(closure, arguments)
  }

  /// `#selector(pulse)`, `@selector(pulse:)` on `target` (self by default), with `object`.
  mutating func runSelector(_ method: String, on target: RuntimeValue?, with object: RuntimeValue?) {
    guard case .object(let o)? = target else { return }
    let type = objects[o].type
    let base = method.split(separator: ":").first.map(String.init) ?? method
    guard let f = methods(method, in: type, isStatic: false).first ?? methods(base, in: type, isStatic: false).first
    else { return }
    _ = invokeMethod(f, on: .object(o), type: type, value: object ?? .null)
  }

  /// `.now() + 0.5`, `DispatchTime.now() + .milliseconds(300)`,
  /// `dispatch_time(DISPATCH_TIME_NOW, Int64(0.5 * Double(NSEC_PER_SEC)))`: seconds from now.
  mutating func delaySeconds(_ e: CodeExpression) -> Double? {
    switch e {
    case .binary("+", let a, let b) where a.text.contains("now"):
      return durationSeconds(b)
    case .call(.name("dispatch_time"), let arguments) where arguments.count == 2:
      guard let nanoseconds = evaluate(arguments[1].value).number else { return nil }
      return nanoseconds / 1e9
    default:
      if e.text.contains("now") { return 0 }
      return nil
    }
  }

  /// `0.5`, `.milliseconds(300)`, `.seconds(2)`, `DispatchTimeInterval.microseconds(…)`: seconds.
  mutating func durationSeconds(_ e: CodeExpression) -> Double? {
    if case .call(.member(_, let unit), let arguments) = e,
      let x = arguments.first.flatMap({ evaluate($0.value).number })
    {
      switch unit {
      case "seconds": return x
      case "milliseconds": return x / 1e3
      case "microseconds": return x / 1e6
      case "nanoseconds": return x / 1e9
      default: return nil
      }
    }
    return evaluate(e).number
  }

  /// The method a selector names: `#selector(pulse)`, `#selector(Spinner.pulse(_:))`,
  /// `@selector(pulse:)`, `Selector("pulse")`.
  static func selectorName(_ e: CodeExpression) -> String? {
    var text = e.text
    for prefix in ["#selector(", "@selector(", "Selector("] where text.hasPrefix(prefix) {
      text = String(text.dropFirst(prefix.count).dropLast())
    }
    text = String(text.drop { $0 == "\"" || $0 == " " }.reversed().drop { $0 == "\"" || $0 == " " }.reversed())
    if let dot = text.lastIndex(of: "."), !text.contains("(") || text[..<dot].contains("(") == false {
      text = String(text[text.index(after: dot)...])
    }
    if let paren = text.firstIndex(of: "(") { text = String(text[..<paren]) }
    return text.isEmpty ? nil : text
  }

  static func seconds(_ x: Double) -> String {
    x == x.rounded() ? String(Int(x)) : String(x)
  }
}

extension CodeExpression {
  var isClosure: Bool {
    if case .closure = self { return true }
    return false
  }
}

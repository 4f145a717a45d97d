/// Timers made now and scheduled later (`Timer(timeInterval:target:selector:userInfo:repeats:)`
/// then `RunLoop.main.add(timer, forMode:)`), and the associated objects UIKit categories keep
/// them in (`objc_setAssociatedObject`): a toast's "hide after 3 s" lives there.
extension CodeInterpreter {
  /// `Timer(timeInterval:target:selector:userInfo:repeats:)`, `Timer(timeInterval:repeats:block:)`
  /// and `+timerWithTimeInterval:…`: an unscheduled timer; nil when the call is none of them.
  mutating func unscheduledTimer(_ labels: [String], _ values: [CodeExpression]) -> RuntimeValue? {
    func value(_ label: String) -> CodeExpression? { zip(labels, values).first { $0.0 == label }?.1 }
    guard let intervalExpression = value("timeInterval") ?? value("timerWithTimeInterval") else { return nil }
    let interval = evaluate(intervalExpression).number
    let repeats = value("repeats").map { truth(evaluate($0)) ?? false } ?? false
    if let block = value("block") {
      let closure = evaluate(block)
      timers.append(
        DelayedRun(delay: interval, repeats: repeats) {
          $0.runClosure(closure, [$0.firingTimer.map { .timer($0) } ?? .null])
        })
    } else if let selector = value("selector"), let method = Self.selectorName(selector) {
      // The method gets the timer, whose `userInfo` carries what it needs (a toast to hide).
      let target = value("target").map { evaluate($0) } ?? selfValue
      let k = timers.count
      timerInfo[k] = value("userInfo").map { evaluate($0) } ?? .null
      timers.append(
        DelayedRun(delay: interval, repeats: repeats) { $0.runSelector(method, on: target, with: .timer(k)) })
    } else {
      return nil
    }
    return .timer(timers.count - 1)
  }

  /// `RunLoop.main.add(timer, forMode: .common)` / `[[NSRunLoop mainRunLoop] addTimer:… forMode:…]`:
  /// the timer's code runs its interval later; nil for another call.
  mutating func scheduleTimer(_ argument: CodeExpression?, _ at: CodeSite) -> RuntimeValue? {
    guard let argument, case .timer(let k) = evaluate(argument) else { return nil }
    let timer = timers[k]
    guard let delay = timer.delay, delay.isFinite, delay >= 0 else {
      ignored(at, "the timer's interval is not known here")
      return .null
    }
    runLater(by: delay, what: "a timer", repeats: timer.repeats, timer: k, at) { timer.run(&$0) }
    return .null
  }

  /// `objc_setAssociatedObject(object, &key, value, policy)` and `objc_getAssociatedObject(object,
  /// &key)`: a value kept on an object or a view under a key; nil for another function.
  mutating func associatedObject(_ function: String, _ values: [CodeExpression]) -> RuntimeValue? {
    guard function == "objc_setAssociatedObject" || function == "objc_getAssociatedObject", values.count >= 2,
      let owner = Self.identity(evaluate(values[0]))
    else { return nil }
    // The key is an address (`&Keys.status`); passed through a helper's parameter it arrives as
    // the static's string value, which names it as well — unless that is empty: two keys
    // declared `= ""` are two addresses, told apart by their names.
    let keyValue = evaluate(values[1])
    let key: String
    if case .string(let name) = keyValue, !name.isEmpty {
      key = owner + "|string:" + name
    } else {
      key = owner + "|" + values[1].text
    }
    if function == "objc_getAssociatedObject" { return associated[key] ?? .null }
    associated[key] = values.count > 2 ? evaluate(values[2]) : .null
    return .null
  }

  /// A stable name for an object, a view's layer, an animation or a timer; nil for a value.
  static func identity(_ value: RuntimeValue) -> String? {
    switch value {
    case .object(let o): "object\(o)"
    case .layer(let i): "layer\(i)"
    case .animation(let i): "animation\(i)"
    case .timer(let k): "timer\(k)"
    default: nil
    }
  }

  /// `timer.fire()` / `[timer fire]`: the timer's code runs now, once; its schedule is unchanged
  /// (Foundation: a repeating timer keeps firing on its own schedule).
  mutating func fireTimer(_ k: Int) {
    guard timers.indices.contains(k) else { return }
    note("fire() runs the timer's code now, once")
    timers[k].run(&self)
  }
}

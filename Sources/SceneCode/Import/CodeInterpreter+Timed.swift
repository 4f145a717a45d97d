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
    // (Swift 2's `NSTimer.scheduledTimerWithTimeInterval(0.1, target:selector:userInfo:repeats:)`.)
    "scheduledTimerWithTimeInterval": "NSTimer",
    "scheduledTimerWithTimeInterval:target:selector:userInfo:repeats:": "NSTimer",
    "scheduledTimerWithTimeInterval:repeats:block:": "NSTimer",
    "setCompletionBlock": "CATransaction.setCompletionBlock",
    "setCompletionBlock:": "CATransaction.setCompletionBlock",
  ]

  /// The last argument of call `e` that is a name holding a closure (a block kept in a variable).
  mutating func lastClosureArgument(_ e: CodeExpression) -> CodeExpression? {
    let arguments: [CodeExpression]
    switch e {
    case .call(_, let list): arguments = list.map(\.value)
    case .message(_, let parts): arguments = parts.compactMap(\.1)
    default: return nil
    }
    guard let last = arguments.last, last.nameChain != nil, case .closure = evaluate(last) else { return nil }
    return last
  }

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
    // (The block may be a variable: `dispatch_async(dispatch_get_main_queue(), blockToExecute)`.)
    if Self.runsNow.contains(name), let block = closures.last ?? lastClosureArgument(e) {
      if name == "async" || name == "dispatch_async", backgroundWork(e, name, block, at) { return .null }
      // `DispatchQueue.main.async { … }` from the set-up: the main queue runs it once the set-up
      // has run (the next turn of the run loop), still at 0 s, in order with what is queued.
      if (name == "async" || name == "dispatch_async"), delayedBy == 0, !runningQueuedBlocks {
        let closure = evaluate(block)
        completions.append(
          Completion(time: 0, what: "DispatchQueue.main.async", site: at, runsCode: { _ in false }) { interpreter in
            interpreter.runningQueuedBlocks = true
            interpreter.runClosure(closure)
            interpreter.runningQueuedBlocks = false
          })
        return .null
      }
      let still = name.hasPrefix("performWithoutAnimation")
      if still { withoutAnimation += 1 }
      _ = callClosure(evaluate(block), [])
      if still { withoutAnimation -= 1 }
      return .null
    }
    if Self.presentationCalls.contains(name), presentation(name, e, at) { return .null }
    if Self.pushCalls.contains(name), navigationPush(name, e, at) { return .null }
    // (Also a block passed in: `CATransaction.setCompletionBlock(completion)` in a helper.)
    if name.hasPrefix("setCompletionBlock"), let block = closures.last ?? lastClosureArgument(e) {
      setTransactionCompletion(evaluate(block), site)
      return .null
    }
    if let what = Self.runsLater[name] {
      if name == "perform", case .call(_, let arguments) = e, !arguments.contains(where: { $0.label == "afterDelay" }) {
        return nil
      }
      // Code run a known delay later: its adds happen then (`runLater`); anything else waits for
      // scene events.
      let found = delayedRun(name, e)
      if let later = found, let delay = later.delay, delay.isFinite, delay >= 0 {
        // A scheduled timer is a value the code keeps (`[self.timer fire]` runs it now too).
        let timer = name.hasPrefix("scheduledTimer") ? timers.count : nil
        if timer != nil { timers.append(later) }
        runLater(by: delay, what: what, repeats: later.repeats, timer: timer, at) { interpreter in
          later.run(&interpreter)
        }
        return timer.map { .timer($0) } ?? .null
      }
      // (Why not: the delay is not known here — a constant in a file not given — or the code
      // it runs is not found.)
      let why =
        switch found {
        case let later? where later.delay == nil: "its delay is not known here"
        case let later?: "its delay, \(later.delay!), is no time from now"
        case nil: "the code it runs is not known here"
        }
      ignored(at, "\(what) runs its code later, but \(why): what that code does is not in the scene")
      return .null
    }
    // `UIView.beginAnimations(nil, context: nil)` … `commitAnimations()`.
    if case .call(.member(let base?, _), let arguments) = e, base.text == "UIView" || base.text.hasSuffix(".UIView"),
      legacyBlockCall(name, arguments.map(\.value), at)
    {
      return .null
    }
    if case .message(.name("UIView"), let parts) = e, legacyBlockCall(name, parts.compactMap(\.1), at) {
      return .null
    }
    let uikitNames = ["animate", "transition", "addKeyframe"]
    if case .call(.member(let base?, _), _) = e, base.text == "UIView" || base.text.hasSuffix(".UIView"),
      uikitNames.contains(where: name.hasPrefix), uikitCall(name, e, at)
    {
      return .null
    }
    if case .message(.name("UIView"), _) = e, uikitNames.contains(where: name.hasPrefix), uikitCall(name, e, at) {
      return .null
    }
    // `animate(withDuration:…)` unqualified, in an extension of UIView.
    if case .call(.name(let function), let arguments) = e,
      ["animate", "animateKeyframes", "transition"].contains(function),
      arguments.contains(where: { ["withDuration", "duration"].contains($0.label ?? "") }), uikitCall(name, e, at)
    {
      return .null
    }
    // `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:…)`: evaluated as an animator.
    if name == "addAnimations" || name == "startAnimation",
      case .call(.member(let base?, _), _) = e,
      base.text == "UIViewPropertyAnimator" || base.text.hasSuffix("animator") || base.text.hasSuffix("Animator")
    {
      ignored(at, "a property animator made where TimingLab cannot follow it")
      return .null
    }
    return nil
  }
}

/// Code run a delay later (`asyncAfter`, `dispatch_after`, `perform(_:with:afterDelay:)`,
/// timers, each firing of a repeating one): what it does to layers already there is a scene event
/// at that time (`CodeInterpreter+Events.swift`); `CACurrentMediaTime()` reads that time. A layer
/// made then is shown from the start, noted.
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
      guard let selector = arguments.first?.value, let method = selectorName(of: selector) else { return nil }
      let object = argument(arguments, "with").map { evaluate($0) }
      let delay = argument(arguments, "afterDelay").flatMap { evaluate($0).number }
      let target = selfValue
      return DelayedRun(delay: delay) { $0.runSelector(method, on: target, with: object) }
    case ("performSelector:withObject:afterDelay:", .message(let receiver, let parts)) where parts.count == 3:
      guard let selector = parts[0].1, let method = selectorName(of: selector) else { return nil }
      let object = parts[1].1.map { evaluate($0) }
      let delay = parts[2].1.flatMap { evaluate($0).number }
      let target = evaluate(receiver)
      return DelayedRun(delay: delay) { $0.runSelector(method, on: target, with: object) }
    case ("scheduledTimer", .call(_, let arguments)), ("scheduledTimerWithTimeInterval", .call(_, let arguments)):
      let interval =
        (argument(arguments, "withTimeInterval") ?? argument(arguments, "timeInterval")
        ?? (name == "scheduledTimerWithTimeInterval" ? arguments.first?.value : nil))
        .flatMap { evaluate($0).number }
      let repeats = argument(arguments, "repeats").map { truth(evaluate($0)) ?? true } ?? false
      if let block = arguments.last(where: { $0.value.isClosure }) {
        let closure = evaluate(block.value)
        return DelayedRun(delay: interval, repeats: repeats) {
          $0.runClosure(closure, [$0.firingTimer.map { .timer($0) } ?? .null])
        }
      }
      guard let selector = argument(arguments, "selector"), let method = selectorName(of: selector) else {
        return nil
      }
      let target = argument(arguments, "target").map { evaluate($0) } ?? selfValue
      return DelayedRun(delay: interval, repeats: repeats) { $0.runSelector(method, on: target, with: nil) }
    case ("scheduledTimerWithTimeInterval:target:selector:userInfo:repeats:", .message(_, let parts))
    where parts.count == 5:
      guard let selector = parts[2].1, let method = selectorName(of: selector) else { return nil }
      let interval = parts[0].1.flatMap { evaluate($0).number }
      let repeats = parts[4].1.map { truth(evaluate($0)) ?? true } ?? false
      let target = parts[1].1.map { evaluate($0) } ?? selfValue
      return DelayedRun(delay: interval, repeats: repeats) { $0.runSelector(method, on: target, with: nil) }
    case ("scheduledTimerWithTimeInterval:repeats:block:", .message(_, let parts)) where parts.count == 3:
      guard let block = parts[2].1 else { return nil }
      let closure = evaluate(block)
      let interval = parts[0].1.flatMap { evaluate($0).number }
      let repeats = parts[1].1.map { truth(evaluate($0)) ?? true } ?? false
      return DelayedRun(delay: interval, repeats: repeats) {
        $0.runClosure(closure, [$0.firingTimer.map { .timer($0) } ?? .null])
      }
    default:
      return nil
    }
  }

  /// Runs `body` as code `delay` seconds after the code that scheduled it; a repeating timer's
  /// body once per firing, from when the code that scheduled it has finished, until the code
  /// invalidates `timer` or through the scene's span (at most `Limits.timerFires`), said so. Code
  /// that schedules itself again stops at the span's end.
  mutating func runLater(
    by delay: Double, what: String, repeats: Bool, timer: Int? = nil, _ at: CodeSite,
    _ body: @escaping (inout CodeInterpreter) -> Void
  ) {
    site = at
    let horizon = laterHorizon()
    // Code run later that schedules other code once more (a revert a second after a
    // completion) runs then; code that schedules itself again stops at the span's end.
    let again = runningChain.contains(at) || runningChain.count >= Self.longestChain
    if delayedBy > 0, delayedBy + delay > horizon, again || delay > Self.longestSetUpDelay {
      note("\(what) would run its code again at \(Self.seconds(delayedBy + delay)) s: past the scene's span, not run")
      return
    }
    let saved = (delayedBy, delayedSince)
    defer { (delayedBy, delayedSince) = saved }
    // By the time it runs UIKit has laid the views out (the layout pass ends the run loop's turn).
    if saved.0 == 0 { settleLayout() }
    guard repeats, delay > 0 else {
      note("\(what) runs its code \(Self.seconds(delay)) s later: what it does is done then")
      // It runs once the code that scheduled it has finished (what the rest of that code does is
      // there by then), in time order with the completions and other timed code (a delegate's
      // `animationDidStop` due sooner runs first).
      var later = Completion(time: saved.0 + delay, what: what, site: at, run: body)
      later.saidWhen = true
      later.isClocked = true
      later.ignoresHorizon = (saved.0 == 0 || !again) && delay <= Self.longestSetUpDelay
      completions.append(later)
      return
    }
    // (How many times is decided at the first firing, once the code that scheduled it has
    // finished: an animation it adds after scheduling the timer — a 10 s ring started after its
    // countdown timer — is part of the span.)
    // (Once the statement that made it has finished: `self.timer = Timer.scheduledTimer(…)` holds
    // it by then, so its code can invalidate it.)
    let firings = TimerFirings(
      every: delay, from: saved.0, times: 0, what: what, timer: timer, site: at, body: body)
    queueFiring(1, firings)
  }

  /// A repeating timer's schedule: its `body` every `delay` seconds after `start`, `times` times
  /// (0 until its first firing decides) or until the code invalidates `timer`.
  struct TimerFirings {
    var every: Double
    var from: Double
    var times: Int
    var what: String
    var timer: Int?
    var site: CodeSite
    var body: (inout CodeInterpreter) -> Void
  }

  /// Queues firing `n` of a repeating timer, in time order with the other timed code (a
  /// delegate's `animationDidStop` that invalidates the timer at 2 s runs before the firings
  /// after it); the firing queues the next one. Said once it stops, with when.
  mutating func queueFiring(_ n: Int, _ firings: TimerFirings) {
    var firing = Completion(
      time: firings.from + Double(n) * firings.every, what: firings.what, site: firings.site, runsCode: { _ in false }
    ) { interpreter in
      var firings = firings
      if firings.times == 0 {
        let horizon = interpreter.laterHorizon()
        firings.times = min(
          Limits.timerFires, max(1, Int(((horizon - firings.from) / firings.every + 1e-9).rounded(.down))))
      }
      if let timer = firings.timer, let stopped = interpreter.invalidatedTimers[timer] {
        return interpreter.sayFired(n - 1, firings, invalidatedAt: stopped)
      }
      let saved = interpreter.firingTimer
      interpreter.firingTimer = firings.timer
      firings.body(&interpreter)
      interpreter.firingTimer = saved
      if let timer = firings.timer, let stopped = interpreter.invalidatedTimers[timer] {
        return interpreter.sayFired(n, firings, invalidatedAt: stopped)
      }
      guard n < firings.times, !interpreter.halted else { return interpreter.sayFired(n, firings, invalidatedAt: nil) }
      interpreter.queueFiring(n + 1, firings)
    }
    firing.isFrame = true
    firing.isClocked = true
    firing.saidWhen = true
    firing.ignoresHorizon = true
    completions.append(firing)
  }

  /// Says how often a repeating timer fired (`fired` times) and why it stopped.
  mutating func sayFired(_ fired: Int, _ firings: TimerFirings, invalidatedAt stopped: Double?) {
    let stop =
      stopped.map { "until its code invalidated it at \(Self.seconds($0)) s" }
      ?? "through \(Self.seconds(firings.from + Double(fired) * firings.every)) s (the scene's span; in an app it fires until invalidated)"
    site = firings.site
    note(
      "\(firings.what) fires every \(Self.seconds(firings.every)) s: run \(fired) time\(fired == 1 ? "" : "s"), \(stop)"
    )
  }

  /// The latest time (seconds) timed code the set-up schedules once runs at, past the scene's span.
  static let longestSetUpDelay = 60.0
  /// How many links of timed code scheduling other timed code run past the scene's span.
  static let longestChain = 8

  /// How far timed code is run: the end of what the code has added so far (its first cycle for
  /// one that repeats forever), and at least 4 s. Seconds of scene time, roughly (layer timing
  /// above each animation is not applied).
  func laterHorizon() -> Double {
    let end = { (document: JSONValue, addedAt: Double) in Self.roughEnd(document, addedAt: addedAt) }
    var latest = 4.0
    for layer in layers { for (_, document) in layer.animations { latest = max(latest, end(document, 0)) } }
    for event in events where event.action == "add" { latest = max(latest, end(event.value, event.time)) }
    for event in events { latest = max(latest, event.time) }
    return latest
  }

  /// An animation document's timing as `roughEnd` and `stopTime` read it: its begin (nil when it
  /// has none), one cycle (a duration of 0 or less is 0.25 s, timing model E1; doubled when it
  /// autoreverses), its repeat count and repeat duration (nil when unset or forever).
  private static func documentTiming(
    _ members: [(key: String, value: JSONValue)]
  ) -> (begin: Double?, cycle: Double, count: Double?, length: Double?) {
    func number(_ key: String) -> Double? {
      if case .number(let x, _)? = members.first(where: { $0.key == key })?.value { return x }
      return nil
    }
    let duration = number("duration") ?? 0
    let reverses = members.contains { $0.key == "autoreverses" && $0.value == .bool(true) }
    let cycle = (duration > 0 ? duration : 0.25) * (reverses ? 2 : 1)
    return (number("beginTime"), cycle, number("repeatCount"), number("repeatDuration"))
  }

  /// When an animation's document, added at `addedAt`, ends: its begin (or `addedAt`) plus its
  /// repeats (one cycle for one that repeats forever). Scene seconds, roughly: the layer
  /// timing above it is not applied.
  static func roughEnd(_ document: JSONValue, addedAt: Double) -> Double {
    guard case .object(let members) = document else { return addedAt }
    let t = documentTiming(members)
    return (t.begin ?? addedAt) + t.cycle * max(1, min(t.count ?? 1, 100))
  }

  /// An animation document's `beginTime` (scene seconds), nil when it has none.
  static func beginTime(_ document: JSONValue) -> Double? {
    guard case .object(let members) = document else { return nil }
    return documentTiming(members).begin
  }

  /// When an animation's document, added at `addedAt`, stops (what its delegate hears): as
  /// `roughEnd`, but never (infinity) for one that repeats forever, and exact for a long finite
  /// repeat (10,000 × 3 s stops at 30,000 s, not where `roughEnd`'s span ends): `repeatDuration`
  /// when set, else `repeatCount` cycles (0 or none is one).
  static func stopTime(_ document: JSONValue, addedAt: Double) -> Double {
    guard case .object(let members) = document else { return addedAt }
    for key in ["repeatCount", "repeatDuration"] {
      if case .string("infinity")? = members.first(where: { $0.key == key })?.value { return .infinity }
    }
    let t = documentTiming(members)
    let begin = t.begin ?? addedAt
    if let length = t.length, length > 0 { return begin + length }
    return begin + t.cycle * (t.count.flatMap { $0 > 0 ? $0 : nil } ?? 1)
  }

  mutating func runClosure(_ closure: RuntimeValue, _ arguments: [RuntimeValue] = []) {
    _ = callClosure(closure, arguments)
  }

  /// `#selector(pulse)`, `@selector(pulse:)` on `target` (self by default), with `object`.
  mutating func runSelector(_ method: String, on target: RuntimeValue?, with object: RuntimeValue?) {
    let base = method.split(separator: ":").first.map(String.init) ?? method
    // A view's or layer's own method from an extension (`extension UIView { @objc func hide… }`).
    if let target, case .layer = target {
      for type in systemLineage(of: target) {
        guard let f = methods(method, in: type, isStatic: false).first ?? methods(base, in: type, isStatic: false).first
        else { continue }
        _ = invokeMethod(f, on: target, type: type, value: object ?? .null)
        return
      }
      setThroughSelector(method, on: target, with: object)
      return
    }
    // A class method (`self.perform(#selector(close), …)` in a `class func`: `self` is the type).
    if case .type(let type)? = target {
      guard let f = methods(method, in: type, isStatic: true).first ?? methods(base, in: type, isStatic: true).first
      else { return }
      _ = invokeMethod(f, on: .type(type), type: type, value: object ?? .null)
      return
    }
    guard case .object(let o)? = target else { return }
    let type = objects[o].type
    guard let f = methods(method, in: type, isStatic: false).first ?? methods(base, in: type, isStatic: false).first
    else {
      // A proxy (`WeakProxy(self)`) that hands what it does not answer to another object:
      // `forwardingTarget(for:)`'s answer gets the message.
      if let forward = methods("forwardingTarget", in: type, isStatic: false).first
        ?? methods("forwardingTargetForSelector:", in: type, isStatic: false).first,
        !observersRunning.contains("\(o).forwarding")
      {
        observersRunning.insert("\(o).forwarding")
        defer { observersRunning.remove("\(o).forwarding") }
        let next = invokeMethod(forward, on: .object(o), type: type, value: .string(method))
        if case .object(let p) = next, p != o { runSelector(method, on: next, with: object) }
        return
      }
      if objects[o].layer != nil { setThroughSelector(method, on: .object(o), with: object) }
      return
    }
    _ = invokeMethod(f, on: .object(o), type: type, value: object ?? .null)
  }

  /// `[self performSelector:@selector(setBackgroundColor:) withObject:… afterDelay:…]` on a
  /// view whose class defines no such method: UIKit's setter, so the property is set, as
  /// `view.backgroundColor = …` sets it.
  mutating func setThroughSelector(_ method: String, on target: RuntimeValue, with object: RuntimeValue?) {
    guard method.hasPrefix("set"), method.hasSuffix(":"), method.filter({ $0 == ":" }).count == 1, let object
    else { return sendThroughSelector(method, to: target, with: object) }
    let name = method.dropFirst(3).dropLast()
    let property = name.prefix(1).lowercased() + name.dropFirst()
    let holder = "$selectorTarget"
    scope.values[holder] = target
    defer { scope.values[holder] = nil }
    assign(.member(.name(holder), property), object, site)
  }

  /// `[goods performSelector:@selector(removeFromSuperview) withObject:nil afterDelay:0.65]`: a
  /// UIKit method of no argument or one (the object) sent to the view or layer, as the message
  /// written out would be (`removeFromSuperview`, `removeAllAnimations`, `removeAnimationForKey:`).
  mutating func sendThroughSelector(_ method: String, to target: RuntimeValue, with object: RuntimeValue?) {
    let parts = method.split(separator: ":", omittingEmptySubsequences: false).dropLast(method.hasSuffix(":") ? 1 : 0)
    guard parts.count == 1, let name = parts.first.map(String.init), !name.isEmpty else { return }
    let (holder, argument) = ("$selectorTarget", "$selectorObject")
    scope.values[holder] = target
    scope.values[argument] = object ?? .null
    defer {
      scope.values[holder] = nil
      scope.values[argument] = nil
    }
    let takes = method.hasSuffix(":")
    _ = perform(.message(.name(holder), [(name, takes ? .name(argument) : nil)]), site)
  }

  /// `.now() + 0.5`, `DispatchTime.now() + .milliseconds(300)`,
  /// `dispatch_time(DISPATCH_TIME_NOW, Int64(0.5 * Double(NSEC_PER_SEC)))`: seconds from now.
  mutating func delaySeconds(_ e: CodeExpression) -> Double? {
    switch e {
    case .binary("+", let a, let b) where a.text.contains("now"):
      // (`.now() + duration + 2.0`: every term after the clock counts.)
      guard let base = delaySeconds(a), let more = durationSeconds(b) else { return nil }
      return base + more
    case .call(.name("dispatch_time"), let arguments) where arguments.count == 2:
      guard let nanoseconds = evaluate(arguments[1].value).number else { return nil }
      return nanoseconds / 1e9
    default:
      // A deadline worked out before (`let deadline = DispatchTime.now() + duration`).
      if case .time(let t) = evaluate(e) { return t - delayedBy }
      if e.text.contains("now") { return 0 }
      return nil
    }
  }

  /// A `DispatchTimeInterval` written as a call (`.milliseconds(300)`): seconds, else nil.
  mutating func delayedInterval(_ e: CodeExpression) -> Double? {
    guard case .call(.member(_, let unit), let arguments) = e,
      let x = arguments.first.flatMap({ evaluate($0.value).number })
    else { return nil }
    switch unit {
    case "seconds": return x
    case "milliseconds": return x / 1e3
    case "microseconds": return x / 1e6
    case "nanoseconds": return x / 1e9
    default: return nil
    }
  }

  /// `0.5`, `.milliseconds(300)`, `.seconds(2)`, `DispatchTimeInterval.microseconds(…)`, a
  /// variable holding one: seconds.
  mutating func durationSeconds(_ e: CodeExpression) -> Double? {
    delayedInterval(e) ?? evaluate(e).number
  }

  /// The method a selector names: `#selector(pulse)`, `#selector(Spinner.pulse(_:))`,
  /// `@selector(pulse:)`, `Selector("pulse")`.
  /// The method a selector names, also through a variable (`let selector = #selector(close)`).
  mutating func selectorName(of e: CodeExpression) -> String? {
    if case .name(let name) = e, scope.find(name) != nil {
      switch evaluate(e) {
      case .unknown(let text), .string(let text), .constant(let text): return Self.selectorName(.opaque(text))
      default: break
      }
    }
    return Self.selectorName(e)
  }

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

  /// `x` seconds as a note says it: to the nanosecond, so 1.4 × 0.4 reads 0.56, not
  /// 0.5599999999999999.
  static func seconds(_ x: Double) -> String {
    guard x.isFinite, abs(x) < 1e12 else { return String(x) }
    let near = (x * 1e9).rounded() / 1e9
    return near == near.rounded() ? String(Int(near)) : String(near)
  }
}

extension CodeExpression {
  var isClosure: Bool {
    if case .closure = self { return true }
    return false
  }
}

/// Work on a background queue that sleeps (`DispatchQueue.global().async { sleep(3); … }`, the
/// way a README stands in for a network call): what follows each `sleep` in the block runs that
/// many seconds later, so the main-queue work it hands back (`DispatchQueue.main.async`) is
/// done then.
extension CodeInterpreter {
  /// Runs `block` given to `async` on a queue that is not the main one, split at its top-level
  /// sleeps; false when the queue is the main queue or the block does not sleep (run as usual).
  mutating func backgroundWork(_ e: CodeExpression, _ name: String, _ block: CodeExpression, _ at: CodeSite) -> Bool {
    guard !isMainQueue(e, name), case .closure(let code, let captured) = evaluate(block) else { return false }
    var segments: [(delay: Double, body: [SourceStatement])] = [(0, [])]
    var slept = 0.0
    for statement in code.body {
      if let seconds = sleepSeconds(statement) {
        slept += seconds
        segments.append((slept, []))
      } else {
        segments[segments.count - 1].body.append(statement)
      }
    }
    guard segments.count > 1 else { return false }
    // One frame for every part: a name declared before a sleep is still there after it.
    let frame = CodeScope(parent: captured)
    for (k, segment) in segments.enumerated() where !segment.body.isEmpty {
      let part = RuntimeValue.closure(
        CodeClosure(parameters: code.parameters, body: segment.body, site: code.site), captured)
      if k == 0 {
        _ = callClosure(part, [], frame: frame)
        continue
      }
      let what = "the background queue's work after sleeping \(Self.seconds(segment.delay)) s"
      runLater(by: segment.delay, what: what, repeats: false, at) { interpreter in
        _ = interpreter.callClosure(part, [], frame: frame)
      }
    }
    return true
  }

  /// True when `async` is sent to the main queue (`DispatchQueue.main`, `dispatch_get_main_queue()`,
  /// `OperationQueue.main`), or the queue is not written out.
  func isMainQueue(_ e: CodeExpression, _ name: String) -> Bool {
    let queue: CodeExpression?
    switch e {
    case .call(.member(let base, _), _) where name == "async": queue = base
    case .call(.name, let arguments) where name == "dispatch_async": queue = arguments.first?.value
    default: queue = nil
    }
    guard let text = queue?.text else { return true }
    return text.contains("main") || text.contains("Main")
  }

  /// The seconds a statement sleeps the thread for: `sleep(3)`, `usleep(500_000)`,
  /// `Thread.sleep(forTimeInterval: 0.5)`, `[NSThread sleepForTimeInterval:0.5]`; nil for others.
  mutating func sleepSeconds(_ statement: SourceStatement) -> Double? {
    guard case .expression(let e, _) = statement else { return nil }
    switch e {
    case .call(.name("sleep"), let arguments) where arguments.count == 1:
      return evaluate(arguments[0].value).number
    case .call(.name("usleep"), let arguments) where arguments.count == 1:
      return evaluate(arguments[0].value).number.map { $0 / 1_000_000 }
    case .call(.member(let base?, "sleep"), let arguments) where base.text == "Thread":
      return arguments.first { $0.label == "forTimeInterval" }.flatMap { evaluate($0.value).number }
    case .message(let receiver, let parts) where receiver.text == "NSThread" && parts.count == 1:
      guard parts[0].0 == "sleepForTimeInterval", let value = parts[0].1 else { return nil }
      return evaluate(value).number
    default:
      return nil
    }
  }
}

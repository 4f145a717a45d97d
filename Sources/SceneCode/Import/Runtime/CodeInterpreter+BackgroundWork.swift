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
        // A call of work that sleeps (`block()` running `[self myTask]`, which `sleep(6)`s):
        // what follows it runs that much later.
        if let seconds = nestedSleep(statement), seconds > 0 {
          slept += seconds
          segments.append((slept, []))
        }
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

  /// The seconds the work a statement calls sleeps (a closure held in a variable, a method of
  /// the program named once), its own sleeps and those of what it calls, three calls deep; nil
  /// when it calls nothing known.
  mutating func nestedSleep(_ statement: SourceStatement, depth: Int = 0) -> Double? {
    guard depth < 3, case .expression(let e, _) = statement else { return nil }
    var body: [SourceStatement]?
    switch e {
    case .call(.name(let name), let arguments) where arguments.isEmpty:
      if case .closure(let code, _)? = scope.find(name)?.values[name] {
        body = code.body
      } else {
        body = uniqueMethod(name)?.body
      }
    case .call(.member(.name("self")?, let name), let arguments) where arguments.isEmpty:
      body = uniqueMethod(name)?.body
    case .message(.name("self"), let parts) where parts.count == 1 && parts[0].1 == nil:
      body = uniqueMethod(parts[0].0)?.body
    default: return nil
    }
    guard let body else { return nil }
    return body.reduce(0.0) { total, s in total + (sleepSeconds(s) ?? nestedSleep(s, depth: depth + 1) ?? 0) }
  }

  /// The one method of the program called `name` (any class), or nil.
  func uniqueMethod(_ name: String) -> CodeFunction? {
    let found = program.typeOrder.flatMap { program.types[$0]?.methods ?? [] }.filter { $0.name == name }
    return found.count == 1 ? found[0] : nil
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

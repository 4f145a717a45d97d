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
    // (`if self != nil { … }` around the work: its body, when the condition holds now.)
    var statements = code.body
    if statements.count == 1, case .ifElse(let branches, nil, _) = statements[0], branches.count == 1,
      branches[0].conditions.allSatisfy({ if case .expression(let c) = $0 { conditionTruth(c) == true } else { false } }
      )
    {
      statements = branches[0].body
    }
    // A loop that sleeps each time round (`while waving { …; sleep(0.05) }`): a background
    // ticker, its body run every so often while its condition holds.
    var loop: (conditions: [CodeCondition], body: [SourceStatement], every: Double)?
    if let k = statements.firstIndex(where: { sleepingLoop($0) != nil }), let found = sleepingLoop(statements[k]) {
      loop = found
      statements = Array(statements[..<k])
    }
    for statement in statements {
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
    guard segments.count > 1 || loop != nil else { return false }
    // One frame for every part: a name declared before a sleep is still there after it.
    let frame = CodeScope(parent: captured)
    defer {
      if let loop {
        let closure = RuntimeValue.closure(CodeClosure(parameters: [], body: loop.body, site: code.site), captured)
        runLater(by: slept, what: "the background loop", repeats: false, at) { interpreter in
          interpreter.sleepingLoopTurn(loop.conditions, closure, every: loop.every, frame: frame, at)
        }
      }
    }
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

  /// A `while` whose body sleeps at its top level: its conditions, its body without the sleeps,
  /// and the seconds one turn sleeps; nil for another statement.
  mutating func sleepingLoop(
    _ statement: SourceStatement
  ) -> (
    conditions: [CodeCondition], body: [SourceStatement], every: Double
  )? {
    guard case .whileLoop(let conditions, let body, _, _) = statement else { return nil }
    var every = 0.0
    var rest: [SourceStatement] = []
    for s in body {
      if let seconds = sleepSeconds(s) { every += seconds } else { rest.append(s) }
    }
    return every > 0 ? (conditions, rest, every) : nil
  }

  /// One turn of a background loop that sleeps: its body, if its conditions hold now (one not
  /// known counts as holding: the loop runs to the scene's span), and the next turn `every`
  /// seconds later.
  mutating func sleepingLoopTurn(
    _ conditions: [CodeCondition], _ body: RuntimeValue, every: Double, frame: CodeScope, _ at: CodeSite
  ) {
    for condition in conditions {
      guard case .expression(let e) = condition else { continue }
      if conditionTruth(e) == false { return }
    }
    _ = callClosure(body, [], frame: frame)
    runLater(by: every, what: "the background loop", repeats: false, at) { interpreter in
      interpreter.sleepingLoopTurn(conditions, body, every: every, frame: frame, at)
    }
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
    case .call(.member(let base?, "sleepForTimeInterval"), let arguments) where base.text == "NSThread":
      // Swift 2's spelling.
      return arguments.first.flatMap { evaluate($0.value).number }
    case .message(let receiver, let parts) where receiver.text == "NSThread" && parts.count == 1:
      guard parts[0].0 == "sleepForTimeInterval", let value = parts[0].1 else { return nil }
      return evaluate(value).number
    default:
      return nil
    }
  }
}

/// Which functions the program calls itself: an entry point is a method nothing calls.
extension CodeProgram {
  /// Every function, method and selector name the program calls or names (`#selector`, a
  /// function passed as a value, a computed property read).
  var calledNames: Set<String> {
    var names: Set<String> = []
    for s in statements { Self.collect(s, into: &names) }
    for f in functions { f.body.forEach { Self.collect($0, into: &names) } }
    for type in types.values {
      for f in type.methods { f.body.forEach { Self.collect($0, into: &names) } }
      for p in type.properties {
        p.initial.map { Self.collect($0, into: &names) }
        p.getter?.forEach { Self.collect($0, into: &names) }
      }
    }
    return names
  }

  /// The functions and methods of the program not in `ran` that make animations, directly or
  /// through others of the program (`UIView.animate`, `UIViewPropertyAnimator`,
  /// `CABasicAnimation`, …), those no other of them calls first (the gesture handler, not the
  /// helper it calls): the entries a user most likely meant, in the file's order.
  /// None when code that ran makes animations itself (then what went wrong is in it, not in
  /// what did not run).
  /// Methods are named with their type (`Form.submit`) where several types have one of that
  /// name (every controller's `viewDidLoad`), and those of a type whose code ran come first (the
  /// screen the user ran, not another screen of the app).
  func animatingEntries(notIn ran: Set<CodeSite>) -> [String] {
    var all: [(key: String, name: String, function: CodeFunction, type: String?)] = functions.map {
      ($0.name, $0.name, $0, nil)
    }
    for type in typeOrder {
      all += (types[type]?.methods ?? []).map { ("\(type).\($0.name)", $0.name, $0, type) }
    }
    func makesAnimations(_ names: Set<String>) -> Bool {
      names.contains { n in
        Self.animationMakers.contains(n) || n.hasPrefix("animate") || n.hasPrefix("transition")
          || n.hasPrefix("animationWithKeyPath")
      }
    }
    var calls: [String: Set<String>] = [:]
    for entry in all {
      var names: Set<String> = []
      entry.function.body.forEach { Self.collect($0, into: &names) }
      if ran.contains(entry.function.site) {
        if makesAnimations(names) { return [] }
      } else {
        calls[entry.key, default: []].formUnion(names)
      }
    }
    let nameOf = Dictionary(all.map { ($0.key, $0.name) }, uniquingKeysWith: { a, _ in a })
    // Those that animate, then those that call one that does, until nothing changes.
    var animating = Set(calls.filter { makesAnimations($0.value) }.keys)
    var changed = true
    while changed {
      changed = false
      let animatingNames = Set(animating.compactMap { nameOf[$0] })
      // (A method's call of its own name is `super`'s, not another type's method of that name.)
      for (key, names) in calls
      where !animating.contains(key) && !names.subtracting([nameOf[key] ?? key]).isDisjoint(with: animatingNames) {
        animating.insert(key)
        changed = true
      }
    }
    let calledByAnother = Set(
      animating.flatMap { key in calls[key, default: []].subtracting([nameOf[key] ?? key]) })
    let ranTypes = Set(all.filter { ran.contains($0.function.site) }.compactMap(\.type))
    let sharedNames = Dictionary(grouping: all, by: \.name).filter { $0.value.count > 1 }.keys
    var seen: Set<String> = []
    let found = all.filter {
      !ran.contains($0.function.site) && animating.contains($0.key) && !calledByAnother.contains($0.name)
        && seen.insert($0.key).inserted
    }
    let ordered =
      found.filter { $0.type.map(ranTypes.contains) == true } + found.filter { $0.type.map(ranTypes.contains) != true }
    return ordered.map { sharedNames.contains($0.name) && $0.type != nil ? $0.key : $0.name }
  }

  /// Calls that make Core Animation objects or UIKit animations.
  static let animationMakers: Set<String> = [
    "UIViewPropertyAnimator", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CATransition",
    "CAAnimationGroup", "addAnimation:forKey:", "startAnimation", "setFractionComplete:",
  ]

  static func collect(_ s: SourceStatement, into names: inout Set<String>) {
    switch s {
    case .expression(let e, _): collect(e, into: &names)
    case .declare(_, let e, _, _): e.map { collect($0, into: &names) }
    case .assign(let a, _, let b, _):
      // `self.duration = x` calls `setDuration:` in Objective-C.
      if case .member(_, let name) = a, let first = name.first {
        names.insert("set" + first.uppercased() + name.dropFirst() + ":")
      }
      collect(a, into: &names)
      collect(b, into: &names)
    case .ifElse(let branches, let otherwise, _):
      for branch in branches {
        branch.conditions.forEach { collect($0, into: &names) }
        branch.body.forEach { collect($0, into: &names) }
      }
      otherwise?.forEach { collect($0, into: &names) }
    case .guardElse(let conditions, let otherwise, _):
      conditions.forEach { collect($0, into: &names) }
      otherwise.forEach { collect($0, into: &names) }
    case .forIn(_, let sequence, let filter, let body, _):
      collect(sequence, into: &names)
      filter.map { collect($0, into: &names) }
      body.forEach { collect($0, into: &names) }
    case .forLoop(let initial, let condition, let step, let body, _):
      (initial + step + body).forEach { collect($0, into: &names) }
      condition.map { collect($0, into: &names) }
    case .whileLoop(let conditions, let body, _, _):
      conditions.forEach { collect($0, into: &names) }
      body.forEach { collect($0, into: &names) }
    case .switchCase(let subject, let cases, _):
      collect(subject, into: &names)
      for c in cases { c.body.forEach { collect($0, into: &names) } }
    case .returnValue(let e, _): e.map { collect($0, into: &names) }
    case .block(let body), .deferred(let body, _): body.forEach { collect($0, into: &names) }
    case .labeled(_, let inner): collect(inner, into: &names)
    case .breakLoop, .continueLoop, .unknown, .labeledJump, .fallthroughCase: break
    }
  }

  static func collect(_ c: CodeCondition, into names: inout Set<String>) {
    switch c {
    case .expression(let e): collect(e, into: &names)
    case .binding(_, let e): e.map { collect($0, into: &names) }
    case .tupleBinding(_, let e): collect(e, into: &names)
    case .assumedTrue: break
    case .pattern(let pattern, let subject):
      collect(pattern, into: &names)
      collect(subject, into: &names)
    }
  }

  static func collect(_ e: CodeExpression, into names: inout Set<String>) {
    switch e {
    case .number, .string: break
    case .name: break
    case .member(let base, _): base.map { collect($0, into: &names) }
    case .call(let f, let args):
      // The call's target: `start()`, `self.start()`, `Animations.rotation(…)`.
      if case .name(let n) = f {
        names.insert(n)
        // `LoaderView<PulseMode>(…)` constructs `LoaderView`.
        if let open = n.firstIndex(of: "<") { names.insert(String(n[..<open])) }
      }
      if case .member(_, let m) = f { names.insert(m) }
      collect(f, into: &names)
      args.forEach { collect($0.value, into: &names) }
    case .message(let receiver, let parts):
      names.insert(parts.map { $0.1 == nil ? $0.0 : $0.0 + ":" }.joined())
      // `[[RingView alloc] initWithFrame:…]`, `[RingView new]`, `[HaloLayer layer]`: the class is
      // constructed here.
      if case .name(let type) = receiver, parts.count == 1, parts[0].1 == nil,
        ["alloc", "new"].contains(parts[0].0) || (parts[0].0 == "layer" && type.hasSuffix("Layer"))
      {
        names.insert(type)
      }
      collect(receiver, into: &names)
      parts.forEach { part in part.1.map { collect($0, into: &names) } }
    case .array(let items): items.forEach { collect($0, into: &names) }
    case .dictionary(let keys, let values): (keys + values).forEach { collect($0, into: &names) }
    case .box(let inner), .unary(_, let inner): collect(inner, into: &names)
    case .binary("as?", let a, .name(let type)):
      // `… as? SheetViewController`: an instance of it is made elsewhere (by UIKit, a context).
      names.insert(type)
      collect(a, into: &names)
    case .binary(_, let a, let b):
      collect(a, into: &names)
      collect(b, into: &names)
    case .ternary(let a, let b, let c):
      collect(a, into: &names)
      collect(b, into: &names)
      collect(c, into: &names)
    case .subscripted(let base, let args):
      collect(base, into: &names)
      args.forEach { collect($0.value, into: &names) }
    case .interpolation(let parts): parts.forEach { collect($0, into: &names) }
    case .tuple(let items): items.forEach { collect($0.value, into: &names) }
    case .closure(let c): c.body.forEach { collect($0, into: &names) }
    case .opaque(let text):
      // `#selector(startAnimating)`, `@selector(pulse:)`: the names in it (not the type that
      // qualifies one, `#selector(ViewController.tick)`: naming a class constructs none).
      var word = ""
      for ch in text + " " {
        if ch.isLetter || ch.isNumber || ch == "_" || ch == ":" {
          word.append(ch)
        } else if ch == "." {
          word = ""
        } else {
          if !word.isEmpty { names.insert(word) }
          if word.hasSuffix(":") { names.insert(String(word.dropLast())) }
          word = ""
        }
      }
    }
  }
}

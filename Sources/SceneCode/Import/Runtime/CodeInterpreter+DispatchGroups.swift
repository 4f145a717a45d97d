/// Dispatch groups, which libraries chain animations with: each animation `enter()`s the group
/// and `leave()`s it in its completion, and `notify(queue:execute:)` runs the next step once
/// every one has left (`DispatchGroup`, and C's `dispatch_group_create`/`_enter`/`_leave`/
/// `_notify`). A group is an object counting what is inside; a notify block runs, as code
/// run later, at the time the count reaches 0 (at once when it is 0 already).
extension CodeInterpreter {
  static let dispatchGroupType = "DispatchGroup"

  /// A new, empty group.
  mutating func newDispatchGroup() -> RuntimeValue {
    var group = ObjectBuild(type: Self.dispatchGroupType)
    group.fields["count"] = .number(0)
    objects.append(group)
    return .object(objects.count - 1)
  }

  /// `group.enter()`, `.leave()`, `.notify(queue:execute:)` (or a trailing block) and `.wait()`
  /// (nothing to wait for: the work is done in time order); nil for another method.
  mutating func dispatchGroupCall(_ o: Int, _ method: String, _ blocks: [RuntimeValue]) -> RuntimeValue? {
    let count = objects[o].fields["count"]?.number ?? 0
    switch method {
    case "enter":
      objects[o].fields["count"] = .number(count + 1)
    case "leave":
      objects[o].fields["count"] = .number(max(0, count - 1))
      if count - 1 <= 0 {
        for block in groupNotifies.removeValue(forKey: o) ?? [] { notifyLater(block) }
      }
    case "notify":
      guard let block = blocks.last else { return nil }
      if count <= 0 { notifyLater(block) } else { groupNotifies[o, default: []].append(block) }
    case "wait":
      return .constant("success")
    default:
      return nil
    }
    return .null
  }

  /// `dispatch_group_create()`, `dispatch_group_enter(g)`, `dispatch_group_leave(g)`,
  /// `dispatch_group_notify(g, queue, block)`; nil for another function.
  mutating func dispatchGroupFunction(_ name: String, _ arguments: [CodeExpression]) -> RuntimeValue? {
    if name == "dispatch_group_create", arguments.isEmpty { return newDispatchGroup() }
    let methods = [
      "dispatch_group_enter": "enter", "dispatch_group_leave": "leave", "dispatch_group_notify": "notify",
      "dispatch_group_wait": "wait",
    ]
    guard let method = methods[name], let first = arguments.first, case .object(let o) = evaluate(first),
      objects[o].type == Self.dispatchGroupType
    else { return nil }
    let blocks = method == "notify" ? arguments.dropFirst(2).map { evaluate($0) } : []
    return dispatchGroupCall(o, method, blocks)
  }

  /// A notify block: run on the main queue once what scheduled it has finished, at this time.
  mutating func notifyLater(_ block: RuntimeValue) {
    completions.append(
      Completion(time: delayedBy, what: "DispatchGroup.notify", site: site) { $0.runClosure(block) })
  }
}

extension CodeInterpreter {
  /// `group.leave`, `self.handleTap` written without a call (Swift's method reference, bound to
  /// the instance): a closure that calls the method on it with what it is given. Nil when
  /// `name` is no method of `type` (a property is read as one) or the code is Objective-C.
  func boundMethod(_ receiver: RuntimeValue, _ name: String, type: String) -> RuntimeValue? {
    let labels: [String?]
    if type == Self.dispatchGroupType, name == "enter" || name == "leave" {
      labels = []
    } else if !program.isObjectiveC, declaredProperty(name, in: type) == nil,
      let f = methods(name, in: type, isStatic: false).first
    {
      labels = f.parameters.map(\.label)
    } else {
      return nil
    }
    let held = CodeScope(parent: globals)
    held.values["$receiver"] = receiver
    let names = labels.indices.map { "$argument\($0)" }
    let call = CodeExpression.call(
      .member(.name("$receiver"), name), zip(labels, names).map { .init(label: $0, value: .name($1)) })
    return .closure(CodeClosure(parameters: names, body: [.expression(call, site)], site: site), held)
  }
}

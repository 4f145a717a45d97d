import MediaTiming

/// Method swizzling: `method_exchangeImplementations(class_getClassMethod(self,
/// #selector(UIView.animate(withDuration:animations:))), class_getClassMethod(self,
/// #selector(UIView.EA_animate(withDuration:animations:))))`, as EasyAnimation swaps UIKit's
/// methods for its own. From then on a call of UIKit's method runs the program's, and the
/// program's method calling itself by its own name runs UIKit's original (that is what the
/// exchange makes of it). Swapping a view's `action(for:forKey:)` or a layer's
/// `action(forKey:)` puts the program's method in Core Animation's action lookup: it runs, before
/// the value changes, for every property set while actions are enabled; UIKit's own answer
/// (its original) is an action inside a UIKit block and `NSNull` outside, and the program's
/// answer decides: UIKit's action, an animation of its own, or none.
extension CodeInterpreter {
  /// One exchange of a UIKit method (`type`'s `system` with `labels`) and a method of the program
  /// declared in an extension of `type`.
  struct Swizzle {
    var type: String
    var isStatic: Bool
    var system: String
    var labels: [String]
    var program: CodeFunction
  }

  /// `class_getInstanceMethod(cls, sel)` / `class_getClassMethod(cls, sel)`: a handle naming the
  /// method (`$method|+|UIView|animate|withDuration,animations`); nil for another call.
  mutating func methodHandle(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard name == "class_getInstanceMethod" || name == "class_getClassMethod", arguments.count == 2 else { return nil }
    let type: String
    switch evaluate(arguments[0].value) {
    case .type(let t): type = t
    default:
      var text = arguments[0].value.text
      if text.hasSuffix(".self") { text.removeLast(5) }
      type = text == "self" ? (selfType ?? text) : text
    }
    guard let selector = Self.selectorParts(arguments[1].value.text) else { return nil }
    let handle = MethodHandle(
      isStatic: name == "class_getClassMethod", type: type, name: selector.name, labels: selector.labels)
    return .constant(handle.text)
  }

  /// A method named by `class_getInstanceMethod`/`class_getClassMethod`, held as a constant's
  /// text (`$method|+|UIView|animate|withDuration,animations`).
  struct MethodHandle {
    var isStatic: Bool
    var type: String
    var name: String
    var labels: [String]

    var text: String {
      ["$method", isStatic ? "+" : "-", type, name, labels.joined(separator: ",")].joined(separator: "|")
    }

    init(isStatic: Bool, type: String, name: String, labels: [String]) {
      (self.isStatic, self.type, self.name, self.labels) = (isStatic, type, name, labels)
    }

    /// The handle a constant's text holds; nil for other text.
    init?(text: String) {
      let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      guard parts.count == 5, parts[0] == "$method" else { return nil }
      self.init(
        isStatic: parts[1] == "+", type: parts[2], name: parts[3],
        labels: parts[4].isEmpty ? [] : parts[4].split(separator: ",").map(String.init))
    }
  }

  /// `#selector(UIView.animate(withDuration:animations:))` as a name and labels; nil for text
  /// that is no selector.
  static func selectorParts(_ text: String) -> (name: String, labels: [String])? {
    guard text.hasPrefix("#selector("), text.hasSuffix(")") else { return nil }
    var inner = String(text.dropFirst("#selector(".count).dropLast())
    for prefix in ["getter: ", "setter: "] where inner.hasPrefix(prefix) { inner.removeFirst(prefix.count) }
    let call = inner.split(separator: "(", maxSplits: 1).map(String.init)
    let path = call[0].split(separator: ".").map(String.init)
    guard let name = path.last else { return nil }
    let labels = call.count > 1 ? call[1].dropLast().split(separator: ":").map(String.init) : []
    return (name, labels)
  }

  /// `method_exchangeImplementations(a, b)` of two handles, one UIKit's and one the program
  /// declares: kept, said. False for another call.
  mutating func exchangeImplementations(_ arguments: [CodeExpression.Argument]) -> Bool {
    guard arguments.count == 2 else { return false }
    let handles = arguments.compactMap { argument -> MethodHandle? in
      guard case .constant(let text) = evaluate(argument.value) else { return nil }
      return MethodHandle(text: text)
    }
    guard handles.count == 2 else { return false }
    let found = handles.map { h in
      methods(h.name, in: h.type, isStatic: h.isStatic).first { f in
        f.parameters.count == h.labels.count && zip(f.parameters, h.labels).allSatisfy { ($0.label ?? "_") == $1 }
      }
    }
    guard let index = found.firstIndex(where: { $0 != nil }), found[1 - index] == nil, let f = found[index] else {
      return false
    }
    let system = handles[1 - index]
    swizzles.removeAll { $0.type == system.type && $0.system == system.name && $0.labels == system.labels }
    swizzles.append(
      Swizzle(type: system.type, isStatic: system.isStatic, system: system.name, labels: system.labels, program: f))
    note(
      "\(system.type).\(system.name)(\(system.labels.map { $0 + ":" }.joined())) is exchanged with the program's \(f.name): calls of it run the program's method, whose call of itself runs UIKit's"
    )
    return true
  }

  /// True when a call's labels fit a method's (a trailing closure fills a closure parameter).
  static func labelsFit(_ call: [String?], _ declared: [String]) -> Bool {
    call.count == declared.count
      && zip(call, declared).allSatisfy { given, label in
        (given ?? "_") == label || given == SwiftProgramReader.trailingLabel
      }
  }

  /// A call a swizzle redirects: UIKit's method runs the program's, the program's method
  /// calling itself runs UIKit's. Nil when no swizzle concerns it.
  mutating func swizzledCall(_ e: CodeExpression) -> RuntimeValue? {
    if bypassSwizzle {
      bypassSwizzle = false
      return nil
    }
    guard case .call(let callee, let arguments) = e else { return nil }
    let labels = arguments.map(\.label)
    let type: String?
    let name: String
    switch callee {
    case .member(let base?, let member):
      // (The receiver as written: evaluating it here would run a call in it twice.)
      name = member
      if case .name("self") = base, case .type(let t)? = selfValue {
        type = t
      } else {
        type = base.text.hasSuffix(".self") ? String(base.text.dropLast(5)) : base.text
      }
    case .name(let n):
      name = n
      if case .type(let t)? = selfValue { type = t } else { type = selfType }
    default: return nil
    }
    // The program's method by its own name: UIKit's original.
    if let s = swizzles.first(where: { s in
      s.program.name == name && Self.labelsFit(labels, s.program.parameters.map { $0.label ?? "_" })
    }) {
      return original(s, arguments)
    }
    // UIKit's method: the program's.
    guard let type,
      let s = swizzles.first(where: { s in
        s.type == type && s.system == name && Self.labelsFit(labels, s.labels)
      }), let bound = bind(s.program, arguments)
    else { return nil }
    return invoke(s.program, on: s.isStatic ? .type(s.type) : selfValue, type: s.type, bound)
  }

  /// UIKit's own method of swizzle `s`, with the arguments given to the program's: a class
  /// method as UIKit runs it; an action lookup as UIKit answers (`originalAction`).
  mutating func original(_ s: Swizzle, _ arguments: [CodeExpression.Argument]) -> RuntimeValue {
    if s.system == "action", !s.isStatic { return originalAction(s, arguments) }
    let relabelled = zip(arguments, s.labels).map { argument, label in
      CodeExpression.Argument(label: label == "_" ? nil : label, value: argument.value)
    }
    bypassSwizzle = true
    defer { bypassSwizzle = false }
    let call = CodeExpression.call(.member(.name(s.type), s.system), relabelled)
    return s.isStatic ? perform(call, site) : evaluate(call)
  }

  /// What UIKit's own `action(for:forKey:)` answers: an action (UIKit's animation) for a view's
  /// layer inside a UIKit block, `NSNull` outside one; a layer's own `action(forKey:)`: its
  /// default action (its view's answer for a view's layer).
  mutating func originalAction(_ s: Swizzle, _ arguments: [CodeExpression.Argument]) -> RuntimeValue {
    guard s.type == "UIView" else { return .constant(Self.defaultActionMarker) }
    let layer = arguments.first.flatMap { queriedLayer(evaluate($0.value)) }
    if let layer, !uikitBlocks.isEmpty, layers[layer].isViewLayer || controllerViews.contains(layer) {
      return .constant(Self.defaultActionMarker)
    }
    return nsNull()
  }

  /// The one `NSNull` object (`result as? NSNull` finds it; nil does not).
  mutating func nsNull() -> RuntimeValue {
    if let o = objects.firstIndex(where: { $0.type == "NSNull" }) { return .object(o) }
    objects.append(ObjectBuild(type: "NSNull"))
    return .object(objects.count - 1)
  }

  /// `key` of layer `i` set to `value` while a swizzle puts the program's method in the action
  /// lookup: the method runs first (the old value still the model's), then the value is set as
  /// its answer says. False when no swizzle concerns the set, or the answer is UIKit's own.
  mutating func setThroughSwizzledAction(_ i: Int, _ key: String, _ value: RuntimeValue, _ at: CodeSite) -> Bool {
    // (Core Animation asks by the property set: `position.x = 70` in Swift sets `position`.)
    let top = String(key.split(separator: ".").first ?? Substring(key))
    let event = ["alpha": "opacity", "center": "position", "frame": "position"][top] ?? top
    guard LayerProperty.named(event) != nil, !actionsDisabled.contains(true), withoutAnimation == 0,
      !swizzledActions.contains(i)
    else { return false }
    let isView = layers[i].isViewLayer || controllerViews.contains(i)
    guard
      let s = swizzles.first(where: { s in
        !s.isStatic && s.system == "action"
          && (isView
            ? s.type == "UIView" && s.labels == ["for", "forKey"] : s.type == "CALayer" && s.labels == ["forKey"])
      })
    else { return false }
    swizzledActions.insert(i)
    defer { swizzledActions.remove(i) }
    let me: RuntimeValue =
      isView ? viewObject(of: i).map { .object($0) } ?? .layer(i) : layerObjects[i].map { .object($0) } ?? .layer(i)
    let answer = invokeMethod(
      s.program, on: me, type: s.type, arguments: isView ? [.layer(i), .string(event)] : [.string(event)])
    switch answer {
    case .constant(Self.defaultActionMarker), .unknown: return false
    default: break
    }
    // No action (nil, `NSNull`): the value is set without an animation of UIKit's or an implicit one.
    let saved = uikitBlocks
    uikitBlocks = []
    withoutAnimation += 1
    setLayerValue(i, key, value, at)
    withoutAnimation -= 1
    uikitBlocks = saved
    if case .animation(let a) = answer { addAction(a, on: i, key: event, at) }
    return true
  }
}

extension CodeInterpreter {
  /// A layer's `delegate`: a view's layer's is its view (UIView.h: the view is its layer's
  /// delegate); a layer the code made has none (setting one is not followed).
  func layerDelegate(_ i: Int) -> RuntimeValue {
    guard layers[i].isViewLayer || controllerViews.contains(i) else { return .null }
    return viewObject(of: i).map { .object($0) } ?? .layer(i)
  }
}

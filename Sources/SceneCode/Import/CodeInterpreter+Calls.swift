import MediaTiming
import Scenes

/// The program's own code: functions, methods (Swift by name and labels, Objective-C by
/// selector), initializers, closures; instances of its types and their properties; and the
/// collection methods loops use (`map`, `forEach`, `enumerated`, `append`).
extension CodeInterpreter {
  // MARK: Finding code

  /// The type `name` and its ancestors the program declares, nearest first.
  func lineage(_ name: String) -> [CodeType] {
    var out: [CodeType] = []
    var next: String? = name
    while let n = next, let type = program.types[n], !out.contains(where: { $0.name == n }) {
      out.append(type)
      next = type.superclass
    }
    return out
  }

  /// The system classes a layer or an animation is an instance of, most specific first, that the
  /// program extends (`CAShapeLayer`, `CALayer`; `CABasicAnimation`, `CAPropertyAnimation`,
  /// `CAAnimation`).
  func systemLineage(of value: RuntimeValue) -> [String] {
    var names: [String]
    switch value {
    case .layer(let i):
      let own = layers[i].layerClass.rawValue
      names = own == "CALayer" ? ["CALayer"] : [own, "CALayer"]
      // A view's layer stands for the view: `extension UIView` methods are its own (and
      // `extension UIButton`'s for a button the code made).
      if let kind = layers[i].viewKind {
        names =
          ([kind] + Self.systemAncestors(of: kind)).filter { $0 != "UIView" && $0 != "UIResponder" } + [
            "UIView", "UIResponder",
          ] + names
      } else if layers[i].isViewLayer || implicitLayers.values.contains(i) {
        names.insert(contentsOf: ["UIView", "UIResponder"], at: 0)
      }
    case .animation(let i):
      // (An instance of the program's subclass: its classes first.)
      let own = animations[i].programClass.map { lineage($0).map(\.name) } ?? []
      names = own + Self.animationLineage(animations[i].className)
    case .constraint:
      names = ["NSLayoutConstraint"]
    default:
      return []
    }
    names.append("NSObject")
    // Protocols the program makes them conform to (`extension UIView: CornerAnimatable {}`), whose
    // extensions' methods they then have.
    names += names.flatMap { program.types[$0]?.conformances ?? [] }.filter { !names.contains($0) }
    return names.filter { tables.methods[$0] != nil || tables.properties[$0] != nil }
  }

  /// An animation class and its ancestors: `CASpringAnimation` → `CABasicAnimation` →
  /// `CAPropertyAnimation` → `CAAnimation`.
  static func animationLineage(_ className: String) -> [String] {
    switch className {
    case "CASpringAnimation": ["CASpringAnimation", "CABasicAnimation", "CAPropertyAnimation", "CAAnimation"]
    case "CABasicAnimation": ["CABasicAnimation", "CAPropertyAnimation", "CAAnimation"]
    case "CAKeyframeAnimation": ["CAKeyframeAnimation", "CAPropertyAnimation", "CAAnimation"]
    case "CAPropertyAnimation": ["CAPropertyAnimation", "CAAnimation"]
    default: [className, "CAAnimation"]
    }
  }

  /// The first class outside the program that `name` descends from (`UIView`, `CALayer`), or nil.
  func systemAncestor(_ name: String) -> String? {
    let types = lineage(name)
    // A system class the program only extends (`extension UIButton`) is its own ancestor.
    if let last = types.last, last.superclass == nil, !last.isDeclared { return last.name }
    return types.last?.superclass ?? (types.isEmpty ? name : nil)
  }

  /// Overloads in the order a call tries them: fewest parameters first (Swift prefers the one
  /// that needs no default filled in: `show(t, duration: d, point: p)` is the three-parameter one,
  /// not a four-parameter one with a default completion), nearest type first among equals.
  static func fewestDefaultsFirst(_ candidates: [CodeFunction]) -> [CodeFunction] {
    guard candidates.count > 1 else { return candidates }
    // A variadic overload last: Swift prefers `set(colors: [UIColor])` for an array over
    // `set(colors: UIColor...)`.
    func key(_ f: CodeFunction, _ offset: Int) -> [Int] {
      [f.parameters.contains { $0.isVariadic } ? 1 : 0, f.parameters.count, offset]
    }
    return candidates.enumerated().sorted {
      key($0.element, $0.offset).lexicographicallyPrecedes(key($1.element, $1.offset))
    }
    .map(\.element)
  }

  /// Methods called `name` on `type` and its ancestors (Swift: base name; Objective-C: selector).
  func methods(_ name: String, in type: String, isStatic: Bool? = nil) -> [CodeFunction] {
    guard let found = tables.methods[type]?[name] else { return [] }
    guard let isStatic else { return found }
    return found.filter { $0.isStatic == isStatic }
  }

  /// The property `name` (`_name` too) of `type` or its nearest ancestor that declares it.
  func declaredProperty(_ name: String, in type: String) -> SourceProperty? {
    tables.properties[type]?[name] ?? tables.properties[type]?[String(name.drop { $0 == "_" })]
  }

  /// The arguments of a call bound to `f`'s parameters (nil: the labels do not fit). An argument
  /// left out takes its default; a trailing closure fills the parameter it lands on.
  func bind(_ f: CodeFunction, _ arguments: [CodeExpression.Argument]) -> [(CodeParameter, CodeExpression?)]? {
    if let bound = bind(f.parameters, arguments, anyLabel: f.isSelector) {
      // Overloads with the same labels (`init(title: String)` beside `init(title: BTTitle)`): one
      // whose parameter plainly cannot take the argument written is not the one called.
      return bound.contains { p, e in e.map { plainlyMismatched($0, p.type) } ?? false } ? nil : bound
    }
    // Swift 1 and 2: a method's first parameter, written once, has no argument label
    // (`rotationAnimation(x)` calls `func rotationAnimation(transformX: CGFloat)`).
    guard var first = f.parameters.first, first.label != nil, first.label == first.name,
      arguments.first?.label == nil
    else { return nil }
    first.label = nil
    return bind([first] + f.parameters.dropFirst(), arguments, anyLabel: false)
  }

  /// `arguments` matched to `parameters` by label, in order, defaults filling the gaps; any label
  /// matches when `anyLabel` (an Objective-C selector's parts).
  private func bind(
    _ parameters: [CodeParameter], _ arguments: [CodeExpression.Argument], anyLabel: Bool
  )
    -> [(CodeParameter, CodeExpression?)]?
  {
    var out: [(CodeParameter, CodeExpression?)] = []
    var next = 0
    let trailing = SwiftProgramReader.trailingLabel
    for p in parameters {
      if p.isVariadic, !anyLabel {
        // `set(colors: .white, .cyan)`: the first labelled as the parameter is, the rest unlabelled.
        var items: [CodeExpression] = []
        if next < arguments.count, arguments[next].label == p.label, arguments[next].label != trailing {
          items.append(arguments[next].value)
          next += 1
          while next < arguments.count, arguments[next].label == nil {
            items.append(arguments[next].value)
            next += 1
          }
        }
        var list = p
        list.type = p.type.map { "[\($0)]" }
        out.append((list, .array(items)))
      } else if next < arguments.count, arguments[next].label == trailing, p.defaultValue != nil,
        !(p.type.map(isFunctionType) ?? true)
      {
        // A trailing closure passes over a defaulted parameter that takes no closure
        // (`animate(…, duration: 5) { … }` skips `relativeDuration: Bool = true` for `completion`).
        out.append((p, nil))
      } else if next < arguments.count,
        anyLabel || arguments[next].label == p.label || arguments[next].label == trailing
      {
        out.append((p, arguments[next].value))
        next += 1
      } else if p.defaultValue != nil {
        out.append((p, nil))
      } else {
        return nil
      }
    }
    return next == arguments.count ? out : nil
  }

  /// True for a type a closure can be passed as: `() -> Void`, `((Bool) -> Void)?`, a
  /// name that is not a plain value type's (a `typealias` of a closure, a generic).
  static func isFunctionType(_ type: String) -> Bool {
    if type.contains("->") { return true }
    let plain: Set<String> = [
      "Bool", "Int", "Double", "CGFloat", "Float", "String", "TimeInterval", "CFTimeInterval", "CGPoint", "CGSize",
      "CGRect", "UIColor", "CGColor", "NSTimeInterval", "BOOL", "NSInteger", "UInt", "Int32",
    ]
    return !plain.contains(type)
  }

  /// `isFunctionType`, knowing the program: its `typealias`es stand for what they name
  /// (`typealias AnimationBlock = () -> Void` takes a closure), and its own types and the
  /// system's option sets and values (`UIViewAnimationOptions`, `UIView.AnimationOptions`) take
  /// none, so a trailing closure passes over a defaulted `options: … = []`.
  func isFunctionType(_ type: String) -> Bool {
    let bare = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
    if let aliased = program.aliases[bare] { return aliased.contains("->") || isFunctionType(aliased) }
    if program.types[bare]?.isDeclared == true { return false }
    let system = ["UI", "NS", "CG", "CA"].contains { bare.hasPrefix($0) } && bare.first?.isUppercase == true
    return system ? bare.contains("->") : Self.isFunctionType(type)
  }

  // MARK: Calling

  /// Runs `f` with `self` and arguments evaluated here; returns what it returns (`.null` for none).
  mutating func invoke(
    _ f: CodeFunction, on newSelf: RuntimeValue?, type: String?, _ bound: [(CodeParameter, CodeExpression?)]
  ) -> RuntimeValue {
    guard callDepth < Limits.callDepth else {
      note("\(f.name) not run: calls nest more than \(Limits.callDepth) deep (a recursion that never ends?)")
      return .unknown(f.name)
    }
    ran.insert(f.site)
    let frame = CodeScope(parent: globals)
    frame.integers = Set(f.parameters.filter { $0.type.map(Self.isIntegerType) ?? false }.map(\.name))
    let made = (layers: layers.count, animations: animations.count)
    var values: [(CodeParameter, RuntimeValue)] = []
    for (p, e) in bound {
      if let e {
        // (Evaluated first: a mutating call inside a non-mutating one would copy the interpreter.)
        let value = optionSetLiteral(e, as: p.type) ?? evaluate(typed(e, as: p.type))
        values.append((p, labelled(value, as: p.type)))
      } else {
        values.append((p, .unknown(p.name)))
      }
    }
    let saved = (selfValue, selfType, scope, site)
    selfValue = newSelf
    selfType = type
    scope = frame
    callDepth += 1
    let initializing = !program.isObjectiveC && Self.isInitializer(f.name)
    if initializing, case .object(let o)? = newSelf, let type { initializers.append((o, type, callDepth)) }
    defer { if initializing, case .object? = newSelf, type != nil { initializers.removeLast() } }
    let loadsView = ["loadView", "viewDidLoad", "viewDidLoad:"].contains(f.name) && type.map(isViewController) == true
    if loadsView { viewsLoading += 1 }
    defer { if loadsView { viewsLoading -= 1 } }
    for (i, (p, value)) in values.enumerated() {
      // Defaults are evaluated in the callee, after the parameters before them.
      if case .unknown = value, bound[i].1 == nil, let d = p.defaultValue {
        // (Read as the parameter's type: `fillMode: FillMode = .both` is `FillMode.both`.)
        let given = optionSetLiteral(d, as: p.type) ?? evaluate(typed(d, as: p.type))
        frame.values[p.name] = labelled(given, as: p.type)
      } else {
        frame.values[p.name] = value
      }
    }
    // `_cmd` in an Objective-C method: its own selector (`[self performSelector:_cmd …]`).
    if f.isSelector, type != nil { frame.values["_cmd"] = .string(f.name) }
    // A C function taking the object as `self` (`static V *CommonInit(V *self)`): its body
    // messages `self` as a method's does.
    if newSelf == nil, type == nil, case .object(let o)? = frame.values["self"] {
      selfValue = .object(o)
      selfType = objects[o].type
    }
    let flow: Flow
    let savedReturnType = returnType
    returnType = f.returnType
    if f.body.count == 1, case .expression(let e, let at) = f.body[0] {
      // A body of one expression returns it (Swift's implicit return: `var key: String { rawValue }`).
      site = at
      flow = .returned(perform(typed(e, as: f.returnType), at))
    } else {
      flow = execute(f.body, in: frame)
    }
    returnType = savedReturnType
    callDepth -= 1
    (selfValue, selfType, scope, site) = saved
    // `inout` parameters: what the callee left in them is copied back to the caller's variables
    // (Swift's copy-in copy-out).
    for (p, e) in bound where p.isInout {
      if let e, Self.isAssignable(e), let left = frame.values[p.name] { assign(e, left, site) }
    }
    if case .returned(let v) = flow { return givingWayToCaller(labelled(v, as: f.returnType), made, function: f.name) }
    return .null
  }

  /// A closure `self` keeps in a property (`private let setter: ([CGFloat]) -> Void`), called bare
  /// in its own method with unlabelled arguments; nil otherwise.
  mutating func heldClosure(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard name.first?.isLowercase == true, case .object(let o)? = selfValue,
      tables.properties[objects[o].type]?[name] != nil, scope.find(name) == nil
    else { return nil }
    guard arguments.allSatisfy({ $0.label == nil || $0.label == SwiftProgramReader.trailingLabel }),
      let held = objectMember(o, name), case .closure = held
    else { return nil }
    return held
  }

  /// True for what an assignment can write to: a name, a member chain, an element.
  static func isAssignable(_ e: CodeExpression) -> Bool {
    if e.nameChain != nil { return true }
    if case .subscripted(let base, _) = e { return isAssignable(base) }
    return false
  }

  /// Calls closure `closure` with the values of `arguments`; a parameter the closure changed
  /// was `inout` (Swift lets a closure change no other), so its value is copied back to the
  /// caller's variable (`getter(&values)`).
  mutating func callClosure(_ closure: RuntimeValue, writingBack arguments: [CodeExpression.Argument]) -> RuntimeValue {
    let values = arguments.map { evaluate($0.value) }
    guard case .closure(let code, let captured) = closure,
      arguments.contains(where: { Self.isAssignable($0.value) })
    else { return callClosure(closure, values) }
    let frame = CodeScope(parent: captured)
    let result = callClosure(closure, values, frame: frame)
    for (i, argument) in arguments.enumerated() where Self.isAssignable(argument.value) {
      // (`{ $0 += 10 }` names none: its parameter is `$0`.)
      let name = i < code.parameters.count && code.parameters[i] != "_" ? code.parameters[i] : "$\(i)"
      guard let left = frame.values[name] ?? frame.values["$\(i)"] else { continue }
      let changed = json(left).map { $0 != json(values[i]) } ?? !same(left, values[i])
      if changed { assign(argument.value, left, site) }
    }
    return result
  }

  /// Calls a closure value with `arguments` (`$0`, `$1` when it names none). A closure of one
  /// expression returns its value.
  /// Where a closure keeps the type of the `self` it was made with.
  static let capturedTypeKey = " self type"

  /// `frame` (given): the scope the call binds its parameters in, for the caller to read after
  /// (a block's `*stop = YES`).
  mutating func callClosure(
    _ value: RuntimeValue, _ arguments: [RuntimeValue], frame given: CodeScope? = nil
  ) -> RuntimeValue {
    // `handler?(x)` on a closure property that is nil: Swift's optional call gives nil.
    if case .null = value { return .null }
    guard case .closure(let c, let captured) = value else { return .unknown("a closure") }
    guard callDepth < Limits.callDepth else {
      note("a closure not run: calls nest more than \(Limits.callDepth) deep")
      return .unknown("a closure")
    }
    let frame = given ?? CodeScope(parent: captured)
    // `{ index, dot in … }` called with one tuple (from `enumerated()`): its parts.
    var arguments = arguments
    if arguments.count == 1, c.parameters.count > 1, case .tuple(let parts, _) = arguments[0] { arguments = parts }
    for (i, argument) in arguments.enumerated() {
      if i < c.parameters.count, c.parameters[i] != "_" {
        nameObject(argument, c.parameters[i])
        frame.values[c.parameters[i]] = argument
      }
      frame.values["$\(i)"] = argument
    }
    let made = (layers: layers.count, animations: animations.count)
    let saved = (scope, site, selfValue, selfType)
    // The `self` it was made with, if it was made in a method.
    if let owner = captured.find("self"), let value = owner.values["self"] {
      selfValue = value
      if case .string(let type)? = owner.values[Self.capturedTypeKey] { selfType = type }
    }
    callDepth += 1
    defer {
      callDepth -= 1
      (scope, site, selfValue, selfType) = saved
    }
    if c.body.count == 1, case .expression(let e, let at) = c.body[0] {
      scope = frame
      guard step() else { return .unknown("a closure") }
      site = at
      return givingWayToCaller(perform(e, at), made)
    }
    if case .returned(let v) = execute(c.body, in: frame) { return givingWayToCaller(v, made) }
    return .null
  }

  /// A value a function or closure returns: a layer or animation it made keeps its local name
  /// only until the caller binds it (`let circle = makeCircle(…)` names it `circle`).
  mutating func givingWayToCaller(
    _ v: RuntimeValue, _ made: (layers: Int, animations: Int), function: String? = nil
  ) -> RuntimeValue {
    if case .layer(let i) = v, i >= made.layers, markerID(layers[i].id) == nil, !layers[i].id.isEmpty {
      layers[i].helperName = layers[i].id
      layers[i].id = ""
    }
    if case .animation(let i) = v, i >= made.animations, let name = animations[i].variable {
      // A helper's generic local (`let animation = …; return animation`) says less than the
      // helper's own name (`strokeStartAnimation()`): that names it when the caller gives none.
      let generic = ["animation", "anim", "a", "group", "animationGroup", "ani", "result"].contains(name)
      animations[i].helperName = generic ? function.map { Self.baseName($0) } ?? name : name
      animations[i].variable = nil
    }
    return v
  }

  /// A call of the program's own code, or nil when `e` calls none (then Core Animation's and
  /// UIKit's API, modelled by the rest of the interpreter, are next).
  mutating func userCall(_ e: CodeExpression) -> RuntimeValue? {
    if case .call(.name("method_exchangeImplementations"), let arguments) = e, exchangeImplementations(arguments) {
      return .null
    }
    if !swizzles.isEmpty, let redirected = swizzledCall(e) { return redirected }
    switch e {
    case .call(.name(let name), let arguments):
      // `completion?()` with no completion given: calling nil through an optional does nothing.
      if name.first?.isLowercase == true {
        // (Not a computed property beside a method of that name: `var copy: Animate { copy() as!
        // Animate }` calls `copy(with:)`.)
        let held =
          scope.find(name)?.values[name]
          ?? (selfType.flatMap { declaredProperty(name, in: $0) } != nil
            && selfType.map { methods(name, in: $0).isEmpty } != false ? lookup(name) : nil)
        if case .null? = held { return .null }
      }
      // A closure is called without argument labels: `animate(withDuration: …)` beside a closure
      // parameter `animate` is the method.
      if let closure = scope.find(name)?.values[name], case .closure(let code, _) = closure,
        code.isFunction || arguments.allSatisfy({ $0.label == nil || $0.label == SwiftProgramReader.trailingLabel })
      {
        return callClosure(closure, writingBack: arguments)
      }
      // `value()` of an `@autoclosure` parameter: the value it was given (evaluated when passed).
      if arguments.isEmpty, let held = scope.find(name)?.values[name], !held.isUnknown {
        switch held {
        case .closure, .null, .type, .object: break
        default: return held
        }
      }
      // `Self()`: a new instance of self's dynamic type.
      if name == "Self", let type = selfType, program.types[type]?.isDeclared == true {
        return construct(type, arguments)
      }
      if let type = selfType, let (f, bound) = bindOverload(methods(name, in: type), arguments) {
        return invoke(f, on: f.isStatic ? .type(type) : selfValue, type: type, bound)
      }
      // (A function of the calling file first: C's `static` functions and Swift's `private` ones
      // are the file's own — two files may each have their `CommonInit`.)
      let named = program.functions.filter { $0.name == name }
      let local = named.filter { $0.site.file == site.file }
      let others = named.filter { $0.site.file != site.file }
      for f in Self.fewestDefaultsFirst(local) + Self.fewestDefaultsFirst(others) {
        if let bound = bind(f, arguments) { return invoke(f, on: nil, type: nil, bound) }
      }
      if let held = heldClosure(name, arguments) { return callClosure(held, writingBack: arguments) }
      // `value(forKey: key)` bare in an `extension CALayer` method: the layer's own (KVC).
      if Self.keyValueReads.contains(name), scope.find(name) == nil, case .layer(let i)? = selfValue,
        let read = layerQuery(i, name, arguments.map(\.value))
      {
        return read
      }
      // `convertTime(CACurrentMediaTime(), from: nil)` bare in an `extension CALayer` getter: the
      // layer's own.
      if name == "convertTime" || name == "convert", scope.find(name) == nil, let me = selfValue,
        queriedLayer(me) != nil
      {
        return methodCall(.name("self"), name, arguments, whole: e)
      }
      // `getHue(&h, saturation: &s, …)` bare in a `UIColor` extension's method: the colour's.
      if case .color(let c)? = selfValue, colourComponents(c, name, arguments.map(\.value), site) { return .bool(true) }
      // `reversed()` bare in an array extension's method: the array's own.
      if case .array(let items)? = selfValue, scope.find(name) == nil,
        let made = arrayExtensionCall(.array(items), name, arguments)
          ?? collectionCall(items, name, arguments, receiver: .name("self"))
      {
        return made
      }
      // `Preset(rawValue: "slideUp")`: the case with that raw value, or nil.
      if arguments.map(\.label) == ["rawValue"], !enumCases(name).isEmpty {
        return enumCase(name, rawValue: evaluate(arguments[0].value))
      }
      if program.types[name]?.isDeclared == true { return construct(name, arguments) }
      // `Animation(…)` for `typealias Animation = AnimatedGradientViewAnimation`.
      if let aliased = program.aliases[name], program.types[aliased]?.isDeclared == true {
        return construct(aliased, arguments)
      }
      if let made = constructGeneric(name, arguments) { return made }
      return nil
    case .call(.member(let base?, "init"), let arguments):
      if case .name(let type) = base, program.types[type]?.isDeclared == true { return construct(type, arguments) }
      if case .name("super") = base, let type = selfType, let parent = program.types[type]?.superclass {
        if program.types[parent] != nil { return runInitializer(parent, arguments, on: selfValue) }
        // UIView's `init(frame:)` sets the view's layer's frame; other system initializers set up
        // nothing TimingLab models.
        if case .object(let o)? = selfValue, let layer = objects[o].layer,
          let frame = argument(arguments, "frame").map({ evaluate($0) }), case .rect = frame
        {
          setLayer(layer, "frame", frame, site)
        }
        // UIPresentationController's `init(presentedViewController:presenting:)` keeps both.
        if case .object(let o)? = selfValue, let presented = argument(arguments, "presentedViewController") {
          objects[o].fields["presentedViewController"] = evaluate(presented)
          objects[o].fields["presentingViewController"] = argument(arguments, "presenting").map { evaluate($0) }
        }
        return selfValue ?? .null
      }
      if case .name("self") = base, case .animation(let i)? = selfValue {
        // An extension's convenience initializer delegating to `init(keyPath:)`.
        if let keyPath = argument(arguments, "keyPath").map({ evaluate($0) }), case .string(let path) = keyPath {
          animations[i].keyPath = path
        }
        return selfValue
      }
      // `self.init(x: …)` in an initializer the program adds to `CGRect`: the system's value.
      if case .name("self") = base, valueSelfInit(arguments, whole: e) { return .null }
      // `self.init()` / `Self()` in a static factory (`static func make() -> Self`): a new
      // instance of the type the factory was called on (`PlainLoader.showLoader`), not of the
      // class that declares it.
      if case .name(let s) = base, s == "self" || s == "Self", case .type(let type)? = selfValue,
        program.types[type]?.isDeclared == true
      {
        return construct(type, arguments)
      }
      if case .name("self") = base, let type = selfType {
        return runInitializer(type, arguments, on: selfValue)  // a convenience initializer delegating
      }
      return nil
    case .call(.member(let base?, let name), let arguments):
      if case .name("super") = base {
        guard let type = selfType, let parent = program.types[type]?.superclass else { return .null }
        for f in Self.fewestDefaultsFirst(methods(name, in: parent)) {
          if let bound = bind(f, arguments) { return invoke(f, on: selfValue, type: parent, bound) }
        }
        // A superclass of UIKit's (one the program only extends, `extension UITextField`, too).
        let systemParent = program.types[parent]?.isDeclared != true
        // `super.action(for: layer, forKey: event)` in a view's override: UIKit's own answer.
        if systemParent, name == "action", arguments.count == 2 { return .constant(Self.defaultActionMarker) }
        if systemParent, let layer = queriedLayer(selfValue ?? .null) {
          // `super.setTitle(title, for: state)` in a button's override: UIKit keeps the title.
          if Self.titleMethods.contains(name), let title = titleCall(layer, name, arguments.map { evaluate($0.value) })
          {
            return title
          }
          _ = controlStateCall(layer, name, arguments)
          // UIKit's `becomeFirstResponder` under an override: the view takes the focus.
          if arguments.isEmpty, let focus = focusCall(layer, name) { return focus }
        }
        return systemParent ? .null : nil
      }
      var receiver = evaluate(base)
      // `SwiftLoader.Config()`: a type declared inside another, made by its qualified name.
      if case .type(let outer) = receiver, program.types[outer + "." + name]?.isDeclared == true,
        methods(name, in: outer).isEmpty
      {
        return construct(outer + "." + name, arguments)
      }
      if case .object(let o) = receiver, objects[o].type == Self.dispatchGroupType,
        let done = dispatchGroupCall(o, name, arguments.filter { $0.label != "queue" }.map { evaluate($0.value) })
      {
        return done
      }
      if case .constant(let c) = receiver, let enumCase = enumCase(named: c) { receiver = enumCase }
      // `font.withSize(12)`: the font at that size.
      if name == "withSize", arguments.count == 1, let font = resizedFont(receiver, evaluate(arguments[0].value)) {
        return font
      }
      // `source.flatMap { $0.superview }`, `view.map { … }` on an optional that is not a
      // collection: nil stays nil, a value is passed to the closure.
      if name == "map" || name == "flatMap", arguments.count == 1, arguments[0].value.isClosure {
        switch receiver {
        case .null: return .null
        case .object, .layer, .number, .point, .size, .rect, .color, .animation:
          return callClosure(evaluate(arguments[0].value), [receiver])
        default: break
        }
      }
      // `title.map(NSAttributedString.init)`: an initializer as the function (`init(string:)`
      // for an attributed string).
      if name == "map" || name == "flatMap", arguments.count == 1,
        case .member(.name(let type)?, "init") = arguments[0].value, !Self.isArrayValue(receiver)
      {
        if case .null = receiver { return .null }
        let held = "$mapped"
        scope.values[held] = receiver
        defer { scope.values[held] = nil }
        let label: String? = type.hasSuffix("AttributedString") ? "string" : nil
        return evaluate(.call(.name(type), [.init(label: label, value: .name(held))]))
      }
      // `view.showNote(…)` on a view the code did not make (a view controller's `view`), when an
      // `extension UIView` has that method: the view by its name.
      if case .unknown = receiver, let chain = base.nameChain, !methods(name, in: "UIView", isStatic: false).isEmpty {
        receiver = .layer(implicitLayer(chain))
      }
      // `queue.addOperation(toast)`: an operation of the program's (an `Operation` subclass) starts
      // when an operation queue takes it (on the main queue: now).
      if name == "addOperation", arguments.count == 1, arguments[0].label == nil, !receiver.isObject,
        case .object(let op) = evaluate(arguments[0].value)
      {
        let type = objects[op].type
        if let f = (methods("start", in: type, isStatic: false) + methods("main", in: type, isStatic: false)).first(
          where: { $0.parameters.isEmpty })
        {
          return invoke(f, on: .object(op), type: type, [])
        }
      }
      switch receiver {
      case .object(let o):
        let type = objects[o].type
        if type == Self.transitionContextType, let result = transitionContextCall(name, arguments) { return result }
        if type == Self.transitionCoordinatorType, let result = transitionCoordinatorCall(name, arguments) {
          return result
        }
        if name == "contains", arguments.count == 1, let holds = optionContains(o, arguments[0].value) { return holds }
        if let (f, bound) = bindOverload(methods(name, in: type, isStatic: false), arguments) {
          return invoke(f, on: receiver, type: type, bound)
        }
        // Objective-C's chainable style, `animator.moveX(50)`: a getter that returns a block,
        // called with the arguments.
        if program.isObjectiveC, !arguments.isEmpty,
          let getter = methods(name, in: type, isStatic: false).first(where: \.parameters.isEmpty)
        {
          let block = invoke(getter, on: receiver, type: type, [])
          if case .closure = block { return callClosure(block, writingBack: arguments) }
        }
        // A view of a program class whose superclass is UIKit's (`Knob: UIControl`): what an
        // `extension UIView` adds is its method too, run with the instance as `self`.
        if let layer = objects[o].layer {
          for system in systemLineage(of: .layer(layer)) where program.types[system]?.isDeclared != true {
            if let (f, bound) = bindOverload(methods(name, in: system, isStatic: false), arguments) {
              return invoke(f, on: receiver, type: system, bound)
            }
          }
        }
        if let closure = objectMember(o, name), case .closure = closure {
          return callClosure(closure, writingBack: arguments)
        }
        // `dataSource?.segmentedControl?(self, titleForSegmentAtIndex: i)`: a protocol's optional
        // method the object does not implement; the optional call is nil.
        if program.optionalRequirements.contains(name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")")
        {
          return .null
        }
        // `self.buttonInit?(i)`: a closure property the code left nil; the optional call is nil.
        if declaredProperty(name, in: objects[o].type) != nil, case .null? = objectMember(o, name) { return .null }
        if let layer = objects[o].layer, Self.titleMethods.contains(name),
          let title = titleCall(layer, name, arguments.map { evaluate($0.value) })
        {
          return title
        }
      case .type(let type) where program.types[type] != nil:
        for f in Self.fewestDefaultsFirst(methods(name, in: type, isStatic: true)) {
          if let bound = bind(f, arguments) { return invoke(f, on: receiver, type: type, bound) }
        }
      case .layer, .animation, .constraint:
        // A method the program adds to a system class (`extension CALayer { func add(_:for:) }`).
        for type in systemLineage(of: receiver) {
          if let (f, bound) = bindOverload(methods(name, in: type, isStatic: false), arguments) {
            return invoke(f, on: receiver, type: type, bound)
          }
        }
        if case .layer(let i) = receiver, controlStateCall(i, name, arguments) { return .null }
        // A block property of the program's animation subclass, called (`self.functionBlock(t, …)`).
        if case .animation(let i) = receiver, let block = animations[i].userValues[name], case .closure = block {
          return callClosure(block, writingBack: arguments)
        }
        if case .layer(let i) = receiver, Self.titleMethods.contains(name),
          let title = titleCall(i, name, arguments.map { evaluate($0.value) })
        {
          return title
        }
      case .closure:
        // `callAsFunction`; `perform()` of a `DispatchWorkItem` (a work item is its block here).
        if name == "callAsFunction" || (name == "perform" && arguments.isEmpty) {
          return callClosure(receiver, arguments.map { evaluate($0.value) })
        }
      case .point, .size, .rect, .number, .transform:
        if let made = valueExtensionCall(receiver, name, arguments) { return made }
        if case .number(let x) = receiver, let made = numberMethod(x, name, arguments) { return made }
      case .color(let c):
        // `color.getHue(&h, …)`, and what the program adds to `UIColor`.
        if colourComponents(c, name, arguments.map(\.value), site) { return .bool(true) }
        if let made = colourExtensionCall(c, name, arguments) { return made }
      case .array(let items):
        if let made = arrayExtensionCall(receiver, name, arguments) { return made }
        if name == "add" { return collectionCall(items, "append", arguments, receiver: base) }  // NSMutableArray
        return collectionCall(items, name, arguments, receiver: base)
      case .dictionary(let keys, let values):
        return dictionaryCall(keys, values, name, arguments, receiver: base)
      case .string(let text):
        if let made = valueExtensionCall(receiver, name, arguments) { return made }
        let options = arguments.first { $0.label == "options" }?.value
        return stringMethod(
          text, name, arguments.map { evaluate($0.value) }, ignoringCase: Self.ignoresCase(options), receiver: base)
      default: break
      }
      return nil
    case .message(let receiverExpression, let parts):
      let selector = parts.map { $0.1 == nil ? $0.0 : $0.0 + ":" }.joined()
      let arguments = parts.compactMap(\.1).map { CodeExpression.Argument(label: nil, value: $0) }
      if selector == "sizeToFit", let done = programSizeToFit(evaluate(receiverExpression)) { return done }
      // `[transitionContext viewForKey:UITransitionContextToViewKey]`: TimingLab's context.
      if selector.hasSuffix("ForKey:") || selector.hasPrefix("completeTransition")
        || selector.hasSuffix("ViewController:"),
        case .object(let o) = evaluate(receiverExpression), objects[o].type == Self.transitionContextType,
        let result = transitionContextCall(selector, arguments)
      {
        return result
      }
      // `[NSScanner scannerWithString:s]`, `[[NSScanner alloc] initWithString:s]`, and its scans.
      if selector == "scannerWithString:" || selector == "initWithString:", let text = arguments.first?.value,
        receiverExpression.text.contains("NSScanner"), case .string(let s) = evaluate(text)
      {
        return newScanner(s)
      }
      if selector.hasPrefix("scanHex"), case .object(let o) = evaluate(receiverExpression),
        Self.scannerTypes.contains(objects[o].type), let scanned = scannerCall(o, selector, arguments.map(\.value))
      {
        return scanned
      }
      if selector == "locationInView:", let view = arguments.first?.value,
        let point = assumedTouch(receiverExpression, view)
      {
        return point
      }
      // `[super setValue:v forKey:@"k"]`, `[super valueForKey:@"k"]` in a program's animation
      // class: key-value coding on the animation itself (Core Animation stores any key).
      if case .name("super") = receiverExpression, case .animation? = selfValue,
        Self.keyValueSelectors.contains(selector)
      {
        if selector.hasPrefix("setValue") {
          message(.name("self"), selector, parts.compactMap(\.1), site)
          return .null
        }
        return evaluate(.message(.name("self"), parts))
      }
      if case .name("super") = receiverExpression {
        guard let type = selfType else { return .null }
        // No superclass known (its @interface is in a header not given): a system class's.
        let parent = program.types[type]?.superclass ?? ""
        if let f = methods(selector, in: parent).first, let bound = bind(f, arguments) {
          return invoke(f, on: selfValue, type: parent, bound)
        }
        // `[super animationWithKeyPath:path]` in an override of the class factory: Core
        // Animation's, making an instance of the class the message went to (`self`).
        if case .type(let made)? = selfValue, selector.hasPrefix("animationWithKeyPath:") || selector == "animation",
          let system = systemAncestor(made), Self.animationClasses.contains(system)
        {
          var keyPath: String?
          if let first = arguments.first, case .string(let path) = evaluate(first.value) { keyPath = path }
          let animation = newAnimation(system, keyPath: keyPath)
          if case .animation(let i) = animation { animations[i].programClass = made }
          return animation
        }
        // `[super setDuration:d]` in a program's animation class's own setter: Core Animation's.
        if selector.hasPrefix("set"), selector.hasSuffix(":"), parts.count == 1, case .animation? = selfValue,
          let e = parts.first?.1
        {
          let name = selector.dropFirst(3).dropLast()
          assign(.member(.name("super"), name.prefix(1).lowercased() + name.dropFirst()), evaluate(e), site)
          return .null
        }
        // `[super setIndeterminate:YES]` in an override of a property's setter: the superclass's
        // synthesized setter stores the value (a property the program's superclass declares).
        if selector.hasPrefix("set"), selector.hasSuffix(":"), parts.count == 1, case .object(let o)? = selfValue,
          let e = parts.first?.1, program.types[parent] != nil
        {
          let name = selector.dropFirst(3).dropLast()
          let property = name.prefix(1).lowercased() + name.dropFirst()
          if declaredProperty(property, in: parent) != nil {
            objects[o].fields[fieldName(property, of: o)] = evaluate(e)
            return .null
          }
        }
        // (A program superclass that does not define it either: the system class it comes from.)
        guard program.types[parent] == nil || systemAncestor(parent) != nil else { return nil }
        // UIView's and CALayer's own setters (`[super setFrame:frame]`, `[super
        // setRepeatCount:count]` in an override): the layer's property.
        if selector.hasPrefix("set"), selector.hasSuffix(":"), parts.count == 1, case .object(let o)? = selfValue,
          let layer = objects[o].layer, let e = parts.first?.1
        {
          let name = selector.dropFirst(3).dropLast()
          let property = name.prefix(1).lowercased() + name.dropFirst()
          if Self.layerish(property) || (Self.layerOwnTiming.contains(property) && isLayerSubclass(o)) {
            let value = evaluate(e)
            if case .rect = value {
              setLayer(layer, property, value, site)
            } else if property != "frame" {
              setLayer(layer, property, value, site)
            }
            return .null
          }
          // `[super setFont:font]`, `[super setPlaceholder:text]`: UIKit's own storage of the view.
          let value = evaluate(e)
          if setLabelProperty(layer, property, value) || setViewValue(layer, property, value) { return .null }
        }
        // `[super actionForLayer:layer forKey:event]` in a view's override: UIKit's own answer.
        if selector == "actionForLayer:forKey:" { return .constant(Self.defaultActionMarker) }
        // `[super setTitle:title forState:state]` in a button's override: UIKit keeps the title.
        if Self.titleMethods.contains(selector), let layer = queriedLayer(selfValue ?? .null),
          let title = titleCall(layer, selector, arguments.map { evaluate($0.value) })
        {
          return title
        }
        // `[super becomeFirstResponder]` in an override: UIKit's, the view takes the focus.
        if arguments.isEmpty, let layer = queriedLayer(selfValue ?? .null), let focus = focusCall(layer, selector) {
          return focus
        }
        guard selector.hasPrefix("init") else { return .null }
        // Only a view has `initWithFrame:`: a class whose superclass is in a header not given is
        // one, and gets its layer here.
        if case .object(let o)? = selfValue, objects[o].layer == nil, selector.contains("Frame:") {
          layers.append(LayerBuild(id: "", layerClass: declaredLayerClass(objects[o].type) ?? .layer))
          objects[o].layer = layers.count - 1
          if implicitLayers["layer"] == nil {
            layers[layers.count - 1].id = "layer"
            implicitLayers["layer"] = layers.count - 1
          }
        }
        // `[super initWithFrame:frame]` (or `…andFrame:`): UIKit sets the view's layer's frame,
        // through the class's own `setFrame:` when it overrides it (set-up often lives there).
        if case .object(let o)? = selfValue, let layer = objects[o].layer,
          let part = parts.first(where: { $0.0.lowercased().hasSuffix("frame") }), let e = part.1,
          case let frame = evaluate(e), case .rect = frame
        {
          if let setter = methods("setFrame:", in: objects[o].type, isStatic: false).first,
            setter.parameters.count == 1, !observersRunning.contains("\(o).setFrame:")
          {
            observersRunning.insert("\(o).setFrame:")
            _ = invokeMethod(setter, on: .object(o), type: objects[o].type, value: frame)
            observersRunning.remove("\(o).setFrame:")
          } else {
            setLayer(layer, "frame", frame, site)
          }
        }
        return selfValue
      }
      if case .name("self") = receiverExpression, selfValue == nil,
        let f = program.functions.first(where: { $0.isSelector && $0.name == selector }), let bound = bind(f, arguments)
      {
        return invoke(f, on: nil, type: nil, bound)
      }
      var receiver = evaluate(receiverExpression)
      // `[self.view makeToast:…]` on a view the code did not make, when a category of UIView has it.
      if case .unknown = receiver, let chain = receiverExpression.nameChain,
        !methods(selector, in: "UIView", isStatic: false).isEmpty
      {
        receiver = .layer(implicitLayer(chain))
      }
      // A category of Foundation's classes (`@implementation NSString (Direction)`, `NSNumber
      // (Twice)`): its method, with the value as `self`.
      for type in Self.foundationClasses(of: receiver) {
        if let f = methods(selector, in: type, isStatic: false).first, let bound = bind(f, arguments) {
          return invoke(f, on: receiver, type: type, bound)
        }
      }
      switch receiver {
      case .layer, .animation:
        // A category method of a system class (`@implementation UIView (Toast)`).
        for type in systemLineage(of: receiver) {
          if let f = methods(selector, in: type, isStatic: false).first, let bound = bind(f, arguments) {
            return invoke(f, on: receiver, type: type, bound)
          }
        }
      case .object(let o):
        let type = objects[o].type
        if !appearance.isEmpty, parts.count == 1, parts[0].1 != nil, selector.hasPrefix("set"), selector.count > 4,
          selfObject != o
        {
          // `[circle setLineWidth:4]` from outside: the view's own value, which appearance leaves.
          let name = selector.dropFirst(3).dropLast()
          setOnInstance.insert("\(o).\(name.prefix(1).lowercased() + name.dropFirst())")
        }
        if let f = methods(selector, in: type, isStatic: false).first, let bound = bind(f, arguments) {
          return invoke(f, on: receiver, type: type, bound)
        }
        if parts.count == 1, parts[0].1 == nil, let value = objectMember(o, selector) { return value }
        // `[manager isQueueEnabled]` for `@property (getter=isQueueEnabled) BOOL queueEnabled`.
        if parts.count == 1, parts[0].1 == nil, selector.hasPrefix("is"), selector.count > 2,
          let value = objectMember(o, selector.dropFirst(2).prefix(1).lowercased() + selector.dropFirst(3))
        {
          return value
        }
        // `[_maskLayer animationForKey:@"slide"]` on an instance of a program layer class.
        if let layer = objects[o].layer,
          let found = layerQuery(layer, selector == "animationForKey:" ? "animation" : selector, arguments.map(\.value))
        {
          return found
        }
        // An initializer the class does not define: its superclass's (UIView's `initWithFrame:`
        // sets the frame).
        if selector.hasPrefix("init") { return runInitializer(type, arguments, on: receiver, selector: selector) }
      case .type(let type) where program.types[type] != nil:
        if let f = methods(selector, in: type, isStatic: true).first, let bound = bind(f, arguments) {
          return invoke(f, on: receiver, type: type, bound)
        }
        // `[[self alloc] initWithKeyPath:path]` in a program's animation class (`@interface
        // SKBounceAnimation : CAKeyframeAnimation`): an animation of that class, its init run on it.
        if selector == "alloc" || selector == "new", let system = systemAncestor(type),
          Self.animationClasses.contains(system)
        {
          let made = newAnimation(system, keyPath: nil)
          if case .animation(let i) = made { animations[i].programClass = type }
          return selector == "new" ? runInitializer(type, [], on: made, selector: "init") : made
        }
        if selector == "alloc" || selector == "new", program.types[type]?.isDeclared == true {
          let object = newObject(type)
          if case .object(let o) = object { objects[o].madeInCode = true }
          return selector == "new" ? runInitializer(type, [], on: object, selector: "init") : object
        }
      case .closure:
        // `[completion invoke]`: a block called.
        return selector == "invoke" ? callClosure(receiver, []) : nil
      case .array(let items):
        return collectionMessage(items, selector, arguments.map(\.value), receiver: receiverExpression)
      case .dictionary(let keys, let values):
        // `[table objectForKey:key]`, `[table count]`, `[attrs addEntriesFromDictionary:more]`.
        return dictionaryMessage(keys, values, selector, arguments.map(\.value), receiver: receiverExpression)
      case .string(let text):
        let options = parts.first { $0.0 == "options" }?.1
        return stringMethod(
          text, selector, arguments.map { evaluate($0.value) }, ignoringCase: Self.ignoresCase(options),
          receiver: receiverExpression)
      default: break
      }
      return nil
    case .call(.closure, let arguments):
      // `{ … }()`: a closure called where it is written (a lazy property's initial value).
      guard case .call(let f, _) = e else { return nil }
      return callClosure(evaluate(f), arguments.map { evaluate($0.value) })
    default:
      return nil
    }
  }

  // MARK: Instances

  /// A new layer of Core Animation class `type` (`CAShapeLayer`; a class TimingLab does not
  /// model, or `UIView`, makes a `CALayer`).
  mutating func newLayer(_ type: String, id: String = "") -> RuntimeValue {
    layers.append(LayerBuild(id: id, layerClass: LayerClass(rawValue: type) ?? .layer))
    return .layer(layers.count - 1)
  }

  /// A new instance of the program's type `type` (its stored properties are set when first read).
  mutating func newObject(_ type: String) -> RuntimeValue {
    var object = ObjectBuild(type: type)
    // A view whose layer is one of the program's layer classes: that class's instance, made
    // (its -init run) with the view, is the view's layer.
    if let layerType = declaredLayerProgramClass(type), layerType != type,
      case .object(let p) = newObject(layerType), let layer = objects[p].layer
    {
      _ = runInitializer(layerType, [], on: .object(p), selector: "init")
      layers[layer].isViewLayer = true
      layers[layer].systemKind = systemAncestor(type)
      layerObjects[layer] = p
      object.layer = layer
      objects.append(object)
      return .object(objects.count - 1)
    }
    if let system = systemAncestor(type), Self.isLayerBacked(system) {
      let layerClass = declaredLayerClass(type) ?? LayerClass(rawValue: system) ?? .layer
      layers.append(LayerBuild(id: "", layerClass: layerClass))
      layers[layers.count - 1].isViewLayer = !system.hasSuffix("Layer")
      layers[layers.count - 1].systemKind = system
      if Self.textViews.contains(system) { layers[layers.count - 1].label = LabelText() }
      if system == "UISwitch" { layers[layers.count - 1].setProperty("bounds", .rect(0, 0, 51, 31)) }
      object.layer = layers.count - 1
    }
    objects.append(object)
    return .object(objects.count - 1)
  }

  /// The class a view subclass gives its layer: `+ (Class)layerClass { return [CAShapeLayer
  /// class]; }` or `override class var layerClass: AnyClass { CAShapeLayer.self }`.
  mutating func declaredLayerClass(_ type: String) -> LayerClass? {
    for t in lineage(type).map(\.name) {
      let method = methods("layerClass", in: t, isStatic: true).first
      let body = method?.body ?? declaredProperty("layerClass", in: t)?.getter
      guard let body else { continue }
      if let method { ran.insert(method.site) }  // read, so not listed as left out
      for statement in body {
        var text = ""
        switch statement {
        case .returnValue(let e?, _): text = e.text
        case .expression(let e, _): text = e.text
        default: continue
        }
        if let found = LayerClass.allCases.first(where: { $0 != .layer && text.contains($0.rawValue) }) { return found }
      }
    }
    return nil
  }

  /// The program's own layer class a view subclass gives its layer (`[ShimmerLayer class]`,
  /// `ShimmerLayer.self`), or nil.
  mutating func declaredLayerProgramClass(_ type: String) -> String? {
    guard systemAncestor(type).map({ !$0.hasSuffix("Layer") && Self.isLayerBacked($0) }) == true else { return nil }
    for t in lineage(type).map(\.name) {
      let method = methods("layerClass", in: t, isStatic: true).first
      guard let body = method?.body ?? declaredProperty("layerClass", in: t)?.getter else { continue }
      if let method { ran.insert(method.site) }  // read, so not listed as left out
      // `return ShimmerLayer.self`, or a getter's one expression (`{ ShimmerLayer.self }`).
      let returned = body.compactMap { statement -> CodeExpression? in
        switch statement {
        case .returnValue(let e?, _): return e
        case .expression(let e, _) where body.count == 1: return e
        default: return nil
        }
      }
      for e in returned {
        let name: String
        switch e {
        case .message(.name(let n), let parts) where parts.count == 1 && parts[0].0 == "class": name = n
        case .member(.name(let n)?, "self"): name = n
        default: continue
        }
        if program.types[name]?.isDeclared == true, systemAncestor(name)?.hasSuffix("Layer") == true { return name }
      }
    }
    return nil
  }

  /// A layer as code holds it: the layer's object when it is an instance of a program class.
  func layerValue(_ i: Int) -> RuntimeValue { layerObjects[i].map { .object($0) } ?? .layer(i) }

  /// Views and layers have a layer; view controllers have a `view` (found by name when used).
  /// Key-value coding's messages.
  static let keyValueSelectors: Set<String> = [
    "setValue:forKey:", "setValue:forKeyPath:", "valueForKey:", "valueForKeyPath:",
  ]

  static func isLayerBacked(_ system: String) -> Bool {
    system.hasSuffix("Layer") || system.hasSuffix("View") || controls.contains(system)
  }

  /// UIKit's and AppKit's views whose names do not end in `View`.
  static let controls: Set<String> = [
    "UIControl", "UIButton", "UILabel", "UITextField", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper",
    "UIPageControl", "UIDatePicker", "UISearchBar", "UINavigationBar", "UITabBar", "UIToolbar", "UIWindow",
    "UIRefreshControl",
    "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    "NSView", "NSControl", "NSButton", "NSTextField", "NSSlider", "NSSegmentedControl",
  ]

  /// `LoadingView<DotsMode>(frame: …)`: a new instance of a generic class of the program, its
  /// generic parameters bound to the types given (before its initializer and property defaults
  /// run: `var strategy = M.makeStrategy()`); nil for another name.
  mutating func constructGeneric(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return nil }
    let base = String(name[..<open])
    guard let type = program.types[base], type.isDeclared else { return nil }
    let given = name[name.index(after: open)..<name.index(before: name.endIndex)]
      .split(separator: ",").map { $0.filter { !$0.isWhitespace } }
    let object = newObject(base)
    if case .object(let o) = object {
      for (parameter, argument) in zip(type.genericParameters, given) { objects[o].generics[parameter] = argument }
    }
    return runInitializer(base, arguments, on: object)
  }

  /// `Type(…)`: a new instance, its initializer run.
  mutating func construct(_ type: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue {
    let object = newObject(type)
    guard case .object(let o) = object else { return runInitializer(type, arguments, on: object) }
    objects[o].madeInCode = true
    keepGestureTarget(o, arguments)
    // `MyGrid(collectionViewLayout: layout)`: the layout its collection view will have.
    if let layout = argument(arguments, "collectionViewLayout") {
      objects[o].fields["$collectionViewLayout"] = evaluate(layout)
    }
    constructing.append(o)
    defer { constructing.removeLast() }
    return runInitializer(type, arguments, on: object)
  }

  /// Runs the initializer of `type` that fits `arguments` on `object`; returns the object.
  @discardableResult
  mutating func runInitializer(
    _ type: String, _ arguments: [CodeExpression.Argument], on object: RuntimeValue?, selector: String = "init"
  ) -> RuntimeValue {
    for f in methods(selector, in: type) {
      if let bound = bind(f, arguments) {
        let result = invoke(f, on: object, type: type, bound)
        if case .object = result { return result }
        return object ?? result
      }
    }
    // A struct's memberwise initializer (`Select(duration: 0.5)`), when it declares none of its
    // own: each argument sets the stored property its label names.
    if selector == "init", program.structs.contains(type), methods("init", in: type).isEmpty,
      case .object(let o)? = object, let declared = program.types[type],
      arguments.allSatisfy({ a in
        declared.properties.contains { $0.name == a.label && !$0.isStatic && $0.getter == nil }
      })
    {
      for argument in arguments { objects[o].fields[argument.label!] = evaluate(argument.value) }
      return object ?? .null
    }
    if case .object(let o)? = object { initializeBarItem(o, type, arguments) }
    // An Objective-C initializer the class does not have in the given files (a README's selector
    // a later version renamed): only the system's part runs, the class's own set-up does not.
    if selector.hasSuffix(":"), selector != "initWithFrame:", selector != "initWithCoder:",
      program.types[type]?.isDeclared == true, methods(selector, in: type).isEmpty
    {
      note(
        "\(type) has no \(selector) in the given files: its own set-up does not run (ivars stay 0 and nil)")
    }
    // A view subclass without an `init(frame:)` (`initWithFrame:`) of its own gets UIView's: the
    // frame is set.
    let framed =
      (selector == "init" && arguments.count == 1 && arguments[0].label == "frame")
      || (selector == "initWithFrame:" && arguments.count == 1)
    if framed, case .object(let o)? = object, let layer = objects[o].layer {
      let frame = evaluate(arguments[0].value)
      if case .rect = frame { setLayer(layer, "frame", frame, site) }
    }
    if selector == "init", arguments.isEmpty, case .object(let o)? = object {
      // UIView's `init()` is `init(frame: .zero)`, dispatched: a subclass that overrides
      // `init(frame:)` (`initWithFrame:`) has it run (`StatusAlert()` runs its `commonInit`).
      if objects[o].layer != nil, !isLayerSubclass(o),
        let f = (methods("init", in: type) + methods("initWithFrame:", in: type)).first(where: {
          $0.parameters.count == 1 && ($0.isSelector || $0.parameters[0].label == "frame")
        })
      {
        zeroFrameIfUnset(o)
        let zero = CodeExpression.member(.name("CGRect"), "zero")
        _ = invoke(f, on: object, type: type, [(f.parameters[0], zero)])
        return object ?? .null
      }
      zeroFrameIfUnset(o)
    }
    return object ?? .null
  }

  /// A view of the program's made with `init()` (`[[Badge alloc] init]`): UIView's `init` is
  /// `init(frame: .zero)`, so its frame is zero until the code gives one.
  mutating func zeroFrameIfUnset(_ o: Int) {
    guard let layer = objects[o].layer, layers[layer].isViewLayer, !isLayerSubclass(o),
      layers[layer].label == nil, !layers[layer].properties.contains(where: { $0.key == "bounds" })
    else { return }
    layers[layer].setProperty("bounds", .rect(0, 0, 0, 0))
    layers[layer].setProperty("position", .point(0, 0))
  }

  /// Runs `f` on `object` with `value` as its first parameter, if it has one: an Objective-C
  /// setter, or the method a selector names (a timer's, `perform(_:with:afterDelay:)`'s). Stops,
  /// noted, past `Limits.callDepth` (a method that schedules itself again).
  mutating func invokeMethod(
    _ f: CodeFunction, on object: RuntimeValue, type: String, value: RuntimeValue
  )
    -> RuntimeValue
  {
    invokeMethod(f, on: object, type: type, arguments: [value])
  }

  /// Runs `f` on `object` with `arguments` as its first parameters (a delegate's callback).
  mutating func invokeMethod(
    _ f: CodeFunction, on object: RuntimeValue, type: String, arguments: [RuntimeValue]
  )
    -> RuntimeValue
  {
    guard callDepth < Limits.callDepth else {
      note("\(f.name) not run: calls nest more than \(Limits.callDepth) deep (a recursion that never ends?)")
      return .unknown(f.name)
    }
    let frame = CodeScope(parent: globals)
    for (p, value) in zip(f.parameters, arguments) { frame.values[p.name] = value }
    if f.isSelector { frame.values["_cmd"] = .string(f.name) }
    let saved = (selfValue, selfType, scope)
    (selfValue, selfType, scope) = (object, type, frame)
    ran.insert(f.site)
    callDepth += 1
    let flow: Flow
    let savedReturnType = returnType
    returnType = f.returnType
    if f.body.count == 1, case .expression(let e, let at) = f.body[0] {
      site = at
      flow = .returned(perform(typed(e, as: f.returnType), at))  // Swift's implicit return of a one-expression body
    } else {
      flow = execute(f.body, in: frame)
    }
    returnType = savedReturnType
    callDepth -= 1
    (selfValue, selfType, scope) = saved
    if case .returned(let value) = flow { return value }
    return .null
  }

  /// UIKit's controllers whose names do not end in "ViewController".
  static let containerControllers: Set<String> = [
    "UITabBarController", "UINavigationController", "UISplitViewController", "UIAlertController", "UISearchController",
  ]

  /// True for a view controller class: one whose system ancestor is one, or an Objective-C
  /// `@implementation` whose superclass is in a header not given, named as one or with a
  /// `viewDidLoad`.
  func isViewController(_ type: String) -> Bool {
    if let ancestor = systemAncestor(type) {
      return ancestor.hasSuffix("ViewController") || Self.containerControllers.contains(ancestor)
    }
    guard program.types[type]?.superclass == nil else { return false }
    return type.hasSuffix("Controller") || !methods("viewDidLoad", in: type).isEmpty
  }

  /// The property `name` of instance `o`: set, else its initial value (evaluated now, as a lazy
  /// property is), else its getter's value, else zero or nil by its type.
  mutating func objectMember(_ o: Int, _ rawName: String) -> RuntimeValue? {
    if objects[o].type == Self.transitionContextType { return transitionContextMember(rawName) }
    let name = fieldName(rawName, of: o)
    if let value = objects[o].fields[name] { return value }
    let type = objects[o].type
    guard let property = declaredProperty(name, in: type), !property.isStatic, !property.observesInherited else {
      if let zero = cStructDefault(o, name) { return zero }
      if name == "layer", let layer = objects[o].layer { return layerValue(layer) }
      // A view subclass's `superview`: as its layer's (nil until it is added somewhere).
      if name == "superview", let layer = objects[o].layer {
        // (The program's object for it when it is one of the program's views: `superview as! Floaty`.)
        if let parent = layers[layer].parent { return viewObject(of: parent).map { .object($0) } ?? .layer(parent) }
        return implicitLayers.values.contains(layer) ? .unknown(name) : .null
      }
      if let system = systemControllerMember(o, name) { return system }
      // A collection or table view controller's `collectionView`/`tableView`: its view.
      if name == "collectionView" || name == "tableView", Self.listControllerKind(systemAncestor(type)) != nil {
        return objectMember(o, "view")
      }
      // A view controller's `view`: the view the code calls `view` (made by UIKit, not here), so
      // passing it on (`show(in: view)`) passes that view, as `view.addSubview` reaches it.
      if name == "view", isViewController(type) {
        // Another controller (one it presents) has a view of its own: `cardControllerView`.
        let taken =
          implicitLayers["view"].map { shared in
            objects.indices.contains {
              guard $0 != o, case .layer(let i)? = objects[$0].fields["view"] else { return false }
              return i == shared
            }
          } ?? false
        let own: String
        if case .string(let name)? = objects[o].fields["$name"] {
          own = name + "View"
        } else {
          own = type.prefix(1).lowercased() + type.dropFirst() + "View"
        }
        let viewLayer = implicitLayer([taken ? own : "view"])
        controllerViews.insert(viewLayer)
        listControllerView(viewLayer, of: o)
        applyInterfaceRoot(viewLayer, controller: o)
        let view = RuntimeValue.layer(viewLayer)
        objects[o].fields[name] = view
        attachTabBar(of: o)
        // UIKit loads a controller's view when it is first asked for: a child controller the code
        // made (`[self.view addSubview:child.view]`) has its `viewDidLoad` run then.
        if objects[o].madeInCode { loadView(of: o) }
        // `view = tableView` in `loadView` or `viewDidLoad`: the view it set is the controller's.
        if case .layer(let set)? = objects[o].fields[name], set != viewLayer {
          controllerViews.insert(set)
          return .layer(set)
        }
        return view
      }
      // A view subclass's `safeAreaLayoutGuide`, `safeAreaInsets`, `layoutMargins`: its layer's.
      if let layer = objects[o].layer, let member = safeAreaMember(layer, name) { return member }
      // A controller's transition coordinator: one while a presentation runs.
      if name == "transitionCoordinator", isViewController(type) { return transitionCoordinator() }
      // An optional UIKit property that TimingLab keeps no state for, observed by an override
      // (a tab bar's `selectedItem`), read before the code sets it: UIKit's nil.
      if let observed = declaredProperty(name, in: type), observed.observesInherited, observed.isOptional,
        let layer = objects[o].layer, !keepsOnLayer(layer, name)
      {
        return .null
      }
      return nil
    }
    if let getter = property.getter {
      // A getter that reads itself, directly or through another getter, never ends in Swift:
      // the read under way is not known (rather than 64 calls deep, each reading it again).
      let running = GetterRead(object: o, name: name)
      guard gettersRunning.insert(running).inserted else {
        site = property.site
        note("\(name) reads itself while it is being read: a recursion that never ends; taken as not known")
        return .unknown(name)
      }
      defer { gettersRunning.remove(running) }
      let f = CodeFunction(name: name, parameters: [], body: getter, site: property.site, returnType: property.type)
      expectedTypes.append(property.type)
      defer { expectedTypes.removeLast() }
      return invoke(f, on: .object(o), type: type, [])
    }
    let value: RuntimeValue
    if let initial = property.initial {
      // Read while it is being made (two lazy properties made from each other), it is unknown.
      objects[o].fields[name] = .unknown(name)
      let saved = (selfValue, selfType, scope, site)
      (selfValue, selfType, scope, site) = (.object(o), type, CodeScope(parent: globals), property.site)
      value = optionSetLiteral(initial, as: property.type) ?? evaluate(typed(initial, as: property.type))
      (selfValue, selfType, scope, site) = saved
    } else if property.isOutlet, objects[o].madeInCode,
      !(property.type.map(Self.isViewOutletType) ?? true) || (objects[o].layer != nil && !isViewController(type))
    {
      // An outlet of an object the code made: never connected (a view made in code loads no
      // nib; a controller made in code may, for its views).
      value = .null
    } else if property.isOutlet {
      value = outlet(name, type: property.type, owner: o)
    } else {
      value = property.isOptional ? .null : zero(ofType: property.type)
    }
    nameObject(value, name)
    objects[o].fields[name] = value
    return value
  }

  /// True when `value` is an instance of a view subclass (it has a layer).
  func viewObject(_ value: RuntimeValue) -> Bool {
    if case .object(let o) = value { return objects.indices.contains(o) && objects[o].layer != nil }
    return false
  }

  /// True when `self` is an instance of a view subclass (it has a layer).
  var selfObjectIsView: Bool {
    if case .object(let o)? = selfValue { return objects[o].layer != nil }
    return false
  }

  /// The field `rawName` names on object `o`: without `self.` and, for an ivar (`_ring`),
  /// without its underscore, unless the type declares `_name` as a property of its own.
  func fieldName(_ rawName: String, of o: Int) -> String {
    var name = rawName
    if name.hasPrefix("self.") { name.removeFirst(5) }
    if name.hasPrefix("_"), tables.properties[objects[o].type]?[name] != nil { return name }
    return Self.normalize(name)
  }

  /// `self.x = v` on instance `o`; false when `o` has no such property (then it is a layer's).
  mutating func setField(_ o: Int, _ rawName: String, _ value: RuntimeValue) -> Bool {
    let name = fieldName(rawName, of: o)
    // An observed superclass property: the caller sets the layer's, then `inheritedSet` observes.
    if declaredProperty(name, in: objects[o].type)?.observesInherited == true { return false }
    // Objective-C's `self.duration = x` calls the class's own `setDuration:` when it has one.
    let setterName = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
    if program.isObjectiveC, !rawName.hasPrefix("_"), !observersRunning.contains("\(o).\(setterName)"),
      let setter = methods(setterName, in: objects[o].type, isStatic: false).first, setter.parameters.count == 1
    {
      observersRunning.insert("\(o).\(setterName)")
      defer { observersRunning.remove("\(o).\(setterName)") }
      _ = invokeMethod(setter, on: .object(o), type: objects[o].type, value: value)
      return true
    }
    // A computed property's setter runs as a method, `newValue` bound (not while it runs itself).
    if let setter = declaredProperty(name, in: objects[o].type)?.setter,
      observersRunning.insert("\(o).\(name).set").inserted
    {
      defer { observersRunning.remove("\(o).\(name).set") }
      let parameter = CodeParameter(label: nil, name: setter.name, type: nil, defaultValue: nil)
      let f = CodeFunction(name: name + ".set", parameters: [parameter], body: setter.body, site: site)
      _ = invokeMethod(f, on: .object(o), type: objects[o].type, value: value)
      return true
    }
    let declared = declaredProperty(name, in: objects[o].type) != nil
    // A view's UIKit state (`tintColor`, `isSelected`) is the view's, not a field of the object.
    // (Whether Auto Layout places it is the view's; a label subclass's text and font are its
    // label's: they size it.)
    let viewValue =
      objects[o].layer.map { layers[$0].isViewLayer } == true
      && (objects[o].layer.map { keepsViewValue($0, name) } == true
        || name == "translatesAutoresizingMaskIntoConstraints"
        || (objects[o].layer.map { layers[$0].label != nil } == true
          && ["text", "attributedText", "font", "numberOfLines"].contains(name)))
    guard
      declared || objects[o].fields[name] != nil
        || (objects[o].layer == nil || !(Self.layerish(name) || viewValue))
    else {
      return false
    }
    let value = labelled(value, as: declaredProperty(name, in: objects[o].type)?.type)
    nameObject(value, name)
    if name == "view", isViewController(objects[o].type), case .layer(let layer) = value { adoptControllerView(layer) }
    if program.observableTypes.contains(objects[o].type) {
      observableChanges += 1
      // iOS 26: views whose `updateProperties()` ran update again at the next pass.
      if !layingOutViews { markObservers() }
    }
    // Swift: a class's initializer sets its own stored properties directly, without their
    // observers (The Swift Programming Language, "Property Observers"); a method the initializer
    // calls (`setupLayers()`) sets them through their setters, observers and all.
    if let last = initializers.last, last.object == o, last.depth == callDepth, deferringAt != callDepth,
      program.types[last.type]?.properties.contains(where: { $0.name == name && !$0.observesInherited }) == true
    {
      objects[o].fields[name] = value
      return true
    }
    if let observer = declaredProperty(name, in: objects[o].type)?.willSet,
      observersRunning.insert("\(o).\(name).willSet").inserted
    {
      // `willSet (shouldAnimate) { … }`: before the value changes, the new one bound.
      defer { observersRunning.remove("\(o).\(name).willSet") }
      let parameter = CodeParameter(label: nil, name: observer.name, type: nil, defaultValue: nil)
      let f = CodeFunction(name: name + ".willSet", parameters: [parameter], body: observer.body, site: site)
      _ = invokeMethod(f, on: .object(o), type: objects[o].type, value: value)
    }
    // (The old value is read only for an observer: reading an unset stored property makes its
    // default value, a layer of its own.)
    let didSet = declaredProperty(name, in: objects[o].type)?.didSet
    let oldValue = didSet == nil ? .null : objectMember(o, name) ?? objects[o].fields[name] ?? .null
    objects[o].fields[name] = value
    if let observer = didSet {
      // The observer runs as a method of the object, `oldValue` bound (not while it runs itself).
      let observing = "\(o).\(name)"
      guard !observersRunning.contains(observing) else { return true }
      observersRunning.insert(observing)
      defer { observersRunning.remove(observing) }
      // Observers that set another new object's property nest like calls, so share their limit.
      let oldValueParameter = CodeParameter(label: nil, name: "oldValue", type: nil, defaultValue: nil)
      let f = CodeFunction(name: name + ".didSet", parameters: [oldValueParameter], body: observer, site: site)
      _ = invokeMethod(f, on: .object(o), type: objects[o].type, value: oldValue)
    }
    return true
  }

  /// A name read inside a method: `self`'s property, or a static property of its type.
  mutating func selfProperty(_ name: String) -> RuntimeValue? {
    if case .object(let o)? = selfValue, let value = objectMember(o, name) { return value }
    // `isFirstResponder`, a text field's `text`, in a view's own method.
    if case .object(let o)? = selfValue, let layer = objects[o].layer, let state = viewState(name, of: layer) {
      return state
    }
    // A layer subclass's own `repeatCount`, `duration` …, as its code set them.
    if case .object(let o)? = selfValue, let layer = objects[o].layer, let own = layerOwnTimings[layer]?[name] {
      return own
    }
    // `safeAreaInsets` in a view's own method.
    if case .layer(let i)? = selfValue, let member = safeAreaMember(i, name) { return member }
    // `rootViewController` in a `UIWindow` extension's method.
    if name == "rootViewController", case .layer(let i)? = selfValue, let root = rootController(of: i) { return root }
    // `delegate` in a `CALayer` extension's method: the layer's.
    if name == "delegate", case .layer(let i)? = selfValue, scope.find(name) == nil { return layerDelegate(i) }
    if name == "safeAreaInsets", selfObjectIsView { return safeAreaInsets() }
    // `bounds`, `frame`, `center`, `heightAnchor` inside a view or layer subclass: its layer's.
    if case .object(let o)? = selfValue, let layer = objects[o].layer,
      Self.layerish(name) || name == "center" || name == "layer" || LayoutConstraint.attribute(ofAnchor: name) != nil
    {
      if name == "layer" { return layerValue(layer) }
      let base = CodeExpression.name("self")
      return member(.layer(layer), name == "center" ? "position" : name, base: base, whole: .member(base, name))
    }
    // The same in an `extension UIView` or `extension CALayer` method, where `self` is the layer.
    if case .layer(let layer)? = selfValue,
      Self.layerish(name) || name == "center" || name == "layer" || LayoutConstraint.attribute(ofAnchor: name) != nil
    {
      if name == "layer" { return layerValue(layer) }
      let base = CodeExpression.name("self")
      return member(.layer(layer), name == "center" ? "position" : name, base: base, whole: .member(base, name))
    }
    // `text`, `font`, `numberOfLines` bare in an `extension UILabel` method: the label's state.
    if case .layer(let layer)? = selfValue, name.first?.isLowercase == true, let state = viewState(name, of: layer) {
      return state
    }
    // A computed property an extension of the view's class adds, bare in another of its methods
    // (`guard isSkeletonable else …` in `extension UIView`): read as `self.name` is.
    if case .layer? = selfValue, let value = selfValue, name.drop(while: { $0 == "_" }).first?.isLowercase == true,
      ["subviews", "superview", "tintColor", "isHidden", "alpha", "visibleCells"].contains(name)
        || systemLineage(of: value).contains(where: { declaredProperty(name, in: $0)?.getter != nil })
    {
      return member(value, name, base: .name("self"), whole: .member(.name("self"), name))
    }
    if let type = selfType, let value = staticMember(type, name) { return value }
    // In an extension of `String`, a bare name is the string's own member (`isEmpty`).
    if case .string? = selfValue, let value = selfValue {
      let read = member(value, name, base: .name("self"), whole: .member(.name("self"), name))
      if !read.isUnknown { return read }
    }
    return nil
  }

  /// `Type.name` for a static property or an enum case of the program's type.
  /// The raw value of enum case `name` of `type`: as written, else its name (a `String` enum),
  /// or for an integer enum one more than the case before (the first: 0), as Swift gives them.
  mutating func rawValue(ofCase name: String, in type: String) -> RuntimeValue {
    let cases = (program.types[type]?.properties ?? []).filter(\.isCase)
    let integer = [
      "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "NSInteger",
    ]
    .contains(program.types[type]?.superclass ?? "")
    var previous: Double?
    for c in cases {
      // (A case without a raw value is read with its name as one.)
      let written: Bool = { if case .string(c.name)? = c.initial { false } else { c.initial != nil } }()
      let raw: RuntimeValue =
        written ? evaluate(c.initial!) : integer ? .number((previous ?? -1) + 1) : .string(c.name)
      if c.name == name { return raw }
      previous = raw.number
    }
    return .string(name)
  }

  mutating func staticMember(_ type: String, _ name: String) -> RuntimeValue? {
    // The static one, also beside an instance property of the same name (`static var options`
    // and `var options = Menu.options`).
    let declared = declaredProperty(name, in: type)
    let staticOne =
      declared?.isStatic == true
      ? declared
      : lineage(type).lazy.compactMap { t in t.properties.first { $0.isStatic && $0.name == name } }.first
    guard let property = staticOne else {
      return nil
    }
    let key = "\(type).\(name)"
    if let value = statics[key] { return value }
    if property.isCase {
      // An enum case is an instance of the enum: its methods run with `self` the case.
      let value = newObject(type)
      if case .object(let o) = value {
        objects[o].caseName = name
        objects[o].fields["rawValue"] = rawValue(ofCase: name, in: type)
      }
      statics[key] = value
      return value
    }
    if let getter = property.getter {
      let f = CodeFunction(name: name, parameters: [], body: getter, site: property.site, returnType: property.type)
      expectedTypes.append(property.type)
      defer { expectedTypes.removeLast() }
      return invoke(f, on: .type(type), type: type, [])
    }
    // Read while it is being made (`static var a = B.a` and `B.a = A.a`): not known.
    statics[key] = .unknown("\(key), read while it is being made")
    let value =
      property.initial.map { initial -> RuntimeValue in
        let saved = (selfValue, selfType, site)
        (selfValue, selfType, site) = (.type(type), type, property.site)
        defer { (selfValue, selfType, site) = saved }
        return optionSetLiteral(initial, as: property.type) ?? evaluate(typed(initial, as: property.type))
      } ?? (property.isOptional ? .null : zero(ofType: property.type))
    statics[key] = value
    return value
  }

  /// The case `name` of the one enum in the program that has such a case (`.circle` written
  /// where the enum's type is implied), or nil.
  /// `e` with an implicit member (`.show(1.5)`, `.top`) given its type when `type` is a program
  /// enum with that case: what Swift infers from the parameter's type. A string literal for a
  /// type that is `ExpressibleByStringLiteral` is that type made with `init(stringLiteral:)`.
  func typed(_ e: CodeExpression, as declared: String?) -> CodeExpression {
    guard let declared else { return e }
    // `typealias Color = UIColor`: the type it names.
    let type = program.aliases[declared] ?? declared
    if case .string = e, program.types[type]?.isDeclared == true,
      Self.literalConformances.contains(where: { conforms(type, to: $0) })
    {
      return .call(.name(type), [.init(label: "stringLiteral", value: e)])
    }
    // `.white` for a `UIColor` parameter is `UIColor.white`.
    if ["UIColor", "NSColor", "UIColor?", "NSColor?"].contains(type), case .member(nil, let name) = e {
      return .member(.name(type.hasPrefix("NS") ? "NSColor" : "UIColor"), name)
    }
    switch e {
    case .member(nil, let name) where enumCases(type).contains(name):
      return .member(.name(type), name)
    case .member(nil, let name) where declaredProperty(name, in: type)?.isStatic == true:
      // `.fade` for a parameter of option set type `Effects`: its static `fade`.
      return .member(.name(type), name)
    case .call(.member(nil, let name), let arguments) where enumCases(type).contains(name):
      return .call(.member(.name(type), name), arguments)
    case .member(nil, "zero") where ["CGRect", "CGPoint", "CGSize"].contains(type):
      return .member(.name(type), "zero")  // `var bounds: CGRect = .zero`
    case .call(.member(nil, "init"), let arguments) where Self.systemInitTypes.contains(type):
      return .call(.name(type), arguments)  // `.init(name: .easeOut)` for a `CAMediaTimingFunction`
    case .call(.member(nil, "init"), let arguments) where Self.isPlainTypeName(type):
      // `lazy var helper: Helper = .init(layer: layer)`, `var text: CATextLayer = .init()`: Swift
      // reads `.init(…)` as the declared type's initializer (optional or not).
      return .call(.name(type.filter { $0 != "?" && $0 != "!" }), arguments)
    case .array(let items) where type.hasPrefix("[") && type.hasSuffix("]") && !type.contains(":"):
      // `[.white, .cyan]` for a `[UIColor]`: each item as the element type.
      return .array(items.map { typed($0, as: String(type.dropFirst().dropLast())) })
    case .member(.member(nil, let nested)?, _)
    where program.types[type + "." + nested] != nil || program.types[nested]?.isDeclared == true:
      // `.GradientLoadingBar.progressDuration` for a `TimeInterval`: a constant of a type nested
      // in the declared type (`extension TimeInterval { enum GradientLoadingBar { … } }`).
      return Self.rooted(e, at: type)
    default:
      return e
    }
  }

  /// System types whose initializer `.init(…)` is written where one is expected.
  static let systemInitTypes: Set<String> = [
    "CAMediaTimingFunction", "CGPoint", "CGSize", "CGRect", "UIColor", "NSColor", "CGAffineTransform", "UIEdgeInsets",
  ]

  /// A type written as a name (`Helper`, `CALayer?`, `Loader.Style`), not a collection, tuple,
  /// function or generic type.
  static func isPlainTypeName(_ type: String) -> Bool {
    let bare = type.filter { $0 != "?" && $0 != "!" }
    guard let first = bare.first, first.isLetter || first == "_" else { return false }
    return bare.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// `e`, an implicit member chain (`.a.b`), with its leading dot read as `type`.
  static func rooted(_ e: CodeExpression, at type: String) -> CodeExpression {
    switch e {
    case .member(nil, let name): .member(.name(type), name)
    case .member(let base?, let name): .member(rooted(base, at: type), name)
    default: e
    }
  }

  /// The one program enum with a case `name`, or nil (none, or several).
  func enumOwner(of name: String, labels: [String]? = nil) -> String? {
    let owners = program.typeOrder.filter {
      program.types[$0]?.properties.contains { $0.isCase && $0.name == name } == true
    }
    if owners.count == 1 { return owners[0] }
    // Two enums with a case of that name (`ModalSize.custom(size:)`, `PresentationType.custom(
    // width:height:center:)`): the one whose case takes these labels.
    guard let labels else { return nil }
    let matching = owners.filter { owner in
      program.types[owner]?.properties.contains {
        $0.isCase && $0.name == name && $0.caseLabels == labels
      } == true
    }
    return matching.count == 1 ? matching[0] : nil
  }

  /// Case `name` of enum `type` with associated values: an instance whose `$payload` holds the
  /// arguments' values in order (what a `case .name(let a, let b)` pattern binds).
  mutating func enumCase(_ type: String, _ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue {
    let payload = arguments.map { evaluate($0.value) }
    let value = newObject(type)
    if case .object(let o) = value {
      objects[o].caseName = name
      objects[o].fields["$payload"] = .array(payload)
    }
    return value
  }

  /// The case of enum `type` whose raw value is `raw` (`Type(rawValue:)`), or nil.
  mutating func enumCase(_ type: String, rawValue raw: RuntimeValue) -> RuntimeValue {
    if case .unknown = raw { return raw }
    for name in enumCases(type) {
      guard case .object(let o)? = staticMember(type, name), let value = objects[o].fields["rawValue"] else { continue }
      if same(value, raw) { return .object(o) }
    }
    return .null
  }

  mutating func enumCase(named name: String) -> RuntimeValue? {
    guard let owner = enumOwner(of: name) else { return nil }
    return staticMember(owner, name)
  }

  // MARK: Collections

  /// `items` in order: by `comparator` (a closure as written and its value, or an operator
  /// `<` / `>`), else numbers' or strings' own ascending order. Stable (Swift's `sort` is). Nil
  /// when an order is not known (a comparison that cannot be told).
  mutating func sortedItems(
    _ items: [RuntimeValue], by comparator: (written: CodeExpression, value: RuntimeValue)?
  ) -> [RuntimeValue]? {
    var unknown = false
    func natural(_ a: RuntimeValue, _ b: RuntimeValue) -> Bool {
      switch (a, b) {
      case (.string(let x), .string(let y)): return x < y
      default:
        guard let x = a.number, let y = b.number else {
          unknown = true
          return false
        }
        return x < y
      }
    }
    var less: (inout CodeInterpreter, RuntimeValue, RuntimeValue) -> Bool = { _, a, b in natural(a, b) }
    if let comparator {
      if case .name(let op) = comparator.written, op == "<" || op == ">" {
        less = { _, a, b in op == "<" ? natural(a, b) : natural(b, a) }
      } else if case .closure = comparator.value {
        let closure = comparator.value
        less = { interpreter, a, b in
          guard let holds = interpreter.truth(interpreter.callClosure(closure, [a, b])) else {
            unknown = true
            return false
          }
          return holds
        }
      } else {
        return nil
      }
    }
    // Insertion sort: stable, and the comparisons run in the order code would see them.
    var out: [RuntimeValue] = []
    for item in items {
      var k = out.count
      while k > 0, less(&self, item, out[k - 1]) { k -= 1 }
      out.insert(item, at: k)
      if unknown || halted { return nil }
    }
    return out
  }

  /// `items.map { }`, `.forEach`, `.enumerated()`, `.filter`, `.reversed()`, `.append(x)`, …
  /// `map`, `compactMap`, `flatMap`, `forEach`, `filter` of `items` with `closure`.
  mutating func mapped(_ items: [RuntimeValue], _ name: String, _ closure: RuntimeValue) -> RuntimeValue {
    var out: [RuntimeValue] = []
    for (n, item) in items.enumerated() {
      if n >= Limits.iterations || halted { break }
      let result = callClosure(closure, item.tupleParts ?? [item])
      switch name {
      case "map": out.append(result)
      case "compactMap": if case .null = result {} else { out.append(result) }
      case "flatMap": if case .array(let xs) = result { out += xs } else { out.append(result) }
      case "filter": if truth(result) != false { out.append(item) }
      default: break
      }
    }
    return name == "forEach" ? .null : .array(out)
  }

  mutating func collectionCall(
    _ items: [RuntimeValue], _ name: String, _ arguments: [CodeExpression.Argument], receiver: CodeExpression
  ) -> RuntimeValue? {
    let closure = arguments.last.map { evaluate($0.value) }
    switch name {
    case "forEach" where arguments.count == 1 && !arguments[0].value.isClosure:
      // `views.forEach(container.addSubview)`: a method named for each item.
      guard case .member(let base?, let method) = arguments[0].value else { return nil }
      let each = "$each"
      for (n, item) in items.enumerated() where n < Limits.iterations && !halted {
        scope.values[each] = item
        // As a statement: `addSubview`, `addSublayer` and `add` are effects, not values.
        if !call(base, method, labels: ["_"], [.name(each)], site) {
          _ = evaluate(.call(.member(base, method), [.init(label: nil, value: .name(each))]))
        }
      }
      scope.values[each] = nil
      return .null
    case "map",
      "compactMap" where arguments.count == 1:
      // `colors.map(\.cgColor)`: a key path as the function.
      if let values = keyPathItems(items, arguments[0].value) {
        return .array(name == "map" ? values : values.filter { if case .null = $0 { false } else { true } })
      }
      guard let closure, case .closure = closure else { return nil }
      return mapped(items, name, closure)
    case "map", "compactMap", "flatMap", "forEach", "filter":
      guard let closure, case .closure = closure else { return nil }
      return mapped(items, name, closure)
    case "reduce" where arguments.count == 2 && arguments[0].label == nil:
      // `durations.reduce(0) { max($0, $1) }`, `values.reduce(0, +)`: folded left to right.
      var result = evaluate(arguments[0].value)
      for (n, item) in items.enumerated() where n < Limits.iterations && !halted {
        if case .name(let op) = arguments[1].value, ["+", "-", "*", "/"].contains(op) {
          result = arithmetic(op, result, item, whole: arguments[1].value)
        } else if let closure, case .closure = closure {
          result = callClosure(closure, [result, item])
        } else {
          return nil
        }
      }
      return result
    case let method
    where ["first", "last", "contains", "allSatisfy"].contains(method) && arguments.last?.value.isClosure == true:
      // `windows.first(where: { $0.isKeyWindow })`: the first item the closure holds for (nil:
      // none); an item it cannot tell about is taken, as an unknown condition is.
      guard let closure, case .closure = closure else { return nil }
      let ordered = name == "last" ? Array(items.reversed()) : items
      for (n, item) in ordered.enumerated() where n < Limits.iterations && !halted {
        let holds = truth(callClosure(closure, item.tupleParts ?? [item])) != false
        if name == "allSatisfy", !holds { return .bool(false) }
        if name != "allSatisfy", holds { return name == "contains" ? .bool(true) : item }
      }
      return name == "allSatisfy" ? .bool(true) : name == "contains" ? .bool(false) : .null
    case "sorted", "sort", "min", "max":
      // `sorted { $0.distance < $1.distance }`, `sorted(by: >)`, `sort()`, `min(by:)`, `max()`:
      // by the closure, the operator, or numbers' and strings' own order (stable, as Swift's).
      guard items.count <= Limits.iterations,
        let ordered = sortedItems(items, by: arguments.last.map { ($0.value, closure ?? .null) })
      else { return nil }
      switch name {
      case "sort":
        assign(receiver, .array(ordered), site)
        return .null
      case "min": return ordered.first ?? .null
      case "max": return ordered.last ?? .null
      default: return .array(ordered)
      }
    case "enumerated", "enumerate":  // (Swift 2's name)
      return .array(items.enumerated().map { .tuple([.number(Double($0.offset)), $0.element]) })
    case "reversed": return .array(items.reversed())
    case "append", "insert":
      guard let first = arguments.first else { return nil }
      let value = evaluate(first.value)
      let appended: [RuntimeValue]
      if first.label == "contentsOf", case .array(let more) = value {
        appended = items + more
      } else if name == "insert", arguments.count == 2, arguments[1].label == "at",
        let at = evaluate(arguments[1].value).number, at >= 0, at <= Double(items.count), at == at.rounded()
      {
        appended = Array(items[..<Int(at)]) + [value] + Array(items[Int(at)...])  // `insert(x, at: i)`
      } else {
        appended = name == "insert" ? [value] + items : items + [value]
      }
      assign(receiver, .array(appended), site)
      return .null
    case "remove" where arguments.count == 1 && arguments[0].label == "at":
      // `remove(at: i)`: the item, the rest kept.
      guard let at = evaluate(arguments[0].value).number, at >= 0, at < Double(items.count), at == at.rounded()
      else { return nil }
      assign(receiver, .array(Array(items[..<Int(at)] + items[(Int(at) + 1)...])), site)
      return items[Int(at)]
    case "removeAll" where arguments.count == 1:
      // `removeAll { $0.isHidden }`, `removeAll(where:)`: the items the closure holds for taken out.
      guard let closure, case .closure = closure else { return nil }
      var kept: [RuntimeValue] = []
      for item in items.prefix(Limits.iterations) where !halted {
        guard let remove = truth(callClosure(closure, item.tupleParts ?? [item])) else { return nil }
        if !remove { kept.append(item) }
      }
      assign(receiver, .array(kept), site)
      return .null
    case "removeAll":
      assign(receiver, .array([]), site)
      return .null
    case "removeFirst", "removeLast", "popLast",
      "popFirst" where arguments.isEmpty:
      // A queue taken from (`current = queue.removeFirst()`): the item, the rest kept.
      guard !items.isEmpty else { return .null }
      let first = name == "removeFirst" || name == "popFirst"
      assign(receiver, .array(first ? Array(items.dropFirst()) : Array(items.dropLast())), site)
      return first ? items[0] : items[items.count - 1]
    case "contains":
      guard let first = arguments.first else { return nil }
      let value = evaluate(first.value)
      return .bool(items.contains { same($0, value) })
    case "index", "firstIndex", "lastIndex":
      guard let first = arguments.first else { return nil }
      let value = evaluate(first.value)
      let order = name == "lastIndex" ? Array(items.indices.reversed()) : Array(items.indices)
      // `firstIndex(where: { $0 === item })`: the first the closure holds for (an item it cannot
      // tell about is taken, as an unknown condition is); `firstIndex(of:)`: an equal one.
      if first.label == "where" || first.value.isClosure, case .closure = value {
        for i in order.prefix(Limits.iterations) where !halted {
          if truth(callClosure(value, items[i].tupleParts ?? [items[i]])) != false { return .number(Double(i)) }
        }
        return .null
      }
      return order.first { same(items[$0], value) }.map { .number(Double($0)) } ?? .null
    case "prefix", "suffix", "dropFirst", "dropLast":
      // `prefix(2)`, `dropFirst()` (one), `dropLast(3)`: new arrays; the receiver is left as it was.
      let given = arguments.first.flatMap { evaluate($0.value).number }
      let n = given ?? 1
      guard name.hasPrefix("drop") || given != nil, n.isFinite else { return nil }
      let k = Int(max(0, min(Double(items.count), n)))
      switch name {
      case "prefix": return .array(Array(items.prefix(k)))
      case "suffix": return .array(Array(items.suffix(k)))
      case "dropFirst": return .array(Array(items.dropFirst(k)))
      default: return .array(Array(items.dropLast(k)))
      }
    default: return nil
    }
  }

  /// Key-value coding's collection operators on an array of numbers (`@max.floatValue`,
  /// `@min.self`, `@sum.doubleValue`, `@avg.intValue`, `@count`): nil for another key path or
  /// items that are not all numbers. `@avg` and `@sum` of none are 0, `@max`/`@min` of none nil.
  static func collectionOperator(_ items: [RuntimeValue], _ path: String) -> RuntimeValue? {
    let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
    guard let op = parts.first, op.hasPrefix("@") else { return nil }
    if op == "@count" { return .number(Double(items.count)) }
    let numbers = items.compactMap(\.number)
    guard numbers.count == items.count, parts.count == 2 else { return nil }
    switch op {
    case "@max": return numbers.max().map { .number($0) } ?? .null
    case "@min": return numbers.min().map { .number($0) } ?? .null
    case "@sum": return .number(numbers.reduce(0, +))
    case "@avg": return .number(numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count))
    default: return nil
    }
  }

  /// The same for Objective-C's `NSArray`/`NSMutableArray` messages.
  mutating func collectionMessage(
    _ items: [RuntimeValue], _ selector: String, _ arguments: [CodeExpression], receiver: CodeExpression
  ) -> RuntimeValue? {
    switch selector {
    case "count": return .number(Double(items.count))
    case "firstObject": return items.first ?? .null
    case "lastObject": return items.last ?? .null
    case "objectAtIndex:", "objectAtIndexedSubscript:":
      return element(items, evaluate(arguments[0]))
    case "addObject:":
      assign(receiver, .array(items + [evaluate(arguments[0])]), site)
      return .null
    case "addObjectsFromArray:":
      if case .array(let more) = evaluate(arguments[0]) { assign(receiver, .array(items + more), site) }
      return .null
    case "removeAllObjects":
      assign(receiver, .array([]), site)
      return .null
    case "removeObject:":
      let value = evaluate(arguments[0])
      assign(receiver, .array(items.filter { !same($0, value) }), site)
      return .null
    case "removeObjectAtIndex:", "removeLastObject":
      let index = selector == "removeLastObject" ? Double(items.count - 1) : evaluate(arguments[0]).number
      guard let index, index >= 0, index < Double(items.count), index == index.rounded() else { return nil }
      var kept = items
      kept.remove(at: Int(index))
      assign(receiver, .array(kept), site)
      return .null
    case "insertObject:atIndex:":
      guard let index = evaluate(arguments[1]).number, index >= 0, index <= Double(items.count) else { return nil }
      var grown = items
      grown.insert(evaluate(arguments[0]), at: Int(index))
      assign(receiver, .array(grown), site)
      return .null
    case "enumerateObjectsUsingBlock:", "enumerateObjectsWithOptions:usingBlock:", "makeObjectsPerformSelector:":
      return enumerationMessage(.array(items), selector, arguments, site)
    case "reverseObjectEnumerator": return .array(items.reversed())  // (its `allObjects` the same)
    case "objectEnumerator", "copy", "mutableCopy", "allObjects": return .array(items)
    case "valueForKeyPath:", "valueForKey:":
      guard case .string(let path) = evaluate(arguments[0]) else { return nil }
      return Self.collectionOperator(items, path)
    case "containsObject:":
      let value = evaluate(arguments[0])
      return .bool(items.contains { same($0, value) })
    default: return nil
    }
  }

  /// `items[i]`, or unknown when `i` is not a whole number in range (said so).
  /// `items[1...]`, `items[..<2]`, `items[...2]`, `items[1..<3]`: the elements in that range (an
  /// array); nil when `index` is no range. A range outside the array is cut to it, said.
  mutating func slice(_ items: [RuntimeValue], _ index: CodeExpression) -> RuntimeValue? {
    let bounds: (Double?, Double?)
    switch index {
    case .unary("from...", let start): bounds = (evaluate(start).number, Double(items.count))
    case .unary("..<", let end): bounds = (0, evaluate(end).number)
    case .unary("...", let end): bounds = (0, evaluate(end).number.map { $0 + 1 })
    case .binary("..<", let start, let end): bounds = (evaluate(start).number, evaluate(end).number)
    case .binary("...", let start, let end): bounds = (evaluate(start).number, evaluate(end).number.map { $0 + 1 })
    default: return nil
    }
    guard let low = bounds.0, let high = bounds.1, low.isFinite, high.isFinite else { return .unknown(index.text) }
    let from = Int(max(0, min(low, Double(items.count))))
    let to = Int(max(Double(from), min(high, Double(items.count))))
    if low < 0 || high > Double(items.count) || low > high {
      note("the range \(index.text) is outside the array of \(items.count); cut to it")
    }
    return .array(Array(items[from..<to]))
  }

  mutating func element(_ items: [RuntimeValue], _ index: RuntimeValue) -> RuntimeValue {
    guard let x = index.number, x == x.rounded(), x >= 0, x < Double(items.count) else {
      note("an index \(index.number.map(shortestText) ?? "not known here") outside the array of \(items.count)")
      return .unknown("an element")
    }
    return items[Int(x)]
  }
}

extension RuntimeValue {
  /// A tuple's parts (for closures that take `(i, dot)`), else nil.
  var tupleParts: [RuntimeValue]? {
    if case .tuple(let parts, _) = self { return parts }
    return nil
  }
}

extension CodeInterpreter {
  /// True for an array value (whose `map` maps its items, not the value as an optional).
  static func isArrayValue(_ value: RuntimeValue) -> Bool {
    if case .array = value { return true }
    return false
  }
}

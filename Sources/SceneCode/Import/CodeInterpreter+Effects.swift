import MediaTiming
import Scenes

/// Statements with effects: assignments to animations and layers, `add`, `addSublayer`, KVC,
/// Objective-C setters, `UIBezierPath` elements, `CATransaction`.
extension CodeInterpreter {
  mutating func assignment(_ target: CodeExpression, op: String, value: CodeExpression, _ statement: CodeSite) {
    var newValue = evaluate(Self.readsType(value) ? typed(value, as: assignedType(target)) : value)
    if op == "=", target.text == "_" { return }  // `_ = make()`: run for its effects, the value discarded
    if op != "=" {
      let old = evaluate(target)
      if op == "+=", case .string(let a) = old, case .string(let b) = newValue {
        return assign(target, .string(a + b), statement)
      }
      if op == "+=", case .array(let a) = old, case .array(let b) = newValue {
        return assign(target, .array(a + b), statement)
      }
      guard let x = old.number, let change = newValue.number else {
        return ignored(statement, "its value is not known here")
      }
      switch op {
      case "+=": newValue = .number(x + change)
      case "-=": newValue = .number(x - change)
      case "*=": newValue = .number(x * change)
      default:
        // (`step /= 2` of an integer drops the fraction.)
        let q = x / change
        newValue = .number(q.isFinite && isIntegerDivision(target, value) ? q.rounded(.towardZero) : q)
      }
    }
    if showsAsRoot(target, newValue) { return }
    assign(target, newValue, statement)
  }

  /// True for a value written with implicit members, which only the declared type reads
  /// (`.red`, `[.red, .blue]`, `.init(…)`).
  static func readsType(_ e: CodeExpression) -> Bool {
    switch e {
    case .member(nil, _), .call(.member(nil, _), _): true
    case .array(let items): items.contains { readsType($0) }
    default: false
    }
  }

  /// The declared type of the stored property `target` names (`colors = [.red, .blue]` for a
  /// `[UIColor]` property, `view.tint = .red`), for the value to be read as that type; nil for
  /// a variable or anything else.
  mutating func assignedType(_ target: CodeExpression) -> String? {
    var owner: RuntimeValue?
    var name: String
    switch target {
    case .name(let n) where scope.find(n) == nil:
      owner = selfValue
      name = n
    case .member(let base?, let n) where base.nameChain != nil:
      owner = evaluate(base)
      name = n
    default: return nil
    }
    // An animation's own (`anim.timingFunction = .init(name: .easeOut)`).
    if case .animation? = owner, name == "timingFunction" { return "CAMediaTimingFunction" }
    guard case .object(let o)? = owner, objects.indices.contains(o) else { return nil }
    return declaredProperty(name, in: objects[o].type)?.type
  }

  /// What an `NSValue` (or `NSNumber`) holds, for `getValue(&x)`; nil for another value.
  mutating func unboxed(_ receiver: CodeExpression) -> RuntimeValue? {
    let value = evaluate(receiver)
    switch value {
    case .point, .size, .rect, .number, .transform: return value
    default: return nil
    }
  }

  /// Sets what `target` names: a variable, or a property (or sub-key path) of an animation or layer.
  mutating func assign(_ target: CodeExpression, _ value: RuntimeValue, _ statement: CodeSite) {
    if keepNavigationDelegate(target, value) { return }
    switch target {
    case .name("_"): return
    case .tuple(let targets):
      // `(a, b) = (b, a)`: each part its element (the values were all read first).
      guard let parts = value.tupleParts, parts.count == targets.count else {
        return ignored(statement, "its value is not known here")
      }
      for (part, element) in zip(targets, parts) { assign(part.value, element, statement) }
      return
    case .name("self"):
      // `self = [super initWithFrame:frame]` (an Objective-C initialiser): the object the method
      // goes on with, not a variable (as one, it outlived the method and became every `self`).
      if case .null = value { return }
      if value.isUnknown { return }
      selfValue = value
      return
    case .name(let name):
      // `transform = …`, `alpha = …` in a view's method: its own property, not a variable.
      if scope.find(name) == nil, case .object(let o)? = selfValue, let layer = objects[o].layer,
        Self.layerish(name) || (Self.layerOwnTiming.contains(name) && isLayerSubclass(o))
          || keepsViewValue(layer, name),
        declaredProperty(name, in: objects[o].type).map({ $0.observesInherited }) ?? true,
        objects[o].fields[name] == nil
      {
        return inheritedSet(o, layer, name, value, statement)
      }
      // An observed property a controller's superclass stores (`selectedIndex = to`).
      if scope.find(name) == nil, case .object(let o)? = selfValue, objects[o].layer == nil,
        declaredProperty(name, in: objects[o].type)?.observesInherited == true
      {
        return inheritedSet(o, nil, name, value, statement)
      }
      // The same in an `extension UIView` or `extension CALayer` method: `self` is the layer.
      if scope.find(name) == nil, case .layer(let layer)? = selfValue, Self.layerish(name) {
        return setLayer(layer, name, value, statement)
      }
      // A computed property the extension adds (`_skeletonable = newValue`): its setter.
      if scope.find(name) == nil, case .layer? = selfValue, let view = selfValue,
        systemLineage(of: view).contains(where: { declaredProperty(name, in: $0)?.setter != nil })
      {
        return assign(.member(.name("self"), name), value, statement)
      }
      // (A C integer variable keeps the whole part: `n = 81.5` stores 81.)
      if scope.find(name)?.integers.contains(name) == true, case .number(let x) = value {
        return setVariable(name, .number(Self.integerPart(x)))
      }
      return setVariable(name, value)
    case .subscripted(let base, let index) where index.count == 2 && index[1].label == "default":
      // `counts[key, default: 0] += 1`: the key's value, set.
      return assign(.subscripted(base, [index[0]]), value, statement)
    case .subscripted(let base, let index) where index.count == 1:
      if case .dictionary(var keys, var values) = evaluate(base) {
        // `table[key] = value` sets or adds the key; `= nil` removes it.
        let key = evaluate(index[0].value)
        let at = keys.firstIndex { same($0, key) }
        switch (at, value) {
        case (let i?, .null):
          keys.remove(at: i)
          values.remove(at: i)
        case (let i?, _): values[i] = value
        case (nil, .null): break
        case (nil, _):
          keys.append(key)
          values.append(value)
        }
        return assign(base, .dictionary(keys, values), statement)
      }
      guard case .array(var items) = evaluate(base), let i = evaluate(index[0].value).number, i >= 0,
        i < Double(items.count), i == i.rounded()
      else { return ignored(statement, "its index is not known here") }
      items[Int(i)] = value
      return assign(base, .array(items), statement)
    case .member(.name("super")?, let member) where Self.layerish(member):
      // `super.backgroundColor = c` in an override's setter: UIView's (CALayer's) own property,
      // without the override running again.
      // The override whose setter runs is the nearest declaration of `member` in self's lineage
      // (self may be an instance of a subclass of the class that overrides it).
      let owner = selfType.flatMap { t in lineage(t).first { $0.properties.contains { $0.name == member } }?.name }
      if case .object(let o)? = selfValue, let layer = objects[o].layer,
        let parent = (owner ?? selfType).flatMap({ program.types[$0]?.superclass }),
        declaredProperty(member, in: parent) == nil,
        methods("set" + member.prefix(1).uppercased() + member.dropFirst() + ":", in: parent).isEmpty
      {
        return setLayer(layer, member, value, statement)
      }
      if case .layer(let layer)? = selfValue { return setLayer(layer, member, value, statement) }
      return ignored(statement, "not understood")
    case .member(.name("super")?, let member):
      // `super.keyPath = keyPath` in a program's animation class: Core Animation's own property.
      if case .animation(let i)? = selfValue { return setAnimation(i, member, value, statement) }
      // `super.text = text`, `super.numberOfLines = 1` in a UIKit subclass's override: UIKit's
      // own storage (a property a program superclass declares is its stored field).
      if case .object(let o)? = selfValue, let layer = objects[o].layer {
        if let type = selfType, let parent = program.types[type]?.superclass,
          declaredProperty(member, in: parent) != nil
        {
          objects[o].fields[member] = value
          return
        }
        return setLayer(layer, member, value, statement)
      }
    case .member(let base?, let member):
      let receiver = evaluate(base)
      if let type = Self.appearanceClass(receiver) { return recordAppearance(type, member, value) }
      if !appearance.isEmpty, case .object(let o) = receiver, selfObject != o { setOnInstance.insert("\(o).\(member)") }
      switch receiver {
      case .null:
        // A property set through nil (`self.group.repeatCount = n` before the group is made, or
        // `group?.repeatCount = n`): Objective-C's message to nil and Swift's optional chain do nothing.
        return
      case .object(let o):
        let before = actionLayer(o).map { _ in objects[o].fields[fieldName(member, of: o)] }
        if setField(o, member, value) {
          if let before { runLayerAction(o, member, old: before ?? .number(0), new: value, statement) }
          // A struct's field set through its owner (`loader.style.count = 4`): a struct is a value,
          // so the owner's property is set again, and its observers run, as Swift's do.
          if program.structs.contains(objects[o].type), case .member(_?, _) = base {
            assign(base, .object(o), statement)
          }
          return
        }
        if let layer = objects[o].layer { return inheritedSet(o, layer, member, value, statement) }
        if declaredProperty(fieldName(member, of: o), in: objects[o].type)?.observesInherited == true {
          return inheritedSet(o, nil, fieldName(member, of: o), value, statement)
        }
      case .type(let type) where program.types[type] != nil:
        statics["\(type).\(member)"] = value
        return
      case .animation(let i): return setAnimation(i, member, value, statement)
      case .timer(let k) where setDisplayLink(k, member, value): return
      case .layer(let i):
        // A computed property an extension adds (`extension UIView { var installedMessage … set }`):
        // its setter, with the view as `self` and `newValue` bound.
        for type in systemLineage(of: .layer(i)) {
          guard let property = declaredProperty(member, in: type), !property.isStatic, let setter = property.setter,
            !(type.hasPrefix("UI") && Self.namesLayer(base))
          else { continue }
          let parameter = CodeParameter(label: nil, name: setter.name, type: nil, defaultValue: nil)
          let f = CodeFunction(name: member + ".set", parameters: [parameter], body: setter.body, site: statement)
          _ = invokeMethod(f, on: .layer(i), type: type, value: value)
          return
        }
        return setLayer(i, member, value, statement)
      case .constraint(let k):
        if !setConstraint(k, member, value, statement) { ignored(statement, "its value is not known here") }
        return
      case .animator(let a):
        if !setAnimator(a, member, value, statement) {
          ignored(statement, "a property animator's \(member) is not read")
        }
        return
      case .path(let p):
        // `path.lineWidth = 3`: what `path.stroke()` in `draw(_:)` strokes with; `lineCapStyle`
        // and the rest: how UIKit strokes the path itself, not a layer's.
        if member == "lineWidth", let w = value.number {
          pathLineWidths[p] = w
          return
        }
        return ignored(statement, "a path's own \(member) is not part of TimingLab's model")
      case .transform(let t):
        guard let changed = settingEntry(t, member, value) else { return ignored(statement, "not understood") }
        return assign(base, .transform(changed), statement)
      case let whole where base.nameChain != nil && Self.settingField(of: whole, member, value) != nil:
        // `frame.origin.x = 4`, `range.length = 3`: a field of a struct value, then the value.
        return assign(base, Self.settingField(of: whole, member, value)!, statement)
      default: break
      }
    default: break
    }
    guard var chain = target.nameChain else { return ignored(statement, "not understood") }
    if chain.count == 1 || (chain.count == 2 && chain[0] == "self" && !Self.layerish(chain[1])) {
      return setVariable(Self.normalize(chain.joined(separator: ".")), value)
    }
    // The longest prefix that is an animation or a layer owns the rest as a key path.
    var keyPath: [String] = []
    while chain.count > 1 {
      keyPath.insert(chain.removeLast(), at: 0)
      switch evaluate(Self.expression(chain)) {
      case .animation(let i): return setAnimation(i, keyPath.joined(separator: "."), value, statement)
      case .layer(let i): return setLayer(i, keyPath.joined(separator: "."), value, statement)
      case .unknown:
        if Self.layerish(keyPath[0]) && (chain.count > 1 || chain[0] != "self") {
          return setLayer(implicitLayer(chain), keyPath.joined(separator: "."), value, statement)
        }
      default: break
      }
    }
    ignored(statement, "not a layer or an animation TimingLab knows")
  }

  /// A struct value with field `member` set: a point's `x`/`y`, a size's `width`/`height`, a
  /// rect's `origin`/`size`, an `NSRange`'s `location`/`length` (a declared range starts empty);
  /// nil when the value has no such field or the new value is not of its type.
  static func settingField(of whole: RuntimeValue, _ member: String, _ value: RuntimeValue) -> RuntimeValue? {
    switch (whole, member) {
    case (.point(_, let y), "x"): return value.number.map { .point($0, y) }
    case (.point(let x, _), "y"): return value.number.map { .point(x, $0) }
    case (.size(_, let h), "width"): return value.number.map { .size($0, h) }
    case (.size(let w, _), "height"): return value.number.map { .size(w, $0) }
    case (.rect(_, _, let w, let h), "origin"):
      if case .point(let x, let y) = value { return .rect(x, y, w, h) }
    case (.rect(let x, let y, _, _), "size"):
      if case .size(let w, let h) = value { return .rect(x, y, w, h) }
    case (.tuple(var parts, let labels), _) where labels.contains(member):
      // A labelled tuple's element (`colour.alpha = 1`).
      guard let index = labels.firstIndex(of: member), parts.indices.contains(index) else { return nil }
      parts[index] = value
      return .tuple(parts, labels: labels)
    case (.constant("zero"), _) where insetNames.contains(member):
      // `var insets: UIEdgeInsets = .zero` then `insets.top = 44`: the zero insets, one set.
      guard value.number != nil, let index = insetNames.firstIndex(of: member) else { return nil }
      var parts: [RuntimeValue] = Array(repeating: .number(0), count: 4)
      parts[index] = value
      return .tuple(parts)
    case (.tuple(var parts, _), _) where parts.count == 4 && insetNames.contains(member):
      // An edge inset (`insets.top += 44`): UIEdgeInsets is top, left, bottom, right.
      guard value.number != nil, let index = insetNames.firstIndex(of: member) else { return nil }
      parts[index] = value
      return .tuple(parts)
    case (.tuple(let parts, _), "location") where parts.count == 2: return .tuple([value, parts[1]])
    case (.tuple(let parts, _), "length") where parts.count == 2: return .tuple([parts[0], value])
    case (.null, "location"), (.unknown, "location"): return .tuple([value, .unknown("a length")])
    case (.null, "length"), (.unknown, "length"): return .tuple([.number(0), value])
    default: break
    }
    return nil
  }

  /// Path `q`'s elements moved by affine transform `t` (unchanged when `t` is not a transform:
  /// Core Graphics' NULL).
  func transformedPath(_ q: Int, by t: RuntimeValue) -> [String] {
    var moved = paths[q]
    if case .transform(let m) = t { moved.apply(m.m[0], m.m[1], m.m[4], m.m[5], m.m[12], m.m[13]) }
    return moved.data
  }

  /// Names that only a layer has: timing it takes and every property TimingLab knows.
  /// True when object `o` is an instance of a `CALayer` subclass (not a view): its own
  /// `duration`, `repeatCount` … are the layer's `CAMediaTiming` fields.
  func isLayerSubclass(_ o: Int) -> Bool {
    systemAncestor(objects[o].type)?.hasSuffix("Layer") == true
  }

  static func layerish(_ name: String) -> Bool {
    [
      "speed", "timeOffset", "beginTime", "frame", "transform", "center", "alpha", "mask", "actions", "sublayers",
      "isHidden",
    ]
    .contains(name)
      || LayerProperty.named(name) != nil || ["instanceCount", "instanceDelay", "instanceTransform"].contains(name)
  }

  /// The scale and translation of layer `i`'s model transform that a frame set on it goes
  /// through: identity (1, 1, 0, 0) when it has none; a transform with a rotation, a zero scale
  /// or a whole matrix leaves the frame "undefined" (UIView.h) — said, and taken as untransformed.
  mutating func frameTransform(_ i: Int, _ statement: CodeSite) -> (Double, Double, Double, Double) {
    let layer = layers[i]
    let part = { (key: String, identity: Double) in layer.property(key).number ?? identity }
    let (sx, sy) = (part("transform.scale.x", 1), part("transform.scale.y", 1))
    let rotated = ["transform.rotation.x", "transform.rotation.y", "transform.rotation.z"].contains {
      abs(part($0, 0)) > 1e-12
    }
    if layer.properties.contains(where: { $0.key == "transform" }) || rotated || sx == 0 || sy == 0 {
      site = statement
      noteOnce(
        "\(statement.text): a frame set on a layer whose transform rotates, skews or flattens it is undefined (UIView.h); taken as if untransformed"
      )
      return (1, 1, 0, 0)
    }
    return (sx, sy, part("transform.translation.x", 0), part("transform.translation.y", 0))
  }

  static func expression(_ chain: [String]) -> CodeExpression {
    chain.dropFirst().reduce(CodeExpression.name(chain[0])) { .member($0, $1) }
  }

  // MARK: Animations

  /// A layer's visible style (not its geometry, which code sets while it builds views).
  static let styleKeys: Set<String> = [
    "cornerRadius", "backgroundColor", "opacity", "borderWidth", "borderColor", "shadowOpacity", "shadowRadius",
    "shadowColor", "shadowOffset", "transform",
  ]

  /// Sets Core Animation property `property` of animation `i`: the schema's field with that Swift
  /// or Objective-C name, read by its type; a spring's physical parameters go into its `spring`.
  mutating func setAnimation(_ i: Int, _ property: String, _ value: RuntimeValue, _ statement: CodeSite) {
    func unknownValue() { ignored(statement, "its value is not known here") }
    // The program's subclass's own setter (`-setFromValue:` computing its `values`): run.
    if programAnimationSetter(i, property, value) { return }
    // A property the program's subclass declares (`functionBlock`, its own `fromValue`): kept.
    if let own = animations[i].programClass, declaredProperty(property, in: own) != nil {
      animations[i].userValues[property] = value
      return
    }
    if let field = AnimationSchema.field(code: property) { animations[i].fieldSites[field.name] = statement }
    if let transforms = Self.transforms(value), let field = AnimationSchema.field(code: property),
      field.type == .value || field.type == .values
    {
      animations[i].set(field.name, .null)
      animations[i].fields.removeAll { $0.key == field.name }
      animations[i].transforms[field.name] = transforms
      return
    }
    if property == "delegate" {
      animations[i].delegate = value
      if case .null = value { return }  // (none: `copy.delegate = original.delegate` of one without)
      if case .object(let o) = value,
        !(methods("animationDidStop", in: objects[o].type, isStatic: false)
          + methods("animationDidStop:finished:", in: objects[o].type, isStatic: false)).isEmpty
      {
        return
      }
      return ignored(
        statement, "a delegate whose animationDidStop(_:finished:) is not in the code: nothing runs at the end")
    }
    if property == "valueFunction" {
      guard case .constant(let name) = value, let keyPath = Self.valueFunctionKeyPaths[name] else {
        return ignored(statement, "a value function TimingLab does not know")
      }
      animations[i].keyPath = keyPath
      return
    }
    switch property {
    case "mass", "stiffness", "damping", "initialVelocity":
      guard let x = value.number else { return unknownValue() }
      return animations[i].setPhysical(property, .number(x))
    case "allowsOverdamping":
      guard let x = value.number else { return unknownValue() }
      return animations[i].setPhysical(property, .bool(x != 0))
    default:
      break
    }
    guard let field = AnimationSchema.field(code: property) else {
      return ignored(statement, "\(property) is not part of TimingLab's model")
    }
    let key = field.name
    // `anim.toValue = nil`: not set, as before it was given (Core Animation then interpolates
    // from or to the layer's own value).
    if case .null = value {
      switch field.type {
      case .value, .values, .pathData:
        animations[i].set(key, .null)
        animations[i].fields.removeAll { $0.key == key }
        animations[i].transforms[key] = nil
        return
      default: break
      }
    }
    switch field.type {
    case .keyPath:
      guard case .string(let path) = value else { return unknownValue() }
      animations[i].keyPath = path
    case .parentTime:
      guard let x = value.number else { return unknownValue() }
      animations[i].set(key, .number(x))
      animations[i].beginTimeReadsNow = readsNow || value.isTime
    case .duration:
      if case .settlingDuration(let j) = value, j == i {
        animations[i].set(key, .number(0))
        animations[i].durationIsSettling = true
      } else {
        guard let x = value.number else { return unknownValue() }
        // `.greatestFiniteMagnitude` (read as forever elsewhere) is a finite duration: as long.
        animations[i].set(key, .number(x >= Self.forever ? .greatestFiniteMagnitude : x))
      }
    case .count, .length:
      // `HUGE_VALF`, `.greatestFiniteMagnitude` and the like mean forever.
      guard let x = value.number else { return unknownValue() }
      let forever: JSONValue = field.type == .count ? .string("infinity") : .number(1e300)
      animations[i].set(key, x >= Self.forever ? forever : .number(x))
    case .seconds, .rate:
      guard let x = value.number else { return unknownValue() }
      animations[i].set(key, .number(x))
    case .flag:
      guard let x = value.number else { return unknownValue() }
      animations[i].set(key, .bool(x != 0))
    case .choice(let options, _):
      // A constant (`.push`, `kCATransitionPush`), or the string it stands for (`@"cube"`).
      var text: String
      switch value {
      case .constant(let constant): text = constant
      case .string(let string): text = string
      default: return unknownValue()
      }
      let constant = text
      let swiftNames = field.code?.swiftConstants ?? [:]
      let name = swiftNames.first { $0.value == constant }?.key ?? constant
      guard options.contains(name) else { return unknownValue() }
      animations[i].set(key, .string(name))
    case .timingFunction:
      if case .null = value { return }
      guard case .timingFunction(let f) = value else { return unknownValue() }
      animations[i].set(key, f)
    case .value:
      guard let json = json(value) else { return unknownValue() }
      animations[i].set(key, json)
    case .values:
      guard case .array(let items) = value else { return unknownValue() }
      let values = items.compactMap { json($0) }
      guard values.count == items.count else { return unknownValue() }
      animations[i].set(key, .array(values))
    case .numbers:
      guard case .array(let items) = value, let xs = Optional(items.compactMap(\.number)), xs.count == items.count
      else { return unknownValue() }
      animations[i].set(key, .array(xs.map { .number($0) }))
    case .timingFunctions:
      guard case .array(let items) = value else { return unknownValue() }
      let functions = items.compactMap { item -> JSONValue? in
        if case .timingFunction(let f) = item { return f }
        return nil
      }
      guard functions.count == items.count else { return unknownValue() }
      animations[i].set(key, .array(functions))
    case .pathData:
      guard case .path(let p) = value else { return unknownValue() }
      animations[i].set(key, .string(paths[p].data.joined(separator: " ")))
    case .animations:
      guard case .array(let items) = value else { return unknownValue() }
      var children: [Int] = []
      for item in items {
        guard case .animation(let child) = item else { return unknownValue() }
        children.append(child)
      }
      animations[i].children = children
    case .fraction:
      guard let x = value.number else { return unknownValue() }
      animations[i].set(key, .number(x))
    case .identifier, .text, .spring, .sublayers, .modelValues, .timeline, .layer, .copies, .transform, .events,
      .animation, .layerPath, .capture, .capturedLayer:
      ignored(statement, "\(property) is not part of TimingLab's model")
    }
  }

  /// `value` as a scene file writes it; a path built here (`UIBezierPath`, `CGPath`) as its SVG
  /// path data. Nil for what has no spelling (an unknown value, a layer, …).
  func json(_ value: RuntimeValue) -> JSONValue? {
    if case .path(let p) = value {
      // A stroked copy's outline is not built: only its box is known.
      guard paths.indices.contains(p), paths[p].stroke == nil else { return nil }
      // An empty path (`CGMutablePath()`, or a move alone) draws nothing; its data is its spelling.
      let data = paths[p].data.joined(separator: " ")
      guard (try? KeyframePath(parsing: data, allowingEmpty: true)) != nil else { return nil }
      return .string(data)
    }
    // A path read back from an animation (`values?.append(…)` after an earlier one): its data.
    // (An empty one, `CGMutablePath()`, is "".)
    if case .constant(let text) = value, text.hasPrefix("M") || text.isEmpty,
      (try? KeyframePath(parsing: text, allowingEmpty: true)) != nil
    {
      return .string(text)
    }
    return value.json
  }

  /// A replicator's `instanceCount`, `instanceDelay` or `instanceTransform`; on a layer that is
  /// not a `CAReplicatorLayer` they change nothing (Core Animation keeps them as plain values).
  mutating func setReplicator(_ i: Int, _ keyPath: String, _ value: RuntimeValue, _ statement: CodeSite) {
    guard layers[i].layerClass == .replicator else {
      return ignored(statement, "\(keyPath) changes nothing on a \(layers[i].layerClass.rawValue)")
    }
    switch (keyPath, value) {
    case ("instanceTransform", .transform(let t)):
      if t.hasPerspective { note("the instance transform's perspective (m34) is drawn flat") }
      layers[i].replicator.instanceTransform = t.matrix
    case ("instanceCount", _):
      guard let n = value.number, n.isFinite else { return ignored(statement, "its value is not known here") }
      let count = Int(min(max(n.rounded(.towardZero), 0), Double(SceneLimits.instances)))
      if Double(count) != n.rounded(.towardZero) {
        note("instanceCount \(n) is more than TimingLab draws; \(count) copies kept")
      }
      layers[i].replicator.instanceCount = count
    case ("instanceDelay", _):
      guard let x = value.number, x.isFinite else { return ignored(statement, "its value is not known here") }
      layers[i].replicator.instanceDelay = x
    default:
      ignored(statement, "its value is not known here")
    }
  }

  /// `problem(in:)` remembered by the animation's content: a loop adds the same animation to
  /// many layers, differing only in id and a finite begin time, which cannot make it invalid.
  mutating func refusal(of document: JSONValue) -> Diagnostic? {
    guard case .object(let members) = document else { return Self.problem(in: document) }
    var key = members.filter { $0.key != "id" }
    if case .number(let begin, _)? = key.first(where: { $0.key == "beginTime" })?.value, begin.isFinite {
      key.removeAll { $0.key == "beginTime" }
    }
    let content = JSONValue.object(key)
    if let known = refusals[content] { return known }
    let problem = Self.problem(in: document)
    refusals[content] = .some(problem)
    return problem
  }

  /// The first reason a scene could not hold animation `document` (checked on a layer of its own).
  static func problem(in document: JSONValue) -> Diagnostic? {
    let scene = JSONValue.object([
      ("name", .string("check")), ("layer", .object([("id", .string("l")), ("animations", .array([document]))])),
    ])
    do {
      _ = try Scene.decode(scene)
      return nil
    } catch {
      return error.problems.first
    }
  }

  /// `layer.animations[0].values[2]` → `values`.
  static func fieldName(_ path: String) -> String {
    let last = path.split(separator: ".").last.map(String.init) ?? path
    return String(last.prefix { $0 != "[" })
  }

  /// Functions that log or check in debug builds only: no effect on what is shown.
  static let functionsWithoutEffect: Set<String> = [
    "print", "debugPrint", "dump", "NSLog", "os_log", "assert", "assertionFailure", "precondition", "NSAssert",
    "NSCAssert", "NSParameterAssert",
  ]

  /// Layer properties that change nothing TimingLab draws or times.
  static let unmodelledLayerProperties: Set<String> = [
    "masksToBounds", "contentsScale", "name", "delegate", "isOpaque",
    "opaque", "isDoubleSided", "doubleSided", "contentsGravity", "lineCap", "lineJoin", "fillRule", "lineDashPattern",
    "lineDashPhase", "miterLimit", "shouldRasterize", "rasterizationScale", "drawsAsynchronously",
    "allowsEdgeAntialiasing", "allowsGroupOpacity", "needsDisplayOnBoundsChange", "contents",
    "minificationFilter", "magnificationFilter", "cornerCurve", "maskedCorners", "style", "font",
    "string", "alignmentMode", "truncationMode", "isWrapped", "type", "instanceColor", "instanceRedOffset",
    "instanceGreenOffset", "instanceBlueOffset",
    "instanceAlphaOffset", "preservesDepth",
    "isGeometryFlipped", "geometryFlipped", "zPosition", "anchorPointZ", "sublayerTransform", "frame.size.width",
    "frame.size.height", "isUserInteractionEnabled", "clipsToBounds", "tintColor", "contentMode",
    // UIKit views' own properties that draw text or take touches.
    "isExclusiveTouch", "isMultipleTouchEnabled", "text", "textColor", "textAlignment",
    "lineBreakMode", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "attributedText", "image",
    "accessibilityIdentifier", "accessibilityLabel", "isAccessibilityElement",
    "translatesAutoresizingMaskIntoConstraints",
    "autoresizingMask", "tag",
    // An activity indicator's (its spinning is UIKit's own drawing).
    "color", "hidesWhenStopped",
    // A stack view's arrangement (its arranged subviews are not laid out here).
    "spacing", "axis", "alignment", "distribution",
  ]

  /// A transform, or an array of them (nil otherwise).
  static func transforms(_ value: RuntimeValue) -> [CodeTransform]? {
    if case .transform(let t) = value { return [t] }
    guard case .array(let items) = value, !items.isEmpty else { return nil }
    var out: [CodeTransform] = []
    for item in items {
      guard case .transform(let t) = item else { return nil }
      out.append(t)
    }
    return out
  }

  /// `CAValueFunction(name: .rotateZ)` on a `transform` animation of numbers: the sub-key path it means.
  static let valueFunctionKeyPaths: [String: String] = [
    "rotateX": "transform.rotation.x", "rotateY": "transform.rotation.y", "rotateZ": "transform.rotation.z",
    "scale": "transform.scale", "scaleX": "transform.scale.x", "scaleY": "transform.scale.y",
    "scaleZ": "transform.scale.z", "translateX": "transform.translation.x", "translateY": "transform.translation.y",
    "translateZ": "transform.translation.z",
  ]

  // MARK: Layers

  mutating func setLayer(_ i: Int, _ keyPath: String, _ value: RuntimeValue, _ statement: CodeSite) {
    if entryActionLayers != nil, layerSetDepth == 0, setInEntryAction(i, keyPath, value, statement) { return }
    layerSetDepth += 1
    setLayerValue(i, keyPath, value, statement)
    layerSetDepth -= 1
    // Told once the whole change is made (a frame sets position and bounds through here too).
    if layerSetDepth == 0, !observations.isEmpty { notifyObservers(i, keyPath) }
  }

  /// `setLayer` without telling key-value observers.
  mutating func setLayerValue(_ i: Int, _ keyPath: String, _ value: RuntimeValue, _ statement: CodeSite) {
    let value = fixedSize(i, keyPath, value)
    rememberBeforeChange(i, keyPath)
    // A label's text and font: what its size is assumed from.
    if setLabelProperty(i, keyPath, value) { return }
    // An image view's picture changed by timed code (a flipbook on a timer): not drawn here.
    if keyPath == "image", delayedBy > 0, layers[i].isViewLayer {
      site = statement
      if flipbook == nil { flipbook = (statement, layers[i].id) }
      noteOnce(
        "\(layers[i].id).image changes in code run later (a flipbook of pictures, not Core Animation): pictures are not drawn here, so it does not show"
      )
    }
    if setViewValue(i, keyPath, value) { return }
    if setMargins(i, keyPath, value) { return }
    if setStackProperty(i, keyPath, value) { return }
    // A scroll view's `contentOffset` is its bounds' origin: setting it (in a UIKit block too)
    // sets the bounds, which moves what the view shows.
    if keyPath == "contentOffset", layers[i].isViewLayer, case .point(let x, let y) = value,
      case .rect(_, _, let w, let h) = layers[i].property("bounds")
    {
      return setLayerValue(i, "bounds", .rect(x, y, w, h), statement)
    }
    // An action lookup the program swapped for its own (`method_exchangeImplementations`): asked
    // once for this set (not again by the sets that carry out UIKit's answer).
    var askedSwizzle = false
    if !swizzles.isEmpty, !swizzledActions.contains(i) {
      if setThroughSwizzledAction(i, keyPath, value, statement) { return }
      swizzledActions.insert(i)
      askedSwizzle = true
    }
    defer { if askedSwizzle { swizzledActions.remove(i) } }
    // A view that answers its layer's actions itself (`action(for:forKey:)`): its answer.
    if setThroughViewAction(i, keyPath, value, statement) { return }
    // A layer's own timing is no key UIKit animates: set at once, in code run later too (a layer
    // paused inside a completion's block).
    if ["speed", "timeOffset", "beginTime"].contains(keyPath), actsLater(on: i) {
      return setLater(i, keyPath, value, statement)
    }
    // Inside a UIKit block, a view's property animates as UIKit animates it.
    if animatesInBlock(i) { return setInBlock(i, keyPath, value, statement) }
    // Outside one, a view's own layer does not animate: kept to say so if nothing animates.
    // (Only a change to a view on screen: one made while a view loads is its set-up, not a try
    // at animating.)
    if stillViewChange == nil, settingBlockModel == 0, layers[i].isViewLayer, Self.styleKeys.contains(keyPath),
      viewsLoading == 0,
      isInWindow(i)
    {
      stillViewChange = (statement, layers[i].id, keyPath)
    }
    // In code run later, a model value changed on a layer that was already there is a change at
    // that time: a scene event (setting it now would show it from the start).
    if actsLater(on: i) { return setLater(i, keyPath, value, statement) }
    // `.zero` written without its type (`line.anchorPoint = .zero`): the property's zero.
    if case .constant("zero") = value, let kind = LayerProperty.named(keyPath)?.kind {
      switch kind {
      case .point: return setLayer(i, keyPath, .point(0, 0), statement)
      case .size: return setLayer(i, keyPath, .size(0, 0), statement)
      case .rect: return setLayer(i, keyPath, .rect(0, 0, 0, 0), statement)
      case .number: return setLayer(i, keyPath, .number(0), statement)
      default: break
      }
    }
    // `.identity` written without its type.
    if case .constant("identity") = value, ["transform", "affineTransform"].contains(keyPath) {
      return setLayer(i, keyPath, .transform(.identity), statement)
    }
    if case .transform(let t) = value, ["transform", "affineTransform"].contains(keyPath) {
      // Setting the transform replaces every part of it.
      layers[i].properties.removeAll { $0.key == "transform" || $0.key.hasPrefix("transform.") }
      guard let parts = t.parts, !t.hasPerspective,
        (3...5).filter({ abs(t.parts?[$0] ?? 0) > 1e-12 }).count <= 1
      else {
        // A perspective, skew, mirror or turn about two axes: the whole matrix.
        return layers[i].setProperty("transform", value)
      }
      for (c, x) in parts.enumerated() where abs(x - CodeTransform.identityParts[c]) > 1e-12 {
        layers[i].setProperty(CodeTransform.partKeyPaths[c], .number(x))
      }
      return
    }
    switch keyPath {
    case "translatesAutoresizingMaskIntoConstraints":
      // The view's constraints, when it has some, are what place it.
      if let on = truth(value) { layers[i].usesAutoLayout = !on }
      return
    case "center":
      return setLayer(i, "position", value, statement)  // a view's centre is its layer's position
    case "isHidden":
      return setLayer(i, "hidden", value, statement)  // a view's `isHidden` is its layer's `hidden`
    case "hidden":
      // A Bool, held as 0 or 1 (`LayerProperty` "hidden").
      guard let hidden = truth(value) else { return ignored(statement, "its value is not known here") }
      layers[i].setProperty("hidden", .number(hidden ? 1 : 0))
    case "alpha":
      return setLayer(i, "opacity", value, statement)  // a view's alpha is its layer's opacity
    case "sublayers":
      // `layer.sublayers = nil` (before building them again): every sublayer taken out.
      guard value.isEmptyCollection else { return ignored(statement, "only nil or [] is read for sublayers") }
      for c in layers[i].sublayers {
        layers[c].parent = nil
        layers[c].isDetached = true
      }
      layers[i].sublayers = []
    case "actions":
      // `layer.actions = ["position": NSNull()]`: those keys no longer animate implicitly.
      guard case .dictionary(let keys, let values) = value else {
        return ignored(statement, "its value is not known here")
      }
      layers[i].disabledActions = []
      layers[i].actionAnimations = [:]
      for (key, action) in zip(keys, values) {
        guard case .string(let name) = key else { return ignored(statement, "a key is not known here") }
        if case .null = action {
          layers[i].disabledActions.insert(name)
        } else if case .animation(let a) = action {
          layers[i].actionAnimations[name] = a  // runs when `name` changes (CALayer.h, `actions`)
        } else {
          site = statement
          note("the action for \(name) is not read: a change of \(name) made later is shown with the default action")
        }
      }
    case "mask":
      // Kept so that `shape.mask!.bounds = …` reaches the mask layer (not drawn).
      layers[i].mask = nil
      var maskLayer: Int?
      if case .layer(let j) = value { maskLayer = j }
      if case .object(let o) = value, objects.indices.contains(o) { maskLayer = objects[o].layer }
      if let j = maskLayer, layers.indices.contains(j) {
        layers[j].isMask = true
        layers[i].mask = j
      }
      ignored(statement, "masks are not applied in TimingLab; a mask that animates is drawn as a sublayer instead")
    case "instanceCount", "instanceDelay", "instanceTransform":
      setReplicator(i, keyPath, value, statement)
    case _ where Self.layerOwnTiming.contains(keyPath):
      // A layer's own duration and repeats: kept to be read back (code copies them onto its
      // animations), not applied: TimingLab's layers have no active interval (timing model L1).
      layerOwnTimings[i, default: [:]][keyPath] = value
      site = statement
      noteOnce(
        "a layer's own \(keyPath) is kept for the code to read back but not applied: TimingLab's layers have no "
          + "active interval (timing model L1)")
    case "speed", "timeOffset", "beginTime":
      guard let x = value.number else { return ignored(statement, "its value is not known here") }
      if keyPath == "speed" { layers[i].speed = x }
      if keyPath == "timeOffset" { layers[i].timeOffset = x }
      if keyPath == "beginTime" { layers[i].beginTime = x }
    case "frame":
      // Core Animation keeps no frame: it sets bounds, and position from the anchor point now.
      guard case .rect(let x, let y, let w, let h) = value else {
        return ignored(statement, "its value is not known here")
      }
      let anchor = layers[i].property("anchorPoint")
      guard case .point(let ax, let ay) = anchor else {
        return ignored(statement, "its anchor point is not known here")
      }
      // (Without the sum's rounding noise: 62.3 + 130.6 is 192.9, as UIKit's frames print.)
      let before = frame(of: i)
      // A scaled or moved layer's frame is its transformed bounds' box (CALayer.h: setting it
      // changes position and bounds.size to match): the size divided by the scale.
      let (sx, sy, tx, ty) = frameTransform(i, statement)
      let (bw, bh) = (w / abs(sx), h / abs(sy))
      let (fx, fy) = (sx < 0 ? 1 - ax : ax, sy < 0 ? 1 - ay : ay)
      layers[i].setProperty(
        "position", .point(Self.snapped(x - tx + fx * w), Self.snapped(y - ty + fy * h)))
      layers[i].setProperty("bounds", .rect(0, 0, Self.snapped(bw), Self.snapped(bh)))
      // A view whose size changes lays out its subviews again at the next pass (UIKit marks it).
      if let before, before.w != w || before.h != h { markResized(i) }
    case "frame.size", "frame.origin":
      guard case .point(let ax, let ay) = layers[i].property("anchorPoint"),
        case .rect(_, _, let w, let h) = layers[i].property("bounds"),
        case .point(let px, let py) = layers[i].property("position")
      else { return ignored(statement, "its value is not known here") }
      let origin = (px - ax * w, py - ay * h)
      if keyPath == "frame.size", case .size(let nw, let nh) = value {
        return setLayer(i, "frame", .rect(origin.0, origin.1, nw, nh), statement)
      }
      if keyPath == "frame.origin", case .point(let nx, let ny) = value {
        return setLayer(i, "frame", .rect(nx, ny, w, h), statement)
      }
      ignored(statement, "its value is not known here")
    case _ where Self.unmodelledLayerProperties.contains(keyPath):
      ignored(statement, "\(keyPath) is not part of TimingLab's model")
    case _
    where ["titleLabel", "imageView", "textLabel", "detailTextLabel"].contains(where: { keyPath.hasPrefix($0 + ".") }):
      // `button.titleLabel.numberOfLines = 0` reached through the button: a subview's text settings.
      ignored(statement, "\(keyPath) is not part of TimingLab's model")
    default:
      if case .null = value, let property = LayerProperty.named(keyPath), property.kind?.isHeldWhole == true,
        property.defaultIsNone
      {
        // `gradient.colors = nil`, `locations = nil`: none again (nothing drawn; spread evenly).
        layers[i].properties.removeAll { $0.key == keyPath }
        return
      }
      // `fillColor = .none`: Swift's `Optional.none`, nil.
      var value = value
      if case .constant("none") = value, LayerProperty.named(keyPath)?.kind == .color { value = .null }
      if case .null = value, let property = LayerProperty.named(keyPath), property.kind == .color {
        // A nil colour: none (the default of fill and background colours), else transparent.
        if property.defaultIsNone {
          layers[i].properties.removeAll { $0.key == keyPath }
        } else {
          layers[i].setProperty(keyPath, .color(RGBColor(red: 0, green: 0, blue: 0, alpha: 0)))
        }
        return
      }
      // `dot.backgroundColor = .red` on a view the code made, on a view controller's own view
      // or on a storyboard outlet: the implicit member names a colour. (A host view passed in,
      // `view.backgroundColor = .white` in a helper, is not the animation's.)
      if case .constant(let name) = value, LayerProperty.named(keyPath)?.kind == .color,
        !implicitLayers.values.contains(i) || controllerViews.contains(i) || layers[i].systemKind != nil,
        case .color(let color) = namedColor(name)
      {
        value = .color(color)
      }
      if json(value) == nil, LayerProperty.named(keyPath)?.kind == .color, !implicitLayers.values.contains(i) {
        // A colour from outside the given code (a theme, a parameter): the layer would be
        // invisible without one, so it is drawn in TimingLab's orange, and said so.
        site = statement
        note("\(statement.text): the colour is not known here; drawn orange (#FF9500)")
        layers[i].setProperty(keyPath, .color(.cheatSheetOrange))
        return
      }
      guard json(value) != nil else { return ignored(statement, "its value is not known here") }
      if KeyPathAddress.of(keyPath) == nil {
        note("\(keyPath) is not a key path TimingLab knows; kept as an opaque value")
      }
      layers[i].setProperty(keyPath, value)
    }
  }

  // MARK: Calls with effects

  /// Runs expression `e` as a statement: the program's own functions, then Core Animation's
  /// effects; returns its value (a closure of one expression returns it).
  @discardableResult
  mutating func perform(_ e: CodeExpression, _ statement: CodeSite) -> RuntimeValue {
    if snapKitCall(e, statement) { return .null }
    // Manual memory management (`CGPathRelease(path)`, `CFRelease(x)`) changes nothing shown.
    if case .call(.name(let name), _) = e, name.hasSuffix("Release") || name.hasSuffix("Retain"),
      name.hasPrefix("CG") || name.hasPrefix("CF")
    {
      return .null
    }
    // `[[X appearance] setLineWidth:2]`: kept for every X (before any other meaning of the setter).
    if case .message(let receiver, let parts) = e, parts.count == 1, let argument = parts[0].1,
      parts[0].0.hasPrefix("set"), parts[0].0.count > 3, let type = Self.appearanceClass(evaluate(receiver))
    {
      let name = parts[0].0.dropFirst(3)
      recordAppearance(type, name.prefix(1).lowercased() + name.dropFirst(), evaluate(argument))
      return .null
    }
    // `isShadow ? addShadow(group) : layer.add(group, forKey: nil)` as a statement: the branch
    // the condition picks runs with its effects.
    if case .ternary(let condition, let yes, let no) = e {
      switch truth(evaluate(condition)) {
      case true?: return perform(yes, statement)
      case false?: return perform(no, statement)
      case nil:
        note("the condition \(condition.text) is not known here; taken as true")
        return perform(yes, statement)
      }
    }
    if let value = userCall(e) { return value }
    // A control's target-action pairs: kept, and run when the control sends its actions.
    switch e {
    case .call(.name(let method), let arguments):
      if let done = controlTargetCall(nil, method, arguments) ?? touchCall(nil, method, arguments)
        ?? displayCall(nil, method, arguments.count)
      {
        return done
      }
    case .call(.member(let receiver?, let method), let arguments):
      if let done = controlTargetCall(receiver, method, arguments) ?? touchCall(receiver, method, arguments)
        ?? displayCall(receiver, method, arguments.count)
        ?? (arguments.isEmpty ? refreshControlCall(receiver, method) : nil)
      {
        return done
      }
    case .message(let receiver, let parts):
      let selector = parts.map { $0.1 == nil ? $0.0 : $0.0 + ":" }.joined()
      let arguments = parts.compactMap(\.1).map { CodeExpression.Argument(label: nil, value: $0) }
      if let done = controlTargetCall(receiver, selector, arguments) ?? touchCall(receiver, selector, arguments)
        ?? displayCall(receiver, selector, arguments.count)
        ?? (arguments.isEmpty ? refreshControlCall(receiver, selector) : nil)
      {
        return done  // (`[self setNeedsDisplay]`: drawn again at the next pass)
      }
    default: break
    }
    switch e {
    case .call(.member(let receiver?, _), _) where receiver.nameChain != nil && Self.isNull(evaluate(receiver)):
      return .null  // `oldValue?.removeFromSuperlayer()` on nil: nothing happens.
    case .call(.member(let receiver?, "toggle"), let arguments) where arguments.isEmpty:
      // `isOpen.toggle()`: a Bool flipped in place.
      if case .bool(let b) = evaluate(receiver) {
        assign(receiver, .bool(!b), statement)
        return .null
      }
      if call(receiver, "toggle", labels: [], [], statement) { return .null }
    case .call(.member(let receiver?, let method), let arguments):
      if method.hasPrefix("scanHex"), case .object(let o) = evaluate(receiver),
        Self.scannerTypes.contains(objects[o].type), let done = scannerCall(o, method, arguments.map(\.value))
      {
        return done
      }
      let labels = arguments.map { $0.label ?? "_" }
      if call(receiver, method, labels: labels, arguments.map(\.value), statement) { return .null }
    case .message(let receiver, let parts):
      let selector = parts.map { $0.1 == nil ? $0.0 : $0.0 + ":" }.joined()
      if selector.hasPrefix("scanHex"), case .object(let o) = evaluate(receiver),
        Self.scannerTypes.contains(objects[o].type), let done = scannerCall(o, selector, parts.compactMap(\.1))
      {
        return done
      }
      // `[UIView setAnimationRepeatCount:3]` in a `beginAnimations:` block: the block's, not a setter.
      if case .name("UIView") = receiver, legacyBlockCall(selector, parts.compactMap(\.1), statement) { return .null }
      if message(receiver, selector, parts.compactMap(\.1), statement) { return .null }
    case .call(.name("addObserver"), let arguments) where selfValue != nil:
      if let done = addObserver(on: selfValue ?? .null, arguments) { return done }
    case .call(.name(let function), let arguments) where function.hasPrefix("CGContext") && drawing != nil:
      // `CGContextStrokePath(ctx)` and the other C spellings, in a `-drawRect:` pass.
      if let done = contextFunction(function, arguments.map(\.value), statement) { return done }
      ignored(statement, "Core Graphics drawing TimingLab does not read")
      return .null
    case .call(.name(let function), _) where Self.functionsWithoutEffect.contains(function):
      // Logging and debug checks: nothing on screen, nothing to say.
      return .null
    case .call(.name(let function), let arguments) where function.first?.isLowercase == true:
      if let value = timedOrBlock(e, statement) { return value }
      // Inside a layer or view subclass, `add(pulse, forKey: "pulse")` is the layer's own method.
      if Self.isLayerSelf(selfValue, objects),
        call(.name("self"), function, labels: arguments.map { $0.label ?? "_" }, arguments.map(\.value), statement)
      {
        return .null
      }
      var value = evaluate(e)
      // `addConstraint(c)` bare in a view subclass's method: the view's own.
      if case .unknown = value, Self.isLayerSelf(selfValue, objects) {
        value = evaluate(.call(.member(.name("self"), function), arguments))
      }
      if case .unknown = value { ignored(statement, "a call of a function the code does not define here") }
      return value
    default:
      break
    }
    if let value = timedOrBlock(e, statement) { return value }
    if let said = systemSpinner(e, statement) { return said }
    let value = evaluate(e)
    if case .unknown = value { ignored(statement, "not set-up code TimingLab reads") }
    return value
  }

  /// Swift method calls (and Swift 2 spellings).
  @discardableResult
  mutating func call(
    _ receiver: CodeExpression, _ method: String, labels: [String], _ args: [CodeExpression],
    _ statement: CodeSite
  ) -> Bool {
    if let modern = Self.swift2Forms[method + "(" + labels.map { $0 + ":" }.joined() + ")"] {
      return call(receiver, modern.method, labels: modern.labels, args, statement)
    }
    if stackCall(receiver, method, labels: labels, args, statement) { return true }
    // `value.getValue(&point)` (`getValue(_:size:)`): the boxed point, size, rect or number
    // written to the variable passed in.
    if method == "getValue", labels == ["_"] || labels == ["_", "size"], let boxed = unboxed(receiver) {
      assign(args[0], boxed, statement)
      return true
    }
    if labels == ["_"], let changed = optionSetChange(receiver, method, args[0]) {
      assign(receiver, changed, statement)
      return true
    }
    if drawing != nil, drawingCall(receiver, method, args, statement) { return true }
    switch (method, labels) {
    case ("add", ["_", "forKey"]), ("addAnimation", ["_", "forKey"]):
      add(receiver, args[0], key: args[1], statement)
    case ("addSublayer", ["_"]):
      addSublayer(receiver, args[0], statement)
    case ("insertSublayer", _):
      addSublayer(receiver, args[0], statement)
      placeInserted(receiver, args, labels: labels)
    case ("bringSubviewToFront", ["_"]), ("sendSubviewToBack", ["_"]):
      // Drawn last (in front of its siblings) or first. (The scene's order holds throughout.)
      guard let p = layerIndex(receiver), let c = layerIndex(args[0]), layers[c].parent == p else {
        ignored(statement, "not a subview of that view here")
        return true
      }
      layers[p].sublayers.removeAll { $0 == c }
      if method == "bringSubviewToFront" { layers[p].sublayers.append(c) } else { layers[p].sublayers.insert(c, at: 0) }
    case ("setValue", ["_", "forKeyPath"]) where receiver.text == "CATransaction",
      ("setValue", ["_", "forKey"]) where receiver.text == "CATransaction":
      // `CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)`: as in
      // Objective-C.
      return message(receiver, "setValue:forKey:", args, statement)
    case ("setValue", ["_", "forKeyPath"]), ("setValue", ["_", "forKey"]):
      keyValue(receiver, args[0], args[1], statement)
    case ("removeAllAnimations", []):
      guard let layer = layerIndex(receiver) else {
        ignored(statement, "not a layer")
        return true
      }
      if actsLater(on: layer) {
        event(on: layer, "removeAll", .bool(true))
      } else {
        layers[layer].removeAllAnimations()
      }
      animationsRemoved(from: layer, keys: nil)
    case ("removeAnimation", ["forKey"]):
      guard let layer = layerIndex(receiver), case .string(let key) = evaluate(args[0]) else {
        ignored(statement, "not understood")
        return true
      }
      for part in [key] + Self.splitIDs(key) { removeAnimation(part, from: layer, later: actsLater(on: layer)) }
    case ("setContentOffset", ["_", "animated"]), ("setContentOffset:animated:", ["_", "_"]):
      // A scroll view's offset (its bounds' origin), as `contentOffset = p` sets it; animated,
      // UIKit scrolls there over a time of its own (not documented), taken as 0.3 s ease in-out.
      if truth(evaluate(args[1])) == true, uikitBlocks.isEmpty {
        site = statement
        note("setContentOffset(_:animated: true): UIKit's scroll animation taken as 0.3 s, easeInEaseOut")
        uikitBlocks.append(
          UIKitBlock(
            duration: 0.3, delay: 0, curve: .string("easeInEaseOut"), origin: "setContentOffset, line \(statement.line)"
          ))
        assign(.member(receiver, "contentOffset"), evaluate(args[0]), statement)
        uikitBlocks.removeLast()
      } else {
        assign(.member(receiver, "contentOffset"), evaluate(args[0]), statement)
      }
    case ("removeFromSuperlayer", []), ("removeFromSuperview", []):
      detach(receiver, statement)
    case ("makeKeyAndVisible", []), ("makeKey", []), ("makeKeyWindow", []):
      guard case .layer(let window) = evaluate(receiver), makeKeyWindow(window) else { return false }
    case ("append", ["_"]), ("appendPath:", ["_"]), ("addPath", ["_"]), ("addPath", ["_", "transform"]):
      // `path.append(other)`: the other path's elements after this one's (CGMutablePath's
      // `addPath(_:transform:)` moves them by the transform first).
      guard case .path(let p) = evaluate(receiver), case .path(let q) = evaluate(args[0]) else {
        ignored(statement, "its value is not known here")
        return true
      }
      paths[p].data += transformedPath(q, by: args.count > 1 ? evaluate(args[1]) : .null)
    case ("addRect", ["_"]), ("addEllipse", ["in"]), ("addRoundedRect", ["in", "cornerWidth", "cornerHeight"]):
      // CGMutablePath's: a closed rectangle, oval or rounded rectangle after what it holds.
      guard case .path(let p) = evaluate(receiver), case .rect(let x, let y, let w, let h) = evaluate(args[0]),
        method != "addRoundedRect" || evaluate(args[1]).number != nil
      else {
        ignored(statement, "its value is not known here")
        return true
      }
      let shape: PathBuild =
        switch method {
        case "addRect": .rect(x, y, w, h)
        case "addEllipse": .oval(x, y, w, h)
        default: .roundedRect(x, y, w, h, radius: evaluate(args[1]).number ?? 0)
        }
      paths[p].data += shape.data
    case ("apply", ["_"]), ("applyTransform:", ["_"]):
      // `path.apply(CGAffineTransform(…))`: every point moved by the transform.
      guard case .path(let p) = evaluate(receiver), case .transform(let t) = evaluate(args[0]) else {
        ignored(statement, "its value is not known here")
        return true
      }
      paths[p].apply(t.m[0], t.m[1], t.m[4], t.m[5], t.m[12], t.m[13])
    case ("move", ["to"]), ("addLine", ["to"]), ("addQuadCurve", ["to", "controlPoint"]),
      ("addCurve", ["to", "controlPoint1", "controlPoint2"]), ("close", []), ("closeSubpath", []),
      ("addQuadCurve", ["to", "control"]), ("addCurve", ["to", "control1", "control2"]):
      pathElement(receiver, method, args, statement)
    case ("addArc", ["tangent1End", "tangent2End", "radius"]):
      // CGMutablePath's `addArc(tangent1End:tangent2End:radius:)`.
      guard case .path(let p) = evaluate(receiver), case .point(let x1, let y1) = evaluate(args[0]),
        case .point(let x2, let y2) = evaluate(args[1]), let r = evaluate(args[2]).number
      else {
        ignored(statement, "its value is not known here")
        return true
      }
      paths[p].arc(tangent1: [x1, y1], tangent2: [x2, y2], radius: r)
    case ("addArc", ["withCenter", "radius", "startAngle", "endAngle", "clockwise"]),
      ("addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]),
      // Swift 2's spelling of UIBezierPath's (`addArcWithCenter(c, radius:…)`).
      ("addArcWithCenter", ["_", "radius", "startAngle", "endAngle", "clockwise"]):
      guard case .path(let p) = evaluate(receiver), case .point(let x, let y) = evaluate(args[0]),
        let n = numbers(Array(args[1...]))
      else {
        ignored(statement, "its value is not known here")
        return true
      }
      // UIBezierPath's clockwise is on screen (y down): the angle increases. CGPath's
      // `addArc(center:…clockwise:)` says the same of its flipped space, so it decreases.
      let increasing = (n[3] != 0) == labels.first.map { $0 == "withCenter" || $0 == "_" }!
      paths[p].arc(center: [x, y], radius: n[0], start: n[1], end: n[2], increasing: increasing)
    case ("begin", []) where receiver.text == "CATransaction":
      transactions.append(nil)
    case ("commit", []) where receiver.text == "CATransaction":
      if !transactions.isEmpty {
        commitTransaction()
        if actionsDisabled.count == transactions.count { actionsDisabled.removeLast() }
        if transactionCurves.count == transactions.count { transactionCurves.removeLast() }
        transactions.removeLast()
      }
    case ("setAnimationDuration", ["_"]) where receiver.text == "CATransaction":
      transactionDuration(evaluate(args[0]), statement)
    case ("setAnimationTimingFunction", ["_"]) where receiver.text == "CATransaction":
      transactionCurve(evaluate(args[0]), statement)
    case ("setDisableActions", _) where receiver.text == "CATransaction":
      // Model values set in code run later do not animate implicitly in this transaction.
      if transactions.isEmpty { transactions.append(nil) }
      while actionsDisabled.count < transactions.count { actionsDisabled.append(false) }
      actionsDisabled[transactions.count - 1] = args.first.map { truth(evaluate($0)) ?? true } ?? true
    case ("setAffineTransform", ["_"]):
      guard let layer = layerIndex(receiver) else {
        ignored(statement, "not a layer")
        return true
      }
      setLayer(layer, "affineTransform", evaluate(args[0]), statement)
    case ("addLayoutGuide", ["_"]), ("removeLayoutGuide", ["_"]), ("addLayoutGuide:", ["_"]),
      ("removeLayoutGuide:", ["_"]):
      if !layoutGuideCall(receiver, method, args[0]) { ignored(statement, "the layout guide is not known here") }
    case ("addSubview", ["_"]), ("insertSubview", _):
      // The view evaluated once (`addSubview(Bar(frame: …))` makes one bar).
      let child = "$subview"
      let view = evaluate(args[0])
      scope.values[child] = view
      defer { scope.values[child] = nil }
      if let name = args[0].nameChain?.last, !name.hasPrefix("$"), name != "self" { nameObject(view, name) }
      // First UIKit tells the view where it is going (`willMove(toSuperview:)`,
      // `-willMoveToSuperview:`): a view of the program's may set its colours there.
      if case .object(let o) = view {
        let type = objects[o].type
        let will =
          methods("willMove", in: type, isStatic: false) + methods("willMoveToSuperview:", in: type, isStatic: false)
          + methods("willMoveToSuperview", in: type, isStatic: false)  // (Swift 2's name)
        if let f = will.first(where: { $0.parameters.count == 1 && $0.parameters[0].label != "toWindow" }) {
          _ = invoke(f, on: .object(o), type: type, [(f.parameters[0], receiver)])
        }
      }
      addSublayer(receiver, .name(child), statement)
      if method == "insertSubview" { placeInserted(receiver, [.name(child)] + args.dropFirst(), labels: labels) }
      // UIKit then tells the view it moved (`didMoveToSuperview()`, `-didMoveToSuperview`):
      // a view of the program's that overrides it sets itself up there.
      if case .object(let o) = view {
        let type = objects[o].type
        for name in ["didMoveToSuperview", "didMoveToWindow"] {
          if let f = methods(name, in: type, isStatic: false).first, f.parameters.isEmpty {
            _ = invoke(f, on: .object(o), type: type, [])
          }
        }
      }
    default:
      if receiver.nameChain != nil, case .animator(let a) = evaluate(receiver) {
        return animatorCall(a, method, zip(labels, args).map { (label: $0.0, value: $0.1) }, statement)
      }
      return false
    }
    return true
  }

  static func isNull(_ value: RuntimeValue) -> Bool {
    if case .null = value { return true }
    return false
  }

  /// True when `self` is a layer: a layer or view subclass's instance, or a layer itself (in a
  /// method the program adds to `CALayer`).
  static func isLayerSelf(_ selfValue: RuntimeValue?, _ objects: [ObjectBuild]) -> Bool {
    switch selfValue {
    case .object(let o)?: objects[o].layer != nil
    case .layer?: true
    default: false
    }
  }

  /// Swift 2's spellings of UIBezierPath's building methods (`moveToPoint(p)`,
  /// `addQuadCurveToPoint(p, controlPoint: c)`), as today's method and labels.
  static let swift2Forms: [String: (method: String, labels: [String])] = [
    "moveToPoint(_:)": ("move", ["to"]), "addLineToPoint(_:)": ("addLine", ["to"]),
    "addQuadCurveToPoint(_:controlPoint:)": ("addQuadCurve", ["to", "controlPoint"]),
    "addCurveToPoint(_:controlPoint1:controlPoint2:)": ("addCurve", ["to", "controlPoint1", "controlPoint2"]),
    "closePath()": ("close", []), "appendPath(_:)": ("append", ["_"]), "applyTransform(_:)": ("apply", ["_"]),
  ]

  /// A notification centre's observer selectors, as the Swift labels.
  static let observerSelectors: [String: [String]] = [
    "addObserver:selector:name:object:": ["_", "selector", "name", "object"],
    "addObserverForName:object:queue:usingBlock:": ["forName", "object", "queue", "using"],
  ]

  /// Objective-C selectors with effects, as the Swift method and labels `call` handles.
  static let swiftForms: [String: (method: String, labels: [String])] = [
    "addAnimation:forKey:": ("add", ["_", "forKey"]), "addSublayer:": ("addSublayer", ["_"]),
    "insertSublayer:atIndex:": ("insertSublayer", ["_", "at"]),
    "insertSublayer:below:": ("insertSublayer", ["_", "below"]),
    "insertSublayer:above:": ("insertSublayer", ["_", "above"]),
    "insertSubview:atIndex:": ("insertSubview", ["_", "at"]),
    "bringSubviewToFront:": ("bringSubviewToFront", ["_"]), "sendSubviewToBack:": ("sendSubviewToBack", ["_"]),
    "insertSubview:belowSubview:": ("insertSubview", ["_", "belowSubview"]),
    "insertSubview:aboveSubview:": ("insertSubview", ["_", "aboveSubview"]),
    "setValue:forKeyPath:": ("setValue", ["_", "forKeyPath"]),
    "setValue:forKey:": ("setValue", ["_", "forKey"]), "removeAllAnimations": ("removeAllAnimations", []),
    "removeAnimationForKey:": ("removeAnimation", ["forKey"]), "moveToPoint:": ("move", ["to"]),
    "removeFromSuperlayer": ("removeFromSuperlayer", []), "removeFromSuperview": ("removeFromSuperview", []),
    "addArrangedSubview:": ("addArrangedSubview", ["_"]),
    "insertArrangedSubview:atIndex:": ("insertArrangedSubview", ["_", "at"]),
    "removeArrangedSubview:": ("removeArrangedSubview", ["_"]),
    "setCustomSpacing:afterView:": ("setCustomSpacing", ["_", "after"]),
    "addLineToPoint:": ("addLine", ["to"]),
    "addQuadCurveToPoint:controlPoint:": ("addQuadCurve", ["to", "controlPoint"]),
    "addArcWithCenter:radius:startAngle:endAngle:clockwise:": (
      "addArc", ["withCenter", "radius", "startAngle", "endAngle", "clockwise"]
    ),
    "addCurveToPoint:controlPoint1:controlPoint2:": ("addCurve", ["to", "controlPoint1", "controlPoint2"]),
    "closePath": ("close", []), "applyTransform:": ("apply", ["_"]), "appendPath:": ("append", ["_"]),
    "begin": ("begin", []), "commit": ("commit", []),
    "setAnimationDuration:": ("setAnimationDuration", ["_"]), "setDisableActions:": ("setDisableActions", ["_"]),
    "setAnimationTimingFunction:": ("setAnimationTimingFunction", ["_"]),
    "addSubview:": ("addSubview", ["_"]),
  ]

  /// Objective-C messages with effects: the Swift forms above; `setX:` on an animation or layer is `x = …`.
  @discardableResult
  mutating func message(
    _ receiver: CodeExpression, _ selector: String, _ args: [CodeExpression], _ statement: CodeSite
  ) -> Bool {
    if receiver.text == "CATransaction", selector == "setValue:forKey:" || selector == "setValue:forKeyPath:" {
      if case .constant("animationDuration") = evaluate(args[1]) {
        transactionDuration(evaluate(args[0]), statement)
        return true
      }
      if case .constant("animationTimingFunction") = evaluate(args[1]) {
        transactionCurve(evaluate(args[0]), statement)
        return true
      }
      if case .constant("disableActions") = evaluate(args[1]) {
        // `[CATransaction setValue:(id)kCFBooleanTrue forKey:kCATransactionDisableActions]`.
        return call(.name("CATransaction"), "setDisableActions", labels: ["_"], [args[0]], statement)
      }
      ignored(statement, "a transaction setting TimingLab does not model")
      return true
    }
    // `[[NSNotificationCenter defaultCenter] addObserver:self selector:… name:… object:nil]`.
    if let labels = Self.observerSelectors[selector], labels.count == args.count,
      addNotificationObserver(zip(labels, args).map { .init(label: $0 == "_" ? nil : $0, value: $1) }) != nil
    {
      return true
    }
    if let form = Self.swiftForms[selector] {
      return call(receiver, form.method, labels: form.labels, args, statement)
    }
    if receiver.nameChain != nil, case .animator(let a) = evaluate(receiver),
      animatorCall(
        a, selector, zip(selector.split(separator: ":").map(String.init), args).map { (label: $0.0, value: $0.1) },
        statement)
    {
      return true
    }
    if selector.hasPrefix("set"), selector.hasSuffix(":"), args.count == 1, selector.count > 4,
      receiver.text != "CATransaction"
    {
      let name = selector.dropFirst(3).dropLast()
      assign(.member(receiver, name.prefix(1).lowercased() + name.dropFirst()), evaluate(args[0]), statement)
      return true
    }
    return false
  }

  /// The open transaction's timing function (CATransaction.h: "any animations added to layers
  /// will have this value set as their timingFunction property"; one the animation sets itself
  /// is kept, as its duration is): nil again clears it.
  mutating func transactionCurve(_ value: RuntimeValue, _ statement: CodeSite) {
    let curve: JSONValue?
    switch value {
    case .null: curve = nil
    case .timingFunction(let written): curve = written
    default: return ignored(statement, "its value is not known here")
    }
    if transactions.isEmpty { transactions.append(nil) }
    while transactionCurves.count < transactions.count { transactionCurves.append(nil) }
    transactionCurves[transactions.count - 1] = curve
  }

  /// The curve the innermost transaction that sets one gives the animations added in it.
  var transactionCurve: JSONValue? { transactionCurves.last { $0 != nil } ?? nil }

  mutating func transactionDuration(_ value: RuntimeValue, _ statement: CodeSite) {
    guard let d = value.number else { return ignored(statement, "its value is not known here") }
    if transactions.isEmpty { transactions.append(nil) }
    transactions[transactions.count - 1] = d
  }

  /// Properties of an animation that `setValue(_:forKey:)` sets though the schema has no field
  /// of that name.
  static let animationKeyValueProperties: Set<String> = [
    "delegate", "valueFunction", "mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping", "keyPath",
  ]

  mutating func keyValue(
    _ receiver: CodeExpression, _ value: CodeExpression, _ key: CodeExpression, _ statement: CodeSite
  ) {
    guard case .string(let keyPath) = evaluate(key) else { return ignored(statement, "its key is not known here") }
    let target = evaluate(receiver)
    if case .animation(let i) = target {
      // A key Core Animation does not define: kept on the animation for `value(forKey:)`.
      if AnimationSchema.field(code: keyPath) == nil, !Self.animationKeyValueProperties.contains(keyPath) {
        animations[i].userValues[keyPath] = evaluate(value)
        return
      }
      return setAnimation(i, keyPath, evaluate(value), statement)
    }
    guard let layer = layerIndex(receiver) else { return ignored(statement, "not a layer or an animation") }
    setLayer(layer, keyPath, evaluate(value), statement)
  }

  /// `layer.removeFromSuperlayer()`, `view.removeFromSuperview()`: out of its tree, not drawn
  /// (until added again). Run later: a scene's tree is fixed, so it is hidden from then (an event).
  /// Removes the animation under `key` from `layer`: now, or as an event in code run later (a
  /// key nothing added is nothing to remove: `stopAnimation` before the first start).
  mutating func removeAnimation(_ key: String, from layer: Int, later: Bool) {
    animationsRemoved(from: layer, keys: [key])
    if !later {
      layers[layer].remove(key)
    } else if hasAnimation(layer, key) {
      event(on: layer, "remove", .string(key))
    }
  }

  mutating func detach(_ receiver: CodeExpression, _ statement: CodeSite) {
    guard let c = layerIndex(receiver) else {
      // (A message to nil, `[topLayer removeFromSuperlayer]` before there is one, does nothing.)
      if case .null = evaluate(receiver) { return }
      return ignored(statement, "not a layer")
    }
    guard let p = layers[c].parent else { return }  // not in a tree: nothing happens
    if removedLater.contains(c) { return }  // (taken out already, in code run later)
    if actsLater(on: c) {
      site = statement
      note("\(statement.text): removed \(Self.seconds(delayedBy)) s later: hidden from then")
      event(on: c, "set", .object([("hidden", .number(1))]))
      removedLater.insert(c)
      return
    }
    layers[p].sublayers.removeAll { $0 == c }
    layers[c].parent = nil
    layers[c].isDetached = true
  }

  mutating func addSublayer(_ parent: CodeExpression, _ child: CodeExpression, _ statement: CodeSite) {
    guard let p = layerIndex(parent), let c = layerIndex(child) else { return ignored(statement, "not a layer") }
    attach(c, to: p, statement, name: child.text)
  }

  /// `insertSublayer(_:at:)` / `below:` / `above:` and `insertSubview(_:at:)` /
  /// `belowSubview:` / `aboveSubview:`, after the child was added last: moved to its place among
  /// its parent's sublayers (drawn in that order). An index past the end stays last.
  mutating func placeInserted(_ parent: CodeExpression, _ args: [CodeExpression], labels: [String]) {
    guard args.count == 2, labels.count == 2, let p = layerIndex(parent), let c = layerIndex(args[0]),
      layers[c].parent == p, let from = layers[p].sublayers.lastIndex(of: c)
    else { return }
    var siblings = layers[p].sublayers
    siblings.remove(at: from)
    let index: Int
    switch labels[1] {
    case "at":
      guard let n = evaluate(args[1]).number, n >= 0 else { return }
      index = min(Int(n), siblings.count)
    case "below", "belowSubview", "above", "aboveSubview":
      guard let s = layerIndex(args[1]), let at = siblings.firstIndex(of: s) else { return }
      index = labels[1].hasPrefix("below") ? at : at + 1
    default: return
    }
    siblings.insert(c, at: index)
    layers[p].sublayers = siblings
  }

  /// Layer `c` made the last sublayer of `p` (taken from its old parent); `name` says it in notes.
  /// `quietly`: the caller says what the layer is (a shape a redraw draws first), so the note
  /// that it is added later is not given.
  mutating func attach(_ c: Int, to p: Int, _ statement: CodeSite, name childName: String, quietly: Bool = false) {
    // (A parent first reached in the later code but there from the start — a storyboard outlet, a
    // view from outside the code — counts as there before.)
    let parentWasThere = p < delayedSince.layers || storyboardOutlets.contains(p) || implicitLayers.values.contains(p)
    if delayedBy > 0, parentWasThere, layers[c].parent != p {
      // A scene's tree is fixed: the layer is in it from the start, hidden until it is added.
      site = statement
      if !quietly {
        note(
          "\(statement.text): added \(Self.seconds(delayedBy)) s later: in the tree from the start, hidden until then"
        )
      }
      let wasHidden = layers[c].property("hidden").number ?? 0
      let saved = delayedBy
      delayedBy = 0
      layers[c].setProperty("hidden", .number(1))
      delayedBy = saved
      event(on: c, "set", .object([("hidden", .number(wasHidden))]))
    } else if delayedBy > 0, layers[c].parent == p, removedLater.remove(c) != nil {
      // Taken out earlier in code run later (hidden from then) and added back: shown again.
      event(on: c, "set", .object([("hidden", layers[c].property("hidden").number.map { .number($0) } ?? .number(0))]))
    }
    // A layer tree has no cycles: Core Animation refuses to add a layer under itself.
    var ancestor: Int? = p
    while let a = ancestor {
      if a == c {
        let name = layers[c].id.isEmpty ? childName : layers[c].id
        return ignored(statement, "it would put \(name) inside itself: a layer tree cannot hold a cycle")
      }
      ancestor = layers[a].parent
    }
    if let old = layers[c].parent { layers[old].sublayers.removeAll { $0 == c } }
    layers[c].parent = p
    layers[c].isDetached = false
    layers[p].sublayers.append(c)
  }

  mutating func pathElement(
    _ receiver: CodeExpression, _ method: String, _ args: [CodeExpression], _ statement: CodeSite
  ) {
    guard case .path(let p) = evaluate(receiver) else { return ignored(statement, "not a path") }
    var points: [SIMD2<Double>] = []
    for arg in args {
      // (`move(to: .zero)`: the origin.)
      let value = evaluate(typed(arg, as: "CGPoint"))
      guard case .point(let x, let y) = value else { return ignored(statement, "its value is not known here") }
      points.append([x, y])
    }
    switch (method, points.count) {
    case ("move", 1): paths[p].move(points[0])
    case ("addLine", 1): paths[p].line(points[0])
    case ("addQuadCurve", 2): paths[p].quad(points[0], points[1])
    case ("addCurve", 3): paths[p].cubic(points[0], points[1], points[2])
    case ("close", 0), ("closeSubpath", 0): paths[p].close()
    default: ignored(statement, "not understood")
    }
  }

  /// `layer.add(animation, forKey: key)`: a copy of the animation as it is now (Core Animation
  /// copies it), with its begin time set to the layer's time now when it has none, and the
  /// transaction's duration when it has none.
  mutating func add(
    _ layerExpression: CodeExpression, _ animationExpression: CodeExpression, key: CodeExpression,
    _ statement: CodeSite
  ) {
    guard case .animation(let i) = evaluate(animationExpression) else {
      return ignored(statement, "the animation is not known here")
    }
    guard let layer = layerIndex(layerExpression) else { return ignored(statement, "not a layer") }
    var id: String
    var keyless = false
    switch evaluate(key) {
    // Core Animation adds a transition under `transition` whatever key it is given (CALayer.h).
    case _ where animations[i].isTransition: id = "transition"
    case .string(let s) where !s.isEmpty: id = s
    default:
      // `forKey: nil`: never replaces another (CALayer.h), so the id is one of its own, and the
      // scene says it has no key (code export writes `forKey: nil` again).
      var taken = UniqueNames(layers[layer].keys)
      id = taken.fresh(name(ofAnimation: i))
      keyless = true
    }
    var expanded: [JSONValue]
    do {
      expanded = try self.documents(animation: i, id: id)
    } catch {
      animations[i].refused = true
      return ignored(statement, error.message)
    }
    if keyless {
      expanded = expanded.map { document in
        guard case .object(var members) = document else { return document }
        members.append(("keyless", .bool(true)))
        return .object(members)
      }
    }
    let later = actsLater(on: layer)
    if !keyless {
      // What it replaces stops (a delegate hears of it now).
      animationsRemoved(from: layer, keys: [id])
      // The parts of a whole transform added before under this key that this one does not replace.
      let kept = Set(expanded.compactMap(\.id))
      for part in Self.splitIDs(id) where !kept.contains(part) { removeAnimation(part, from: layer, later: later) }
    }
    var added: [JSONValue] = []
    for (n, whole) in expanded.enumerated() {
      var document = fillingPreviousValue(whole, layer: layer, statement)
      if case .object(var members) = document {
        let begin = members.first { $0.key == "beginTime" }?.value
        if later, begin == nil || (begin == .number(0) && !animations[i].beginTimeReadsNow) {
          // Added by an event: a begin time of 0 is the layer's time then.
          members.removeAll { $0.key == "beginTime" }
        } else if begin == .number(0), !animations[i].beginTimeReadsNow, animations[i].fieldSites["beginTime"] != nil {
          // `beginTime = 0` written out (`Double(i) * 0.12` for the first dot): now, unless other
          // begin times in the file are times long past, which then keep their offset to it.
          layers[layer].pastBegins[n == 0 ? id : (document.id ?? id)] = (0, animations[i])
        }
        // (Added by an event, a begin time read from the clock is the layer's time already.)
        if !later, begin == nil || (begin == .number(0) && !animations[i].beginTimeReadsNow) {
          let now = localTime(of: layer, atGlobal: delayedBy)
          members.removeAll { $0.key == "beginTime" }
          if now != 0 { members.insert(("beginTime", .number(now)), at: min(2, members.count)) }
        } else if !later, begin == .number(0) {
          members.removeAll { $0.key == "beginTime" }
        } else if !later, case .number(let b, _)? = begin, !animations[i].beginTimeReadsNow {
          // Not from CACurrentMediaTime(): a time in the layer's past (Core Animation's now is
          // seconds since boot). Shifted when the scene is written, with every such animation.
          layers[layer].pastBegins[n == 0 ? id : (document.id ?? id)] = (b, animations[i])
        }
        let duration = members.first { $0.key == "duration" }?.value
        if let transaction = transactions.last(where: { $0 != nil }) ?? nil, duration == nil || duration == .number(0),
          !animations[i].durationIsSettling
        {
          members.removeAll { $0.key == "duration" }
          members.append(("duration", .number(transaction)))
        }
        if let curve = transactionCurve, !members.contains(where: { $0.key == "timingFunction" }) {
          members.append(("timingFunction", curve))
        }
        document = .object(members)
      }
      let key = n == 0 ? id : (document.id ?? id)
      if let problem = refusal(of: document) {
        // Core Animation would refuse it (or the scene cannot hold it): this one is left out.
        let field = problem.path.map(Self.fieldName) ?? ""
        let setAt = animations[i].fieldSites[field].map { ", set on line \($0.line)" } ?? ""
        leftOut += 1
        ignored(statement, "\(key) left out: \(field.isEmpty ? "" : field + " ")\(problem.message)\(setAt)")
        continue
      }
      // Added later to a layer already there: an event (under a key already used, it replaces
      // the first from then on, as `add(_:forKey:)` does).
      // (A layer class that draws itself from the animated key is drawn again as it animates.)
      queueCustomKeyRedraws(layer, document, statement)
      added.append(document)
      if later {
        event(on: layer, "add", document.withID(key))
        continue
      }
      layers[layer].add(key, document)
    }
    animations[i].addedTo = layer
    // (When it runs and ends as added: with the transaction's duration, not its own 0.)
    let timed = added.isEmpty ? expanded : added
    let start = timed.map { max(delayedBy, Self.beginTime($0) ?? delayedBy) }.min() ?? delayedBy
    let end = timed.map { Self.stopTime($0, addedAt: delayedBy) }.max() ?? delayedBy
    animationAdded(i, layer: layer, key: keyless ? nil : id, start: start, end: end, statement)
  }
}

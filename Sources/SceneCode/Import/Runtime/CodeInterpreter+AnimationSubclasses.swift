/// A program's subclass of an animation class (`@interface SKBounceAnimation : CAKeyframeAnimation`)
/// whose accessors are its own: `bounce.fromValue = x` runs its `-setFromValue:` (which may compute
/// the `values` from it), `bounce.fromValue` its `-fromValue`, as Objective-C's dot syntax sends
/// those messages; a Swift subclass's computed property or observed override the same. Inside the
/// accessor itself the property is Core Animation's (`[super setDuration:d]`, `super.keyPath = p`).
extension CodeInterpreter {
  /// Runs the program's setter of `property` on animation `i` with `value`; false when its class
  /// has none (or it is running already, setting the property itself).
  mutating func programAnimationSetter(_ i: Int, _ property: String, _ value: RuntimeValue) -> Bool {
    guard let type = animations[i].programClass, !property.isEmpty else { return false }
    let key = "animation\(i).\(property).set"
    guard !observersRunning.contains(key) else { return false }
    let selector = "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
    if let f = methods(selector, in: type, isStatic: false).first(where: { $0.parameters.count == 1 }) {
      observersRunning.insert(key)
      defer { observersRunning.remove(key) }
      _ = invokeMethod(f, on: .animation(i), type: type, value: value)
      return true
    }
    guard let declared = declaredProperty(property, in: type), !declared.isStatic else { return false }
    if let setter = declared.setter {
      observersRunning.insert(key)
      defer { observersRunning.remove(key) }
      runAccessor(
        property + ".set", setter.body, binding: setter.name, to: value, on: .animation(i), type, declared.site)
      return true
    }
    guard declared.observesInherited, declared.willSet != nil || declared.didSet != nil else { return false }
    observersRunning.insert(key)
    defer { observersRunning.remove(key) }
    let oldValue = animationMember(i, property) ?? .null
    if let willSet = declared.willSet {
      runAccessor(
        property + ".willSet", willSet.body, binding: willSet.name, to: value, on: .animation(i), type, declared.site)
    }
    setAnimation(i, property, value, site)
    if let didSet = declared.didSet {
      runAccessor(
        property + ".didSet", didSet, binding: "oldValue", to: oldValue, on: .animation(i), type, declared.site)
    }
    return true
  }

  /// The program's getter of `property` on animation `i` (`-fromValue` returning what it stored
  /// by key-value coding); nil when its class has none or it is running already.
  mutating func programAnimationGetter(_ i: Int, _ property: String) -> RuntimeValue? {
    guard let type = animations[i].programClass else { return nil }
    let key = "animation\(i).\(property).get"
    guard !observersRunning.contains(key) else { return nil }
    if let f = methods(property, in: type, isStatic: false).first(where: { $0.parameters.isEmpty && $0.isSelector }) {
      observersRunning.insert(key)
      defer { observersRunning.remove(key) }
      return invokeMethod(f, on: .animation(i), type: type, arguments: [])
    }
    guard let declared = declaredProperty(property, in: type), !declared.isStatic, let getter = declared.getter
    else { return nil }
    observersRunning.insert(key)
    defer { observersRunning.remove(key) }
    let f = CodeFunction(name: property + ".get", parameters: [], body: getter, site: declared.site)
    return invokeMethod(f, on: .animation(i), type: type, arguments: [])
  }
}

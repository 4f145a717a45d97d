/// Observers a subclass puts on a property its superclass stores (`override var center: CGPoint
/// { didSet { mask.center = center } }`): the view's layer holds the value; `willSet` runs before
/// it is set and `didSet` after, as methods of the object, each once at a time.
extension CodeInterpreter {
  /// True when view layer `layer` keeps `name`'s value itself: a layer or view property, UIKit
  /// state kept per view, a label's or text field's text and font.
  func keepsOnLayer(_ layer: Int, _ name: String) -> Bool {
    Self.layerish(name) || keepsViewValue(layer, name)
      || (layers[layer].label != nil && ["text", "attributedText", "font", "numberOfLines"].contains(name))
  }

  /// `name = value` on view object `o` whose layer is `layer`: the layer's property set (in a
  /// UIKit block, animated as the block animates it), with the subclass's observers around it.
  /// An object without a layer (a controller's `override var selectedIndex: Int { didSet … }`)
  /// holds the value itself.
  mutating func inheritedSet(_ o: Int, _ layer: Int?, _ name: String, _ value: RuntimeValue, _ statement: CodeSite) {
    guard let property = declaredProperty(name, in: objects[o].type), property.observesInherited,
      observersRunning.insert("\(o).\(name).inherited").inserted
    else {
      if let layer { setLayer(layer, name, value, statement) } else { objects[o].fields[name] = value }
      return
    }
    defer { observersRunning.remove("\(o).\(name).inherited") }
    let base = CodeExpression.name("self")
    let oldValue =
      layer.map { member(.layer($0), name == "center" ? "position" : name, base: base, whole: .member(base, name)) }
      ?? objectMember(o, name) ?? .null
    if let willSet = property.willSet {
      runAccessor(
        name + ".willSet", willSet.body, binding: willSet.name, to: value, on: .object(o), objects[o].type,
        property.site)
    }
    if let layer, keepsOnLayer(layer, name) {
      setLayer(layer, name, value, statement)
    } else {
      // A UIKit property TimingLab keeps no state for (a text field's `placeholder`): the object
      // holds it, so its observers and later reads see it.
      objects[o].fields[name] = value
    }
    if let didSet = property.didSet {
      runAccessor(
        name + ".didSet", didSet, binding: "oldValue", to: oldValue, on: .object(o), objects[o].type, property.site)
    }
  }

  /// Runs an accessor's or observer's `body` (a setter's, `willSet`, `didSet`) as a method of
  /// `object` of `type`, with `value` bound to `name` (`newValue`, `oldValue`); its result.
  @discardableResult
  mutating func runAccessor(
    _ function: String, _ body: [SourceStatement], binding name: String, to value: RuntimeValue,
    on object: RuntimeValue, _ type: String, _ site: CodeSite
  ) -> RuntimeValue {
    let parameter = CodeParameter(label: nil, name: name, type: nil, defaultValue: nil)
    let f = CodeFunction(name: function, parameters: [parameter], body: body, site: site)
    return invokeMethod(f, on: object, type: type, value: value)
  }
}

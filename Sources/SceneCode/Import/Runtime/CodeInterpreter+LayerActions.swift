import MediaTiming

/// A layer subclass of the program's that overrides `action(forKey:)` (`actionForKey:`): when
/// one of its properties changes, Core Animation asks it for an action, and an animation it
/// returns runs (is added under the property's name). This is how a ring or a gauge animates a
/// property of its own (`@NSManaged var value: CGFloat`) drawn in `draw(in:)`: the returned
/// `CABasicAnimation(keyPath: "value")` reads its `fromValue` from `presentation()` and, with no
/// `toValue`, runs to the new model value (CAAction.h, CALayer.h `actionForKey:`).
extension CodeInterpreter {
  /// The layer of instance `o` when `o` is a layer whose class overrides `action(forKey:)`.
  func actionLayer(_ o: Int) -> Int? {
    guard isLayerSubclass(o), let layer = objects[o].layer, actionMethod(objects[o].type) != nil else { return nil }
    return layer
  }

  func actionMethod(_ type: String) -> CodeFunction? {
    (methods("action", in: type, isStatic: false) + methods("actionForKey:", in: type, isStatic: false))
      .first { $0.parameters.count == 1 }
  }

  /// Property `key` of layer instance `o` changed from `old` to `new`: the layer keeps both as its
  /// model value (the old one first, so `presentation()` reads it), and an animation its
  /// `action(forKey:)` returns is added under `key`.
  mutating func runLayerAction(_ o: Int, _ key: String, old: RuntimeValue, new: RuntimeValue, _ at: CodeSite) {
    guard let layer = actionLayer(o), let f = actionMethod(objects[o].type), old.number != nil || new.number != nil
    else { return }
    let name = Self.normalize(key)
    // The old value stands as the model value while the action runs (`presentation()` reads it);
    // kept only when an animation of it results (other properties stay the object's own).
    let had = layers[layer].properties.contains { $0.key == name }
    if !had, old.number != nil { layers[layer].setProperty(name, old) }
    let action = invokeMethod(f, on: .object(o), type: objects[o].type, value: .string(name))
    guard case .animation = action else {
      if !had { layers[layer].properties.removeAll { $0.key == name } }
      return
    }
    if new.number != nil { layers[layer].setProperty(name, new) }
    guard case .animation(let a) = action else { return }
    note("\(name) set: the layer's action(forKey:) returns an animation, added under \"\(name)\"")
    addAction(a, on: layer, key: name, at)
  }

  /// Runs animation `a` as layer `i`'s action for `key` (what `actions[key]` holds): a copy added
  /// under the key, now; one made without a key path (`[CABasicAnimation animation]`) animates
  /// the key (`runActionForKey:` gives it that key path).
  mutating func addAction(_ a: Int, on i: Int, key: String, _ at: CodeSite) {
    let saved = animations[a].keyPath
    if (saved ?? "").isEmpty { animations[a].keyPath = key }
    defer { animations[a].keyPath = saved }
    let (layerName, animationName) = ("$actionLayer", "$action")
    scope.values[layerName] = .layer(i)
    scope.values[animationName] = .animation(a)
    defer {
      scope.values[layerName] = nil
      scope.values[animationName] = nil
    }
    add(.name(layerName), .name(animationName), key: .string(key), at)
  }

  /// What `super.action(for:forKey:)` (`[super actionForLayer:forKey:]`) answers: UIKit's own
  /// action, which the importer works out as it always does (a block's animation, or none).
  static let defaultActionMarker = "$defaultAction"

  /// The `action(for:forKey:)` (`-actionForLayer:forKey:`) a view class of the program declares.
  func viewActionMethod(_ type: String) -> CodeFunction? {
    (methods("action", in: type, isStatic: false) + methods("actionForLayer:forKey:", in: type, isStatic: false))
      .first { $0.parameters.count == 2 }
  }

  /// `key` of view layer `i` set to `value`, when the view's class answers its layer's actions
  /// itself (the view is its layer's delegate, asked first): an animation it returns is added
  /// under the key (from what it says, to the new model value) and UIKit's block animation is
  /// not made; nil or `NSNull()` means no animation, even in a block. False when the view has no
  /// such method, or its answer is `super`'s (then UIKit's rules apply, as before).
  mutating func setThroughViewAction(_ i: Int, _ key: String, _ value: RuntimeValue, _ at: CodeSite) -> Bool {
    // (Most programs have no such view: asked once, then one test per set.)
    if viewActionTypes == nil {
      viewActionTypes = Set(program.typeOrder.filter { viewActionMethod($0) != nil })
    }
    guard viewActionTypes?.isEmpty == false, layers[i].isViewLayer else { return false }
    // The layer's key the view's property is (`alpha` is `opacity`, `center` is `position`).
    let event = ["alpha": "opacity", "center": "position"][key] ?? key
    guard !viewActionsRunning.contains(i), let o = viewObject(of: i),
      let f = viewActionMethod(objects[o].type), LayerProperty.named(event) != nil
    else { return false }
    viewActionsRunning.insert(i)
    defer { viewActionsRunning.remove(i) }
    let answer = invokeMethod(f, on: .object(o), type: objects[o].type, arguments: [.layer(i), .string(event)])
    switch answer {
    case .constant(Self.defaultActionMarker), .unknown: return false
    default: break
    }
    // The model value, with no animation of UIKit's.
    let saved = uikitBlocks
    uikitBlocks = []
    setLayerValue(i, key, value, at)
    uikitBlocks = saved
    if case .animation(let a) = answer { addAction(a, on: i, key: event, at) }
    return true
  }
}

/// A window's root view controller (`window.rootViewController = …`, also from a `UIWindow`
/// extension's own methods, and a playground's `PlaygroundPage.current.liveView = …`): UIKit
/// loads the controller's view, puts it in the window, sized to it, in place of the previous
/// root's view, and shows it: its `loadView`, `viewDidLoad`, `viewWillAppear` and `viewDidAppear`
/// run, in that order. In code run later the swap is a scene event (the old view hidden, the
/// new one shown then), so a `CATransition` added to the window animates it. A navigation or tab
/// bar controller shown so shows its top (selected) child. A window the code makes key
/// (`makeKeyAndVisible()`) is the app's key window (`UIApplication.shared.keyWindow`).
extension CodeInterpreter {
  /// True when `target = value` made one of the program's controllers the root (and ran it).
  mutating func showsAsRoot(_ target: CodeExpression, _ value: RuntimeValue) -> Bool {
    var window: Int?
    switch target {
    case .member(let base?, "rootViewController"):
      if case .layer(let w) = evaluate(base) { window = w }
    case .member(_, "liveView"): break
    case .name("rootViewController"):
      guard scope.find("rootViewController") == nil, case .layer(let w)? = selfValue, isWindowLayer(w) else {
        return false
      }
      window = w
    default: return false
    }
    guard case .object(let o) = value, objects.indices.contains(o), isViewController(objects[o].type) else {
      return false
    }
    rootShown = true
    if let window { makeRoot(o, of: window) }
    appear(o)
    showChild(of: o)
    return true
  }

  /// Controller `o` shown: its view loaded once (asking for it, as putting it in a window does,
  /// loads it), laid out, then its `viewWillAppear` and `viewDidAppear`.
  mutating func appear(_ o: Int) {
    loadView(of: o)
    settleLayout()
    let type = objects[o].type
    for name in ["viewWillAppear", "viewDidAppear"] where !halted {
      guard let f = methods(name, in: type, isStatic: false).first, f.parameters.count <= 1 else { continue }
      let bound = f.parameters.map { ($0, CodeExpression?.some(.name("false"))) }
      inOwnTransaction(name == "viewDidAppear") { me in _ = me.invoke(f, on: .object(o), type: type, bound) }
    }
  }

  /// A controller's view not sized by the code takes `container`'s size (UIKit sizes it so).
  mutating func fill(_ view: Int, as container: Int) {
    // (A view made with no size, `view = UITableView()`, is sized too.)
    let sized = layers[view].properties.contains { property in
      guard property.key == "bounds" else { return false }
      if case .rect(_, _, 0, 0) = property.value { return false }
      return true
    }
    guard !sized, let f = frame(of: container) else { return }
    layers[view].setProperty("bounds", .rect(0, 0, f.w, f.h))
    layers[view].setProperty("position", .point(f.w / 2, f.h / 2))
  }

  /// A container shown (a navigation controller, a tab bar controller) shows its child: the top
  /// of the navigation stack, the selected tab. The child's view fills the container's (under
  /// the bars, as `edgesForExtendedLayout` is all by default) and its life cycle runs.
  mutating func showChild(of o: Int) {
    let type = objects[o].type
    let navigation = type == "UINavigationController" || systemAncestor(type) == "UINavigationController"
    guard navigation || isTabBarController(type), case .array(let children)? = objects[o].fields["viewControllers"],
      !children.isEmpty
    else { return }
    let index = navigation ? children.count - 1 : Int(objectMember(o, "selectedIndex")?.number ?? 0)
    guard children.indices.contains(index), case .object(let c) = children[index], isViewController(objects[c].type),
      case .layer(let container)? = objectMember(o, "view"), case .layer(let view)? = objectMember(c, "view"),
      view != container
    else { return }
    fill(view, as: container)
    if layers[view].parent == nil {
      // (Below a tab bar the container already holds.)
      layers[view].parent = container
      layers[container].sublayers.insert(view, at: 0)
    }
    appear(c)
  }

  /// True for a window's layer (`UIWindow(frame:)`, the app's window).
  func isWindowLayer(_ i: Int) -> Bool {
    (layers[i].viewKind ?? "").hasSuffix("Window") || layers[i].id.lowercased().hasSuffix("window")
  }

  /// Controller `o`'s view in `window` (sized to it) in place of the previous root's.
  mutating func makeRoot(_ o: Int, of window: Int) {
    if case .object(let old)? = layers[window].viewValues["rootViewController"], old != o,
      case .layer(let oldView)? = objects[old].fields["view"], layers[oldView].parent == window
    {
      let name = "$previousRootView"
      scope.values[name] = .layer(oldView)
      defer { scope.values[name] = nil }
      detach(.name(name), site)
    }
    layers[window].viewValues["rootViewController"] = .object(o)
    guard case .layer(let view)? = objectMember(o, "view"), view != window, layers[view].parent != window else {
      return
    }
    fill(view, as: window)
    attach(view, to: window, site, name: "view", quietly: true)
  }

  /// A window's `rootViewController`: the controller made its root, nil before; nil for a layer
  /// that is no window's.
  func rootController(of i: Int) -> RuntimeValue? {
    isWindowLayer(i) ? layers[i].viewValues["rootViewController"] ?? .null : nil
  }

  /// `window.makeKeyAndVisible()` (`makeKey()`, `-makeKeyWindow`): the app's key window from
  /// now. False for a layer that is no window's.
  mutating func makeKeyWindow(_ i: Int) -> Bool {
    guard isWindowLayer(i) else { return false }
    // (A window assumed before, holding nothing, was only a stand-in for this one.)
    if let assumed = implicitLayers["window"], assumed != i, layers[assumed].sublayers.isEmpty {
      layers[assumed].isDetached = true
    }
    implicitLayers["window"] = i
    return true
  }
}

/// UIKit's own view controllers made in code (`UIViewController()`, `UITabBarController()`,
/// `UINavigationController(rootViewController:)`), what a controller's UIKit properties are
/// before the code sets them, and a tab bar controller's parts: its
/// `tabBar` along the bottom of the screen — UIKit's 49 pt above the home indicator's 34, so
/// 390 × 83 at y 761 on the assumed iPhone — whose `items` are the `tabBarItem`s of its
/// `viewControllers`, and its selection (`selectedIndex`, 0 until set, and
/// `selectedViewController`). What UIKit draws inside the bar (its own item buttons) is not drawn.
extension CodeInterpreter {
  static let systemControllers: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController", "UITabBarController",
    "UINavigationController",
  ]

  /// A new controller of UIKit's own class `name`; nil for another class.
  mutating func newSystemController(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard Self.systemControllers.contains(name) else { return nil }
    guard case .object(let o) = newObject(name) else { return nil }
    objects[o].madeInCode = true
    if name == "UINavigationController", let root = argument(arguments, "rootViewController") {
      objects[o].fields["viewControllers"] = .array([evaluate(root)])
    }
    return .object(o)
  }

  /// A view controller's UIKit properties before the code sets them (UIViewController.h):
  /// presented by nothing, presenting nothing, no transitioning delegate, presented as UIKit
  /// chooses (`.automatic`, iOS 13 and later).
  static let controllerDefaults: [String: RuntimeValue] = [
    "transitioningDelegate": .null, "presentingViewController": .null, "presentedViewController": .null,
    "modalPresentationStyle": .constant("automatic"),
  ]

  /// The members `systemControllerMember` answers (checked first: it runs for every read).
  static let controllerMembers: Set<String> = Set(controllerDefaults.keys).union([
    "navigationBar", "tabBar", "selectedIndex", "viewControllers", "children", "childViewControllers",
    "selectedViewController", "storyboard",
  ])

  /// `self.view = v` (in `loadView`, or `view = tableView`): `v` is the controller's view. One
  /// made without a size (`UIView()`) is sized as UIKit sizes a shown controller's view, to the
  /// window: the whole screen (a child's view is placed by its parent's code after this).
  mutating func adoptControllerView(_ layer: Int) {
    controllerViews.insert(layer)
    guard layers[layer].parent == nil, frame(of: layer).map({ $0.w == 0 && $0.h == 0 }) ?? true else { return }
    fillScreen(layer)
    noteOnce("\(viewName(layer)): a view controller's view fills the screen: \(screenDescription)")
  }

  /// View layer `i` the size of the screen, centred on it (keeping a position already set when
  /// `keepingPosition`): a shown controller's view, as UIKit sizes it to the window.
  mutating func fillScreen(_ i: Int, keepingPosition: Bool = false) {
    layers[i].setProperty("bounds", .rect(0, 0, screen.w, screen.h))
    if !keepingPosition || !layers[i].properties.contains(where: { $0.key == "position" }) {
      layers[i].setProperty("position", .point(screen.w / 2, screen.h / 2))
    }
  }

  /// True for `UITabBarController` and the program's classes descending from it.
  func isTabBarController(_ type: String) -> Bool {
    type == "UITabBarController" || systemAncestor(type) == "UITabBarController"
  }

  /// A tab bar controller's `tabBar`, `children`, `selectedIndex` and `selectedViewController`
  /// not set by the code; nil for another member or object.
  mutating func systemControllerMember(_ o: Int, _ name: String) -> RuntimeValue? {
    guard Self.controllerMembers.contains(name) else { return nil }
    if name == "storyboard", isViewController(objects[o].type) { return storyboard(of: o) }
    if let unset = Self.controllerDefaults[name], isViewController(objects[o].type) { return unset }
    // (A navigation controller's bar: UIKit's standard one.)
    if name == "navigationBar",
      objects[o].type == "UINavigationController"
        || systemAncestor(objects[o].type)
          == "UINavigationController"
    {
      return navigationBarLayer()
    }
    guard isTabBarController(objects[o].type) else { return nil }
    switch name {
    case "tabBar": return tabBar(of: o)
    case "selectedIndex": return .number(0)
    case "viewControllers": return .null
    case "children", "childViewControllers": return objects[o].fields["viewControllers"] ?? .array([])
    case "selectedViewController":
      guard case .array(let list)? = objects[o].fields["viewControllers"] else { return .null }
      let index = Int(objectMember(o, "selectedIndex")?.number ?? 0)
      return list.indices.contains(index) ? list[index] : .null
    default: return nil
    }
  }

  /// Controller `o`'s tab bar, made on first use in its view.
  mutating func tabBar(of o: Int) -> RuntimeValue {
    if let bar = objects[o].fields["$tabBar"] { return bar }
    guard case .layer(let bar) = newView([], kind: "UITabBar") else { return .null }
    layers[bar].helperName = "tabBar"
    layers[bar].setProperty("bounds", .rect(0, 0, 390, 83))
    layers[bar].setProperty("position", .point(195, 802.5))
    noteOnce("a tab bar: assumed UIKit's, 49 pt above the home indicator's 34 (390 × 83 at the bottom of the screen)")
    objects[o].fields["$tabBar"] = .layer(bar)
    attachTabBar(of: o)
    return .layer(bar)
  }

  /// Puts controller `o`'s tab bar in its view once both are made (asking for the tab bar does
  /// not load the view, as in UIKit).
  mutating func attachTabBar(of o: Int) {
    guard case .layer(let bar)? = objects[o].fields["$tabBar"], layers[bar].parent == nil,
      case .layer(let view)? = objects[o].fields["view"]
    else { return }
    layers[bar].parent = view
    layers[view].sublayers.append(bar)
  }

  /// `tabBar.items` (each controller's `tabBarItem`, one made for a controller without) and
  /// `tabBar.selectedItem` of a tab bar a controller owns; nil for another layer or member.
  mutating func tabBarMember(_ i: Int, _ member: String) -> RuntimeValue? {
    guard member == "items" || member == "selectedItem", layers[i].viewKind == "UITabBar",
      let o = objects.indices.first(where: {
        if case .layer(i)? = objects[$0].fields["$tabBar"] { true } else { false }
      })
    else { return nil }
    guard case .array(let controllers)? = objects[o].fields["viewControllers"] else { return .null }
    var items: [RuntimeValue] = []
    for controller in controllers {
      guard case .object(let c) = controller else { continue }
      if objects[c].fields["tabBarItem"] == nil {
        let title = objects[c].fields["title"] ?? .null
        objects[c].fields["tabBarItem"] = newBarItem("UITabBarItem", [(label: "title", value: title)])
      }
      items.append(objects[c].fields["tabBarItem"] ?? .null)
    }
    if member == "items" { return .array(items) }
    let index = Int(objectMember(o, "selectedIndex")?.number ?? 0)
    return items.indices.contains(index) ? items[index] : .null
  }

  /// A bar item of the program's class (`RAMAnimatedTabBarItem(title:image:tag:)`) made with
  /// UIKit's initializer: UIKit's defaults, and what the initializer names.
  mutating func initializeBarItem(_ o: Int, _ type: String, _ arguments: [CodeExpression.Argument]) {
    guard let system = systemAncestor(type), let defaults = Self.barItemDefaults[system] else { return }
    for (key, value) in defaults where objects[o].fields[key] == nil { objects[o].fields[key] = value }
    for a in arguments {
      guard let label = a.label else { continue }
      objects[o].fields[label] = evaluate(a.value)
    }
  }
}

extension CodeInterpreter {
  /// The view UIKit shows tab bar item `o` with (its private `UITabBarButton`, which apps reach
  /// by `item.value(forKey: "view")` to bounce it): a slot of the tab bar, the bar's 390 pt
  /// shared evenly among its items, 49 pt tall, said once. Nil for an object that is no item of
  /// a tab bar here.
  mutating func tabBarButton(for o: Int) -> RuntimeValue? {
    if let made = objects[o].fields["$button"] { return made }
    for c in objects.indices where isTabBarController(objects[c].type) {
      guard case .layer(let bar) = tabBar(of: c), case .array(let items)? = tabBarMember(bar, "items"),
        let index = items.firstIndex(where: { if case .object(o) = $0 { true } else { false } })
      else { continue }
      guard case .layer(let button) = newView([], kind: "UIControl") else { return nil }
      let width = 390 / Double(items.count)
      layers[button].helperName = "tabBarButton"
      layers[button].setProperty("bounds", .rect(0, 0, width, 49))
      layers[button].setProperty("position", .point(width * (Double(index) + 0.5), 24.5))
      attach(button, to: bar, site, name: "tabBarButton", quietly: true)
      noteOnce("a tab bar item's view: assumed an even slot of its bar, \(Int(width)) × 49 pt")
      objects[o].fields["$button"] = .layer(button)
      return .layer(button)
    }
    return nil
  }
}

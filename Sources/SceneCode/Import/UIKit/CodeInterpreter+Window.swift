/// The app's window, which libraries show their views in (`UIApplication.shared.keyWindow`,
/// `.windows.first`): one window, the size of an iPhone's screen, as `UIScreen.main.bounds` is.
extension CodeInterpreter {
  static let applicationSpellings: Set<String> = [
    "UIApplication.shared", "UIApplication.sharedApplication", "UIApplication.sharedApplication()",
  ]

  /// The window's layer: 390 × 844 pt at the origin, said once.
  mutating func windowLayer() -> RuntimeValue {
    let i = implicitLayer(["window"])
    if !layers[i].properties.contains(where: { $0.key == "bounds" }) {
      layers[i].setProperty("bounds", .rect(0, 0, 390, 844))
      layers[i].setProperty("position", .point(195, 422))
      noteOnce("the app's window: assumed an iPhone's screen, 390 × 844")
    }
    return .layer(i)
  }

  /// `UIApplication.shared.keyWindow` and `.windows` (that one window); nil for another member.
  mutating func applicationMember(_ base: CodeExpression, _ member: String) -> RuntimeValue? {
    guard Self.applicationSpellings.contains(base.text) else { return nil }
    switch member {
    case "keyWindow": return windowLayer()
    case "windows": return .array([windowLayer()])
    case "statusBarOrientation":
      // As the window is: an iPhone held upright (`isLandscape` false, `isPortrait` true).
      noteOnce("the interface orientation: assumed portrait, as the window")
      return .constant("portrait")
    case "statusBarFrame":
      noteOnce("the status bar: assumed an iPhone's, 390 × 47")
      return .rect(0, 0, 390, 47)
    default: return nil
    }
  }

  /// A navigation bar (`navigationController.navigationBar`, `UINavigationController().navigationBar`):
  /// UIKit's standard 44 pt under the status bar, said once.
  mutating func navigationBarLayer() -> RuntimeValue {
    let i = implicitLayer(["navigationBar"])
    if !layers[i].properties.contains(where: { $0.key == "bounds" }) {
      layers[i].setProperty("bounds", .rect(0, 0, 390, 44))
      layers[i].setProperty("position", .point(195, 69))
      noteOnce("a navigation bar: assumed UIKit's standard, 390 × 44 under a 47 pt status bar")
    }
    return .layer(i)
  }
}

/// The system the code runs on, as TimingLab assumes it: a current iOS (iOS 17), held upright.
extension CodeInterpreter {
  /// `NSFoundationVersionNumber` and `NSFoundationVersionNumber_iOS_8_0`-style constants, as numbers
  /// that order as the versions do (`1000 + 100 × major + minor`), the running system iOS 17: so
  /// `NSFoundationVersionNumber <= NSFoundationVersionNumber_iOS_7_1` (code for iOS 7) is false,
  /// as on any current device. Nil for another name.
  static func foundationVersion(_ name: String) -> Double? {
    if name == "NSFoundationVersionNumber" { return 1000 + 100 * 17 }
    let prefix = "NSFoundationVersionNumber_iOS_"
    guard name.hasPrefix(prefix) else { return nil }
    let parts = name.dropFirst(prefix.count).split(separator: "_").compactMap { Double($0) }
    guard let major = parts.first else { return nil }
    return 1000 + 100 * major + (parts.count > 1 ? parts[1] : 0)
  }

  /// `UIView.userInterfaceLayoutDirection(for:)` (and `UIApplication`'s and `NSApp`'s
  /// `userInterfaceLayoutDirection`): left to right, as in an English-language app. Nil for
  /// another call.
  static func deviceCall(_ base: String, _ method: String) -> RuntimeValue? {
    guard method == "userInterfaceLayoutDirection", base == "UIView" || base.hasSuffix(".UIView") else { return nil }
    return .constant("leftToRight")
  }

  /// A view's `effectiveUserInterfaceLayoutDirection` (left to right) and `semanticContentAttribute`
  /// (unspecified); nil for another member.
  static func layoutDirectionMember(_ member: String) -> RuntimeValue? {
    switch member {
    case "effectiveUserInterfaceLayoutDirection", "userInterfaceLayoutDirection": .constant("leftToRight")
    case "semanticContentAttribute": .constant("unspecified")
    default: nil
    }
  }

  /// `isLandscape`/`isPortrait` (and their `UIInterfaceOrientationIsLandscape` forms) of the
  /// assumed orientation; nil for another member.
  static func orientationMember(_ value: RuntimeValue, _ member: String) -> RuntimeValue? {
    guard case .constant("portrait") = value else { return nil }
    switch member {
    case "isLandscape": return .bool(false)
    case "isPortrait": return .bool(true)
    default: return nil
    }
  }
}

/// A controller the app shows as the screen's root (`window.rootViewController = …`, a
/// playground's `PlaygroundPage.current.liveView = …`): UIKit loads its view and shows it, so
/// its `loadView`, `viewDidLoad`, `viewWillAppear` and `viewDidAppear` run, in that order.
extension CodeInterpreter {
  /// True when `target = value` made one of the program's controllers the root (and ran it).
  mutating func showsAsRoot(_ target: CodeExpression, _ value: RuntimeValue) -> Bool {
    guard case .member(_, let member) = target, member == "rootViewController" || member == "liveView",
      case .object(let o) = value, objects.indices.contains(o),
      systemAncestor(objects[o].type)?.hasSuffix("ViewController") == true
    else { return false }
    let type = objects[o].type
    for name in ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"] where !halted {
      guard let f = methods(name, in: type, isStatic: false).first, f.parameters.count <= 1 else { continue }
      let bound = f.parameters.map { ($0, CodeExpression?.some(.name("false"))) }
      _ = invoke(f, on: value, type: type, bound)
      if name == "viewDidLoad" { settleLayout() }
    }
    return true
  }
}

/// `@IBOutlet var box: UIView!`: a view the storyboard made and set before the code runs: a view
/// of its own in its owner's view (its frame, not in the code, at Core Animation's defaults), not nil.
extension CodeInterpreter {
  /// The outlet lies in its owner's view: a controller's `view`, or the view object itself.
  mutating func outlet(_ name: String, type: String?, owner o: Int) -> RuntimeValue {
    let kind = (type ?? "UIView").filter { $0 != "!" && $0 != "?" }
    // Outlets to a constraint, a label's text … are values the code does not see made.
    guard Self.isUIKitView(kind) || kind.hasSuffix("View") || kind.hasSuffix("Button") || kind.hasSuffix("Label")
    else { return .unknown(name) }
    let i = implicitLayer([name])
    layers[i].isViewLayer = true
    var container: Int?
    if systemAncestor(objects[o].type)?.hasSuffix("ViewController") == true,
      case .layer(let view)? = objectMember(o, "view")
    {
      container = view
    } else {
      container = objects[o].layer
    }
    if let container, layers[i].parent == nil, container != i { attach(i, to: container, site, name: name) }
    noteOnce("\(name) is a storyboard outlet: the view is there, its frame is not in the code")
    return .layer(i)
  }
}

/// The `contentView` UIKit gives a cell and a visual-effect view: a view inside it, as large as
/// it, that the code adds its subviews to.
extension CodeInterpreter {
  static let contentViewOwners: Set<String> = [
    "UIVisualEffectView", "UITableViewCell", "UICollectionViewCell", "NSVisualEffectView",
  ]

  /// The content view of view layer `i` (made on first use); nil for a view that has none.
  mutating func contentView(of i: Int) -> Int? {
    guard let kind = layers[i].viewKind, Self.contentViewOwners.contains(kind) else { return nil }
    if let made = layers[i].sublayers.first(where: { layers[$0].fillsParent }) { return made }
    guard case .layer(let child) = newView([], kind: "UIView") else { return nil }
    layers[child].fillsParent = true
    layers[child].helperName = "contentView"
    if case .rect(_, _, let w, let h) = layers[i].property("bounds") {
      setLayer(child, "frame", .rect(0, 0, w, h), site)
    }
    attach(child, to: i, site, name: "contentView")
    return child
  }
}

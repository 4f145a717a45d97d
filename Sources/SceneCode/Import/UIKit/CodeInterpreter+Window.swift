/// The app's window, which libraries show their views in (`UIApplication.shared.keyWindow`,
/// `.windows.first`): one window, the size of an iPhone's screen, as `UIScreen.main.bounds` is.
extension CodeInterpreter {
  static let applicationSpellings: Set<String> = [
    "UIApplication.shared", "UIApplication.sharedApplication", "UIApplication.sharedApplication()",
    "[UIApplication sharedApplication]",
  ]

  /// The window's layer: the screen's size at the origin (an iPhone's 390 × 844, or the screen a
  /// storyboard lays out for), said once.
  mutating func windowLayer() -> RuntimeValue {
    let i = implicitLayer(["window"])
    if !layers[i].properties.contains(where: { $0.key == "bounds" }) {
      layers[i].setProperty("bounds", .rect(0, 0, screen.w, screen.h))
      layers[i].setProperty("position", .point(screen.w / 2, screen.h / 2))
      noteOnce("the app's window: \(screenDescription)")
    }
    return .layer(i)
  }

  /// `UIApplication.shared.delegate`: the program's app delegate (the one its launch made, else a
  /// new one), its `window` the app's window when the code set none (UIKit sets a storyboard
  /// app's); without one of the program's, an object holding that window.
  mutating func applicationDelegate() -> RuntimeValue {
    let window = windowLayer()
    let delegateType = program.typeOrder.first { conforms($0, to: "UIApplicationDelegate") }
    var o = objects.firstIndex { $0.type == (delegateType ?? "UIApplicationDelegate") }
    if o == nil {
      objects.append(ObjectBuild(type: delegateType ?? "UIApplicationDelegate"))
      o = objects.count - 1
    }
    guard let o else { return .null }
    switch objects[o].fields["window"] {
    case nil, .null?: objects[o].fields["window"] = window
    default: break
    }
    return .object(o)
  }

  /// True when layer `i` is in a tree that is on screen: under a window, the screen's view
  /// controller's view, or a view the entry point stands for.
  func isOnScreen(_ i: Int) -> Bool { isScreenRoot(ancestors(of: i).last ?? i) }

  /// True when a tree with root `root` is on screen by itself: a window, the screen's view
  /// controller's view, or a layer the entry point stands for.
  func isScreenRoot(_ root: Int) -> Bool {
    controllerViews.contains(root) || implicitLayers.values.contains(root) || isWindowLayer(root)
  }

  /// A view's `window`: nil until it is in a tree on screen (`if window == nil { return }` in a
  /// library waits for that), then the window (the tree's root stands for it when the code made
  /// none).
  func viewWindow(_ i: Int) -> RuntimeValue {
    guard isOnScreen(i) else { return .null }
    return .layer(ancestors(of: i).last ?? i)
  }

  /// `UIApplication.shared.keyWindow` and `.windows` (that one window), `.connectedScenes` (one
  /// scene of that window); nil for another member.
  mutating func applicationMember(_ base: CodeExpression, _ member: String) -> RuntimeValue? {
    // `UIApplication.shared.delegate?.window`: the app delegate's window, that one window.
    if member == "window", case .member(let app?, "delegate") = base, Self.applicationSpellings.contains(app.text) {
      return windowLayer()
    }
    // (`[[[UIApplication sharedApplication] delegate] window]`, as Objective-C writes it.)
    if member == "window", case .message(let app, let parts) = base, parts.count == 1, parts[0].0 == "delegate",
      parts[0].1 == nil, Self.applicationSpellings.contains(app.text)
    {
      return windowLayer()
    }
    guard Self.applicationSpellings.contains(base.text) else { return nil }
    switch member {
    case "delegate": return applicationDelegate()
    case "keyWindow": return windowLayer()
    case "windows": return .array([windowLayer()])
    case "connectedScenes":
      // iOS 13's scenes: one window scene holding that window (`($0 as? UIWindowScene)?.windows`).
      let window = windowLayer()
      if let scene = objects.firstIndex(where: { $0.type == "UIWindowScene" }) { return .array([.object(scene)]) }
      var scene = ObjectBuild(type: "UIWindowScene")
      scene.fields = ["windows": .array([window]), "keyWindow": window]
      objects.append(scene)
      return .array([.object(objects.count - 1)])
    case "statusBarOrientation":
      // As the window is: an iPhone held upright (`isLandscape` false, `isPortrait` true).
      noteOnce("the interface orientation: assumed portrait, as the window")
      return .constant("portrait")
    case "isStatusBarHidden", "statusBarHidden":
      return .bool(false)  // the status bar is shown (as `statusBarFrame` says)
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
    // A `UINavigationBar`: what an `extension UINavigationBar` adds is its own.
    if layers[i].viewKind == nil { layers[i].viewKind = "UINavigationBar" }
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

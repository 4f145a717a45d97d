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

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
    default: return nil
    }
  }
}

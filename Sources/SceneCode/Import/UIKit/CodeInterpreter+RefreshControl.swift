/// `UIRefreshControl`: a control a scroll view holds (`scrollView.refreshControl = control`),
/// placed by UIKit above the content, the scroll view's width and 60 pt tall (iOS 13 and
/// later), so `refreshControl.bounds.height` is 60; `beginRefreshing()` and `endRefreshing()`
/// set `isRefreshing`; its `.valueChanged` targets run when the code sends the actions (UIKit
/// sends them when a pull crosses the threshold, which no code here does).
extension CodeInterpreter {
  static let refreshControlHeight = 60.0

  /// `scrollView.refreshControl = control`: the control in the scroll view, above its content;
  /// true when `name` is that property of a scroll view.
  mutating func setRefreshControl(_ scroll: Int, _ name: String, _ value: RuntimeValue) -> Bool {
    guard name == "refreshControl", layers[scroll].isViewLayer else { return false }
    layers[scroll].viewValues["refreshControl"] = value
    // (Also a refresh control of a subclass of the program's: its view's layer.)
    guard let control = queriedLayer(value) else { return true }
    if layers[control].id.isEmpty { layers[control].helperName = "refreshControl" }
    attach(control, to: scroll, site, name: "refreshControl")
    let width: Double = {
      if case .rect(_, _, let w, _) = layers[scroll].property("bounds") { return w }
      return screen.w
    }()
    setLayer(control, "frame", .rect(0, -Self.refreshControlHeight, width, Self.refreshControlHeight), site)
    return true
  }

  /// `control.beginRefreshing()`, `endRefreshing()` on a refresh control: its `isRefreshing`;
  /// nil for another call.
  mutating func refreshControlCall(_ receiver: CodeExpression, _ method: String) -> RuntimeValue? {
    guard ["beginRefreshing", "endRefreshing"].contains(method), let control = queriedLayer(evaluate(receiver)),
      layers[control].systemKind == "UIRefreshControl"
    else { return nil }
    layers[control].viewValues["isRefreshing"] = .bool(method == "beginRefreshing")
    return .null
  }
}

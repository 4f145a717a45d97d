/// Every screen of the explorer, in the order Tab cycles them; the first is shown at start.
/// Adding a screen: a folder under `Screens/` with a type conforming to `Screen`, and one line
/// here.
public enum ScreenRegistry {
  public static let screens: [any Screen] = [
    ScrubScreen(),
    PullToRefreshScreen(),
    GalleryScreen(),
    CurveLabScreen(),
    LayerTreeScreen(),
    DisplayLinkScreen(),
    KeyframeCurvesScreen(),
    BisectionScreen(),
  ]
}

extension ScreenRegistry {
  /// The screens' ids, in Tab's order.
  public static var ids: [ScreenID] { screens.map { type(of: $0).id } }
}

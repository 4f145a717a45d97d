/// Every screen of the explorer, in the order Tab cycles them; the first is shown at start.
/// Adding a screen: a folder under `Screens/` with a type conforming to `Screen`, and one line
/// here.
package enum ScreenRegistry {
  package static let screens: [any Screen] = [
    ScrubScreen(),
    PullToRefreshScreen(),
    GalleryScreen(),
    CurveLabScreen(),
    LayerTreeScreen(),
    DisplayLinkScreen(),
    KeyframeCurvesScreen(),
    BisectionScreen(),
    PropertyAnimatorScreen(),
  ]
}

extension ScreenRegistry {
  /// The screens' ids, in Tab's order.
  package static var ids: [ScreenID] { screens.map { type(of: $0).id } }
}

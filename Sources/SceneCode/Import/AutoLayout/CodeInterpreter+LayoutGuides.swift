/// Layout guides (`UILayoutGuide`): rectangles that take part in Auto Layout as views do — a
/// spacer between buttons, a column — but draw nothing. `UILayoutGuide()` makes one, the view it
/// is added to (`addLayoutGuide(_:)`) is what its frame is in, its anchors make constraints as
/// a view's do. The solver places it as a layer of that view; the scene does not show it
/// (`dropLayoutGuides()` takes it out before the scene is written). A view's own guides
/// (`safeAreaLayoutGuide`, …) are in `UIKit/CodeInterpreter+SafeArea.swift`.
extension CodeInterpreter {
  /// `UILayoutGuide()`: a new guide, laid out by constraints only.
  mutating func newLayoutGuide() -> RuntimeValue {
    let made = newLayer("CALayer")
    if case .layer(let i) = made {
      layers[i].isLayoutGuide = true
      layers[i].usesAutoLayout = true
      layers[i].setProperty("bounds", .rect(0, 0, 0, 0))
      layers[i].setProperty("position", .point(0, 0))
    }
    return made
  }

  /// `view.addLayoutGuide(guide)` / `removeLayoutGuide(_:)`: the guide's frame is in `view`'s
  /// coordinates from then (it is placed as a sublayer of the view's layer until the scene is
  /// written). False when `receiver` or the guide is not known here.
  mutating func layoutGuideCall(_ receiver: CodeExpression, _ method: String, _ argument: CodeExpression) -> Bool {
    guard let view = layerIndex(receiver), case .layer(let guide) = evaluate(argument), layers[guide].isLayoutGuide
    else { return false }
    if method.hasPrefix("add") {
      if let old = layers[guide].parent { layers[old].sublayers.removeAll { $0 == guide } }
      layers[guide].parent = view
      layers[view].sublayers.append(guide)
    } else if layers[guide].parent == view {
      layers[view].sublayers.removeAll { $0 == guide }
      layers[guide].parent = nil
    }
    return true
  }

  /// Takes the layout guides out of the tree: they draw nothing, and are not layers.
  mutating func dropLayoutGuides() {
    for g in layers.indices where layers[g].isLayoutGuide {
      if let p = layers[g].parent { layers[p].sublayers.removeAll { $0 == g } }
      layers[g].parent = nil
      layers[g].isDetached = true
    }
  }
}

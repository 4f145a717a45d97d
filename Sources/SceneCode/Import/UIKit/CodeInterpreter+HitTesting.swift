/// `view.hitTest(point, with: nil)` and `point(inside:with:)` as UIKit answers them (UIView.h):
/// the deepest view under the point, front subviews first, skipping views that are hidden,
/// nearly transparent (alpha below 0.01) or have `isUserInteractionEnabled` off (with all their
/// subviews); nil when the point is outside the receiver. Points are in the receiver's bounds;
/// a subview's are reached through its frame and its transform's translation (other parts of a
/// transform are left aside).
extension CodeInterpreter {
  /// The answer to `hitTest` on view layer `i` at `point` (in `i`'s bounds): the view hit (a
  /// program view class's object where there is one), or `.null`.
  func hitTestValue(_ i: Int, _ point: (x: Double, y: Double)) -> RuntimeValue {
    guard let hit = hitView(i, point, depth: 0) else { return .null }
    return viewObject(of: hit).map { .object($0) } ?? .layer(hit)
  }

  /// `point(inside:with:)`: the point is in view `i`'s bounds.
  func isInside(_ i: Int, _ point: (x: Double, y: Double)) -> Bool {
    guard case .rect(let x, let y, let w, let h) = layers[i].property("bounds") else { return false }
    return point.x >= x && point.x < x + w && point.y >= y && point.y < y + h
  }

  private func hitView(_ i: Int, _ point: (x: Double, y: Double), depth: Int) -> Int? {
    guard depth < 64, takesTouches(i), isInside(i, point) else { return nil }
    for child in layers[i].sublayers.reversed() where layers[child].isViewLayer {
      guard let f = frame(of: child), case .rect(let bx, let by, _, _) = layers[child].property("bounds") else {
        continue
      }
      let moved = translation(of: child)
      let local = (point.x - f.x - moved.x + bx, point.y - f.y - moved.y + by)
      if let hit = hitView(child, local, depth: depth + 1) { return hit }
    }
    return i
  }

  /// Whether view `i` can be hit: shown, not nearly transparent, taking touches (labels and
  /// image views do not unless told).
  private func takesTouches(_ i: Int) -> Bool {
    if isHiddenLayer(i) || (layers[i].property("opacity").number ?? 1) < 0.01 { return false }
    if let set = layers[i].viewValues["isUserInteractionEnabled"] { return truth(set) ?? true }
    return !["UILabel", "UIImageView"].contains(layers[i].systemKind ?? "")
  }

  /// The translation of layer `i`'s own transform (whole, or by its sub-key paths).
  func translation(of i: Int) -> (x: Double, y: Double) {
    var (dx, dy) = (0.0, 0.0)
    if case .transform(let t) = layers[i].property("transform") { (dx, dy) = (t.m[12], t.m[13]) }
    dx += layers[i].properties.last { $0.key == "transform.translation.x" }?.value.number ?? 0
    dy += layers[i].properties.last { $0.key == "transform.translation.y" }?.value.number ?? 0
    return (dx, dy)
  }
}

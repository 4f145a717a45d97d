import TermGrid

/// What a drawn widget answers to the mouse.
package enum HitTarget: Hashable, Sendable {
  /// A timeline's strips: scene rows `visible` laid out by `geometry` (a press selects the row
  /// under it and scrubs to the column's time).
  case timeline(Timeline.Geometry, visible: Range<Int>)
  /// The slider's track over the span (a press or drag scrubs there).
  case slider(track: Rect)
  /// A curve plot drawn in `area` (the curve lab's: a press or drag moves a Bézier handle).
  case curvePlot(area: Rect)
}

/// What a screen drew where, for the mouse: the view returns it, and `update` asks it rather
/// than working out the layout again. Later regions are on top.
public struct HitMap: Hashable, Sendable {
  package private(set) var regions: [Region] = []

  package struct Region: Hashable, Sendable {
    package var area: Rect
    package var target: HitTarget
  }

  package init() {}

  /// Adds `target` over `area`.
  package mutating func add(_ target: HitTarget, over area: Rect) {
    regions.append(Region(area: area, target: target))
  }

  /// The topmost target at cell (`x`, `y`) and its area, if any.
  package func region(atX x: Int, y: Int) -> Region? {
    regions.last { $0.area.contains(x: x, y: y) }
  }
}

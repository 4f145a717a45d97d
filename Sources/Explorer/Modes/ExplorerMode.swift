/// The explorer's screens. Tab cycles them.
public enum ExplorerMode: String, Hashable, Sendable, CaseIterable {
  /// Seed 002's slider: scrub a paused layer, play, change speed (the default).
  case scrub
  /// Seed 002's pull-to-refresh control driven by the arrow keys.
  case pullToRefresh
  /// Every cheat-sheet case stacked on one time axis.
  case gallery
  /// Timing functions side by side: edit, compare, keyframes, the inverse, a race.
  case curveLab
  /// The scene's tree with each node's time and effective speed.
  case layerTree
  /// Seed 001: a collection view scrolled by a display link, beside a property animator.
  case displayLink
  /// Seed 003: a dot moved by keyframes sampled from a parametric curve.
  case keyframeCurves
  /// Seed 000: bisecting a paused layer's timeOffset against its presentation value.
  case bisection

  /// The name in the header.
  public var title: String {
    switch self {
    case .scrub: "scrub"
    case .pullToRefresh: "pull to refresh"
    case .gallery: "cheat-sheet gallery"
    case .curveLab: "curve lab"
    case .layerTree: "layer tree"
    case .displayLink: "seed 001 · CADisplayLink scroll"
    case .keyframeCurves: "seed 003 · parametric keyframes"
    case .bisection: "seed 000 · timeNeededToMoveBy"
    }
  }

  /// The next mode (Tab) or the previous one (Shift-Tab).
  public func next(_ step: Int = 1) -> ExplorerMode {
    let all = Self.allCases
    let index = all.firstIndex(of: self)!
    return all[(index + step + all.count) % all.count]
  }
}

import MediaTiming

extension Scene {
  /// The global time span to show: the scene's `timeline`, else 0 to a little past the last end
  /// of an animation on any layer (for one that repeats forever, the end of its first whole
  /// cycle), in global time: the end plus a margin (a quarter of a
  /// second, or 5 % of the end when that is more), so that what happens when the last animation
  /// is removed (a snap-back) can be scrubbed to; at least 1 s, rounded up to half a second up to
  /// 2 s and to a whole second above. With events, each tree counts while it holds and every
  /// event's time is inside.
  public var span: ClosedRange<Double> {
    if let timeline { return timeline }
    var end = 0.0
    // Every layer's animations count, their active windows mapped up through each layer's time
    // (both ends: a negative speed above turns a window round).
    func visit(_ layer: Layer, toGlobal: (Double) -> Double?) {
      for animation in layer.animations {
        let D = animation.effectiveDuration()
        guard let window = animation.activeInterval(effectiveDuration: D) else { continue }
        var upper = window.upperBound
        if !upper.isFinite {
          // Forever: one whole cycle (there and back when it autoreverses) from its begin.
          guard window.lowerBound.isFinite, animation.speed != 0 else { continue }
          upper = window.lowerBound + D * (animation.autoreverses ? 2 : 1) / abs(animation.speed)
          guard upper.isFinite else { continue }
        }
        for bound in [window.lowerBound, upper] {
          if let global = layer.parentTime(atLocalTime: bound).flatMap(toGlobal) { end = max(end, global) }
        }
      }
      for sublayer in layer.sublayers {
        visit(sublayer) { layer.parentTime(atLocalTime: $0).flatMap(toGlobal) }
      }
    }
    // With events, each tree counts while it holds (an animation removed at t ends there at the
    // latest), and every event's time is shown.
    let eras = history.eras
    for (index, era) in eras.enumerated() {
      let until = index + 1 < eras.count ? eras[index + 1].from : Double.infinity
      let before = end
      end = 0
      visit(era.root) { $0 }
      end = max(before, min(end, until), era.from.isFinite ? era.from : 0)
    }
    let shown = max(1, end + max(0.25, end * 0.05))
    let rounded = shown <= 2 ? (shown * 2).rounded(.up) / 2 : shown.rounded(.up)
    return 0...min(3600, rounded)
  }
}

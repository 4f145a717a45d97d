import MediaTiming

extension Scene {
  /// The global time span to show: the scene's `timeline`, else 0 to the last finite end of an
  /// animation on any layer, in global time (at least 1 s), rounded up to a whole second.
  public var span: ClosedRange<Double> {
    if let timeline { return timeline }
    var end = 1.0
    // Every layer's animations count, their active windows mapped up through each layer's time
    // (both ends: a negative speed above turns a window round).
    func visit(_ layer: Layer, toGlobal: (Double) -> Double?) {
      for animation in layer.animations {
        let D = animation.effectiveDuration()
        guard let window = animation.activeInterval(effectiveDuration: D), window.upperBound.isFinite else { continue }
        for bound in [window.lowerBound, window.upperBound] {
          if let global = layer.parentTime(atLocalTime: bound).flatMap(toGlobal) { end = max(end, global) }
        }
      }
      for sublayer in layer.sublayers {
        visit(sublayer) { layer.parentTime(atLocalTime: $0).flatMap(toGlobal) }
      }
    }
    visit(root) { $0 }
    return 0...min(3600, end.rounded(.up))
  }
}

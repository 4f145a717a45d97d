import MediaTiming

extension Scene {
  /// The global time span to show: the scene's `timeline`, else 0 to the last finite end of an
  /// animation on the root layer (at least 1 s), rounded up to a whole second.
  public var span: ClosedRange<Double> {
    if let timeline { return timeline }
    var end = 1.0
    for animation in root.animations {
      let D = animation.effectiveDuration()
      if let window = animation.activeInterval(effectiveDuration: D), window.upperBound.isFinite,
        let global = root.parentTime(atLocalTime: window.upperBound)
      {
        end = max(end, global)
      }
    }
    return 0...min(3600, end.rounded(.up))
  }
}

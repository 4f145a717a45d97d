/// Something the app's code does to a layer at a scene time after the commit (interfaces.md,
/// "Scene events"): set a model value, add or remove animations, change the layer's own timing,
/// pause or resume it. An event never changes what happened before it.
public struct LayerEvent: Hashable, Sendable {
  /// Scene time of the event, seconds after the commit (global media time of the scene).
  public var time: Double
  /// The layer it acts on (`root/box`).
  public var layer: NodePath
  /// What it does.
  public var change: Change

  public init(time: Double, layer: NodePath, change: Change) {
    self.time = time
    self.layer = layer
    self.change = change
  }

  /// What an event does to its layer.
  public enum Change: Hashable, Sendable {
    /// `layer.keyPath = value`: the model value, which one-sided animations read live.
    case setValue(PropertyValue)
    /// `add(_:forKey:)`: a `beginTime` of 0 becomes the layer's local time at the event; an
    /// animation under the same key is removed first; a basic animation with no from, to or by
    /// starts from the value presented just before (presentation model §8, row 7).
    case add(Animation)
    /// `removeAnimation(forKey:)`; nothing happens when no animation has the key.
    case remove(key: String)
    /// `removeAllAnimations()`.
    case removeAll
    /// `layer.speed`, `.timeOffset` or `.beginTime` set. Raw (`anchored` false): the number as
    /// code writes a constant, on Core Animation's clock, which counts from boot, so a raw
    /// `speed` leaps local time (seed 004's pitfall). Anchored: for `speed`, Apple's recipe
    /// (`timeOffset = convertTime(now)`, `beginTime = now`, then `speed`), continuous; for
    /// `timeOffset` and `beginTime`, the number is read on the scene's clock (seconds since the
    /// commit, as code computes it from `convertTime`/`CACurrentMediaTime()`).
    case setTiming(TimingField, Double, anchored: Bool)
    /// Seed 004's `pauseLayer`: `timeOffset = convertTime(now)`, `speed = 0`.
    case pause
    /// Seed 004's `resumeLayer`: speed 1, `beginTime` = time since the pause.
    case resume
  }

  /// A layer's own timing field an event may set.
  public enum TimingField: String, Hashable, Sendable, CaseIterable {
    case speed, timeOffset, beginTime
  }
}

/// A layer (`CALayer`) as a timing node: `beginTime`, `speed`, `timeOffset`, sublayers and the
/// animations added to it. Layers have no phases and never end (timing model L1).
public struct Layer: Hashable, Sendable {
  /// Unique among siblings; used in paths (`root/child`).
  public var id: String
  /// Seconds in the parent's time space (the superlayer's local time, or media time for the root).
  public var beginTime: Double = 0
  /// Rate of local time against parent time; 0 pauses (the layer is then scrubbed with
  /// `timeOffset`); negative runs its children backwards (E18). Speeds multiply down the tree (L2).
  public var speed: Double = 1
  /// Seconds added to local time after scaling (T2).
  public var timeOffset: Double = 0
  /// Child layers, in their parent's local time.
  public var sublayers: [Layer] = []
  /// Animations, timed in this layer's local time, in the order they were added (the order
  /// they are applied in, `animationKeys`).
  public var animations: [Animation] = []
  /// Model values (what `layer.opacity = …` sets), by key path, in order; absent properties have
  /// Core Animation's defaults (`LayerProperty.known`).
  public var properties: [PropertyValue] = []

  public init(
    id: String, beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    sublayers: [Layer] = [], animations: [Animation] = [], properties: [PropertyValue] = []
  ) {
    self.id = id
    self.beginTime = beginTime
    self.speed = speed
    self.timeOffset = timeOffset
    self.sublayers = sublayers
    self.animations = animations
    self.properties = properties
  }

  /// L1: local time `(parentTime − beginTime) × speed + timeOffset`, seconds. At speed 0 this is
  /// `timeOffset` whatever the parent time.
  @inline(__always)
  public func localTime(atParentTime parentTime: Double) -> Double {
    TimingSteps.activeLocalTime(
      parentTime: parentTime, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
  }

  /// The inverse of `localTime(atParentTime:)`: `(localTime − timeOffset) / speed + beginTime`;
  /// nil at speed 0 (every parent time maps to the same local time).
  public func parentTime(atLocalTime localTime: Double) -> Double? {
    guard speed != 0 else { return nil }
    return TimingSteps.saturating((localTime - timeOffset) / speed + beginTime)
  }

  /// Adds an animation as `addAnimation:forKey:` does (L3): the layer keeps a copy whose
  /// `beginTime`, when 0, becomes this layer's local time at `parentTime` (the moment of the
  /// commit, in this layer's parent time). The caller's value is unchanged.
  public mutating func addAnimation(_ animation: Animation, atParentTime parentTime: Double) {
    var copy = animation
    if copy.beginTime == 0 { copy.beginTime = localTime(atParentTime: parentTime) }
    animations.append(copy)
  }
}

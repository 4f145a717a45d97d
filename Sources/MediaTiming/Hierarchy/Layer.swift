/// A layer (`CALayer`) as a timing node: `beginTime`, `speed`, `timeOffset`, sublayers and the
/// animations added to it. Layers have no phases and never end (timing model L1).
public struct Layer: Hashable, Sendable {
  /// The layer's properties, shared by copies until one of them changes (copy on write), so
  /// walking down a tree of layers copies references, not layers.
  private var storage: Shared<Fields>

  /// The stored properties, as documented on the accessors below.
  private struct Fields: Hashable, Sendable {
    var id: String
    var beginTime: Double = 0
    var speed: Double = 1
    var timeOffset: Double = 0
    var sublayers: [Layer] = []
    var animations: [Animation] = []
    var properties: [PropertyValue] = []
    var layerClass: LayerClass = .layer
    var replicator = Replicator()
  }

  /// Unique among siblings; used in paths (`root/child`).
  public var id: String {
    get { storage.value.id }
    _modify { yield &storage.value.id }
  }
  /// Seconds in the parent's time space (the superlayer's local time, or media time for the root).
  public var beginTime: Double {
    get { storage.value.beginTime }
    _modify { yield &storage.value.beginTime }
  }
  /// Rate of local time against parent time; 0 pauses (the layer is then scrubbed with
  /// `timeOffset`); negative runs its children backwards (E18). Speeds multiply down the tree (L2).
  public var speed: Double {
    get { storage.value.speed }
    _modify { yield &storage.value.speed }
  }
  /// Seconds added to local time after scaling (T2).
  public var timeOffset: Double {
    get { storage.value.timeOffset }
    _modify { yield &storage.value.timeOffset }
  }
  /// Child layers, in their parent's local time.
  public var sublayers: [Layer] {
    get { storage.value.sublayers }
    _modify { yield &storage.value.sublayers }
  }
  /// Animations, timed in this layer's local time, in the order they were added (the order
  /// they are applied in, `animationKeys`).
  public var animations: [Animation] {
    get { storage.value.animations }
    _modify { yield &storage.value.animations }
  }
  /// Model values (what `layer.opacity = …` sets), by key path, in order; absent properties have
  /// Core Animation's defaults (`LayerProperty.known`).
  public var properties: [PropertyValue] {
    get { storage.value.properties }
    _modify { yield &storage.value.properties }
  }

  /// The Core Animation class (`CAShapeLayer`, …): which properties the layer has.
  public var layerClass: LayerClass {
    get { storage.value.layerClass }
    _modify { yield &storage.value.layerClass }
  }
  /// A replicator's copies of its sublayers (the default, one copy, on every other layer).
  public var replicator: Replicator {
    get { storage.value.replicator }
    _modify { yield &storage.value.replicator }
  }

  /// The copies drawn of this layer's sublayers: `replicator` on a `CAReplicatorLayer`, one copy
  /// on any other layer (a replicator's fields set on a plain layer change nothing, as in Core
  /// Animation).
  public var copies: Replicator { layerClass == .replicator ? replicator : Replicator() }

  public init(
    id: String, beginTime: Double = 0, speed: Double = 1, timeOffset: Double = 0,
    sublayers: [Layer] = [], animations: [Animation] = [], properties: [PropertyValue] = []
  ) {
    storage = Shared(
      Fields(
        id: id, beginTime: beginTime, speed: speed, timeOffset: timeOffset, sublayers: sublayers,
        animations: animations, properties: properties))
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

/// An animation, with the eight `CAMediaTiming` properties and `CAAnimation`'s own
/// (`removedOnCompletion`, `timingFunction`), Apple's names and defaults (timing model section 2).
///
/// What it animates is its `content`: a basic animation (`CABasicAnimation`), a keyframe
/// animation, a spring, or a group of child animations (`CAAnimationGroup`) timed in the group's
/// basic local time.
public struct Animation: Hashable, Sendable {
  /// What the animation animates.
  public enum Content: Hashable, Sendable {
    /// `CABasicAnimation`: `fromValue`/`toValue`/`byValue` (any may be nil; presentation model §8)
    /// by eased progress.
    case basic(BasicValues)
    /// `CAKeyframeAnimation`: values (or a path) at key times, in a calculation mode.
    case keyframe(Keyframes)
    /// `CASpringAnimation` (a `CABasicAnimation`): its from/to/by along the spring's response to
    /// basic local time in seconds (springs.md §2.2), overshooting where the spring does.
    case spring(Spring, BasicValues)
    /// `CAAnimationGroup`: children run in the group's basic local time, clipped to the group (G1–G4).
    case group([Animation])
  }

  /// The animation's properties, shared by copies until one of them changes (copy on write): an
  /// animation is a few hundred bytes, and walks over arrays of them copied each one out.
  private var storage: Storage

  private final class Storage: @unchecked Sendable {
    // Changed only after `makeUnique()`, when this copy holds the only reference.
    @exclusivity(unchecked) var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  /// The stored properties, as documented on the accessors below.
  private struct Fields: Hashable, Sendable {
    var id: String
    var keyPath: String?
    var beginTime: Double = 0
    var duration: Double = 0
    var speed: Double = 1
    var timeOffset: Double = 0
    var repeatCount: Double = 0
    var repeatDuration: Double = 0
    var autoreverses: Bool = false
    var fillMode: FillMode = .removed
    var removedOnCompletion: Bool = true
    var timingFunction: TimingFunction?
    var isAdditive = false
    var isCumulative = false
    var content: Content
  }

  /// Copies the fields first when another animation shares them, so that a change (in place, through
  /// `_modify`: appending to an array does not copy it) is this animation's alone.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
  }

  /// The key the animation was added under; unique among siblings. Used in paths (`root/group/child`).
  public var id: String {
    get { storage.fields.id }
    _modify {
      makeUnique()
      yield &storage.fields.id
    }
  }
  /// The animated property, for display (`backgroundColor`, `position.y`); nil for a group.
  public var keyPath: String? {
    get { storage.fields.keyPath }
    _modify {
      makeUnique()
      yield &storage.fields.keyPath
    }
  }
  /// Begin time in the **parent's** time space, seconds (T2). On an animation added to a layer,
  /// 0 means "now" only when added through `Layer.addAnimation(_:atParentTime:)` (L3).
  public var beginTime: Double {
    get { storage.fields.beginTime }
    _modify {
      makeUnique()
      yield &storage.fields.beginTime
    }
  }
  /// One repeat's duration, seconds of local time. `<= 0` means 0.25 s on a layer and the group's
  /// duration inside a group (T1, G3).
  public var duration: Double {
    get { storage.fields.duration }
    _modify {
      makeUnique()
      yield &storage.fields.duration
    }
  }
  /// Rate of local time against parent time (T2). 0 freezes at the begin (T7); negative plays
  /// backwards in a window `[beginTime, beginTime + activeDuration / |speed|]` (T6).
  public var speed: Double {
    get { storage.fields.speed }
    _modify {
      makeUnique()
      yield &storage.fields.speed
    }
  }
  /// Added to active local time after scaling, seconds, not scaled by `speed` (T2); wraps (T10).
  public var timeOffset: Double {
    get { storage.fields.timeOffset }
    _modify {
      makeUnique()
      yield &storage.fields.timeOffset
    }
  }
  /// Number of cycles, may be fractional; 0 plays once; `.infinity` repeats forever (T4).
  public var repeatCount: Double {
    get { storage.fields.repeatCount }
    _modify {
      makeUnique()
      yield &storage.fields.repeatCount
    }
  }
  /// Seconds of local time to repeat for; 0 ignored; wins over `repeatCount` (T5).
  public var repeatDuration: Double {
    get { storage.fields.repeatDuration }
    _modify {
      makeUnique()
      yield &storage.fields.repeatDuration
    }
  }
  /// Plays backwards after each forward leg; one repeat is then forward + back (T3).
  public var autoreverses: Bool {
    get { storage.fields.autoreverses }
    _modify {
      makeUnique()
      yield &storage.fields.autoreverses
    }
  }
  /// What is shown outside the active interval (T8).
  public var fillMode: FillMode {
    get { storage.fields.fillMode }
    _modify {
      makeUnique()
      yield &storage.fields.fillMode
    }
  }
  /// Removed after its active duration, whatever the fill (T9). Ignored inside a group (G2).
  public var removedOnCompletion: Bool {
    get { storage.fields.removedOnCompletion }
    _modify {
      makeUnique()
      yield &storage.fields.removedOnCompletion
    }
  }
  /// Eases progress; nil is linear. A group's function re-times its children (G1). Ignored by
  /// springs and by the paced keyframe modes.
  public var timingFunction: TimingFunction? {
    get { storage.fields.timingFunction }
    _modify {
      makeUnique()
      yield &storage.fields.timingFunction
    }
  }
  /// `isAdditive`: the value is added to the property's current value instead of replacing it
  /// (presentation model §9); a missing from/to end is then the additive identity.
  public var isAdditive: Bool {
    get { storage.fields.isAdditive }
    _modify {
      makeUnique()
      yield &storage.fields.isAdditive
    }
  }
  /// `isCumulative`: repeat k shows `value + k × (value at the end of a cycle)` (§10).
  public var isCumulative: Bool {
    get { storage.fields.isCumulative }
    _modify {
      makeUnique()
      yield &storage.fields.isCumulative
    }
  }
  /// What the animation animates.
  public var content: Content {
    get { storage.fields.content }
    _modify {
      makeUnique()
      yield &storage.fields.content
    }
  }

  /// A basic animation (`CABasicAnimation`) of `keyPath` with any of `from`, `to`, `by`.
  public init(
    id: String, keyPath: String?, from: AnimatedValue? = nil, to: AnimatedValue? = nil, by: AnimatedValue? = nil
  ) {
    storage = Storage(Fields(id: id, keyPath: keyPath, content: .basic(BasicValues(from: from, to: to, by: by))))
  }

  /// A keyframe animation (`CAKeyframeAnimation`) of `keyPath`.
  public init(id: String, keyPath: String?, keyframes: Keyframes) {
    storage = Storage(Fields(id: id, keyPath: keyPath, content: .keyframe(keyframes)))
  }

  /// A spring animation (`CASpringAnimation`) of `keyPath` from `from` to `to`.
  public init(
    id: String, keyPath: String?, spring: Spring, from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue? = nil
  ) {
    storage = Storage(
      Fields(id: id, keyPath: keyPath, content: .spring(spring, BasicValues(from: from, to: to, by: by))))
  }

  /// A group (`CAAnimationGroup`) of child animations.
  public init(groupID id: String, animations: [Animation]) {
    storage = Storage(Fields(id: id, keyPath: nil, content: .group(animations)))
  }

  public static func == (lhs: Animation, rhs: Animation) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) { storage.fields.hash(into: &hasher) }

  /// True for a group (`CAAnimationGroup`).
  public var isGroup: Bool {
    if case .group = content { return true }
    return false
  }

  /// The children of a group; empty for other animations.
  public var children: [Animation] {
    if case .group(let children) = content { return children }
    return []
  }

  /// The duration used for timing (T1/G3): `duration` when > 0, else `inherited` (the enclosing
  /// group's effective duration), or on a layer (`inherited` nil) 0.25 s — a spring described by
  /// duration-based parameters runs for its own duration (`Spring.intrinsicDuration`).
  @inline(__always)
  public func effectiveDuration(inherited: Double? = nil) -> Double {
    if duration > 0 { return duration }
    if let inherited { return inherited }
    if case .spring(let spring, _) = content, let own = spring.intrinsicDuration { return own }
    return TimingSteps.defaultDuration
  }

  /// The active duration in local seconds (T3–T5) for effective duration `D`.
  public func activeDuration(effectiveDuration D: Double) -> Double {
    TimingSteps.activeDuration(
      duration: D, autoreverses: autoreverses, repeatCount: repeatCount, repeatDuration: repeatDuration)
  }

  /// The active window in parent time, `[beginTime, beginTime + activeDuration / |speed|]`
  /// (upper bound infinite with infinite repeats); nil at speed 0, where the node never ends (T7).
  public func activeInterval(effectiveDuration D: Double) -> ClosedRange<Double>? {
    guard speed != 0 else { return nil }
    let end = TimingSteps.saturating(beginTime + activeDuration(effectiveDuration: D) / abs(speed))
    return beginTime...max(beginTime, activeDuration(effectiveDuration: D).isInfinite ? .infinity : end)
  }
}

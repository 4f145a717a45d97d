/// An animation, with the eight `CAMediaTiming` properties and `CAAnimation`'s own
/// (`removedOnCompletion`, `timingFunction`), Apple's names and defaults (timing model section 2).
///
/// What it animates is its `content`: a basic animation (`CABasicAnimation`), a keyframe
/// animation, a spring, a group of child animations (`CAAnimationGroup`) timed in the group's
/// basic local time, or a transition (`CATransition`).
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
    /// `CATransition`: no key path; its value is the transition's progress from the layer's old
    /// content (0) to its new (1).
    case transition(Transition)
  }

  /// The animation's properties, shared by copies until one of them changes (copy on write): an
  /// animation is a few hundred bytes, and walks over arrays of them copied each one out.
  private var storage: Shared<Fields>

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
    var origin: String?
    var animatorCurve: TimingFunction?
    var isKeyless = false
    var content: Content
  }

  /// The key the animation was added under; unique among siblings. Used in paths (`root/group/child`).
  public var id: String {
    get { storage.value.id }
    _modify { yield &storage.value.id }
  }
  /// True when it was added with `forKey: nil`: it has no key (`animationKeys()` leaves it out,
  /// no later add replaces it, no `removeAnimation(forKey:)` reaches it); `id` only names it here.
  public var isKeyless: Bool {
    get { storage.value.isKeyless }
    _modify { yield &storage.value.isKeyless }
  }
  /// Where the animation came from, for people (`UIView.animate, line 42`); no effect on timing.
  public var origin: String? {
    get { storage.value.origin }
    _modify { yield &storage.value.origin }
  }
  /// A paused property animator's own curve while this copy of its animation scrubs linearly
  /// (UIKit resumes on it); no effect on timing.
  public var animatorCurve: TimingFunction? {
    get { storage.value.animatorCurve }
    _modify { yield &storage.value.animatorCurve }
  }
  /// The animated property, for display (`backgroundColor`, `position.y`); nil for a group.
  public var keyPath: String? {
    get { storage.value.keyPath }
    _modify { yield &storage.value.keyPath }
  }
  /// Begin time in the **parent's** time space, seconds (T2). On an animation added to a layer,
  /// 0 means "now" only when added through `Layer.addAnimation(_:atParentTime:)` (L3).
  public var beginTime: Double {
    get { storage.value.beginTime }
    _modify { yield &storage.value.beginTime }
  }
  /// One repeat's duration, seconds of local time. `<= 0` means 0.25 s on a layer and the group's
  /// duration inside a group (T1, G3).
  public var duration: Double {
    get { storage.value.duration }
    _modify { yield &storage.value.duration }
  }
  /// Rate of local time against parent time (T2). 0 freezes at the begin (T7); negative plays
  /// backwards in a window `[beginTime, beginTime + activeDuration / |speed|]` (T6).
  public var speed: Double {
    get { storage.value.speed }
    _modify { yield &storage.value.speed }
  }
  /// Added to active local time after scaling, seconds, not scaled by `speed` (T2); wraps (T10).
  public var timeOffset: Double {
    get { storage.value.timeOffset }
    _modify { yield &storage.value.timeOffset }
  }
  /// Number of cycles, may be fractional; 0 plays once; `.infinity` repeats forever (T4).
  public var repeatCount: Double {
    get { storage.value.repeatCount }
    _modify { yield &storage.value.repeatCount }
  }
  /// Seconds of local time to repeat for; 0 ignored; wins over `repeatCount` (T5).
  public var repeatDuration: Double {
    get { storage.value.repeatDuration }
    _modify { yield &storage.value.repeatDuration }
  }
  /// Plays backwards after each forward leg; one repeat is then forward + back (T3).
  public var autoreverses: Bool {
    get { storage.value.autoreverses }
    _modify { yield &storage.value.autoreverses }
  }
  /// What is shown outside the active interval (T8).
  public var fillMode: FillMode {
    get { storage.value.fillMode }
    _modify { yield &storage.value.fillMode }
  }
  /// Removed after its active duration, whatever the fill (T9). Ignored inside a group (G2).
  public var removedOnCompletion: Bool {
    get { storage.value.removedOnCompletion }
    _modify { yield &storage.value.removedOnCompletion }
  }
  /// Eases progress; nil is linear. A group's function re-times its children (G1). Ignored by
  /// springs and by the paced keyframe modes.
  public var timingFunction: TimingFunction? {
    get { storage.value.timingFunction }
    _modify { yield &storage.value.timingFunction }
  }
  /// `isAdditive`: the value is added to the property's current value instead of replacing it
  /// (presentation model §9); a missing from/to end is then the additive identity.
  public var isAdditive: Bool {
    get { storage.value.isAdditive }
    _modify { yield &storage.value.isAdditive }
  }
  /// `isCumulative`: repeat k shows `value + k × (value at the end of a cycle)` (§10).
  public var isCumulative: Bool {
    get { storage.value.isCumulative }
    _modify { yield &storage.value.isCumulative }
  }
  /// What the animation animates.
  public var content: Content {
    get { storage.value.content }
    _modify { yield &storage.value.content }
  }

  /// A basic animation (`CABasicAnimation`) of `keyPath` with any of `from`, `to`, `by`.
  public init(
    id: String, keyPath: String?, from: AnimatedValue? = nil, to: AnimatedValue? = nil, by: AnimatedValue? = nil
  ) {
    storage = Shared(Fields(id: id, keyPath: keyPath, content: .basic(BasicValues(from: from, to: to, by: by))))
  }

  /// A keyframe animation (`CAKeyframeAnimation`) of `keyPath`.
  public init(id: String, keyPath: String?, keyframes: Keyframes) {
    storage = Shared(Fields(id: id, keyPath: keyPath, content: .keyframe(keyframes)))
  }

  /// A spring animation (`CASpringAnimation`) of `keyPath` from `from` to `to`.
  public init(
    id: String, keyPath: String?, spring: Spring, from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue? = nil
  ) {
    storage = Shared(
      Fields(id: id, keyPath: keyPath, content: .spring(spring, BasicValues(from: from, to: to, by: by))))
  }

  /// A group (`CAAnimationGroup`) of child animations.
  public init(groupID id: String, animations: [Animation]) {
    storage = Shared(Fields(id: id, keyPath: nil, content: .group(animations)))
  }

  /// A transition (`CATransition`), added under the key `id` (Core Animation's is `transition`).
  public init(id: String, transition: Transition) {
    storage = Shared(Fields(id: id, keyPath: nil, content: .transition(transition)))
  }

  /// The transition's fields, for a `CATransition`.
  public var transition: Transition? {
    if case .transition(let transition) = content { return transition }
    return nil
  }

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

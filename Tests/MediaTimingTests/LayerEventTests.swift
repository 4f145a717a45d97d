import MediaTiming
import Testing

/// Scene events (interfaces.md, "Scene events"): the tree at any time is the commit with every
/// event up to then applied; timing events act as on Core Animation's clock, which counts from
/// boot (H = `10_000` s at the commit here), so a raw speed leaps and Apple's recipes do not.
@Suite("Scene events")
struct LayerEventTests {
  /// A root layer with a sublayer `box` holding a linear 0 → 100 `position.x` move of 4 s.
  static func tree(boxSpeed: Double = 1, rootSpeed: Double = 1) -> Layer {
    var move = Animation(id: "move", keyPath: "position.x", from: .number(0), to: .number(100))
    move.duration = 4
    move.timingFunction = .linear
    let box = Layer(
      id: "box", speed: boxSpeed, animations: [move], properties: [PropertyValue("position.x", .number(0))])
    return Layer(id: "root", speed: rootSpeed, sublayers: [box])
  }

  static func event(_ time: Double, _ change: LayerEvent.Change, layer: NodePath = "root/box") -> LayerEvent {
    LayerEvent(time: time, layer: layer, change: change)
  }

  static func local(_ history: LayerHistory, _ time: Double) -> Double? {
    history.root(atMediaTime: time).evaluate(atMediaTime: time).layer("root/box")?.localTime
  }

  static func value(_ history: LayerHistory, _ time: Double, path: String = "root/box/move") -> AnimatedValue? {
    history.root(atMediaTime: time).evaluate(atMediaTime: time).animation(path)?.value
  }

  static func presented(_ history: LayerHistory, _ time: Double) -> AnimatedValue? {
    let root = history.root(atMediaTime: time)
    return root.presentation(in: root.evaluate(atMediaTime: time), ofLayer: "root/box").first?.presentedValue(
      "position.x")
  }

  // Seed 004's recipe at t = 1 (speed 1 → 2): timeOffset = local(1) = 1, beginTime = 1, so
  // local = (t − 1) × 2 + 1: 1 at t = 1 exactly (no jump, no rounding left by H), 2 at 1.5.
  @Test func anchoredSpeedChangeIsContinuous() {
    let history = LayerHistory(commit: Self.tree(), events: [Self.event(1, .setTiming(.speed, 2, anchored: true))])
    #expect(Self.local(history, 0.999) == 0.999)
    #expect(Self.local(history, 1) == 1)
    #expect(Self.local(history, 1.5) == 2)
    let box = history.final.layer(at: "root/box")
    #expect(box?.beginTime == 1)
    #expect(box?.timeOffset == 1)
    #expect(box?.speed == 2)
    #expect(Self.value(history, 1.5) == .number(50))
  }

  // A raw `speed = 2` at t = 1 on a layer with beginTime 0: Core Animation's local time is
  // (H + t) × 2, the scene's was t: it leaps by (2 − 1) × H = 10,000 s, far past the 4 s move,
  // which is then removed (the model value, 0, shows).
  @Test func rawSpeedLeapsByTheHostTime() {
    let history = LayerHistory(commit: Self.tree(), events: [Self.event(1, .setTiming(.speed, 2, anchored: false))])
    #expect(Self.local(history, 1) == 10_002)
    #expect(Self.value(history, 1) == nil)
    #expect(Self.presented(history, 1) == .number(0))
  }

  // Under a root of speed 2 the box's parent time on Core Animation's clock holds 2H: a raw
  // speed 1 → 3 leaps by (3 − 1) × 2H = 40,000 s. The box's local at t = 1 was 2 (parent 2 × 1).
  @Test func rawSpeedLeapScalesWithTheSpeedsAbove() {
    let history = LayerHistory(
      commit: Self.tree(rootSpeed: 2), events: [Self.event(1, .setTiming(.speed, 3, anchored: false))])
    #expect(Self.local(history, 0.5) == 1)
    #expect(Self.local(history, 1) == 40_006)
  }

  // Seed 004's pause at 1 and resume at 3: local stays 1 from 1 to 3, then runs on from 1
  // (beginTime = time since the pause = 2): local(4) = 2, where the linear 0 → 100 over 4 s is 50.
  @Test func pauseAndResumeKeepLocalTimeContinuous() {
    let history = LayerHistory(
      commit: Self.tree(), events: [Self.event(1, .pause), Self.event(3, .resume)])
    #expect(Self.local(history, 2) == 1)
    #expect(Self.local(history, 3) == 1)
    #expect(Self.local(history, 4) == 2)
    #expect(Self.value(history, 4) == .number(50))
    #expect(history.final.layer(at: "root/box")?.beginTime == 2)
    #expect(history.final.layer(at: "root/box")?.timeOffset == 0)
  }

  // An event never changes the past: before t every evaluation is the commit's.
  @Test func eventsDoNotChangeThePast() {
    let commit = Self.tree()
    let history = LayerHistory(
      commit: commit,
      events: [Self.event(2, .removeAll), Self.event(1, .setValue(PropertyValue("opacity", .number(0))))])
    #expect(history.root(atMediaTime: 0.99) == commit)
    #expect(history.events.map(\.time) == [1, 2])  // by time
    #expect(Self.value(history, 1.5) == .number(37.5))
    #expect(Self.value(history, 2) == nil)
  }

  // Added at t = 2 with beginTime 0: it begins at the box's local time then (2); under the same
  // key as the move it replaces it. A to-only 0 → model: from the live model value (100, set at
  // 1.5) to 0 over 1 s: 50 at 2.5.
  @Test func addedAnimationBeginsAtTheEventAndReplacesItsKey() {
    var back = Animation(id: "move", keyPath: "position.x", to: .number(0))
    back.duration = 1
    back.timingFunction = .linear
    let history = LayerHistory(
      commit: Self.tree(),
      events: [Self.event(1.5, .setValue(PropertyValue("position.x", .number(100)))), Self.event(2, .add(back))])
    let box = history.final.layer(at: "root/box")
    #expect(box?.animations.count == 1)
    #expect(box?.animations.first?.beginTime == 2)
    #expect(Self.value(history, 2.5) == .number(50))
    #expect(Self.presented(history, 1.75) == .number(43.75))  // the old move still runs before 2
  }

  // With none of from, to, by the added animation starts from the value presented just before
  // (§8 row 7): at t = 1 the move presents 25; the new one goes 25 → model 0 over 1 s: 12.5 at 1.5.
  @Test func animationWithoutValuesStartsFromThePresentedValue() {
    var settle = Animation(id: "settle", keyPath: "position.x")
    settle.duration = 1
    settle.timingFunction = .linear
    let history = LayerHistory(
      commit: Self.tree(), events: [Self.event(1, .remove(key: "move")), Self.event(1, .add(settle))])
    #expect(Self.value(history, 1.5, path: "root/box/settle") == .number(0))  // removed first: the model, 0
    let kept = LayerHistory(commit: Self.tree(), events: [Self.event(1, .add(settle))])
    #expect(Self.value(kept, 1.5, path: "root/box/settle") == .number(12.5))
  }

  // A raw timeOffset on a layer paused at the commit scrubs it (seed 002): local = the offset.
  // On a layer paused by an event, a raw offset is on Core Animation's clock (H away from what
  // was added at the commit); anchored, it is on the scene's: local = 0.5.
  @Test func timeOffsetRawAndAnchored() {
    let paused = LayerHistory(
      commit: Self.tree(boxSpeed: 0), events: [Self.event(1, .setTiming(.timeOffset, 3, anchored: false))])
    #expect(Self.local(paused, 2) == 3)
    #expect(Self.value(paused, 2) == .number(75))
    let anchored = LayerHistory(
      commit: Self.tree(), events: [Self.event(1, .pause), Self.event(2, .setTiming(.timeOffset, 0.5, anchored: true))])
    #expect(Self.local(anchored, 2) == 0.5)
    let raw = LayerHistory(
      commit: Self.tree(),
      events: [Self.event(1, .pause), Self.event(2, .setTiming(.timeOffset, 0.5, anchored: false))])
    #expect(Self.local(raw, 2) == 0.5 - 10_000)
  }

  // `beginTime = CACurrentMediaTime() + 1` at t = 1 (anchored 2) on a running layer with
  // timeOffset 0: Core Animation's local time becomes parent − (H + 2), small, while the move
  // added at the commit began at local H: the scene's local is (t − 2) − H, the move is far
  // ahead and shows nothing, as on a device.
  @Test func beginTimeAnchoredIsOnTheScenesClock() {
    let history = LayerHistory(commit: Self.tree(), events: [Self.event(1, .setTiming(.beginTime, 2, anchored: true))])
    #expect(Self.local(history, 3) == -9_999.0)
    #expect(Self.value(history, 3) == nil)
    // With the timeOffset set from convertTime first (anchored, the scene's local 1), the layer
    // continues: local = (t − 2) + 1 + … exactly the recipe's shape, 2 at t = 3.
    let both = LayerHistory(
      commit: Self.tree(),
      events: [
        Self.event(1, .setTiming(.timeOffset, 1, anchored: true)),
        Self.event(1, .setTiming(.beginTime, 2, anchored: true)),
      ])
    #expect(Self.local(both, 3) == 2)
  }
}

/// Runs of timing changes at one instant written as the recipe they amount to.
@Suite("Event recipes")
struct EventRecipeTests {
  static func event(_ time: Double, _ change: LayerEvent.Change) -> LayerEvent {
    LayerEvent(time: time, layer: "root/box", change: change)
  }

  // Seed 004's pause as code writes it: speed 0, then timeOffset = convertTime(now) (1 on the
  // scene's clock): continuous, stopped → pause. Its resume (speed 1, timeOffset 0, beginTime =
  // 2 − 1 = 1) → resume. The local times stay exactly the same.
  @Test func pauseAndResumeAsWrittenBecomeTheirRecipes() {
    let written = [
      Self.event(1, .setTiming(.speed, 0, anchored: false)),
      Self.event(1, .setTiming(.timeOffset, 1, anchored: true)),
      Self.event(2, .setTiming(.speed, 1, anchored: false)),
      Self.event(2, .setTiming(.timeOffset, 0, anchored: false)),
      Self.event(2, .setTiming(.beginTime, 1, anchored: false)),
    ]
    let commit = LayerEventTests.tree()
    let recipes = LayerEvent.recipes(written, commit: commit)
    #expect(recipes == [Self.event(1, .pause), Self.event(2, .resume)])
    for t in [0.5, 1, 1.5, 2, 2.5, 3.25] {
      #expect(
        LayerEventTests.local(LayerHistory(commit: commit, events: recipes), t)
          == LayerEventTests.local(LayerHistory(commit: commit, events: written), t))
    }
  }

  // timeOffset = convertTime(now), beginTime = CACurrentMediaTime(), speed = 3: an anchored speed.
  @Test func theSpeedRecipeAsWrittenIsAnAnchoredSpeed() {
    let written = [
      Self.event(1, .setTiming(.timeOffset, 1, anchored: true)),
      Self.event(1, .setTiming(.beginTime, 1, anchored: true)),
      Self.event(1, .setTiming(.speed, 3, anchored: false)),
    ]
    #expect(
      LayerEvent.recipes(written, commit: LayerEventTests.tree()) == [
        Self.event(1, .setTiming(.speed, 3, anchored: true))
      ])
  }

  // A raw speed with a raw timeOffset leaps (H): kept as written.
  @Test func aRunThatJumpsIsKept() {
    let written = [
      Self.event(1, .setTiming(.speed, 2, anchored: false)), Self.event(1, .setTiming(.timeOffset, 0, anchored: false)),
    ]
    #expect(LayerEvent.recipes(written, commit: LayerEventTests.tree()) == written)
  }
}

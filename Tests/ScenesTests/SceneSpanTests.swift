import MediaTiming
import Scenes
import Testing

/// A scene without a `timeline` shows 0 to a little past the last end of any of its animations
/// (for one that repeats forever, the end of its first whole cycle), in global time: the end plus max(0.25 s, 5 %), at least 1 s, rounded up to half a second up to 2 s
/// and to a whole second above. Expected values worked out by hand from L1.
@Suite("Scene span")
struct SceneSpanTests {
  func animation(duration: Double, beginTime: Double = 0) -> Animation {
    var a = Animation(id: "a", keyPath: "opacity", from: .number(0), to: .number(1))
    a.duration = duration
    a.beginTime = beginTime
    return a
  }

  // Forever: one whole cycle from its begin counts as its end. A spinner's 1.2 s turn: 1.2 +
  // 0.25 = 1.45 → 1.5 (it showed 1 s, less than a turn). One beginning at 0.5 s that goes there
  // and back in 1 s each way: 0.5 + 2 = 2.5, + 0.25 = 2.75 → 3. At speed 2 its cycle is 1 s
  // of parent time: 0.5 + 1 + 0.25 = 1.75 → 2.
  @Test func aForeverAnimationShowsOneWholeCycle() {
    var spin = animation(duration: 1.2)
    spin.repeatCount = .infinity
    #expect(Scene(name: "s", root: Layer(id: "root", animations: [spin])).span == 0...1.5)
    var swing = animation(duration: 1, beginTime: 0.5)
    swing.repeatCount = .infinity
    swing.autoreverses = true
    #expect(Scene(name: "s", root: Layer(id: "root", animations: [swing])).span == 0...3)
    swing.speed = 2
    #expect(Scene(name: "s", root: Layer(id: "root", animations: [swing])).span == 0...2)
  }

  @Test func rootAnimationEndsTheSpan() {
    let root = Layer(id: "root", animations: [animation(duration: 2.2)])
    #expect(Scene(name: "s", root: root).span == 0...3)  // 2.2 + 0.25 = 2.45 → 3
    #expect(Scene(name: "s", root: Layer(id: "root")).span == 0...1)
    // Ending at 1 s: the span goes on to 1.5 s, so the moment it is removed can be scrubbed to.
    #expect(Scene(name: "s", root: Layer(id: "root", animations: [animation(duration: 1)])).span == 0...1.5)
    #expect(Scene(name: "s", root: Layer(id: "root", animations: [animation(duration: 0.5)])).span == 0...1)
    // 10 s + 5 % = 10.5 → 11.
    #expect(Scene(name: "s", root: Layer(id: "root", animations: [animation(duration: 10)])).span == 0...11)
    #expect(Scene(name: "s", timeline: -1...5, root: root).span == -1...5)
  }

  // A sublayer beginning at 1 s at speed 2 runs its 3 s animation (local 0…3) over global
  // 1 + 3 / 2 = 2.5 s. Its own sublayer at speed 0.5 stretches a 2 s animation to 4 s of its
  // parent's time, 1 + 4 / 2 = 3 s global: the last end is 3 s, the span 0…4 (3.25 rounded up);
  // at timeOffset 0, beginTime 4 (in the parent's local time) it ends at 1 + (4 + 4) / 2 = 5 s:
  // 0…6.
  @Test func sublayerAnimationsCountInGlobalTime() {
    let inner = Layer(id: "inner", speed: 0.5, animations: [animation(duration: 2)])
    var child = Layer(id: "child", beginTime: 1, speed: 2, sublayers: [inner], animations: [animation(duration: 3)])
    #expect(Scene(name: "s", root: Layer(id: "root", sublayers: [child])).span == 0...4)
    child.sublayers[0].beginTime = 4
    #expect(Scene(name: "s", root: Layer(id: "root", sublayers: [child])).span == 0...6)
  }

  // At speed −1 from beginTime 6 a layer runs backwards: its animation's local window 0…2 maps
  // to parent times 6 − 0 = 6 and 6 − 2 = 4, so the last end is 6 s (the window's start):
  // 6 + 5 % = 6.3 → 7.
  @Test func aBackwardLayerCountsTheWindowsOtherEnd() {
    let child = Layer(id: "child", beginTime: 6, speed: -1, animations: [animation(duration: 2)])
    #expect(Scene(name: "s", root: Layer(id: "root", sublayers: [child])).span == 0...7)
  }
}

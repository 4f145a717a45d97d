import MediaTiming
import Scenes
import Testing

/// A scene without a `timeline` shows 0 to the last end of any of its animations, in global time,
/// rounded up to a whole second (at least 1 s). Expected values worked out by hand from L1.
@Suite("Scene span")
struct SceneSpanTests {
  func animation(duration: Double, beginTime: Double = 0) -> Animation {
    var a = Animation(id: "a", keyPath: "opacity", from: .number(0), to: .number(1))
    a.duration = duration
    a.beginTime = beginTime
    return a
  }

  @Test func rootAnimationEndsTheSpan() {
    let root = Layer(id: "root", animations: [animation(duration: 2.2)])
    #expect(Scene(name: "s", root: root).span == 0...3)
    #expect(Scene(name: "s", root: Layer(id: "root")).span == 0...1)
    #expect(Scene(name: "s", timeline: -1...5, root: root).span == -1...5)
  }

  // A sublayer beginning at 1 s at speed 2 runs its 3 s animation (local 0…3) over global
  // 1 + 3 / 2 = 2.5 s: the span is 0…3. Its own sublayer at speed 0.5 stretches a 2 s animation
  // to 4 s of its parent's time, 1 + 4 / 2 = 3 s global: still 0…3; at timeOffset 0, beginTime 4
  // (in the parent's local time) it ends at 1 + (4 + 4) / 2 = 5 s: 0…5.
  @Test func sublayerAnimationsCountInGlobalTime() {
    let inner = Layer(id: "inner", speed: 0.5, animations: [animation(duration: 2)])
    var child = Layer(id: "child", beginTime: 1, speed: 2, sublayers: [inner], animations: [animation(duration: 3)])
    #expect(Scene(name: "s", root: Layer(id: "root", sublayers: [child])).span == 0...3)
    child.sublayers[0].beginTime = 4
    #expect(Scene(name: "s", root: Layer(id: "root", sublayers: [child])).span == 0...5)
  }

  // At speed −1 from beginTime 6 a layer runs backwards: its animation's local window 0…2 maps
  // to parent times 6 − 0 = 6 and 6 − 2 = 4, so the span reaches 6 s (the window's start).
  @Test func aBackwardLayerCountsTheWindowsOtherEnd() {
    let child = Layer(id: "child", beginTime: 6, speed: -1, animations: [animation(duration: 2)])
    #expect(Scene(name: "s", root: Layer(id: "root", sublayers: [child])).span == 0...6)
  }
}

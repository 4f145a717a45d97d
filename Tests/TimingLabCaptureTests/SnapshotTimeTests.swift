import Foundation
import MediaTiming
import Scenes
import Testing
import TimingLabCapture

/// Times made relative to the capture instant, each case worked out by hand from Core Animation's
/// rule local = (parent − beginTime) × speed + timeOffset; the scene read back by `timinglab`
/// evaluates at 0 to what was on screen, and on from there as the app would have.
@Suite struct SnapshotTimeTests {
  /// Host time at the capture: large, as `CACurrentMediaTime()` (seconds since boot) is.
  static let now = 81234.5

  static func capture(_ root: FakeLayer) throws -> Scene {
    try Scene.decode(TimingLabCapture.snapshot(of: root, atHostTime: now))
  }

  static func presented(_ scene: Scene, _ path: String, _ keyPath: String, at time: Double) -> AnimatedValue? {
    let tree = scene.root(atMediaTime: time)
    return tree.presentation(in: tree.evaluate(atMediaTime: time)).first { $0.path == path }?.presentedValue(keyPath)
  }

  static func number(_ value: AnimatedValue?) -> Double {
    if case .number(let x)? = value { return x }
    return .nan
  }

  @Test func anAnimationThatBeganAMomentAgoBeginsBeforeZero() throws {
    // Root and box at speed 1 under the window: box's local time is host time. The fade began
    // 0.3 s ago and lasts 1 s, linear: 0.3 of the way from 0 to 1 now, 0.8 in half a second.
    let root = FakeLayer("root")
    let box = FakeLayer("box")
    box.animations = [
      ("fade", Make.basic("opacity", from: .number(0), to: .number(1), begin: Self.now - 0.3, duration: 1))
    ]
    box.model["opacity"] = .number(1)
    box.presentation["opacity"] = .number(0.3)
    root.sublayers = [box]
    let scene = try Self.capture(root)
    let fade = try #require(scene.root.sublayers.first?.animations.first)
    #expect(abs(fade.beginTime - -0.3) < 1e-9)
    #expect(abs(Self.number(Self.presented(scene, "root/box", "opacity", at: 0)) - 0.3) < 1e-9)
    #expect(abs(Self.number(Self.presented(scene, "root/box", "opacity", at: 0.5)) - 0.8) < 1e-9)
    let comparisons = scene.captureComparisons()
    #expect(comparisons.count == 1 && comparisons.allSatisfy { $0.agrees })
    #expect(scene.capture?.hostTime == Self.now)
  }

  @Test func aPausedLayerStaysWhereItWas() throws {
    // Paused at its local time 5000.25 (speed 0, timeOffset 5000.25); the slide began at its
    // local 5000 and lasts 1 s: a quarter of 0 → 100 is 25, now and at any later time.
    let root = FakeLayer("root")
    let paused = FakeLayer("paused", speed: 0, timeOffset: 5000.25)
    paused.animations = [
      ("slide", Make.basic("position.x", from: .number(0), to: .number(100), begin: 5000, duration: 1))
    ]
    paused.model["position"] = .point(x: 50, y: 50)
    paused.presentation["position.x"] = .number(25)
    root.sublayers = [paused]
    let scene = try Self.capture(root)
    let layer = try #require(scene.root.sublayers.first)
    #expect(layer.speed == 0)
    #expect(layer.timeOffset == 0)
    #expect(layer.beginTime == 0)
    #expect(abs(layer.animations[0].beginTime - -0.25) < 1e-9)
    for time in [0.0, 3] {
      #expect(abs(Self.number(Self.presented(scene, "root/paused", "position.x", at: time)) - 25) < 1e-9)
    }
    #expect(scene.captureComparisons().allSatisfy { $0.agrees })
    // The raw clock is kept for reference.
    let record = try #require(scene.capture?.layer("root/paused"))
    #expect(record.timeOffset == 5000.25 && record.localTime == 5000.25)
  }

  @Test func aLayerReanchoredAtTwiceTheSpeedRunsOnWithoutAJump() throws {
    // Apple's recipe 1 s ago: beginTime = host then (now − 1), timeOffset = its local time then
    // (7000), speed 2. Local now: (now − (now − 1)) × 2 + 7000 = 7002. The spin began at its local
    // 7001.5 and lasts 2 s: 0.5 / 2 of 0 → π is π/4; a quarter second later (0.5 s local) π/2.
    let root = FakeLayer("root")
    let fast = FakeLayer("fast", speed: 2, beginTime: Self.now - 1, timeOffset: 7000)
    fast.animations = [
      ("spin", Make.basic("transform.rotation.z", from: .number(0), to: .number(.pi), begin: 7001.5, duration: 2))
    ]
    fast.presentation["transform.rotation.z"] = .number(.pi / 4)
    root.sublayers = [fast]
    let scene = try Self.capture(root)
    let layer = try #require(scene.root.sublayers.first)
    #expect(layer.speed == 2)
    #expect(layer.timeOffset == 0)
    #expect(layer.beginTime == 0)
    #expect(abs(layer.animations[0].beginTime - -0.5) < 1e-9)
    #expect(abs(Self.number(Self.presented(scene, "root/fast", "transform.rotation.z", at: 0)) - .pi / 4) < 1e-9)
    #expect(abs(Self.number(Self.presented(scene, "root/fast", "transform.rotation.z", at: 0.25)) - .pi / 2) < 1e-9)
    #expect(scene.captureComparisons().allSatisfy { $0.agrees })
  }

  @Test func anAnimationSetToBeginLaterWaits() throws {
    // Set to begin 0.5 s after the instant: with a backwards fill it shows its from value (0.2)
    // already; without one the model value (0.6) shows until it begins.
    let root = FakeLayer("root")
    let filled = FakeLayer("filled")
    var later = Make.basic("opacity", from: .number(0.2), to: .number(1), begin: Self.now + 0.5, duration: 1)
    later.timing.fillMode = "backwards"
    filled.animations = [("later", later)]
    filled.presentation["opacity"] = .number(0.2)
    let plain = FakeLayer("plain")
    plain.animations = [
      ("later", Make.basic("opacity", from: .number(0.2), to: .number(1), begin: Self.now + 0.5, duration: 1))
    ]
    plain.model["opacity"] = .number(0.6)
    plain.presentation["opacity"] = .number(0.6)
    root.sublayers = [filled, plain]
    let scene = try Self.capture(root)
    #expect(abs(scene.root.sublayers[0].animations[0].beginTime - 0.5) < 1e-9)
    #expect(abs(Self.number(Self.presented(scene, "root/filled", "opacity", at: 0)) - 0.2) < 1e-9)
    #expect(abs(Self.number(Self.presented(scene, "root/plain", "opacity", at: 0)) - 0.6) < 1e-9)
    // Half way through, 1 s later: 0.2 + 0.5 × 0.8.
    #expect(abs(Self.number(Self.presented(scene, "root/plain", "opacity", at: 1)) - 0.6) < 1e-9)
    #expect(scene.captureComparisons().count == 2 && scene.captureComparisons().allSatisfy { $0.agrees })
  }

  @Test func groupsInsideGroupsKeepTheirChildrensTimes() throws {
    // The outer group began 0.5 s ago; the inner one begins at 0.25 in it, so it is 0.25 s in;
    // its 1 s move from (0, 0) to (100, 200) is a quarter done: (25, 50).
    let root = FakeLayer("root")
    let move = Make.basic("position", from: .point(x: 0, y: 0), to: .point(x: 100, y: 200), begin: 0, duration: 1)
    var inner = CapturedAnimation(className: "CAAnimationGroup", timing: CapturedTiming(beginTime: 0.25, duration: 1))
    inner.children = [move]
    var outer = CapturedAnimation(
      className: "CAAnimationGroup", timing: CapturedTiming(beginTime: Self.now - 0.5, duration: 2))
    outer.children = [inner]
    root.animations = [("both", outer)]
    root.presentation["position"] = .point(x: 25, y: 50)
    let scene = try Self.capture(root)
    let group = try #require(scene.root.animations.first)
    #expect(abs(group.beginTime - -0.5) < 1e-9)
    #expect(group.children.first?.beginTime == 0.25 && group.children.first?.children.first?.beginTime == 0)
    #expect(scene.captureComparisons().count == 1 && scene.captureComparisons().allSatisfy { $0.agrees })
  }

  @Test func ancestorsThatRunFastAreALayerOfTheirOwn() throws {
    // The captured layer's superlayer runs at twice host time: its time at host t is 2t − 1000.
    // The fade began 0.4 s ago in the layer's time: 0.4 now; 0.1 s later 0.2 s more: 0.6.
    let root = FakeLayer("card")
    root.parentRate = 2
    root.parentShift = -1000
    let local = root.localTime(atHostTime: Self.now)
    root.animations = [
      ("fade", Make.basic("opacity", from: .number(0), to: .number(1), begin: local - 0.4, duration: 1))
    ]
    root.presentation["opacity"] = .number(0.4)
    let scene = try Self.capture(root)
    #expect(scene.root.id == "ancestors")
    #expect(scene.root.speed == 2)
    #expect(scene.root.sublayers.first?.id == "card")
    #expect(abs(Self.number(Self.presented(scene, "ancestors/card", "opacity", at: 0.1)) - 0.6) < 1e-9)
    #expect(scene.captureComparisons().allSatisfy { $0.agrees })
    #expect(scene.capture?.notes.contains { $0.contains("ancestors") } == true)
  }

  @Test func aRecordedValueTheEngineDoesNotReachIsADifference() throws {
    // Core Animation said 0.35 where the engine gives 0.3: a difference of 0.05, over 1e-4.
    let root = FakeLayer("root")
    root.animations = [
      ("fade", Make.basic("opacity", from: .number(0), to: .number(1), begin: Self.now - 0.3, duration: 1))
    ]
    root.presentation["opacity"] = .number(0.35)
    let comparison = try #require(try Self.capture(root).captureComparisons().first)
    #expect(!comparison.agrees)
    #expect(abs((comparison.difference ?? 0) - 0.05) < 1e-9)
    #expect(comparison.layerPath == "root" && comparison.keyPath == "opacity")
  }
}

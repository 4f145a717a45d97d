import Foundation
import MediaTiming
import Scenes
import Testing
import TimingLabCapture

/// A recording: the snapshot at its start, then what the app does, as scene events. Each case
/// changes stand-in layers between looks as an app would, and the scene read back evaluates to
/// values worked out by hand.
@Suite struct RecordingTests {
  static let start = 1000.0

  static func x(_ scene: Scene, _ path: String, _ keyPath: String, at time: Double) -> Double {
    let tree = scene.root(atMediaTime: time)
    let value = tree.presentation(in: tree.evaluate(atMediaTime: time)).first { $0.path == path }?
      .presentedValue(keyPath)
    if case .number(let n)? = value { return n }
    if case .point(_, let y)? = value { return y }
    return .nan
  }

  @Test func aUIKitBlockIsASetAndAnAddAtItsCommit() throws {
    // At 0.5 s a block moves the box from y 50 to 150: model set, additive (0, −100) → (0, 0) over
    // 0.4 s, easeInEaseOut, begun at the commit (host start + 0.5), seen at the look of 0.504.
    let root = FakeLayer("root")
    let box = FakeLayer("box")
    box.model["position"] = .point(x: 50, y: 50)
    root.sublayers = [box]
    var recording = CaptureRecording(of: root, atHostTime: Self.start)
    recording.observe(root, atHostTime: Self.start + 0.25)
    box.model["position"] = .point(x: 50, y: 150)
    var slide = Make.basic(
      "position", from: .point(x: 0, y: -100), to: .point(x: 0, y: 0), begin: Self.start + 0.5, duration: 0.4,
      curve: .controlPoints(Double(Float(0.42)), 0, Double(Float(0.58)), 1))
    slide.property?.isAdditive = true
    slide.timing.fillMode = "both"
    box.animations = [("position", slide)]
    recording.observe(root, atHostTime: Self.start + 0.504)
    recording.observe(root, atHostTime: Self.start + 0.75)
    let scene = try Scene.decode(recording.finish())
    #expect(scene.events.count == 2)
    #expect(scene.events.allSatisfy { abs($0.time - 0.5) < 1e-9 })
    #expect(Self.x(scene, "root/box", "position", at: 0.4) == 50)
    // Half way (0.7 s): easeInEaseOut is 0.5 there by symmetry; 150 − 100 × 0.5.
    #expect(abs(Self.x(scene, "root/box", "position", at: 0.7) - 100) < 1e-6)
    #expect(Self.x(scene, "root/box", "position", at: 1) == 150)
  }

  @Test func aKeyRemovedEarlyIsARemovalAndOneThatEndedIsNot() throws {
    // Both began 0.1 s before the start; the fade (0.3 s) has ended by the look at 0.3, the spin
    // (10 s) was taken away.
    let root = FakeLayer("root")
    root.animations = [
      ("fade", Make.basic("opacity", from: .number(0), to: .number(1), begin: Self.start - 0.1, duration: 0.3)),
      ("spin", Make.basic("transform.rotation.z", to: .number(3), begin: Self.start - 0.1, duration: 10)),
    ]
    var recording = CaptureRecording(of: root, atHostTime: Self.start)
    root.animations = []
    recording.observe(root, atHostTime: Self.start + 0.3)
    let scene = try Scene.decode(recording.finish())
    #expect(scene.events.count == 1)
    let text = recording.finish()
    #expect(text.contains("\"remove\": \"spin\"") && !text.contains("\"remove\": \"fade\""))
  }

  @Test func apple_sRecipeChangesSpeedWithoutAJump() throws {
    // x 0 → 100 over 2 s from the start. At 0.5 s (x = 25) Apple's recipe: timeOffset = the layer's
    // time then, beginTime = the parent's time then, speed 2. At 0.75 s the layer has run 0.5 + 2 ×
    // 0.25 = 1 s: x = 50; at 1.25 s 2 s: x = 100.
    let root = FakeLayer("root")
    let card = FakeLayer("card")
    card.animations = [
      ("slide", Make.basic("position.x", from: .number(0), to: .number(100), begin: Self.start, duration: 2))
    ]
    root.sublayers = [card]
    var recording = CaptureRecording(of: root, atHostTime: Self.start)
    card.timing = CapturedTiming(beginTime: Self.start + 0.5, speed: 2, timeOffset: Self.start + 0.5)
    recording.observe(root, atHostTime: Self.start + 0.5)
    let scene = try Scene.decode(recording.finish())
    #expect(abs(Self.x(scene, "root/card", "position.x", at: 0.499999) - 25) < 1e-3)
    #expect(abs(Self.x(scene, "root/card", "position.x", at: 0.5) - 25) < 1e-9)
    #expect(abs(Self.x(scene, "root/card", "position.x", at: 0.75) - 50) < 1e-9)
    #expect(abs(Self.x(scene, "root/card", "position.x", at: 1.25) - 100) < 1e-9)
  }

  @Test func aRawSpeedChangeLeapsByTheUptime() throws {
    // The same, with `speed = 2` alone: the layer's time becomes 2 × host time, 1,000.5 s past
    // where it was: the slide is long over and x shows the model value (0).
    let root = FakeLayer("root")
    let card = FakeLayer("card")
    card.animations = [
      ("slide", Make.basic("position.x", from: .number(0), to: .number(100), begin: Self.start, duration: 2))
    ]
    root.sublayers = [card]
    var recording = CaptureRecording(of: root, atHostTime: Self.start)
    card.timing.speed = 2
    recording.observe(root, atHostTime: Self.start + 0.5)
    let scene = try Scene.decode(recording.finish())
    #expect(abs(Self.x(scene, "root/card", "position.x", at: 0.49) - 24.5) < 1e-9)
    #expect(Self.x(scene, "root/card", "position.x", at: 0.51) == 0)
  }

  @Test func aReplacedAnimationIsAnAddAndAnUnchangedOneIsNothing() throws {
    let root = FakeLayer("root")
    let fade = Make.basic("opacity", from: .number(1), to: .number(0), begin: Self.start, duration: 5)
    root.animations = [("fade", fade)]
    var recording = CaptureRecording(of: root, atHostTime: Self.start)
    recording.observe(root, atHostTime: Self.start + 0.1)
    root.animations = [
      ("fade", Make.basic("opacity", from: .number(0.5), to: .number(0), begin: Self.start + 0.2, duration: 1))
    ]
    recording.observe(root, atHostTime: Self.start + 0.25)
    let scene = try Scene.decode(recording.finish())
    #expect(scene.events.count == 1)
    #expect(abs((scene.events.first?.time ?? 0) - 0.2) < 1e-9, "at its begin time, the commit")
    // 0.1 s into the new one: 0.5 − 0.1 × 0.5.
    #expect(abs(Self.x(scene, "root", "opacity", at: 0.3) - 0.45) < 1e-9)
  }

  @Test func layersAddedOrRemovedWhileRecordingAreNamed() throws {
    let root = FakeLayer("root")
    let old = FakeLayer("old")
    root.sublayers = [old]
    var recording = CaptureRecording(of: root, atHostTime: Self.start)
    root.sublayers = [FakeLayer("new")]
    recording.observe(root, atHostTime: Self.start + 0.1)
    let notes = try #require(try Scene.decode(recording.finish()).capture?.notes)
    #expect(notes.contains { $0.contains("added while recording") && $0.contains("root/new") })
    #expect(notes.contains { $0.contains("removed while recording") && $0.contains("root/old") })
  }
}

import MediaTiming
import Testing

/// Seed 004's layer operations: pause, resume (Apple's recipe), speed change without a jump, and
/// scrubbing a paused layer; L3's beginTime-0 rule; and convertTime.
@Suite("Layer operations")
struct LayerOperationTests {
  // Pause at tp = 3 on a layer (begin 1, speed 2, offset 0.5): local = (3 − 1) × 2 + 0.5 = 4.5,
  // then speed 0 and timeOffset 4.5, so local time stays 4.5 at any later parent time.
  @Test func pauseFreezesLocalTime() {
    var layer = Layer(id: "root", beginTime: 1, speed: 2, timeOffset: 0.5)
    layer.pause(atParentTime: 3)
    #expect(layer.speed == 0)
    #expect(layer.timeOffset == 4.5)
    #expect(layer.localTime(atParentTime: 100) == 4.5)
  }

  // Resume at tp = 10 after pausing at local 4.5: beginTime = 10 − 4.5 = 5.5, speed 1, offset 0,
  // so local(10) = 4.5 and local(11) = 5.5 (time continues from the pause).
  @Test func resumeContinuesFromThePause() {
    var layer = Layer(id: "root", speed: 0, timeOffset: 4.5)
    layer.resume(atParentTime: 10)
    #expect(layer.beginTime == 5.5)
    #expect(layer.speed == 1)
    #expect(layer.timeOffset == 0)
    #expect(layer.localTime(atParentTime: 10) == 4.5)
    #expect(layer.localTime(atParentTime: 11) == 5.5)
  }

  // Speed m = 1 → n = 2 at tp = 3 on a layer with beginTime 1: b' = 3 − (3 − 1) × 1/2 = 2;
  // local(3) stays 2, local(4) = (4 − 2) × 2 = 4.
  @Test func speedChangeWithoutAJump() {
    var layer = Layer(id: "root", beginTime: 1)
    layer.changeSpeed(to: 2, atParentTime: 3)
    #expect(layer.beginTime == 2)
    #expect(layer.localTime(atParentTime: 3) == 2)
    #expect(layer.localTime(atParentTime: 4) == 4)
  }

  // Changing speed to 0 pauses; from 0 resumes at the new speed: paused at 4.5, resume at speed 2 at
  // tp = 10 → local(10) = 4.5, local(11) = 6.5.
  @Test func speedChangeThroughZero() {
    var layer = Layer(id: "root")
    layer.changeSpeed(to: 0, atParentTime: 4.5)
    #expect(layer.isPaused)
    #expect(layer.localTime(atParentTime: 7) == 4.5)
    layer.changeSpeed(to: 2, atParentTime: 10)
    #expect(layer.localTime(atParentTime: 10) == 4.5)
    #expect(layer.localTime(atParentTime: 11) == 6.5)
  }

  // Scrubbing a paused layer (seed 002's slider) sets its local time: an animation of duration 1
  // then shows progress = the slider value.
  @Test func scrubPausedLayer() {
    var root = Layer(id: "root", animations: [colorAnimation { $0.duration = 1 }])
    root.pause(atParentTime: 0)
    root.scrub(toLocalTime: 0.3)
    #expect(matches(root.evaluate(atMediaTime: 50).animation("root/color")?.progress, 0.3))
  }

  // Speed change on a nested layer through the tree API, at media time 2: the sublayer (speed 1
  // under a root of speed 2) has parent time 4 and local time 4; after a change to 0.5 its local
  // time at media 2 is still 4, and at media 3 it is 4 + (6 − 4) × 0.5 = 5.
  @Test func treeSpeedChange() {
    var root = Layer(id: "root", speed: 2, sublayers: [Layer(id: "sub")])
    let changed = root.changeSpeed(ofLayerAt: "root/sub", to: 0.5, atMediaTime: 2)
    #expect(changed)
    #expect(root.evaluate(atMediaTime: 2).layer("root/sub")?.localTime == 4)
    #expect(root.evaluate(atMediaTime: 3).layer("root/sub")?.localTime == 5)
    let missing = root.changeSpeed(ofLayerAt: "root/missing", to: 3, atMediaTime: 2)
    #expect(missing == false)
  }

  // L3: an animation with beginTime 0 added at media time 2 to a sublayer whose local time is then
  // (2 − 0.5) × 2 = 3 begins at 3; the caller's value still reads 0. A non-zero beginTime is kept.
  @Test func beginTimeZeroReplacedWhenAdded() {
    var root = Layer(id: "root", sublayers: [Layer(id: "sub", beginTime: 0.5, speed: 2)])
    let animation = colorAnimation { $0.duration = 1 }
    root.addAnimation(animation, toLayerAt: "root/sub", atMediaTime: 2)
    #expect(animation.beginTime == 0)
    #expect(root.layer(at: "root/sub")?.animations.first?.beginTime == 3)
    root.addAnimation(
      colorAnimation {
        $0.id = "late"; $0.beginTime = 7
      }, toLayerAt: "root/sub", atMediaTime: 2)
    #expect(root.animation(at: "root/sub/late")?.beginTime == 7)
  }

  // convertTime: root speed 2 begin 1; sub speed 3 offset 0.5. Media 2 → root local (2 − 1) × 2 = 2
  // → sub local 2 × 3 + 0.5 = 6.5, and back.
  @Test func convertTimeBetweenLayers() {
    let root = Layer(id: "root", beginTime: 1, speed: 2, sublayers: [Layer(id: "sub", speed: 3, timeOffset: 0.5)])
    #expect(root.convertTime(2, from: nil, to: "root/sub") == 6.5)
    #expect(root.convertTime(6.5, from: "root/sub", to: nil) == 2)
    #expect(root.convertTime(6.5, from: "root/sub", to: "root") == 2)
    #expect(root.convertTime(1, from: "root", to: "root") == 1)
    #expect(root.convertTime(1, from: "root/nope", to: nil) == nil)
  }

  // convertTime to an animation gives its active local time (T2); into a group child goes through
  // the group's basic local time: group duration 1 repeating forever, child speed 2 → media 2.25 →
  // group local 0.25 → child active local 0.5. Up out of a group child is not a function → nil.
  @Test func convertTimeThroughGroups() {
    var child = colorAnimation {
      $0.duration = 1; $0.speed = 2
    }
    child.id = "child"
    var group = Animation(groupID: "group", animations: [child])
    group.duration = 1
    group.repeatCount = .infinity
    let root = Layer(id: "root", animations: [group])
    #expect(root.convertTime(2.25, from: nil, to: "root/group") == 2.25)
    #expect(root.convertTime(2.25, from: nil, to: "root/group/child") == 0.5)
    #expect(root.convertTime(2.25, from: "root/group", to: "root/group/child") == 0.5)
    #expect(root.convertTime(0.5, from: "root/group/child", to: nil) == nil)
    // A paused layer cannot be converted up from.
    let paused = Layer(id: "root", speed: 0, timeOffset: 3)
    #expect(paused.convertTime(7, from: nil, to: "root") == 3)
    #expect(paused.convertTime(3, from: "root", to: nil) == nil)
  }

  // The manual clock only moves forward.
  @Test func manualClock() {
    let manual = ManualMediaClock()
    manual.advance(by: 0.5)
    manual.advance(by: -1)
    manual.set(0.25)
    #expect(manual.mediaTime == 0.5)
  }
}

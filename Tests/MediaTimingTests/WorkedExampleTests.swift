import MediaTiming
import Testing

/// Section 6 of docs/timing-model.md and the pictures of seed 002 ("Controlling Animation
/// Timing"): each row is (global time, expected un-eased progress or nil = not applied), derived
/// by hand in the comment above it. The root layer has speed 1, so global time = layer time.
@Suite("Worked examples and the cheat-sheet pictures")
struct WorkedExampleTests {
  typealias Row = (time: Double, progress: Double?)

  func check(_ animation: Animation, layer: Layer = Layer(id: "root"), _ rows: [Row]) {
    for row in rows {
      let actual = progress(of: animation, in: layer, at: row.time)
      #expect(
        matches(actual, row.progress),
        "t=\(row.time): got \(String(describing: actual)), want \(String(describing: row.progress))")
    }
  }

  // duration=1.5: p = t / 1.5. t=0 → 0 (begin is active); 0.75 → 0.5; 1.5 → end of the active
  // interval, T11 reports the end of the last repeat → 1; 1.6 and 2 are after the end with the
  // default removed fill → not applied ("two seconds after … white again").
  @Test func duration() {
    check(colorAnimation { $0.duration = 1.5 }, [(0, 0), (0.75, 0.5), (1.5, 1), (1.6, nil), (2, nil)])
  }

  // beginTime=1: e = t − 1. t=0.5 → e < 0, before, no fill → nil; 1 → 0; 2.5 → e = 1.5 = AD → 1;
  // 2.6 → after → nil. Just before/after each boundary too: 0.999 → nil, 1.001 → 0.001/1.5.
  @Test func beginTime() {
    check(
      colorAnimation {
        $0.duration = 1.5; $0.beginTime = 1
      },
      [(0.5, nil), (0.999, nil), (1, 0), (1.001, 0.001 / 1.5), (2.5, 1), (2.6, nil)])
  }

  // fillMode=backwards: before the begin, e is clamped to 0 → progress 0 (the fromValue, the
  // orange second in the picture); the end is unchanged; after → nil (no forward fill).
  @Test func fillBackwards() {
    check(
      colorAnimation {
        $0.duration = 1.5; $0.beginTime = 1; $0.fillMode = .backwards
      },
      [(0, 0), (0.5, 0), (1, 0), (2.5, 1), (3, nil)])
  }

  // autoreverses: cycle C = 3, AD = 3. t=1.5 → r = 1.5 = D, forward leg end → 1; 2.25 → r = 2.25 >
  // D, local = 3 − 2.25 = 0.75 → 0.5; 3 → the end, r = C → local = 0 → 0 (back at the start).
  @Test func autoreverses() {
    check(
      colorAnimation {
        $0.duration = 1.5; $0.autoreverses = true
      }, [(0.75, 0.5), (1.5, 1), (2.25, 0.5), (3, 0), (3.01, nil)])
  }

  // repeatCount=2: AD = 3. t=1.4 → 1.4/1.5 = 0.9333; 1.5 → interior boundary, k = 1, r = 0 → 0
  // ("jumps back to the initial value"); 3 → end → 1; 3.1 → nil.
  @Test func repeatCount() {
    check(
      colorAnimation {
        $0.duration = 1.5; $0.repeatCount = 2
      }, [(1.4, 1.4 / 1.5), (1.5, 0), (2.25, 0.5), (3, 1), (3.1, nil)])
  }

  // repeatDuration=2: AD = 2. t=1.5 → 0; 2 → the end, p = 2, k = 1, r = 0.5 → 1/3 (ends a third of
  // the way into the second repeat); 2.1 → nil.
  @Test func repeatDuration() {
    check(
      colorAnimation {
        $0.duration = 1.5; $0.repeatDuration = 2
      }, [(1.5, 0), (2, 1.0 / 3), (2.1, nil)])
  }

  // repeatDuration shorter than duration ends early: AD = 0.5 → t = 0.5 → 0.5/1.5; 0.6 → nil.
  @Test func repeatDurationShorterThanDuration() {
    check(
      colorAnimation {
        $0.duration = 1.5; $0.repeatDuration = 0.5
      }, [(0.5, 1.0 / 3), (0.6, nil)])
  }

  // duration=0.5, repeatCount=2.5, autoreverses: C = 1, AD = 2.5 (five 0.5 s legs). t=0.5 → end of
  // the first forward leg → 1; 1 → interior cycle boundary → 0; 1.25 → 0.5; 2 → 0; 2.5 → the end,
  // r = 0.5 = D → 1 ("ends on the new value").
  @Test func combined() {
    check(
      colorAnimation {
        $0.duration = 0.5; $0.repeatCount = 2.5; $0.autoreverses = true
      },
      [(0.25, 0.5), (0.5, 1), (0.75, 0.5), (1, 0), (1.25, 0.5), (2, 0), (2.5, 1), (2.6, nil)])
  }

  // duration=3, speed=2: e = 2t, AD = 3, so the window is [0, 1.5]. t=0.75 → 1.5/3 = 0.5; 1.5 → 1;
  // 1.6 → nil.
  @Test func speed() {
    check(
      colorAnimation {
        $0.duration = 3; $0.speed = 2
      }, [(0.75, 0.5), (1.5, 1), (1.6, nil)])
  }

  // duration=3, timeOffset=1: the window stays [0, 3], p = t + 1 wraps at 3. t=0 → 1/3; 1.5 → 2.5/3
  // = 5/6; 2 → p = 3, interior wrap → 0; 2.5 → 0.5/3 = 1/6; 3 → the end, p = 4, r = 1 → 1/3;
  // 3.1 → nil ("cut away the first second … and moved it to the end").
  @Test func timeOffset() {
    check(
      colorAnimation {
        $0.duration = 3; $0.timeOffset = 1
      },
      [(0, 1.0 / 3), (1.5, 5.0 / 6), (2, 0), (2.5, 1.0 / 6), (3, 1.0 / 3), (3.1, nil)])
  }

  // Hierarchical speed: group speed 2 ⊃ animation speed 1.5, duration 3. The group (duration 3,
  // speed 2) gives its child basic local time 2t; the child runs at 1.5 × that = 3t. t=0.5 → 1.5/3
  // = 0.5; t=1 → the group is at 2 of its 3 s, the child at e = 3 = AD → 1; t=0.25 → 0.75/3.
  @Test func hierarchicalSpeed() {
    var child = colorAnimation {
      $0.duration = 3; $0.speed = 1.5
    }
    child.id = "child"
    var group = Animation(groupID: "group", animations: [child])
    group.duration = 3
    group.speed = 2
    for (t, expected) in [(0.5, 0.5), (1.0, 1.0), (0.25, 0.25)] {
      let root = Layer(id: "root", animations: [group])
      let actual = root.evaluate(atMediaTime: t).animation("root/group/child")?.progress
      #expect(matches(actual, expected), "t=\(t)")
    }
  }

  // Layer speed 0.5 ⊃ animation speed 3, duration 1.5: layer time t/2, animation e = 1.5t. t=0.5 →
  // 0.75/1.5 = 0.5; t=1 → 1.5 = AD → 1 (1.5× normal speed).
  @Test func layerSpeed() {
    check(
      colorAnimation {
        $0.duration = 1.5; $0.speed = 3
      }, layer: Layer(id: "root", speed: 0.5), [(0.5, 0.5), (1, 1)])
  }

  // The paused slider: layer speed 0, timeOffset v ⊃ duration 1. Layer time is v at every t, so the
  // progress is v; v = 1 is the end of the active interval → 1 ("100% into the animation").
  @Test(arguments: [0.0, 0.25, 0.5, 0.999, 1.0])
  func pausedSlider(v: Double) {
    for t in [0.0, 3.7, 100] {
      check(colorAnimation { $0.duration = 1 }, layer: Layer(id: "root", speed: 0, timeOffset: v), [(t, v)])
    }
  }

  // Negative layer speed: layer speed −1, timeOffset 1 ⊃ duration 1. Layer time 1 − t. t=0 → 1;
  // 0.25 → 0.75; 1 → 0; 1.5 → layer time −0.5 < begin → nil.
  @Test func negativeLayerSpeed() {
    check(
      colorAnimation { $0.duration = 1 }, layer: Layer(id: "root", speed: -1, timeOffset: 1),
      [(0, 1), (0.25, 0.75), (1, 0), (1.5, nil)])
  }

  // Negative speed on the animation (seed 002 footnote: "goes backwards in time"), M4: speed −1,
  // duration 1. Window [0, 1]; p = −e wraps from the end: t=0 → p = 0, not the end, T11 → r = C →
  // 1; 0.25 → p = −0.25 → r = 0.75; 1 → the end, p = −1, keep r = 0 → 0; 1.1 → nil.
  @Test func negativeAnimationSpeed() {
    check(
      colorAnimation {
        $0.duration = 1; $0.speed = -1
      }, [(0, 1), (0.25, 0.75), (0.5, 0.5), (1, 0), (1.1, nil)])
  }
}

import MediaTiming
import Testing

/// Fill modes (T8), removedOnCompletion (T9) and the boundary instants (T11), sampled just before,
/// at and just after each boundary. Animation: duration 1, beginTime 1 (window [1, 2]).
@Suite("Fill, removal and boundaries")
struct FillAndRemovalTests {
  static let before = 0.5, begin = 1.0, end = 2.0, after = 2.5

  func animation(_ fill: FillMode, removed: Bool) -> Animation {
    colorAnimation {
      $0.duration = 1
      $0.beginTime = 1
      $0.fillMode = fill
      $0.removedOnCompletion = removed
    }
  }

  // Expected by T8/T9: before → 0 with backwards/both (whatever removedOnCompletion, E13), else nil;
  // at the begin → 0, at the end → 1 (closed interval, E9/E10); after → 1 only with forwards/both
  // *and* removedOnCompletion false (E12), else nil.
  @Test(arguments: FillMode.allCases, [true, false])
  func fillModes(fill: FillMode, removed: Bool) {
    let a = animation(fill, removed: removed)
    #expect(matches(progress(of: a, at: Self.before), fill.fillsBackwards ? 0 : nil))
    #expect(matches(progress(of: a, at: Self.begin), 0))
    #expect(matches(progress(of: a, at: Self.end), 1))
    #expect(matches(progress(of: a, at: Self.after), fill.fillsForwards && !removed ? 1 : nil))
  }

  // Phase is the animation's own, whatever the fill: before / active / after.
  @Test func phases() {
    var root = Layer(id: "root")
    root.animations = [animation(.both, removed: false)]
    let phases = [Self.before, Self.begin, 1.5, Self.end, Self.after].map {
      root.evaluate(atMediaTime: $0).animation("root/color")!.phase
    }
    #expect(phases == [.before, .active, .active, .active, .after])
    // `active` (the chain flag) is false while filling.
    #expect(root.evaluate(atMediaTime: Self.after).animation("root/color")!.isActive == false)
    #expect(root.evaluate(atMediaTime: Self.end).animation("root/color")!.isActive == true)
  }

  // E14: backwards fill with timeOffset 0.25 shows position timeOffset (0.25), not 0.
  @Test func backwardsFillShowsTimeOffset() {
    let a = colorAnimation {
      $0.duration = 1; $0.beginTime = 1; $0.timeOffset = 0.25; $0.fillMode = .backwards
    }
    #expect(matches(progress(of: a, at: 0), 0.25))
  }

  // Forward fill of a whole number of autoreverse cycles holds the start value (0): duration 1,
  // autoreverses, repeatCount 2 → AD 4, the end is r = C → local 0.
  @Test func forwardFillAfterWholeAutoreverseCycles() {
    let a = colorAnimation {
      $0.duration = 1; $0.autoreverses = true; $0.repeatCount = 2; $0.fillMode = .forwards;
      $0.removedOnCompletion = false
    }
    #expect(matches(progress(of: a, at: 4), 0))
    #expect(matches(progress(of: a, at: 9), 0))
    #expect(matches(progress(of: a, at: 3.5), 0.5))
  }

  // Fractional repeatCount with autoreverse (E4): 0.75 cycles of duration 1 = forward leg plus half
  // the way back, AD = 1.5; at the end local = 2 − 1.5 = 0.5.
  @Test func fractionalAutoreverse() {
    let a = colorAnimation {
      $0.duration = 1; $0.autoreverses = true; $0.repeatCount = 0.75
    }
    #expect(matches(progress(of: a, at: 1.5), 0.5))
    #expect(matches(progress(of: a, at: 1.51), nil))
    let half = colorAnimation {
      $0.duration = 1; $0.autoreverses = true; $0.repeatCount = 0.5
    }
    #expect(matches(progress(of: half, at: 1), 1))
    #expect(matches(progress(of: half, at: 1.01), nil))
  }

  // Infinite repeatCount (E5): never after; at t = 1000.25 with duration 1 → k = 1000, 0.25.
  @Test func infiniteRepeat() {
    var root = Layer(id: "root")
    root.animations = [
      colorAnimation {
        $0.duration = 1; $0.repeatCount = .infinity
      }
    ]
    let record = root.evaluate(atMediaTime: 1000.25).animation("root/color")!
    #expect(record.phase == .active)
    #expect(record.repeatIndex == 1000)
    #expect(matches(record.progress, 0.25))
  }

  // Both repeat properties (E8): repeatDuration wins. duration 1, repeatCount 5, repeatDuration 1.5
  // → AD 1.5: t = 1.5 → 0.5, t = 2 → nil.
  @Test func repeatDurationWinsOverRepeatCount() {
    let a = colorAnimation {
      $0.duration = 1; $0.repeatCount = 5; $0.repeatDuration = 1.5
    }
    #expect(matches(progress(of: a, at: 1.5), 0.5))
    #expect(matches(progress(of: a, at: 2), nil))
  }

  // Duration 0 on a layer (E1): 0.25 s. t = 0.125 → 0.5; 0.25 → 1; 0.3 → nil.
  @Test func zeroDurationIsDefault() {
    let a = colorAnimation { $0.duration = 0 }
    #expect(matches(progress(of: a, at: 0.125), 0.5))
    #expect(matches(progress(of: a, at: 0.25), 1))
    #expect(matches(progress(of: a, at: 0.3), nil))
  }

  // Speed 0 on the animation (E16): frozen at position timeOffset, whatever the time.
  @Test func speedZeroAnimation() {
    let a = colorAnimation {
      $0.duration = 2; $0.speed = 0; $0.timeOffset = 0.5
    }
    for t in [-5.0, 0, 3, 1e6] { #expect(matches(progress(of: a, at: t), 0.25)) }
  }

  // timeOffset outside 0...D wraps (E15): duration 1, timeOffset −0.25 → p = t − 0.25: t=0 → 0.75;
  // timeOffset 2.5 → t=0 → 0.5.
  @Test func timeOffsetWraps() {
    #expect(
      matches(
        progress(
          of: colorAnimation {
            $0.duration = 1; $0.timeOffset = -0.25
          }, at: 0), 0.75))
    #expect(
      matches(
        progress(
          of: colorAnimation {
            $0.duration = 1; $0.timeOffset = 2.5
          }, at: 0), 0.5))
  }

  // Value: orange → blue at progress 1/15 (t = 0.1, duration 1.5) is #EE8B11 — interfaces.md's
  // example: 255 − 255/15 = 238 = EE, 149 × 14/15 = 139.07 → 8B, 255/15 = 17 = 11.
  @Test func valueInterpolation() {
    var root = Layer(id: "root")
    root.animations = [colorAnimation { $0.duration = 1.5 }]
    let value = root.evaluate(atMediaTime: 0.1).animation("root/color")!.value
    guard case .color(let color)? = value else {
      Issue.record("no colour")
      return
    }
    #expect(color.hex == "#EE8B11")
  }

  // A timing function eases progress (linear stays), and on the backward leg the same curve is
  // traced backwards (T12): easeIn at progress 0.5 equals easeIn.progress(at: 0.5) on both legs.
  @Test func easedProgressOnBothLegs() {
    var root = Layer(id: "root")
    root.animations = [
      colorAnimation {
        $0.duration = 1; $0.autoreverses = true; $0.timingFunction = .easeIn
      }
    ]
    let forward = root.evaluate(atMediaTime: 0.5).animation("root/color")!
    let backward = root.evaluate(atMediaTime: 1.5).animation("root/color")!
    let expected = TimingFunction.easeIn.progress(at: 0.5)
    #expect(forward.easedProgress == expected)
    #expect(backward.easedProgress == expected)
    #expect(expected < 0.5)
  }
}

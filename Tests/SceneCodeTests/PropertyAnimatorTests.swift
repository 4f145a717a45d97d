import MediaTiming
import SceneCode
import Scenes
import Testing

/// `UIViewPropertyAnimator` (uikit.md §5 and its example 9): the animations its blocks add, the
/// paused copies a pause makes, `fractionComplete`, `continueAnimation`, reversing, delays and
/// completions. Expected values are worked out by hand from uikit.md: easeIn is the Bézier
/// (0.42, 0)(1, 1), so easeIn(0.5) = 0.315356813, easeIn(0.25) = 0.093464651, and the time at
/// which easeIn reaches 0.6 is 0.733919530 (solved by bisection outside TimingLab).
@Suite("UIKit property animators")
struct PropertyAnimatorTests {
  /// Example 9's set-up: the card's centre x from 100 to 200 over 1 s, easeIn, started at once;
  /// `later` is code run at the given delays.
  static func example9(_ later: [(Double, String)], before: String = "") throws -> Scene {
    let timed = later.map { "DispatchQueue.main.asyncAfter(deadline: .now() + \($0.0)) { \($0.1) }" }
    return try UIKitBlockTests.scene(
      """
      self.v.center = CGPoint(x: 100, y: 100)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { self.v.center.x = 200 }
      \(before)
      animator.startAnimation()
      \(timed.joined(separator: "\n"))
      """)
  }

  static func x(_ scene: Scene, at t: Double) -> Double {
    UIKitBlockTests.presented(scene, "position", at: t).first ?? .nan
  }

  // Example 9: paused at 0.5 s the copy is speed 0, linear, timeOffset 0.315356813 (the eased
  // progress: no jump); fractionComplete 0.6 moves it to 160; continueAnimation solves easeIn for
  // 0.6 (0.733919530) and runs the rest, 0.266080470 s, on easeIn.
  @Test func example9PauseScrubContinue() throws {
    let scene = try Self.example9([
      (0.5, "animator.pauseAnimation()"), (1.0, "animator.fractionComplete = 0.6"),
      (1.5, "animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)"),
    ])
    let running = try #require(scene.root.layer(at: "view/v")?.animations.first)
    #expect(running.timingFunction == .easeIn && !running.removedOnCompletion && running.fillMode == .both)
    #expect(running.origin == "UIViewPropertyAnimator, line 8")
    #expect(abs(Self.x(scene, at: 0.25) - 109.346465072) < 1e-6)
    let paused = try #require(scene.events.first?.addedAnimation)
    #expect(paused.speed == 0 && paused.timingFunction == .linear && paused.fillMode == .both)
    #expect(paused.animatorCurve == .easeIn)  // kept for the scrubber screen and for continuing
    #expect(continuedCurveIsDropped(scene))
    #expect(abs(paused.timeOffset - 0.315356813) < 1e-9)
    #expect(abs(Self.x(scene, at: 0.5) - 131.535681) < 1e-6)
    #expect(abs(Self.x(scene, at: 0.9) - 131.535681) < 1e-6)  // held while paused
    #expect(abs(Self.x(scene, at: 1.2) - 160) < 1e-9)
    #expect(abs(Self.x(scene, at: 1.5) - 160) < 1e-6)  // continuing does not jump
    let continued = try #require(scene.events.last?.addedAnimation)
    #expect(continued.speed == 1 && continued.timingFunction == .easeIn)
    #expect(abs(continued.beginTime - (1.5 - 0.733919530)) < 1e-8)
    #expect(abs(Self.x(scene, at: 1.6) - 174.051514203) < 1e-6)
    #expect(Self.x(scene, at: 1.5 + 0.266080470 + 0.01) == 200)
  }

  /// The running copy after `continueAnimation` has its curve back and no `animatorCurve`.
  func continuedCurveIsDropped(_ scene: Scene) -> Bool {
    scene.events.last?.addedAnimation.map { $0.animatorCurve == nil } ?? false
  }

  // Without scrubsLinearly the fraction is the time fraction (0.5) and the copy keeps easeIn:
  // the same picture at the pause, 131.535681.
  @Test func withoutScrubbingLinearlyTheCurveStays() throws {
    let scene = try Self.example9(
      [(0.5, "animator.pauseAnimation()")], before: "animator.scrubsLinearly = false")
    let paused = try #require(scene.events.first?.addedAnimation)
    #expect(paused.timingFunction == .easeIn && paused.timeOffset == 0.5 && paused.speed == 0)
    #expect(paused.animatorCurve == nil)  // its curve is its own
    #expect(abs(Self.x(scene, at: 0.7) - 131.535681) < 1e-6)
  }

  // Reversed while paused at 0.315 (shown), then continued: the time fraction easeIn shows that
  // at is 0.5, so it runs back 0.5 s on speed −1 (x(1.25) = 100 + 100 × easeIn(0.25)); its
  // window (timing model T6) began 0.5 s before, so its time runs down from 1 − 0.5. At the
  // start the views are put back where they began: the model is 100 again, nothing animates.
  @Test func reversedRunsBackAndPutsTheViewBack() throws {
    let scene = try Self.example9([
      (0.5, "animator.pauseAnimation()"),
      (1.0, "animator.isReversed = true; animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)"),
    ])
    #expect(abs(Self.x(scene, at: 1.0) - 131.535681) < 1e-6)
    #expect(abs(Self.x(scene, at: 1.25) - 109.346465072) < 1e-6)
    let back = try #require(scene.events.first { $0.addedAnimation?.speed == -1 }?.addedAnimation)
    #expect(back.beginTime == 0.5 && back.timeOffset == 0)
    #expect(Self.x(scene, at: 1.6) == 100)
    #expect(scene.root(atMediaTime: 1.6).layer(at: "view/v")?.animations.isEmpty == true)
  }

  // A completion runs when the run ends (1 s), with `.end`; a pause calls it off.
  @Test func completionsRunAtTheEndUnlessPaused() throws {
    let finished = try Self.example9([], before: "animator.addCompletion { _ in self.v.alpha = 0.5 }")
    let set = try #require(finished.events.first)
    #expect(set.time == 1 && set.setsKey == "opacity")
    let paused = try Self.example9(
      [(0.5, "animator.pauseAnimation()")], before: "animator.addCompletion { _ in self.v.alpha = 0.5 }")
    #expect(!paused.events.contains { $0.setsKey == "opacity" })
  }

  // `addAnimations(_:delayFactor: 0.5)` before the start: begins half the duration later and
  // ends with the rest (Apple: the delay is a fraction of the animator's duration);
  // `startAnimation(afterDelay: 0.2)` delays everything.
  @Test func delayFactorAndStartDelay() throws {
    let scene = try UIKitBlockTests.scene(
      """
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      animator.addAnimations({ self.v.alpha = 0 }, delayFactor: 0.5)
      animator.addAnimations { self.v.center.x = 300 }
      animator.startAnimation(afterDelay: 0.2)
      """)
    let animations = try #require(scene.root.layer(at: "view/v")?.animations)
    let fade = try #require(animations.first { $0.keyPath == "opacity" })
    let move = try #require(animations.first { $0.keyPath == "position" })
    #expect(fade.beginTime == 0.7 && fade.duration == 0.5 && fade.timingFunction == .linear)
    #expect(move.beginTime == 0.2 && move.duration == 1)
    #expect(UIKitBlockTests.close(UIKitBlockTests.presented(scene, "opacity", at: 0.95), [0.5]))
  }

  // Paused before a delayed block's start (fraction 0.4 of 1 s, the fade delayed 0.5 s) the fade
  // holds its from value 1; at 0.75 it is half-way through its 0.5 s: 0.5 by hand (linear).
  @Test func pausedBeforeADelayedBlock() throws {
    func opacity(at fraction: Double) throws -> [Double] {
      let scene = try UIKitBlockTests.scene(
        """
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ self.v.alpha = 0 }, delayFactor: 0.5)
        animator.pauseAnimation()
        animator.fractionComplete = \(fraction)
        """)
      return UIKitBlockTests.presented(scene, "opacity", at: 0.1)
    }
    #expect(UIKitBlockTests.close(try opacity(at: 0.4), [1]))
    #expect(UIKitBlockTests.close(try opacity(at: 0.75), [0.5]))
  }

  // The spring initialisers: a damping ratio over the animator's duration (springs.md §5.2), and
  // physical parameters as given (§5.3).
  @Test func springAnimators() throws {
    let ratio = try UIKitBlockTests.scene(
      "let a = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { self.v.alpha = 0 }; a.startAnimation()")
    let spring = try #require(ratio.root.layer(at: "view/v")?.animations.first)
    guard case .spring(let s, _) = spring.content, case .uikit(let ζ, let d) = s.parameters else {
      Issue.record("not a UIKit spring: \(spring.content)")
      return
    }
    #expect(ζ == 0.7 && d == 0.5 && spring.duration == 0.5)
    let physical = try UIKitBlockTests.scene(
      """
      let p = UISpringTimingParameters(mass: 2, stiffness: 300, damping: 20, initialVelocity: CGVector(dx: 3, dy: 4))
      let a = UIViewPropertyAnimator(duration: 1, timingParameters: p)
      a.addAnimations { self.v.alpha = 0 }
      a.startAnimation()
      """)
    let made = try #require(physical.root.layer(at: "view/v")?.animations.first)
    guard case .spring(let s2, _) = made.content else {
      Issue.record("not a spring")
      return
    }
    #expect(s2.mass == 2 && s2.stiffness == 300 && s2.damping == 20 && s2.initialVelocity == 5)
  }

  // Objective-C: `initWithDuration:controlPoint1:controlPoint2:animations:`, started and paused at
  // once (an interactive transition's set-up): the paused copy at 0 in the tree at the commit.
  @Test func objectiveCPausedAtTheStart() throws {
    let scene = try CodeImport.read(
      """
      @implementation Demo
      - (void)viewDidLoad {
        UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
        [self.view addSubview:v];
        UIViewPropertyAnimator *animator = [[UIViewPropertyAnimator alloc] initWithDuration:2 controlPoint1:CGPointMake(0.1, 0.9) controlPoint2:CGPointMake(0.2, 1) animations:^{
          v.alpha = 0;
        }];
        [animator pauseAnimation];
        animator.fractionComplete = 0.25;
      }
      @end
      """
    ).scene
    let a = try #require(scene.root.layer(at: "view/v")?.animations.first)
    #expect(a.speed == 0 && a.timeOffset == 0.5 && a.timingFunction == .linear && a.duration == 2)
    #expect(UIKitBlockTests.close(UIKitBlockTests.presented(scene, "opacity", at: 3), [0.75]))
  }
}

extension LayerEvent {
  /// The animation an `add` event adds.
  var addedAnimation: Animation? {
    if case .add(let animation) = change { return animation }
    return nil
  }

  /// The key path a `set` event sets.
  var setsKey: String? {
    if case .setValue(let value) = change { return value.keyPath }
    return nil
  }
}

import Explorer
import MediaTiming
import Scenes
import TermGrid
import Testing

/// The property animator screen (uikit.md §5): a paused animator's copies scrubbed by
/// `fractionComplete`, with `scrubsLinearly` on and off, let go and caught. Expected values by
/// hand: the bundled scene's card goes from x 70 to 230 (160 pt) over 1 s on easeIn (the Bézier
/// (0.42, 0)(1, 1): easeIn(0.5) = 0.315356813, and it reaches 0.6 at time 0.733919530, solved
/// outside TimingLab); its opacity block waits 0.5 s and fades 1 → 0.3 over the last 0.5 s.
@Suite("Property animator screen")
struct PropertyAnimatorScreenTests {
  static func example() throws -> (Scene, PausedAnimator) {
    let scene = try #require(BundledScenes.scene(named: "property-animator"))
    let animators = PausedAnimator.all(in: scene)
    #expect(animators.count == 1)
    return (scene, try #require(animators.first))
  }

  static func value(_ root: Layer, _ keyPath: String, at t: Double = 0) -> Double {
    let card = root.presentation(atMediaTime: t).first { $0.path == "view/card" }
    switch card?.presentedValue(keyPath) {
    case .number(let x)?: return x
    case .point(let x, _)?: return x
    default: return .nan
    }
  }

  // What the scene holds: one animator, its duration from the longest copy, the fade's delay
  // from its shorter duration, the curve kept as animatorCurve, linear copies, fraction 0.3.
  @Test func findsThePausedAnimator() throws {
    let (_, animator) = try Self.example()
    #expect(animator.origin == "UIViewPropertyAnimator (uikit.md example 9)")
    #expect(animator.duration == 1 && animator.curve == .easeIn && animator.scrubsLinearly)
    #expect(animator.fraction == 0.3)
    #expect(animator.members.map(\.keyPath) == ["position", "opacity"])
    #expect(animator.members.map(\.delay) == [0, 0.5])
  }

  // Scrubbing rewrites the copies' offsets: linear at 0.6 the card is at 70 + 0.6 × 160 and the
  // fade 0.1 s into its 0.5 s (1 − 0.2 × 0.7); on easeIn at 0.5 it is at 70 + 0.315356813 × 160
  // and the fade has not begun; at 1 the animator is finished and the model values show.
  @Test func scrubbingSetsTheOffsets() throws {
    let (scene, animator) = try Self.example()
    let tree = animator.tree(of: scene)
    let linear = animator.root(tree, fraction: 0.6, linear: true)
    #expect(abs(Self.value(linear, "position") - 166) < 1e-9)
    #expect(abs(Self.value(linear, "opacity") - 0.86) < 1e-9)
    let eased = animator.root(tree, fraction: 0.5, linear: false)
    #expect(abs(Self.value(eased, "position") - (70 + 0.315356813 * 160)) < 1e-6)
    #expect(Self.value(eased, "opacity") == 1)
    let done = animator.root(tree, fraction: 1, linear: true)
    #expect(Self.value(done, "position") == 230 && abs(Self.value(done, "opacity") - 0.3) < 1e-6)
    #expect(done.layer(at: "view/card")?.animations.isEmpty == true)
  }

  // Letting go solves easeIn for the progress shown (0.6 → time 0.733919530) and nothing jumps;
  // catching it again later keeps the picture too.
  @Test func letGoAndCatchWithoutAJump() throws {
    let (scene, animator) = try Self.example()
    var app = ExplorerState(scene: scene, width: 100, height: 30, sceneTime: 0)
    var screen = PropertyAnimatorScreen()
    _ = screen.perform(.move(0.3), app: &app)
    #expect(abs((screen.fraction ?? 0) - 0.6) < 1e-12)
    func shownX(_ screen: PropertyAnimatorScreen) -> Double {
      let (f, linear) = screen.shown(animator)
      return Self.value(animator.root(animator.tree(of: scene), fraction: f, linear: linear), "position")
    }
    let held = shownX(screen)
    #expect(abs(held - 166) < 1e-9)
    app.mediaTime = 10
    _ = screen.perform(.letGo, app: &app)
    #expect(abs((screen.release?.from ?? 0) - 0.733919530) < 1e-8)
    #expect(abs(shownX(screen) - held) < 1e-6)
    #expect(screen.isAnimating)
    screen.advance(to: 10.1)
    let running = shownX(screen)
    #expect(running > held)
    _ = screen.perform(.letGo, app: &app)
    #expect(screen.release == nil)
    #expect(abs(shownX(screen) - running) < 1e-6)
    // Let go again, it runs to the end and stops there.
    _ = screen.perform(.letGo, app: &app)
    screen.advance(to: 20)
    #expect(screen.release?.now == 1 && !screen.isAnimating)
    #expect(shownX(screen) == 230)
  }

  // Turning scrubsLinearly off keeps the finger and eases the view: at 0.5 the card shows
  // easeIn(0.5); the message says so; keys clamp as UIKit does.
  @Test func togglingScrubsLinearly() throws {
    let (scene, animator) = try Self.example()
    var app = ExplorerState(scene: scene, width: 100, height: 30, sceneTime: 0)
    var screen = PropertyAnimatorScreen()
    _ = screen.perform(.move(0.2), app: &app)
    _ = screen.perform(.toggleLinear, app: &app)
    let shown = screen.shown(animator)
    #expect(abs(shown.fraction - 0.5) < 1e-12 && !shown.linear)
    #expect(abs(animator.progress(at: 0.5, linear: false) - 0.315356813) < 1e-9)
    #expect(app.message?.contains("scrubsLinearly off") == true)
    _ = screen.perform(.end(true), app: &app)
    #expect(screen.fraction == 0.99999)
    _ = screen.perform(.move(-5), app: &app)
    #expect(screen.fraction == 0.00001)
  }

  // A pause made by code run later (an `add` event at 0.5 s) is found in the tree after it.
  @Test func findsAPauseMadeLater() throws {
    let scene = try Scene.decode(
      """
      {"name": "later", "layer": {"id": "view", "sublayers": [{"id": "card",
        "properties": {"position": [200, 0]},
        "animations": [{"id": "position", "keyPath": "position", "from": [-100, 0], "to": [0, 0],
          "additive": true, "duration": 2, "timingFunction": "easeIn", "fillMode": "both",
          "removedOnCompletion": false, "origin": "UIViewPropertyAnimator, line 3"}]}]},
       "events": [{"at": 0.5, "layer": "view/card", "add": {"id": "position", "keyPath": "position",
          "from": [-100, 0], "to": [0, 0], "additive": true, "duration": 2, "timingFunction": "linear",
          "animatorCurve": "easeIn", "fillMode": "both", "removedOnCompletion": false, "speed": 0,
          "timeOffset": 0.5, "origin": "UIViewPropertyAnimator, line 3, paused"}}]}
      """)
    let animator = try #require(PausedAnimator.all(in: scene).first)
    #expect(animator.origin == "UIViewPropertyAnimator, line 3" && animator.sceneTime == 0.5)
    #expect(animator.duration == 2 && animator.fraction == 0.25 && animator.curve == .easeIn)
  }

  // The screen: the stage titled with the animator, the copies' offsets and the values in words,
  // the fractionComplete slider; a scene without a paused animator shows the bundled example.
  @Test func drawsTheExplanation() throws {
    var app = ExplorerState(
      scene: try #require(BundledScenes.scene(named: "overview")), width: 110, height: 32, sceneTime: 0)
    app.show(PropertyAnimatorScreen.id)
    let text = ExplorerView.render(app, theme: Theme(color: false)).text
    #expect(text.contains("Stage · uikit.md example 9 · this scene has no paused animator"))
    #expect(text.contains("timeOffset = fractionComplete × 1.000s − its delay = 0.300s"))
    #expect(text.contains("card position (118, 70) · card opacity 1 (waits 0.500s)"))
    #expect(text.contains("scrubsLinearly on"))
    #expect(text.contains("fractionComplete ├"))
  }

  // In a narrow terminal the explanation wraps between words, so nothing is cut off: at 60 × 20
  // the offset's whole sentence is there, over two lines.
  @Test func narrowPanelsWrapBetweenWords() throws {
    var app = ExplorerState(
      scene: try #require(BundledScenes.scene(named: "property-animator")), width: 60, height: 20, sceneTime: 0)
    app.show(PropertyAnimatorScreen.id)
    let text = ExplorerView.render(app, theme: Theme(color: false)).text
    #expect(text.contains("pauseAnimation(): each copy speed 0, timeOffset ="))
    #expect(text.contains("fractionComplete × 1.000s − its delay = 0.300s"))
  }

  // `F` from the scene screen goes straight to the animator's scrub, and the readout of a
  // paused animator's copy says so.
  @Test func fGoesToTheScrubFromTheScene() throws {
    var app = ExplorerState(
      scene: try #require(BundledScenes.scene(named: "property-animator")), width: 100, height: 30, sceneTime: 0)
    #expect(app.screenID == ScrubScreen.id)
    let text = ExplorerView.render(app, theme: Theme(color: false)).text
    #expect(text.contains("F scrubs it"))
    _ = app.perform(.scrubAnimator)
    #expect(app.screenID == PropertyAnimatorScreen.id)
  }
}

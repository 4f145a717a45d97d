import MediaTiming
import Scenes
import TermGrid

/// A paused `UIViewPropertyAnimator` as a scrubber (uikit.md §5): the keys and the mouse are the
/// finger of an interactive transition setting `fractionComplete`, `l` turns `scrubsLinearly` on
/// and off, space lets go (`continueAnimation`) or catches it again (`pauseAnimation`). It scrubs
/// the scene's paused animators (imported code), else uikit.md's example 9.
package struct PropertyAnimatorScreen: Screen {
  package static let id = ScreenID("property-animator")
  package var title: String { "UIViewPropertyAnimator · fractionComplete" }

  /// Which of the scene's paused animators is scrubbed.
  package var index = 0
  /// The finger's `fractionComplete`; nil until moved (the scene's own).
  package var fraction: Double?
  /// `scrubsLinearly` as toggled; nil until toggled (as the scene's copies are).
  package var linear: Bool?
  /// Let go: running on since media time `start` from time fraction `from`; nil while held.
  package var release: Release?

  package struct Release: Hashable, Sendable {
    package var start: Double
    package var from: Double
    /// The animator's duration, seconds.
    package var duration: Double
    /// Where it is now, a time fraction (1 once finished).
    package var now: Double
  }

  package init() {}

  package enum Action: Hashable, Sendable {
    /// Move the finger by this fraction, or to 0 (`false`) or 1 (`true`).
    case move(Double), end(Bool)
    /// `scrubsLinearly` on or off.
    case toggleLinear
    /// Let go (`continueAnimation`) or catch (`pauseAnimation`).
    case letGo
    /// The previous or next paused animator.
    case cycle(Int)
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.own([
      KeyBinding([KeyEvent(.left)], "←/→", "fraction 0.01", .move(-0.01), inBar: true),
      KeyBinding([KeyEvent(.right)], "←/→", "fraction 0.01", .move(0.01), inBar: true),
      KeyBinding([KeyEvent(.left, .shift), KeyEvent(.left, .alt), .char(",")], ",/.", "0.1", .move(-0.1), inBar: true),
      KeyBinding(
        [KeyEvent(.right, .shift), KeyEvent(.right, .alt), .char(".")], ",/.", "0.1", .move(0.1), inBar: true),
      KeyBinding([KeyEvent(.home)], "Home/End", "fraction 0 / 1", .end(false)),
      KeyBinding([KeyEvent(.end)], "Home/End", "fraction 0 / 1", .end(true)),
      KeyBinding([.char("l")], "l", "scrubsLinearly", .toggleLinear, inBar: true),
      KeyBinding([.char(" "), KeyEvent(.enter)], "space", "let go / catch", .letGo, inBar: true),
      KeyBinding([.char("[")], "[/]", "animator", .cycle(-1)),
      KeyBinding([.char("]")], "[/]", "animator", .cycle(1)),
    ]) + Command.app(AppKeys.quiet))

  /// UIKit clamps `fractionComplete` to this (uikit.md §5).
  static let fractions = 0.00001...0.99999

  /// The animator scrubbed, the scene it lives in, and whether that is the bundled example
  /// (uikit.md example 9) because the scene has no paused animator.
  package struct Subject {
    package var animator: PausedAnimator
    package var scene: Scene
    package var isExample: Bool
    /// Which of the scene's paused animators it is, and how many there are.
    package var index = 0
    package var count = 1
  }

  /// The scene's `index`th paused animator, else the bundled `property-animator` scene's.
  package func subject(_ app: ExplorerState) -> Subject? {
    let found = PausedAnimator.all(in: app.scene)
    if !found.isEmpty {
      let at = min(max(index, 0), found.count - 1)
      return Subject(animator: found[at], scene: app.scene, isExample: false, index: at, count: found.count)
    }
    guard let example = BundledScenes.scene(named: "property-animator"),
      let animator = PausedAnimator.all(in: example).first
    else { return nil }
    return Subject(animator: animator, scene: example, isExample: true)
  }

  /// What is shown now: the finger's fraction (or the running time fraction once let go), and
  /// whether the copies are linear (never while running: a running animator is on its curve).
  package func shown(_ animator: PausedAnimator) -> (fraction: Double, linear: Bool) {
    if let release { return (release.now, false) }
    return (fraction ?? animator.fraction, linear ?? animator.scrubsLinearly)
  }

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    guard let animator = subject(app)?.animator else { return [] }
    switch action {
    case .move(let step):
      catchIt(animator)
      fraction = Self.clamp((fraction ?? animator.fraction) + step)
    case .end(let atEnd):
      catchIt(animator)
      fraction = atEnd ? Self.fractions.upperBound : Self.fractions.lowerBound
    case .toggleLinear:
      let on = !(linear ?? animator.scrubsLinearly)
      linear = on
      app.message =
        animator.curve == nil
        ? "a spring animator scrubs along its spring either way"
        : on
          ? "scrubsLinearly on: the copies are linear, the view follows the finger"
          : "scrubsLinearly off: the copies keep \(Self.curveName(animator.curve)), the view lags or leads the finger"
    case .letGo:
      if release != nil {
        catchIt(animator)
        app.message = "caught: pauseAnimation() at fraction \(number(fraction ?? 0))"
      } else {
        let (f, isLinear) = shown(animator)
        let from = animator.continuedTime(from: f, linear: isLinear)
        release = Release(start: app.mediaTime, from: from, duration: animator.duration, now: from)
        app.message =
          "let go: continueAnimation() runs on from time \(number(from)), \(seconds((1 - from) * animator.duration)) left"
      }
    case .cycle(let step):
      let count = max(PausedAnimator.all(in: app.scene).count, 1)
      index = ((index + step) % count + count) % count
      fraction = nil
      linear = nil
      release = nil
    }
    return []
  }

  /// `pauseAnimation()` while let go: held where it is; when scrubbing linearly the fraction
  /// becomes the progress shown, so nothing jumps.
  mutating func catchIt(_ animator: PausedAnimator) {
    guard let running = release else { return }
    release = nil
    let isLinear = linear ?? animator.scrubsLinearly
    fraction = Self.clamp(isLinear ? animator.progress(at: running.now, linear: false) : running.now)
  }

  static func clamp(_ f: Double) -> Double { min(max(f, fractions.lowerBound), fractions.upperBound) }

  static func curveName(_ curve: TimingFunction?) -> String {
    curve.map { $0.name ?? $0.cssText } ?? "spring"
  }

  /// The finger on the slider: a press or drag sets the fraction of the column.
  package mutating func mouse(
    _ event: MouseEvent, on target: HitTarget?, app: inout ExplorerState
  )
    -> [ExplorerEffect]
  {
    switch (event.kind, target) {
    case (.scrollUp, _): return perform(.move(0.01), app: &app)
    case (.scrollDown, _): return perform(.move(-0.01), app: &app)
    case (.press, .slider(let track)?), (.drag, .slider(let track)?):
      if let animator = subject(app)?.animator { catchIt(animator) }
      let column = min(max(event.x - track.x, 0), max(track.width - 1, 0))
      fraction = Self.clamp(Double(column) / Double(max(track.width - 1, 1)))
    default: break
    }
    return []
  }

  package var isAnimating: Bool { release.map { $0.now < 1 } ?? false }

  /// Runs a let-go animator on: its time fraction grows by the seconds since it was let go over
  /// its duration, to 1.
  package mutating func advance(to mediaTime: Double) {
    guard var running = release, running.now < 1 else { return }
    let duration = max(running.duration, 1e-9)
    running.now = min(1, running.from + max(mediaTime - running.start, 0) / duration)
    release = running
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    let screen = Rect(x: 0, y: 0, width: app.width, height: app.height)
    ExplorerView.drawScreenHeader(
      app, title: title, playState: false, into: &grid, area: screen.row(0), theme: theme)
    var hits = HitMap()
    guard let subject = subject(app) else { return hits }
    PropertyAnimatorView.draw(
      self, subject: subject, into: &grid, area: screen.inset(top: 1, bottom: 1), theme: theme, hits: &hits)
    return hits
  }
}

import MediaTiming
import Scenes

/// Seed 002's pull-to-refresh control: the list is dragged down `pull` points; the paused
/// pull-to-refresh layer's `timeOffset` is `max(0, pull / 60)` (the seed's `fractionDragged`),
/// which drives a group of duration 1.0: `strokeEnd` 0 → 1 writes the word "Load", `position.y`
/// moves by −22 points to 0. At the threshold a separate, running loading animation starts,
/// scrolling stops, and after a simulated load new rows are inserted and everything resets.
/// Times are media seconds.
package struct PullToRefreshState: Hashable, Sendable {
  /// Points to drag for the full animation (the seed's `startLoadingThreshold`).
  package static let threshold = 60.0
  /// Points per key press.
  package static let step = 5.0
  /// How long the simulated load takes.
  package static let loadDuration = 2.0
  /// How long the list takes to spring back when let go.
  package static let releaseDuration = 0.3

  /// Points dragged down (≥ 0).
  package var pull = 0.0
  /// The paused pull-to-refresh layer's `timeOffset`: the fraction dragged, never below 0.
  package var timeOffset = 0.0
  /// The paused pull-to-refresh layer (speed 0) holding the group, at `timeOffset`.
  package var layer: Layer { Layer(id: "pull", speed: 0, timeOffset: timeOffset, animations: [Self.group]) }
  /// The bundled pull-to-refresh scene's group, read the first time the screen needs it (not
  /// when the explorer starts).
  static let group =
    BundledScenes.scene(named: "pull-to-refresh")?.root.animations.first ?? Animation(groupID: "group", animations: [])
  /// The loading indicator's layer; its animation is added when loading starts.
  package var loadingLayer = Layer(id: "loading")
  /// Media time loading started, nil when not loading.
  package var loadingStartedAt: Double?
  /// Letting go: when, and from how far.
  package var released: Release?
  /// The list's rows, newest first.
  package var items: [String] = (1...12).map { "Item \($0)" }
  /// Loads started and finished (each pull past the threshold starts exactly one).
  package var loadsStarted = 0
  package var loadsFinished = 0

  /// Where a mouse drag started (row, and the pull then).
  package var dragOrigin: DragOrigin?

  package struct DragOrigin: Hashable, Sendable {
    package var y: Int
    package var pull: Double
  }

  package struct Release: Hashable, Sendable {
    package var at: Double
    package var from: Double
  }

  package init() {}

  /// True while loading (scrolling is disabled).
  package var isLoading: Bool { loadingStartedAt != nil }
  /// True while something moves without input (springing back or loading): ticks are needed.
  package var isAnimating: Bool { isLoading || released != nil }
  /// The seed's `fractionDragged = pull / threshold`.
  package var fractionDragged: Double { pull / Self.threshold }

  /// Drags by `points` (negative pushes back) at `mediaTime`; ignored while loading. Reaching the
  /// threshold starts loading.
  package mutating func drag(by points: Double, at mediaTime: Double) {
    guard !isLoading else { return }
    released = nil
    pull = max(0, pull + points)
    timeOffset = max(0, fractionDragged)
    if fractionDragged >= 1 { startLoading(at: mediaTime) }
  }

  /// Lets go: the list springs back to 0 (running the animation backwards) unless loading.
  package mutating func release(at mediaTime: Double) {
    guard !isLoading, pull > 0 else { return }
    released = Release(at: mediaTime, from: pull)
  }

  /// The seed's `startLoading`: a loading animation added to its own running layer (beginTime 0
  /// becomes "now", L3), the indicator held on screen, scrolling disabled.
  mutating func startLoading(at mediaTime: Double) {
    loadsStarted += 1
    loadingStartedAt = mediaTime
    pull = Self.threshold
    var write = Animation(id: "writeThatWord", keyPath: "strokeEnd", from: .number(0), to: .number(1))
    write.duration = 0.75
    write.autoreverses = true
    write.repeatCount = .infinity
    write.timingFunction = .easeInEaseOut
    loadingLayer = Layer(id: "loading")
    loadingLayer.addAnimation(write, atParentTime: mediaTime)
  }

  /// Moves time to `mediaTime`: springs back, and finishes a load after `loadDuration` (new rows
  /// at the top, `timeOffset` back to 0, the loading animation removed).
  package mutating func advance(to mediaTime: Double) {
    if let started = loadingStartedAt, mediaTime - started >= Self.loadDuration {
      loadsFinished += 1
      let count = items.count
      items.insert(contentsOf: (1...3).map { "New item \(count + $0)" }, at: 0)
      loadingStartedAt = nil
      loadingLayer = Layer(id: "loading")
      pull = 0
      timeOffset = 0
    }
    if let release = released {
      let progress = min(1, max(0, (mediaTime - release.at) / Self.releaseDuration))
      pull = release.from * (1 - TimingFunction.easeOut.progress(at: progress))
      if progress >= 1 {
        pull = 0
        released = nil
      }
      timeOffset = max(0, fractionDragged)
    }
  }

  /// The pull layer's group evaluated now (its parent time does not matter: the layer is paused).
  package var evaluation: TreeEvaluation { layer.evaluate(atMediaTime: 0) }

  /// `strokeEnd` of the word: the pull animation's, or the loading animation's while loading.
  package func strokeEnd(at mediaTime: Double) -> Double {
    if isLoading {
      let value = loadingLayer.evaluate(atMediaTime: mediaTime).animation("loading/writeThatWord")?.value
      if case .number(let n)? = value { return n }
      return 1
    }
    if case .number(let n)? = evaluation.animation("pull/group/writeText")?.value { return n }
    return fractionDragged > 0 ? 1 : 0
  }

  /// `position.y` of the indicator (points; 22 → 0 as the pull grows), 0 when not applied.
  package var indicatorOffset: Double {
    if isLoading { return 0 }
    if case .number(let n)? = evaluation.animation("pull/group/move")?.value { return n }
    return 0
  }
}

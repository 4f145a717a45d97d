import TermGrid

/// Seed 001: a collection view scrolled by a display link, beside the same scroll by a property
/// animator, with the `cellForItemAt` log per frame.
package struct DisplayLinkScreen: Screen {
  package static let id = ScreenID("display-link")
  package var title: String { "seed 001 · CADisplayLink scroll" }

  /// The scroll's duration and its frames.
  package var demo = DisplayLinkScroll()

  package init() {}

  package enum Action: Hashable, Sendable {
    /// The scroll's duration, ± seconds (0.5…10).
    case duration(Double)
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.app(AppKeys.scrubbing)
      + Command.own([
        KeyBinding([.char("+"), .char("=")], "+/-", "duration ±0.5s", .duration(0.5), inBar: true),
        KeyBinding([.char("-"), .char("_")], "+/-", "duration ±0.5s", .duration(-0.5), inBar: true),
      ]) + Command.app(AppKeys.quiet))

  /// The scroll and a quarter second after it.
  package func span(_ app: ExplorerState) -> ClosedRange<Double> { 0...(demo.duration + 0.25) }

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    switch action {
    case .duration(let delta):
      demo.duration = min(max(demo.duration + delta, 0.5), 10)
      app.message = "scrolls to row 999 in \(number(demo.duration)) s"
    }
    return []
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    ExplorerView.drawDemo(app, title: title, into: &grid, theme: theme) { grid, area in
      DisplayLinkView.draw(demo, sceneTime: app.sceneTime, into: &grid, area: area, theme: theme)
    }
  }
}

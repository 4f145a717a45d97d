import TermGrid

/// Seed 003: a dot moved by keyframes sampled from a parametric curve, beside linear time.
package struct KeyframeCurvesScreen: Screen {
  package static let id = ScreenID("keyframe-curves")
  package var title: String { "seed 003 · parametric keyframes" }

  /// The curve and the number of keyframes.
  package var demo = KeyframeCurvesState()

  package init() {}

  package enum Action: Hashable, Sendable {
    /// The previous or next curve.
    case previousFunction, nextFunction
    /// More or fewer keyframes (0…200).
    case steps(Int)
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.app(AppKeys.scrubbing)
      + Command.own([
        KeyBinding([.char("[")], "[/]", "curve", .previousFunction, inBar: true),
        KeyBinding([.char("]")], "[/]", "curve", .nextFunction, inBar: true),
        KeyBinding([.char("+"), .char("=")], "+/-", "keyframes", .steps(1), inBar: true),
        KeyBinding([.char("-"), .char("_")], "+/-", "keyframes", .steps(-1), inBar: true),
      ]) + Command.app(AppKeys.quiet))

  /// The animation and half a second after it.
  package func span(_ app: ExplorerState) -> ClosedRange<Double> { 0...(KeyframeCurvesState.duration + 0.5) }

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    let count = KeyframeCurvesState.functions.count
    switch action {
    case .previousFunction: demo.functionIndex = (demo.functionIndex - 1 + count) % count
    case .nextFunction: demo.functionIndex = (demo.functionIndex + 1) % count
    case .steps(let delta): demo.steps = min(max(demo.steps + delta, 0), 200)
    }
    return []
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    ExplorerView.drawDemo(app, title: title, into: &grid, theme: theme) { grid, area in
      KeyframeCurvesView.draw(demo, sceneTime: app.sceneTime, into: &grid, area: area, theme: theme)
    }
  }
}

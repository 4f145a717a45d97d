import TermGrid

/// Seed 000: bisecting a paused layer's timeOffset against its presentation value, beside the
/// exact answer (the timing function's inverse).
package struct BisectionScreen: Screen {
  package static let id = ScreenID("bisection")
  package var title: String { "seed 000 · timeNeededToMoveBy" }

  /// The timing function and the move to find.
  package var demo = BisectionState()

  package init() {}

  package enum Action: Hashable, Sendable {
    /// The previous or next timing function.
    case previousFunction, nextFunction
    /// The move to find, ± points.
    case move(Double)
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.app(AppKeys.scrubbing)
      + Command.own([
        KeyBinding([.char("[")], "[/]", "timing function", .previousFunction, inBar: true),
        KeyBinding([.char("]")], "[/]", "timing function", .nextFunction, inBar: true),
        KeyBinding([KeyEvent(.up)], "↑/↓", "move ±5 pt", .move(5), inBar: true),
        KeyBinding([KeyEvent(.down)], "↑/↓", "move ±5 pt", .move(-5), inBar: true),
      ]) + Command.app(AppKeys.quiet))

  /// Half a second of scene time per probe.
  package func span(_ app: ExplorerState) -> ClosedRange<Double> {
    0...max(0.5, Double(demo.probes().count) * BisectionState.probeInterval)
  }

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    let count = BisectionState.functions.count
    switch action {
    case .previousFunction: demo.functionIndex = (demo.functionIndex - 1 + count) % count
    case .nextFunction: demo.functionIndex = (demo.functionIndex + 1) % count
    case .move(let delta): demo.move = min(max(demo.move + delta, 0), demo.totalMove)
    }
    // Fewer probes make a shorter span.
    app.setSceneTime(min(app.sceneTime, span(app).upperBound), keepPlaying: app.isPlaying)
    return []
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    ExplorerView.drawDemo(app, title: title, into: &grid, theme: theme) { grid, area in
      BisectionView.draw(demo, sceneTime: app.sceneTime, into: &grid, area: area, theme: theme)
    }
  }
}

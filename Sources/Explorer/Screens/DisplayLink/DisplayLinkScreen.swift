import TermGrid

/// Seed 001: a collection view scrolled by a display link, beside the same scroll by a property
/// animator, with the `cellForItemAt` log per frame.
public struct DisplayLinkScreen: Screen {
  public static let id = ScreenID("display-link")
  public var title: String { "seed 001 · CADisplayLink scroll" }

  /// The scroll's duration and its frames.
  public var demo = DisplayLinkScroll()

  public init() {}

  public enum Action: Hashable, Sendable {
    /// The scroll's duration, ± seconds (0.5…10).
    case duration(Double)
  }

  public static let keys = KeyMap<Command<Action>>(
    Command.app(AppKeys.scrubbing)
      + Command.own([
        KeyBinding([.char("+"), .char("=")], "+/-", "duration ±0.5s", .duration(0.5), inBar: true),
        KeyBinding([.char("-"), .char("_")], "+/-", "duration ±0.5s", .duration(-0.5), inBar: true),
      ]) + Command.app(AppKeys.quiet))

  public var keys: KeyMap<Command<Action>> { Self.keys }

  /// The scroll and a quarter second after it.
  public func span(_ app: ExplorerState) -> ClosedRange<Double> { 0...(demo.duration + 0.25) }

  public mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    switch action {
    case .duration(let delta):
      demo.duration = min(max(demo.duration + delta, 0.5), 10)
      app.message = "scrolls to row 999 in \(number(demo.duration)) s"
    }
    return []
  }

  public func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    ExplorerView.drawDemo(app, title: title, into: &grid, theme: theme) { grid, area in
      DisplayLinkView.draw(demo, sceneTime: app.sceneTime, into: &grid, area: area, theme: theme)
    }
  }
}

import TermGrid

/// Seed 002's pull-to-refresh control driven by the arrow keys and the mouse: the list dragged
/// down sets a paused layer's `timeOffset`, which writes the word "Load".
package struct PullToRefreshScreen: Screen {
  package static let id = ScreenID("pull-to-refresh")
  package var title: String { "pull to refresh" }

  /// The control: how far the list is pulled, the paused layer, loading.
  package var pull = PullToRefreshState()

  package init() {}

  package enum Action: Hashable, Sendable {
    /// Pull the list down or push it up by `PullToRefreshState.step` points, or let go.
    case pullDown, pullUp, release
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.own([
      KeyBinding([KeyEvent(.down), .char("j")], "↓", "pull", .pullDown, inBar: true),
      KeyBinding([KeyEvent(.up), .char("k")], "↑", "push back", .pullUp, inBar: true),
      KeyBinding([.char(" "), KeyEvent(.enter)], "space", "let go", .release, inBar: true),
    ]) + Command.app(AppKeys.quiet))

  /// Rows of the list per point dragged: a row stands for 12 points (60 points = 5 rows).
  package static let pointsPerRow = 12.0

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    switch action {
    case .pullDown, .pullUp:
      pull.drag(by: action == .pullDown ? PullToRefreshState.step : -PullToRefreshState.step, at: app.mediaTime)
      if pull.isLoading && pull.loadingStartedAt == app.mediaTime {
        app.message = "loading… (scrolling is disabled until it finishes)"
      }
    case .release: pull.release(at: app.mediaTime)
    }
    return []
  }

  /// The wheel pulls and pushes; dragging down with the button held pulls by the rows moved;
  /// releasing lets go.
  package mutating func mouse(
    _ event: MouseEvent, on target: HitTarget?, app: inout ExplorerState
  )
    -> [ExplorerEffect]
  {
    switch event.kind {
    case .scrollDown: return perform(.pullDown, app: &app)
    case .scrollUp: return perform(.pullUp, app: &app)
    case .press: pull.dragOrigin = PullToRefreshState.DragOrigin(y: event.y, pull: pull.pull)
    case .drag:
      guard let origin = pull.dragOrigin else { return [] }
      let target = origin.pull + Double(event.y - origin.y) * Self.pointsPerRow
      pull.drag(by: target - pull.pull, at: app.mediaTime)
    case .release:
      pull.dragOrigin = nil
      pull.release(at: app.mediaTime)
    }
    return []
  }

  package var isAnimating: Bool { pull.isAnimating }

  package mutating func advance(to mediaTime: Double) {
    if pull.isAnimating { pull.advance(to: mediaTime) }
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    let screen = Rect(x: 0, y: 0, width: app.width, height: app.height)
    ExplorerView.drawScreenHeader(app, title: title, playState: false, into: &grid, area: screen.row(0), theme: theme)
    PullToRefreshView.draw(
      pull, mediaTime: app.mediaTime, into: &grid, area: screen.inset(top: 1, bottom: 1), theme: theme)
    return HitMap()
  }
}

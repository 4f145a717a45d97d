import Scenes
import TermGrid

/// Every cheat-sheet case stacked on one 0…4 s time axis with one playhead; Enter opens the
/// selected case on the scrub screen.
package struct GalleryScreen: Screen {
  package static let id = ScreenID("gallery")
  package var title: String { "cheat-sheet gallery" }

  /// The selected case (index into `BundledScenes.cheatSheetNames`).
  package var selection = 0

  package init() {}

  package enum Action: Hashable, Sendable {
    /// Up/Down: the previous or next case.
    case select(Int)
    /// Open the selected case on the scrub screen.
    case open
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.app(AppKeys.scrubbing)
      + Command.own([
        KeyBinding([KeyEvent(.up)], "↑/↓", "select", .select(-1), inBar: true),
        KeyBinding([KeyEvent(.down)], "↑/↓", "select", .select(1), inBar: true),
        KeyBinding([KeyEvent(.enter)], "enter", "open in scrub", .open, inBar: true),
      ]) + Command.app(AppKeys.loopRange + AppKeys.quiet))

  /// The cheat sheet's shared axis, seconds.
  package func span(_ app: ExplorerState) -> ClosedRange<Double> { 0...4 }

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    let names = BundledScenes.cheatSheetNames
    switch action {
    case .select(let delta):
      selection = min(max(selection + delta, 0), names.count - 1)
      return []
    case .open:
      let name = names[min(selection, names.count - 1)]
      if name == app.scene.name {
        app.show(ScrubScreen.id)
        return []
      }
      return app.confirmingDiscard(.open(name))
    }
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    let screen = Rect(x: 0, y: 0, width: app.width, height: app.height)
    ExplorerView.drawScreenHeader(app, title: title, into: &grid, area: screen.row(0), theme: theme)
    GalleryView.draw(self, app, into: &grid, area: screen.inset(top: 1, bottom: 2), theme: theme, cache: cache)
    var hits = HitMap()
    ExplorerView.drawSlider(
      app, into: &grid, area: screen.row(app.height - 2).inset(left: 1, right: 1), theme: theme, hits: &hits)
    return hits
  }
}

import MediaTiming
import Scenes
import TermGrid

/// The scene's tree: every layer, group and animation with its timing, live local time and
/// effective speed; the selected node's speed and timeOffset change without a jump.
package struct LayerTreeScreen: Screen {
  package static let id = ScreenID("layer-tree")
  package var title: String { "layer tree" }

  package init() {}

  package enum Action: Hashable, Sendable {
    /// Up/Down: the previous or next node.
    case select(Int)
    /// Multiply or negate the selected node's speed, without a jump.
    case multiplySpeed(Double), reverseSpeed
    /// Move the selected node's timeOffset by seconds.
    case adjustTimeOffset(Double)
    /// Back to the scene as loaded (speeds and offsets).
    case resetScene
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.app(AppKeys.scrubbing)
      + Command.own([
        KeyBinding([KeyEvent(.up)], "↑/↓", "node", .select(-1), inBar: true),
        KeyBinding([KeyEvent(.down)], "↑/↓", "node", .select(1), inBar: true),
        KeyBinding([.char("+"), .char("=")], "+/-", "node speed", .multiplySpeed(2), inBar: true),
        KeyBinding([.char("-"), .char("_")], "+/-", "node speed", .multiplySpeed(0.5), inBar: true),
        KeyBinding([.char("r")], "r", "reverse the node's speed", .reverseSpeed),
        KeyBinding([.char("[")], "[/]", "node timeOffset ∓0.1s", .adjustTimeOffset(-0.1), inBar: true),
        KeyBinding([.char("]")], "[/]", "node timeOffset ∓0.1s", .adjustTimeOffset(0.1), inBar: true),
        KeyBinding([.char("R")], "R", "reset the scene's speeds and offsets", .resetScene),
      ])
      + Command.app(
        [
          KeyBinding([.char("n")], "n/p", "scene", .nextScene),
          KeyBinding([.char("p")], "n/p", "scene", .previousScene),
        ] + AppKeys.editing + AppKeys.loopRange + AppKeys.common))

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    switch action {
    case .select(let delta):
      app.treeSelection = min(max(app.treeSelection + delta, 0), app.scene.root.treeNodes.count - 1)
    case .multiplySpeed(let factor): app.changeNodeSpeed { $0 * factor }
    case .reverseSpeed: app.changeNodeSpeed { -$0 }
    case .adjustTimeOffset(let delta):
      app.modifySelectedNode(label: "timeOffset") { timing, _ in timing.timeOffset += delta }
    case .resetScene: app.resetScene(message: "speeds and offsets reset to the scene's own (u undoes)")
    }
    return []
  }

  /// The selected node.
  package func editTarget(_ app: ExplorerState) -> [String]? { app.selectedNode.map { NodePath($0.path).ids } }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    let screen = Rect(x: 0, y: 0, width: app.width, height: app.height)
    ExplorerView.drawScreenHeader(app, title: title, showsScene: true, into: &grid, area: screen.row(0), theme: theme)
    LayerTreeView.draw(app, into: &grid, area: screen.inset(top: 1, bottom: 2), theme: theme, cache: cache)
    var hits = HitMap()
    ExplorerView.drawSlider(
      app, into: &grid, area: screen.row(app.height - 2).inset(left: 1, right: 1), theme: theme, hits: &hits)
    return hits
  }
}

import MediaTiming
import Scenes
import TermGrid

/// Seed 002's slider, the explorer's main screen: the scene's timeline, the selected animation's
/// value (or the stage, the layers as presented), its curve and the readout of Apple's equation;
/// scrub a paused layer, play, change the root layer's speed without a jump.
package struct ScrubScreen: Screen {
  package static let id = ScreenID("scrub")
  package var title: String { "scrub" }

  /// Dots at equal time steps on the curve (`o`).
  package var showGhosts = true
  /// The OKLab strip beside sRGB in the value box (`c`).
  package var showOKLab = false
  /// The stage in place of the value box; nil chooses: shown when the scene has layers with a
  /// size (`s` toggles).
  package var showStage: Bool?
  /// What the curve panel shows, cycled by `V`: the curve, the value over the span, its velocity.
  package var valuePlot = ValuePlotPanel.Mode.curve
  package var showValuePlot: Bool { valuePlot != .curve }

  package init() {}

  package enum Action: Hashable, Sendable {
    /// To the previous/next boundary of the selected animation (begin, repeat edges, legs, end).
    case previousBoundary, nextBoundary
    /// Up/Down: the previous or next row.
    case select(Int)
    /// Multiply the scene root layer's speed, without a jump (seed 004).
    case multiplyLayerSpeed(Double)
    /// Negate the scene root layer's speed, without a jump.
    case reverseLayerSpeed
    case toggleGhosts, toggleOKLab, toggleStage, toggleValuePlot
    /// Back to the scene as loaded (layer speeds).
    case resetScene
    /// Apply the fixes `explain` suggests for the selected animation, as one edit.
    case applyFix
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.app(AppKeys.scrubbing)
      + Command.own([
        KeyBinding([.char("[")], "[/]", "boundary", .previousBoundary, inBar: true),
        KeyBinding([.char("]")], "[/]", "boundary", .nextBoundary, inBar: true),
        KeyBinding([.char("+"), .char("=")], "+/-", "layer speed", .multiplyLayerSpeed(2), inBar: true),
        KeyBinding([.char("-"), .char("_")], "+/-", "layer speed", .multiplyLayerSpeed(0.5), inBar: true),
        KeyBinding([KeyEvent(.up)], "↑/↓", "select", .select(-1), inBar: true),
        KeyBinding([KeyEvent(.down)], "↑/↓", "select", .select(1), inBar: true),
      ])
      + Command.app([
        KeyBinding([.char("n")], "n/p", "scene", .nextScene, inBar: true),
        KeyBinding([.char("p")], "n/p", "scene", .previousScene, inBar: true),
      ])
      + Command.own([
        KeyBinding([.char("r")], "r", "reverse the layer's speed", .reverseLayerSpeed),
        KeyBinding([.char("o")], "o", "onion skin: dots at equal time steps on the curve", .toggleGhosts),
        KeyBinding([.char("c")], "c", "colour bar in sRGB and OKLab", .toggleOKLab),
        KeyBinding([.char("s")], "s", "stage (the layers) or the value panel", .toggleStage),
        KeyBinding(
          [.char("V")], "V", "the value over the whole span (presented, model dotted, jumps), its velocity, the curve",
          .toggleValuePlot),
        KeyBinding([.char("R")], "R", "reset the scene's speeds", .resetScene),
        KeyBinding([.char("!")], "!", "apply the fix the readout suggests (a jump, a held fill, …)", .applyFix),
      ])
      + Command.app(
        [KeyBinding([.char("y")], "y", "copy the scene as notation (OSC 52)", .copyNotation)] + AppKeys.editing
          + AppKeys.loopRange + AppKeys.common))

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    switch action {
    case .previousBoundary: app.scrubToBoundary(next: false)
    case .nextBoundary: app.scrubToBoundary(next: true)
    case .select(let delta): app.selectRow(by: delta)
    case .multiplyLayerSpeed(let factor): app.changeLayerSpeed(to: app.scene.root.speed * factor)
    case .reverseLayerSpeed: app.changeLayerSpeed(to: -app.scene.root.speed)
    case .toggleGhosts: showGhosts.toggle()
    case .toggleOKLab: showOKLab.toggle()
    case .toggleStage:
      showStage = !stageShown(app)
      if showStage == true && !app.scene.hasGeometry {
        // An empty stage would look like nothing happened.
        app.message = "the stage is empty: no layer here has a size (bounds) — s shows the value panel again"
      }
    case .toggleValuePlot: valuePlot = valuePlot.next
    case .resetScene: app.resetScene(message: "layer speeds reset to the scene's own (u undoes)")
    case .applyFix: app.applyExplainedFix()
    }
    return []
  }

  /// True when the middle row shows the stage (the layers) rather than the value panel.
  package func stageShown(_ app: ExplorerState) -> Bool { showStage ?? app.scene.hasGeometry }

  /// Below the timeline, over the value, curve and readout panels, so the timeline stays in
  /// view and shows each edit at once.
  package func inspectorArea(_ app: ExplorerState) -> Rect {
    let areas = layout(app)
    return Rect(x: 0, y: areas.colorBar.y, width: app.width, height: areas.readout.maxY - areas.colorBar.y)
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    ScrubView.draw(self, app, into: &grid, theme: theme, cache: cache)
  }
}

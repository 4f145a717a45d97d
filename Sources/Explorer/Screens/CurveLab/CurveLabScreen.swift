import MediaTiming
import Scenes
import TermGrid

/// Timing functions side by side: pick or edit one, compare, keyframes, the inverse, a race;
/// apply it to the selected animation.
package struct CurveLabScreen: Screen {
  package static let id = ScreenID("curve-lab")
  package var title: String { "curve lab" }

  /// The function shown, the custom Bézier, the comparison, keyframes, the inverse query.
  package var lab = CurveLabState()

  package init() {}

  package enum Action: Hashable, Sendable {
    /// The previous or next timing function.
    case previousFunction, nextFunction
    /// Pick control value 0…3 (x1, y1, x2, y2) of the custom Bézier to edit.
    case selectControl(Int)
    /// Change the picked control value.
    case adjustControl(Double)
    case cycleComparison, toggleDerivative
    /// More or fewer keyframe steps.
    case keyframeSteps(Int)
    /// The inverse query's progress.
    case adjustInverseProgress(Double)
    /// The lab's function as the selected animation's timing function.
    case apply
    /// `y`: the `cubic-bezier(…)` text to the terminal's clipboard.
    case copy
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.own(
      [
        KeyBinding([.char("[")], "[/]", "function", .previousFunction, inBar: true),
        KeyBinding([.char("]")], "[/]", "function", .nextFunction, inBar: true),
      ]
        + (1...4).map { index in
          KeyBinding(
            [.char(Unicode.Scalar(UInt8(48 + index)))], "1…4", "edit x1 y1 x2 y2", .selectControl(index - 1),
            inBar: true)
        } + [
          KeyBinding([KeyEvent(.up)], "↑/↓", "±0.01 (⇧ 0.1)", .adjustControl(0.01), inBar: true),
          KeyBinding([KeyEvent(.down)], "↑/↓", "±0.01 (⇧ 0.1)", .adjustControl(-0.01), inBar: true),
          KeyBinding([KeyEvent(.up, .shift), KeyEvent(.pageUp)], "⇧↑/⇧↓", "±0.1", .adjustControl(0.1)),
          KeyBinding([KeyEvent(.down, .shift), KeyEvent(.pageDown)], "⇧↑/⇧↓", "±0.1", .adjustControl(-0.1)),
          KeyBinding([.char("+"), .char("=")], "+/-", "keyframes", .keyframeSteps(1), inBar: true),
          KeyBinding([.char("-"), .char("_")], "+/-", "keyframes", .keyframeSteps(-1), inBar: true),
          KeyBinding([.char("<")], "</>", "inverse progress ±0.05", .adjustInverseProgress(-0.05)),
          KeyBinding([.char(">")], "</>", "inverse progress ±0.05", .adjustInverseProgress(0.05)),
          KeyBinding([.char("c")], "c", "comparison curve", .cycleComparison),
          KeyBinding([.char("d")], "d", "speed (derivative) graph", .toggleDerivative),
        ])
      + Command.app([
        KeyBinding([.char(" ")], "space", "race", .playPause, inBar: true),
        KeyBinding([KeyEvent(.left)], "←/→", "frame", .stepFrames(-1)),
        KeyBinding([KeyEvent(.right)], "←/→", "frame", .stepFrames(1)),
        KeyBinding([.char(","), KeyEvent(.left, .shift)], ",/.", "0.1 of the duration", .stepSeconds(-0.1)),
        KeyBinding([.char("."), KeyEvent(.right, .shift)], ",/.", "0.1 of the duration", .stepSeconds(0.1)),
      ])
      + Command.own([
        KeyBinding([.char("a")], "a", "apply to the selected animation", .apply, inBar: true),
        KeyBinding([.char("y")], "y", "copy the cubic-bezier(…) text (OSC 52)", .copy),
      ]) + Command.app(AppKeys.common))

  /// The race: the lab's duration, seconds.
  package func span(_ app: ExplorerState) -> ClosedRange<Double> { 0...lab.duration }

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    switch action {
    case .previousFunction: lab.step(function: -1)
    case .nextFunction: lab.step(function: 1)
    case .selectControl(let index): lab.selectControl(index)
    case .adjustControl(let delta):
      if lab.selectedControl == nil { app.message = "press 1…4 to pick x1, y1, x2 or y2 first" }
      lab.adjust(by: delta)
    case .cycleComparison: lab.comparisonIndex = (lab.comparisonIndex + 1) % CurveLabState.comparisons.count
    case .toggleDerivative: lab.showDerivative.toggle()
    case .keyframeSteps(let delta): lab.keyframeSteps = min(max(lab.keyframeSteps + delta, 0), 64)
    case .adjustInverseProgress(let delta):
      lab.inverseProgress = min(max(((lab.inverseProgress + delta) * 1e6).rounded() / 1e6, -0.5), 1.5)
    case .apply: app.setTimingFunction(lab.function)
    case .copy: return app.copy(lab.cssText)
    }
    return []
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    let screen = Rect(x: 0, y: 0, width: app.width, height: app.height)
    ExplorerView.drawScreenHeader(app, title: title, into: &grid, area: screen.row(0), theme: theme)
    CurveLabView.draw(
      lab, sceneTime: app.sceneTime, span: span(app), into: &grid, area: screen.inset(top: 1, bottom: 1), theme: theme)
    return HitMap()
  }
}

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
  /// The plot a handle is being dragged on (from the press to the release): a drag that leaves
  /// the plot keeps moving the handle, to the plot's edge.
  var dragPlot: Rect?

  package init() {}

  package enum Action: Hashable, Sendable {
    /// The previous or next timing function.
    case previousFunction, nextFunction
    /// Pick handle 0 (P1) or 1 (P2) of the Bézier to move.
    case selectHandle(Int)
    /// Let go of the handle (the arrows step time again).
    case releaseHandle
    /// ←/→ by `step`: the picked handle's x, else time (frames for 0.01, 0.1 s for 0.1).
    case horizontal(Double)
    /// ↑/↓ by `step`: the picked handle's y.
    case vertical(Double)
    case cycleComparison, toggleDerivative
    /// More or fewer keyframe steps.
    case keyframeSteps(Int)
    /// The inverse query's progress.
    case adjustInverseProgress(Double)
    /// `t`: type a curve.
    case typeCurve
    /// `o`: the selected animation's curve, again.
    case loadSelected
    /// The lab's function as the selected animation's timing function.
    case apply
    /// `y`: the `cubic-bezier(…)` text to the terminal's clipboard.
    case copy
  }

  package static let keys = KeyMap<Command<Action>>(
    Command.own([
      KeyBinding([.char("[")], "[/]", "function", .previousFunction, inBar: true),
      KeyBinding([.char("]")], "[/]", "function", .nextFunction, inBar: true),
      KeyBinding([.char("1")], "1/2", "handle", .selectHandle(0), inBar: true),
      KeyBinding([.char("2")], "1/2", "handle", .selectHandle(1), inBar: true),
      KeyBinding([.char("0")], "0", "let go of the handle (arrows step time)", .releaseHandle),
      KeyBinding([KeyEvent(.left)], "←/→", "handle x ±0.01, else a frame", .horizontal(-0.01)),
      KeyBinding([KeyEvent(.right)], "←/→", "handle x ±0.01, else a frame", .horizontal(0.01)),
      KeyBinding([KeyEvent(.left, .shift), .char(",")], "⇧←/⇧→ ,/.", "handle x ±0.1, else 0.1 s", .horizontal(-0.1)),
      KeyBinding([KeyEvent(.right, .shift), .char(".")], "⇧←/⇧→ ,/.", "handle x ±0.1, else 0.1 s", .horizontal(0.1)),
      KeyBinding([KeyEvent(.up)], "↑/↓", "handle y ±0.01", .vertical(0.01)),
      KeyBinding([KeyEvent(.down)], "↑/↓", "handle y ±0.01", .vertical(-0.01)),
      KeyBinding([KeyEvent(.up, .shift), KeyEvent(.pageUp)], "⇧↑/⇧↓", "handle y ±0.1", .vertical(0.1)),
      KeyBinding([KeyEvent(.down, .shift), KeyEvent(.pageDown)], "⇧↑/⇧↓", "handle y ±0.1", .vertical(-0.1)),
      KeyBinding([.char("t")], "t", "type a curve", .typeCurve, inBar: true),
      KeyBinding([.char("o")], "o", "the selected animation's curve", .loadSelected),
      KeyBinding([.char("+"), .char("=")], "+/-", "keyframes", .keyframeSteps(1)),
      KeyBinding([.char("-"), .char("_")], "+/-", "keyframes", .keyframeSteps(-1)),
      KeyBinding([.char("<")], "</>", "inverse progress ±0.05", .adjustInverseProgress(-0.05)),
      KeyBinding([.char(">")], "</>", "inverse progress ±0.05", .adjustInverseProgress(0.05)),
      KeyBinding([.char("c")], "c", "comparison curve", .cycleComparison),
      KeyBinding([.char("d")], "d", "speed (derivative) graph", .toggleDerivative),
    ])
      + Command.app([KeyBinding([.char(" ")], "space", "race", .playPause, inBar: true)])
      + Command.own([
        KeyBinding([.char("a")], "a", "apply", .apply, inBar: true),
        KeyBinding([.char("y")], "y", "copy the cubic-bezier(…) text (OSC 52)", .copy),
      ]) + Command.app(AppKeys.common))

  /// The race: the lab's duration, seconds.
  package func span(_ app: ExplorerState) -> ClosedRange<Double> { 0...lab.duration }

  package mutating func perform(_ action: Action, app: inout ExplorerState) -> [ExplorerEffect] {
    switch action {
    case .previousFunction: lab.step(function: -1)
    case .nextFunction: lab.step(function: 1)
    case .selectHandle(let index):
      if !lab.selectHandle(index) {
        app.message = "\(lab.function.name ?? "this curve") has no handles: t types a cubic-bezier(…), [/] picks one"
      }
    case .releaseHandle: lab.selectedHandle = nil
    case .horizontal(let step):
      guard lab.selectedHandle != nil else {
        return app.perform(abs(step) < 0.05 ? .stepFrames(step < 0 ? -1 : 1) : .stepSeconds(step))
      }
      lab.moveHandle(dx: step, dy: 0)
    case .vertical(let step):
      if lab.selectedHandle == nil { app.message = "press 1 or 2 to pick handle P1 or P2 first" }
      lab.moveHandle(dx: 0, dy: step)
    case .cycleComparison: lab.comparisonIndex = (lab.comparisonIndex + 1) % CurveLabState.comparisons.count
    case .toggleDerivative: lab.showDerivative.toggle()
    case .keyframeSteps(let delta): lab.keyframeSteps = min(max(lab.keyframeSteps + delta, 0), 64)
    case .adjustInverseProgress(let delta):
      lab.inverseProgress = min(max(((lab.inverseProgress + delta) * 1e6).rounded() / 1e6, -0.5), 1.5)
    case .typeCurve: app.open(CurveEntryPrompt(text: lab.cssText))
    case .loadSelected: loadSelected(app: &app, always: true)
    case .apply:
      app.setTimingFunction(lab.function)
      if let row = app.selected {
        lab.loadedPath = row.path
        lab.loadedFunction = lab.function
      }
    case .copy: return app.copy(lab.cssText)
    }
    return []
  }

  /// Entering the lab shows the selected animation's curve when the selection or its curve
  /// changed since the lab last took it (an edit in the lab survives a look at another screen).
  package mutating func appear(app: inout ExplorerState) { loadSelected(app: &app, always: false) }

  /// Shows the selected animation's curve (`always`, or when it changed since it was last taken).
  mutating func loadSelected(app: inout ExplorerState, always: Bool) {
    guard let row = app.selected else {
      if always { app.message = "the scene has no animation to take a curve from" }
      return
    }
    let function = Self.curve(of: row.animation)
    guard always || row.path != lab.loadedPath || function != lab.loadedFunction else { return }
    lab.show(function)
    lab.loadedPath = row.path
    lab.loadedFunction = function
    if always { app.message = "\(row.path)'s curve: \(function.name ?? function.cssText)" }
  }

  /// The curve an animation runs on: its timing function; a spring animation's spring; Core
  /// Animation's linear when it has none.
  static func curve(of animation: Animation) -> TimingFunction {
    if let function = animation.timingFunction { return function }
    if case .spring(let spring, _) = animation.content {
      return TimingFunction(
        kind: .spring(spring), name: spring.parameters.text(initialVelocity: spring.initialVelocity))
    }
    return .linear
  }

  /// A press on the plot picks the handle nearer to it and puts it there; a drag moves it on.
  package mutating func mouse(
    _ event: MouseEvent, on target: HitTarget?, app: inout ExplorerState
  )
    -> [ExplorerEffect]
  {
    if event.kind == .release { dragPlot = nil }
    if event.kind == .press { dragPlot = nil }
    if case .curvePlot(let area)? = target, event.kind == .press { dragPlot = area }
    guard let area = dragPlot, event.kind == .press || event.kind == .drag else {
      switch event.kind {
      case .scrollUp: return perform(.vertical(0.01), app: &app)
      case .scrollDown: return perform(.vertical(-0.01), app: &app)
      default: return []
      }
    }
    let plot = CurveLabView.plot(lab)
    guard let point = plot.point(atX: event.x, y: event.y, area: area) else { return [] }
    if event.kind == .press || lab.selectedHandle == nil {
      let handles = lab.handles
      guard !handles.isEmpty else {
        app.message = "\(lab.function.name ?? "this curve") has no handles: t types a cubic-bezier(…)"
        return []
      }
      // Nearest in cells (a cell is two dots wide and four tall): what the eye calls near.
      let cell = plot.cell(of: point, area: area)
      let nearest = handles.indices.min { a, b in
        let ca = plot.cell(of: handles[a].control, area: area)
        let cb = plot.cell(of: handles[b].control, area: area)
        return abs(ca.x - cell.x) + abs(ca.y - cell.y) < abs(cb.x - cell.x) + abs(cb.y - cell.y)
      }
      lab.selectHandle(nearest ?? 0)
    }
    if let handle = lab.selectedHandle {
      lab.setHandle(handle, x: (point.x * 100).rounded() / 100, y: (point.y * 100).rounded() / 100)
    }
    return []
  }

  package func draw(_ app: ExplorerState, into grid: inout CellGrid, theme: Theme, cache: ViewCache?) -> HitMap {
    let screen = Rect(x: 0, y: 0, width: app.width, height: app.height)
    ExplorerView.drawScreenHeader(app, title: title, into: &grid, area: screen.row(0), theme: theme)
    return CurveLabView.draw(
      lab, sceneTime: app.sceneTime, span: span(app), into: &grid, area: screen.inset(top: 1, bottom: 1), theme: theme)
  }
}

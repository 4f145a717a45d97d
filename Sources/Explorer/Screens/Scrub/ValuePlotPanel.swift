import Explain
import MediaTiming
import Scenes
import TermGrid

/// `V` on the scrub screen: the selected animation's key path on its layer over the whole span —
/// the presented value as a line, the model value dotted, the line broken where `explain` finds a
/// jump — so a snap-back or a start flash is seen as a jump of the value, not of a progress.
/// Numbers are plotted as they are; a point, size or rect by its first component (named in the
/// title); colours as strips of colour over the span (`ColorPlotPanel`).
package enum ValuePlotPanel {
  /// What the panel shows: the curve (the panel is the curve's), the value, or its velocity (units
  /// per second, from neighbouring samples; a jump breaks it).
  package enum Mode: Hashable, Sendable {
    case curve, value, velocity

    var next: Mode {
      switch self {
      case .curve: .value
      case .value: .velocity
      case .velocity: .curve
      }
    }
  }

  static func draw(
    _ state: ExplorerState, row: SceneRow, mode: Mode, into grid: inout CellGrid, area: Rect, theme: Theme,
    cache: ViewCache?
  ) {
    let plotArea = Box.inner(area).inset(left: 1, right: 1)
    let keyPath = row.animation.keyPath ?? ""
    guard let address = KeyPathAddress.of(keyPath) else {
      Box(title: "Value over time").render(into: &grid, area: area, theme: theme)
      grid.put("not a key path a layer animates", x: plotArea.x, y: plotArea.y, style: theme.dim, clip: plotArea)
      return
    }
    guard ExplorerState.explains(state.scene) else {
      Box(title: "Value over time").render(into: &grid, area: area, theme: theme)
      grid.put(
        "too many animations to sample here (V shows the curve)", x: plotArea.x, y: plotArea.y, style: theme.dim,
        clip: plotArea)
      return
    }
    if address.kind == .color {
      return ColorPlotPanel.draw(
        state, row: row, address: address, mode: mode, into: &grid, area: area, theme: theme, cache: cache)
    }
    let component = address.kind == .number ? "" : " (\(componentName(address.kind)))"
    let span = state.span
    let key = ValuePlotKey(
      root: state.scene.root, events: state.scene.events, path: row.path, span: span, width: plotArea.width,
      velocity: mode == .velocity,
      theme: theme)
    var plot = cache.panel(.curve, key: key, area: area, into: &grid) { grid in
      let what = mode == .velocity ? "Velocity (per second)" : "Value over time"
      Box(title: "\(what) · \(keyPath)\(component)").render(into: &grid, area: area, theme: theme)
      var plot = self.plot(state, row: row, address: address, samples: max(2, plotArea.width * 2), cache: cache)
      if mode == .velocity { plot = velocity(of: plot, seconds: span.upperBound - span.lowerBound) }
      plot.render(into: &grid, area: plotArea, theme: theme)
      return plot
    }
    let width = span.upperBound - span.lowerBound
    let x = width > 0 ? (state.sceneTime - span.lowerBound) / width : 0
    if mode == .velocity {
      // The nearest sample's velocity.
      let index = Int((min(max(x, 0), 1) * Double(plot.presented.count - 1)).rounded())
      plot.current = plot.presented.indices.contains(index) ? plot.presented[index].map { (x, $0) } : nil
    } else {
      let now = values(state.sceneHistory, row: row, address: address, at: state.sceneTime)
      plot.current = now.presented?.components.first.map { (x, $0) }
    }
    plot.renderCurrent(into: &grid, area: plotArea, theme: theme)
  }

  /// The plot's samples: `samples` equally spaced scene times over the span.
  static func plot(
    _ state: ExplorerState, row: SceneRow, address: KeyPathAddress, samples: Int, cache: ViewCache?
  )
    -> ValuePlot
  {
    let span = state.span
    let history = state.sceneHistory
    let values = sampleTimes(span, count: samples).map { self.values(history, row: row, address: address, at: $0) }
    var plot = ValuePlot(
      presented: values.map { $0.presented?.components.first }, model: values.map { $0.model?.components.first },
      startLabel: formatSeconds(span.lowerBound), endLabel: formatSeconds(span.upperBound))
    // The animation's own ends (as the value bar shows them) are in the range, so the axis says
    // 280, not the 279.94 a sample happened to catch.
    if let ends = AnimationPresentation.ends(row) {
      plot.extent = [ends.from, ends.to].compactMap { $0.components.first }
    }
    plot.breaks = breaks(state, row: row, cache: cache)
    return plot
  }

  /// `count` equally spaced scene times over `span`, first and last included.
  static func sampleTimes(_ span: ClosedRange<Double>, count: Int) -> [Double] {
    let width = span.upperBound - span.lowerBound
    return (0..<count).map { span.lowerBound + width * Double($0) / Double(max(count - 1, 1)) }
  }

  /// Where the line is broken, as fractions of the span: where explain finds a jump, and where an
  /// event changes the row's layer (a model value set, an animation replaced); the velocity is
  /// not taken across them.
  static func breaks(_ state: ExplorerState, row: SceneRow, cache: ViewCache?) -> [Double] {
    let span = state.span
    let width = span.upperBound - span.lowerBound
    let findings =
      cache?.findings(for: state.scene, animation: row.path, notes: state.explainNotes)
      ?? (ExplorerState.explains(state.scene)
        ? Explain.diagnose(state.scene, animation: row.path, notes: state.explainNotes) : [])
    let eventTimes = state.scene.events.filter { $0.layer.description == row.layerPath }.map(\.time)
    return (findings.compactMap(\.time) + eventTimes).map { width > 0 ? ($0 - span.lowerBound) / width : 0 }
  }

  /// The plot's velocity: the change between neighbouring samples per second (`seconds` is the
  /// time the samples cover), for the presented and the model value; nil across a break.
  static func velocity(of plot: ValuePlot, seconds: Double) -> ValuePlot {
    func derivative(_ values: [Double?]) -> [Double?] {
      guard values.count > 1, seconds > 0 else { return values.map { _ in nil } }
      let last = Double(values.count - 1)
      let step = seconds / last
      return values.indices.map { i -> Double? in
        let (a, b) = i == 0 ? (0, 1) : (i - 1, i)
        let (fa, fb) = (Double(a) / last, Double(b) / last)
        guard let va = values[a], let vb = values[b], !plot.breaks.contains(where: { $0 > fa && $0 <= fb }) else {
          return nil
        }
        return (vb - va) / step
      }
    }
    var result = plot
    result.extent = []  // values, not velocities
    result.presented = derivative(plot.presented)
    result.model = derivative(plot.model)
    return result
  }

  /// The presented and model value of `address` on the row's layer at scene time `t` (the tree
  /// as the scene's events have left it then).
  static func values(
    _ history: LayerHistory, row: SceneRow, address: KeyPathAddress, at t: Double
  ) -> (presented: AnimatedValue?, model: AnimatedValue?) {
    let root = history.root(atMediaTime: t)
    let evaluation = root.evaluate(atMediaTime: t)
    guard
      let layer = root.presentation(in: evaluation, ofLayer: row.layerPath).first(where: { $0.path == row.layerPath })
    else { return (nil, nil) }
    return (layer.presentedValue(at: address), layer.modelValue(at: address))
  }

  static func componentName(_ kind: ValueKind) -> String {
    switch kind {
    case .point: "x"
    case .size: "width"
    case .rect: "x"
    case .number, .color: ""
    case .matrix: "m11"
    case .path: "first x"
    case .colors: "first colour's red"
    case .numbers: "first location"
    }
  }
}

/// Everything the value plot's cells depend on.
struct ValuePlotKey: Equatable {
  var root: Layer
  var events: [LayerEvent]
  var path: String
  var span: ClosedRange<Double>
  var width: Int
  var velocity: Bool
  var theme: Theme
}

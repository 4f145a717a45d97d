import MediaTiming
import Scenes
import TermGrid

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The readout's text: Apple's equation with the selected animation's numbers, the chain of
/// intermediates down to the value (or why nothing is shown), and the root layer's own equation.
enum Readout {
  /// The lines for the selected animation, each at most `width` cells once wrapped: Apple's
  /// equation with its numbers, the chain, the root layer's equation.
  static func lines(
    state: ExplorerState, evaluation: TreeEvaluation, presentation: [LayerPresentation] = [],
    findings: [Diagnostic] = [], theme: Theme, width: Int
  ) -> [Line] {
    guard let row = state.selected, let record = evaluation.animation(row.path) else {
      return withoutAnimations(state.scene.events, theme: theme)
    }
    let a = row.animation
    var equation: Line = [Span("t = (tp − beginTime) × speed + timeOffset", theme.dim), Span("   ", theme.dim)]
    if let timing = record.timing {
      let numbers: Line = [
        Span(seconds(timing.activeLocalTime), theme.accent), Span(" = (", theme.dim),
        Span(seconds(timing.parentTime), theme.text),
        Span(" − ", theme.dim), Span(seconds(a.beginTime), theme.text), Span(") × ", theme.dim),
        Span(number(a.speed), theme.text), Span(" + ", theme.dim), Span(seconds(a.timeOffset), theme.text),
      ]
      let durations: Line = [
        Span("   D \(seconds(timing.duration)) · active \(seconds(timing.activeDuration))", theme.dim)
      ]
      if equation.width + numbers.width + durations.width <= width {
        equation += numbers + durations
      } else if equation.width + numbers.width <= width {
        equation += numbers
      } else {
        equation = [Span("t: ", theme.dim)] + numbers
      }
    } else {
      equation.append(Span("no time reaches it: its group is not applied", theme.dim))
    }
    // What `explain` finds about this animation follows the chain that leads to the value.
    var lines = [equation, chain(record, animation: a, theme: theme)]
    // A capture's recorded value of this key path, against the engine's at 0, before the findings.
    if let keyPath = a.keyPath,
      let check = state.captureComparisons.first(where: { $0.layerPath == row.layerPath && $0.keyPath == keyPath })
    {
      lines.append(captured(check, theme: theme))
    }
    lines += findings.map { explained($0, theme: theme) }
    if let property = AnimationPresentation.presented(row, in: presentation) {
      lines.append(composition(property, theme: theme))
    }
    lines.append(layerLine(state: state, evaluation: evaluation, row: row, theme: theme))
    return lines
  }

  /// `⚠ snap-back at 1 s: … · fix: … (! applies it)`, a span per word so that it wraps between
  /// words.
  static func explained(_ finding: Diagnostic, theme: Theme) -> Line {
    func words(_ text: String, _ style: CellStyle) -> Line {
      text.split(separator: " ").map { Span(" " + $0, style) }
    }
    let sign = theme.unicode ? "⚠ " : "! "
    var line: Line = [
      Span(sign + (finding.code ?? "") + (finding.time.map { " at \(seconds($0))" } ?? "") + ":", theme.accent)
    ]
    line += words(finding.message, theme.text)
    if let fix = finding.fix {
      line += words("· fix: \(fix.summary)" + (fix.edits.isEmpty ? "" : " (! applies it)"), theme.dim)
    }
    return line
  }

  /// `captured at 0: Core Animation 0.3 · TimingLab 0.3 · agree` (or how far apart they are).
  static func captured(_ check: CaptureComparison, theme: Theme) -> Line {
    let verdict: Span =
      check.agrees
      ? Span(" · agree", theme.key)
      : Span(" · differ" + (check.difference.map { " by \(number($0))" } ?? ""), theme.accent)
    return [
      Span("captured at 0: Core Animation ", theme.dim), Span(compact(check.recorded), theme.text),
      Span(" · TimingLab ", theme.dim), Span(check.computed.map(compact) ?? "none", theme.text), verdict,
    ]
  }

  /// How the layer's value of the selected key path is made (presentation model V8): the model
  /// value, then each applied animation in the order they were added, `=` replacing, `+` adding.
  static func composition(_ property: PresentedProperty, theme: Theme) -> Line {
    let arrow = Span(theme.unicode ? " → " : " -> ", theme.dim)
    var line: Line = [
      Span("presented \(property.keyPath) ", theme.dim),
      Span(property.presented.map(compact) ?? "none", theme.accent), Span(" = model ", theme.dim),
      Span(property.model.map(compact) ?? "none", theme.text),
    ]
    if property.contributions.isEmpty {
      line.append(Span(" (no animation applied)", theme.dim))
    }
    // Only the last replacing animation and what is added after it shape the value.
    let lastReplacing = property.contributions.lastIndex { !$0.isAdditive }
    if let lastReplacing, lastReplacing > 0 {
      line += [arrow, Span("\(lastReplacing) replaced", theme.dim)]
    }
    for contribution in property.contributions[(lastReplacing ?? 0)...] {
      let id = contribution.path.split(separator: "/").last.map(String.init) ?? contribution.path
      // (The part of the property it animates: `.x` of `position`; nothing when it is the
      // property itself, `transform.scale.x` shown as `transform.scale.x`.)
      let part =
        contribution.keyPath.hasPrefix(property.keyPath + ".")
        ? String(contribution.keyPath.dropFirst(property.keyPath.count + 1))
        : contribution.keyPath == property.keyPath
          ? "" : contribution.keyPath.split(separator: ".").dropFirst().joined(separator: ".")
      line += [
        arrow, Span(contribution.isAdditive ? "+ " : "= ", theme.dim), Span(id, theme.text),
        Span(part.isEmpty ? " " : " .\(part) ", theme.dim), Span(compact(contribution.value), theme.text),
      ]
    }
    return line
  }

  /// The readout box's title: the selected animation's path and key path, then where an imported
  /// animation came from (`from UIView.animate, line 42`).
  static func title(state: ExplorerState) -> String {
    guard let row = state.selected else { return "Readout" }
    // (A property animator's paused copy: `F` scrubs it as the animator's fractionComplete.)
    let origin =
      row.animation.origin.map {
        $0.hasPrefix("UIViewPropertyAnimator") && $0.contains("paused")
          ? " · F scrubs it · from \($0)" : " · from \($0)"
      } ?? ""
    if let transition = row.animation.transition {
      return "Readout · \(row.path) (transition \(transition.type)\(transition.subtype.map { " " + $0 } ?? ""))"
        + origin
    }
    return "Readout · \(row.path)" + (row.animation.keyPath.map { " (\($0))" } ?? " (group)") + origin
  }

  static func chain(_ record: AnimationEvaluation, animation a: Animation, theme: Theme) -> Line {
    let arrow = Span(theme.unicode ? " → " : " -> ", theme.dim)
    guard let timing = record.timing else { return [Span("not applied", theme.accent)] }
    var line: Line = [Span("parent ", theme.dim), Span(seconds(timing.parentTime), theme.text)]
    line += [arrow, Span("active ", theme.dim), Span(seconds(timing.activeLocalTime), theme.text)]
    line += [arrow, Span(timing.phase.rawValue, theme.text)]
    guard let iteration = timing.iteration else {
      line += [arrow, Span(whyNotApplied(record, a), theme.accent)]
      return line
    }
    if record.phase != .active { line += [Span(" (filled)", theme.dim)] }
    line += [arrow, Span("repeat ", theme.dim), Span(String(iteration.repeatIndex), theme.text)]
    if iteration.isReversed { line += [Span(theme.unicode ? " ←" : " <", theme.text)] }
    line += [arrow, Span("basic ", theme.dim), Span(seconds(iteration.basicLocalTime), theme.text)]
    line += [arrow, Span("progress ", theme.dim), Span(formatFraction(iteration.progress), theme.text)]
    line += [arrow, Span("eased ", theme.dim), Span(formatFraction(iteration.easedProgress), theme.accent)]
    if let value = record.value {
      if a.transition != nil { line += [arrow, Span("new content ", theme.dim)] } else { line += [arrow] }
      line += [Span(describe(value), theme.accent)]
    }
    return line
  }

  /// Why an evaluated record shows nothing (T8/T9).
  static func whyNotApplied(_ record: AnimationEvaluation, _ a: Animation) -> String {
    switch record.phase {
    case .before: "not applied: before the begin, no backwards fill"
    case .after where a.fillMode.fillsForwards: "not applied: removed on completion (removedOnCompletion)"
    case .after: "not applied: after the end, fillMode \(a.fillMode.rawValue)"
    case .active: "not applied"
    }
  }

  static func layerLine(state: ExplorerState, evaluation: TreeEvaluation, row: SceneRow, theme: Theme) -> Line {
    let root = state.liveRoot
    let local = evaluation.layer(root.id)?.localTime ?? 0
    var line: Line = [
      Span("layer \(root.id): ", theme.dim), Span(seconds(local), theme.text), Span(" = (", theme.dim),
      Span(seconds(state.sceneTime), theme.text), Span(" − ", theme.dim), Span(seconds(root.beginTime), theme.accent),
      Span(") × ", theme.dim), Span(number(root.speed), theme.accent), Span(" + ", theme.dim),
      Span(seconds(root.timeOffset), theme.text),
    ]
    if row.layerPath != root.id, let layer = evaluation.layer(row.layerPath) {
      line += [Span("   \(row.layerPath): ", theme.dim), Span(seconds(layer.localTime), theme.text)]
    }
    for (id, copies) in replicators(above: row.layerPath, in: root) {
      line += [
        Span("   ×\(copies.instanceCount)", theme.accent), Span(" by \(id), each ", theme.dim),
        Span(seconds(copies.instanceDelay), theme.accent), Span(" later", theme.dim),
      ]
    }
    return line
  }

  /// The replicators that copy the layer at `path` (`root/dots/dot`), outermost first, with
  /// their copies: the stage draws the row's animation once per copy, each later by the delay.
  static func replicators(above path: String, in root: Layer) -> [(id: String, copies: Replicator)] {
    var ids = path.split(separator: "/").map(String.init).dropFirst()
    var layer = root
    var out: [(String, Replicator)] = []
    while let id = ids.first {
      if layer.copies.instanceCount > 1 { out.append((layer.id, layer.copies)) }
      guard let next = layer.sublayers.first(where: { $0.id == id }) else { break }
      layer = next
      ids.removeFirst()
    }
    return out
  }

  /// A value with numbers at most three decimals, trailing zeros dropped: `190`, `(197.5, 60)`.
  static func compact(_ value: AnimatedValue) -> String {
    if case .number(let v) = value { return number(v) }
    return describe(value)
  }

  /// A value as the explorer writes it: `0.250`, `#FF9500`, `(20, 40)`, `(0, 0, 40, 40)`.
  static func describe(_ value: AnimatedValue) -> String {
    switch value {
    case .color(let color): color.hex
    case .number(let value): formatFixed(value, decimals: 3)
    case .matrix(let t): describe(t)
    case .colors(let colors): "[" + colors.map(\.hex).joined(separator: " ") + "]"
    case .numbers(let numbers): "[" + numbers.map { number($0) }.joined(separator: " ") + "]"
    default: "(" + value.components.map { number($0) }.joined(separator: ", ") + ")"
    }
  }

  /// A whole transform by its parts, as Core Animation interpolates them: `identity`, or
  /// `turn 110.2° about (0, 1, 0) · scale (0.5, 0.5) · move (20, 0) · perspective m34 -0.002`; its sixteen
  /// numbers when it cannot be decomposed.
  static func describe(_ t: Transform3D) -> String {
    guard !t.isIdentity else { return "identity" }
    guard let parts = t.decomposed else { return "(" + t.m.map { number($0) }.joined(separator: ", ") + ")" }
    var words: [String] = []
    let q = parts.quaternion
    let half = acos(min(max(abs(q.w), -1), 1))
    if half > 1e-9 {
      let axis = SIMD3(q.x, q.y, q.z) / sin(half) * (q.w < 0 ? -1 : 1)
      let degrees = 2 * half * 180 / Double.pi
      words.append("turn \(number(degrees))° about (\(number(axis.x)), \(number(axis.y)), \(number(axis.z)))")
    }
    let s = parts.scale
    if s != SIMD3(1, 1, 1) {
      words.append("scale (\(number(s.x)), \(number(s.y))\(s.z == 1 ? "" : ", \(number(s.z))"))")
    }
    let m = parts.translation
    if m != .zero { words.append("move (\(number(m.x)), \(number(m.y))\(m.z == 0 ? "" : ", \(number(m.z))"))") }
    if parts.skew != .zero { words.append("skew") }
    let p = parts.perspective
    if p.z != 0 { words.append("perspective m34 \(formatFixed(p.z, decimals: 4, trimmingZeros: true))") }
    return words.isEmpty ? "identity" : words.joined(separator: " · ")
  }
}

/// Seconds with three decimals and a unit: `1.250s`.
/// What the readout says of a scene with no animation: none, or the model values its events set
/// over time (code run later, a display link's frames), when and on what.
func withoutAnimations(_ events: [LayerEvent], theme: Theme) -> [Line] {
  let sets = events.compactMap { event -> (time: Double, name: String)? in
    guard case .setValue(let value) = event.change else { return nil }
    return (event.time, "\(event.layer.ids.last ?? "root").\(value.keyPath)")
  }
  guard let first = sets.first, let last = sets.last else {
    return [[Span("This scene has no animations.", theme.dim)]]
  }
  var names: [String] = []
  for set in sets where !names.contains(set.name) { names.append(set.name) }
  let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
  let span =
    first.time == last.time ? "at \(seconds(first.time))" : "from \(seconds(first.time)) to \(seconds(last.time))"
  return [
    [
      Span(
        "No animations: \(sets.count) model value\(sets.count == 1 ? "" : "s") set by events \(span) (\(shown)).",
        theme.text)
    ],
    [
      Span("Each is a jump, not a Core Animation animation: step with ←/→ or play to see them on the stage.", theme.dim)
    ],
  ]
}

func seconds(_ t: Double) -> String { formatFixed(t, decimals: 3) + "s" }

/// A plain number, at most three decimals, trailing zeros dropped: `2`, `0.5`, `-1.25`.
func number(_ value: Double) -> String { formatFixed(value, decimals: 3, trimmingZeros: true) }

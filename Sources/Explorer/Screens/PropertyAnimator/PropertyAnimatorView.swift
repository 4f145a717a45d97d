import MediaTiming
import Scenes
import TermGrid

/// The property animator screen: the stage with the animator at the finger's fraction, its curve
/// with the point shown (and the straight line a linear scrub follows), what UIKit did to get
/// there, each animation's value, and the `fractionComplete` slider.
enum PropertyAnimatorView {
  static func draw(
    _ screen: PropertyAnimatorScreen, subject: PropertyAnimatorScreen.Subject, into grid: inout CellGrid,
    area: Rect, theme: Theme, hits: inout HitMap
  ) {
    let animator = subject.animator
    let (fraction, linear) = screen.shown(animator)
    let tree = animator.tree(of: subject.scene)
    let root = animator.root(tree, fraction: fraction, linear: linear)
    let rows = Layout.rows(area, [.fill(1), .fixed(8), .fixed(1)])
    let columns = Layout.columns(rows[0], [.fill(3), .fill(2)], spacing: 1)

    // The stage, framed by where the animator takes the layers from start to end.
    let name =
      subject.isExample
      ? "uikit.md example 9 · this scene has no paused animator"
      : animator.origin + (subject.count > 1 ? " · \(subject.index + 1) of \(subject.count), [/]" : "")
    Box(title: "Stage · \(name)").render(into: &grid, area: columns[0], theme: theme)
    let at = animator.sceneTime
    let world = StageWorld(
      StageView.union(
        of: [0, 0.5, 1].flatMap { StageLayer.layers(animator.root(tree, fraction: $0, linear: false), at: at) }))
    StageView(layers: StageLayer.layers(root, at: at), world: world).render(
      into: &grid, area: Box.inner(columns[0]), theme: theme)

    // The curve: the progress shown against the fraction.
    let progress = animator.progress(at: fraction, linear: linear)
    let curveName = PropertyAnimatorScreen.curveName(animator.curve)
    let scrubbedLinearly = linear && animator.curve != nil
    Box(title: "Curve · \(curveName)" + (scrubbedLinearly ? " · scrubbed linearly" : "")).render(
      into: &grid, area: columns[1], theme: theme)
    var plot = CurvePlot(function: { animator.progress(at: $0, linear: linear) })
    plot.comparison = { scrubbedLinearly ? animator.progress(at: $0, linear: false) : $0 }
    plot.current = (fraction, progress)
    plot.render(into: &grid, area: Box.inner(columns[1]).inset(left: 1, right: 1), theme: theme)

    Box(title: "What UIKit does").render(into: &grid, area: rows[1], theme: theme)
    let text = Box.inner(rows[1]).inset(left: 1, right: 1)
    let lines = explanation(screen, animator, root: root, fraction: fraction, linear: linear, theme: theme)
    let wrapped = lines.flatMap { ExplorerView.wrap(byWords($0), width: text.width) }
    for (offset, line) in wrapped.prefix(text.height).enumerated() {
      grid.put(line, x: text.x, y: text.y + offset, clip: text)
    }

    let label = screen.release.map { $0.now >= 1 ? "finished" : "running" } ?? "fractionComplete"
    let slider = Slider(label: label, value: fraction, range: 0...1, valueText: formatFixed(fraction, decimals: 5))
    let sliderArea = rows[2].inset(left: 1, right: 1)
    slider.render(into: &grid, area: sliderArea, theme: theme)
    let track = slider.track(in: sliderArea)
    hits.add(.slider(track: Rect(x: track.x, y: sliderArea.y, width: track.width, height: 1)), over: sliderArea)
  }

  /// `line` with each span split at its spaces, so that narrow panels wrap between words.
  static func byWords(_ line: Line) -> Line {
    line.flatMap { span -> [Span] in
      let words = span.text.split(separator: " ", omittingEmptySubsequences: false)
      return words.enumerated().compactMap { index, word in
        let text = (index == 0 ? "" : " ") + word
        return text.isEmpty ? nil : Span(text, span.style)
      }
    }
  }

  /// The lines under the stage: the copies' time offsets, what the view shows and why, what
  /// letting go does, and each animation's value now.
  static func explanation(
    _ screen: PropertyAnimatorScreen, _ animator: PausedAnimator, root: Layer, fraction: Double, linear: Bool,
    theme: Theme
  ) -> [Line] {
    let d = animator.duration
    let curve = PropertyAnimatorScreen.curveName(animator.curve)
    let progress = animator.progress(at: fraction, linear: linear)
    var lines: [Line] = []
    if let running = screen.release {
      lines.append(
        running.now >= 1
          ? [
            Span("finished: ", theme.accent),
            Span("the copies are removed, the model values show, the completion runs", theme.text),
          ]
          : [
            Span("let go: ", theme.accent),
            Span(
              "continueAnimation() runs the copies at speed 1 on \(curve) from time \(number(running.from))", theme.text
            ),
          ])
    } else {
      lines.append([
        Span("pauseAnimation(): ", theme.accent),
        Span("each copy speed 0, timeOffset = fractionComplete × \(seconds(d)) − its delay = ", theme.text),
        Span(seconds(fraction * d), theme.accent),
      ])
    }
    let presentation = root.presentation(atMediaTime: animator.sceneTime)
    var values: Line = []
    for member in animator.members {
      let layerPath = member.path.ids.dropLast().joined(separator: "/")
      guard let layer = presentation.first(where: { $0.path == layerPath }),
        let value = layer.presentedValue(member.keyPath)
      else { continue }
      values += [
        Span((values.isEmpty ? "" : " · ") + "\(member.path.ids.dropLast().last ?? "") \(member.keyPath) ", theme.dim),
        Span(Readout.compact(value), theme.text),
      ]
      if member.delay > fraction * d { values.append(Span(" (waits \(seconds(member.delay)))", theme.dim)) }
    }
    lines.append(values)
    if let running = screen.release, running.now >= 1 {
      lines.append([Span("space or ←/→ scrubs it again from the end", theme.dim)])
      return lines
    }
    if animator.curve == nil {
      lines.append([
        Span("a spring animator: ", theme.accent),
        Span("its copies follow the spring whatever scrubsLinearly says, progress ", theme.text),
        Span(number(progress), theme.accent),
      ])
    } else if linear {
      lines.append([
        Span("scrubsLinearly on: ", theme.accent), Span("the copies are linear, progress = finger = ", theme.text),
        Span(number(progress), theme.accent),
        Span(
          " (\(curve) would show \(number(animator.progress(at: fraction, linear: false)))) · l turns it off", theme.dim
        ),
      ])
    } else {
      lines.append([
        Span(screen.release == nil ? "scrubsLinearly off: " : "running: ", theme.accent),
        Span("the copies keep \(curve), progress \(curve)(\(number(fraction))) = ", theme.text),
        Span(number(progress), theme.accent),
        Span(screen.release == nil ? " · the view lags or leads the finger · l turns it on" : "", theme.dim),
      ])
    }
    if screen.release == nil {
      let from = animator.continuedTime(from: fraction, linear: linear)
      let how =
        linear && animator.curve != nil
        ? "solves \(curve) for the progress shown → time \(number(from)), "
        : "runs on from time \(number(from)), "
      lines.append([
        Span("space lets go: ", theme.accent), Span("continueAnimation() " + how, theme.text),
        Span("\(seconds((1 - from) * d)) left, no jump", theme.dim),
      ])
    } else {
      lines.append([Span("space catches it: pauseAnimation() holds the progress shown", theme.dim)])
    }
    return lines
  }
}

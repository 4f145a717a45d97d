import MediaTiming
import Saturating
import TermGrid

/// Seed 000's screen: each probe of the bisection (its `timeOffset`, the position the paused
/// layer's presentation layer showed, the bracket halving) revealed one by one, beside the exact
/// answer from the inverse of the timing function.
enum BisectionView {
  static func draw(_ demo: BisectionState, sceneTime: Double, into grid: inout CellGrid, area: Rect, theme: Theme) {
    let probes = demo.probes()
    let shown = min(
      probes.count, max(1, Int(saturating: (sceneTime / BisectionState.probeInterval).rounded(.down)) &+ 1))
    let current = probes[shown - 1]
    let name = demo.function.name ?? "curve"
    Box(
      title:
        "timeNeededToMoveBy: \(number(demo.move)) of \(number(demo.totalMove)) pt, \(name), duration \(number(demo.duration)) s"
    )
    .render(into: &grid, area: area, theme: theme)
    let inner = Box.inner(area).inset(left: 1, right: 1)
    guard inner.height >= 8, inner.width >= 40 else { return }
    let labelWidth = 16
    let trackWidth = inner.width - labelWidth - 2
    func column(_ fraction: Double) -> Int {
      inner.x + labelWidth + 1 + Int((min(max(fraction, 0), 1) * Double(trackWidth - 1)).rounded())
    }
    func axis(_ y: Int, _ label: String) {
      grid.put(label, x: inner.x, y: y, style: theme.dim, clip: inner)
      for c in 0..<trackWidth {
        grid.put(theme.unicode ? "─" : "-", x: inner.x + labelWidth + 1 + c, y: y, style: theme.border, clip: inner)
      }
    }
    // position.x: the target and each probe's presented position.
    axis(inner.y + 1, "position.x (pt)")
    grid.put("▼ \(number(demo.move))", x: column(demo.move / demo.totalMove), y: inner.y, style: theme.key, clip: inner)
    for probe in probes.prefix(shown) {
      let mark = probe.n < 9 ? String(probe.n + 1) : "•"
      grid.put(
        mark, x: column(probe.position / 100), y: inner.y + 1, style: probe.n == current.n ? theme.accent : theme.text,
        clip: inner)
    }
    // timeOffset: the bracket [a, b] of the current probe, its middle, the exact answer.
    axis(inner.y + 3, "timeOffset (s)")
    grid.put("[", x: column(current.a), y: inner.y + 3, style: theme.accent, clip: inner)
    grid.put("]", x: column(current.b), y: inner.y + 3, style: theme.accent, clip: inner)
    grid.put(theme.unicode ? "●" : "@", x: column(current.middle), y: inner.y + 3, style: theme.accent, clip: inner)
    if let exact = demo.exactAnswer {
      grid.put(
        theme.unicode ? "▲" : "^", x: column(exact / demo.duration), y: inner.y + 4, style: theme.key, clip: inner)
    }
    // The probes so far.
    var lines: [Line] = [
      [
        Span(
          " n   a        b        timeOffset  position.x   |move − \(formatFixed(demo.move / demo.totalMove, decimals: 3))|",
          theme.dim)
      ]
    ]
    let target = demo.move / demo.totalMove
    for probe in probes.prefix(shown) {
      let text =
        " \(String(probe.n).padding(toLength: 3)) \(formatFixed(probe.a, decimals: 5).padding(toLength: 8)) "
        + "\(formatFixed(probe.b, decimals: 5).padding(toLength: 8)) \(formatFixed(probe.middle, decimals: 5).padding(toLength: 11)) "
        + "\(formatFixed(probe.position, decimals: 3).padding(toLength: 12)) \(formatFixed(abs(probe.move - target), decimals: 5))"
      lines.append([
        Span(text, probe.accepted ? theme.accent : theme.text), Span(probe.accepted ? "  within 0.005" : "", theme.key),
      ])
    }
    let answer = demo.bisectionAnswer(probes)
    var result: Line = [
      Span("bisection ", theme.dim), Span(formatFixed(answer, decimals: 5) + " s", theme.accent),
      Span(" after \(probes.count) probes · exact (inverse) ", theme.dim),
    ]
    if let exact = demo.exactAnswer {
      let position = demo.function.progress(at: answer / demo.duration) * demo.totalMove
      result += [
        Span(formatFixed(exact, decimals: 5) + " s", theme.key),
        Span(
          " · error \(formatFixed(abs(answer - exact), decimals: 5)) s = \(formatFixed(abs(position - demo.move), decimals: 2)) pt",
          theme.dim),
      ]
    } else {
      result.append(Span("never reached", theme.key))
    }
    let table = Rect(x: inner.x, y: inner.y + 6, width: inner.width, height: inner.height - 7)
    TextBlock(Array(lines.prefix(1) + lines.dropFirst().suffix(max(0, table.height - 1)))).render(
      into: &grid, area: table, theme: theme)
    grid.put(result, x: inner.x, y: inner.maxY - 1, clip: inner)
  }
}

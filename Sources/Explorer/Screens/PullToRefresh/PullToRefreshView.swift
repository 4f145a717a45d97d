import MediaTiming
import Saturating
import TermGrid

/// The pull-to-refresh screen: a list that the arrows drag down, the word "Load" written by the
/// paused layer's `timeOffset`, and the numbers of seed 002's `scrollViewDidScroll:`.
enum PullToRefreshView {
  static func draw(_ pull: PullToRefreshState, mediaTime: Double, into grid: inout CellGrid, area: Rect, theme: Theme) {
    let columns = Layout.columns(area, [.fixed(min(40, area.width / 2)), .fill(1)], spacing: 1)
    drawList(pull, mediaTime: mediaTime, into: &grid, area: columns[0], theme: theme)
    drawNumbers(pull, mediaTime: mediaTime, into: &grid, area: columns[1], theme: theme)
  }

  /// The phone: a gap of `pull / 12` rows above the list, holding the indicator.
  static func drawList(
    _ pull: PullToRefreshState, mediaTime: Double, into grid: inout CellGrid, area: Rect, theme: Theme
  ) {
    Box(title: pull.isLoading ? "Inbox · loading" : "Inbox").render(into: &grid, area: area, theme: theme)
    let inner = Box.inner(area)
    let gap = min(inner.height, Int(saturating: (pull.pull / PullToRefreshScreen.pointsPerRow).rounded()))
    if gap >= 2 {
      // position.y: the indicator starts 22 points low and rises to its place as the pull grows.
      let drop = Int(saturating: (pull.indicatorOffset / PullToRefreshScreen.pointsPerRow).rounded())
      let height = min(4, gap)
      let top = inner.y + max(0, gap - height) / 2 + drop
      let word = Rect(x: inner.x + max(0, (inner.width - 20) / 2), y: top, width: min(20, inner.width), height: height)
        .intersection(Rect(x: inner.x, y: inner.y, width: inner.width, height: gap))
      StrokedWord.draw(
        fraction: pull.strokeEnd(at: mediaTime), into: &grid, area: word, theme: theme,
        color: pull.isLoading ? RGB(hex: 0x6CB6FF) : ValueColors.from)
    }
    var y = inner.y + gap
    for item in pull.items where y < inner.maxY {
      grid.put("  " + item, x: inner.x, y: y, style: item.hasPrefix("New") ? theme.accent : theme.text, clip: inner)
      grid.put(
        String(repeating: theme.unicode ? "─" : "-", count: inner.width), x: inner.x, y: y + 1, style: theme.border,
        clip: inner)
      y += 2
    }
  }

  static func drawNumbers(
    _ pull: PullToRefreshState, mediaTime: Double, into grid: inout CellGrid, area: Rect, theme: Theme
  ) {
    let parts = Layout.rows(area, [.fixed(9), .fill(1)])
    Box(title: "scrollViewDidScroll:").render(into: &grid, area: parts[0], theme: theme)
    let inner = Box.inner(parts[0]).inset(left: 1, right: 1)
    let evaluation = pull.evaluation
    func value(_ path: String) -> String {
      guard case .number(let n)? = evaluation.animation(path)?.value else { return "not applied" }
      return formatFixed(n, decimals: 3)
    }
    let status: Line
    if let started = pull.loadingStartedAt {
      status = [
        Span(
          "loading… \(formatFixed(mediaTime - started, decimals: 1))s of \(formatFixed(PullToRefreshState.loadDuration, decimals: 1))s · scrolling disabled",
          theme.accent)
      ]
    } else if pull.released != nil {
      status = [Span("let go: the list springs back and the animation runs backwards", theme.accent)]
    } else {
      status = [
        Span("pull past \(Int(PullToRefreshState.threshold)) pt to load (↓ pulls 5 pt, ↑ pushes back)", theme.dim)
      ]
    }
    let lines: [Line] = [
      [
        Span("pull ", theme.dim), Span("\(formatFixed(pull.pull, decimals: 0)) pt", theme.text),
        Span("   fractionDragged = \(formatFixed(pull.pull, decimals: 0)) / 60 = ", theme.dim),
        Span(formatFixed(pull.fractionDragged, decimals: 3), theme.accent),
      ],
      [
        Span("layer.timeOffset = max(0, fractionDragged) = ", theme.dim),
        Span(formatFixed(pull.layer.timeOffset, decimals: 3), theme.accent),
      ],
      [Span("writeText.strokeEnd ", theme.dim), Span(value("pull/group/writeText"), theme.text)],
      [
        Span("move.position.y     ", theme.dim), Span(value("pull/group/move"), theme.text),
        Span(" pt (by −22 to 0)", theme.dim),
      ],
      status,
      [Span("loads finished \(pull.loadsFinished) · rows \(pull.items.count)", theme.dim)],
    ]
    TextBlock(lines).render(into: &grid, area: inner, theme: theme)
    // The pull layer's group on a timeline, with the playhead at its timeOffset.
    Box(title: "Paused layer (speed 0), group of duration 1.0").render(into: &grid, area: parts[1], theme: theme)
    let timelineArea = Box.inner(parts[1])
    let rows = pullRows(pull)
    let span = 0.0...1.25
    let geometry = Timeline.geometry(in: timelineArea, labels: rows.map(\.label), span: span)
    let times = Timeline.sampleTimes(span: span, columns: geometry.strip.width)
    // The layer is paused, so its animations are sampled by putting its timeOffset at each time.
    var probe = pull.layer
    var samples = Array(repeating: [Timeline.Sample](), count: rows.count)
    for t in times {
      probe.timeOffset = t
      let records = probe.evaluate(atMediaTime: 0).animations
      for (index, row) in rows.enumerated() {
        samples[index].append(records.first { $0.hasPath(row.path) }.map(TimelineModel.sample) ?? .absent)
      }
    }
    let timelineRows = rows.enumerated().map { index, row in Timeline.Row(label: row.label, samples: samples[index]) }
    Timeline(rows: timelineRows, span: span, playhead: pull.isLoading ? nil : pull.layer.timeOffset)
      .render(into: &grid, area: timelineArea, theme: theme)
  }

  static func pullRows(_ pull: PullToRefreshState) -> [(label: String, path: String)] {
    pull.layer.evaluate(atMediaTime: 0).animations.map { record in
      let depth = record.path.split(separator: "/").count - 2
      return (
        String(repeating: " ", count: depth) + (record.path.split(separator: "/").last.map(String.init) ?? ""),
        record.path
      )
    }
  }
}

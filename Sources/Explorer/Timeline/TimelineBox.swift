import MediaTiming
import Scenes
import TermGrid

/// The timeline box the scrub screen and the layer tree share: the scene's rows on its clock, in
/// a box titled with the rows shown, scrolled so that the selected row is visible.
package enum TimelineBox {
  /// True when the box draws the playhead's time above the strips: always, unless the box is
  /// small and that line would hide a strip (the time is on the slider line too).
  package static func hasPlayheadRow(_ state: ExplorerState, inner: Rect) -> Bool {
    inner.height >= 6 || inner.height - 2 >= state.rows.count
  }

  /// Where the strips of the box in `timeline` go, for the rows that are `visible`.
  package static func geometry(_ state: ExplorerState, in timeline: Rect, visible: Range<Int>) -> Timeline.Geometry {
    let inner = Box.inner(timeline)
    return Timeline.geometry(
      in: inner, labels: state.rows[visible].map(\.label), span: state.span,
      hasPlayheadRow: hasPlayheadRow(state, inner: inner))
  }

  /// The rows that fit in the box in `timeline`, scrolled so that row `kept` is visible.
  package static func visibleRows(_ state: ExplorerState, in timeline: Rect, keeping kept: Int) -> Range<Int> {
    let inner = Box.inner(timeline)
    // How many rows fit depends on their number, not their labels (10,000 labels are not measured).
    let geometry = Timeline.geometry(
      in: inner, longestLabel: 0, rowCount: state.rows.count, span: state.span,
      hasPlayheadRow: hasPlayheadRow(state, inner: inner))
    let count = min(state.rows.count, geometry.visibleRows)
    guard count > 0 else { return kept..<kept }
    let first = max(0, min(kept - count + 1, state.rows.count - count))
    return first..<first + count
  }

  /// Draws the box titled `title` (plus the range shown when not every row fits) into `area`,
  /// with row `selected` marked; returns where its strips are and which rows they show.
  @discardableResult
  package static func draw(
    _ state: ExplorerState, title: String, selected: Int?, into grid: inout CellGrid, area: Rect, theme: Theme,
    cache: ViewCache?
  ) -> (geometry: Timeline.Geometry, visible: Range<Int>) {
    let rows = visibleRows(state, in: area, keeping: selected ?? 0)
    let inner = Box.inner(area)
    let playheadRow = hasPlayheadRow(state, inner: inner)
    // The box and strips stay from frame to frame (looked up without sampling or building a
    // row); only the playhead moves.
    let key = TimelineKey(
      title: title, root: state.scene.root, events: state.scene.events, rows: state.rows, visible: rows,
      selected: selected, span: state.span,
      loop: state.loopRange, theme: theme)
    let geometry = cache.panel(.timeline, key: key, area: area, into: &grid) { grid in
      let hidden = state.rows.count - rows.count
      let range = hidden > 0 ? " (\(rows.lowerBound + 1)–\(rows.upperBound) of \(state.rows.count))" : ""
      Box(title: title + range).render(into: &grid, area: area, theme: theme)
      let geometry = self.geometry(state, in: area, visible: rows)
      let columns = geometry.strip.width
      let timelineRows =
        cache?.rows(
          root: state.scene.root, events: state.scene.events, rows: state.rows, visible: rows, selected: selected,
          span: state.span,
          columns: columns)
        ?? TimelineModel.rows(
          root: state.scene.root, events: state.scene.events, rows: state.rows, visible: rows, selected: selected,
          times: Timeline.sampleTimes(span: state.span, columns: columns))
      Timeline(
        rows: timelineRows, span: state.span, playhead: nil, hasPlayheadRow: playheadRow, loop: state.loopRange
      ).renderStrips(into: &grid, area: inner, theme: theme)
      return geometry
    }
    // Each scene event on the rows it concerns, at its time.
    let eventMarks = state.scene.events.flatMap { event in
      rows.filter { Self.concerns(event, state.rows[$0]) }.map { ($0 - rows.lowerBound, event.time) }
    }
    Timeline.drawMarks(eventMarks, glyph: ("◆", "*"), geometry: geometry, into: &grid, theme: theme)
    // What `explain` finds, on its row at its time (small scenes: it evaluates each).
    if let findings = cache.map({ $0.sceneFindings(for: state.scene, notes: state.explainNotes) })
      ?? ExplorerState.markedFindings(state.scene, notes: state.explainNotes)
    {
      var marks: [(row: Int, time: Double)] = []
      for finding in findings {
        guard let time = finding.time, let path = finding.animation,
          let index = state.rows.firstIndex(where: { $0.path == path }), rows.contains(index)
        else { continue }
        marks.append((index - rows.lowerBound, time))
      }
      Timeline.drawMarks(marks, geometry: geometry, into: &grid, theme: theme)
    }
    Timeline.drawPlayhead(
      state.sceneTime, geometry: geometry, hasPlayheadRow: playheadRow, into: &grid, theme: theme, area: inner)
    return (geometry, rows)
  }

  /// True when `event` changes what `row` shows: its layer's timing or all its animations, the
  /// row's own animation (added or removed under its key), or the model value of its property.
  static func concerns(_ event: LayerEvent, _ row: SceneRow) -> Bool {
    guard event.layer.description == row.layerPath else { return false }
    // The key of the layer's animation the row belongs to (a group's, for a child).
    let key = row.path.dropFirst(row.layerPath.count + 1).split(separator: "/").first.map(String.init)
    switch event.change {
    case .setTiming, .pause, .resume, .removeAll: return true
    case .add(let animation): return animation.id == key
    case .remove(let removed): return removed == key
    case .setValue(let value):
      let property = { (keyPath: String?) in keyPath.map { KeyPathAddress.of($0)?.property ?? $0 } }
      return property(value.keyPath) == property(row.animation.keyPath)
    }
  }
}

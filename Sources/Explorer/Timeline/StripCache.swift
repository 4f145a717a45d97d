import MediaTiming
import TermGrid

/// Remembers the timeline's sampled strips between frames. A strip depends only on the scene's
/// root layer (its animations and speeds), the rows shown and the sample times (the span and the
/// strip's width), never on the playhead, so a playing or scrubbing frame reuses it and samples
/// nothing. Drawing with a cache gives exactly the screen drawing without one does.
///
/// Keys compare the root layer by value; an unchanged scene shares its arrays, so the comparison
/// stops at their identity and costs nothing. Holds the strips of the last two timelines drawn
/// (the scrub screen's and the layer tree's).
public final class StripCache {
  struct Key: Equatable {
    var root: Layer
    var visible: Range<Int>
    var span: ClosedRange<Double>
    var columns: Int
  }

  private var entries: [(key: Key, rows: [Timeline.Row])] = []
  /// Frames that reused strips, and frames that sampled them (for tests and measurements).
  public private(set) var hits = 0
  public private(set) var misses = 0

  public init() {}

  /// `TimelineModel.rows` for these arguments, sampled again only when the root layer, the rows
  /// shown, the span or the strip's width changed; labels and selection are applied fresh.
  func rows(
    root: Layer, rows sceneRows: [SceneRow], visible: Range<Int>, selected: Int?, span: ClosedRange<Double>,
    columns: Int
  ) -> [Timeline.Row] {
    let key = Key(root: root, visible: visible, span: span, columns: columns)
    var rows: [Timeline.Row]
    if let index = entries.firstIndex(where: { $0.key == key }) {
      hits += 1
      rows = entries[index].rows
      if index != entries.count - 1 { entries.append(entries.remove(at: index)) }
    } else {
      misses += 1
      rows = TimelineModel.rows(
        root: root, rows: sceneRows, visible: visible, selected: nil,
        times: Timeline.sampleTimes(span: span, columns: columns))
      entries.append((key, rows))
      if entries.count > 2 { entries.removeFirst() }
    }
    for index in rows.indices {
      rows[index].label = sceneRows[visible.lowerBound + index].label
      rows[index].selected = visible.lowerBound + index == selected
    }
    return rows
  }
}

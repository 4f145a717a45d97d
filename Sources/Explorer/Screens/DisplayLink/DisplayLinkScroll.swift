import Saturating

/// Seed 001's demo: a collection view of 1,000 rows scrolled to its end in `duration` seconds
/// with smoothstep, by a `CADisplayLink` (the seed's `updateScrollPosition`, line for line), beside
/// `UIViewPropertyAnimator` animating `contentOffset`, which only dequeues the cells visible at
/// the end — the jump the seed shows. Offsets are points; times are seconds.
package struct DisplayLinkScroll: Hashable, Sendable {
  package static let rows = 1000
  package static let visibleRows = 8
  package static let rowHeight = 44.0
  package static let fps = 60.0
  /// The display link's first timestamp: seconds since boot, as `CADisplayLink.timestamp` is (the
  /// seed's `startTimestamp < 1` test relies on it being large).
  package static let bootTime = 1000.0

  /// The scroll's duration.
  package var duration = 2.0

  package init() {}

  /// The end offset: the last row at the bottom of the viewport.
  package static var maxOffset: Double { Double(rows - visibleRows) * rowHeight }

  /// One callback of the display link.
  package struct Frame: Hashable, Sendable {
    /// 0 for the first callback (which only records the start).
    package var index: Int
    package var timestamp: Double
    package var targetTimestamp: Double
    /// `(targetTimestamp − startTimestamp) / duration`; nil on the first callback.
    package var fraction: Double?
    /// `contentOffset.y` after this callback.
    package var offset: Double
    /// Rows in the viewport after this callback.
    package var visible: ClosedRange<Int>
    /// Rows that entered the viewport (for which `cellForItemAt` was called).
    package var dequeued: [Int]
    /// The callback that invalidated the display link.
    package var finished: Bool
  }

  /// The rows the viewport shows at `offset`.
  package static func visibleRows(at offset: Double) -> ClosedRange<Int> {
    let first = max(0, Int(saturating: (offset / rowHeight).rounded(.down)))
    let last = min(rows - 1, Int(((offset + Double(visibleRows) * rowHeight) / rowHeight).rounded(.up)) - 1)
    return first...max(first, last)
  }

  /// Smoothstep, the seed's `easeInOut(for:)`: `f² (3 − 2f)`.
  package static func easeInOut(_ fraction: Double) -> Double { fraction * fraction * (3 - 2 * fraction) }

  /// Every callback until the display link is invalidated, each at `bootTime + k / 60` with its
  /// target one frame later, running the seed's `updateScrollPosition`:
  /// the first only records `startTimestamp` and `startOffset`; then `fraction = (target −
  /// start) / duration`; past 1 (or going back) the offset is set to the end and the link
  /// invalidated, otherwise `offset = (maxOffset − startOffset) × easeInOut(fraction) + startOffset`.
  package func frames() -> [Frame] {
    var frames: [Frame] = []
    var startTimestamp = 0.0
    var startOffset = 0.0
    var previousFraction = 0.0
    var offset = 0.0
    var visible = Self.visibleRows(at: 0)
    var index = 0
    while frames.count < 100_000 {
      let timestamp = Self.bootTime + Double(index) / Self.fps
      let target = timestamp + 1 / Self.fps
      var fraction: Double?
      var finished = false
      if startTimestamp < 1 {
        startTimestamp = timestamp
        startOffset = offset
      } else {
        let f = (target - startTimestamp) / duration
        fraction = f
        if f > 1 || previousFraction > f {
          finished = true
          offset = Self.maxOffset
        } else {
          offset = (Self.maxOffset - startOffset) * Self.easeInOut(f) + startOffset
          previousFraction = f
        }
      }
      let now = Self.visibleRows(at: offset)
      let dequeued = now.filter { !visible.contains($0) }
      visible = now
      frames.append(
        Frame(
          index: index, timestamp: timestamp, targetTimestamp: target, fraction: fraction, offset: offset,
          visible: now, dequeued: dequeued, finished: finished))
      if finished { break }
      index += 1
    }
    return frames
  }

  /// The callback shown at scene time `t` (seconds since the scroll began).
  package func frame(at t: Double, in frames: [Frame]) -> Frame {
    frames[min(max(0, Int(saturating: (t * Self.fps).rounded(.down))), frames.count - 1)]
  }

  /// What `UIViewPropertyAnimator` dequeues: the first rows at the start, the last ones at the
  /// end, nothing in between (the seed's log: rows 0–7, then 992–999).
  package static let animatorDequeued: (start: ClosedRange<Int>, end: ClosedRange<Int>) =
    (0...visibleRows - 1, rows - visibleRows...rows - 1)
}

import MediaTiming

/// The instants, in scene time, where an animation's state changes: its begin and end, repeat
/// edges and autoreverse turns. Found by sampling the evaluation and bisecting each change, so the
/// answer holds for any nesting (groups, layer speeds, negative speeds); each instant is rounded to
/// 1e-9 s so that `[`/`]` land on the exact instant T11 describes (1.5, not 1.4999999999).
package enum SceneBoundaries {
  /// Boundaries of the animation at `path` within `span` (sorted, unique).
  package static func instants(
    of path: String, in root: Layer, span: ClosedRange<Double>, samples: Int = 1200
  ) -> [Double] {
    instants(of: path, in: LayerHistory(commit: root, events: []), span: span, samples: samples)
  }

  /// Boundaries of the animation at `path` in a tree that events change (an event that adds,
  /// removes or re-times it is a boundary too).
  package static func instants(
    of path: String, in history: LayerHistory, span: ClosedRange<Double>, samples: Int = 1200
  ) -> [Double] {
    let length = span.upperBound - span.lowerBound
    guard length > 0, samples > 1 else { return [] }
    func key(_ t: Double) -> Key { Key(history.root(atMediaTime: t).evaluate(atMediaTime: t).animation(path)) }
    var instants: [Double] = []
    var previousTime = span.lowerBound
    var previous = key(previousTime)
    for index in 1...samples {
      let t = span.lowerBound + length * Double(index) / Double(samples)
      let current = key(t)
      if current != previous {
        // Bisect: `low` has the old state, `high` the new one.
        var low = previousTime
        var high = t
        for _ in 0..<60 where high - low > 1e-12 {
          let middle = (low + high) / 2
          if key(middle) == previous { low = middle } else { high = middle }
        }
        let rounded = (high * 1e9).rounded() / 1e9
        instants.append(rounded)
      }
      previous = current
      previousTime = t
    }
    return Array(Set(instants)).sorted()
  }

  /// What distinguishes one stretch from the next.
  struct Key: Equatable {
    var phase: TimingPhase?
    var applied: Bool
    var repeatIndex: Int?
    var reversed: Bool

    init(_ record: AnimationEvaluation?) {
      phase = record?.phase
      applied = record?.isApplied ?? false
      repeatIndex = record?.repeatIndex
      reversed = record?.timing?.iteration?.isReversed ?? false
    }
  }
}

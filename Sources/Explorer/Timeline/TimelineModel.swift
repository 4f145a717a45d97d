import MediaTiming
import Scenes
import TermGrid

/// Builds the timeline's rows for a scene: samples the rows on screen at the widget's sample times
/// (when few of the scene's rows are on screen, each alone: only that animation and the layers and
/// groups above it, so the cost grows with the rows shown, not with the scene) and derives the
/// marks from those samples, so they are right for any nesting, speed or direction.
package enum TimelineModel {
  /// The rows `visible` of `sceneRows`, sampled at `times` (global seconds, increasing).
  package static func rows(
    root: Layer, events: [LayerEvent] = [], rows sceneRows: [SceneRow], visible: Range<Int>, selected: Int?,
    times: [Double]
  ) -> [Timeline.Row] {
    // Scene rows are in the order of the evaluation's records, so row i is record i. When most
    // rows are on screen one evaluation of the tree per time is cheaper than one per row and time;
    // otherwise each row on screen is evaluated alone (the same records, checked by the tests).
    var samples = Array(repeating: [Timeline.Sample](), count: visible.count)
    var states = Array(repeating: [SampleState](), count: visible.count)
    for index in samples.indices {
      samples[index].reserveCapacity(times.count)
      states[index].reserveCapacity(times.count)
    }
    func add(_ record: RecordTiming, at offset: Int) {
      samples[offset].append(sample(record))
      states[offset].append(SampleState(record))
    }
    if !events.isEmpty {
      // The tree changes with time: each time's tree, its records found by path (a row whose
      // animation is not there then, removed or not yet added, is absent).
      let history = LayerHistory(commit: root, events: events)
      for t in times {
        let evaluation = history.root(atMediaTime: t).evaluate(atMediaTime: t)
        var records: [String: AnimationEvaluation] = [:]
        for record in evaluation.animations { records[record.path] = record }
        for index in visible {
          let offset = index - visible.lowerBound
          if let record = records[sceneRows[index].path] {
            add(RecordTiming(record), at: offset)
          } else {
            samples[offset].append(.absent)
            states[offset].append(SampleState())
          }
        }
      }
    } else if 2 * visible.count >= sceneRows.count {
      // Timings only: a strip needs no paths, and values only where they are colours.
      var records: [RecordTiming] = []
      for t in times {
        root.evaluateTimings(atMediaTime: t, into: &records)
        for index in visible where index < records.count { add(records[index], at: index - visible.lowerBound) }
      }
    } else {
      for (offset, address) in root.recordAddresses(in: visible).enumerated() {
        for t in times {
          guard let record = root.evaluateRecordTiming(at: address, mediaTime: t) else { break }
          add(record, at: offset)
        }
      }
    }
    return visible.map { index in
      let offset = index - visible.lowerBound
      return Timeline.Row(
        label: sceneRows[index].label, selected: index == selected, samples: samples[offset],
        marks: marks(states[offset], times: times))
    }
  }

  /// The timeline sample for one record: active inside the active interval (through all enclosing
  /// groups), filling when applied outside it, absent when not applied.
  package static func sample(_ record: RecordTiming) -> Timeline.Sample {
    guard let color = ValueColors.color(of: record), let eased = record.easedProgress else { return .absent }
    let progress = min(max(eased, 0), 1)  // the value shown, as a fraction from → to
    return record.isActive ? .active(color, progress: progress) : .filling(color, progress: progress)
  }

  /// The timeline sample for a full record: the same as for its timing.
  package static func sample(_ record: AnimationEvaluation) -> Timeline.Sample {
    sample(RecordTiming(record))
  }

  /// What the marks are derived from.
  struct SampleState: Equatable {
    var active: Bool
    var repeatIndex: Int?
    var basicLocalTime: Double?

    /// Not there at all (the animation is not on its layer at that time).
    init() {
      active = false
      repeatIndex = nil
      basicLocalTime = nil
    }

    init(_ record: RecordTiming) {
      active = record.isActive
      repeatIndex = record.repeatIndex
      basicLocalTime = record.basicLocalTime
    }
  }

  /// Edges where activity starts or stops, repeat boundaries where the index changes while active,
  /// and an arrow in the middle of each leg at least 3 cells long: → where basic local time grows
  /// with global time, ← where it shrinks (an autoreverse leg, or a negative speed anywhere above).
  static func marks(_ states: [SampleState], times: [Double]) -> [Timeline.Mark] {
    var marks: [Timeline.Mark] = []
    var legStart: Int?
    var legDirection = 0  // +1 forward, −1 backward, 0 not yet known
    func direction(_ index: Int) -> Int {
      guard index > 0, let a = states[index - 1].basicLocalTime, let b = states[index].basicLocalTime, a != b else {
        return 0
      }
      return b > a ? 1 : -1
    }
    func closeLeg(at end: Int) {
      guard let start = legStart, end - start >= 6, legDirection != 0 else { return }
      marks.append(Timeline.Mark(time: times[(start + end) / 2], kind: legDirection > 0 ? .forward : .backward))
    }
    for (index, state) in states.enumerated() {
      let previous = index > 0 ? states[index - 1] : nil
      let wasActive = previous?.active ?? false
      if state.active && !wasActive {
        marks.append(Timeline.Mark(time: times[index], kind: .edge))
        legStart = index
        legDirection = 0
      } else if !state.active && wasActive {
        marks.append(Timeline.Mark(time: times[index - 1], kind: .edge))
        closeLeg(at: index)
        legStart = nil
      } else if state.active, let previous {
        let step = direction(index)
        let newRepeat = previous.repeatIndex != state.repeatIndex
        if newRepeat || (step != 0 && legDirection != 0 && step != legDirection) {
          if newRepeat { marks.append(Timeline.Mark(time: times[index], kind: .repeatBoundary)) }
          closeLeg(at: index)
          legStart = index
          legDirection = newRepeat ? 0 : step
        } else if legDirection == 0 {
          legDirection = step
        }
      }
    }
    closeLeg(at: states.count)
    return marks
  }
}

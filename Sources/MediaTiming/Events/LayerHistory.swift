/// A committed layer tree and the events that change it later, ready to be evaluated at any scene
/// time: the tree as it stands after each event is worked out once, in order. Evaluating at a
/// time before an event gives what the tree without that event gives.
public struct LayerHistory: Hashable, Sendable {
  /// The tree at the commit (scene time 0), before any event.
  public let commit: Layer
  /// The events, by time; events at one time keep their given order.
  public let events: [LayerEvent]
  /// `trees[i]`: the tree once `events[0...i]` have happened.
  private let trees: [Layer]

  /// With `dropsFinished`, each tree leaves out the animations that were removed on completion
  /// before its event (Core Animation takes them off the layer then; they present nothing, but
  /// kept, every later evaluation would go through them all): the same values, in time
  /// proportional to the animations still there, for long event lists. Their records are gone
  /// too, and a later event that turns time back does not bring them back.
  public init(commit: Layer, events: [LayerEvent], dropsFinished: Bool = false) {
    self.commit = commit
    let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
    self.events = ordered
    var tree = commit
    var clocks = EventClocks(commit: commit)
    var trees: [Layer] = []
    trees.reserveCapacity(ordered.count)
    for event in ordered {
      tree.apply(event, clocks: &clocks)
      if dropsFinished {
        let evaluation = tree.evaluate(atMediaTime: event.time)
        let finished = Set(evaluation.animations.filter { $0.phase == .after }.map(\.path))
        if !finished.isEmpty { tree = Self.dropping(finished, from: tree, path: tree.id) }
      }
      trees.append(tree)
    }
    self.trees = trees
  }

  /// `layer` (at `path`) and its sublayers without the animations at `finished` paths that are
  /// removed on completion.
  static func dropping(_ finished: Set<String>, from layer: Layer, path: String) -> Layer {
    var layer = layer
    layer.animations.removeAll { $0.removedOnCompletion && finished.contains(path + "/" + $0.id) }
    layer.sublayers = layer.sublayers.map { dropping(finished, from: $0, path: path + "/" + $0.id) }
    return layer
  }

  /// The tree as Core Animation holds it at scene time `time` (seconds): every event at or before
  /// `time` has happened.
  public func root(atMediaTime time: Double) -> Layer {
    // The last event at or before `time` (binary search: events are sorted by time).
    var low = 0
    var high = events.count
    while low < high {
      let mid = (low + high) / 2
      if events[mid].time <= time { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? commit : trees[low - 1]
  }

  /// The tree after the last event: what the scene holds once everything has happened.
  public var final: Layer { trees.last ?? commit }

  /// Every distinct layer tree with the scene time from which it holds: the commit from −∞, then
  /// one per event.
  public var eras: [(from: Double, root: Layer)] {
    [(-.infinity, commit)] + zip(events, trees).map { ($0.time, $1) }
  }
}

import MediaTiming
import Scenes

/// `key-path-conflict`: two animations that are not additive on the same layer's key path (or
/// parts of one property: `position` and `position.x`), active at the same time: the one added
/// later replaces the earlier's value for as long as they overlap.
enum OverlapCheck {
  /// The conflicts of every animation, or (with `only`) of the one at that path as the later one.
  static func check(_ subjects: [Subject], only: String? = nil) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let candidates = subjects.filter { !$0.animation.isGroup && !$0.animation.isAdditive && $0.address != nil }
    let byLayer = Dictionary(grouping: candidates, by: \.layerPath)
    for layerPath in byLayer.keys.sorted() {
      let animations = byLayer[layerPath]!.sorted { $0.index < $1.index }
      for (i, later) in animations.enumerated() where only == nil || later.path == only {
        let hidden = animations[..<i].compactMap { earlier -> (Subject, ClosedRange<Double>)? in
          guard overlapsInProperty(earlier, later), let overlap = overlap(earlier, later) else { return nil }
          return (earlier, overlap)
        }
        if !hidden.isEmpty { found.append(conflict(hidden, later)) }
      }
    }
    return found
  }

  /// True when the two write some component of the same property.
  static func overlapsInProperty(_ a: Subject, _ b: Subject) -> Bool {
    guard let x = a.address, let y = b.address, x.property == y.property else { return false }
    return x.components.overlaps(y.components)
  }

  /// The scene times both are active, when that is more than an instant.
  static func overlap(_ a: Subject, _ b: Subject) -> ClosedRange<Double>? {
    guard let aStart = a.sceneStart, let bStart = b.sceneStart else { return nil }
    let start = max(aStart, bStart)
    let end = min(a.until ?? .infinity, b.until ?? .infinity)
    return end - start > 1e-6 ? start...end : nil
  }

  /// One finding for `later`, naming every earlier animation it hides.
  static func conflict(_ hidden: [(Subject, ClosedRange<Double>)], _ later: Subject) -> Diagnostic {
    let keyPath = later.animation.keyPath ?? ""
    let start = hidden.map(\.1.lowerBound).min()!
    let end = hidden.map(\.1.upperBound).max()!
    let until = end.isFinite ? " until \(Words.time(end))" : ""
    let names = Words.list(hidden.map(\.0.animation.id))
    var edits: [SceneEdit] = []
    // Start the later one when the last of the earlier ones ends (its begin time moves by the
    // overlap, in the layer's time), so each is seen whole.
    let ends = hidden.map(\.0.localWindow.upperBound)
    if let lastEnd = ends.max(), lastEnd.isFinite {
      let shift = lastEnd - later.localWindow.lowerBound
      if shift > 0 { edits.append(Edits.field(later, "beginTime", .number(later.animation.beginTime + shift))) }
    }
    return .finding(
      "key-path-conflict", later, time: start,
      "animation \(later.animation.id) animates \(keyPath) on \(later.layerPath) while \(names) "
        + "\(hidden.count == 1 ? "does" : "do") too, from \(Words.time(start))\(until): the one added later "
        + "wins, so \(names) \(hidden.count == 1 ? "is" : "are") not seen meanwhile",
      fix: Fix(
        "start \(later.animation.id) when \(names) \(hidden.count == 1 ? "ends" : "end") (or make one of them additive)",
        edits: edits))
  }
}

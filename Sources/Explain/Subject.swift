import MediaTiming
import Scenes

/// One animation `explain` looks at: an animation added to a layer (groups as a whole), where it
/// is, and its active window in scene time.
struct Subject {
  /// The layer it is on, and the ids from the root layer down to it (`["root", "card"]`).
  var layer: Layer
  var layerPath: String
  var layerIDs: [String]
  var animation: Animation
  /// The animation's index among the layer's animations (later ones are applied on top).
  var index: Int
  /// The active window in the layer's local time (seconds; the upper bound may be infinite).
  var localWindow: ClosedRange<Double>
  /// The same in scene time (the root layer's parent time); nil when a paused or reversed layer
  /// above makes it have no place there.
  var sceneStart: Double?
  var sceneEnd: Double?
  /// The layer's local time → scene time.
  var toScene: (Double) -> Double?
  /// For an animation a scene event adds: the event and its place in the scene's `events`.
  var event: (index: Int, event: LayerEvent)?
  /// When an event takes it away (removed, or replaced under its key), scene seconds.
  var removedAt: Double?

  /// `root/card/fade`.
  var path: String { layerPath + "/" + animation.id }
  /// Where a fix edits it: its node in the tree, or the animation its event adds.
  var ids: [String] {
    if let event { return [SceneEdit.eventsMarker, String(event.index), "add"] }
    return layerIDs + [animation.id]
  }
  /// Until when it can be on screen: its end, or when an event takes it away (nil: forever).
  var until: Double? { [sceneEnd, removedAt].compactMap { $0 }.min() }
  /// Where the key path's value lives (an opaque address for a key path TimingLab does not know).
  var address: KeyPathAddress? {
    guard let keyPath = animation.keyPath else { return nil }
    return KeyPathAddress.of(keyPath) ?? KeyPathAddress.opaque(keyPath, kind: valueKind ?? .number)
  }

  var valueKind: ValueKind? {
    switch animation.content {
    case .basic(let values), .spring(_, let values): values.kind
    case .keyframe(let keyframes): keyframes.values.first?.kind
    case .group, .transition: nil
    }
  }

  /// Every animation added to a layer of `root`'s tree, in the order they are applied, then every
  /// animation an event adds (as its layer holds it then). One that an event takes away before
  /// its end (removed, or replaced under its key) has no end here: it never reaches it.
  static func all(in root: Layer, events: [LayerEvent]) -> [Subject] {
    guard !events.isEmpty else { return all(in: root) }
    let history = LayerHistory(commit: root, events: events)
    let eras = history.eras
    // Those events add: each as its layer holds it once added, after the ones at the commit.
    var added: [Subject] = []
    for (index, event) in events.enumerated() {
      guard case .add(let animation) = event.change else { continue }
      let tree = history.root(atMediaTime: event.time)
      guard let layer = tree.layer(at: event.layer),
        let held = layer.animations.firstIndex(where: { $0.id == animation.id }),
        let window = layer.animations[held].activeInterval(
          effectiveDuration: layer.animations[held].effectiveDuration())
      else { continue }
      added.append(
        Subject(
          layer: layer, layerPath: event.layer.description, layerIDs: event.layer.ids,
          animation: layer.animations[held], index: 1_000_000 + index, localWindow: window, sceneStart: nil,
          sceneEnd: nil, toScene: toScene(tree, ids: event.layer.ids), event: (index, event)))
    }
    return (all(in: root) + added).map { subject in
      var subject = subject
      let layer = NodePath(subject.layerIDs)
      let since = subject.event?.event.time ?? -.infinity
      // Its window's ends in scene time, through the layer's timing as the events leave it:
      // each end in the first tree that holds at the time it maps to.
      func sceneTime(ofLocal local: Double) -> Double? {
        for (index, era) in eras.enumerated() {
          let until = index + 1 < eras.count ? eras[index + 1].from : .infinity
          guard let t = toScene(era.root, ids: subject.layerIDs)(local), t >= era.from, t >= since, t < until
          else { continue }
          return t
        }
        return nil
      }
      subject.sceneStart = sceneTime(ofLocal: subject.localWindow.lowerBound)
      subject.sceneEnd =
        subject.localWindow.upperBound.isFinite ? sceneTime(ofLocal: subject.localWindow.upperBound) : nil
      // Only what happens after it was added can take it away.
      let after = subject.event.flatMap { added in history.events.firstIndex(of: added.event) }.map { $0 + 1 } ?? 0
      let removal = history.events[after...].first { event in
        guard event.layer == layer else { return false }
        switch event.change {
        case .removeAll: return true
        case .remove(let key): return key == subject.animation.id
        case .add(let animation): return animation.id == subject.animation.id
        default: return false
        }
      }
      if let removal, removal.time < (subject.sceneEnd ?? .infinity) + Probe.epsilon {
        subject.sceneEnd = nil
        subject.removedAt = removal.time
      }
      return subject
    }
  }

  /// Local time of the layer at `ids` → scene time, in the tree `root`; nil where a paused
  /// layer gives it no place.
  static func toScene(_ root: Layer, ids: [String]) -> (Double) -> Double? {
    var chain: [Layer] = [root]
    for id in ids.dropFirst() {
      guard let next = chain.last?.sublayers.first(where: { $0.id == id }) else { break }
      chain.append(next)
    }
    return { local in
      var t: Double? = local
      for layer in chain.reversed() { t = t.flatMap { layer.parentTime(atLocalTime: $0) } }
      return t
    }
  }

  /// Every animation added to a layer of `root`'s tree, in the order they are applied.
  static func all(in root: Layer) -> [Subject] {
    var subjects: [Subject] = []
    func visit(_ layer: Layer, path: String, ids: [String], toScene: @escaping (Double) -> Double?) {
      for (index, animation) in layer.animations.enumerated() {
        guard let window = animation.activeInterval(effectiveDuration: animation.effectiveDuration()) else {
          continue
        }
        let layerToScene: (Double) -> Double? = { layer.parentTime(atLocalTime: $0).flatMap(toScene) }
        var start = layerToScene(window.lowerBound)
        var end = window.upperBound.isFinite ? layerToScene(window.upperBound) : nil
        if let s = start, let e = end, e < s { (start, end) = (e, s) }  // a reversed layer above
        subjects.append(
          Subject(
            layer: layer, layerPath: path, layerIDs: ids, animation: animation, index: index, localWindow: window,
            sceneStart: start, sceneEnd: end, toScene: layerToScene))
      }
      for sublayer in layer.sublayers {
        visit(sublayer, path: path + "/" + sublayer.id, ids: ids + [sublayer.id]) {
          layer.parentTime(atLocalTime: $0).flatMap(toScene)
        }
      }
    }
    visit(root, path: root.id, ids: [root.id]) { $0 }
    return subjects
  }
}

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

  /// `root/card/fade`.
  var path: String { layerPath + "/" + animation.id }
  var ids: [String] { layerIDs + [animation.id] }
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

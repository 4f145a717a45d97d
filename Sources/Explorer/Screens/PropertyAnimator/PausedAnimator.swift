import MediaTiming
import Scenes

/// A paused `UIViewPropertyAnimator` as an imported scene holds it (uikit.md §5): its animations'
/// copies at `speed` 0, each with `timeOffset = fractionComplete × duration − its delay` (held at
/// 0 before its delay), linear while the animator scrubs linearly (its own curve then kept as
/// `animatorCurve`), else along their curve or spring. Setting `fractionComplete` only rewrites
/// those offsets, which is what scrubbing it here does.
package struct PausedAnimator: Hashable, Sendable {
  /// One animation of the animator: its copy's node path and the seconds after the animator's
  /// start that its block began (`addAnimations(_:delayFactor:)`).
  package struct Member: Hashable, Sendable {
    package var path: NodePath
    package var keyPath: String
    package var delay: Double
  }

  /// Where the animator was made (`UIViewPropertyAnimator, line 11`).
  package var origin: String
  package var members: [Member]
  /// The animator's duration, seconds: its longest animation (a delayed block ends with the rest).
  package var duration: Double
  /// Its own curve; nil for a spring, whose copies scrub along the spring whatever
  /// `scrubsLinearly` says.
  package var curve: TimingFunction?
  /// Its spring, when it is one (the copies' spring, over `duration` seconds).
  package var spring: Spring?
  /// True when its copies are linear (`scrubsLinearly`, UIKit's default).
  package var scrubsLinearly: Bool
  /// `fractionComplete` as the scene holds it (0…1 of the duration).
  package var fraction: Double
  /// Scene seconds at which the scene's tree holds it paused (its events up to then applied).
  package var sceneTime: Double

  /// The tree it lives in: the scene's at `sceneTime`.
  package func tree(of scene: Scene) -> Layer { scene.root(atMediaTime: sceneTime) }

  /// The progress the view shows at `fraction`: the fraction itself when the copies are linear,
  /// else the curve's eased progress; a spring's response at `fraction × duration` seconds either
  /// way (it may overshoot 1).
  package func progress(at fraction: Double, linear: Bool) -> Double {
    if let spring { return spring.progress(atTime: fraction * duration) }
    guard let curve, !linear else { return fraction }
    return curve.progress(at: fraction)
  }

  /// `root` with this animator at `fraction`: every copy's `timeOffset` set to
  /// `max(fraction × duration − delay, 0)`, its curve linear when `linear`, else the animator's.
  /// At 1 the animator has finished: its animations are removed and the model values show.
  package func root(_ root: Layer, fraction: Double, linear: Bool) -> Layer {
    var root = root
    for member in members {
      let layerPath = NodePath(Array(member.path.ids.dropLast()))
      let id = member.path.ids.last ?? ""
      root.modifyLayer(at: layerPath, atMediaTime: sceneTime) { layer, _ in
        guard let index = layer.animations.firstIndex(where: { $0.id == id }) else { return }
        guard fraction < 1 else {
          layer.animations.remove(at: index)
          return
        }
        layer.animations[index].timeOffset = max(fraction * duration - member.delay, 0)
        if let curve { layer.animations[index].timingFunction = linear ? .linear : curve }
      }
    }
    return root
  }

  /// `continueAnimation(withTimingParameters: nil, durationFactor: 0)` from `fraction`: the time
  /// fraction at which the animator's curve shows the progress on screen (no jump), from which
  /// it runs on its curve for the rest of its duration.
  package func continuedTime(from fraction: Double, linear: Bool) -> Double {
    guard let curve, linear else { return fraction }
    return curve.fraction(reaching: fraction) ?? fraction
  }
}

extension PausedAnimator {
  /// The paused animators in `scene`, in the order first met: its tree at 0 and after each of
  /// its events, the last time each is seen paused.
  package static func all(in scene: Scene) -> [PausedAnimator] {
    // The tree at 0, and after each event that adds a paused copy (the only ones that can pause
    // an animator): a scene of many other events costs nothing more per frame.
    var times = [0.0]
    let pauses = scene.events.filter { event in
      guard case .add(let animation) = event.change else { return false }
      return animation.speed == 0 && animation.origin.flatMap(animatorName) != nil
    }
    for time in pauses.map(\.time).sorted() where time != times.last { times.append(time) }
    var found: [String: PausedAnimator] = [:]
    var order: [String] = []
    for time in times {
      for animator in paused(in: scene.root(atMediaTime: time), at: time) {
        if found[animator.origin] == nil { order.append(animator.origin) }
        found[animator.origin] = animator
      }
    }
    return order.compactMap { found[$0] }
  }

  /// The animator a paused copy's origin names (`UIViewPropertyAnimator, line 11, paused` →
  /// `UIViewPropertyAnimator, line 11`); nil for any other origin.
  static func animatorName(_ origin: String) -> String? {
    for suffix in [", paused, reversed", ", paused"] where origin.hasSuffix(suffix) {
      return String(origin.dropLast(suffix.count))
    }
    return nil
  }

  /// The paused animators in one tree: its speed-0 animations whose origin says "paused",
  /// grouped by the animator that made them.
  static func paused(in root: Layer, at time: Double) -> [PausedAnimator] {
    var copies: [(origin: String, path: NodePath, animation: Animation)] = []
    func walk(_ layer: Layer, _ ids: [String]) {
      for animation in layer.animations where animation.speed == 0 {
        guard let origin = animation.origin.flatMap(animatorName) else { continue }
        copies.append((origin, NodePath(ids + [animation.id]), animation))
      }
      for sublayer in layer.sublayers { walk(sublayer, ids + [sublayer.id]) }
    }
    walk(root, [root.id])
    var origins: [String] = []
    for copy in copies where !origins.contains(copy.origin) { origins.append(copy.origin) }
    return origins.map { origin in
      let mine = copies.filter { $0.origin == origin }
      let duration = mine.map(\.animation.duration).max() ?? 0
      let members = mine.map {
        Member(path: $0.path, keyPath: $0.animation.keyPath ?? $0.animation.id, delay: duration - $0.animation.duration)
      }
      let first = mine[0].animation
      var curve: TimingFunction? = first.animatorCurve ?? first.timingFunction ?? .linear
      var spring: Spring?
      if case .spring(let s, _) = first.content {
        curve = nil
        spring = s
      }
      let linear = first.animatorCurve != nil || first.timingFunction == nil || first.timingFunction == .linear
      // The fraction from a copy that began with the animator (its offset is fraction × duration).
      let lead = mine.first { $0.animation.duration == duration } ?? mine[0]
      let fraction = duration > 0 ? min(max(lead.animation.timeOffset / duration, 0), 1) : 0
      return PausedAnimator(
        origin: origin, members: members, duration: duration, curve: curve, spring: spring, scrubsLinearly: linear,
        fraction: fraction, sceneTime: time)
    }
  }
}

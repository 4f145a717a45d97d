import MediaTiming
import Scenes

/// The engine asked what is on screen: the presented and model value of a subject's key path, and
/// whether the subject is applied, at a scene time. `explain` finds jumps this way rather than
/// from the fields alone, so a jump another animation's fill hides is not reported.
struct Probe {
  /// The tree at the commit and the scene's events: what is read is the tree as it stands then.
  let history: LayerHistory

  init(root: Layer, events: [LayerEvent] = []) {
    history = LayerHistory(commit: root, events: events)
  }

  var root: Layer { history.commit }

  struct Reading {
    var presented: AnimatedValue?
    var model: AnimatedValue?
    /// True when the subject animation contributes at that time (active or filling).
    var applied: Bool
    /// Its contribution then (nil when not applied).
    var contribution: AnimatedValue?
  }

  /// How far apart two instants around a boundary are read (seconds of scene time).
  static let epsilon = 1e-6

  /// What is on screen at `sceneTime` for the subject's key path (or, for a group, `keyPath`).
  func read(_ subject: Subject, at sceneTime: Double, keyPath: String? = nil) -> Reading {
    let root = history.root(atMediaTime: sceneTime)
    let evaluation = root.evaluate(atMediaTime: sceneTime)
    let record = evaluation.animation(subject.path)
    var reading = Reading(applied: record?.isApplied ?? false, contribution: record?.value)
    guard let address = keyPath.flatMap({ KeyPathAddress.of($0) }) ?? subject.address,
      let layer = root.presentation(in: evaluation).first(where: { $0.path == subject.layerPath })
    else { return reading }
    reading.presented = layer.presentedValue(at: address)
    reading.model = layer.modelValue(at: address)
    return reading
  }

  /// The same tree with `subject` filling both ways and never removed: what would be on screen
  /// if it held its ends. Comparing the two at one instant shows the jump its start or end makes.
  func holding(_ subject: Subject) -> Probe {
    if let added = subject.event, let index = history.events.firstIndex(of: added.event),
      case .add(var animation) = added.event.change
    {
      // An animation an event adds: that event's animation holds its ends.
      animation.fillMode = .both
      animation.removedOnCompletion = false
      var event = added.event
      event.change = .add(animation)
      return replacing(event: index, with: event)
    }
    var held = root
    held.modifyLayer(at: NodePath(subject.layerIDs), atMediaTime: 0) { layer, _ in
      guard subject.index < layer.animations.count else { return }
      layer.animations[subject.index].fillMode = .both
      layer.animations[subject.index].removedOnCompletion = false
    }
    return Probe(root: held, events: history.events)
  }

  /// The same scene with event `index` replaced by `event`.
  func replacing(event index: Int, with event: LayerEvent) -> Probe {
    var events = history.events
    events[index] = event
    return Probe(root: root, events: events)
  }

  /// The largest difference of two values' components (infinite for different kinds or a
  /// missing value).
  static func distance(_ a: AnimatedValue?, _ b: AnimatedValue?) -> Double {
    guard let a, let b, a.kind == b.kind else { return a == nil && b == nil ? 0 : .infinity }
    return zip(a.components, b.components).map { abs($0 - $1) }.max() ?? 0
  }

  /// True when two values differ by more than rounding (relative to their size).
  static func differ(_ a: AnimatedValue?, _ b: AnimatedValue?) -> Bool {
    let scale = ([a, b].compactMap { $0 }.flatMap(\.components).map(abs).max() ?? 0)
    return distance(a, b) > 1e-9 * max(1, scale)
  }

  /// True when two values of `keyPath` differ by more than a person can see: a colour step or
  /// 1/255 of opacity, half a point, half a degree, half a percent of scale. (A spring stopped at
  /// its settling duration is a few hundredths of a point from its target: no jump.)
  static func visiblyDiffer(_ a: AnimatedValue?, _ b: AnimatedValue?, keyPath: String) -> Bool {
    guard differ(a, b) else { return false }
    let property = KeyPathAddress.of(keyPath)?.property ?? keyPath
    let threshold: Double
    if case .color? = a ?? b {
      threshold = 0.5 / 255
    } else if ["opacity", "shadowOpacity", "strokeStart", "strokeEnd"].contains(property) {
      threshold = 1.0 / 255
    } else if keyPath.hasPrefix("transform.rotation") {
      threshold = 0.5 * .pi / 180
    } else if keyPath.hasPrefix("transform.scale") {
      threshold = 0.005
    } else {
      threshold = 0.5
    }
    return distance(a, b) > threshold
  }
}

import MediaTiming
import Scenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The engine asked what is on screen: the presented and model value of a subject's key path, and
/// whether the subject is applied, at a scene time. `explain` finds jumps this way rather than
/// from the fields alone, so a jump another animation's fill hides is not reported.
struct Probe {
  /// The tree at the commit and the scene's events: what is read is the tree as it stands then,
  /// without the animations already removed on completion (so a read costs what the animations
  /// still there cost, however long the event list).
  let history: LayerHistory
  /// The same with every animation kept, for reads of an animation held past its end.
  private let everything: LayerHistory
  /// The animation read as filling both ways and never removed (`holding`): its layer's ids and
  /// the animation as the layer holds it.
  private var held: (ids: [String], animation: Animation)?

  init(root: Layer, events: [LayerEvent] = []) {
    history = LayerHistory(commit: root, events: events, dropsFinished: true)
    everything = events.isEmpty ? history : LayerHistory(commit: root, events: events)
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
    let root = tree(atMediaTime: sceneTime)
    let evaluation = root.evaluate(atMediaTime: sceneTime)
    let record = evaluation.animation(subject.path)
    var reading = Reading(applied: record?.isApplied ?? false, contribution: record?.value)
    guard let address = keyPath.flatMap({ KeyPathAddress.of($0) }) ?? subject.address,
      let layer = root.presentation(in: evaluation, ofLayer: subject.layerPath).first(where: {
        $0.path == subject.layerPath
      })
    else { return reading }
    reading.presented = layer.presentedValue(at: address)
    reading.model = layer.modelValue(at: address)
    return reading
  }

  /// True when the subject's layer, or a layer above it, is hidden at `sceneTime` (what it shows
  /// is not seen: no jump there is visible).
  func isHidden(_ subject: Subject, at sceneTime: Double) -> Bool {
    let root = tree(atMediaTime: sceneTime)
    let evaluation = root.evaluate(atMediaTime: sceneTime)
    guard let hidden = KeyPathAddress.of("hidden") else { return false }
    return root.presentedValues(in: evaluation).contains { layer in
      (subject.layerPath == layer.path || subject.layerPath.hasPrefix(layer.path + "/"))
        && (layer.presentedValue(at: hidden)?.components.first ?? 0) >= 0.5
    }
  }

  /// The tree at `time`, with the held animation (if any) filling both ways and never removed.
  private func tree(atMediaTime time: Double) -> Layer {
    guard let held else { return history.root(atMediaTime: time) }
    var root = everything.root(atMediaTime: time)
    _ = root.modifyLayer(at: NodePath(held.ids), atMediaTime: time) { layer, _ in
      guard let index = layer.animations.firstIndex(of: held.animation) else { return }
      layer.animations[index].fillMode = .both
      layer.animations[index].removedOnCompletion = false
    }
    return root
  }

  /// The same scene with `subject` filling both ways and never removed: what would be on screen
  /// if it held its ends. Comparing the two at one instant shows the jump its start or end makes.
  /// (A later one-sided animation still reads the value presented without the hold.)
  func holding(_ subject: Subject) -> Probe {
    var probe = self
    probe.held = (subject.layerIDs, subject.animation)
    return probe
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
    // Arrays (a gradient's colours, locations) of another length are another value.
    if a.kind.isHeldWhole, a.components.count != b.components.count { return .infinity }
    return zip(a.components, b.components).map { abs($0 - $1) }.max() ?? 0
  }

  /// True when two values differ by more than rounding (relative to their size).
  static func differ(_ a: AnimatedValue?, _ b: AnimatedValue?) -> Bool {
    let scale = ([a, b].compactMap { $0 }.flatMap(\.components).map(abs).max() ?? 0)
    return distance(a, b) > 1e-9 * max(1, scale)
  }

  /// True when two values of `keyPath` differ by more than a person can see: a colour step or
  /// 1/255 of opacity, half a point, half a degree, half a percent of scale (and of a whole
  /// transform's entries other than its translation); rotations a whole number of turns apart do
  /// not differ. (A spring stopped at
  /// its settling duration is a few hundredths of a point from its target: no jump.)
  static func visiblyDiffer(_ a: AnimatedValue?, _ b: AnimatedValue?, keyPath: String) -> Bool {
    guard differ(a, b) else { return false }
    let property = KeyPathAddress.of(keyPath)?.property ?? keyPath
    if case .matrix(let m)? = a, case .matrix(let n)? = b {
      // A whole transform: its translation (m41, m42, m43) in points, the rest (scale, rotation,
      // perspective) without unit: half a point, or half a percent.
      return zip(m.m, n.m).enumerated().contains { index, pair in
        abs(pair.0 - pair.1) > ((12...14).contains(index) ? 0.5 : 0.005)
      }
    }
    let threshold: Double
    switch a ?? b {
    case .color?, .colors?: threshold = 0.5 / 255
    case .numbers?: threshold = 0.005  // a gradient's locations: half a percent of its axis
    case _ where ["opacity", "shadowOpacity", "strokeStart", "strokeEnd"].contains(property): threshold = 1.0 / 255
    case _ where keyPath.hasPrefix("transform.rotation"):
      // Whole turns apart look the same: 2π and 0 are one orientation.
      if case .number(let x)? = a, case .number(let y)? = b {
        return abs(remainder(x - y, 2 * .pi)) > 0.5 * .pi / 180
      }
      threshold = 0.5 * .pi / 180
    case _ where keyPath.hasPrefix("transform.scale"): threshold = 0.005
    default: threshold = 0.5
    }
    return distance(a, b) > threshold
  }
}

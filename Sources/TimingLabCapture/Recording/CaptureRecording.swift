/// A recording: a snapshot at its start, then what the app does to the same layers while it runs,
/// as scene events (interfaces.md, "Scene events"). The app's side looks at the tree every frame
/// (`observe`); each difference from the last look becomes an event at that look's scene time:
///
/// - a model value changed: `set` (at the time of an `add` seen with it: a UIKit block sets the
///   model value and adds its animation in one commit);
/// - an animation under a new key, or a different one under a key: `add`, at its own begin time
///   when that falls since the last look (Core Animation stamps it at the commit), else at the look;
/// - a key gone before its animation ended: `remove` (one removed on completion needs none: the
///   engine removes it too);
/// - a layer's `beginTime`, `timeOffset` or `speed` changed: all three, measured as the snapshot
///   measures times (less the clock's value at the instant, `anchored` on the scene's clock), so a
///   speed change made with Apple's recipe comes out without a jump and one made without it with
///   the jump it makes.
///
/// Layers added or removed while it runs are named in the notes (scene events act on the tree
/// the snapshot holds).
public struct CaptureRecording {
  var builder: SnapshotBuilder
  var tree: CaptureJSON
  /// The events so far with their scene times, in the order they were seen.
  var events: [(time: Double, event: CaptureJSON)] = []
  /// Scene time of the last look.
  var last = 0.0
  var looks = 0
  var newLayers: Set<String> = []
  var goneLayers: Set<String> = []

  /// Starts a recording of the tree under `root` at host time `hostTime` (scene time 0).
  public init(of root: any CaptureSource, atHostTime hostTime: Double) {
    builder = SnapshotBuilder(now: hostTime)
    builder.layers = [:]
    tree = builder.tree(root)
  }

  /// Looks at the tree again at host time `hostTime` and records what changed since the last look.
  public mutating func observe(_ root: any CaptureSource, atHostTime hostTime: Double) {
    let time = SnapshotBuilder.nanoseconds(hostTime - builder.now)
    guard time.isFinite, time >= last else { return }
    looks += 1
    var seen = Set<String>()
    let wrapped = builder.layers?.keys.contains { $0.hasPrefix("ancestors/") } ?? false
    let id = SnapshotBuilder.identifier(for: root, index: 0)
    let rate = root.captureAncestorsRate
    visit(
      root, path: wrapped ? "ancestors/" + id : id, at: time, parentTime: root.captureParentTime(atHostTime: hostTime),
      parentRate: rate.isFinite ? rate : 1, seen: &seen)
    for path in (builder.layers ?? [:]).keys where !seen.contains(path) { goneLayers.insert(path) }
    last = time
  }

  /// The scene: the snapshot at the start with every recorded event, as a scene file's text.
  public func finish(name: String = "recording", title: String? = nil) -> String {
    var builder = self.builder
    builder.notes.append(
      "recorded \(CaptureJSON.number(last)) s in \(looks) looks: each change is placed at the look that saw it "
        + "(an added animation at its own begin time)")
    if !newLayers.isEmpty {
      builder.notes.append(
        "layers added while recording are not in the scene: \(newLayers.sorted().joined(separator: ", "))")
    }
    if !goneLayers.isEmpty {
      builder.notes.append(
        "layers removed while recording stay in the scene: \(goneLayers.sorted().joined(separator: ", "))")
    }
    builder.latest = max(builder.latest ?? last, last)
    // By time; those at one time in the order they were seen (stable).
    let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
    return builder.document(tree, name: name, title: title, events: ordered.map(\.element.event)).text
  }

  /// `parentTime` is the parent's raw local time at this look, `parentRate` how fast it runs
  /// against scene time.
  mutating func visit(
    _ source: any CaptureSource, path: String, at time: Double, parentTime: Double, parentRate: Double,
    seen: inout Set<String>
  ) {
    seen.insert(path)
    guard let before = builder.layers?[path] else {
      newLayers.insert(path)
      return
    }
    let timing = source.captureTiming
    let ids = SnapshotBuilder.ids(source)
    var now = before
    now.timing = timing
    timingEvents(before, timing, path: path, at: time)
    now.rate = timing.speed.isFinite ? parentRate * timing.speed : parentRate
    // The layer's raw local time at this look (its clock as it is now).
    let localTime = (parentTime - timing.beginTime) * timing.speed + timing.timeOffset

    var held: [(String, CapturedAnimation)] = []
    var adds: [(time: Double, event: CaptureJSON)] = []
    var addTimes: [Double] = []
    for (key, animationID) in ids.animations {
      guard let animation = source.captureAnimation(forKey: key) else { continue }
      held.append((key, animation))
      if before.animations.first(where: { $0.0 == key })?.1 == animation { continue }
      guard
        let written = builder.animation(
          animation, id: animationID, at: "\(path)/\(animationID)", layerTime: before.localTime)
      else { continue }
      let at = addTime(animation, rate: now.rate, localTime: localTime, at: time)
      addTimes.append(at)
      adds.append(event(at: at, path, ("add", written)))
    }
    for (key, animation) in before.animations where !held.contains(where: { $0.0 == key }) {
      if !endedByItself(animation, localTime: localTime) {
        events.append(event(at: time, path, ("remove", .string(SnapshotBuilder.cleaned(key, fallback: "animation")))))
      }
    }
    now.animations = held
    var sets: [(String, CaptureJSON)] = []
    now.model = before.model.map { keyPath, old in
      let value = source.captureModelValue(forKeyPath: keyPath)
      if value != old, let value, let json = builder.value(value, at: "\(path).\(keyPath) (set)") {
        sets.append((keyPath, json))
      }
      return (keyPath, value)
    }
    // A model value set with an animation added (a UIKit block) goes at the add's time.
    if !sets.isEmpty { events.append(event(at: addTimes.min() ?? time, path, ("set", .object(sets)))) }
    events += adds
    builder.layers?[path] = now

    for (sublayer, sublayerID) in zip(source.captureSublayers, ids.sublayers) {
      visit(
        sublayer, path: path + "/" + sublayerID, at: time, parentTime: localTime.isFinite ? localTime : parentTime,
        parentRate: now.rate, seen: &seen)
    }
  }

  /// When the layer's `beginTime`, `timeOffset` or `speed` changed: all three, measured from the
  /// layer's clock at the instant (`beginTime` less its parent's time then, `timeOffset` less its
  /// own), which is the scene's clock (`anchored`). The snapshot wrote the layer with its speed
  /// alone, the same clock only while the three stay as they were; a raw `speed = 2` on a layer
  /// whose `beginTime` is 0 leaps by the app's whole uptime, and so it does here.
  mutating func timingEvents(_ before: RecordedLayer, _ timing: CapturedTiming, path: String, at time: Double) {
    let old = before.timing
    guard old.beginTime != timing.beginTime || old.timeOffset != timing.timeOffset || old.speed != timing.speed
    else { return }
    let fields = [
      ("beginTime", timing.beginTime - before.parentTime), ("timeOffset", timing.timeOffset - before.localTime),
      ("speed", timing.speed),
    ]
    guard fields.allSatisfy({ $0.1.isFinite }) else {
      builder.notes.append("\(path): its timing became not finite at \(CaptureJSON.number(time)) s; not recorded")
      return
    }
    // `anchored`: on the scene's clock, which counts from the commit (the capture instant), as
    // these values do; the speed is raw, as the app set it.
    for (name, value) in fields {
      let number = CaptureJSON.number(name == "speed" ? value : SnapshotBuilder.nanoseconds(value)) as CaptureJSON
      events.append(event(at: time, path, (name, number), anchored: name != "speed"))
    }
  }

  /// When an added animation happened: its begin time taken back to scene time (Core Animation
  /// sets it at the commit, in the layer's time, which runs at `rate`) when that falls since the
  /// last look, else the look's `time`. `localTime` is the layer's raw local time at the look.
  func addTime(_ animation: CapturedAnimation, rate: Double, localTime: Double, at time: Double) -> Double {
    guard animation.timing.beginTime != 0, rate != 0, rate.isFinite, localTime.isFinite else { return time }
    let begin = SnapshotBuilder.nanoseconds(time - (localTime - animation.timing.beginTime) / rate)
    return begin > last && begin <= time ? begin : time
  }

  /// True when `animation`, removed on completion, has ended by the layer's raw `localTime`.
  func endedByItself(_ animation: CapturedAnimation, localTime: Double) -> Bool {
    let t = animation.timing
    guard animation.isRemovedOnCompletion, t.speed != 0, t.speed.isFinite, localTime.isFinite else { return false }
    let duration = t.duration > 0 ? t.duration : 0.25
    var active = t.repeatDuration > 0 ? t.repeatDuration : duration * max(1, t.repeatCount)
    if t.autoreverses { active *= 2 }
    guard active.isFinite else { return false }
    return t.beginTime + active / abs(t.speed) <= localTime + 1e-6
  }

  func event(
    at time: Double, _ path: String, _ action: (String, CaptureJSON), anchored: Bool = false
  ) -> (time: Double, event: CaptureJSON) {
    var members = [("at", CaptureJSON.number(time)), ("layer", .string(path)), action]
    if anchored { members.append(("anchored", .bool(true))) }
    return (time, .object(members))
  }
}

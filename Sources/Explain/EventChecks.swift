import MediaTiming
import Scenes

/// `speed-jump`: a scene event sets a layer's `speed` raw, without Apple's re-anchoring recipe.
/// Core Animation's clock counts from boot, so local time leaps by (new − old speed) × the time
/// since boot: what the layer's animations show jumps (seed 004). Found from the engine: the
/// scene as written against the same scene with that event anchored, just after it.
enum EventChecks {
  static func check(_ scene: Scene, _ subjects: [Subject], _ probe: Probe, only: String?) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for (index, event) in probe.history.events.enumerated() {
      guard case .setTiming(.speed, let speed, anchored: false) = event.change else { continue }
      let layer = event.layer.description
      // The animations on that layer and below, each read with and without the leap.
      let affected = subjects.filter {
        ($0.layerPath == layer || $0.layerPath.hasPrefix(layer + "/")) && $0.animation.keyPath != nil
          && (only == nil || $0.path == only)
      }
      var anchored = event
      anchored.change = .setTiming(.speed, speed, anchored: true)
      let recipe = probe.replacing(event: index, with: anchored)
      let after = event.time + Probe.epsilon
      for subject in affected {
        guard let keyPath = subject.animation.keyPath else { continue }
        let shown = probe.read(subject, at: after)
        let meant = recipe.read(subject, at: after)
        guard Probe.visiblyDiffer(shown.presented, meant.presented, keyPath: keyPath) else { continue }
        found.append(
          .finding(
            "speed-jump", subject, time: event.time,
            "layer \(layer)'s speed is set to \(Words.number(speed)) at \(Words.time(event.time)) without "
              + "re-anchoring its time: its local time leaps (Core Animation's clock counts from boot), so "
              + "\(keyPath) jumps from \(Words.value(meant.presented)) to \(Words.value(shown.presented))",
            fix: Fix(
              "change speed with Apple's recipe: timeOffset = convertTime(now, from: nil), beginTime = now, "
                + "then speed (the event anchored)",
              edits: [
                SceneEdit(event: scene.events.firstIndex(of: event) ?? index, field: "anchored", value: .bool(true))
              ])))
        break  // one finding per event
      }
    }
    return found
  }
}

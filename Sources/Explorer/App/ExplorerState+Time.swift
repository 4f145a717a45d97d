import MediaTiming
import Saturating
import Scenes
import TermGrid

/// Scene time and playback, shared by every screen: scrubbing the paused viewer (seed 002's
/// slider), playing and pausing with Apple's recipe (seed 004), the playback rate, the loop and
/// its in and out points (GSDevTools' in/out), and the layer speed changes without a jump.
extension ExplorerState {
  /// One frame at 60 fps, the step of ←/→ (seconds).
  package static let frameDuration = 1.0 / 60
  /// The viewer's playback rates, cycled by `v`.
  package static let playbackRates = [1.0, 0.25, 0.1]

  /// The time span the screen shown scrubs (seconds): the scene's, or the screen's own.
  package var span: ClosedRange<Double> { screens[current].base.span(self) }

  /// The range playing loops in, when both points are set; scene seconds.
  package var loopRange: ClosedRange<Double>? {
    guard let a = loopIn, let b = loopOut, b > a else { return nil }
    return a...b
  }

  /// Moves media time forward (never back): every screen's own motion, then the loop or the end
  /// of the span.
  mutating func advance(to time: Double) {
    mediaTime = max(mediaTime, time)
    // Only a screen that moves is changed (changing one copies it when the loop holds the state
    // before the event too).
    for index in screens.indices where screens[index].base.isAnimating { screens[index].base.advance(to: mediaTime) }
    guard isPlaying else { return }
    let t = sceneTime
    // The loop range wraps whatever `l` says; otherwise the span loops or stops.
    let range = loopRange ?? span
    if t > range.upperBound {
      if looping || loopRange != nil {
        let length = range.upperBound - range.lowerBound
        let wrapped =
          length > 0
          ? range.lowerBound + (t - range.upperBound).truncatingRemainder(dividingBy: length) : range.lowerBound
        setSceneTime(wrapped, keepPlaying: true)
      } else {
        setSceneTime(range.upperBound, keepPlaying: false)
      }
    }
  }

  /// Shows scene time `t`, pausing the viewer (seed 002's slider: a paused layer's timeOffset).
  /// Clamped to the span.
  package mutating func scrub(to t: Double) {
    if isPlaying { tickGeneration += 1 }
    setSceneTime(min(max(t, span.lowerBound), span.upperBound), keepPlaying: false)
  }

  /// Scrubs to the time under grid column `x` of a slider's `track`.
  mutating func scrub(toColumn x: Int, ofTrack track: Rect) {
    guard track.width > 0 else { return }
    let fraction = (Double(x - track.x) + 0.5) / Double(track.width)
    scrub(to: span.lowerBound + min(max(fraction, 0), 1) * (span.upperBound - span.lowerBound))
  }

  /// Sets the viewer so that the scene time is `t` now; resumes at the playback rate when asked.
  mutating func setSceneTime(_ t: Double, keepPlaying: Bool) {
    viewer = Layer(id: viewer.id, speed: 0, timeOffset: t)
    if keepPlaying { viewer.resume(atParentTime: mediaTime, speed: playbackRate) }
  }

  /// Space: pauses, or resumes at the playback rate (from the loop's start when outside it, from
  /// the span's start when at its end and not looping).
  mutating func playOrPause() {
    if isPlaying {
      viewer.pause(atParentTime: mediaTime)
      return
    }
    if let range = loopRange, !range.contains(sceneTime) {
      setSceneTime(range.lowerBound, keepPlaying: false)
    } else if sceneTime >= span.upperBound && !looping {
      setSceneTime(span.lowerBound, keepPlaying: false)
    }
    viewer.resume(atParentTime: mediaTime, speed: playbackRate)
  }

  /// `v`: the next playback rate (the model's speeds are unchanged).
  mutating func cyclePlaybackRate() {
    let index = Self.playbackRates.firstIndex(of: playbackRate) ?? 0
    playbackRate = Self.playbackRates[(index + 1) % Self.playbackRates.count]
    if isPlaying { viewer.changeSpeed(to: playbackRate, atParentTime: mediaTime) }
    message = "viewer plays at \(Int(saturating: playbackRate * 100))% of real time (the model's speeds are unchanged)"
  }

  /// `[` / `]`: the selected animation's previous or next boundary (begin, repeat edges, legs,
  /// end) in the span.
  mutating func scrubToBoundary(next: Bool) {
    guard let row = selected else { return }
    let instants = SceneBoundaries.instants(of: row.path, in: sceneHistory, span: span)
    let now = sceneTime
    let target = next ? instants.first { $0 > now + 1e-9 } : instants.last { $0 < now - 1e-9 }
    if let target {
      scrub(to: target)
    } else {
      message = next ? "no later boundary in the span" : "no earlier boundary in the span"
    }
  }

  /// Typed time (`g`, Enter): scrubs there, saying when it was outside the span.
  mutating func goToTime(_ text: String) {
    if let t = Double(text), t.isFinite {
      scrub(to: t)
      if t < span.lowerBound || t > span.upperBound { message = "\(text) s is outside the span; clamped" }
    } else {
      message = "\"\(text)\" is not a time in seconds"
    }
  }

  /// `I` / `O`: the in or out point at the playhead. An in point after the out point (or an out
  /// point before the in point) clears the other.
  mutating func setLoopPoint(in isIn: Bool) {
    let t = sceneTime
    if isIn {
      loopIn = t
      if let out = loopOut, out <= t { loopOut = nil }
    } else {
      loopOut = t
      if let start = loopIn, start >= t { loopIn = nil }
    }
    if let range = loopRange {
      message = "playing loops \(seconds(range.lowerBound)) … \(seconds(range.upperBound)) (X clears)"
    } else {
      message =
        isIn ? "loop in at \(seconds(t)); O sets the out point" : "loop out at \(seconds(t)); I sets the in point"
    }
  }

  /// `X`: no loop points.
  mutating func clearLoopRange() {
    loopIn = nil
    loopOut = nil
    message = "loop points cleared: playing covers the span"
  }

  // MARK: Model speeds

  /// The scene root layer's speed m → n at the current scene time without a jump (seed 004):
  /// `beginTime' = tp − (tp − beginTime) × m / n`.
  mutating func changeLayerSpeed(to newSpeed: Double) {
    guard newSpeed.isFinite, abs(newSpeed) >= 1.0 / 64, abs(newSpeed) <= 64 else {
      message = "layer speed stays within ±1/64…64"
      return
    }
    var changed = scene
    changed.root.changeSpeed(to: newSpeed, atParentTime: sceneTime)
    commit(changed, label: "speed of layer \(changed.root.id)")
    let root = changed.root
    message = "layer \(root.id): speed \(number(root.speed)), beginTime \(seconds(root.beginTime)) (no jump)"
  }

  /// Changes the selected tree node's time mapping at the current scene time (an edit).
  mutating func modifySelectedNode(label: String, _ change: (inout Layer, Double) -> Void) {
    guard let node = selectedNode else { return }
    var changed = scene
    if changed.root.modifyNode(at: NodePath(node.path), atMediaTime: sceneTime, change) {
      commit(changed, label: "\(label) of \(node.path)")
    } else {
      message = "no time reaches this node now (its group is not applied)"
    }
  }

  /// The selected node's speed m → f(m) without a jump (seed 004's formula, applied to any node).
  mutating func changeNodeSpeed(_ newSpeed: (Double) -> Double) {
    var result: String?
    modifySelectedNode(label: "speed") { timing, parentTime in
      let speed = newSpeed(timing.speed)
      guard speed.isFinite, abs(speed) >= 1.0 / 64, abs(speed) <= 64 || speed == 0 else {
        result = "speed stays within ±1/64…64"
        return
      }
      timing.changeSpeed(to: speed, atParentTime: parentTime)
      result = "speed \(number(speed)), beginTime \(seconds(timing.beginTime)) (no jump)"
    }
    message = result
  }

  /// Back to the scene as loaded (its layer speeds and offsets), as an edit; `message` says so.
  mutating func resetScene(message text: String) {
    var reset = scene
    reset.root = originalScene.root
    commit(reset, label: "reset to the scene as loaded")
    message = text
  }
}

import MediaTiming

/// `CADisplayLink`: code run once a frame (a page control easing its dot, a counter, a
/// hand-made spring). It sets model values frame by frame, which are no Core Animation
/// animation: each frame's changes are scene events at that frame's time, so the scene shows the
/// steps the screen shows. Frames come every 1/60 s (`preferredFramesPerSecond` changes it), from
/// the time the link is added to a run loop until it is invalidated, paused or removed, in time
/// order with the rest of the timed code, through the scene's span (at most `Limits.frames`).
extension CodeInterpreter {
  /// A display link the code made: whom it calls, how often, and whether it runs.
  struct DisplayLink {
    var target: RuntimeValue?
    var selector: String
    /// Seconds between frames (1/60 unless `preferredFramesPerSecond` says otherwise).
    var interval = 1.0 / 60
    var isScheduled = false
    var isPaused = false
    var isInvalidated = false
  }

  /// `CADisplayLink(target: self, selector: #selector(step))`,
  /// `[CADisplayLink displayLinkWithTarget:self selector:@selector(step:)]`: a link not yet
  /// added to a run loop (a timer value, by index); nil when the selector is not known.
  mutating func newDisplayLink(target: CodeExpression?, selector: CodeExpression?) -> RuntimeValue? {
    guard let selector, let method = Self.selectorName(selector) else { return nil }
    let k = timers.count
    timers.append(DelayedRun(delay: nil) { _ in })
    displayLinks[k] = DisplayLink(target: target.map { evaluate($0) } ?? selfValue, selector: method)
    return .timer(k)
  }

  /// `link.add(to: .main, forMode: .common)`, `invalidate()`, `remove(from:forMode:)` and their
  /// Objective-C messages on display link `k`; false for another method.
  mutating func displayLinkCall(_ k: Int, _ method: String, _ at: CodeSite) -> Bool {
    guard displayLinks[k] != nil else { return false }
    switch method {
    case "add", "addToRunLoop:forMode:":
      guard displayLinks[k]?.isScheduled == false, displayLinks[k]?.isInvalidated == false else { return true }
      displayLinks[k]?.isScheduled = true
      site = at
      let hertz = shortestText((1 / displayLinks[k]!.interval).rounded())
      note(
        "a CADisplayLink calls \(displayLinks[k]!.selector) every frame (\(hertz) Hz): what it sets is set frame by "
          + "frame (scene events, no Core Animation animation), through the scene's span")
      queueFrame(k, from: delayedBy, number: 1, at)
    case "invalidate": displayLinks[k]?.isInvalidated = true
    case "remove", "removeFromRunLoop:forMode:": displayLinks[k]?.isScheduled = false
    default: return false
    }
    return true
  }

  /// `link.isPaused = true`, `link.preferredFramesPerSecond = 30` (`paused`, and
  /// `frameInterval` in frames, in Objective-C); false for another property.
  mutating func setDisplayLink(_ k: Int, _ property: String, _ value: RuntimeValue) -> Bool {
    guard displayLinks[k] != nil else { return false }
    switch property {
    case "isPaused", "paused":
      let paused = truth(value) ?? false
      displayLinks[k]?.isPaused = paused
    case "preferredFramesPerSecond":
      if let fps = value.number, fps > 0 { displayLinks[k]?.interval = 1 / fps }
    case "frameInterval":
      if let frames = value.number, frames >= 1 { displayLinks[k]?.interval = frames.rounded(.down) / 60 }
    default: return false
    }
    return true
  }

  /// `link.timestamp` (the frame's time: the time the code runs), `targetTimestamp` (the next
  /// frame's), `duration` (seconds between frames), `isPaused`; nil for another property.
  func displayLinkMember(_ k: Int, _ property: String) -> RuntimeValue? {
    guard let link = displayLinks[k] else { return nil }
    switch property {
    case "timestamp": return .time(delayedBy)
    case "targetTimestamp": return .time(delayedBy + link.interval)
    case "duration": return .number(link.interval)
    case "isPaused", "paused": return .bool(link.isPaused)
    case "preferredFramesPerSecond": return .number((1 / link.interval).rounded())
    default: return nil
    }
  }

  /// Frame `number` of display link `k`, `number` intervals after scene time `start` (when it was
  /// added, or its rate last changed): it calls the target when the link still runs, then the
  /// next frame is queued (while it is scheduled, within the frame bound).
  mutating func queueFrame(_ k: Int, from start: Double, number: Int, _ site: CodeSite) {
    guard number <= Limits.frames else {
      self.site = site
      return note("a CADisplayLink stopped after \(Limits.frames) frames (the bound on frames)")
    }
    guard let interval = displayLinks[k]?.interval else { return }
    let time = start + Double(number) * interval
    var frame = Completion(time: time, what: "a CADisplayLink frame", site: site) { interpreter in
      guard let link = interpreter.displayLinks[k], link.isScheduled, !link.isInvalidated else { return }
      if !link.isPaused { interpreter.runSelector(link.selector, on: link.target, with: .timer(k)) }
      // A rate changed in this frame counts from this frame on.
      let changed = interpreter.displayLinks[k]?.interval != interval
      interpreter.queueFrame(k, from: changed ? time : start, number: changed ? 1 : number + 1, site)
    }
    frame.runsCode = { _ in false }
    frame.isFrame = true
    completions.append(frame)
  }
}

import MediaTiming
import Scenes
import TermGrid

/// The explorer's update: the next state and the effects for one event. Pure: the clock and the
/// terminal reach it only as event data.
extension ExplorerState {
  /// One frame at 60 fps, the step of ←/→ (seconds).
  public static let frameDuration = 1.0 / 60
  /// The viewer's playback rates, cycled by `v`.
  public static let playbackRates = [1.0, 0.25, 0.1]

  public mutating func update(_ event: ExplorerEvent, keyMap: KeyMap = .standard) -> [ExplorerEffect] {
    switch event {
    case .tick(_, let target, let generation):
      guard generation == tickGeneration, isPlaying else { return [] }
      advance(to: target)
      return isPlaying ? [.scheduleTick(at: target, generation: tickGeneration)] : []
    case .terminal(let terminalEvent, let time):
      advance(to: time)
      switch terminalEvent {
      case .interrupted: return [.quit]
      case .resize(let newWidth, let newHeight):
        width = newWidth
        height = newHeight
        return []
      case .mouse(let mouse): return handle(mouse)
      case .key(let key): return handle(key, keyMap: keyMap)
      }
    }
  }

  /// Moves media time forward (never back) and applies the loop or the end of the span.
  mutating func advance(to time: Double) {
    mediaTime = max(mediaTime, time)
    guard isPlaying else { return }
    let t = sceneTime
    if t > span.upperBound {
      if looping {
        let length = span.upperBound - span.lowerBound
        let wrapped =
          length > 0 ? span.lowerBound + (t - span.upperBound).truncatingRemainder(dividingBy: length) : span.lowerBound
        setSceneTime(wrapped, keepPlaying: true)
      } else {
        setSceneTime(span.upperBound, keepPlaying: false)
      }
    }
  }

  mutating func handle(_ key: KeyEvent, keyMap: KeyMap) -> [ExplorerEffect] {
    message = nil
    if timeEntry != nil { return handleTimeEntry(key) }
    if showHelp {
      if key == KeyEvent(.escape) || key == .char("?") || key == .char("q") {
        showHelp = false
        return []
      }
    }
    if key == KeyEvent(.escape) { return [] }
    guard let action = keyMap.action(for: key) else {
      message = "\(key) does nothing here · ? lists the keys"
      return []
    }
    return perform(action)
  }

  /// Does `action` (also reachable from tests without a key).
  public mutating func perform(_ action: ExplorerAction) -> [ExplorerEffect] {
    switch action {
    case .quit: return [.quit]
    case .toggleHelp: showHelp.toggle()
    case .stepFrames(let frames): scrub(to: sceneTime + Double(frames) * Self.frameDuration)
    case .stepSeconds(let seconds): scrub(to: sceneTime + seconds)
    case .home: scrub(to: span.lowerBound)
    case .end: scrub(to: span.upperBound)
    case .percent(let n): scrub(to: span.lowerBound + (span.upperBound - span.lowerBound) * Double(n) / 10)
    case .previousBoundary, .nextBoundary:
      guard let row = selected else { return [] }
      let instants = SceneBoundaries.instants(of: row.path, in: scene.root, span: span)
      let now = sceneTime
      let target = action == .nextBoundary ? instants.first { $0 > now + 1e-9 } : instants.last { $0 < now - 1e-9 }
      if let target {
        scrub(to: target)
      } else {
        message = action == .nextBoundary ? "no later boundary in the span" : "no earlier boundary in the span"
      }
    case .beginTimeEntry:
      timeEntry = ""
    case .selectPrevious: selectedRow = max(0, selectedRow - 1)
    case .selectNext: selectedRow = min(max(0, rows.count - 1), selectedRow + 1)
    case .playPause:
      if isPlaying {
        viewer.pause(atParentTime: mediaTime)
        tickGeneration += 1
      } else {
        if sceneTime >= span.upperBound && !looping { setSceneTime(span.lowerBound, keepPlaying: false) }
        viewer.resume(atParentTime: mediaTime, speed: playbackRate)
        tickGeneration += 1
        return [.scheduleTick(at: mediaTime, generation: tickGeneration)]
      }
    case .multiplyLayerSpeed(let factor): changeLayerSpeed(to: scene.root.speed * factor)
    case .reverseLayerSpeed: changeLayerSpeed(to: -scene.root.speed)
    case .cyclePlaybackRate:
      let index = Self.playbackRates.firstIndex(of: playbackRate) ?? 0
      playbackRate = Self.playbackRates[(index + 1) % Self.playbackRates.count]
      if isPlaying { viewer.changeSpeed(to: playbackRate, atParentTime: mediaTime) }
      message = "viewer plays at \(Int(playbackRate * 100))% of real time (the model's speeds are unchanged)"
    case .toggleLoop:
      looping.toggle()
      message = looping ? "playing loops the span" : "playing stops at the end of the span"
    case .nextScene, .previousScene:
      let names = BundledScenes.names
      let index = names.firstIndex(of: scene.name) ?? -1
      let next = action == .nextScene ? (index + 1) % names.count : (index - 1 + names.count) % names.count
      if let newScene = BundledScenes.scene(named: names[next]) {
        let wasPlaying = isPlaying
        load(newScene)
        tickGeneration += 1
        if wasPlaying {
          viewer.resume(atParentTime: mediaTime, speed: playbackRate)
          return [.scheduleTick(at: mediaTime, generation: tickGeneration)]
        }
      }
    case .toggleGhosts: showGhosts.toggle()
    case .toggleOKLab: showOKLab.toggle()
    case .resetScene:
      setRoot(originalScene.root)
      message = "layer speeds reset to the scene's own"
    }
    return []
  }

  /// Shows scene time `t`, pausing the viewer (seed 002's slider: a paused layer's timeOffset).
  /// Clamped to the span.
  public mutating func scrub(to t: Double) {
    if isPlaying { tickGeneration += 1 }
    setSceneTime(min(max(t, span.lowerBound), span.upperBound), keepPlaying: false)
  }

  /// Sets the viewer so that the scene time is `t` now; resumes at the playback rate when asked.
  mutating func setSceneTime(_ t: Double, keepPlaying: Bool) {
    viewer = Layer(id: viewer.id, speed: 0, timeOffset: t)
    if keepPlaying { viewer.resume(atParentTime: mediaTime, speed: playbackRate) }
  }

  /// The scene root layer's speed m → n at the current scene time without a jump (seed 004):
  /// `beginTime' = tp − (tp − beginTime) × m / n`.
  mutating func changeLayerSpeed(to newSpeed: Double) {
    guard newSpeed.isFinite, abs(newSpeed) >= 1.0 / 64, abs(newSpeed) <= 64 else {
      message = "layer speed stays within ±1/64…64"
      return
    }
    var root = scene.root
    root.changeSpeed(to: newSpeed, atParentTime: sceneTime)
    setRoot(root)
    message = "layer \(root.id): speed \(number(root.speed)), beginTime \(seconds(root.beginTime)) (no jump)"
  }

  mutating func handleTimeEntry(_ key: KeyEvent) -> [ExplorerEffect] {
    var text = timeEntry ?? ""
    switch key.key {
    case .escape:
      timeEntry = nil
    case .enter:
      timeEntry = nil
      if let t = Double(text), t.isFinite {
        scrub(to: t)
        if t < span.lowerBound || t > span.upperBound { message = "\(text) s is outside the span; clamped" }
      } else {
        message = "\"\(text)\" is not a time in seconds"
      }
    case .backspace, .delete:
      if !text.isEmpty { text.removeLast() }
      timeEntry = text
    case .character(let c) where "0123456789.-eE".unicodeScalars.contains(c) && text.count < 24:
      text.unicodeScalars.append(c)
      timeEntry = text
    default:
      break
    }
    if key == .ctrl("c") { return [.quit] }
    return []
  }

  mutating func handle(_ mouse: MouseEvent) -> [ExplorerEffect] {
    guard width >= ExplorerView.minimumWidth, height >= ExplorerView.minimumHeight, !showHelp else { return [] }
    let areas = ExplorerView.layout(self)
    let visible = ExplorerView.visibleRows(self, in: areas.timeline)
    let inner = Box.inner(areas.timeline)
    let geometry = Timeline.geometry(in: inner, labels: rows[visible].map(\.label), span: span)
    switch mouse.kind {
    case .scrollUp: return perform(.selectPrevious)
    case .scrollDown: return perform(.selectNext)
    case .release: return []
    case .press, .drag:
      if inner.contains(x: mouse.x, y: mouse.y) {
        if let row = geometry.rowIndex(atY: mouse.y), mouse.kind == .press {
          selectedRow = visible.lowerBound + row
        }
        if mouse.x >= geometry.strip.x { scrub(to: geometry.time(atColumn: min(mouse.x, geometry.strip.maxX - 1))) }
      } else if areas.slider.contains(x: mouse.x, y: mouse.y) {
        let track = ExplorerView.slider(self).track(in: areas.slider)
        guard track.width > 0 else { return [] }
        let fraction = (Double(mouse.x - track.x) + 0.5) / Double(track.width)
        scrub(to: span.lowerBound + min(max(fraction, 0), 1) * (span.upperBound - span.lowerBound))
      }
      return []
    }
  }
}

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

  /// The next state for `event`, and what the run loop must do. `keyMap` defaults to the current
  /// screen's. A chain of ticks runs while `needsTicks`; a key that starts motion schedules the
  /// first tick, and stopping bumps the generation so pending ticks are dropped.
  public mutating func update(_ event: ExplorerEvent, keyMap: KeyMap? = nil) -> [ExplorerEffect] {
    switch event {
    case .tick(_, let target, let generation):
      guard generation == tickGeneration, needsTicks else { return [] }
      advance(to: target)
      return needsTicks ? [.scheduleTick(at: target, generation: tickGeneration)] : []
    case .fileChanged(let result):
      fileChanged(result)
      return []
    case .saved(let path, let result):
      return saved(path: path, result: result)
    case .terminal(let terminalEvent, let time):
      advance(to: time)
      let wasTicking = needsTicks
      var effects: [ExplorerEffect]
      switch terminalEvent {
      case .interrupted: return [.quit]
      case .descriptorReady: return []
      case .resize(let newWidth, let newHeight):
        width = newWidth
        height = newHeight
        effects = []
      case .mouse(let mouse): effects = handle(mouse)
      case .key(let key): effects = handle(key, keyMap: keyMap ?? self.keyMap)
      }
      if needsTicks && !wasTicking && !effects.contains(.quit) {
        tickGeneration += 1
        effects.append(.scheduleTick(at: mediaTime, generation: tickGeneration))
      } else if !needsTicks && wasTicking {
        tickGeneration += 1
      }
      return effects
    }
  }

  /// Moves media time forward (never back): the pull-to-refresh control's motion, then the loop
  /// or the end of the span.
  mutating func advance(to time: Double) {
    mediaTime = max(mediaTime, time)
    if pull.isAnimating { pull.advance(to: mediaTime) }
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

  mutating func handle(_ key: KeyEvent, keyMap: KeyMap) -> [ExplorerEffect] {
    message = nil
    if timeEntry != nil { return handleTimeEntry(key) }
    if let prompt = editing.prompt { return handlePrompt(prompt, key: key) }
    if codePanel != nil { return handleCodePanel(key) }
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
    case .quit: return confirmingDiscard(.quit) { _ in [.quit] }
    case .toggleHelp: showHelp.toggle()
    case .showCode: codePanel = CodePanelState()
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
    case .selectPrevious: select(by: -1)
    case .selectNext: select(by: 1)
    case .playPause:
      if isPlaying {
        viewer.pause(atParentTime: mediaTime)
      } else {
        if let range = loopRange, !range.contains(sceneTime) {
          setSceneTime(range.lowerBound, keepPlaying: false)
        } else if sceneTime >= span.upperBound && !looping {
          setSceneTime(span.lowerBound, keepPlaying: false)
        }
        viewer.resume(atParentTime: mediaTime, speed: playbackRate)
      }
    case .multiplyLayerSpeed(let factor):
      if mode == .layerTree { changeNodeSpeed { $0 * factor } } else { changeLayerSpeed(to: scene.root.speed * factor) }
    case .reverseLayerSpeed:
      if mode == .layerTree { changeNodeSpeed { -$0 } } else { changeLayerSpeed(to: -scene.root.speed) }
    case .cyclePlaybackRate:
      let index = Self.playbackRates.firstIndex(of: playbackRate) ?? 0
      playbackRate = Self.playbackRates[(index + 1) % Self.playbackRates.count]
      if isPlaying { viewer.changeSpeed(to: playbackRate, atParentTime: mediaTime) }
      message = "viewer plays at \(Int(playbackRate * 100))% of real time (the model's speeds are unchanged)"
    case .toggleLoop:
      looping.toggle()
      message = looping ? "playing loops the span" : "playing stops at the end of the span"
    case .nextScene, .previousScene:
      return confirmingDiscard(action == .nextScene ? .nextScene : .previousScene) { state in
        state.switchScene(by: action == .nextScene ? 1 : -1)
        return []
      }
    case .toggleGhosts: showGhosts.toggle()
    case .toggleOKLab: showOKLab.toggle()
    case .toggleStage: showStage = !stageShown
    case .resetScene:
      var reset = scene
      reset.root = originalScene.root
      commit(reset, label: "reset to the scene as loaded")
      message =
        mode == .layerTree
        ? "speeds and offsets reset to the scene's own (u undoes)" : "layer speeds reset to the scene's own (u undoes)"
    case .nextMode, .previousMode:
      mode = mode.next(action == .nextMode ? 1 : -1)
      setSceneTime(min(max(sceneTime, span.lowerBound), span.upperBound), keepPlaying: isPlaying)
    case .pullDown, .pullUp:
      pull.drag(by: action == .pullDown ? PullToRefreshState.step : -PullToRefreshState.step, at: mediaTime)
      if pull.isLoading && pull.loadingStartedAt == mediaTime {
        message = "loading… (scrolling is disabled until it finishes)"
      }
    case .releasePull: pull.release(at: mediaTime)
    case .openCase:
      let names = BundledScenes.cheatSheetNames
      let name = names[min(gallerySelection, names.count - 1)]
      if name == scene.name {
        mode = .scrub
        return []
      }
      return confirmingDiscard(.openCase) { state in
        if let newScene = BundledScenes.scene(named: name) {
          let t = state.sceneTime
          state.load(newScene)
          state.mode = .scrub
          state.selectedRow = 0
          state.setSceneTime(min(max(t, state.span.lowerBound), state.span.upperBound), keepPlaying: false)
        }
        return []
      }
    case .previousFunction, .nextFunction:
      let delta = action == .nextFunction ? 1 : -1
      switch mode {
      case .keyframeCurves:
        let count = KeyframeCurvesState.functions.count
        keyframeDemo.functionIndex = (keyframeDemo.functionIndex + delta + count) % count
      case .bisection:
        let count = BisectionState.functions.count
        bisection.functionIndex = (bisection.functionIndex + delta + count) % count
        setSceneTime(min(sceneTime, span.upperBound), keepPlaying: isPlaying)
      default: lab.step(function: delta)
      }
    case .selectControl(let index): lab.selectControl(index)
    case .adjustControl(let delta):
      if lab.selectedControl == nil { message = "press 1…4 to pick x1, y1, x2 or y2 first" }
      lab.adjust(by: delta)
    case .cycleComparison: lab.comparisonIndex = (lab.comparisonIndex + 1) % CurveLabState.comparisons.count
    case .toggleDerivative: lab.showDerivative.toggle()
    case .keyframeSteps(let delta):
      if mode == .keyframeCurves {
        keyframeDemo.steps = min(max(keyframeDemo.steps + delta, 0), 200)
      } else {
        lab.keyframeSteps = min(max(lab.keyframeSteps + delta, 0), 64)
      }
    case .demoDuration(let delta):
      displayLink.duration = min(max(displayLink.duration + delta, 0.5), 10)
      message = "scrolls to row 999 in \(number(displayLink.duration)) s"
    case .demoMove(let delta):
      bisection.move = min(max(bisection.move + delta, 0), bisection.totalMove)
      setSceneTime(min(sceneTime, span.upperBound), keepPlaying: isPlaying)
    case .adjustInverseProgress(let delta):
      lab.inverseProgress = min(max(((lab.inverseProgress + delta) * 1e6).rounded() / 1e6, -0.5), 1.5)
    case .adjustTimeOffset(let delta):
      modifySelectedNode(label: "timeOffset") { timing, _ in timing.timeOffset += delta }
    case .toggleInspector: toggleInspector()
    case .inspectorField(let delta): moveInspectorField(by: delta)
    case .inspectorStep(let direction): stepInspectorField(direction)
    case .inspectorType: beginFieldEntry()
    case .inspectorReset: resetInspectorField()
    case .duplicateNode: duplicateTarget()
    case .removeNode: removeTarget()
    case .undo: undo()
    case .redo: redo()
    case .save: return save()
    case .saveAs: return saveAs()
    case .reloadFromDisk: return reloadFromDisk()
    case .applyCurve: applyCurveToSelection()
    case .setLoopIn: setLoopPoint(in: true)
    case .setLoopOut: setLoopPoint(in: false)
    case .clearLoopRange: clearLoopRange()
    case .suspend: return [.suspend]
    case .copy: return copyToClipboard()
    }
    return []
  }

  /// The bundled scene `step` places after (or before) this one; a fresh scene, no edits.
  mutating func switchScene(by step: Int) {
    let names = BundledScenes.names
    let index = names.firstIndex(of: scene.name) ?? -1
    let next = (index + step + names.count) % names.count
    guard let newScene = BundledScenes.scene(named: names[next]) else { return }
    let wasPlaying = isPlaying
    load(newScene)
    treeSelection = 0
    if wasPlaying { viewer.resume(atParentTime: mediaTime, speed: playbackRate) }
  }

  /// Keys while a prompt is open: typing, Enter, Esc; the discard question takes one key.
  mutating func handlePrompt(_ prompt: Prompt, key: KeyEvent) -> [ExplorerEffect] {
    switch prompt {
    case .discard(let action):
      editing.prompt = nil
      let confirmed =
        key == .char("y") || key == .char("Y")
        || (action == .quit && (key == .char("q") || key == .ctrl("c")))
        || (action == .nextScene && key == .char("n")) || (action == .previousScene && key == .char("p"))
      if action == .quit && key == .char("w") { return save() }
      guard confirmed else {
        message = "kept the edits"
        return []
      }
      switch action {
      case .quit: return [.quit]
      case .nextScene: switchScene(by: 1)
      case .previousScene: switchScene(by: -1)
      case .openCase:
        editing = EditingState(origin: editing.origin, savedScene: scene)
        return perform(.openCase)
      case .reloadFromDisk:
        if let version = editing.diskVersion { apply(version, label: "reload from disk") }
        message = "reloaded from disk (u brings your edits back)"
      }
      return []
    case .savePath(let text), .fieldValue(let text):
      if key == .ctrl("c") { return [.quit] }
      switch key.key {
      case .escape:
        editing.prompt = nil
      case .enter:
        editing.prompt = nil
        if case .savePath = prompt { return commitSavePath(text) }
        commitFieldEntry(text)
      case .backspace, .delete:
        editing.prompt = Self.prompt(prompt, text: String(text.dropLast()))
      case .character(let c) where key.modifiers.subtracting(.shift).isEmpty && text.count < 4096:
        editing.prompt = Self.prompt(prompt, text: text + String(Character(c)))
      default:
        break
      }
      return []
    }
  }

  static func prompt(_ prompt: Prompt, text: String) -> Prompt {
    if case .savePath = prompt { return .savePath(text) }
    return .fieldValue(text)
  }

  /// Up/Down: the timeline row, the gallery case, or the tree node.
  mutating func select(by delta: Int) {
    switch mode {
    case .gallery:
      gallerySelection = min(max(gallerySelection + delta, 0), BundledScenes.cheatSheetNames.count - 1)
    case .layerTree:
      treeSelection = min(max(treeSelection + delta, 0), scene.root.treeNodes.count - 1)
    default:
      selectedRow = min(max(selectedRow + delta, 0), max(0, rows.count - 1))
    }
  }

  /// Changes the selected tree node's time mapping at the current scene time (an edit).
  mutating func modifySelectedNode(label: String, _ change: (inout Layer, Double) -> Void) {
    let nodes = scene.root.treeNodes
    guard nodes.indices.contains(treeSelection) else { return }
    var changed = scene
    if changed.root.modifyNode(at: NodePath(nodes[treeSelection].path), atMediaTime: sceneTime, change) {
      commit(changed, label: "\(label) of \(nodes[treeSelection].path)")
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
    var changed = scene
    changed.root.changeSpeed(to: newSpeed, atParentTime: sceneTime)
    commit(changed, label: "speed of layer \(changed.root.id)")
    let root = changed.root
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
    if mode == .pullToRefresh { return handlePull(mouse) }
    let areas = ExplorerView.layout(self)
    guard mode == .scrub else {
      if mouse.kind == .scrollUp { return perform(.selectPrevious) }
      if mouse.kind == .scrollDown { return perform(.selectNext) }
      // The gallery and the layer tree share the scrub screen's slider line.
      if mode == .gallery || mode == .layerTree, mouse.kind == .press || mouse.kind == .drag,
        areas.slider.contains(x: mouse.x, y: mouse.y)
      {
        scrubWithSlider(atColumn: mouse.x, in: areas.slider)
      }
      return []
    }
    let visible = ExplorerView.visibleRows(self, in: areas.timeline)
    let inner = Box.inner(areas.timeline)
    let geometry = ExplorerView.timelineGeometry(self, in: areas.timeline, visible: visible)
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
        scrubWithSlider(atColumn: mouse.x, in: areas.slider)
      }
      return []
    }
  }

  /// Scrubs to the time under grid column `x` of the slider drawn in `area`.
  mutating func scrubWithSlider(atColumn x: Int, in area: Rect) {
    let track = ExplorerView.slider(self).track(in: area)
    guard track.width > 0 else { return }
    let fraction = (Double(x - track.x) + 0.5) / Double(track.width)
    scrub(to: span.lowerBound + min(max(fraction, 0), 1) * (span.upperBound - span.lowerBound))
  }
}

extension ExplorerState {
  /// Rows of the list per point dragged: a row stands for 12 points (60 points = 5 rows).
  public static let pointsPerRow = 12.0

  /// The wheel pulls and pushes; dragging down with the button held pulls by the rows moved;
  /// releasing lets go.
  mutating func handlePull(_ mouse: MouseEvent) -> [ExplorerEffect] {
    switch mouse.kind {
    case .scrollDown: return perform(.pullDown)
    case .scrollUp: return perform(.pullUp)
    case .press: pull.dragOrigin = PullToRefreshState.DragOrigin(y: mouse.y, pull: pull.pull)
    case .drag:
      guard let origin = pull.dragOrigin else { return [] }
      let target = origin.pull + Double(mouse.y - origin.y) * Self.pointsPerRow
      pull.drag(by: target - pull.pull, at: mediaTime)
    case .release:
      pull.dragOrigin = nil
      pull.release(at: mediaTime)
    }
    return []
  }
}

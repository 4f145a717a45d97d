import MediaTiming
import Scenes
import TermGrid

/// The explorer's update: the next state and the effects for one event. Pure: the clock and the
/// terminal reach it only as event data. A key goes to the overlays, top first, then to the
/// screen shown; the mouse goes to the screen with what was drawn under it.
extension ExplorerState {
  /// The next state for `event`, and what the run loop must do. `drawn` is what the last frame
  /// drew where (the run loop passes it; without it the screen is drawn again to find out). A
  /// chain of ticks runs while `needsTicks`; a key that starts motion schedules the first tick,
  /// and stopping bumps the generation so pending ticks are dropped.
  package mutating func update(_ event: ExplorerEvent, drawn: HitMap? = nil) -> [ExplorerEffect] {
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
      case .resize(let newWidth, let newHeight):
        width = newWidth
        height = newHeight
        effects = []
      case .mouse(let mouse): effects = handle(mouse, drawn: drawn)
      case .key(let key): effects = handle(key)
      case .paste(let text): effects = handlePaste(text)
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

  /// A key: each open overlay from the top handles it or passes it down; then the screen shown.
  mutating func handle(_ key: KeyEvent) -> [ExplorerEffect] {
    message = nil
    var index = overlays.count - 1
    while index >= 0 {
      // The overlay is out of the stack while it handles the key; overlays it opens go above it.
      var overlay = overlays.remove(at: index).base
      let outcome = overlay.handle(key, app: &self)
      switch outcome {
      case .passed, .handled:
        overlays.insert(OverlayBox(base: overlay), at: min(index, overlays.count))
      case .closed:
        break
      }
      switch outcome {
      case .passed: index = min(index, overlays.count) - 1
      case .handled(let effects), .closed(let effects): return effects
      }
    }
    if key == KeyEvent(.escape) { return [] }
    let effects = withScreen { screen, app in screen.handle(key, app: &app) }
    guard let effects else {
      message = "\(key) does nothing here · ? lists the keys"
      return []
    }
    return effects
  }

  /// Pasted text: the top overlay that takes it (a prompt types it); otherwise it is dropped and
  /// said, never run as keys.
  mutating func handlePaste(_ text: String) -> [ExplorerEffect] {
    message = nil
    for index in overlays.indices.reversed() {
      var overlay = overlays.remove(at: index).base
      let outcome = overlay.paste(text, app: &self)
      switch outcome {
      case .passed:
        overlays.insert(OverlayBox(base: overlay), at: min(index, overlays.count))
        continue
      case .handled(let effects):
        overlays.insert(OverlayBox(base: overlay), at: min(index, overlays.count))
        return effects
      case .closed(let effects):
        return effects
      }
    }
    message = "pasted text is typed into prompts only (g: a time, Enter on an inspector field) · nothing was run"
    return []
  }

  /// The mouse: ignored while the terminal is too small or the key list is open; otherwise the
  /// screen's, with the target drawn under it.
  mutating func handle(_ mouse: MouseEvent, drawn: HitMap?) -> [ExplorerEffect] {
    guard width >= ExplorerView.minimumWidth, height >= ExplorerView.minimumHeight,
      !overlays.contains(where: { $0.base.blocksMouse })
    else { return [] }
    let hits = drawn ?? ExplorerView.hitMap(self)
    let target = hits.region(atX: mouse.x, y: mouse.y)?.target
    return withScreen { screen, app in screen.mouse(mouse, on: target, app: &app) }
  }

  /// Does `action` (also reachable from tests without a key).
  public mutating func perform(_ action: AppAction) -> [ExplorerEffect] {
    switch action {
    case .stepFrames(let frames): scrub(to: sceneTime + Double(frames) * Self.frameDuration)
    case .stepSeconds(let seconds): scrub(to: sceneTime + seconds)
    case .home: scrub(to: span.lowerBound)
    case .end: scrub(to: span.upperBound)
    case .percent(let n): scrub(to: span.lowerBound + (span.upperBound - span.lowerBound) * Double(n) / 10)
    case .beginTimeEntry: open(TimeEntryPrompt())
    case .playPause: playOrPause()
    case .cyclePlaybackRate: cyclePlaybackRate()
    case .toggleLoop:
      looping.toggle()
      message = looping ? "playing loops the span" : "playing stops at the end of the span"
    case .setLoopIn: setLoopPoint(in: true)
    case .setLoopOut: setLoopPoint(in: false)
    case .clearLoopRange: clearLoopRange()
    case .undo: undo()
    case .redo: redo()
    case .save: return save()
    case .saveAs: return saveAs()
    case .reloadFromDisk: return reloadFromDisk()
    case .toggleInspector: toggleInspector()
    case .duplicateNode: _ = duplicate(editTarget)
    case .removeNode: _ = remove(editTarget)
    case .nextScreen: showScreen(step: 1)
    case .previousScreen: showScreen(step: -1)
    case .scrubAnimator: show(PropertyAnimatorScreen.id)
    case .nextScene: return confirmingDiscard(.nextScene)
    case .previousScene: return confirmingDiscard(.previousScene)
    case .toggleHelp:
      if isOpen(HelpOverlay.self) { close(HelpOverlay.self) } else { open(HelpOverlay()) }
    case .showCode:
      close(HelpOverlay.self)
      open(CodePanel())
    case .showNotes:
      close(HelpOverlay.self)
      if isOpen(NotesPanel.self) { close(NotesPanel.self) } else { open(NotesPanel()) }
    case .copyNotation: return copy(scene.notation)
    case .suspend: return [.suspend]
    case .quit: return confirmingDiscard(.quit)
    }
    return []
  }

  /// The node an edit applies to when the inspector is not open: the screen's choice.
  var editTarget: [String]? { screens[current].base.editTarget(self) }

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

  /// The bundled scene `name` on the scrub screen at the same scene time (clamped to its span),
  /// paused, its first row selected.
  mutating func openBundled(_ name: String) {
    guard let newScene = BundledScenes.scene(named: name) else { return }
    let t = sceneTime
    load(newScene)
    show(ScrubScreen.id)
    selectedRow = 0
    setSceneTime(min(max(t, span.lowerBound), span.upperBound), keepPlaying: false)
  }

  /// `y`: `text` to the terminal's clipboard (OSC 52), said in the status line.
  mutating func copy(_ text: String) -> [ExplorerEffect] {
    let first = text.split(separator: "\n").first.map(String.init) ?? ""
    let shown = first.unicodeScalars.count > 60 || first != text ? String(first.unicodeScalars.prefix(59)) + "…" : text
    message = "copied \(shown) (OSC 52: the terminal's clipboard, where it allows)"
    return [.copy(text)]
  }
}

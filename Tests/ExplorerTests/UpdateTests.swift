import Explorer
import MediaTiming
import Scenes
import TermGrid
import TestSupport
import Testing

/// `update` driven by scripted events: no terminal, no clock.
@Suite("Explorer update")
struct UpdateTests {
  func state(_ name: String = "overview", at t: Double = 0) throws -> ExplorerState {
    ExplorerState(scene: try bundled(name), width: 100, height: 30, sceneTime: t)
  }

  func key(_ k: KeyEvent, at time: Double = 0) -> ExplorerEvent { .terminal(.key(k), mediaTime: time) }

  @Test func rightMovesOneFrame() throws {
    var s = try state(at: 1)
    _ = s.update(key(KeyEvent(.right)))
    #expect(s.sceneTime == 1 + 1.0 / 60)
    _ = s.update(key(KeyEvent(.left)))
    _ = s.update(key(KeyEvent(.left)))
    #expect(abs(s.sceneTime - (1 - 1.0 / 60)) < 1e-15)
    #expect(!s.isPlaying)
  }

  @Test func coarseStepsHomeEndAndPercent() throws {
    var s = try state(at: 1)
    _ = s.update(key(.char(".")))
    #expect(abs(s.sceneTime - 1.1) < 1e-15)
    _ = s.update(key(KeyEvent(.left, .shift)))
    #expect(abs(s.sceneTime - 1.0) < 1e-15)
    _ = s.update(key(KeyEvent(.end)))
    #expect(s.sceneTime == 4)
    _ = s.update(key(KeyEvent(.right)))
    #expect(s.sceneTime == 4)  // clamped to the span
    _ = s.update(key(.char("5")))
    #expect(s.sceneTime == 2)
    _ = s.update(key(KeyEvent(.home)))
    #expect(s.sceneTime == 0)
  }

  // Phase boundaries of repeat-count (duration 1.5 × 2): begin 0, the repeat edge 1.5, the end 3.
  @Test func boundaries() throws {
    var s = try state("repeat-count", at: 0.2)
    _ = s.update(key(.char("]")))
    #expect(s.sceneTime == 1.5)
    _ = s.update(key(.char("]")))
    #expect(s.sceneTime == 3)
    _ = s.update(key(.char("[")))
    #expect(s.sceneTime == 1.5)
    #expect(SceneBoundaries.instants(of: "root/color", in: s.scene.root, span: s.span) == [1.5, 3])
    // autoreverses turns at 1.5 and ends at 3; beginTime 1 begins at 1 and ends at 2.5.
    let reverse = try bundled("autoreverses")
    #expect(SceneBoundaries.instants(of: "root/color", in: reverse.root, span: reverse.span) == [1.5, 3])
    let begin = try bundled("begin-time")
    #expect(SceneBoundaries.instants(of: "root/color", in: begin.root, span: begin.span) == [1, 2.5])
  }

  // Play at media 10, ticks every 1/60 s: scene time follows media time from where it was.
  @Test func playAdvancesWithTicks() throws {
    var s = try state(at: 0.5)
    var effects = s.update(key(.char(" "), at: 10))
    #expect(s.isPlaying)
    guard case .scheduleTick(let at, let generation)? = effects.first else {
      Issue.record("no tick")
      return
    }
    #expect(at == 10)
    effects = s.update(.tick(timestamp: 10, targetTimestamp: 10 + 1.0 / 60, generation: generation))
    #expect(abs(s.sceneTime - (0.5 + 1.0 / 60)) < 1e-12)
    #expect(effects == [.scheduleTick(at: 10 + 1.0 / 60, generation: generation)])
    _ = s.update(.tick(timestamp: 11, targetTimestamp: 11, generation: generation))
    #expect(abs(s.sceneTime - 1.5) < 1e-12)
  }

  // Pause then resume continues exactly where it paused, however long the pause (seed 004).
  @Test func pauseThenResume() throws {
    var s = try state(at: 0)
    _ = s.update(key(.char(" "), at: 100))
    _ = s.update(.tick(timestamp: 100.7, targetTimestamp: 100.75, generation: s.tickGeneration))
    _ = s.update(key(.char(" "), at: 100.75))
    #expect(!s.isPlaying)
    let paused = s.sceneTime
    #expect(abs(paused - 0.75) < 1e-12)
    _ = s.update(.terminal(.resize(width: 100, height: 30), mediaTime: 250))  // time passes
    #expect(s.sceneTime == paused)
    _ = s.update(key(.char(" "), at: 250))
    #expect(abs(s.sceneTime - paused) < 1e-12)
    _ = s.update(.tick(timestamp: 250.5, targetTimestamp: 250.5, generation: s.tickGeneration))
    #expect(abs(s.sceneTime - (paused + 0.5)) < 1e-12)
  }

  // A stale tick (scheduled before a pause) is dropped.
  @Test func staleTicksAreDropped() throws {
    var s = try state(at: 0)
    _ = s.update(key(.char(" "), at: 1))
    let old = s.tickGeneration
    _ = s.update(key(.char(" "), at: 1.5))
    let effects = s.update(.tick(timestamp: 2, targetTimestamp: 2, generation: old))
    #expect(effects.isEmpty)
    #expect(abs(s.sceneTime - 0.5) < 1e-12)
  }

  // Changing the layer's speed mid-play keeps the presented value continuous: the value at the
  // instant of the change is the same before and after, and time then runs at the new rate.
  @Test func speedChangeMidPlayIsContinuous() throws {
    var s = try state(at: 0)
    _ = s.update(key(.char(" "), at: 5))
    _ = s.update(.tick(timestamp: 5.8, targetTimestamp: 5.8, generation: s.tickGeneration))
    let before = s.evaluation.animation("root/duration")?.value
    _ = s.update(key(.char("+"), at: 5.8))
    #expect(s.scene.root.speed == 2)
    #expect(s.evaluation.animation("root/duration")?.value == before)
    // beginTime' = tp − (tp − 0) × 1/2 with tp = 0.8 → 0.4.
    #expect(abs(s.scene.root.beginTime - 0.4) < 1e-12)
    _ = s.update(.tick(timestamp: 5.9, targetTimestamp: 5.9, generation: s.tickGeneration))
    #expect(abs((s.evaluation.layer("root")?.localTime ?? 0) - 1.0) < 1e-12)  // 0.8 + 0.1 × 2
    _ = s.update(key(.char("-"), at: 5.9))
    _ = s.update(key(.char("r"), at: 5.9))
    #expect(s.scene.root.speed == -1)
    #expect(abs((s.evaluation.layer("root")?.localTime ?? 0) - 1.0) < 1e-12)
  }

  // The viewer's playback rate is not the model's speed: at 25 %, one real second moves scene time
  // by 0.25 s and the layer's speed stays 1.
  @Test func playbackRateIsSeparate() throws {
    var s = try state(at: 0)
    _ = s.update(key(.char("v"), at: 0))
    #expect(s.playbackRate == 0.25)
    _ = s.update(key(.char(" "), at: 1))
    _ = s.update(.tick(timestamp: 2, targetTimestamp: 2, generation: s.tickGeneration))
    #expect(abs(s.sceneTime - 0.25) < 1e-12)
    #expect(s.scene.root.speed == 1)
  }

  @Test func loopsAndStopsAtTheEnd() throws {
    var s = try state(at: 3.5)
    _ = s.update(key(.char(" "), at: 0))
    _ = s.update(.tick(timestamp: 1, targetTimestamp: 1, generation: s.tickGeneration))
    #expect(abs(s.sceneTime - 0.5) < 1e-12)  // 3.5 + 1 = 4.5 → wraps to 0.5
    _ = s.update(key(.char("l"), at: 1))
    #expect(!s.looping)
    _ = s.update(.tick(timestamp: 5, targetTimestamp: 5, generation: s.tickGeneration))
    #expect(s.sceneTime == 4)
    #expect(!s.isPlaying)
  }

  @Test func timeEntry() throws {
    var s = try state(at: 0)
    for k in [
      KeyEvent.char("g"), .char("1"), .char("."), .char("2"), .char("9"), KeyEvent(.backspace), .char("5"),
      KeyEvent(.enter),
    ] {
      _ = s.update(key(k))
    }
    #expect(s.sceneTime == 1.25)
    #expect(!s.isOpen(TimeEntryPrompt.self))
    _ = s.update(key(.char("g")))
    _ = s.update(key(.char("x")))  // ignored
    _ = s.update(key(KeyEvent(.escape)))
    #expect(!s.isOpen(TimeEntryPrompt.self))
    #expect(s.sceneTime == 1.25)
  }

  /// Pasted text (bracketed paste) is typed into the prompt that is open, its first line only;
  /// with no prompt open it is dropped and said, never run as keys (a pasted `q` does not quit).
  @Test func pastedTextGoesToPromptsOnly() throws {
    var s = try state(at: 0)
    let quits = s.update(.terminal(.paste("q  g 2"), mediaTime: 0))
    #expect(quits.isEmpty)
    #expect(s.sceneTime == 0)
    #expect(s.message?.contains("prompts only") == true)
    _ = s.update(key(.char("g")))
    _ = s.update(.terminal(.paste("1.7\u{7}5\n3"), mediaTime: 0))
    #expect(s.message?.contains("first line only") == true)
    _ = s.update(key(KeyEvent(.enter)))
    #expect(s.sceneTime == 1.75)  // the bell is not typed; "3" on the second line is left out
  }

  @Test func selectionScenesAndToggles() throws {
    var s = try state()
    _ = s.update(key(KeyEvent(.down)))
    _ = s.update(key(KeyEvent(.down)))
    #expect(s.selected?.path == "root/fillBackwards/fillBackwards")
    _ = s.update(key(KeyEvent(.up)))
    #expect(s.selectedRow == 1)
    _ = s.update(key(.char("n")))
    #expect(s.scene.name == BundledScenes.names[1])
    _ = s.update(key(.char("p")))
    _ = s.update(key(.char("p")))
    #expect(s.scene.name == BundledScenes.names.last)
    _ = s.update(key(.char("?")))
    #expect(s.isOpen(HelpOverlay.self))
    _ = s.update(key(KeyEvent(.escape)))
    #expect(!s.isOpen(HelpOverlay.self))
    #expect(s.update(key(.char("q"))) == [.quit])
    #expect(s.update(key(.ctrl("c"))) == [.quit])
    #expect(s.update(.terminal(.interrupted, mediaTime: 0)) == [.quit])
  }

  @Test func unknownKeysSayWhatToDo() throws {
    var s = try state()
    _ = s.update(key(.char("z")))
    #expect(s.message?.contains("? lists the keys") == true)
  }

  // Every binding does something (none falls through to "does nothing"), and the bar shown on
  // every screen is its key map's own: the same value drives both.
  @Test func keyBarAndHandlingShareTheMap() throws {
    for binding in ScrubScreen.keys.bindings {
      for k in binding.keys {
        var s = try state()
        _ = s.update(key(k))
        #expect(s.message?.contains("does nothing") != true, "\(k)")
        #expect(ScrubScreen.keys.action(for: k) == binding.action)
      }
    }
    for id in ScreenRegistry.ids {
      var s = try state()
      s.width = 200
      s.show(id)
      let text = ExplorerView.render(s, theme: Theme(color: false)).text
      let bar = text.split(separator: "\n").last.map(String.init) ?? ""
      #expect(!s.keyEntries.bar.isEmpty)
      for entry in s.keyEntries.bar.prefix(3) {
        #expect(bar.contains("\(entry.keys) \(entry.help)"), "\(id)")
      }
    }
    let relabelled = ScrubScreen.keys.relabelling(0, as: "◀▶")
    #expect(relabelled.barEntries.first == HelpEntry(keys: "◀▶", help: "frame"))
  }

  @Test func resizeRelaysOut() throws {
    var s = try state()
    _ = s.update(.terminal(.resize(width: 120, height: 40), mediaTime: 0))
    #expect(s.width == 120 && s.height == 40)
    let grid = ExplorerView.render(s, theme: Theme(color: false))
    #expect(grid.width == 120 && grid.height == 40)
    #expect(grid.text.contains("Timeline"))
    _ = s.update(.terminal(.resize(width: 40, height: 10), mediaTime: 0))
    #expect(ExplorerView.render(s, theme: Theme(color: false)).text.contains("Enlarge it to at least 60x20"))
  }

  // A click on the timeline strip scrubs to that column's time and selects the row under it.
  @Test func mouseOnTimelineAndSlider() throws {
    var s = try state()
    let areas = s.layout
    let inner = Box.inner(areas.timeline)
    let visible = s.scrubScreen.visibleRows(s)
    let geometry = Timeline.geometry(in: inner, labels: s.rows[visible].map(\.label), span: s.span)
    let column = geometry.strip.x + geometry.strip.width / 2
    _ = s.update(.terminal(.mouse(MouseEvent(.press, x: column, y: geometry.strip.y + 2)), mediaTime: 0))
    #expect(s.sceneTime == geometry.time(atColumn: column))
    #expect(s.selectedRow == 2)
    let track = ExplorerView.slider(s).track(in: areas.slider)
    _ = s.update(.terminal(.mouse(MouseEvent(.drag, x: track.x + track.width - 1, y: areas.slider.y)), mediaTime: 0))
    #expect(abs(s.sceneTime - 4 * (Double(track.width) - 0.5) / Double(track.width)) < 1e-12)
  }
}

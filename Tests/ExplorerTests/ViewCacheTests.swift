import Explorer
import Scenes
import TermGrid
import TestSupport
import Testing

/// The view cache keeps the timeline's strips, the stage's extent, the layout and the cells of the
/// header, the timeline box, the curve box, the value box and the key bar between frames. Whatever changes them must make it draw
/// them again: after every step below the screen drawn with the cache
/// (carried through all the steps, as the run loop carries it) must equal the screen drawn from
/// scratch, colours included.
@Suite("View cache")
struct ViewCacheTests {
  let theme = Theme(unicode: true, color: true, gradients: true)

  func key(_ k: KeyEvent) -> ExplorerEvent { .terminal(.key(k), mediaTime: 0) }

  /// Draws `state` with `cache` and without, and expects the two grids to be equal.
  func expectSameScreen(
    _ state: ExplorerState, _ cache: ViewCache, _ step: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var cached = CellGrid(width: state.width, height: state.height)
    ExplorerView.draw(state, into: &cached, theme: theme, cache: cache)
    let fresh = ExplorerView.render(state, theme: theme)
    #expect(cached == fresh, "after \(step)", sourceLocation: sourceLocation)
  }

  /// A step that opens the inspector, steps field `name` of the selected animation once, and
  /// (unless told not to) closes it again and clears the message the edit left.
  func editField(_ name: String, closing: Bool = true, clearingMessage: Bool = false) -> (inout ExplorerState) -> Void {
    { s in
      _ = s.perform(.toggleInspector)
      if let index = s.inspectorFields.firstIndex(where: { $0.name == name }) {
        for _ in 0..<index { _ = s.update(.terminal(.key(KeyEvent(.down)), mediaTime: s.mediaTime)) }
        _ = s.update(.terminal(.key(KeyEvent(.right)), mediaTime: s.mediaTime))
      }
      if closing { _ = s.perform(.toggleInspector) }
      if clearingMessage { s.message = nil }
    }
  }

  @Test func cachedScreensEqualFreshOnesAfterEveryKindOfChange() throws {
    var state = ExplorerState(scene: try bundled("overview"), width: 120, height: 40, sceneTime: 0.5)
    let cache = ViewCache()
    expectSameScreen(state, cache, "the first frame")
    let steps: [(String, (inout ExplorerState) -> Void)] = [
      ("a frame to the right", { _ = $0.perform(.stepFrames(1)) }),
      ("doubling the layer's speed", { _ = $0.perform(ScrubScreen.self, .multiplyLayerSpeed(2)) }),
      ("reversing the layer's speed", { _ = $0.perform(ScrubScreen.self, .reverseLayerSpeed) }),
      ("resetting the scene", { _ = $0.perform(ScrubScreen.self, .resetScene) }),
      (
        "an edit of the selected animation's duration",
        editField("duration")
      ),
      ("undo", { _ = $0.perform(.undo) }),
      ("redo", { _ = $0.perform(.redo) }),
      ("playing", { _ = $0.perform(.playPause) }),
      ("at double rate", { _ = $0.perform(.cyclePlaybackRate) }),
      ("looping", { _ = $0.perform(.toggleLoop) }),
      ("paused again", { _ = $0.perform(.playPause) }),
      ("a resize to 150x45", { _ = $0.update(.terminal(.resize(width: 150, height: 45), mediaTime: 0)) }),
      ("a resize to 80x24", { _ = $0.update(.terminal(.resize(width: 80, height: 24), mediaTime: 0)) }),
      ("selecting the next row (scrolls)", { for _ in 0..<6 { _ = $0.perform(ScrubScreen.self, .select(1)) } }),
      ("selecting back up", { for _ in 0..<6 { _ = $0.perform(ScrubScreen.self, .select(-1)) } }),
      ("the next scene", { _ = $0.perform(.nextScene) }),
      ("the layer tree", { s in while s.screenID != .layerTree { _ = s.perform(.nextScreen) } }),
      ("doubling the speed in the layer tree", { _ = $0.perform(ScrubScreen.self, .multiplyLayerSpeed(2)) }),
      ("back to scrubbing", { s in while s.screenID != .scrub { _ = s.perform(.nextScreen) } }),
      ("a scene with a stage", { s in s.load(BundledScenes.scene(named: "presentation-probe")!) }),
      ("a frame on the stage", { _ = $0.perform(.stepFrames(10)) }),
      ("the stage's scene's speed", { _ = $0.perform(ScrubScreen.self, .multiplyLayerSpeed(0.5)) }),
      ("another scene with a stage", { s in s.load(BundledScenes.scene(named: "paced-path")!) }),
      ("the stage hidden", { _ = $0.perform(ScrubScreen.self, .toggleStage) }),
      // The kept panels: the timeline box, the curve box and the key bar.
      ("back to the overview", { s in s.load(BundledScenes.scene(named: "overview")!) }),
      ("ghost dots on the curve", { _ = $0.perform(ScrubScreen.self, .toggleGhosts) }),
      ("the OKLab strip in the value box", { _ = $0.perform(ScrubScreen.self, .toggleOKLab) }),
      (
        "two animations with other ends, stage hidden",
        { s in
          s.load(BundledScenes.scene(named: "opacity-scale")!)
          if s.stageShown { _ = s.perform(ScrubScreen.self, .toggleStage) }
        }
      ),
      ("the other animation selected (other end labels)", { _ = $0.perform(ScrubScreen.self, .select(1)) }),
      (
        "its toValue edited",
        editField("toValue", clearingMessage: true)
      ),
      (
        "an animation that begins at 1 s, at 0 s (no marker)",
        { s in s.load(BundledScenes.scene(named: "begin-time")!) }
      ),
      ("the same at 1.5 s (a marker)", { _ = $0.perform(.stepSeconds(1.5)) }),
      ("back to the overview again", { s in s.load(BundledScenes.scene(named: "overview")!) }),
      (
        "another timing function for the selected animation",
        editField("timingFunction", closing: false)
      ),
      ("the inspector's key bar closed", { _ = $0.perform(.toggleInspector) }),
      ("a loop's in point on the ruler", { _ = $0.perform(.setLoopIn) }),
      (
        "a loop's out point",
        { s in
          _ = s.perform(.stepFrames(40)); _ = s.perform(.setLoopOut)
        }
      ),
      ("the loop cleared", { _ = $0.perform(.clearLoopRange) }),
      ("a message on the status line", { _ = $0.perform(.copyNotation) }),
      ("the message gone (as the next key does)", { $0.message = nil }),
      ("a spring (its curve depends on its duration)", { s in s.load(BundledScenes.scene(named: "spring")!) }),
      ("a later frame of the spring", { _ = $0.perform(.stepFrames(30)) }),
      (
        "the spring's duration edited",
        editField("duration")
      ),
      (
        "selecting another spring",
        { s in
          s.load(BundledScenes.scene(named: "spring-presets")!); _ = s.perform(ScrubScreen.self, .select(1))
        }
      ),
      (
        "the curve lab (its own key bar)",
        { s in
          while s.screenID != .curveLab { _ = s.perform(.nextScreen) }
          s.message = nil
        }
      ),
      (
        "scrubbing again",
        { s in
          while s.screenID != .scrub { _ = s.perform(.nextScreen) }
          s.message = nil
        }
      ),
      ("the help screen", { _ = $0.perform(.toggleHelp) }),
      ("the help screen closed", { _ = $0.perform(.toggleHelp) }),
    ]
    for (name, change) in steps {
      change(&state)
      expectSameScreen(state, cache, name)
    }
  }

  @Test func aFrameWhereOnlyThePlayheadMovedSamplesNothing() throws {
    var state = ExplorerState(scene: try bundled("overview"), width: 120, height: 40, sceneTime: 0.5)
    let cache = ViewCache()
    var grid = CellGrid(width: 120, height: 40)
    ExplorerView.draw(state, into: &grid, theme: theme, cache: cache)
    #expect(cache.misses == 1)
    for _ in 0..<10 {
      _ = state.perform(.stepFrames(1))
      grid.clear()
      ExplorerView.draw(state, into: &grid, theme: theme, cache: cache)
    }
    #expect(cache.misses == 1)
    #expect(cache.hits == 0)  // the strips are not even looked up: the timeline box is put back whole
    // The header, the timeline box, the curve box, the value box and the key bar: drawn once,
    // then put back 10 times.
    #expect(cache.panelMisses == 5)
    #expect(cache.panelHits == 50)
    _ = state.perform(ScrubScreen.self, .multiplyLayerSpeed(2))
    ExplorerView.draw(state, into: &grid, theme: theme, cache: cache)
    #expect(cache.misses == 2)
  }
}

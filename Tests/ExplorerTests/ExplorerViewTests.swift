import Explorer
import MediaTiming
import Scenes
import TermGrid
import TestSupport
import Testing

@Suite("Explorer screen")
struct ExplorerViewTests {
  func screen(
    _ name: String, at t: Double, width: Int = 100, height: Int = 30, theme: Theme = Theme(color: false)
  )
    throws -> CellGrid
  {
    let state = ExplorerState(scene: try bundled(name), width: width, height: height, sceneTime: t)
    return ExplorerView.render(state, theme: theme)
  }

  // Whole screens, checked by eye when recorded (RECORD_SNAPSHOTS=1).
  @Test(arguments: [
    ("overview", 1.25, 100, 30), ("repeat-count", 1.6, 100, 30), ("time-offset", 2.5, 60, 20),
    ("overview", 0.5, 60, 20),
    ("hierarchical-speed", 0.5, 200, 50),
    ("pull-to-refresh", 0.5, 100, 30),
  ])
  func snapshots(name: String, t: Double, width: Int, height: Int) throws {
    let grid = try screen(name, at: t, width: width, height: height)
    try assertSnapshot(grid.text, named: "explorer-\(width)x\(height)-\(name)-at-\(formatFixed(t, decimals: 2))s")
  }

  @Test func headerReadoutAndSlider() throws {
    let text = try screen("repeat-count", at: 1.6).text
    #expect(text.contains("repeat-count — duration=1.5, repeatCount=2.0"))
    #expect(text.contains("Repeat count causes the animation to run more than once"))
    // The readout's chain at t = 1.6: second repeat, basic 0.1 s, progress 1/15, value #EE8B11.
    #expect(text.contains("repeat 1"))
    #expect(text.contains("basic 0.100s"))
    #expect(text.contains("progress 0.067"))
    #expect(text.contains("#EE8B11"))
    #expect(text.contains("1.600s / 4.000s"))
  }

  // After the end of a removed animation the readout says why nothing is shown.
  @Test func explainsWhyNothingIsShown() throws {
    #expect(try screen("duration", at: 3).text.contains("not applied: after the end, fillMode removed"))
    #expect(try screen("begin-time", at: 0.5).text.contains("not applied: before the begin"))
  }

  /// The timeline's box holds its rows and nothing more. At 100×30 (readout 7, middle at least 9:
  /// 30 − 4 − 7 − 9 = 10 lines for the timeline), five rows do not fit two lines each (4 + 10),
  /// so they take one line each: 4 + 5 = 9 lines (borders, the playhead's row, the axis), every
  /// row shown and no empty line; the same with the stage. One row fits spaciously: 4 + 2 = 6.
  @Test func theTimelineTakesWhatItsRowsNeed() throws {
    for stage in [false, true] {
      #expect(ScrubScreen.layout(width: 100, height: 30, rows: 5, stage: stage).timeline.height == 9)
    }
    #expect(ScrubScreen.layout(width: 100, height: 30, rows: 1).timeline.height == 6)
    var state = ExplorerState(scene: try bundled("position-fill"), width: 100, height: 30)
    #expect(state.scrubScreen.visibleRows(state) == 0..<5)
    state.selectedRow = 4
    #expect(state.scrubScreen.visibleRows(state) == 0..<5)
  }

  // The playhead sits over the strip column of the scene time, in colour.
  @Test func colouredTimeline() throws {
    let grid = try screen("fill-backwards", at: 3.5, theme: Theme())
    let areas = ScrubScreen.layout(width: 100, height: 30, rows: 1)
    let inner = Box.inner(areas.timeline)
    let geometry = Timeline.geometry(in: inner, labels: ["color"], span: 0...4)
    let y = geometry.strip.y
    let letters = colorLetters(grid, row: y, columns: geometry.strip.x..<geometry.strip.maxX)
    // A quarter of the strip is filled orange (0–1 s), then the ramp to blue (1–2.5 s), then blank.
    let quarter = geometry.strip.width / 4
    #expect(letters.prefix(quarter).allSatisfy { $0 == "O" })
    #expect(letters.dropFirst(quarter).prefix(5).contains("O"))
    #expect(letters.dropFirst(Int(Double(geometry.strip.width) * 2.5 / 4) + 1).allSatisfy { $0 == "." || $0 == "M" })
  }

  // The swatch of the presented colour fills the space under the value bar: 2 rows × 6 at
  // 100x30, 10 rows × 22 at 160x45. Colours by hand, #FF9500 + t × (#0000FF − #FF9500): overview's
  // first row at 0.5 s, t = 1/3 → (170, 99, 85) = #AA6355; combined at 2.2 s, forward leg at
  // t = 0.4 → (153, 89, 102) = #995966.
  @Test(arguments: [("overview", 0.5, 100, 30, 0xAA6355, 12), ("combined", 2.2, 160, 45, 0x995966, 220)])
  func swatchGrowsWithTheSpace(name: String, t: Double, width: Int, height: Int, hex: UInt32, cells: Int) throws {
    let grid = try screen(name, at: t, width: width, height: height, theme: Theme())
    let state = ExplorerState(scene: try bundled(name), width: width, height: height, sceneTime: t)
    let area = state.layout.colorBar
    var count = 0
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX where grid[x, y].style.background == RGB(hex: hex) { count += 1 }
    }
    #expect(count == cells)
  }

  // The readout shows how the layer's value is made (presentation model V8), by hand for the
  // additive shake at 0.85 s: move (easeInEaseOut at 0.5) replaces x with 190, the shake (repeat 1,
  // p = 0.875, u = 0.25 of the last segment 10 → 0) adds 7.5; the value panel the same numbers.
  @Test func compositionInTheReadout() throws {
    var state = ExplorerState(scene: try bundled("additive-shake"), width: 100, height: 30, sceneTime: 0.85)
    state.selectedRow = 1
    state[ScrubScreen.self].showStage = false
    let text = ExplorerView.render(state, theme: Theme(color: false)).text
    #expect(text.contains("presented position (197.5, 60) = model (160, 60) → = move .x 190 → + shake .x 7.5"))
    #expect(text.contains("adds 7.500"))
    #expect(text.contains("presented (197.5, 60) · model (160, 60)"))
  }

  // A sub-key path reported as its own property (`transform.scale.x`, as UIKit's blocks name
  // their animations) is not named twice: 1 + (2 − 1) × 0.5 = 1.5 at the middle of a linear 1 s.
  @Test func compositionOfASubKeyPathNamesItOnce() throws {
    let json = """
      {"name": "s", "layer": {"id": "root", "sublayers": [{"id": "box", "properties": {"transform.scale.x": 2},
      "animations": [{"id": "transform.scale.x", "keyPath": "transform.scale.x", "from": 1, "duration": 1}]}]}}
      """
    var state = ExplorerState(
      scene: try Scene.read(Array(json.utf8), format: .json), width: 100, height: 30, sceneTime: 0.5)
    state.selectedRow = 0
    state[ScrubScreen.self].showStage = false
    let text = ExplorerView.render(state, theme: Theme(color: false)).text
    #expect(text.contains("presented transform.scale.x 1.5 = model 2 → = transform.scale.x 1.5"), "\(text)")
  }

  // An imported animation names where it came from in the readout's title; one without an origin
  // shows only its path and key path.
  @Test func readoutTitleNamesTheOrigin() throws {
    let scene = try Scene.decode(
      """
      {"name": "imported", "layer": {"id": "card", "animations": [
        {"id": "opacity", "keyPath": "opacity", "from": 1, "to": 0, "duration": 0.3,
         "origin": "UIView.animate, line 12"},
        {"id": "fade", "keyPath": "opacity", "from": 0, "to": 1, "duration": 0.3}]}}
      """)
    var state = ExplorerState(scene: scene, width: 120, height: 30, sceneTime: 0.1)
    #expect(
      ExplorerView.render(state, theme: Theme(color: false)).text.contains(
        "Readout · card/opacity (opacity) · from UIView.animate, line 12"))
    state.selectedRow = 1
    let text = ExplorerView.render(state, theme: Theme(color: false)).text
    #expect(text.contains("Readout · card/fade (opacity)"))
    #expect(!text.contains("from UIView.animate"))
  }

  @Test func tooSmall() throws {
    let text = try screen("overview", at: 0, width: 50, height: 15).text
    #expect(text.contains("Enlarge it to at least 60x20"))
    #expect(text.contains("(now 50x15)"))
  }

  // At 60x20 the timeline box has three lines inside: the playhead's time line gives way so two
  // strips show, and a click lands on the strip drawn there (rows at y 3 and 4).
  @Test func smallTimelineDropsThePlayheadLine() throws {
    var state = ExplorerState(scene: try bundled("overview"), width: 60, height: 20)
    #expect(state.scrubScreen.visibleRows(state) == 0..<2)
    let lines = ExplorerView.render(state, theme: Theme(color: false)).text.split(separator: "\n")
    #expect(lines[3].contains("duration") && lines[4].contains("beginTime"))
    _ = state.update(.terminal(.mouse(MouseEvent(.press, x: 30, y: 4)), mediaTime: 0))
    #expect(state.selectedRow == 1)
    #expect(state.sceneTime > 0)
  }

  @Test func scrollsToTheSelectedRow() throws {
    var state = ExplorerState(scene: try bundled("overview"), width: 60, height: 20)
    state.selectedRow = 7
    let visible = state.scrubScreen.visibleRows(state)
    #expect(visible.contains(7))
    #expect(visible.count < 8)
    #expect(ExplorerView.render(state, theme: Theme(color: false)).text.contains("easeInEaseOut"))
  }

  @Test func cheatSheetHasEveryCase() throws {
    let scenes = BundledScenes.cheatSheetNames.compactMap(BundledScenes.scene(named:))
    let text = CheatSheet.render(scenes, width: 100, theme: Theme(color: false)).text
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    for scene in scenes {
      #expect(text.contains(scene.title ?? "?"))
      #expect(words.contains(scene.caption ?? "?"), "\(scene.name)")
    }
  }
}

/// Panels' text wraps at spaces only: a word made of several styled spans stays whole.
@Suite struct WrapTests {
  func text(_ lines: [Line]) -> [String] { lines.map { $0.map(\.text).joined() } }

  @Test func wrapsBetweenWordsAcrossSpans() {
    let theme = Theme(color: false)
    // The curve lab's Bézier: numbers highlighted one by one, commas in another style.
    let line: Line = [
      Span("cubic-bezier(", theme.text), Span("0.52", theme.accent), Span(", ", theme.text),
      Span("0.1", theme.text), Span(", ", theme.text), Span("0.48", theme.text), Span(", ", theme.text),
      Span("0.9", theme.text), Span(")", theme.text),
    ]
    #expect(text(ExplorerView.wrap(line, width: 28)) == ["cubic-bezier(0.52, 0.1, ", "0.48, 0.9)"])
    // One long span breaks between its words; the spaces at the break are dropped.
    let hint: Line = [Span("P2: arrows move it · 0 lets go", theme.dim)]
    #expect(text(ExplorerView.wrap(hint, width: 28)) == ["P2: arrows move it · 0 lets ", "go"])
    // A word wider than the line stays whole (the panel cuts it at its edge).
    #expect(text(ExplorerView.wrap([Span("abcdefghij klm")], width: 4)) == ["abcdefghij ", "klm"])
    // Styles survive the break.
    let wrapped = ExplorerView.wrap(line, width: 28)
    #expect(wrapped[0][1] == Span("0.52", theme.accent))
  }
}

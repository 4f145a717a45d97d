import Explorer
import MediaTiming
import Scenes
import TermGrid
import TestSupport
import Testing

/// The other screens, driven by scripted events.
@Suite("Explorer screens")
struct ModeTests {
  func state(_ name: String = "overview", mode: ScreenID) throws -> ExplorerState {
    var s = ExplorerState(scene: try bundled(name), width: 100, height: 30)
    s.show(mode)
    return s
  }

  func key(_ k: KeyEvent, at time: Double = 0) -> ExplorerEvent { .terminal(.key(k), mediaTime: time) }

  @Test func tabCyclesScreens() throws {
    var s = try state(mode: .scrub)
    var seen: [ScreenID] = []
    for _ in 0..<9 {
      _ = s.update(key(KeyEvent(.tab)))
      seen.append(s.screenID)
    }
    #expect(
      seen == [
        .pullToRefresh, .gallery, .curveLab, .layerTree, .displayLink, .keyframeCurves, .bisection,
        PropertyAnimatorScreen.id, .scrub,
      ])
    _ = s.update(key(KeyEvent(.backTab)))
    #expect(s.screenID == PropertyAnimatorScreen.id)
  }

  // Seed 002: fractionDragged = pull / 60; pulling to 30 points sets the paused layer's
  // timeOffset to 0.5, so the group's strokeEnd is 0.5 and position.y is 22 − 11 = 11.
  @Test func pullingThirtyPointsSetsTimeOffsetHalf() throws {
    var s = try state(mode: .pullToRefresh)
    for _ in 0..<6 { _ = s.update(key(KeyEvent(.down))) }
    #expect(s.pull.pull == 30)
    #expect(s.pull.layer.timeOffset == 0.5)
    #expect(s.pull.layer.speed == 0)
    #expect(s.pull.evaluation.animation("pull/group/writeText")?.value == .number(0.5))
    #expect(s.pull.evaluation.animation("pull/group/move")?.value == .number(11))
    // Pushing back runs the animation backwards.
    _ = s.update(key(KeyEvent(.up)))
    #expect(abs(s.pull.layer.timeOffset - 25.0 / 60) < 1e-15)
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains("fractionDragged = 25 / 60 = 0.417"))
  }

  // Past the threshold loading starts exactly once, scrolling stops, and after the simulated load
  // new rows are inserted and the offset goes back to 0.
  @Test func loadingStartsOnceAndResets() throws {
    var s = try state(mode: .pullToRefresh)
    var effects: [ExplorerEffect] = []
    for _ in 0..<12 { effects += s.update(key(KeyEvent(.down), at: 10)) }
    #expect(s.pull.isLoading)
    #expect(s.pull.loadsStarted == 1)
    #expect(effects.contains { if case .scheduleTick = $0 { true } else { false } })
    for _ in 0..<5 { _ = s.update(key(KeyEvent(.down), at: 10.5)) }  // ignored while loading
    _ = s.update(key(KeyEvent(.up), at: 10.6))
    #expect(s.pull.loadsStarted == 1)
    #expect(s.pull.pull == 60)
    // The loading animation runs on its own layer: strokeEnd moves with time.
    let early = s.pull.strokeEnd(at: 10.2)
    let later = s.pull.strokeEnd(at: 10.5)
    #expect(early != later)
    _ = s.update(.tick(timestamp: 12.1, targetTimestamp: 12.1, generation: s.tickGeneration))
    #expect(!s.pull.isLoading)
    #expect(s.pull.loadsFinished == 1)
    #expect(s.pull.items.first == "New item 13")
    #expect(s.pull.layer.timeOffset == 0)
    #expect(s.pull.pull == 0)
    #expect(s.pull.loadsStarted == 1)
  }

  // Letting go springs back over 0.3 s, running the animation backwards to 0.
  @Test func releaseSpringsBack() throws {
    var s = try state(mode: .pullToRefresh)
    for _ in 0..<6 { _ = s.update(key(KeyEvent(.down), at: 1)) }
    let effects = s.update(key(.char(" "), at: 1))
    #expect(effects.contains { if case .scheduleTick = $0 { true } else { false } })
    _ = s.update(.tick(timestamp: 1.15, targetTimestamp: 1.15, generation: s.tickGeneration))
    #expect(s.pull.pull > 0 && s.pull.pull < 30)
    _ = s.update(.tick(timestamp: 1.4, targetTimestamp: 1.4, generation: s.tickGeneration))
    #expect(s.pull.pull == 0)
    #expect(s.pull.layer.timeOffset == 0)
    #expect(!s.needsTicks)
  }

  // Mouse: the wheel pulls; a drag pulls by 12 points per row.
  @Test func mousePulls() throws {
    var s = try state(mode: .pullToRefresh)
    _ = s.update(.terminal(.mouse(MouseEvent(.scrollDown, x: 5, y: 5)), mediaTime: 0))
    #expect(s.pull.pull == 5)
    _ = s.update(.terminal(.mouse(MouseEvent(.press, x: 5, y: 5)), mediaTime: 0))
    _ = s.update(.terminal(.mouse(MouseEvent(.drag, x: 5, y: 7)), mediaTime: 0))
    #expect(s.pull.pull == 29)
  }

  // The gallery and the layer tree have the scrub screen's slider: clicking its track scrubs
  // there (the track's first column is the span's start, its last the end).
  @Test(arguments: [ScreenID.gallery, .layerTree])
  func sliderClicksScrub(mode: ScreenID) throws {
    var s = try state(mode: mode)
    let area = s.layout.slider
    let track = ExplorerView.slider(s).track(in: area)
    _ = s.update(.terminal(.mouse(MouseEvent(.press, x: track.x + track.width / 2, y: area.y)), mediaTime: 0))
    let middle = (s.span.lowerBound + s.span.upperBound) / 2
    #expect(abs(s.sceneTime - middle) <= (s.span.upperBound - s.span.lowerBound) / Double(track.width))
    _ = s.update(.terminal(.mouse(MouseEvent(.drag, x: track.x + track.width - 1, y: area.y)), mediaTime: 0))
    #expect(abs(s.sceneTime - s.span.upperBound) <= (s.span.upperBound - s.span.lowerBound) / Double(track.width))
  }

  // Editing a control point updates the cubic-bezier text and the curve.
  @Test func editingAControlPoint() throws {
    var s = try state("position-fill", mode: .curveLab)  // its animations use easeInEaseOut
    #expect(s.lab.function == .easeInEaseOut)
    _ = s.update(key(.char("1")))  // P1 of a copy of easeInEaseOut
    for _ in 0..<5 { _ = s.update(key(KeyEvent(.up))) }
    _ = s.update(key(KeyEvent(.up, .shift)))
    #expect(s.lab.custom == [0.42, 0.15, 0.58, 1])
    #expect(s.lab.cssText == "cubic-bezier(0.42, 0.15, 0.58, 1)")
    let expected = try TimingFunction(controlPoints: 0.42, 0.15, 0.58, 1)
    #expect(s.lab.function.progress(at: 0.3) == expected.progress(at: 0.3))
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains("cubic-bezier(0.42, 0.15, 0.58, 1)"))
    // x values stay in 0…1.
    for _ in 0..<10 { _ = s.update(key(KeyEvent(.right, .shift))) }
    #expect(s.lab.custom[0] == 1)
    #expect(s.sceneTime == 0)  // with a handle picked the arrows move it, not time
    _ = s.update(key(.char("0")))
    _ = s.update(key(KeyEvent(.right, .shift)))
    #expect(abs(s.sceneTime - 0.1) < 1e-9)  // let go: ⇧→ steps 0.1 s again
  }

  // The inverse answer shown is the solver's, in seconds of the lab's duration.
  @Test func inverseAnswerIsTheSolvers() throws {
    var s = try state(mode: .curveLab)
    _ = s.update(key(.char("]")))  // the overview row's linear → easeIn
    _ = s.update(key(.char(">")))  // progress 0.55
    #expect(s.lab.inverseProgress == 0.55)
    let answer = try #require(s.lab.function.fraction(reaching: 0.55))
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains("progress 0.55 is reached at"))
    #expect(
      text.contains(
        formatFraction(answer) + " of the duration = " + formatFixed(answer * s.lab.duration, decimals: 3) + "s"))
  }

  // Keyframes: +/- change N and the deviation shown is Keyframes.maximumDeviation's.
  @Test func keyframesInTheLab() throws {
    var s = try state(mode: .curveLab)
    _ = s.update(key(.char("+")))
    #expect(s.lab.keyframeSteps == 5)
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains(formatFixed(Keyframes.maximumDeviation(of: s.lab.function, steps: 5), decimals: 5)))
    for _ in 0..<10 { _ = s.update(key(.char("-"))) }
    #expect(s.lab.keyframeSteps == 0)
  }

  // The race: playing moves the dots; each dot sits at its curve's value.
  @Test func raceMoves() throws {
    var s = try state(mode: .curveLab)
    _ = s.update(key(.char(" "), at: 0))
    _ = s.update(.tick(timestamp: 0.5, targetTimestamp: 0.5, generation: s.tickGeneration))
    #expect(abs(s.sceneTime - 0.5) < 1e-12)
    #expect(ExplorerView.render(s, theme: Theme(color: false)).text.contains("Race · 0.500s of 1.0s"))
  }

  // The gallery: Up/Down select a case, Enter opens it in scrub mode at the same time; scrubbing
  // moves every strip's playhead.
  @Test func galleryOpensACase() throws {
    var s = try state(mode: .gallery)
    _ = s.update(key(KeyEvent(.down)))
    _ = s.update(key(KeyEvent(.down)))
    _ = s.update(key(.char("5")))  // 50 % of 0…4 s
    #expect(s.sceneTime == 2)
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    // One playhead glyph per strip row shown.
    #expect(text.components(separatedBy: "┃").count > 3)
    _ = s.update(key(KeyEvent(.enter)))
    #expect(s.screenID == .scrub)
    #expect(s.scene.name == BundledScenes.cheatSheetNames[2])
    #expect(s.sceneTime == 2)
  }

  // The layer tree: effective speed is the product down the tree (1.5 inside 2 runs at 3; 3 on a
  // layer at 0.5 runs at 1.5), and a speed change on a node keeps its local time.
  @Test func layerTree() throws {
    let hierarchical = try bundled("hierarchical-speed").root.treeNodes
    #expect(hierarchical.first { $0.path == "root/group/color" }?.effectiveSpeed == 3)
    let layerSpeed = try bundled("layer-speed").root.treeNodes
    #expect(layerSpeed.first { $0.path == "root/slow/color" }?.effectiveSpeed == 1.5)

    var s = try state("layer-speed", mode: .layerTree)
    _ = s.update(key(.char("5")))  // scene time 1
    let nodes = s.scene.root.treeNodes
    s.treeSelection = try #require(nodes.firstIndex { $0.path == "root/slow" })
    let before = s.evaluation.layer("root/slow")?.localTime
    _ = s.update(key(.char("+")))
    #expect(s.scene.root.layer(at: "root/slow")?.speed == 1)
    #expect(s.evaluation.layer("root/slow")?.localTime == before)
    // An animation's speed changes without a jump in its active local time.
    s.treeSelection = try #require(nodes.firstIndex { $0.path == "root/slow/color" })
    let activeBefore = s.evaluation.animation("root/slow/color")?.timing?.activeLocalTime
    _ = s.update(key(.char("-")))
    #expect(s.scene.root.animation(at: "root/slow/color")?.speed == 1.5)
    let activeAfter = s.evaluation.animation("root/slow/color")?.timing?.activeLocalTime
    #expect(abs((activeAfter ?? 0) - (activeBefore ?? 1)) < 1e-12)
    _ = s.update(key(.char("]")))
    #expect(s.scene.root.animation(at: "root/slow/color")?.timeOffset == 0.1)
    _ = s.update(key(.char("R")))
    #expect(s.scene.root == s.originalScene.root)
    let text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains("effective speed = 1 × 0.5 × 3 = 1.5"))
  }

  // Every screen renders at the sizes users have, without crashing, with its key bar.
  @Test(arguments: ScreenRegistry.ids, [(60, 20), (100, 30), (200, 50)])
  func everyScreenRenders(mode: ScreenID, size: (Int, Int)) throws {
    var s = try state(mode: mode)
    s.width = size.0
    s.height = size.1
    let text = ExplorerView.render(s, theme: Theme()).text
    #expect(text.contains("q quit"))
  }
}

@Suite("Screen snapshots")
struct ModeSnapshotTests {
  func render(_ s: ExplorerState) -> String { ExplorerView.render(s, theme: Theme(color: false)).text }

  @Test func pullToRefreshAt30Points() throws {
    var s = ExplorerState(scene: try bundled("overview"), width: 100, height: 30)
    s.show(.pullToRefresh)
    for _ in 0..<6 { _ = s.update(.terminal(.key(KeyEvent(.down)), mediaTime: 0)) }
    try assertSnapshot(render(s), named: "pull-100x30-30pt")
  }

  @Test func galleryAt2Seconds() throws {
    var s = ExplorerState(scene: try bundled("overview"), width: 100, height: 30, sceneTime: 2)
    s.show(.gallery)
    s[GalleryScreen.self].selection = 4
    try assertSnapshot(render(s), named: "gallery-100x30-case4-at-2s")
  }

  @Test func curveLabEditing() throws {
    var s = ExplorerState(scene: try bundled("overview"), width: 100, height: 30, sceneTime: 0.4)
    s.show(.curveLab)
    s.lab.show(.easeInEaseOut)
    s.lab.selectHandle(0)
    s.lab.moveHandle(dx: 0, dy: 0.2)
    s.lab.showDerivative = true
    try assertSnapshot(render(s), named: "curvelab-100x30-editing-y1")
  }

  @Test func layerTreeHierarchical() throws {
    var s = ExplorerState(scene: try bundled("hierarchical-speed"), width: 100, height: 30, sceneTime: 0.5)
    s.show(.layerTree)
    s.treeSelection = 3
    try assertSnapshot(render(s), named: "tree-100x30-hierarchical-at-0.5s")
  }
}

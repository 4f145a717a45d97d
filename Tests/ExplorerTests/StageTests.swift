import Explorer
import MediaTiming
import Scenes
import TermGrid
import Testing

/// The stage on sentinel grids, with pictures derived by hand, and the model ghost.
@Suite("Stage")
struct StageTests {
  let red = RGBColor(red: 1, green: 0, blue: 0)

  /// A 40 × 20 pt root (the world) holding one sublayer, drawn into 40 × 10 cells: 1 cell = 1 pt
  /// across and 2 pt down (cells are twice as tall as wide).
  func stage(_ sublayer: Layer) -> (grid: CellGrid, theme: Theme) {
    let root = Layer(
      id: "root", sublayers: [sublayer],
      properties: [PropertyValue("bounds", .rect(0, 0, 40, 20)), PropertyValue("position", .point(20, 10))])
    let layers = StageLayer.layers(root, presentation: root.presentation(atMediaTime: 0), mediaTime: 0)
    var grid = CellGrid(width: 40, height: 10, fill: Cell("x"))
    let theme = Theme()
    StageView(layers: layers).render(into: &grid, area: Rect(x: 0, y: 0, width: 40, height: 10), theme: theme)
    return (grid, theme)
  }

  func box(x: Double, y: Double = 10, opacity: Double = 1) -> Layer {
    Layer(
      id: "box",
      properties: [
        PropertyValue("position", .point(x, y)), PropertyValue("bounds", .rect(0, 0, 4, 4)),
        PropertyValue("backgroundColor", .color(red)), PropertyValue("opacity", .number(opacity)),
      ])
  }

  // A 4 × 4 pt box at x = 10.5: it spans 8.5 … 12.5 pt = cells 8.5 … 12.5. Cell 8 is covered on its
  // right half: a left half block in the backdrop's colour over red; cells 9–11 are red; cell 12 is
  // covered on its left half: a red left half block over the backdrop. Down, 8 … 12 pt = rows 4 … 6.
  @Test func halfCellEdges() {
    let (grid, theme) = stage(box(x: 10.5))
    let red = RGB(255, 0, 0)
    #expect(grid[8, 4] == Cell("▌", style: CellStyle(foreground: theme.backdrop, background: red)))
    for x in 9...11 { #expect(grid[x, 4] == Cell(" ", style: CellStyle(background: red))) }
    #expect(grid[12, 4] == Cell("▌", style: CellStyle(foreground: red, background: theme.backdrop)))
    #expect(grid[10, 5].style.background == red && grid[10, 6].style.background == theme.backdrop)
    #expect(grid[7, 4] == Cell(" ", style: CellStyle(background: theme.backdrop)))
  }

  // x = 10.25: 8.25 … 12.25. Cell 8 is ¾ covered on the right: ¼ left block (2 eighths, "▎") in
  // the backdrop over red; cell 12 is ¼ covered on the left: "▎" red over the backdrop. An eighth
  // further (x = 10.375: 8.375 … 12.375) both edges are 3 eighths: "▍".
  @Test func eighthCellEdges() {
    let (grid, theme) = stage(box(x: 10.25))
    let red = RGB(255, 0, 0)
    #expect(grid[8, 4] == Cell("▎", style: CellStyle(foreground: theme.backdrop, background: red)))
    #expect(grid[12, 4] == Cell("▎", style: CellStyle(foreground: red, background: theme.backdrop)))
    let nudged = stage(box(x: 10.375)).grid
    #expect(nudged[8, 4].glyph == "▍" && nudged[12, 4].glyph == "▍")
  }

  // Opacity 0.5 blends red over the backdrop #1A1C20: (255 + 26) / 2 = 140.5 → 141 (0x8D),
  // 28 / 2 = 14 (0x0E), 32 / 2 = 16 (0x10).
  @Test func opacityBlendsTowardTheBackdrop() {
    let (grid, _) = stage(box(x: 10, opacity: 0.5))
    #expect(grid[10, 4].style.background == RGB(hex: 0x8D0E10))
  }

  // Without colour the box is drawn in shades by its opacity.
  @Test func shadesWithoutColour() {
    let root = Layer(
      id: "root", sublayers: [box(x: 10, opacity: 0.5)],
      properties: [PropertyValue("bounds", .rect(0, 0, 40, 20)), PropertyValue("position", .point(20, 10))])
    let layers = StageLayer.layers(root, presentation: root.presentation(atMediaTime: 0), mediaTime: 0)
    var grid = CellGrid(width: 40, height: 10)
    StageView(layers: layers).render(
      into: &grid, area: Rect(x: 0, y: 0, width: 40, height: 10), theme: Theme(color: false))
    #expect(grid[10, 4].glyph == "▒")
  }

  // A removed animation: during it, the box is at the animated value and the model's ghost at the
  // model position; after it, the box is back at the model value and there is no ghost. The
  // forwards fill with removedOnCompletion false keeps the box at the end, ghost at the model.
  @Test func modelGhostAndSnapBack() throws {
    let scene = try #require(BundledScenes.scene(named: "position-fill"))
    func layer(_ path: String, at t: Double) -> StageLayer? {
      StageLayer.layers(scene.root, presentation: scene.root.presentation(atMediaTime: t), mediaTime: t).first {
        $0.path == path
      }
    }
    // The root is 320 × 250 at (160, 125): its bounds map to the stage as they are.
    // At 1 s, removed: x = 40 + 240 × easeInEaseOut(0.5) = 160, a 20 pt box: 150 … 170.
    let during = try #require(layer("root/removed", at: 1))
    #expect(abs(during.corners[0].x - 150) < 1e-9 && abs(during.corners[1].x - 170) < 1e-9)
    #expect(during.ghost?.first == SIMD2(30, 15))
    let after = try #require(layer("root/removed", at: 2))
    #expect(after.corners[0] == SIMD2(30, 15) && after.ghost == nil)
    // forwards with removedOnCompletion true is removed too (the classic surprise).
    #expect(try #require(layer("root/forwardsRemoved", at: 2)).ghost == nil)
    let held = try #require(layer("root/forwards", at: 2))
    #expect(held.corners[0] == SIMD2(270, 115) && held.ghost?.first == SIMD2(30, 115))
    // And the ghost is drawn: dots over the stage at the model box.
    var state = ExplorerState(scene: scene, width: 100, height: 30, sceneTime: 2)
    state.selectedRow = 2
    let text = ExplorerView.render(state, theme: Theme()).text
    #expect(text.contains("Stage · 320×250 pt"))
    #expect(text.unicodeScalars.contains { $0.value >= 0x2801 && $0.value <= 0x28FF })
  }

  // Rotation draws a filled braille polygon; scale grows the box about its anchor point.
  @Test func rotationAndScale() throws {
    var rotated = box(x: 20)
    rotated.properties.append(PropertyValue("transform.rotation.z", .number(Double.pi / 4)))
    rotated.properties[1] = PropertyValue("bounds", .rect(0, 0, 8, 8))
    let (grid, _) = stage(rotated)
    let braille = (0..<40).flatMap { x in (0..<10).map { grid[x, $0].glyph } }.filter {
      $0.value > 0x2800 && $0.value <= 0x28FF
    }
    #expect(!braille.isEmpty)
    var scaled = box(x: 20)
    scaled.properties.append(PropertyValue("transform.scale", .number(2)))
    let layers = StageLayer.layers(
      Layer(id: "root", sublayers: [scaled]),
      presentation: Layer(id: "root", sublayers: [scaled]).presentation(atMediaTime: 0), mediaTime: 0)
    // 4 pt box scaled 2× about its centre (20, 10): 16 … 24, 6 … 14.
    #expect(layers[1].corners[0] == SIMD2(16, 6) && layers[1].corners[2] == SIMD2(24, 14))
  }

  // A container root is the camera, so a sublayer can lie off the stage: beside it on each side
  // (sliding in from off-screen), absurdly far, rotated, stroked, or with its model ghost there.
  // Nothing of it is drawn and nothing traps; a box across the right edge shows its inside part.
  @Test func layersOffTheStageAreClipped() {
    func render(_ sublayer: Layer) -> CellGrid {
      let root = Layer(
        id: "root", sublayers: [sublayer],
        properties: [PropertyValue("bounds", .rect(0, 0, 40, 20)), PropertyValue("position", .point(20, 10))])
      let world = StageWorld.of(Scene(name: "off", timeline: 0...1, root: root), span: 0...1)
      var grid = CellGrid(width: 40, height: 10, fill: Cell("x"))
      StageView(layers: StageLayer.layers(root, at: 0), world: world).render(
        into: &grid, area: Rect(x: 0, y: 0, width: 40, height: 10), theme: Theme())
      return grid
    }
    let empty = render(Layer(id: "none"))
    let places: [(Double, Double)] = [
      (-100, 10), (140, 10), (20, -100), (20, 140), (1e300, 1e300), (-1e300, 10), (1e18, -1e18), (20, .infinity),
    ]
    for (x, y) in places {
      let plain = box(x: x, y: y)
      #expect(render(plain) == empty, "\(x), \(y)")
      var rotated = plain
      rotated.properties.append(PropertyValue("transform.rotation.z", .number(0.5)))
      #expect(render(rotated) == empty, "rotated \(x), \(y)")
      var stroked = plain
      stroked.properties += [PropertyValue("strokeEnd", .number(0.5)), PropertyValue("strokeColor", .color(red))]
      #expect(render(stroked) == empty, "stroked \(x), \(y)")
      // On the stage as presented, its model (the ghost) off it: the box is drawn as on its own.
      var ghosted = plain
      var hold = Animation(id: "hold", keyPath: "position", from: .point(20, 10), to: .point(20, 10))
      hold.duration = 1
      ghosted.animations = [hold]
      #expect(render(ghosted) == render(box(x: 20, y: 10)), "ghost at \(x), \(y)")
    }
    // 4 pt wide at x = 39: 37 … 41 pt, cells 37 … 39 on the stage.
    let edge = render(box(x: 39))
    #expect((37..<40).allSatisfy { edge[$0, 5] != empty[$0, 5] } && edge[36, 5] == empty[36, 5])
  }

  // The stage replaces the value panel for scenes with sized layers; s toggles.
  // A container root (it has sublayers and a size) is the world: its presented frame at the
  // span's start, whatever its sublayers do. Here a 40 × 20 pt root at (120, 60) moving right by
  // 10 pt a second from -1 s, so at 0 s its centre is at x 130: world x 110…150, y 50…70; the
  // sublayer far outside does not widen it. Every bundled scene's world equals the one found
  // from the whole tree's presentation.
  @Test func aContainerRootIsTheWorld() {
    var move = Animation(id: "move", keyPath: "position.x", from: .number(120), to: .number(140))
    move.beginTime = -1
    move.duration = 2
    let root = Layer(
      id: "root",
      sublayers: [
        Layer(
          id: "far",
          properties: [PropertyValue("position", .point(900, 900)), PropertyValue("bounds", .rect(0, 0, 5, 5))])
      ],
      animations: [move],
      properties: [PropertyValue("bounds", .rect(0, 0, 40, 20)), PropertyValue("position", .point(120, 60))])
    let world = StageWorld.of(Scene(name: "moving", title: "", timeline: 0...2, root: root), span: 0...2)
    #expect([world.minX, world.minY, world.maxX, world.maxY] == [110, 50, 150, 70])
    for scene in BundledScenes.all where !scene.root.sublayers.isEmpty {
      let layers = StageLayer.layers(
        scene.root, presentation: scene.root.presentation(atMediaTime: scene.span.lowerBound),
        mediaTime: scene.span.lowerBound)
      let e = layers[0].extent
      guard e.maxX > e.minX && e.maxY > e.minY else { continue }
      let world = StageWorld.of(scene, span: scene.span)
      #expect([world.minX, world.minY, world.maxX, world.maxY] == [e.minX, e.minY, e.maxX, e.maxY], "\(scene.name)")
    }
  }

  @Test func shownForScenesWithLayers() throws {
    var state = ExplorerState(scene: try #require(BundledScenes.scene(named: "additive-shake")), width: 100, height: 30)
    #expect(state.stageShown)
    _ = state.update(.terminal(.key(.char("s")), mediaTime: 0))
    #expect(!state.stageShown)
    #expect(!ExplorerState(scene: try #require(BundledScenes.scene(named: "overview"))).stageShown)
  }
}

/// The seeds' demos against the seeds' own arithmetic.
@Suite("Seed demos")
struct SeedDemoTests {
  // Seed 001 with duration 2, rows of 44 pt, 8 visible (352 pt), max offset 992 × 44 = 43,648.
  // Callback 0 only records the start. Callback 1: target = start + 2/60, fraction = (2/60)/2 =
  // 1/60, smoothstep = (1/60)²(3 − 2/60) = 0.000824074…, offset = 43,648 × that = 35.969…: rows
  // 0 … 8 visible (35.97 + 352 = 387.97 pt reaches into row 8), row 8 dequeued. At fraction 0.5
  // (callback 59): smoothstep 0.5, offset 21,824 = row 496 exactly: rows 496 … 503. The last
  // callback (fraction > 1) sets the end: rows 992 … 999.
  @Test func displayLinkDequeuesWhatTheViewportCovers() {
    let frames = DisplayLinkScroll().frames()
    #expect(frames[0].fraction == nil && frames[0].offset == 0 && frames[0].dequeued.isEmpty)
    let smooth = (1.0 / 60) * (1.0 / 60) * (3 - 2.0 / 60)
    #expect(abs(frames[1].offset - 43_648 * smooth) < 1e-9)
    #expect(frames[1].visible == 0...8 && frames[1].dequeued == [8])
    let half = frames.first { abs(($0.fraction ?? 0) - 0.5) < 1e-12 }
    #expect(half?.index == 59 && half?.offset == 21_824 && half?.visible == 496...503)
    let last = frames.last!
    #expect(last.finished && last.offset == 43_648 && last.visible == 992...999)
    // fraction = (k + 1)/120 > 1 first at k = 120: 121 callbacks.
    #expect(frames.count == 121)
    // What was dequeued is exactly what some frame's viewport covered; mid-scroll the offset moves
    // more than a viewport (352 pt) per frame, so some rows are never on screen at all.
    let seen = Set(frames.flatMap(\.dequeued)).union(0...7)
    #expect(seen == Set(frames.flatMap { Array($0.visible) }).union(0...7))
    #expect(zip(frames, frames.dropFirst()).contains { $1.offset - $0.offset > 352 } && seen.count < 1000)
    // The property animator dequeues only the ends (the seed's log).
    #expect(DisplayLinkScroll.animatorDequeued.start == 0...7 && DisplayLinkScroll.animatorDequeued.end == 992...999)
  }

  // Seed 000's loop for easeInEaseOut, 30 of 100 points in 1 s, re-run here from the seed's text:
  // the bracket halves towards 0.3 until |move − 0.3| ≤ 0.005.
  @Test func bisectionReproducesTheSeed() {
    let demo = BisectionState()
    let probes = demo.probes()
    var a = 0.0
    var b = 1.0
    var expected: [Double] = []
    for _ in 0..<1000 {
      let middle = (a + b) / 2
      expected.append(middle)
      let move = TimingFunction.easeInEaseOut.progress(at: middle)
      if move - 0.005 <= 0.3 && 0.3 <= move + 0.005 { break }
      if 0.3 < move { b = middle } else { a = middle }
    }
    #expect(probes.map(\.middle) == expected)
    // By hand: 0.5 → move 0.5 (symmetric curve), too far; 0.25 → 0.1292, too short; then 0.375.
    #expect(Array(expected.prefix(3)) == [0.5, 0.25, 0.375])
    #expect(probes.last?.accepted == true && probes.dropLast().allSatisfy { !$0.accepted })
    // The exact answer is the inverse: easeInEaseOut reaches 0.3 at 0.37970443877411514.
    #expect(abs((demo.exactAnswer ?? 0) - 0.37970443877411514) < 1e-12)
    #expect(abs(demo.bisectionAnswer(probes) - (demo.exactAnswer ?? 0)) < 0.02)
  }

  // Seed 003: the red dot follows the sampled keyframes (linear between them), and after the
  // animation stays at the model value set before adding it.
  @Test func keyframeDotFollowsTheSamples() {
    var demo = KeyframeCurvesState()
    demo.steps = 3  // 5 values at p = 0, 1/4, 1/2, 3/4, 1
    let values = demo.keyframes.values.compactMap { if case .number(let v) = $0 { v } else { nil } }
    #expect(values.count == 5)
    // At t = 2.5 × 3/8 (p = 3/8), half-way between keyframes 1 and 2.
    #expect(abs(demo.dotValue(at: 2.5 * 3 / 8) - (values[1] + values[2]) / 2) < 1e-9)
    #expect(demo.dotValue(at: 3) == KeyframeCurvesState.endValue)
    // The second-order curve overshoots the end.
    #expect(values.max()! > KeyframeCurvesState.endValue)
  }
}

/// `timinglab record`'s frames: at exact times from `from` in steps of 1/fps up to `to`, each the
/// main screen at that time, playing.
@Suite struct RecordingTests {
  @Test func framesAreAtExactTimes() {
    let quarter: [Double] = [0.5, 0.75, 1]
    #expect(Recording.times(from: 0.5, to: 1, fps: 4) == quarter)
    let thirtieths: [Double] = [0, 1.0 / 30, 2.0 / 30, 3.0 / 30]
    #expect(Recording.times(from: 0, to: 0.1, fps: 30) == thirtieths)
    let single: [Double] = [2]
    #expect(Recording.times(from: 2, to: 1, fps: 30) == single)
  }

  @Test func framesAreTheScreenAtThoseTimesPlaying() {
    let scene = BundledScenes.scene(named: "position-fill")!
    let frames = Recording.frames(scene, width: 100, height: 30, times: [1.3], theme: Theme(color: false))
    var state = ExplorerState(scene: scene, width: 100, height: 30, sceneTime: 1.3)
    state.viewer.speed = 1
    #expect(frames[0] == ExplorerView.render(state, theme: Theme(color: false)))
    #expect(frames[0].text.contains("playing"))
    #expect(frames[0].text.contains("1.300s"))
  }
}

import Explain
import Explorer
import MediaTiming
import SceneReading
import Scenes
import TermGrid
import Testing

/// `explain` in the explorer: the readout says what happens to the selected animation and how to
/// fix it; `!` applies the fix as one edit that `u` undoes.
@Suite("explain in the explorer")
struct ExplainInExplorerTests {
  func key(_ k: KeyEvent) -> ExplorerEvent { .terminal(.key(k), mediaTime: 0) }

  @Test func readoutSaysWhyAndBangFixesIt() throws {
    // Removed at 2.5 s with the model value 0: it snaps back from 280 (worked by hand).
    let scene = try Scene.parseNotation("keyPath=position.x from=0 to=280 duration=0.5 beginTime=2")
    var s = ExplorerState(scene: scene, width: 100, height: 30)
    let screen = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(screen.contains("snap-back at 2.500s"), "\(screen)")
    #expect(screen.contains("(! applies it)"))
    _ = s.update(key(.char("!")))
    #expect(s.message == "fixed snap-back in positionX (u undoes)")
    #expect(s.scene.root.properties == [PropertyValue("position.x", .number(280))])
    #expect(s.scene.root.animations[0].fillMode == .backwards)
    #expect(!ExplorerView.render(s, theme: Theme(color: false)).text.contains("snap-back at"))
    _ = s.update(key(.char("u")))
    #expect(s.scene == scene)
  }

  @Test func nothingToFixIsSaid() throws {
    var s = ExplorerState(
      scene: try Scene.parseNotation("layer opacity=0; keyPath=opacity from=1 to=0 duration=1"), width: 100, height: 30)
    _ = s.update(key(.char("!")))
    #expect(s.message == "nothing to fix here: explain finds no jump in opacity")
  }

  // The timeline marks each jump on its row at its time: removed at 1.5 s of a 2 s span (1.5 +
  // 0.25 rounded up to half a second), so three quarters of the way along the strip.
  @Test func jumpsAreMarkedOnTheirRows() throws {
    let s = ExplorerState(
      scene: try Scene.parseNotation("keyPath=position.x from=0 to=280 duration=0.5 beginTime=1"), width: 100,
      height: 30)
    let row = try #require(
      ExplorerView.render(s, theme: Theme()).text.split(separator: "\n").first { $0.contains("positionX") })
    let characters = Array(row)
    let mark = try #require(characters.firstIndex(of: "⚠"))
    let start = try #require(characters.firstIndex(of: "┃"))  // the playhead at 0 s: the strip's first column
    let end = try #require(characters.lastIndex(of: "│"))  // the box's right edge, after the last column
    let fraction = Double(mark - start) / Double(end - 1 - start)
    #expect(abs(fraction - 0.75) < 0.03, "\(row)")
    // Too many animations to mark: none.
    let many = (0..<101).map { "keyPath=opacity from=1 to=0 duration=1 beginTime=\($0)" }.joined(separator: "; ")
    let large = ExplorerState(scene: try Scene.parseNotation(many), width: 100, height: 30)
    #expect(ExplorerState.markedFindings(large.scene) == nil)
  }

  // Not only jumps: a seamless turn repeated with an eased curve stalls at the end of each loop
  // (its first at 1 s), marked there; a key path typo is said in the readout, not marked.
  @Test func stallsAreMarkedAndWholeAnimationFindingsAreNot() throws {
    let loop = try Scene.parseNotation(
      "keyPath=transform.rotation.z from=0 to=6.283185307179586 repeatCount=3 timingFunction=easeInEaseOut duration=1")
    #expect(ExplorerState.markedFindings(loop)?.map(\.code) == ["eased-repeat"])
    let row = try #require(
      ExplorerView.render(ExplorerState(scene: loop, width: 100, height: 30), theme: Theme()).text
        .split(separator: "\n").first { $0.contains("transformRotationZ") })
    #expect(row.contains("⚠"), "\(row)")
    let typo = try Scene.parseNotation("keyPath=positon.x from=0 to=280 duration=1 beginTime=0.5")
    #expect(ExplorerState.markedFindings(typo) == [])
    #expect(Explain.diagnose(typo).map(\.code) == ["unknown-key-path"])
  }
}

/// `V`: the value over the span in place of the curve.
@Suite("Value plot in the explorer")
struct ValuePlotInExplorerTests {
  @Test func vShowsTheValueOverTheSpan() throws {
    var s = ExplorerState(
      scene: try Scene.parseNotation("keyPath=position.x from=0 to=280 duration=0.5 beginTime=1"), width: 100,
      height: 30)
    _ = s.update(.terminal(.key(.char("V")), mediaTime: 0))
    let screen = ExplorerView.render(s, theme: Theme(color: false)).text
    let titled = screen.contains("Value over time · position.x")
    // The axis holds the animation's own end (280), not the nearest sample's 279.94.
    let labelled = screen.contains("│ 280 ") && !screen.contains("279.9") && screen.contains("2s")
    #expect(titled, "no value plot title")
    #expect(labelled, "no value or time labels")
    // Again: the velocity. 0 → 280 in 0.5 s linearly is 560 per second (the top of its range).
    _ = s.update(.terminal(.key(.char("V")), mediaTime: 0))
    let velocity = ExplorerView.render(s, theme: Theme(color: false)).text
    let shown = velocity.contains("Velocity (per second) · position.x") && velocity.contains("560")
    #expect(shown, "no velocity plot of 560 per second")
    _ = s.update(.terminal(.key(.char("V")), mediaTime: 0))
    let curveBack = ExplorerView.render(s, theme: Theme(color: false)).text.contains("Curve")
    #expect(curveBack, "a third V does not bring the curve back")
  }

  /// A colour over the span: black → green in 1 s, removed at 1 s onto the model's black (a
  /// snap-back). The strips show black, then greens, then black again after the ▼ at 1 s; the
  /// line is the green channel (the only one that changes), 0 to 255.
  @Test func vShowsAColourAsStripsAndItsChangingChannel() throws {
    var s = ExplorerState(
      scene: try Scene.parseNotation(
        "layer backgroundColor=#000000; keyPath=backgroundColor from=#000000 to=#00FF00 duration=1"),
      width: 100, height: 30)
    _ = s.update(.terminal(.key(.char("V")), mediaTime: 0))
    let grid = ExplorerView.render(s, theme: Theme())
    let lines = grid.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains { $0.contains("Value over time · backgroundColor · green line") }, "\(grid.text)")
    #expect(lines.contains { $0.contains("│ 255 ") } && lines.contains { $0.contains("│   0 ") }, "\(grid.text)")
    let shownRow = try #require(lines.firstIndex { $0.contains("│ shown ") })
    let marks = try #require(lines.indices.contains(shownRow - 1) ? Array(lines[shownRow - 1]) : nil)
    let strip = Array(lines[shownRow])
    let first = try #require(strip.indices.first { strip[$0] == "s" && strip[$0 + 1] == "h" }) + 6
    let mark = try #require(marks.lastIndex(of: "▼"))
    // The span is 0…1.5 s (1 s and a margin, rounded up to half a second): the jump two thirds along.
    let end = try #require(strip.lastIndex(of: "│")) - 2
    #expect(abs(Double(mark - first) / Double(end - first + 1) - 2.0 / 3) < 0.03, "\(lines[shownRow - 1])")
    func green(_ column: Int) -> Int? { grid[column, shownRow].style.foreground.map { Int($0.g) } }
    #expect(green(first) == 0)
    #expect((green(mark - 1) ?? 0) > 230, "just before the jump, nearly #00FF00")
    #expect(green(mark + 1) == 0, "after the jump, the model's black")
    // Without colours the strips cannot be seen: the line alone.
    let plain = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(!plain.contains("shown") && plain.contains("green line"), "\(plain)")
  }
}

/// A keyframe animation's value bar runs from its lowest to its highest value (a bounce from 0 up
/// to 100 and back has first and last both 0: the bar used to run 0 → 0).
@Suite("Keyframe values on the value bar")
struct KeyframeValueBarTests {
  @Test func theBarHoldsEveryKeyframeValue() throws {
    let s = ExplorerState(
      scene: try Scene.parseNotation("keyPath=position.y values=[0,100,20,0] duration=1"), width: 100, height: 30,
      sceneTime: 0.5)
    let screen = ExplorerView.render(s, theme: Theme(color: false)).text
    let labelled = screen.contains("0.000") && screen.contains("100.000 (4 keyframes)")
    #expect(labelled, "the bar's labels are not the lowest and highest values")
  }
}

/// What code import says that `explain` takes up: a whole-transform turn written as 360° is the
/// identity matrix (it does not move); the readout says so from the import's note, and `!` turns
/// it into `transform.rotation.z` from 0 to 2π with the model at 2π, as one edit.
@Suite("explain in the explorer, from code")
struct ExplainCodeInExplorerTests {
  @Test func aFullTurnWrittenAsAMatrixIsSaidAndFixed() throws {
    let code = """
      import QuartzCore
      func spin(_ arrow: CALayer) {
        let spin = CABasicAnimation(keyPath: "transform")
        spin.toValue = CATransform3DMakeRotation(2 * .pi, 0, 0, 1)
        spin.duration = 0.8
        arrow.add(spin, forKey: "spin")
      }
      """
    let read = try SceneReader.read(Array(code.utf8), path: "Spin.swift")
    var s = ExplorerState(
      scene: read.scene, width: 100, height: 30, origin: .code("Spin.swift"), notes: read.diagnostics)
    let screen = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(screen.contains("matrix-rotation at 0.000s"), "\(screen)")
    _ = s.update(.terminal(.key(.char("!")), mediaTime: 0))
    #expect(s.message == "fixed matrix-rotation in spin (u undoes)")
    let spin = try #require(s.scene.root.animations.first)
    #expect(spin.keyPath == "transform.rotation.z")
    guard case .basic(let values) = spin.content else { throw Unexpected.content }
    #expect(values.from == .number(0) && values.to == .number(2 * .pi))
    // Edited: the import's note no longer describes the scene, and nothing else is found.
    #expect(!ExplorerView.render(s, theme: Theme(color: false)).text.contains("matrix-rotation at"))
  }

  enum Unexpected: Error { case content }
}

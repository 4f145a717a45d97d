import Explorer
import MediaTiming
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
    // A colour is left to the value bar.
    var colour = ExplorerState(
      scene: try Scene.parseNotation("keyPath=backgroundColor from=#FF8000 to=#0000FF duration=1"), width: 100,
      height: 30)
    _ = colour.update(.terminal(.key(.char("V")), mediaTime: 0))
    let said = ExplorerView.render(colour, theme: Theme(color: false)).text.contains("a colour: see the value bar")
    #expect(said, "a colour is not said")
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

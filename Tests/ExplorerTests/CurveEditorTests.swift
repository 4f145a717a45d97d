import Explorer
import MediaTiming
import Scenes
import TermGrid
import Testing

/// The curve lab as an editor: it opens on the selected animation's curve, takes a typed curve,
/// moves the Bézier's handles with keys and the mouse, and applies the result as one undoable edit.
@Suite("Curve editor")
struct CurveEditorTests {
  func key(_ k: KeyEvent) -> ExplorerEvent { .terminal(.key(k), mediaTime: 0) }

  func press(_ s: inout ExplorerState, _ keys: KeyEvent...) {
    for k in keys { _ = s.update(key(k)) }
  }

  func state(_ notation: String) throws -> ExplorerState {
    ExplorerState(scene: try Scene.parseNotation(notation), width: 100, height: 30)
  }

  static let scene =
    "duration=1 timingFunction=cubic-bezier(0.1,0.2,0.3,0.4); id=fade keyPath=opacity duration=1 timingFunction=easeOut"

  @Test func theLabOpensOnTheSelectedAnimationsCurveAndKeepsAnEdit() throws {
    var s = try state(Self.scene)
    s.show(.curveLab)
    #expect(s.lab.functionIndex == -1 && s.lab.custom == [0.1, 0.2, 0.3, 0.4])
    // P2 up by 0.01 and right by 0.1: (0.3, 0.4) → (0.4, 0.41).
    press(&s, .char("2"), KeyEvent(.up), KeyEvent(.right, .shift))
    #expect(s.lab.custom == [0.1, 0.2, 0.4, 0.41])
    // A look at another screen and back keeps the edit (the selection and its curve are unchanged).
    press(&s, KeyEvent(.tab), KeyEvent(.backTab))
    #expect(s.screenID == .curveLab && s.lab.custom == [0.1, 0.2, 0.4, 0.41])
    var text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains("cubic-bezier(0.1, 0.2, 0.4, 0.41)"))
    #expect(text.contains("a applies to"))
    // Another row selected: entering the lab shows that row's curve.
    s.show(.scrub)
    press(&s, KeyEvent(.down))
    s.show(.curveLab)
    #expect(s.lab.function == .easeOut)
    text = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(text.contains("Curve · easeOut · root/fade's"))
  }

  @Test func applyingIsOneUndoableEdit() throws {
    var s = try state(Self.scene)
    s.show(.curveLab)
    press(&s, .char("1"), KeyEvent(.up, .shift), .char("a"))  // y1 0.2 → 0.3
    let applied = try #require(s.scene.root.animations[0].timingFunction)
    #expect(applied == (try TimingFunction(controlPoints: 0.1, 0.3, 0.3, 0.4)))
    press(&s, .char("u"))
    #expect(s.scene.root.animations[0].timingFunction == (try TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)))
  }

  @Test func aTypedCurveIsShown() throws {
    var s = try state(Self.scene)
    s.show(.curveLab)
    press(&s, .char("t"))
    #expect(s.isOpen(CurveEntryPrompt.self))
    #expect(s.overlay(CurveEntryPrompt.self)?.text == "cubic-bezier(0.1, 0.2, 0.3, 0.4)")  // starts from the curve
    for _ in 0..<40 { press(&s, KeyEvent(.backspace)) }
    _ = s.update(.terminal(.paste("ease-out"), mediaTime: 0))
    press(&s, KeyEvent(.enter))
    #expect(s.lab.function == .easeOut)  // CSS's keyword for Core Animation's easeOut
    // A spring: not a Bézier, so no handles; the lab says so instead of editing nothing.
    press(&s, .char("t"))
    for _ in 0..<40 { press(&s, KeyEvent(.backspace)) }
    _ = s.update(.terminal(.paste("spring(1, 100, 10, 0)"), mediaTime: 0))
    press(&s, KeyEvent(.enter))
    guard case .spring(let spring) = s.lab.function.kind else {
      Issue.record("not a spring: \(s.lab.function.cssText)")
      return
    }
    #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10)
    press(&s, .char("1"))
    #expect(s.lab.selectedHandle == nil && s.message?.contains("no handles") == true)
  }

  @Test func aCurveThatIsNotOneSaysWhyAndStaysOpen() throws {
    var s = try state(Self.scene)
    s.show(.curveLab)
    press(&s, .char("t"))
    for _ in 0..<40 { press(&s, KeyEvent(.backspace)) }
    _ = s.update(.terminal(.paste("cubic-bezier(1.5, 0, 1, 1)"), mediaTime: 0))
    press(&s, KeyEvent(.enter))
    #expect(s.message?.contains("outside 0...1") == true)
    #expect(s.overlay(CurveEntryPrompt.self)?.text == "cubic-bezier(1.5, 0, 1, 1)")
    #expect(s.lab.custom == [0.1, 0.2, 0.3, 0.4])
  }

  /// A press on the plot takes the nearer handle there; a drag moves it on, also beyond the plot.
  /// Cells map to points through the plot's frame, which spans y 0…1 here (every control y and
  /// the curve lie inside), like the identity curve's.
  @Test func handlesFollowTheMouse() throws {
    var s = try state(Self.scene)
    s.show(.curveLab)
    let hits = ExplorerView.hitMap(s)
    let region = try #require(hits.regions.first { if case .curvePlot = $0.target { true } else { false } })
    let area = region.area
    // A press on P1's own cell takes P1; a drag past the plot's bottom-right corner puts it
    // at the corner, (1, 0) to a cell.
    let plot = CurvePlot(function: { $0 })
    let p1 = plot.cell(of: (0.1, 0.2), area: area)
    _ = s.update(.terminal(.mouse(MouseEvent(.press, x: p1.x, y: p1.y)), mediaTime: 0), drawn: hits)
    #expect(s.lab.selectedHandle == 0)
    _ = s.update(
      .terminal(.mouse(MouseEvent(.drag, x: area.maxX + 5, y: area.maxY + 5)), mediaTime: 0), drawn: hits)
    #expect(s.lab.selectedHandle == 0)
    #expect(abs(s.lab.custom[0] - 1) < 0.03 && s.lab.custom[1] < 0.1)  // dragged off the plot: its corner
    #expect(s.lab.custom[2] == 0.3 && s.lab.custom[3] == 0.4)  // P2 untouched
  }
}

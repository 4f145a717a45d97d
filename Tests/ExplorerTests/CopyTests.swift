import Explorer
import MediaTiming
import Scenes
import TermGrid
import TestSupport
import Testing

/// `y` copies to the terminal's clipboard (the run loop sends the text as OSC 52).
@Suite("Copying with y")
struct CopyTests {
  func key(_ k: KeyEvent) -> ExplorerEvent { .terminal(.key(k), mediaTime: 0) }

  @Test func theCurveLabCopiesItsCubicBezierText() throws {
    var s = ExplorerState(scene: try bundled("position-fill"), width: 100, height: 30)
    s.show(.curveLab)
    // The lab opens on the selected animation's easeInEaseOut: Apple's control points (0.42, 0)
    // and (0.58, 1).
    #expect(s.update(key(.char("y"))) == [.copy("cubic-bezier(0.42, 0, 0.58, 1)")])
    #expect(s.message?.contains("cubic-bezier(0.42, 0, 0.58, 1)") == true)
    // Editing x1 by +0.1 (from 0.42) is copied as the curve now is.
    _ = s.update(key(.char("1")))
    _ = s.update(key(KeyEvent(.right, .shift)))
    guard case .copy(let text)? = s.update(key(.char("y"))).first else {
      Issue.record("y copied nothing")
      return
    }
    let edited = try #require(TimingFunction.parseCubicBezier(text))
    guard case .cubicBezier(let curve) = edited.kind else {
      Issue.record("not a Bézier: \(text)")
      return
    }
    #expect(abs(curve.x1 - 0.52) < 1e-12 && curve.y1 == 0 && curve.x2 == 0.58 && curve.y2 == 1, "\(text)")
  }

  @Test func theScrubScreenCopiesTheSceneAsNotationThatReadsBack() throws {
    for name in ["overview", "hierarchical-speed", "keyframed-bounce"] {
      var s = ExplorerState(scene: try bundled(name), width: 100, height: 30)
      guard case .copy(let text)? = s.update(key(.char("y"))).first else {
        Issue.record("y copied nothing on \(name)")
        continue
      }
      let back = try Scene.parseNotation(text)
      #expect(back.rows.map(\.path) == s.scene.rows.map(\.path), "\(name)")
      #expect(back.root.evaluate(atMediaTime: 0.7) == s.scene.root.evaluate(atMediaTime: 0.7), "\(name)")
    }
  }
}

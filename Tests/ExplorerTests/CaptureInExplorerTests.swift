import Explorer
import MediaTiming
import Scenes
import TermGrid
import Testing

/// A capture from a running app in the explorer: it opens at the capture instant, the caption says
/// whether TimingLab agrees with what Core Animation presented, and the readout compares the
/// selected animation's key path both ways.
@Suite("captures in the explorer")
struct CaptureInExplorerTests {
  @Test func theBundledCaptureOpensAtItsInstantAndAgrees() throws {
    let scene = try #require(BundledScenes.scene(named: "captured-screen"))
    let s = ExplorerState(scene: scene, width: 100, height: 30)
    #expect(s.sceneTime == 0)
    let screen = ExplorerView.render(s, theme: Theme(color: false)).text
    #expect(screen.contains("capture: all 4 presented values agree with Core Animation at 0"), "\(screen)")
    // The first row is the spinner, a quarter turn in: π/2 to 4 significant digits.
    #expect(screen.contains("captured at 0: Core Animation 1.571 · TimingLab 1.571 · agree"), "\(screen)")
  }

  @Test func aValueTheEngineDoesNotReachIsShownAsADifference() throws {
    // Recorded 0.35 where a linear fade begun 0.3 s before the capture gives 0.3.
    let scene = try Scene.decode(
      """
      {"name": "c", "capture": {"hostTime": 10},
       "layer": {"id": "root", "captured": {"presentation": {"opacity": 0.35}},
                 "animations": [{"id": "fade", "keyPath": "opacity", "from": 0, "to": 1, "duration": 1,
                                 "beginTime": -0.3}]}}
      """)
    let screen = ExplorerView.render(ExplorerState(scene: scene, width: 100, height: 30), theme: Theme(color: false))
      .text
    #expect(screen.contains("capture: 1 of 1 differ from Core Animation at 0"), "\(screen)")
    #expect(screen.contains("captured at 0: Core Animation 0.35 · TimingLab 0.3 · differ by 0.05"), "\(screen)")
  }
}

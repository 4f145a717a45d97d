import Explain
import MediaTiming
import Scenes
import Testing

/// `capture-differs`: a capture's recorded presentation value the engine does not reach at 0.
@Suite struct CaptureCheckTests {
  static func capture(recorded: Double) throws -> Scene {
    // A linear fade begun 0.3 s before the capture: 0.3 at 0 (worked by hand).
    try Scene.decode(
      """
      {"name": "c", "capture": {"hostTime": 10},
       "layer": {"id": "root", "captured": {"presentation": {"opacity": \(recorded)}},
                 "animations": [{"id": "fade", "keyPath": "opacity", "from": 0, "to": 1, "duration": 1,
                                 "beginTime": -0.3, "fillMode": "both"}]}}
      """)
  }

  @Test func aValueTheEngineDoesNotReachIsAFinding() throws {
    let findings = Explain.diagnose(try Self.capture(recorded: 0.35))
    let finding = try #require(findings.first { $0.code == "capture-differs" })
    #expect(finding.animation == "root/fade" && finding.time == 0)
    #expect(finding.message.contains("root's opacity as 0.35") && finding.message.contains("TimingLab gives 0.3"))
    #expect(finding.message.contains("0.05 apart"))
    #expect(Explain.diagnose(try Self.capture(recorded: 0.35), animation: "root/fade").count == findings.count)
  }

  @Test func anAgreeingCaptureHasNoFinding() throws {
    #expect(!Explain.diagnose(try Self.capture(recorded: 0.3)).contains { $0.code == "capture-differs" })
    #expect(
      !Explain.diagnose(try #require(BundledScenes.scene(named: "captured-screen"))).contains {
        $0.code == "capture-differs"
      })
  }
}

import MediaTiming
import Scenes

/// `capture-differs`: in a scene captured from a running app, a key path whose recorded
/// presentation value (what Core Animation showed at the capture, scene time 0) the engine does
/// not reach at 0. Either the file was edited since, or TimingLab and Core Animation disagree:
/// a difference worth reporting with the file.
enum CaptureCheck {
  /// One finding per differing key path, about the last animation on its layer that moves it
  /// (the one whose value shows), or (with `only`) about that animation alone.
  static func check(_ scene: Scene, _ subjects: [Subject], only: String? = nil) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for c in scene.captureComparisons() where !c.agrees {
      let property = KeyPathAddress.of(c.keyPath)?.property
      let owner = subjects.last {
        $0.layerPath == c.layerPath && !$0.animation.isGroup && $0.address?.property == property
      }
      guard only == nil || owner?.path == only else { continue }
      let computed = c.computed.map(CaptureReport.text) ?? "nothing (a key path it does not know)"
      let by = c.difference.map { ", \(CaptureReport.text(.number($0))) apart" } ?? ""
      var finding = Diagnostic(
        .warning, code: "capture-differs",
        "Core Animation presented \(c.layerPath)'s \(c.keyPath) as \(CaptureReport.text(c.recorded)) at the "
          + "capture; TimingLab gives \(computed)\(by). If the file is as captured, this is a difference between "
          + "TimingLab and Core Animation: please report it with the file")
      finding.animation = owner?.path
      finding.time = 0
      found.append(finding)
    }
    return found
  }
}

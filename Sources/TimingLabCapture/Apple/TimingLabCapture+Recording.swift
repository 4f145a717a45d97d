#if canImport(QuartzCore)
  import Foundation
  import QuartzCore

  extension TimingLabCapture {
    /// Records what happens under `layer` for `seconds`: a snapshot now, then a look at the tree
    /// 120 times a second (on the main run loop), each change a scene event (`CaptureRecording`).
    /// At the end the scene is written to `path` when one is given, and handed to `completion`.
    /// In lldb: `e TimingLabCapture.record(view.layer, seconds: 3, to: "/tmp/recording.json")`,
    /// then `continue` and use the app.
    @MainActor
    public static func record(
      _ layer: CALayer, seconds: Double, to path: String? = nil, title: String? = nil,
      completion: (@MainActor (String) -> Void)? = nil
    ) {
      let session = RecordingSession(layer: layer, seconds: seconds, path: path, title: title, completion: completion)
      session.start()
    }
  }

  /// One recording in progress: the layer, the recording so far and the timer that looks.
  @MainActor
  final class RecordingSession {
    let layer: CALayer
    let seconds: Double
    let path: String?
    let title: String?
    let completion: (@MainActor (String) -> Void)?
    var recording: CaptureRecording
    let started: Double
    var timer: Timer?

    init(
      layer: CALayer, seconds: Double, path: String?, title: String?, completion: (@MainActor (String) -> Void)?
    ) {
      self.layer = layer
      self.seconds = max(0, seconds.isFinite ? seconds : 0)
      self.path = path
      self.title = title
      self.completion = completion
      started = CACurrentMediaTime()
      recording = CaptureRecording(of: LayerSource(layer: layer), atHostTime: started)
    }

    func start() {
      // The timer keeps the session alive until it is invalidated.
      timer = Timer.scheduledTimer(withTimeInterval: 1.0 / 120, repeats: true) { [self] _ in
        MainActor.assumeIsolated { self.look() }
      }
    }

    func look() {
      let now = CACurrentMediaTime()
      recording.observe(LayerSource(layer: layer), atHostTime: now)
      guard now - started >= seconds else { return }
      timer?.invalidate()
      timer = nil
      let text = recording.finish(title: title)
      if let path {
        do {
          try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
          print("TimingLabCapture: wrote \(path) — open it with: timinglab \(path)")
        } catch {
          print("TimingLabCapture: could not write \(path): \(error)")
        }
      }
      completion?(text)
    }
  }
#endif

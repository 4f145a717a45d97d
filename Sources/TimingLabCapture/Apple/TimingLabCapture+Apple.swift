#if canImport(QuartzCore)
  import Foundation
  import QuartzCore

  extension TimingLabCapture {
    /// The scene file for `layer` and everything under it as it is now (`CACurrentMediaTime()`
    /// becomes scene time 0). In lldb: `po TimingLabCapture.snapshot(of: view.layer)`.
    public static func snapshot(of layer: CALayer, title: String? = nil) -> String {
      snapshot(of: LayerSource(layer: layer), atHostTime: CACurrentMediaTime(), title: title)
    }

    /// Writes `snapshot(of: layer)` to the file at `path` (replacing it whole) and returns a line
    /// saying where, for lldb: `po try TimingLabCapture.write(view.layer, to: "/tmp/capture.json")`.
    /// In the simulator the path is on the Mac; on a device, in the app's sandbox.
    @discardableResult
    public static func write(_ layer: CALayer, to path: String, title: String? = nil) throws -> String {
      try write(layer, to: URL(fileURLWithPath: path), title: title)
    }

    /// The same for a file URL.
    @discardableResult
    public static func write(_ layer: CALayer, to url: URL, title: String? = nil) throws -> String {
      let text = snapshot(of: layer, title: title)
      try Data(text.utf8).write(to: url, options: .atomic)
      return "wrote \(url.path) — open it with: timinglab \(url.path)"
    }
  }
#endif

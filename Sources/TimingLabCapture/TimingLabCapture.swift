/// Captures what Core Animation really has, as a TimingLab scene file: the layer tree, every
/// animation by key with all its fields, times made relative to the capture instant, and what was
/// on screen then (the presentation values). `timinglab` opens the file, lets one scrub the real
/// animations, and says whether its numbers match Core Animation's at the instant.
///
/// In an app (debug builds): `TimingLabCapture.snapshot(of: view.layer)` returns the file's text,
/// `write(to:)` saves it; in lldb, `po TimingLabCapture.snapshot(of: view.layer)`.
public enum TimingLabCapture {
  /// The library's version, written into every capture.
  public static let version = "1"

  /// The scene file for the tree under `root` as it is at host time `hostTime` (seconds on
  /// `CACurrentMediaTime()`'s clock), which becomes scene time 0. `name` is the scene's short
  /// name, `title` its heading.
  public static func snapshot(
    of root: any CaptureSource, atHostTime hostTime: Double, name: String = "capture", title: String? = nil
  ) -> String {
    var builder = SnapshotBuilder(now: hostTime)
    return builder.scene(root, name: name, title: title).text
  }
}

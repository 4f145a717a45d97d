import MediaTiming

/// One recorded presentation value against the engine's at scene time 0 (the capture instant):
/// every capture is a check of TimingLab against real Core Animation.
public struct CaptureComparison: Hashable, Sendable {
  public var layerPath: String
  public var keyPath: String
  /// What Core Animation presented.
  public var recorded: AnimatedValue
  /// What TimingLab presents at 0; nil for a key path it does not know.
  public var computed: AnimatedValue?
  /// The largest difference between matching components (points, radians, colour fractions);
  /// nil when the two cannot be compared (another kind, another number of path points).
  public var difference: Double?
  /// The largest difference that still counts as agreeing (see `tolerance(for:)`).
  public var tolerance: Double

  /// True when both exist and differ by no more than the tolerance.
  public var agrees: Bool { difference.map { $0 <= tolerance } ?? false }

  /// How far apart two values may be and agree: a colour component 1/255 (the file keeps colours
  /// to 8 bits), anything else 1e-4 of its size (at least 1e-4: a ten-thousandth of a point,
  /// radian or opacity), far above double rounding and far below what a screen shows.
  public static func tolerance(for value: AnimatedValue) -> Double {
    if case .color = value { return 1.0 / 255 + 1e-9 }
    return 1e-4 * max(1, value.components.map(abs).max() ?? 0)
  }
}

extension Scene {
  /// Each recorded presentation value against the engine's at scene time 0, in the record's
  /// order; empty for a scene that recorded none.
  public func captureComparisons() -> [CaptureComparison] {
    guard let capture, capture.layers.contains(where: { !$0.presentation.isEmpty }) else { return [] }
    let tree = root(atMediaTime: 0)
    let presented = tree.presentation(in: tree.evaluate(atMediaTime: 0))
    let byPath = Dictionary(presented.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var comparisons: [CaptureComparison] = []
    for layer in capture.layers {
      for recorded in layer.presentation {
        let computed = byPath[layer.path]?.presentedValue(recorded.keyPath)
        var difference: Double?
        if let computed, computed.kind == recorded.value.kind {
          let (a, b) = (computed.components, recorded.value.components)
          if a.count == b.count { difference = zip(a, b).map { abs($0 - $1) }.max() ?? 0 }
        }
        comparisons.append(
          CaptureComparison(
            layerPath: layer.path, keyPath: recorded.keyPath, recorded: recorded.value, computed: computed,
            difference: difference, tolerance: CaptureComparison.tolerance(for: recorded.value)))
      }
    }
    return comparisons
  }
}

import TimingLabCapture

/// A layer as a test writes it down: what `CALayer` would answer, with the presentation values
/// worked out by hand (each test says how).
final class FakeLayer: CaptureSource {
  var classes = ["CALayer"]
  var name: String?
  var viewIdentifier: String?
  var viewClass: String?
  var timing = CapturedTiming()
  var sublayers: [FakeLayer] = []
  /// Animations by key, in the order they were added.
  var animations: [(String, CapturedAnimation)] = []
  var model: [String: CapturedValue] = [:]
  var presentation: [String: CapturedValue] = [:]
  /// For the root: its superlayer's time at host time t is `parentRate × t + parentShift`.
  var parentRate = 1.0
  var parentShift = 0.0

  init(_ name: String? = nil, speed: Double = 1, beginTime: Double = 0, timeOffset: Double = 0) {
    self.name = name
    timing.speed = speed
    timing.beginTime = beginTime
    timing.timeOffset = timeOffset
  }

  var captureClassNames: [String] { classes }
  var captureName: String? { name }
  var captureViewIdentifier: String? { viewIdentifier }
  var captureViewClassName: String? { viewClass }
  var captureTiming: CapturedTiming { timing }
  var captureSublayers: [any CaptureSource] { sublayers }
  var captureAnimationKeys: [String] { animations.map(\.0) }
  func captureAnimation(forKey key: String) -> CapturedAnimation? { animations.first { $0.0 == key }?.1 }
  func captureModelValue(forKeyPath keyPath: String) -> CapturedValue? { model[keyPath] }
  func capturePresentationValue(forKeyPath keyPath: String) -> CapturedValue? { presentation[keyPath] }
  func captureParentTime(atHostTime t: Double) -> Double { parentRate * t + parentShift }
  var captureAncestorsRate: Double { parentRate }

  /// The layer's local time at host time `t`, Core Animation's way (for a root layer).
  func localTime(atHostTime t: Double) -> Double {
    (captureParentTime(atHostTime: t) - timing.beginTime) * timing.speed + timing.timeOffset
  }
}

/// Animations as tests write them.
enum Make {
  static func basic(
    _ keyPath: String, from: CapturedValue? = nil, to: CapturedValue? = nil, by: CapturedValue? = nil,
    begin: Double, duration: Double, curve: CapturedCurve? = nil
  ) -> CapturedAnimation {
    var a = CapturedAnimation(
      className: "CABasicAnimation", timing: CapturedTiming(beginTime: begin, duration: duration))
    a.property = .init(keyPath: keyPath)
    a.basic = .init(from: from, to: to, by: by)
    a.timingFunction = curve
    return a
  }
}

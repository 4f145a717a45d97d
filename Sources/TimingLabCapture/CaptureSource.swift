/// What a snapshot reads from one layer: `CALayer` answers it in an app (`Apple/`), fakes answer
/// it in tests. Times are seconds; "host time" is `CACurrentMediaTime()`'s clock.
public protocol CaptureSource {
  /// The runtime class and its superclasses, most derived first (`_UILabelLayer`, `CALayer`).
  var captureClassNames: [String] { get }
  /// `layer.name`.
  var captureName: String? { get }
  /// The view that owns the layer (its delegate): its `accessibilityIdentifier` and class name.
  var captureViewIdentifier: String? { get }
  var captureViewClassName: String? { get }
  /// The layer's own `CAMediaTiming` fields.
  var captureTiming: CapturedTiming { get }
  /// Sublayers, back to front.
  var captureSublayers: [any CaptureSource] { get }
  /// `animationKeys()`, in the order the animations are applied.
  var captureAnimationKeys: [String] { get }
  /// `animation(forKey:)`, converted; nil when there is none.
  func captureAnimation(forKey key: String) -> CapturedAnimation?
  /// `value(forKeyPath:)` on the layer (the model value), converted; nil when unset or unknown.
  func captureModelValue(forKeyPath keyPath: String) -> CapturedValue?
  /// `presentation()?.value(forKeyPath:)`, converted; nil when the layer has no presentation yet
  /// (it was never committed).
  func capturePresentationValue(forKeyPath keyPath: String) -> CapturedValue?
  /// For the captured root only: its superlayer's local time at host time `t`
  /// (`superlayer.convertTime(t, from: nil)`, or `t` for a layer without one), and how fast that
  /// time runs against host time (the product of the ancestors' speeds).
  func captureParentTime(atHostTime t: Double) -> Double
  var captureAncestorsRate: Double { get }
}

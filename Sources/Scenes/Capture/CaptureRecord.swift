import MediaTiming

/// What a scene captured from a running app (TimingLabCapture) recorded besides the tree: when it
/// was taken, what could not be read, and, for each layer, its runtime class and raw timing and
/// what Core Animation presented at the capture instant (scene time 0). The presented values
/// are the check: the engine evaluated at 0 should give them (`Scene.captureComparisons`).
public struct CaptureRecord: Hashable, Sendable {
  /// The capture instant on the app's `CACurrentMediaTime()` clock, seconds.
  public var hostTime: Double?
  /// What wrote it (`TimingLabCapture 1`).
  public var tool: String?
  /// What the capture could not read or write, in words.
  public var notes: [String] = []
  /// Each layer's record, by layer path (`root/box`), in document order.
  public var layers: [CapturedLayer] = []

  public init(hostTime: Double? = nil, tool: String? = nil, notes: [String] = [], layers: [CapturedLayer] = []) {
    self.hostTime = hostTime
    self.tool = tool
    self.notes = notes
    self.layers = layers
  }

  /// The record of the layer at `path`, if it has one.
  public func layer(_ path: String) -> CapturedLayer? { layers.first { $0.path == path } }
}

/// One layer's `captured` fields.
public struct CapturedLayer: Hashable, Sendable {
  /// The layer's path from the root (`root/box`).
  public var path: String
  /// Its runtime class when that is not the scene's `class` (`_UILabelLayer`).
  public var runtimeClass: String?
  /// The class of the view it belongs to (`UIButton`).
  public var view: String?
  /// Its raw `beginTime`, `timeOffset` and local time at the instant (seconds; the scene holds
  /// them relative to the instant).
  public var beginTime: Double?
  public var timeOffset: Double?
  public var localTime: Double?
  /// What Core Animation presented at the instant, by key path.
  public var presentation: [PropertyValue] = []

  public init(path: String) { self.path = path }
}

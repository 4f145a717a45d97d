import MediaTiming

/// A scene file, validated and built: one layer tree as Core Animation would hold it when it is
/// committed, plus what the explorer and the cheat sheet show about it. Times are seconds; the
/// root layer's parent time is global media time, which starts at 0.
public struct Scene: Hashable, Sendable {
  /// Short identifier (`repeat-count`), used by `--case` and `timinglab list`.
  public var name: String
  /// Heading, the cheat sheet's configuration line (`duration=1.5, repeatCount=2.0`).
  public var title: String?
  /// One-line explanation (seed 002's caption).
  public var caption: String?
  /// The span of global time to show; nil lets the viewer choose (see `span`).
  public var timeline: ClosedRange<Double>?
  /// The root layer, with `addedAt` already applied to its animations' begin times.
  public var root: Layer
  /// What the app's code does later, by scene time (interfaces.md, "Scene events"); `root` is
  /// the tree before any of them.
  public var events: [LayerEvent] = []
  /// Things that are allowed but probably not meant (both repeat properties set).
  public var warnings: [SceneProblem] = []
  /// What a capture from a running app recorded (TimingLabCapture): nil for any other scene.
  public var capture: CaptureRecord?

  public init(
    name: String, title: String? = nil, caption: String? = nil, timeline: ClosedRange<Double>? = nil, root: Layer,
    events: [LayerEvent] = [], warnings: [SceneProblem] = []
  ) {
    self.events = events
    self.name = name
    self.title = title
    self.caption = caption
    self.timeline = timeline
    self.root = root
    self.warnings = warnings
  }

  /// The root layer and the events, ready to evaluate at any time.
  public var history: LayerHistory { LayerHistory(commit: root, events: events) }

  /// The tree as it stands at scene time `time` (seconds): `root` with every event at or before
  /// `time` applied.
  public func root(atMediaTime time: Double) -> Layer {
    events.isEmpty ? root : history.root(atMediaTime: time)
  }
}

/// A scene file that cannot be used, with every problem found.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  public var problems: [SceneProblem]

  public init(problems: [SceneProblem]) { self.problems = problems }

  public var description: String {
    let count = problems.count == 1 ? "1 problem" : "\(DiagnosticListing.grouped(problems.count)) problems"
    return "invalid scene (\(count)):\n"
      + DiagnosticListing.capped(problems.map(\.description)).map { "  " + $0 }.joined(separator: "\n")
  }
}

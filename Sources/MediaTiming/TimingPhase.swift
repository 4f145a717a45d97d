/// Where a parent time falls relative to a node's active interval (timing model T6).
///
/// The interval is closed at both ends: the begin and end instants are `active`.
public enum TimingPhase: String, Sendable, CaseIterable, Codable {
  /// Elapsed active time is negative: the node has not begun.
  case before
  /// `0 <= elapsed <= activeDuration` (always the case at speed 0).
  case active
  /// Elapsed active time is past the active duration (never with infinite repeats).
  case after
}

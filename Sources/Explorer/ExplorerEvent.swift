import TermGrid

/// What reaches `update`: terminal input stamped with the media time it arrived at, and display
/// ticks (seed 001's `CADisplayLink`: `timestamp` when it fired, `targetTimestamp` when the frame
/// will be shown). Ticks carry the generation they were scheduled in; stale ones are dropped.
public enum ExplorerEvent: Hashable, Sendable {
  case terminal(TerminalEvent, mediaTime: Double)
  case tick(timestamp: Double, targetTimestamp: Double, generation: Int)
}

/// What `update` asks the run loop to do.
public enum ExplorerEffect: Hashable, Sendable {
  /// Leave the explorer (restoring the terminal).
  case quit
  /// Deliver a tick at media time `at` with this generation.
  case scheduleTick(at: Double, generation: Int)
}

import Explorer
import TermGrid

/// A run loop's input for tests: a script of terminal events, timeouts (nil) and changes of the
/// watched file, played in order; `.interrupted` when it runs out, so a loop under test always
/// ends. Draws and the rest go to the `RecordingTerminal` it wraps.
public final class ScriptedEvents: EventSource {
  public enum Step: Hashable, Sendable {
    case event(TerminalEvent)
    /// The wait times out (after `onTimeout` is told how long the loop asked to wait).
    case timeout
    /// The watched file may have changed.
    case fileChanged
  }

  public var steps: [Step]
  /// True when the script plays as a burst: each next event has already arrived while the loop
  /// handles the one before (keys typed faster than frames are drawn).
  public var isBurst = false
  /// Told the timeout of every wait that timed out, so a test can move its clock.
  public var onTimeout: ((Double?) -> Void)?
  /// The file watched now.
  public private(set) var watched: String?
  /// The timeouts the loop asked for, in order.
  public private(set) var waits: [Double?] = []
  private let terminal: RecordingTerminal

  public init(_ terminal: RecordingTerminal, steps: [Step]) {
    self.terminal = terminal
    self.steps = steps
  }

  public func watch(_ path: String?) { watched = path }

  public var hasWaitingInput: Bool {
    guard isBurst, case .event? = steps.first else { return false }
    return true
  }

  public func next(timeout: Double?) -> LoopInput? {
    // A look without waiting finds only what has already come (see `RecordingTerminal`).
    if timeout == 0, case .timeout? = steps.first { return nil }
    waits.append(timeout)
    guard !steps.isEmpty else { return .terminal(.interrupted) }
    switch steps.removeFirst() {
    case .event(let event):
      if case .resize(let width, let height) = event { terminal.size = (width, height) }
      return .terminal(event)
    case .timeout:
      onTimeout?(timeout)
      return nil
    case .fileChanged:
      return watched == nil ? nil : .watchedFileChanged
    }
  }
}

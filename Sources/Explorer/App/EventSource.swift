import TermGrid

/// Where the run loop's input comes from: the terminal's events and changes to the watched scene
/// file, waited for together, so an idle explorer blocks in one wait. The edge provides the real
/// one (curses and a file watcher, in the command line); `TerminalEvents` is the terminal alone.
public protocol EventSource: AnyObject {
  /// Watches the file at `path` from now on (nil: none).
  func watch(_ path: String?)
  /// The next input, waiting at most `timeout` seconds (nil: until one arrives); nil on timeout.
  func next(timeout: Double?) -> LoopInput?
  /// True when input has already arrived and not been read (a burst: a held key, keys typed
  /// faster than frames are drawn): the loop handles it before drawing the next frame.
  var hasWaitingInput: Bool { get }
}

/// One input of the run loop.
public enum LoopInput: Hashable, Sendable {
  case terminal(TerminalEvent)
  /// The watched file may have changed (the loop reads it to see).
  case watchedFileChanged
}

/// A terminal's events and no file watching.
package final class TerminalEvents: EventSource {
  private let surface: TerminalSurface

  package init(_ surface: TerminalSurface) { self.surface = surface }

  package func watch(_ path: String?) {}

  package func next(timeout: Double?) -> LoopInput? { surface.nextEvent(timeout: timeout).map { .terminal($0) } }

  package var hasWaitingInput: Bool { false }
}

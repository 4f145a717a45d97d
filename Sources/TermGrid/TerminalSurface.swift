/// What the run loop needs from a terminal: its size, a way to show a grid, and its events. The
/// curses module provides the real one; tests pass a recording fake (ratatui's `TestBackend`).
public protocol TerminalSurface: AnyObject {
  /// Columns and rows now.
  var size: (width: Int, height: Int) { get }
  /// Shows `grid` (sized to `size`).
  func draw(_ grid: CellGrid)
  /// The next event, waiting at most `timeout` seconds (nil: until one arrives); nil on timeout.
  func nextEvent(timeout: Double?) -> TerminalEvent?
  /// Leaves the screen, stops the process as Ctrl-Z does in a shell, and comes back (redrawing)
  /// when it is continued. Returns the size then.
  func suspend() -> (width: Int, height: Int)
  /// Puts `text` on the terminal's clipboard (OSC 52).
  func copyToClipboard(_ text: String)
}

/// A terminal for tests and scripts: events come from a list, drawn grids are kept.
public final class RecordingTerminal: TerminalSurface {
  public var size: (width: Int, height: Int)
  /// What `nextEvent` returns next, in order: an event, or nil for "the wait timed out" (after
  /// `onTimeout` is told how long the loop asked to wait, so a test can move its clock).
  public var pending: [TerminalEvent?]
  /// When `pending` is empty: `.interrupted`, so a loop under test always ends.
  public var onTimeout: ((Double?) -> Void)?
  /// Called after each frame is drawn (a test's clock can move as if drawing took time).
  public var onDraw: (() -> Void)?
  /// Every grid drawn, oldest first.
  public private(set) var frames: [CellGrid] = []
  /// The timeouts the loop asked for, in order.
  public private(set) var waits: [Double?] = []
  /// How many times the loop suspended.
  public private(set) var suspensions = 0

  public init(width: Int, height: Int, events: [TerminalEvent?] = []) {
    size = (width, height)
    pending = events
  }

  public func draw(_ grid: CellGrid) {
    frames.append(grid)
    onDraw?()
  }

  public func suspend() -> (width: Int, height: Int) {
    suspensions += 1
    return size
  }

  /// Everything copied to the clipboard, in order.
  public private(set) var copied: [String] = []

  public func copyToClipboard(_ text: String) { copied.append(text) }

  public func nextEvent(timeout: Double?) -> TerminalEvent? {
    // A look without waiting (timeout 0) finds only events that have already come: a scripted
    // timeout (nil) is the end of a wait that did not happen, so it stays for the next wait.
    if timeout == 0, let first = pending.first, first == nil { return nil }
    waits.append(timeout)
    guard !pending.isEmpty else { return .interrupted }
    guard let event = pending.removeFirst() else {
      onTimeout?(timeout)
      return nil
    }
    if case .resize(let width, let height) = event { size = (width, height) }
    return event
  }

  /// The last grid drawn.
  public var lastFrame: CellGrid? { frames.last }
}

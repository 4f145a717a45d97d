import FileStore
import MediaTiming
import TermGrid

/// The run loop: feeds terminal events, display ticks and file-system answers to `update`,
/// performs its effects, and draws a frame whenever the state changed. Driven like a display link
/// (seed 001): while playing, a tick fires every `1/fps` s and the frame is computed for its
/// `targetTimestamp`; while nothing moves no tick is scheduled and the loop waits on the keyboard
/// and the watched scene file together, with no timeout, so an idle explorer never wakes up.
public final class ExplorerLoop {
  public private(set) var state: ExplorerState
  private let surface: TerminalSurface
  private let events: EventSource
  private let clock: MediaClock
  private let theme: Theme
  private let files: FileStore?
  /// Seconds between ticks while playing.
  package let frameInterval: Double
  /// How long to wait for input when nothing is scheduled (seconds); nil waits until something
  /// happens.
  package let idleTimeout: Double?
  private var grid: CellGrid
  /// What the view keeps from frame to frame (the timeline's strips, the stage's extent).
  package let cache = ViewCache()
  /// The file being watched.
  private var watchedPath: String?
  /// What the last frame drew where (for the mouse).
  private var drawn: HitMap?
  /// Frames drawn so far.
  public private(set) var framesDrawn = 0

  public init(
    state: ExplorerState, surface: TerminalSurface, events: EventSource? = nil, clock: MediaClock, theme: Theme,
    files: FileStore? = nil, fps: Double = 60, idleTimeout: Double? = nil
  ) {
    var state = state
    state.width = surface.size.width
    state.height = surface.size.height
    self.state = state
    self.surface = surface
    self.events = events ?? TerminalEvents(surface)
    self.clock = clock
    self.theme = theme
    self.files = files
    frameInterval = 1 / min(max(fps, 1), 240)
    self.idleTimeout = idleTimeout
    grid = CellGrid(width: state.width, height: state.height)
  }

  /// Runs until `update` asks to quit.
  public func run() {
    state.mediaTime = clock.mediaTime
    watch(state.editing.origin.watchPath)
    draw()
    var nextTick: (at: Double, generation: Int)?
    // An event read while a frame was owed: handled before that frame is drawn.
    var queued: ExplorerEvent?
    // When the state first changed since the last frame (nil: the screen is up to date).
    var owedSince: Double?
    while true {
      let now = clock.mediaTime
      var event: ExplorerEvent
      if let next = queued {
        event = next
        queued = nil
      } else if let tick = nextTick, now >= tick.at - 0.0005 {
        // Keys, resizes and signals first: when frames take longer than their interval the next
        // tick is always due, and a tick-first loop would never read a key (q at 100,000
        // animations took 17 s).
        if let input = events.next(timeout: 0) {
          guard let read = self.event(from: input) else { continue }
          event = read
        } else {
          nextTick = nil
          event = .tick(timestamp: now, targetTimestamp: max(now, tick.at) + frameInterval, generation: tick.generation)
        }
      } else {
        let timeout = nextTick.map { max(0, $0.at - now) } ?? idleTimeout
        guard let input = events.next(timeout: timeout), let read = self.event(from: input) else { continue }
        event = read
      }
      var pending = [event]
      while !pending.isEmpty {
        let before = state
        let effects = state.update(pending.removeFirst(), drawn: drawn)
        for effect in effects {
          switch effect {
          case .quit: return
          // A tick's update schedules the next one at its target time, like CADisplayLink.
          case .scheduleTick(let at, let generation): nextTick = (at, generation)
          case .save(let path, let bytes, let replacing):
            let result: Result<FileStamp, FileError> =
              files?.write(bytes, to: path, replacing: replacing)
              ?? .failure(.system(path, operation: "write", reason: "no file system"))
            pending.append(.saved(path: path, result))
          case .watch(let path): watch(path)
          case .copy(let text): surface.copyToClipboard(text)
          case .suspend:
            let size = surface.suspend()
            pending.append(.terminal(.resize(width: size.width, height: size.height), mediaTime: clock.mediaTime))
            grid = CellGrid(width: 1, height: 1)  // force a full redraw
          }
        }
        if !state.needsTicks { nextTick = nil }
        if state != before || grid.width != state.width { owedSince = owedSince ?? clock.mediaTime }
      }
      guard let since = owedSince else { continue }
      // Input already waiting is handled before drawing: a burst of keys (a held key, a paste
      // of keys, a slow screen) costs one frame, not one each; a frame is still drawn every
      // 0.1 s while the burst lasts.
      if clock.mediaTime - since < 0.1, events.hasWaitingInput, let input = events.next(timeout: 0),
        let read = self.event(from: input)
      {
        queued = read
        // (An interrupt ends the loop: the screen is brought up to date first.)
        guard case .terminal(.interrupted, _) = read else { continue }
      }
      draw()
      owedSince = nil
    }
  }

  /// The app's event for what the event source gave; nil when there is nothing to do.
  private func event(from input: LoopInput) -> ExplorerEvent? {
    switch input {
    case .watchedFileChanged:
      guard let files, let path = watchedPath else { return nil }
      return .fileChanged(files.read(path))
    case .terminal(let terminalEvent):
      return .terminal(terminalEvent, mediaTime: clock.mediaTime)
    }
  }

  private func watch(_ path: String?) {
    watchedPath = path
    events.watch(path)
  }

  private func draw() {
    if grid.width != state.width || grid.height != state.height {
      grid = CellGrid(width: state.width, height: state.height)
    } else {
      grid.clear()
    }
    drawn = ExplorerView.draw(state, into: &grid, theme: theme, cache: cache)
    surface.draw(grid)
    framesDrawn += 1
  }
}

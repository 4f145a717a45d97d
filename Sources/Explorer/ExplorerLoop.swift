import MediaTiming
import TermGrid

/// The run loop: feeds terminal events and display ticks to `update`, performs its effects, and
/// draws a frame whenever the state changed. Driven like a display link (seed 001): while playing,
/// a tick fires every `1/fps` s and the frame is computed for its `targetTimestamp`; while nothing
/// moves no tick is scheduled and the loop waits on input (with a long timeout), so an idle,
/// paused explorer uses no measurable CPU.
public final class ExplorerLoop {
  public private(set) var state: ExplorerState
  private let surface: TerminalSurface
  private let clock: MediaClock
  private let theme: Theme
  private let keyMap: KeyMap?
  /// Seconds between ticks while playing.
  public let frameInterval: Double
  /// How long to wait for input when nothing is scheduled (seconds).
  public let idleTimeout: Double
  private var grid: CellGrid
  /// Frames drawn so far.
  public private(set) var framesDrawn = 0

  public init(
    state: ExplorerState, surface: TerminalSurface, clock: MediaClock, theme: Theme, keyMap: KeyMap? = nil,
    fps: Double = 60, idleTimeout: Double = 1
  ) {
    var state = state
    state.width = surface.size.width
    state.height = surface.size.height
    self.state = state
    self.surface = surface
    self.clock = clock
    self.theme = theme
    self.keyMap = keyMap
    frameInterval = 1 / min(max(fps, 1), 240)
    self.idleTimeout = idleTimeout
    grid = CellGrid(width: state.width, height: state.height)
  }

  /// Runs until `update` asks to quit.
  public func run() {
    state.mediaTime = clock.mediaTime
    draw()
    var nextTick: (at: Double, generation: Int)?
    while true {
      let now = clock.mediaTime
      let event: ExplorerEvent
      if let tick = nextTick, now >= tick.at - 0.0005 {
        nextTick = nil
        event = .tick(timestamp: now, targetTimestamp: max(now, tick.at) + frameInterval, generation: tick.generation)
      } else {
        let timeout = nextTick.map { max(0, $0.at - now) } ?? idleTimeout
        guard let terminalEvent = surface.nextEvent(timeout: timeout) else { continue }
        event = .terminal(terminalEvent, mediaTime: clock.mediaTime)
      }
      let before = state
      let effects = state.update(event, keyMap: keyMap)
      for effect in effects {
        switch effect {
        case .quit: return
        // A tick's update schedules the next one at its target time, like CADisplayLink.
        case .scheduleTick(let at, let generation): nextTick = (at, generation)
        }
      }
      if !state.needsTicks { nextTick = nil }
      if state != before { draw() }
    }
  }

  private func draw() {
    if grid.width != state.width || grid.height != state.height {
      grid = CellGrid(width: state.width, height: state.height)
    } else {
      grid.clear()
    }
    ExplorerView.draw(state, into: &grid, theme: theme, keyMap: keyMap)
    surface.draw(grid)
    framesDrawn += 1
  }
}

import Explorer
import MediaTiming
import Scenes
import TermGrid
import TestSupport
import Testing

/// The run loop with a recording terminal and a manual clock.
@Suite("Explorer run loop")
struct LoopTests {
  @Test func drawsOnInputAndQuits() throws {
    let terminal = RecordingTerminal(width: 100, height: 30, events: [.key(KeyEvent(.right)), .key(.char("q"))])
    let loop = ExplorerLoop(
      state: ExplorerState(scene: try bundled("overview")), surface: terminal, clock: ManualMediaClock(), theme: Theme()
    )
    loop.run()
    #expect(terminal.frames.count == 2)  // the first frame and the one after →
    #expect(loop.state.sceneTime == 1.0 / 60)
    #expect(terminal.lastFrame?.text.contains("0.017s") == true)
  }

  /// Keys that arrive faster than frames are drawn (a held key, a slow screen) are all handled
  /// before the next frame: thirty → cost no frame of their own, and the state has all of them.
  /// Played at human speed, the same keys draw a frame each.
  @Test func aBurstOfKeysCostsOneFrame() throws {
    for burst in [true, false] {
      let terminal = RecordingTerminal(width: 100, height: 30)
      let events = ScriptedEvents(terminal, steps: Array(repeating: .event(.key(KeyEvent(.right))), count: 30))
      events.isBurst = burst
      let loop = ExplorerLoop(
        state: ExplorerState(scene: try bundled("overview")), surface: terminal, events: events,
        clock: ManualMediaClock(), theme: Theme())
      loop.run()
      #expect(abs(loop.state.sceneTime - 30.0 / 60) < 1e-9)
      // The first frame, then (burst) the one the interrupt at the end brings up to date, or
      // (one at a time) one per key.
      #expect(terminal.frames.count == (burst ? 2 : 31), "burst \(burst)")
      #expect(terminal.lastFrame?.text.contains("0.500s") == true)
    }
  }

  // Paused and idle: no tick is scheduled, so the loop only waits on input (long timeouts) and
  // draws nothing new.
  @Test func sleepsWhenNothingMoves() throws {
    let terminal = RecordingTerminal(width: 100, height: 30, events: [nil, nil, nil, .key(.char("q"))])
    let loop = ExplorerLoop(
      state: ExplorerState(scene: try bundled("overview")), surface: terminal, clock: ManualMediaClock(),
      theme: Theme(),
      idleTimeout: 1)
    loop.run()
    #expect(terminal.waits.allSatisfy { $0 == 1 })
    #expect(terminal.frames.count == 1)
  }

  // Playing: ticks every 1/60 s of the clock, one frame each; the waits are the time to the next tick.
  @Test func playsAtTheFrameRate() throws {
    let clock = ManualMediaClock(mediaTime: 10)
    var events: [TerminalEvent?] = [.key(.char(" "))]
    events += Array(repeating: nil, count: 30)
    events.append(.key(.char(" ")))
    events.append(.key(.char("q")))
    let terminal = RecordingTerminal(width: 100, height: 30, events: events)
    terminal.onTimeout = { seconds in clock.advance(by: seconds ?? 0) }
    let loop = ExplorerLoop(
      state: ExplorerState(scene: try bundled("overview")), surface: terminal, clock: clock, theme: Theme(), fps: 60)
    loop.run()
    // 30 timeouts of about a frame each → about 0.5 s of scene time, at most a frame more.
    #expect(abs(loop.state.sceneTime - 0.5) <= 1.0 / 60 + 1e-9)
    #expect(!loop.state.isPlaying)
    #expect(terminal.frames.count >= 30)
    let tickWaits = terminal.waits.compactMap { $0 }.filter { $0 > 0 && $0 < 0.5 }
    #expect(tickWaits.allSatisfy { abs($0 - 1.0 / 60) < 1e-6 })
  }

  // Frames that take longer than their interval (a huge scene) keep the next tick always due; a
  // key must still be read after at most one frame, not starve behind ticks (q at 100,000
  // animations used to take 17 s).
  @Test(.timeLimit(.minutes(1))) func keysAreReadBetweenSlowFrames() throws {
    let clock = ManualMediaClock(mediaTime: 10)
    let terminal = RecordingTerminal(width: 100, height: 30, events: [.key(.char(" ")), .key(.char("q"))])
    terminal.onDraw = { clock.advance(by: 0.5) }  // every frame takes half a second
    let loop = ExplorerLoop(
      state: ExplorerState(scene: try bundled("overview")), surface: terminal, clock: clock, theme: Theme(), fps: 60)
    loop.run()
    // The first frame, the one after Space, and none while q waited.
    #expect(terminal.frames.count <= 3)
  }
}

import ArgumentParser
import CursesTerminal
import Explorer
import MediaTiming
import Platform
import Scenes
import TermGrid

/// `timinglab [explore] [SCENE | --case NAME]`: the interactive explorer (the default command).
struct ExploreCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explore",
    abstract: "Open the interactive explorer (the default): scrub, play, change speed.",
    discussion: """
      Opens the bundled default scene when no scene is given. A scene from a file is watched and \
      reloaded when it changes on disk; w saves edits back. With - the scene is read from standard \
      input and the keys from the terminal. Press ? inside for the keys.
      """)

  @OptionGroup var choice: SceneChoice

  @Option(
    name: .customLong("fps"),
    help: ArgumentHelp("Frames per second while playing, 1 to 240 (default: 60).", valueName: "fps"))
  var fpsOption: Double?

  var fps: Double { fpsOption ?? 60 }

  @Option(parsing: .unconditional, help: ArgumentHelp("Scene time to start at, seconds.", valueName: "seconds"))
  var at: Double?

  func validate() throws {
    guard fps.isFinite, (1...240).contains(fps) else { throw ValidationError("--fps must be between 1 and 240.") }
    if let at, !at.isFinite { throw ValidationError("--at must be a finite number of seconds.") }
  }

  func run() throws {
    let loaded = try choice.load()
    do {
      try CursesSession.run { session in
        let depth = session.colorDepth
        let theme = Theme(
          unicode: session.supportsUnicode, color: depth != .monochrome,
          gradients: depth == .trueColor || depth == .ansi256)
        var state = ExplorerState(
          scene: loaded.scene, sceneTime: at, origin: loaded.origin, fileStamp: loaded.stamp, notes: loaded.diagnostics)
        state.editing.codeOptions = choice.code.options
        if case .code = loaded.origin, !loaded.diagnostics.isEmpty {
          state.message =
            "read \(loaded.diagnostics.count) note\(loaded.diagnostics.count == 1 ? "" : "s") from the code: N lists them"
        }
        ExplorerLoop(
          state: state, surface: session, events: LiveEvents(session), clock: SystemMediaClock(), theme: theme,
          files: SystemFileStore(), fps: fps
        ).run()
      }
    } catch let failure as CursesSession.Failure {
      throw CLIFailure.badInput(failure.description)
    }
  }
}

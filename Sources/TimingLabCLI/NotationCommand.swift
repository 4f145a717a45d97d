import ArgumentParser
import FileStore
import Platform
import Scenes

/// `timinglab notation SCENE [--json] [--output FILE]`: a scene as one line of notation (the
/// share string), or as a scene file.
struct NotationCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "notation",
    abstract: "Print a scene as one line of notation (or, with --json, as a scene file).",
    discussion: """
      The line leaves out every default; opened again it evaluates exactly as the scene. \
      Examples: timinglab notation repeat-count; timinglab notation 'duration=2 fillMode=back' --json
      """)

  @Argument(help: ArgumentHelp(SceneChoice.sceneHelp, valueName: "scene"))
  var scene: String

  @OptionGroup var code: CodeChoice

  @Flag(help: "Print the scene file (JSON) instead of the line.")
  var json = false

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write to FILE (atomically; replaces it).", valueName: "file"))
  var output: String?

  func run() throws {
    let loaded = try SceneLoading.load(scene, options: code.options)
    let text = json ? loaded.scene.fileText : loaded.scene.notation + "\n"
    guard let output else { return printOut(text, terminator: "") }
    try FileOutput.write(text, to: output)
  }
}

/// Writing a command's output to a file atomically.
enum FileOutput {
  /// Writes `text` as the file at `path` (`-o`), replacing a regular file that is there and keeping
  /// what it is (a link's target, hard links, owner, mode): `SafeFileWriter`'s rules.
  static func write(_ text: String, to path: String) throws(CLIFailure) {
    try write(to: path) { emit in emit(Array(text.utf8)) }
  }

  /// Writes the file at `path` from content made piece by piece (`SafeFileWriter`'s `produce`).
  static func write(to path: String, produce: (_ emit: ([UInt8]) -> Bool) -> Bool) throws(CLIFailure) {
    let store = SystemFileStore()
    // A testing aid: hold the complete temporary file this long before it replaces the target.
    if let pause = StandardStreams.environment("TIMINGLAB_SAVE_PAUSE_MS").flatMap(Int.init), pause > 0 {
      store.beforeReplacing = { StandardStreams.sleep(milliseconds: min(pause, 10_000)) }
    }
    if case .failure(let error) = store.replace(at: path, produce: produce) {
      throw .badInput("\(error)")
    }
  }
}

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

  @Flag(help: "Print the scene file (JSON) instead of the line.")
  var json = false

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write to FILE (atomically; an existing file is not replaced).", valueName: "file"))
  var output: String?

  func run() throws {
    let loaded = try SceneLoading.load(scene)
    let text = json ? loaded.scene.fileText : loaded.scene.notation + "\n"
    guard let output else { return printOut(text, terminator: "") }
    try FileOutput.write(text, to: output, replacing: true)
  }
}

/// Writing a command's output to a file atomically.
enum FileOutput {
  /// Writes `text` to `path` through a temporary file and a rename, replacing what is there when
  /// `replacing` (else refusing).
  static func write(_ text: String, to path: String, replacing: Bool) throws(CLIFailure) {
    let store = SystemFileStore()
    let existing = replacing ? store.stamp(of: path) : nil
    if case .failure(let error) = store.write(Array(text.utf8), to: path, replacing: existing) {
      throw .badInput("\(error)")
    }
  }
}

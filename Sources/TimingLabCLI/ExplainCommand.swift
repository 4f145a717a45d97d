import ArgumentParser
import Explain
import Scenes

/// `timinglab explain SCENE [--json] [--fix] [-o FILE]`: where the scene jumps or does not do what
/// it seems to say, in plain words, each with a fix (docs/interfaces.md, "`timinglab explain`").
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Say where a scene jumps (snap-back, start flash, held fill, …) and how to fix it.",
    discussion: """
      Reads anything timinglab opens: a scene file, notation, Swift or Objective-C code. Each \
      finding has a code (snap-back, autoreverse-end, zombie-fill, start-flash, key-path-conflict, \
      spring-cut, no-visible-change, eased-repeat, unknown-key-path, matrix-rotation, speed-jump), the animation's path, the \
      scene time where it shows, what happens and the fix. Exit status 0 when the scene was read \
      (with or without findings), 1 when it could not be. Examples: timinglab explain \
      'keyPath=opacity from=1 to=0 duration=1'; timinglab explain my.json --fix -o fixed.json
      """)

  @Argument(help: ArgumentHelp(SceneChoice.sceneHelp, valueName: "scene"))
  var scene: String

  @OptionGroup var code: CodeChoice

  @Flag(help: "Print {\"diagnostics\": [{code, animation, time, message, fix}]}.")
  var json = false

  @Flag(help: "Print the scene file with every fix applied (the findings go to standard error).")
  var fix = false

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write to FILE (atomically; replaces it).", valueName: "file"))
  var output: String?

  func run() throws {
    let loaded: LoadedScene
    do {
      loaded = try SceneLoading.load(scene, options: code.options)
    } catch {
      throw CLIFailure(message: error.message, exitCode: 1)
    }
    let findings = Explain.diagnose(loaded.scene, notes: loaded.diagnostics)
    var text = json ? Explain.json(findings).serialized() + "\n" : Explain.text(findings)
    // A capture from an app: whether TimingLab agrees with what Core Animation showed, in words.
    if !json, let summary = CaptureReport.summary(for: loaded.scene) { text += summary + "\n" }
    if fix {
      let fixed: Scene
      do {
        fixed = try Explain.fixed(loaded.scene, by: findings)
      } catch {
        throw CLIFailure(message: "the fixes made an invalid scene: \(error)", exitCode: 1)
      }
      for line in Explain.text(findings).split(separator: "\n") { printError(String(line)) }
      text = fixed.fileText
    }
    guard let output else { return printOut(text, terminator: "") }
    try FileOutput.write(text, to: output)
  }
}

import ArgumentParser
import MediaTiming
import Scenes

/// `timinglab eval SCENE --at TIMES` (docs/interfaces.md).
struct EvalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval",
    abstract: "Evaluate a scene at global times and print JSON.",
    discussion: """
      Prints, for each time, every layer's local time and every animation's phase, repeat index, \
      basic local time, progress, eased progress and value.
      """)

  @Argument(help: ArgumentHelp(SceneChoice.sceneHelp, valueName: "scene"))
  var scene: String

  @OptionGroup var code: CodeChoice

  @Option(
    name: .customLong("at"), parsing: .unconditional,
    help: ArgumentHelp("Global times: a list (0,0.5,1.5) or a range START:END:STEP (0:4:0.25).", valueName: "times"))
  var times: String

  func run() throws {
    let loaded = try SceneLoading.load(scene, options: code.options)
    let mediaTimes: [Double]
    do {
      mediaTimes = try TimeList.parse(times)
    } catch {
      throw CLIFailure.badInput("--at: \(error)")
    }
    // Each sample is printed as soon as it is evaluated: memory does not grow with the times.
    EvalReport.write(for: loaded.scene, at: mediaTimes) { printOut($0, terminator: "") }
    printOut("")
  }
}

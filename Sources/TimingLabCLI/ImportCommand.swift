import ArgumentParser
import SceneCode
import Scenes

/// `timinglab import FILE [--output FILE]`: Core Animation set-up code read as a scene file.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Read Swift or Objective-C Core Animation set-up code and print it as a scene file (JSON).",
    discussion: """
      The code runs with "now" at scene time 0. Every statement it does not understand is listed \
      on standard error with its line. Open the code in the explorer with 'timinglab FILE.swift'. \
      Example: timinglab import Fade.m
      """)

  @Argument(help: ArgumentHelp("A .swift or .m file, or - for standard input.", valueName: "file"))
  var file: String

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the scene file to FILE (atomically; replaces it).", valueName: "file"))
  var output: String?

  func run() throws {
    let name = file == "-" ? "standard input" : file
    let result = try SceneLoading.read(try SceneLoading.readFile(file), path: file, name: name, as: .code)
    let notes = result.diagnostics.map { "timinglab: \(file): \($0.printed)" }
    for line in DiagnosticListing.capped(notes, noun: "notes") { printError(line) }
    let text = (result.document ?? result.scene.document).serialized() + "\n"
    guard let output else { return printOut(text, terminator: "") }
    try FileOutput.write(text, to: output)
  }
}

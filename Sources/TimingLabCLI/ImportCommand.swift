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
    let result = try CodeLoading.read(file)
    for note in result.notes { printError("timinglab: \(file): \(note)") }
    let text = result.document.serialized() + "\n"
    guard let output else { return print(text, terminator: "") }
    try FileOutput.write(text, to: output, replacing: true)
  }
}

/// Reading code files for `import` and for `SCENE` arguments that end in `.swift`, `.m` or `.mm`.
enum CodeLoading {
  static let extensions = [".swift", ".m", ".mm"]

  static func isCode(_ path: String) -> Bool { extensions.contains { path.lowercased().hasSuffix($0) } }

  /// The scene the code at `path` (or standard input for `-`) sets up.
  static func read(_ path: String) throws(CLIFailure) -> CodeImport.Result {
    let bytes = try SceneLoading.readFile(path)
    guard let text = String(validating: bytes, as: UTF8.self) else { throw .badInput("\(path): not UTF-8 text") }
    let base = path == "-" ? "imported" : String(path.split(separator: "/").last ?? "imported")
    let name = String(base.split(separator: ".").first ?? "imported")
    do {
      return try CodeImport.read(text, name: name)
    } catch {
      throw .badInput("\(path == "-" ? "standard input" : path) (read as code): \(error)")
    }
  }
}

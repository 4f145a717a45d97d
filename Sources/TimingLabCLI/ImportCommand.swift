import ArgumentParser
import Platform
import SceneCode
import SceneReading
import Scenes

/// `timinglab import FILE… [--entry NAME] [--arg NAME=VALUE]… [--strict] [--output FILE]`:
/// Core Animation code run and read as a scene file.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Run Swift or Objective-C Core Animation code and print the scene it sets up (JSON).",
    discussion: """
      The code runs in a model of Core Animation with "now" at scene time 0: its top-level \
      statements, then the conventional start (init, viewDidLoad, didMoveToWindow, \
      startAnimating, setUp…/animate… methods nothing else calls), or the function --entry names. \
      Teardown (stop…, remove…, deinit) never runs. Several files, or a folder, are one program: \
      a helper in a sibling file is followed. Every statement not understood, every value \
      assumed and every function that did not run is listed on standard error as \
      FILE:LINE:COLUMN: note: …, also when a scene was produced. Exit status: 0 when a scene was \
      produced, 2 when none could be (or, with --strict, when anything was ignored or assumed). \
      Open the code in the explorer with 'timinglab FILE.swift'. \
      Examples: timinglab import Loader.m; timinglab import Sources/Spinner --entry \
      'setUpAnimation(in:size:color:)' --arg size=60,60 --arg color=#FF9500
      """)

  @Argument(
    help: ArgumentHelp(
      "Code files (.swift, .m, .mm, .h, .c), folders of them, or - for standard input.", valueName: "file"))
  var files: [String]

  @OptionGroup var code: CodeChoice

  @Flag(help: "Exit with status 2 when anything was ignored or assumed (as -Werror does); nothing is written then.")
  var strict = false

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the scene file to FILE (atomically; replaces it).", valueName: "file"))
  var output: String?

  @Flag(help: "List every note (by default the first 20, then how many more).")
  var allNotes = false

  func run() throws {
    let options = code.options
    var inputs: [(path: String, bytes: [UInt8])] = []
    for file in files {
      if file == "-" {
        inputs.append(("standard input", try SceneLoading.readFile(file)))
        continue
      }
      let paths = SystemFileStore.codeFiles(
        at: file, extensions: SceneReader.folderExtensions)
      if SystemFileStore.kind(of: file) == .folder, !paths.contains(where: SceneReader.holdsCode) {
        throw CLIFailure.badInput("\(file): a folder with no .swift, .m, .mm, .h or .c file in it")
      }
      for path in paths { inputs.append((path, try SceneLoading.readFile(path))) }
    }
    if !inputs.contains(where: { SceneReader.holdsCode($0.path) }) {
      throw CLIFailure.badInput(
        "\(files.joined(separator: ", ")): a storyboard, xib or image is read beside code; no code file given")
    }
    let shown = files.count == 1 ? files[0] : "\(inputs.count) files"
    // The scene is named after the folder given, else the first file.
    let sceneName: String? =
      files.count == 1 && SystemFileStore.kind(of: files[0]) == .folder
      ? SceneReader.folderName(files[0]) : nil
    let result: SceneReader.Result
    do {
      result = try SceneReader.readCode(inputs, name: sceneName, options: options)
    } catch {
      Self.report(error.notes, file: shown, all: allNotes)
      throw CLIFailure.badInput("\(shown): \(error.message)")
    }
    Self.report(result.diagnostics, file: shown, all: allNotes)
    if strict, let first = result.diagnostics.first {
      throw CLIFailure.badInput(
        "\(shown): --strict: \(result.diagnostics.count) note\(result.diagnostics.count == 1 ? "" : "s") (the first: \(first.message)); no scene written"
      )
    }
    let text = (result.document ?? result.scene.document).serialized() + "\n"
    guard let output else { return printOut(text, terminator: "") }
    try FileOutput.write(text, to: output)
  }

  /// Every diagnostic, as compilers print them (capped, with the count of the rest, unless `all`).
  static func report(_ diagnostics: [Diagnostic], file: String, all: Bool = false) {
    let lines = diagnostics.map { $0.compilerStyle(file: file) }
    for line in all ? lines : DiagnosticListing.capped(lines, noun: "notes") { printError(line) }
  }
}

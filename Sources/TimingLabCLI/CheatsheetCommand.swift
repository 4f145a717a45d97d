import ArgumentParser
import Explorer
import Scenes
import TermGrid

/// `timinglab cheatsheet [--format text|ansi|svg] [--output FILE]`.
struct CheatsheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cheatsheet", abstract: "Every bundled cheat-sheet case stacked with its title and caption.")

  @Option(help: "Output: text (glyphs only), ansi (with colour escapes) or svg.")
  var format: PictureFormat = .text

  @Option(help: ColorDepthOption.help)
  var depth: ColorDepthOption = .truecolor

  @Option(help: ArgumentHelp("Width in columns.", valueName: "columns"))
  var width: Int = 100

  @Flag(help: "Draw only ASCII.")
  var ascii = false

  @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "file"))
  var output: String?

  func validate() throws {
    guard (40...1000).contains(width) else { throw ValidationError("--width must be between 40 and 1000.") }
  }

  func run() throws {
    let scenes = BundledScenes.cheatSheetNames.compactMap(BundledScenes.scene(named:))
    let theme = Picture.theme(format: format, depth: depth, ascii: ascii)
    let grid = CheatSheet.render(scenes, width: width, theme: theme)
    try Picture.write(ascii ? grid.asASCII : grid, format: format, depth: depth, to: output)
  }
}

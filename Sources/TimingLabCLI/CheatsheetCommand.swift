import ArgumentParser
import Explorer
import Scenes
import TermGrid

/// `timinglab cheatsheet [--format text|ansi|svg] [--output FILE]`.
struct CheatsheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cheatsheet", abstract: "Every bundled cheat-sheet case stacked with its title and caption.")

  @Option(help: ArgumentHelp("Width in columns.", valueName: "columns"))
  var width: Int = 100

  @OptionGroup var picture: PictureOptions

  func validate() throws {
    guard (40...1000).contains(width) else { throw ValidationError("--width must be between 40 and 1000.") }
  }

  func run() throws {
    let scenes = BundledScenes.cheatSheetNames.compactMap(BundledScenes.scene(named:))
    try picture.write(CheatSheet.render(scenes, width: width, theme: picture.theme))
  }
}

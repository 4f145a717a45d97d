import ArgumentParser
import Scenes

/// `timinglab list`: the bundled scenes.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "list", abstract: "Name the bundled scenes.")

  @Option(help: ArgumentHelp("Print this scene's JSON instead (to copy and edit).", valueName: "name"))
  var show: String?

  func run() throws {
    if let show {
      _ = try SceneChoice.bundled(show)
      printOut(BundledScenes.json(named: show) ?? "")
      return
    }
    let width = (BundledScenes.names.map(\.count).max() ?? 0) + 2
    for name in BundledScenes.names {
      let marker = name == BundledScenes.defaultName ? " (default)" : ""
      printOut(name.padding(width) + (BundledScenes.title(named: name) ?? "") + marker)
    }
  }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}

/// The scenes that ship inside the binary (embedded from `Resources/scenes/`): the cheat-sheet
/// cases of seed 002 and the other bundled examples.
public enum BundledScenes {
  /// The scene `timinglab` opens with no arguments.
  public static let defaultName = "overview"

  /// The cases pictured in seed 002 ("Controlling Animation Timing") and its cheat sheet, in the
  /// article's order; `timinglab cheatsheet` stacks these.
  public static let cheatSheetNames = [
    "duration", "begin-time", "fill-backwards", "autoreverses", "repeat-count", "repeat-duration", "combined",
    "speed", "time-offset", "hierarchical-speed", "layer-speed", "paused-slider", "negative-speed",
  ]

  /// Every bundled scene's name: the default, the cheat-sheet cases, then the rest alphabetically.
  public static var names: [String] {
    let first = [defaultName] + cheatSheetNames
    return first + files.map(\.name).filter { !first.contains($0) }.sorted()
  }

  /// The bundled scene called `name`, or nil.
  public static func scene(named name: String) -> Scene? {
    guard let file = files.first(where: { $0.name == name }) else { return nil }
    return try? Scene.decode(file.json)
  }

  /// Every bundled scene, in `names` order.
  public static var all: [Scene] { names.compactMap(scene(named:)) }

  /// The title of the bundled scene `name` (without reading its JSON), or nil.
  public static func title(named name: String) -> String? {
    files.first(where: { $0.name == name })?.title
  }

  /// The JSON text of the bundled scene `name` (for `timinglab list --json`-style export).
  public static func json(named name: String) -> String? {
    files.first(where: { $0.name == name })?.json
  }
}

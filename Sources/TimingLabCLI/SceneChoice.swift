import ArgumentParser
import MediaTiming
import SceneCode
import Scenes

/// `SCENE` or `--case NAME`: which scene a command works on (the bundled default when neither).
struct SceneChoice: ParsableArguments {
  @Argument(help: ArgumentHelp(SceneChoice.sceneHelp, valueName: "scene"))
  var scene: String?

  /// The help of every `SCENE` argument.
  static let sceneHelp =
    "- for standard input, a scene file (.json), Core Animation code (FILE.swift, FILE.m), a bundled scene's name, or one-line notation ('duration=1.5 repeatCount=2')."

  @Option(name: .customLong("case"), help: ArgumentHelp("A bundled scene (see 'timinglab list').", valueName: "name"))
  var caseName: String?

  @OptionGroup var code: CodeChoice

  func validate() throws {
    if scene != nil && caseName != nil { throw ValidationError("Give a scene file or --case, not both.") }
  }

  /// The chosen scene and where it came from.
  func load() throws(CLIFailure) -> LoadedScene {
    if let scene { return try SceneLoading.load(scene, options: code.options) }
    let name = caseName ?? BundledScenes.defaultName
    return LoadedScene(scene: try Self.bundled(name), origin: .bundled(name))
  }

  /// The bundled scene `name`, or a failure listing the names.
  static func bundled(_ name: String) throws(CLIFailure) -> Scene {
    guard let scene = BundledScenes.scene(named: name) else {
      let hint = closestMatch(to: name, in: BundledScenes.names).map { " Did you mean \"\($0)\"?" } ?? ""
      throw .badInput("no bundled scene \"\(name)\".\(hint) Bundled: \(BundledScenes.names.joined(separator: ", "))")
    }
    return scene
  }
}

/// `--entry NAME` and `--arg NAME=VALUE`: what runs when the scene is Core Animation code.
struct CodeChoice: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "For code: run this function, method or selector (startAnimating, setUpAnimation(in:size:color:), Spinner.start) instead of the conventional start.",
      valueName: "name"))
  var entry: String?

  @Option(
    name: .customLong("arg"),
    help: ArgumentHelp(
      "For code: a value for an entry parameter or property: size=40,40, color=#FF9500, duration=0.8 (repeatable).",
      valueName: "name=value"))
  var arguments: [String] = []

  func validate() throws {
    for argument in arguments where !argument.contains("=") {
      throw ValidationError("--arg \(argument): expected NAME=VALUE (size=40,40)")
    }
  }

  /// `--entry` and `--arg` as the importer takes them.
  var options: CodeImport.Options {
    var options = CodeImport.Options(entry: entry)
    for argument in arguments {
      let parts = argument.split(separator: "=", maxSplits: 1)
      options.arguments[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    return options
  }
}

/// Output formats of pictures.
enum PictureFormat: String, NamedValues {
  case text, ansi, svg
}

/// `COLSxROWS`.
struct ScreenSize: ExpressibleByArgument {
  var columns: Int
  var rows: Int

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), (1...1000).contains(columns),
      (1...1000).contains(rows)
    else { return nil }
    self.init(columns: columns, rows: rows)
  }

  /// As typed: `100x30`.
  var defaultValueDescription: String { "\(columns)x\(rows)" }
}

extension ColorDepthOption {
  static var help: ArgumentHelp {
    ArgumentHelp("Colours for --format ansi: truecolor, 256, 16 or mono.", valueName: "depth")
  }
}

/// `--depth` values.
enum ColorDepthOption: String, NamedValues {
  case truecolor
  case c256 = "256"
  case c16 = "16"
  case mono
}

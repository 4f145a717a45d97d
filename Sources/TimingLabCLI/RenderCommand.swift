import ArgumentParser
import Explorer
import Scenes
import TermGrid

/// `timinglab render SCENE|--case NAME [--at T] [--size COLSxROWS] [--format text|ansi|svg]`:
/// the explorer's screen for a state, without a terminal.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render", abstract: "Draw the explorer's screen for a scene at a time, without a terminal.")

  @OptionGroup var choice: SceneChoice

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Scene time to show, seconds (default: the span's start).", valueName: "seconds"))
  var at: Double?

  @Option(help: ArgumentHelp("Screen size COLSxROWS, each 1 to 1000 (e.g. 100x30).", valueName: "size"))
  var size: ScreenSize = ScreenSize(columns: 100, rows: 30)

  @Option(help: ArgumentHelp("Select the animation at this row (0 = first).", valueName: "row"))
  var select: Int = 0

  @OptionGroup var picture: PictureOptions

  func validate() throws {
    if let at, !at.isFinite { throw ValidationError("--at must be a finite number of seconds.") }
  }

  func run() throws {
    let scene = try choice.load().scene
    var state = ExplorerState(scene: scene, width: size.columns, height: size.rows, sceneTime: at)
    state.selectedRow = min(max(0, select), max(0, state.rows.count - 1))
    try picture.write(ExplorerView.render(state, theme: picture.theme))
  }
}

/// How a picture is written: `--format`, `--depth`, `--ascii` and `--output`, shared by `render`
/// and `cheatsheet`.
struct PictureOptions: ParsableArguments {
  @Option(help: "Output: text (glyphs only), ansi (with colour escapes) or svg.")
  var format: PictureFormat = .text

  @Option(help: ColorDepthOption.help)
  var depth: ColorDepthOption = .truecolor

  @Flag(help: "Draw only ASCII (no braille, blocks or box drawing).")
  var ascii = false

  @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE instead of standard output.", valueName: "file"))
  var output: String?

  /// The theme to draw with: text has no colour (values drawn as density), SVG has every colour,
  /// ANSI has what `depth` allows (gradients need 256 colours or more).
  var theme: Theme {
    let color = format == .svg || (format == .ansi && depth != .mono)
    let gradients = format == .svg || (color && (depth == .truecolor || depth == .c256))
    return Theme(unicode: !ascii, color: color, gradients: gradients)
  }

  /// Writes `grid` in the format, to the output file or standard output.
  func write(_ grid: CellGrid) throws {
    let grid = ascii ? grid.asASCII : grid
    let text =
      switch format {
      case .text: grid.text + "\n"
      case .ansi: grid.ansi(depth: ColorDepth(rawValue: depth.rawValue) ?? .trueColor) + "\n"
      case .svg: grid.svg()
      }
    guard let output else { return printOut(text, terminator: "") }
    try FileOutput.write(text, to: output)
  }
}

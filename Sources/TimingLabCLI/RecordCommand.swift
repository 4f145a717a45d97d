import ArgumentParser
import Explorer
import Platform
import Scenes
import TermGrid

/// `timinglab record SCENE [--format cast|svg] [--size COLSxROWS] [--from T --to T] [--fps N]
/// [--output FILE]`: the main screen playing, as an asciicast or an animated SVG.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record the main screen playing a scene, as an asciicast (v2) or an animated SVG.",
    discussion: """
      Frames are drawn at exact scene times (from, from + 1/fps, …, to), so the same command gives \
      the same bytes every time. The cast's timestamp is SOURCE_DATE_EPOCH when set, else 0. \
      Example: timinglab record position-fill --format svg --fps 20 -o fill.svg
      """)

  @OptionGroup var choice: SceneChoice

  @Option(help: "cast (asciicast v2, for asciinema play) or svg (animated).")
  var format: RecordFormat = .cast

  @Option(help: ArgumentHelp("Screen size COLSxROWS, each 1 to 1000.", valueName: "size"))
  var size: ScreenSize = ScreenSize(columns: 100, rows: 30)

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("First frame's scene time, seconds (default: the span's start).", valueName: "seconds"))
  var from: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Last frame's scene time, seconds (default: the span's end).", valueName: "seconds"))
  var to: Double?

  @Option(help: ArgumentHelp("Frames per second of scene time, 1 to 120.", valueName: "n"))
  var fps: Int = 30

  @Option(name: .shortAndLong, help: ArgumentHelp("Write to FILE (atomically; replaces it).", valueName: "file"))
  var output: String?

  func validate() throws {
    guard (1...120).contains(fps) else { throw ValidationError("--fps must be 1 to 120.") }
    for (name, value) in [("--from", from), ("--to", to)] {
      if let value, !value.isFinite { throw ValidationError("\(name) must be a finite number of seconds.") }
    }
    if let from, let to, to < from { throw ValidationError("--to must not be before --from.") }
    if let from, let to, (to - from) * Double(fps) > 20_000 {
      throw ValidationError("that is more than 20,000 frames; shorten the range or lower --fps.")
    }
  }

  func run() throws {
    let loaded = try choice.load()
    let scene = loaded.scene
    let start = from ?? scene.span.lowerBound
    let end = max(start, to ?? scene.span.upperBound)
    guard (end - start) * Double(fps) <= 20_000 else {
      throw CLIFailure.badInput("that is more than 20,000 frames; shorten the range or lower --fps")
    }
    let times = Recording.times(from: start, to: end, fps: Double(fps))
    let theme = Theme(unicode: true, color: true, gradients: true)
    // Frames are drawn, encoded and written one at a time: memory does not grow with the length.
    let record = { (emit: @escaping (String) -> Bool) -> Bool in
      switch format {
      case .cast:
        let epoch = StandardStreams.environment("SOURCE_DATE_EPOCH").flatMap { Int($0) } ?? 0
        var writer = Asciicast.Writer(
          count: times.count, fps: Double(fps), timestamp: epoch, title: "timinglab: \(scene.name)", emit: emit)
        var complete = true
        Recording.play(
          scene, width: size.columns, height: size.rows, times: times, theme: theme, origin: loaded.origin
        ) {
          complete = writer.add($0)
          return complete
        }
        return complete
      case .svg:
        var writer = AnimatedSVG.Writer(count: times.count, fps: Double(fps), emit: emit)
        var complete = true
        Recording.play(
          scene, width: size.columns, height: size.rows, times: times, theme: theme, origin: loaded.origin
        ) {
          complete = writer.add($0)
          return complete
        }
        return complete && writer.finish()
      }
    }
    guard let output else {
      _ = record { text in
        printOut(text, terminator: "")
        return true
      }
      return
    }
    try FileOutput.write(to: output) { emit in
      // The writers keep `emit` only while this call runs.
      withoutActuallyEscaping(emit) { emit in record { emit(Array($0.utf8)) } }
    }
  }
}

/// Output formats of recordings.
enum RecordFormat: String, NamedValues {
  case cast, svg
}

import ArgumentParser
import MediaTiming
import Scenes

/// `timinglab solve FUNCTION --progress P [--duration D]`: the inverse (seed 000).
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "When does a timing function's output first reach a progress? Prints JSON.",
    discussion: "Exits 1 (printing \"fraction\": null) when the output never reaches the progress.")

  @Argument(help: "A name (see 'timinglab curve --list'), cubic-bezier(x1,y1,x2,y2) or spring(...).")
  var function: String

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The output progress to reach (may leave 0...1 for overshooting curves).", valueName: "p"))
  var progress: Double

  @Option(
    name: .customLong("duration"),
    help: ArgumentHelp("The animation's duration in seconds (default: 1).", valueName: "seconds"))
  var durationOption: Double?

  var duration: Double { durationOption ?? 1 }

  func validate() throws {
    guard progress.isFinite else { throw ValidationError("--progress must be a finite number.") }
    guard duration.isFinite, duration >= 0 else { throw ValidationError("--duration must be a finite number ≥ 0.") }
  }

  func run() throws {
    let (text, reached) = try Self.output(function: function, progress: progress, duration: duration)
    printOut(text)
    if !reached { throw ExitCode(1) }
  }

  static func output(function text: String, progress: Double, duration: Double) throws(CLIFailure) -> (String, Bool) {
    let function = try FunctionArgument.resolve(text)
    let fraction = function.fraction(reaching: progress)
    let json = JSONValue.object([
      ("function", .string(text)), ("progress", .number(progress)), ("fraction", .number(fraction)),
      ("time", .number(fraction.map { $0 * duration })),
    ])
    return (json.serialized(), fraction != nil)
  }
}

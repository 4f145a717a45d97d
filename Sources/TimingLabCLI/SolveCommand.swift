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
    help: ArgumentHelp(
      "The animation's duration in seconds (default: 1). A spring runs in seconds: its default is its settlingDuration, and a shorter duration cuts it.",
      valueName: "seconds"))
  var durationOption: Double?

  func validate() throws {
    guard progress.isFinite else { throw ValidationError("--progress must be a finite number.") }
    if let duration = durationOption, !(duration.isFinite && duration >= 0) {
      throw ValidationError("--duration must be a finite number ≥ 0.")
    }
  }

  func run() throws {
    let (text, reached) = try Self.output(function: function, progress: progress, duration: durationOption)
    printOut(text)
    if !reached { throw ExitCode(1) }
  }

  static func output(function text: String, progress: Double, duration: Double?) throws(CLIFailure) -> (String, Bool) {
    let function = try FunctionArgument.resolve(text)
    if case .spring(let spring) = function.kind {
      // In seconds, as Core Animation runs it: the first time within the animation's duration
      // (default: the settling duration) that the response reaches the progress.
      let settling = spring.settlingDuration
      let d = duration ?? settling
      let time = Self.firstTime(spring, reaching: progress, within: d)
      let json = JSONValue.object([
        ("function", .string(text)), ("progress", .number(progress)), ("fraction", .number(time.map { $0 / d })),
        ("time", .number(time)), ("duration", .number(d)), ("settlingDuration", .number(settling)),
      ])
      return (json.serialized(), time != nil)
    }
    let duration = duration ?? 1
    let fraction = function.fraction(reaching: progress)
    let json = JSONValue.object([
      ("function", .string(text)), ("progress", .number(progress)), ("fraction", .number(fraction)),
      ("time", .number(fraction.map { $0 * duration })),
    ])
    return (json.serialized(), fraction != nil)
  }

  /// The first time in `0...duration` seconds that the spring's progress reaches `target`
  /// (crossing it from either side), to 1e-12 s: scanned in 4,096 steps, then bisected.
  static func firstTime(_ spring: Spring, reaching target: Double, within duration: Double) -> Double? {
    let steps = 4096
    func side(_ t: Double) -> Double { spring.progress(atTime: t) - target }
    var previous = 0.0
    var before = side(0)
    if before == 0 { return 0 }
    for step in 1...steps {
      let t = duration * Double(step) / Double(steps)
      let now = side(t)
      if now == 0 { return t }
      if (now > 0) != (before > 0) {
        var (low, high) = (previous, t)
        for _ in 0..<100 where high - low > 1e-12 {
          let middle = (low + high) / 2
          if (side(middle) > 0) == (before > 0) { low = middle } else { high = middle }
        }
        return high
      }
      (previous, before) = (t, now)
    }
    return nil
  }
}

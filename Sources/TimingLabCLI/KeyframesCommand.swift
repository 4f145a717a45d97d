import ArgumentParser
import MediaTiming
import Scenes

/// `timinglab keyframes FUNCTION --steps N [--from A --to B] [--format json|csv]`: seed 003's
/// keyframe sampling of any curve, with its largest deviation from the curve.
struct KeyframesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keyframes",
    abstract: "Sample a timing function into linear keyframes (seed 003) and report the deviation.",
    discussion: "With --tolerance instead of --steps, finds the smallest number of steps within it.")

  enum Format: String, NamedValues { case json, csv }

  @Argument(help: "A name (see 'timinglab curve --list'), cubic-bezier(x1,y1,x2,y2) or spring(...).")
  var function: String

  @Option(help: ArgumentHelp("Interstitial keyframes between the ends (values = steps + 2).", valueName: "n"))
  var steps: Int?

  @Option(
    help: ArgumentHelp(
      "Find the smallest --steps whose largest deviation from the curve is at most D, in the values' own units "
        + "(--from … --to: 0.01 is 1 % of the default 0 to 1).",
      valueName: "d"))
  var tolerance: Double?

  // Optional, with the default in the help text: ArgumentParser would print a Double default as
  // "0.0", not as the user types it.
  @Option(
    name: .customLong("from"), parsing: .unconditional, help: ArgumentHelp("Start value (default: 0).", valueName: "a"))
  var fromOption: Double?

  @Option(
    name: .customLong("to"), parsing: .unconditional, help: ArgumentHelp("End value (default: 1).", valueName: "b"))
  var toOption: Double?

  var from: Double { fromOption ?? 0 }
  var to: Double { toOption ?? 1 }

  @Option(help: "Output format.")
  var format: Format = .json

  func validate() throws {
    guard (steps == nil) != (tolerance == nil) else {
      throw ValidationError("Give --steps or --tolerance (one of them).")
    }
    if let steps, !(0...100_000).contains(steps) { throw ValidationError("--steps must be between 0 and 100000.") }
    if let tolerance, !(tolerance.isFinite && tolerance > 0) {
      throw ValidationError("--tolerance must be a positive number.")
    }
    guard from.isFinite, to.isFinite else { throw ValidationError("--from and --to must be finite numbers.") }
  }

  func run() throws {
    let curve = try FunctionArgument.resolve(function)
    var count = steps ?? 0
    if let tolerance {
      guard let found = Keyframes.smallestSteps(for: curve, tolerance: tolerance) else {
        throw CLIFailure(message: "no number of steps up to 10000 stays within \(tolerance)", exitCode: 1)
      }
      count = found
    }
    let keyframes = Keyframes.sampling(curve, steps: count, from: from, to: to)
    let deviation = Keyframes.maximumDeviation(of: curve, steps: count)
    let values = keyframes.values.map { value -> Double in
      if case .number(let n) = value { return n }
      return 0
    }
    switch format {
    case .json:
      printOut(
        JSONValue.object([
          ("function", .string(function)), ("steps", .number(Double(count))),
          ("keyTimes", .array(values.indices.map { .number(keyframes.keyTime($0)) })),
          ("values", .array(values.map { .number($0) })),
          ("maximumDeviation", .number(deviation)),
          ("maximumDeviationInUnits", .number(deviation * abs(to - from))),
        ]).serialized())
    case .csv:
      printOut("keyTime,value")
      for (index, value) in values.enumerated() { printOut("\(keyframes.keyTime(index)),\(value)") }
      printError("maximum deviation \(deviation) of the distance (\(count) steps)")
    }
  }
}

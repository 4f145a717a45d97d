import ArgumentParser
import MediaTiming
import Scenes

/// `timinglab curve FUNCTION --at XS`: a timing function's output at input fractions.
struct CurveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "curve", abstract: "Evaluate a timing function at input fractions and print JSON.")

  @Argument(help: "A name (see --list), cubic-bezier(x1,y1,x2,y2) or spring(mass,stiffness,damping,velocity).")
  var function: String?

  @Option(
    name: .customLong("at"), parsing: .unconditional,
    help: ArgumentHelp("Input fractions: a list (0,0.25,1) or START:END:STEP.", valueName: "xs"))
  var xs: String?

  @Option(
    name: .customLong("duration"),
    help: ArgumentHelp(
      "For a spring: the animation's duration in seconds, as Core Animation runs it (default: its settlingDuration); x = 1 is its end, cut or not.",
      valueName: "seconds"))
  var duration: Double?

  @Flag(help: "List the named functions.")
  var list = false

  func validate() throws {
    if !list && (function == nil || xs == nil) { throw ValidationError("Give FUNCTION and --at XS (or --list).") }
    if let duration, !(duration.isFinite && duration > 0) {
      throw ValidationError("--duration must be a finite number of seconds > 0.")
    }
  }

  func run() throws {
    if list {
      for function in TimingFunction.allNamed {
        printOut((function.name ?? "").padding(18) + (function.isCubicBezier ? function.cssText : kindText(function)))
      }
      return
    }
    printOut(try Self.output(function: function ?? "", xs: xs ?? "", duration: duration))
  }

  func kindText(_ function: TimingFunction) -> String {
    switch function.kind {
    case .spring: "spring (x = 1 is the end of the animation's duration: --duration, else settlingDuration)"
    case .parametric(.penner): "Penner"
    default: "parametric (seed 003)"
    }
  }

  static func output(function text: String, xs: String, duration: Double? = nil) throws(CLIFailure) -> String {
    let function = try FunctionArgument.resolve(text)
    let points: [Double]
    do {
      points = try TimeList.parse(xs)
    } catch {
      throw .badInput("--at: \(error)")
    }
    // A spring runs in seconds (springs.md §2.2): x is a fraction of the animation's duration,
    // the response is read at x × duration seconds, not stretched to the settling duration.
    if case .spring(let spring) = function.kind {
      let settling = spring.settlingDuration
      let d = duration ?? settling
      return JSONValue.object([
        ("function", .string(text)), ("duration", .number(d)), ("settlingDuration", .number(settling)),
        ("cut", .bool(d < settling - 1e-9)),
        (
          "points",
          .array(points.map { .object([("x", .number($0)), ("y", .number(spring.progress(atTime: $0 * d)))]) })
        ),
      ]).serialized()
    }
    if duration != nil { throw .badInput("--duration applies to springs only (a curve's x is already a fraction)") }
    return JSONValue.object([
      ("function", .string(text)),
      ("points", .array(points.map { .object([("x", .number($0)), ("y", .number(function.progress(at: $0)))]) })),
    ]).serialized()
  }
}

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

  @Flag(help: "List the named functions.")
  var list = false

  func validate() throws {
    if !list && (function == nil || xs == nil) { throw ValidationError("Give FUNCTION and --at XS (or --list).") }
  }

  func run() throws {
    if list {
      for function in TimingFunction.allNamed {
        printOut((function.name ?? "").padding(18) + (function.isCubicBezier ? function.cssText : kindText(function)))
      }
      return
    }
    printOut(try Self.output(function: function ?? "", xs: xs ?? ""))
  }

  func kindText(_ function: TimingFunction) -> String {
    switch function.kind {
    case .spring: "spring (x = 1 is the settling duration)"
    case .parametric(.penner): "Penner"
    default: "parametric (seed 003)"
    }
  }

  static func output(function text: String, xs: String) throws(CLIFailure) -> String {
    let function = try FunctionArgument.resolve(text)
    let points: [Double]
    do {
      points = try TimeList.parse(xs)
    } catch {
      throw .badInput("--at: \(error)")
    }
    return JSONValue.object([
      ("function", .string(text)),
      ("points", .array(points.map { .object([("x", .number($0)), ("y", .number(function.progress(at: $0)))]) })),
    ]).serialized()
  }
}

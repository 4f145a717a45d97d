import ArgumentParser

/// The root command, `timinglab`.
public struct TimingLab: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "timinglab",
    abstract: "See Core Animation timing: CAMediaTiming, exactly, in the terminal.",
    version: Version.line,
    subcommands: [
      ExploreCommand.self, EvalCommand.self, CurveCommand.self, SolveCommand.self, KeyframesCommand.self,
      RenderCommand.self, CheatsheetCommand.self, ListCommand.self, NotationCommand.self, CodeCommand.self,
      ImportCommand.self, RecordCommand.self, ExplainCommand.self,
    ],
    defaultSubcommand: ExploreCommand.self)

  public init() {}

  /// Runs the command line `arguments` (without the program name) with `console` for its
  /// streams, and returns the exit status (what tests use to run a command in-process).
  public static func main(arguments: [String], console: any Console) -> Int32 {
    Consoles.$current.withValue(console) { main(arguments: arguments) }
  }

  /// Runs the command line `arguments` (without the program name) and returns the exit status:
  /// 0 success, 1 a question with no answer, 2 bad input (docs/interfaces.md).
  public static func main(arguments: [String]) -> Int32 {
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
      return 0
    } catch let failure as CLIFailure {
      printError("timinglab: \(failure.message)")
      return failure.exitCode
    } catch let exit as ExitCode {
      return exit.rawValue
    } catch {
      if exitCode(for: error) == .success {
        printOut(fullMessage(for: error))
        return 0
      }
      printError(fullMessage(for: error))
      return 2
    }
  }
}

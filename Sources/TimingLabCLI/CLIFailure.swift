/// A failure the command line reports on standard error with an exit status
/// (docs/interfaces.md: 1 a question with no answer, 2 bad input).
public struct CLIFailure: Error, CustomStringConvertible {
  public var message: String
  public var exitCode: Int32

  /// Bad input: usage, an invalid scene, an unknown function (exit status 2).
  public static func badInput(_ message: String) -> CLIFailure { CLIFailure(message: message, exitCode: 2) }

  public var description: String { message }
}

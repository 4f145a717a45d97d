import Platform
import TextFormats

/// Where a command's text goes and where its standard input comes from: the process's streams
/// (`ProcessConsole`), or a capture when a test runs a command in-process (`Console.$current`).
public protocol Console: Sendable {
  /// Writes `text` to standard output, as is.
  func write(_ text: String)
  /// Writes one line (`line` and a new line) to standard error.
  func writeError(_ line: String)
  /// Everything on standard input.
  func readInput() throws(CLIFailure) -> [UInt8]
}

/// The console of the command running now.
public enum Consoles {
  @TaskLocal public static var current: any Console = ProcessConsole()
}

/// The process's standard streams.
public struct ProcessConsole: Console {
  public init() {}

  public func write(_ text: String) { print(text, terminator: "") }

  public func writeError(_ line: String) { StandardStreams.writeError(line + "\n") }

  public func readInput() throws(CLIFailure) -> [UInt8] {
    switch StandardStreams.readInput() {
    case .success(let bytes): return bytes
    case .failure(let error): throw .badInput("cannot read standard input: \(error.reason)")
    }
  }
}

/// Writes `text` and a new line to the console's standard output (`print`'s shape).
func printOut(_ text: String, terminator: String = "\n") { Consoles.current.write(text + terminator) }

/// Writes a line to the console's standard error, with any control characters it repeats from
/// the input (an escape sequence in a file name, a NUL in a field) shown as escapes.
func printError(_ line: String) { Consoles.current.writeError(visibleControls(line, keepingNewLines: true)) }

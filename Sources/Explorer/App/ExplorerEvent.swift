import FileStore
import TermGrid

/// What reaches `update`: terminal input stamped with the media time it arrived at, display
/// ticks (seed 001's `CADisplayLink`: `timestamp` when it fired, `targetTimestamp` when the frame
/// will be shown), and the answers of the file system to the effects that asked it. Ticks carry
/// the generation they were scheduled in; stale ones are dropped.
package enum ExplorerEvent: Hashable, Sendable {
  case terminal(TerminalEvent, mediaTime: Double)
  case tick(timestamp: Double, targetTimestamp: Double, generation: Int)
  /// The watched scene file changed: its new contents, or why it cannot be read.
  case fileChanged(Result<FileContents, FileError>)
  /// A `.save` finished: the new file's stamp, or why nothing was written.
  case saved(path: String, Result<FileStamp, FileError>)
}

/// What `update` asks the run loop to do.
public enum ExplorerEffect: Hashable, Sendable {
  /// Leave the explorer (restoring the terminal).
  case quit
  /// Deliver a tick at media time `at` with this generation.
  case scheduleTick(at: Double, generation: Int)
  /// Write `bytes` to `path` atomically; `replacing` is the stamp the file must still have (nil:
  /// it must not exist). Answered by `.saved`.
  case save(path: String, bytes: [UInt8], replacing: FileStamp?)
  /// Watch this file for changes from now on (nil: stop). Changes arrive as `.fileChanged`.
  case watch(String?)
  /// Ctrl-Z: leave the screen and stop, as a shell's job control expects; redraw on `fg`.
  case suspend
  /// Put this text on the terminal's clipboard (OSC 52).
  case copy(String)
}

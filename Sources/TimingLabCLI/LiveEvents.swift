import CursesTerminal
import Explorer
import Platform

/// The explorer's input in a real terminal: curses' events and the file watcher's descriptor,
/// waited on together in one `poll`, so an idle explorer makes no system call until a key, a
/// resize, a signal or a save arrives.
final class LiveEvents: EventSource {
  private let session: CursesSession
  private let watcher = FileWatcher()

  init(_ session: CursesSession) { self.session = session }

  func watch(_ path: String?) { watcher.watch(path) }

  var hasWaitingInput: Bool { session.hasWaitingInput }

  func next(timeout: Double?) -> LoopInput? {
    switch session.nextInput(timeout: timeout, wakingFor: watcher.descriptor.map { [$0] } ?? []) {
    case .terminal(let event)?: return .terminal(event)
    case .descriptorReady?: return watcher.consume() ? .watchedFileChanged : nil
    case nil: return nil
    }
  }
}

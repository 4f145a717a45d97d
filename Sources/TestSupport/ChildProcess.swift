import Platform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program run by a test: started with `posix_spawn`, its output read with `poll` and its end
/// taken with `waitpid` on its own pid. Foundation's `Process` can miss a child's exit when tests
/// on several threads start children at once, and then waits for ever (seen in CI with tmux);
/// this cannot: every wait has a deadline, after which the child is killed.
///
/// The child starts with every signal unblocked and at its default action (the test runner's
/// threads block some, and a shell's child would not inherit that), in `directory` when given,
/// and with no descriptor of this library's other than its three streams (they are close-on-exec).
public final class ChildProcess {
  /// What a child's standard output and error go to.
  public enum Destination: Sendable {
    /// A pipe the test reads (what `wait` returns).
    case capture
    /// `/dev/null`.
    case discard
  }

  /// How a child ended and what it wrote.
  public struct Ending: Sendable {
    /// The exit status, when it exited.
    public var status: Int32?
    /// The signal that ended it, when one did.
    public var signal: Int32?
    /// True when the deadline passed and the child was killed.
    public var timedOut: Bool
    public var standardOutput: [UInt8]
    public var standardError: [UInt8]

    public var output: String { String(decoding: standardOutput, as: UTF8.self) }
    public var errors: String { String(decoding: standardError, as: UTF8.self) }
  }

  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// The child's process id.
  public let pid: pid_t
  private var input: Int32
  private var output: Int32
  private var errors: Int32
  private var ending: Ending?

  /// Starts `executable` (a path) with `arguments`; `environment` replaces the test process's
  /// when given.
  public init(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil, directory: String? = nil,
    output destination: Destination = .capture
  ) throws {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    var noSignals = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let stdin = try Self.makePipe()
    var ours = [stdin.write]
    var theirs = [stdin.read]
    posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
    var capture: [(read: Int32, write: Int32)] = []
    for fd: Int32 in [1, 2] {
      switch destination {
      case .capture:
        let pipe = try Self.makePipe()
        capture.append(pipe)
        ours.append(pipe.read)
        theirs.append(pipe.write)
        posix_spawn_file_actions_adddup2(&actions, pipe.write, fd)
      case .discard:
        posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
      }
    }
    // A folder of its own through the shell (`posix_spawn_file_actions_addchdir_np` is not
    // visible to Swift everywhere); `exec` keeps the pid the program's.
    let command =
      directory.map { ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", $0, executable] } ?? [executable]
    let argv = (command + arguments).map { strdup($0) } + [nil]
    let environment = environment ?? StandardStreams.environment
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid = pid_t()
    let result = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    for fd in theirs { close(fd) }
    guard result == 0 else {
      for fd in ours { close(fd) }
      throw Failure(description: "cannot start \(executable): \(String(cString: strerror(result)))")
    }
    self.pid = pid
    self.input = stdin.write
    self.output = capture.first?.read ?? -1
    self.errors = capture.last?.read ?? -1
    for fd in ours { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
  }

  deinit {
    if ending == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
    for fd in [input, output, errors] where fd >= 0 { close(fd) }
  }

  /// Sends `signal` to the child (nothing once it has been waited for).
  public func send(_ signal: Int32) {
    if ending == nil { kill(pid, signal) }
  }

  /// Writes `input` to the child's standard input and closes it, reads its output, and waits
  /// until it ends or `timeout` seconds pass (then it is killed). Output a grandchild keeps
  /// writing after the child ended (a daemon that inherited the pipe) is not waited for.
  @discardableResult
  public func wait(input bytes: [UInt8] = [], timeout: Double = 60) -> Ending {
    if let ending { return ending }
    var pending = bytes[...]
    if pending.isEmpty { closeInput() }
    var out: [UInt8] = []
    var err: [UInt8] = []
    let deadline = Self.now() + timeout
    var timedOut = false
    var status: Int32 = 0
    while true {
      var fds: [pollfd] = []
      if input >= 0 { fds.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
      for fd in [output, errors] where fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
      if !fds.isEmpty { _ = poll(&fds, nfds_t(fds.count), 10) } else { usleep(10_000) }
      if input >= 0, !pending.isEmpty {
        let written = pending.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
        if written > 0 { pending = pending.dropFirst(written) }
        if pending.isEmpty || (written < 0 && errno != EAGAIN) { closeInput() }
      }
      Self.drain(output, into: &out)
      Self.drain(errors, into: &err)
      if waitpid(pid, &status, WNOHANG) == pid { break }
      if Self.now() > deadline {
        timedOut = true
        kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        break
      }
    }
    // Whatever the child wrote before it ended is in the pipes now.
    Self.drain(output, into: &out)
    Self.drain(errors, into: &err)
    closeInput()
    let signalled = status & 0x7f
    let ending = Ending(
      status: signalled == 0 ? (status >> 8) & 0xff : nil, signal: signalled == 0 ? nil : signalled,
      timedOut: timedOut, standardOutput: out, standardError: err)
    self.ending = ending
    return ending
  }

  /// Runs `executable` to its end (see `wait`).
  public static func run(
    _ executable: String, _ arguments: [String], input: [UInt8] = [], environment: [String: String]? = nil,
    directory: String? = nil, output: Destination = .capture, timeout: Double = 60
  ) throws -> Ending {
    try ChildProcess(executable, arguments, environment: environment, directory: directory, output: output)
      .wait(input: input, timeout: timeout)
  }

  private func closeInput() {
    if input >= 0 { close(input) }
    input = -1
  }

  private static func drain(_ fd: Int32, into bytes: inout [UInt8]) {
    guard fd >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      bytes += buffer[0..<count]
    }
  }

  private static func makePipe() throws -> (read: Int32, write: Int32) {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { throw Failure(description: "cannot make a pipe") }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (fds[0], fds[1])
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

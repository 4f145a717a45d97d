/// The system calls saving and reading a file make, as a protocol so that tests can fail (or
/// "kill" the process at) any one of them: `POSIXFileSystem` is the real one. Errors are `errno`
/// values. Paths are as given (no resolution here).
public protocol FileSystemCalls: AnyObject {
  /// What is at `path`; with `followingLinks` false a symbolic link itself (`lstat`).
  func status(_ path: String, followingLinks: Bool) -> Result<FileStatus, Errno>
  /// The target text of symbolic link `path`.
  func readLink(_ path: String) -> Result<String, Errno>
  /// Opens an existing regular file for reading (never a FIFO or device: callers check first).
  func openForReading(_ path: String) -> Result<Int32, Errno>
  /// Opens an existing file for writing in place, without truncating it.
  func openForWriting(_ path: String) -> Result<Int32, Errno>
  /// Creates a new file from a `mkstemp` template (ending in `XXXXXX`), mode 0600.
  func createTemporary(template: String) -> Result<(descriptor: Int32, path: String), Errno>
  /// Reads up to `count` bytes at the descriptor's offset (0 at the end).
  func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno>
  /// Writes some of `bytes` at `offset` (`pwrite`); how many were written.
  func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Result<Int, Errno>
  /// `fsync`.
  func flush(_ descriptor: Int32) -> Errno?
  /// `ftruncate`.
  func truncate(_ descriptor: Int32, to size: Int) -> Errno?
  /// `fchmod`.
  func setMode(_ descriptor: Int32, _ mode: UInt32) -> Errno?
  /// `fchown`.
  func setOwner(_ descriptor: Int32, user: UInt32, group: UInt32) -> Errno?
  /// `close`.
  func close(_ descriptor: Int32) -> Errno?
  /// `rename`.
  func rename(_ from: String, to: String) -> Errno?
  /// `unlink`.
  func remove(_ path: String) -> Errno?
  /// `fsync` of a folder, so a rename in it is on disk (errors ignored: not every file system can).
  func flushFolder(_ path: String)
  /// The names in a folder (empty when it cannot be listed).
  func names(in folder: String) -> [String]
  /// True when a process with this id is running.
  func processExists(_ id: Int32) -> Bool
  /// True when this process may write the file at `path` (`access(W_OK)`).
  func isWritable(_ path: String) -> Bool
  /// This process's id, effective user and group.
  var processID: Int32 { get }
  var userID: UInt32 { get }
  var groupID: UInt32 { get }
  /// The mode a new file gets: 0666 without the process's umask bits.
  var newFileMode: UInt32 { get }
}

/// An `errno` value with its text.
public struct Errno: Error, Hashable, Sendable {
  public var code: Int32
  public init(_ code: Int32) { self.code = code }
}

/// What `stat` says about a path.
public struct FileStatus: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case regular, folder, link, fifo, device, socket, other
  }
  public var kind: Kind
  /// Permission bits (`st_mode & 07777`).
  public var mode: UInt32
  public var user: UInt32
  public var group: UInt32
  /// Hard links to it.
  public var links: Int
  public var size: Int
  public var inode: UInt64
  /// Modification time, nanoseconds since 1970.
  public var modified: Int64

  public init(
    kind: Kind, mode: UInt32, user: UInt32, group: UInt32, links: Int, size: Int, inode: UInt64, modified: Int64
  ) {
    self.kind = kind
    self.mode = mode
    self.user = user
    self.group = group
    self.links = links
    self.size = size
    self.inode = inode
    self.modified = modified
  }

  /// How a person calls this kind of file.
  public var kindName: String {
    switch kind {
    case .regular: "a file"
    case .folder: "a folder"
    case .link: "a symbolic link"
    case .fifo: "a named pipe (FIFO)"
    case .device: "a device"
    case .socket: "a socket"
    case .other: "not a regular file"
    }
  }
}

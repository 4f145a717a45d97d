/// What the explorer needs from the file system, as a protocol so that the app stays free of
/// I/O and tests can pass `MemoryFileStore`: read a scene file and write one atomically.
/// `Platform.SystemFileStore` implements it with POSIX calls; watching for changes is the run
/// loop's `EventSource`'s.
public protocol FileStore: AnyObject {
  /// The file's bytes and stamp.
  func read(_ path: String) -> Result<FileContents, FileError>

  /// The file's stamp now; nil when there is no such file.
  func stamp(of path: String) -> FileStamp?

  /// Writes `bytes` to `path` without ever leaving a partial file, keeping the file what it was (a
  /// symbolic link's target is written; hard links, owner and mode are kept): a temporary file in
  /// the same folder, flushed, then renamed over the old one or copied into it. With `expected`
  /// set, refuses (`.changed`) when the file on disk no longer has that stamp; with `expected`
  /// nil, refuses (`.exists`) when a file is already there. Refuses read-only files and anything
  /// that is not a regular file.
  func write(_ bytes: [UInt8], to path: String, replacing expected: FileStamp?) -> Result<FileStamp, FileError>
}

/// A file's bytes and its stamp when they were read.
public struct FileContents: Hashable, Sendable {
  public var bytes: [UInt8]
  public var stamp: FileStamp

  public init(bytes: [UInt8], stamp: FileStamp) {
    self.bytes = bytes
    self.stamp = stamp
  }
}

/// What identifies one version of a file: its size, modification time, inode and a hash of its
/// bytes (so a rewrite within the clock's resolution is still seen).
public struct FileStamp: Hashable, Sendable {
  public var size: Int
  /// Modification time, nanoseconds since 1970.
  public var modified: Int64
  public var inode: UInt64
  /// FNV-1a of the bytes.
  public var hash: UInt64

  public init(size: Int, modified: Int64, inode: UInt64, hash: UInt64) {
    self.size = size
    self.modified = modified
    self.inode = inode
    self.hash = hash
  }

  /// FNV-1a, 64 bits.
  public static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01B3
    }
    return hash
  }
}

/// Why a file could not be read or written, in words a person can act on.
public enum FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file at the path.
  case missing(String)
  /// The file changed on disk since it was read.
  case changed(String)
  /// A file is already at the path (writing elsewhere than where the scene came from).
  case exists(String)
  /// The system refused, with its reason (`Permission denied`, `No space left on device`).
  case system(String, operation: String, reason: String)
  /// Not a regular file (a FIFO, a device, a folder): never opened, read or written.
  case notRegular(String, kind: String)
  /// A read-only file: not overwritten.
  case readOnly(String)
  /// Larger than TimingLab reads (`limit` bytes).
  case tooLarge(String, limit: Int)

  public var description: String {
    switch self {
    case .missing(let path): "\(path) does not exist"
    case .changed(let path): "\(path) changed on disk since it was read; not overwritten"
    case .exists(let path): "\(path) already exists; not overwritten"
    case .system(let path, let operation, let reason): "cannot \(operation) \(path): \(reason)"
    case .notRegular(let path, let kind): "\(path) is \(kind), not a regular file"
    case .readOnly(let path): "\(path) is read-only; not overwritten (make it writable, or write elsewhere)"
    case .tooLarge(let path, let limit):
      "\(path) is larger than \(limit / (1 << 20)) MiB, the most TimingLab reads"
    }
  }
}

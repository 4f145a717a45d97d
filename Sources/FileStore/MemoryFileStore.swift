/// Files in memory, for tests: the same rules as the real store (stamps change with every
/// write, `replacing` is checked), plus a way to fail the next write and to change a file "on
/// disk" behind the explorer's back (`onChange` is told, as a watcher would be).
public final class MemoryFileStore: FileStore {
  public private(set) var files: [String: [UInt8]] = [:]
  private var stamps: [String: FileStamp] = [:]
  private var clock: Int64 = 0
  /// Told the path of every file changed with `changeOnDisk`.
  public var onChange: ((String) -> Void)?
  /// When set, the next write fails with this error and leaves the file as it was.
  public var failNextWrite: FileError?

  public init(files: [String: String] = [:]) {
    for (path, text) in files { put(Array(text.utf8), at: path) }
  }

  private func put(_ bytes: [UInt8], at path: String) {
    clock += 1
    files[path] = bytes
    stamps[path] = FileStamp(size: bytes.count, modified: clock, inode: UInt64(clock), hash: FileStamp.hash(bytes))
  }

  /// Changes (or, with nil, deletes) a file as another program would.
  public func changeOnDisk(_ path: String, to text: String?) {
    if let text {
      put(Array(text.utf8), at: path)
    } else {
      files[path] = nil
      stamps[path] = nil
    }
    onChange?(path)
  }

  public func read(_ path: String) -> Result<FileContents, FileError> {
    guard let bytes = files[path], let stamp = stamps[path] else { return .failure(.missing(path)) }
    return .success(FileContents(bytes: bytes, stamp: stamp))
  }

  public func stamp(of path: String) -> FileStamp? { stamps[path] }

  public func write(_ bytes: [UInt8], to path: String, replacing expected: FileStamp?) -> Result<FileStamp, FileError> {
    if let failure = failNextWrite {
      failNextWrite = nil
      return .failure(failure)
    }
    let current = stamps[path]
    if let expected, current != expected { return .failure(.changed(path)) }
    if expected == nil, current != nil { return .failure(.exists(path)) }
    put(bytes, at: path)
    return .success(stamps[path]!)
  }
}

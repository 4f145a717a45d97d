import FileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real files: POSIX reads and atomic writes (temporary file in the same folder, `fsync`,
/// `rename`, `fsync` of the folder). Watching is `FileWatcher`'s.
public final class SystemFileStore: FileStore {
  /// Writes bytes to a descriptor (`write(2)`); replaceable so tests can fail a write part-way
  /// as a full disk would.
  public var writeBytes: (Int32, UnsafeRawPointer, Int) -> Int = { fd, pointer, count in
    posixWrite(fd, pointer, count)
  }

  public init() {}

  // MARK: Reading

  public func read(_ path: String) -> Result<FileContents, FileError> {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return .failure(Self.error(path, "read", errno)) }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0 else { return .failure(Self.error(path, "read", errno)) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Self.error(path, "read", errno))
      }
      if count == 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return .success(FileContents(bytes: bytes, stamp: Self.stamp(status, bytes: bytes)))
  }

  public func stamp(of path: String) -> FileStamp? {
    guard case .success(let contents) = read(path) else { return nil }
    return contents.stamp
  }

  static func stamp(_ status: stat, bytes: [UInt8]) -> FileStamp {
    #if canImport(Darwin)
      let modified = status.st_mtimespec
    #else
      let modified = status.st_mtim
    #endif
    return FileStamp(
      size: bytes.count, modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      inode: UInt64(status.st_ino), hash: FileStamp.hash(bytes))
  }

  // MARK: Writing

  public func write(_ bytes: [UInt8], to path: String, replacing expected: FileStamp?) -> Result<FileStamp, FileError> {
    let current = stamp(of: path)
    if let expected, current != expected { return .failure(.changed(path)) }
    if expected == nil, current != nil { return .failure(.exists(path)) }
    let folder = Self.folder(of: path)
    var template = Array((folder + "/." + Self.name(of: path) + ".timinglab-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return .failure(Self.error(path, "write a temporary file beside", errno)) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var closed = false
    func fail(_ operation: String, _ code: Int32) -> Result<FileStamp, FileError> {
      if !closed { close(fd) }
      unlink(temporary)
      return .failure(Self.error(path, operation, code))
    }
    // Keep the old file's permissions (mkstemp makes 0600).
    var status = stat()
    let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
    fchmod(fd, mode)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { writeBytes(fd, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 {
        if errno == EINTR { continue }
        return fail("write", errno)
      }
      if written == 0 { return fail("write", ENOSPC) }
      offset += written
    }
    guard fsync(fd) == 0 else { return fail("flush", errno) }
    closed = true
    guard close(fd) == 0 else { return fail("close", errno) }
    // The last moment to notice that someone else wrote the file meanwhile.
    if let expected, stamp(of: path) != expected {
      unlink(temporary)
      return .failure(.changed(path))
    }
    guard rename(temporary, path) == 0 else { return fail("replace", errno) }
    let folderFD = open(folder, O_RDONLY | O_CLOEXEC)
    if folderFD >= 0 {
      fsync(folderFD)
      close(folderFD)
    }
    guard let written = stamp(of: path) else { return .failure(.missing(path)) }
    return .success(written)
  }

  // MARK: Paths

  /// What is at a path: a regular file, a folder, or something else (a device, a pipe).
  public enum Kind: Hashable, Sendable {
    case regular, folder, other
  }

  /// What is at `path` (symbolic links followed); nil when nothing is.
  public static func kind(of path: String) -> Kind? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  static func error(_ path: String, _ operation: String, _ code: Int32) -> FileError {
    if code == ENOENT && operation == "read" { return .missing(path) }
    return .system(path, operation: operation, reason: String(cString: strerror(code)))
  }
}

/// `read(2)` and `write(2)`, named apart from the store's own `read` and `write`.
private func posixRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, pointer, count)
}

private func posixWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, pointer, count)
}

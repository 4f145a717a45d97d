import FileStore

/// The real files: bounded reads of regular files only, and saves through `SafeFileWriter`
/// (links, owner and mode kept; never a partial file). Watching is `FileWatcher`'s. The system
/// calls are `calls`, replaceable so that tests can fail any one of them.
public final class SystemFileStore: FileStore {
  /// The most TimingLab reads from one file or from standard input: 32 MiB (a scene of 100,000
  /// animations is about 10 MiB of JSON).
  public static let readLimit = 32 << 20

  public let calls: FileSystemCalls
  /// `SafeFileWriter.beforeReplacing` for every save of this store.
  public var beforeReplacing: (() -> Void)?

  public init(calls: FileSystemCalls = POSIXFileSystem()) { self.calls = calls }

  // MARK: Reading

  public func read(_ path: String) -> Result<FileContents, FileError> {
    switch Self.readAll(path, calls: calls, limit: Self.readLimit) {
    case .success(let bytes):
      guard case .success(let status) = calls.status(path, followingLinks: true) else {
        return .failure(.missing(path))
      }
      return .success(FileContents(bytes: bytes, stamp: Self.stamp(status, bytes: bytes)))
    case .failure(let error): return .failure(error)
    }
  }

  public func stamp(of path: String) -> FileStamp? {
    guard case .success(let contents) = read(path) else { return nil }
    return contents.stamp
  }

  static func stamp(_ status: FileStatus, bytes: [UInt8]) -> FileStamp {
    FileStamp(size: bytes.count, modified: status.modified, inode: status.inode, hash: FileStamp.hash(bytes))
  }

  /// The bytes of the regular file at `path` (links followed), at most `limit` of them: anything
  /// else (a FIFO, `/dev/zero`, a folder) is refused without being opened, and a larger file
  /// with `.tooLarge`.
  static func readAll(_ path: String, calls: FileSystemCalls, limit: Int) -> Result<[UInt8], FileError> {
    switch calls.status(path, followingLinks: true) {
    case .failure(let error): return .failure(SafeFileWriter.error(path, "read", error))
    case .success(let status):
      guard status.kind == .regular else { return .failure(.notRegular(path, kind: status.kindName)) }
      guard status.size <= limit else { return .failure(.tooLarge(path, limit: limit)) }
    }
    let descriptor: Int32
    switch calls.openForReading(path) {
    case .success(let opened): descriptor = opened
    case .failure(let error): return .failure(SafeFileWriter.error(path, "read", error))
    }
    defer { _ = calls.close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let result = buffer.withUnsafeMutableBytes { calls.read(descriptor, into: $0) }
      switch result {
      case .failure(let error): return .failure(SafeFileWriter.error(path, "read", error))
      case .success(0): return .success(bytes)
      case .success(let count):
        // A file that grows while it is read is still bounded.
        guard bytes.count + count <= limit else { return .failure(.tooLarge(path, limit: limit)) }
        bytes.append(contentsOf: buffer[0..<count])
      }
    }
  }

  // MARK: Writing

  public func write(_ bytes: [UInt8], to path: String, replacing expected: FileStamp?) -> Result<FileStamp, FileError> {
    writer.write(bytes, to: path, existing: expected.map { .expect($0) } ?? .refuse)
  }

  /// Writes `bytes` as the file at `path`, replacing whatever regular file is there (`-o`).
  public func replace(_ bytes: [UInt8], at path: String) -> Result<FileStamp, FileError> {
    writer.write(bytes, to: path, existing: .replace)
  }

  /// The same from content made piece by piece (`SafeFileWriter.write(to:existing:produce:)`).
  public func replace(at path: String, produce: (_ emit: ([UInt8]) -> Bool) -> Bool) -> Result<FileStamp, FileError> {
    writer.write(to: path, existing: .replace, produce: produce)
  }

  private var writer: SafeFileWriter {
    SafeFileWriter(calls: calls, stamp: { [unowned self] in stamp(of: $0) }, beforeReplacing: beforeReplacing)
  }

  // MARK: Paths

  /// What is at a path: a regular file, a folder, or something else (a device, a pipe).
  public enum Kind: Hashable, Sendable {
    case regular, folder, other
  }

  /// What is at `path` (symbolic links followed); nil when nothing is.
  public static func kind(of path: String) -> Kind? {
    guard case .success(let status) = POSIXFileSystem().status(path, followingLinks: true) else { return nil }
    switch status.kind {
    case .regular: return .regular
    case .folder: return .folder
    default: return .other
    }
  }

  /// The code files a path names: the file itself, or a folder's files with `extensions` and its subfolders' (not through symbolic links, at most `depth` levels down and
  /// `limit` entries looked at: pointing it at `/` ends quickly), sorted; hidden entries skipped.
  public static func codeFiles(at path: String, extensions: [String], depth: Int = 6, limit: Int = 5_000) -> [String] {
    guard kind(of: path) == .folder else { return [path] }
    var budget = limit
    return codeFiles(in: path, extensions: extensions, depth: depth, budget: &budget)
  }

  private static func codeFiles(in path: String, extensions: [String], depth: Int, budget: inout Int) -> [String] {
    var out: [String] = []
    for name in POSIXFileSystem().names(in: path).sorted() where !name.hasPrefix(".") {
      budget -= 1
      guard budget > 0 else { break }
      let child = path.hasSuffix("/") ? path + name : path + "/" + name
      guard case .success(let status) = POSIXFileSystem().status(child, followingLinks: false) else { continue }
      switch status.kind {
      case .folder where depth > 0:
        out += codeFiles(in: child, extensions: extensions, depth: depth - 1, budget: &budget)
      case .regular where extensions.contains(where: name.hasSuffix): out.append(child)
      default: break
      }
    }
    return out
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
}

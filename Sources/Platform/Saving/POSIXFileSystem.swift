#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real system calls (POSIX), retrying `EINTR`.
public final class POSIXFileSystem: FileSystemCalls {
  public init() {}

  public func status(_ path: String, followingLinks: Bool) -> Result<FileStatus, Errno> {
    var raw = stat()
    let result = followingLinks ? stat(path, &raw) : lstat(path, &raw)
    guard result == 0 else { return .failure(Errno(errno)) }
    let kind: FileStatus.Kind
    switch raw.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .folder
    case S_IFLNK: kind = .link
    case S_IFIFO: kind = .fifo
    case S_IFCHR, S_IFBLK: kind = .device
    case S_IFSOCK: kind = .socket
    default: kind = .other
    }
    #if canImport(Darwin)
      let modified = raw.st_mtimespec
    #else
      let modified = raw.st_mtim
    #endif
    return .success(
      FileStatus(
        kind: kind, mode: UInt32(raw.st_mode) & 0o7777, user: UInt32(raw.st_uid), group: UInt32(raw.st_gid),
        links: Int(raw.st_nlink), size: Int(raw.st_size), inode: UInt64(raw.st_ino),
        modified: Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec)))
  }

  public func readLink(_ path: String) -> Result<String, Errno> {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, 4096)
    guard count >= 0 else { return .failure(Errno(errno)) }
    return .success(String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
  }

  public func openForReading(_ path: String) -> Result<Int32, Errno> {
    retrying { open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY) }
  }

  public func openForWriting(_ path: String) -> Result<Int32, Errno> {
    retrying { open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY) }
  }

  public func createTemporary(template: String) -> Result<(descriptor: Int32, path: String), Errno> {
    var characters = Array(template.utf8CString)
    let fd = characters.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return .failure(Errno(errno)) }
    let path = String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return .success((fd, path))
  }

  public func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno> {
    retrying { posixRead(descriptor, buffer.baseAddress, buffer.count) }
  }

  public func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Result<Int, Errno> {
    retrying { pwrite(descriptor, bytes.baseAddress, bytes.count, off_t(offset)) }
  }

  public func flush(_ descriptor: Int32) -> Errno? { fsync(descriptor) == 0 ? nil : Errno(errno) }
  public func truncate(_ descriptor: Int32, to size: Int) -> Errno? {
    ftruncate(descriptor, off_t(size)) == 0 ? nil : Errno(errno)
  }
  public func setMode(_ descriptor: Int32, _ mode: UInt32) -> Errno? {
    fchmod(descriptor, mode_t(mode)) == 0 ? nil : Errno(errno)
  }
  public func setOwner(_ descriptor: Int32, user: UInt32, group: UInt32) -> Errno? {
    fchown(descriptor, uid_t(user), gid_t(group)) == 0 ? nil : Errno(errno)
  }
  public func close(_ descriptor: Int32) -> Errno? { posixClose(descriptor) == 0 ? nil : Errno(errno) }
  public func rename(_ from: String, to: String) -> Errno? { posixRename(from, to) == 0 ? nil : Errno(errno) }
  public func remove(_ path: String) -> Errno? { unlink(path) == 0 ? nil : Errno(errno) }

  public func flushFolder(_ path: String) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    _ = posixClose(fd)
  }

  public func names(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: &entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  public func processExists(_ id: Int32) -> Bool { kill(id, 0) == 0 || errno == EPERM }
  public func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }
  public var processID: Int32 { getpid() }
  public var userID: UInt32 { UInt32(geteuid()) }
  public var groupID: UInt32 { UInt32(getegid()) }
  public var newFileMode: UInt32 {
    // umask can only be read by setting it; put it straight back.
    let mask = umask(0o022)
    umask(mask)
    return 0o666 & ~UInt32(mask)
  }

  private func retrying<T: BinaryInteger>(_ call: () -> T) -> Result<T, Errno> {
    while true {
      let result = call()
      if result >= 0 { return .success(result) }
      if errno != EINTR { return .failure(Errno(errno)) }
    }
  }
}

/// `read(2)`, `close(2)` and `rename(2)`, named apart from the class's own methods.
private func posixRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, pointer, count)
}

private func posixClose(_ descriptor: Int32) -> Int32 { close(descriptor) }

private func posixRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }

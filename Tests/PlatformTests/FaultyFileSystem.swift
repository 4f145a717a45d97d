import Platform

/// The real system calls, counting the ones that change something ("steps": create, write,
/// flush, truncate, chmod, chown, close, rename, unlink, open for writing). At step `failAt` it
/// either fails with `code` (the process goes on, as with a full disk) or, with `dies`, the
/// process is "killed" there: that call and every later one does nothing, as after `kill -9`.
/// `userID` can be overridden to play another user.
final class FaultyFileSystem: FileSystemCalls {
  let real = POSIXFileSystem()
  var failAt: Int?
  var code: Int32 = 5  // EIO
  var dies = false
  var dead = false
  private(set) var steps = 0
  var playedUser: UInt32?

  init(failAt: Int? = nil, dies: Bool = false) {
    self.failAt = failAt
    self.dies = dies
  }

  /// Nil to go on with the real call; an error to return instead.
  private(set) var log: [String] = []
  private func step(_ name: String = #function) -> Errno? {
    if dead { return Errno(code) }
    steps += 1
    log.append(name)
    guard steps == failAt else { return nil }
    if dies { dead = true }
    return Errno(code)
  }

  private func alive() -> Errno? { dead ? Errno(code) : nil }

  func status(_ path: String, followingLinks: Bool) -> Result<FileStatus, Errno> {
    if let error = alive() { return .failure(error) }
    return real.status(path, followingLinks: followingLinks)
  }
  func readLink(_ path: String) -> Result<String, Errno> {
    if let error = alive() { return .failure(error) }
    return real.readLink(path)
  }
  /// Descriptors opened for reading: closing them is not a step of a save.
  private var reading: Set<Int32> = []
  func openForReading(_ path: String) -> Result<Int32, Errno> {
    if let error = alive() { return .failure(error) }
    let result = real.openForReading(path)
    if case .success(let descriptor) = result { reading.insert(descriptor) }
    return result
  }
  func openForWriting(_ path: String) -> Result<Int32, Errno> {
    if let error = step() { return .failure(error) }
    return real.openForWriting(path)
  }
  func createTemporary(template: String) -> Result<(descriptor: Int32, path: String), Errno> {
    if let error = step() { return .failure(error) }
    return real.createTemporary(template: template)
  }
  func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno> {
    if let error = alive() { return .failure(error) }
    return real.read(descriptor, into: buffer)
  }
  func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Result<Int, Errno> {
    if let error = step() { return .failure(error) }
    return real.write(descriptor, bytes, at: offset)
  }
  func flush(_ descriptor: Int32) -> Errno? { step() ?? real.flush(descriptor) }
  func truncate(_ descriptor: Int32, to size: Int) -> Errno? { step() ?? real.truncate(descriptor, to: size) }
  func setMode(_ descriptor: Int32, _ mode: UInt32) -> Errno? { step() ?? real.setMode(descriptor, mode) }
  func setOwner(_ descriptor: Int32, user: UInt32, group: UInt32) -> Errno? {
    step() ?? real.setOwner(descriptor, user: user, group: group)
  }
  func close(_ descriptor: Int32) -> Errno? {
    // A killed process's descriptors are closed by the kernel: close them for real, once.
    if dead || reading.remove(descriptor) != nil { return real.close(descriptor) }
    return step() ?? real.close(descriptor)
  }
  func rename(_ from: String, to: String) -> Errno? { step() ?? real.rename(from, to: to) }
  func remove(_ path: String) -> Errno? { step() ?? real.remove(path) }
  func flushFolder(_ path: String) { if !dead { real.flushFolder(path) } }
  func names(in folder: String) -> [String] { dead ? [] : real.names(in: folder) }
  func processExists(_ id: Int32) -> Bool { real.processExists(id) }
  func isWritable(_ path: String) -> Bool { real.isWritable(path) }
  var processID: Int32 { real.processID }
  var userID: UInt32 { playedUser ?? real.userID }
  var groupID: UInt32 { real.groupID }
  var newFileMode: UInt32 { real.newFileMode }
}

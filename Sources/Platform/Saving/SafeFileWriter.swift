import CTerminalGuard
import FileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Saving so that the file stays the file it was: every writer (the explorer's `w`, every `-o`)
/// goes through here.
///
/// - A symbolic link is followed (up to 40 links) and its target written.
/// - Only a regular file is written; a FIFO, device, socket or folder is refused without being
///   opened. A read-only file is refused.
/// - The new content is written to a temporary file in the target's folder
///   (`.NAME.timinglab-PID-XXXXXX`) and flushed. Then, normally, the temporary file gets the old
///   file's mode (a new file: 0666 less the umask) and, as root, its owner, and is renamed over
///   it: the file is old or new at every instant, never torn. A file with several hard links, or
///   one whose owner a rename would change (another user's file in a folder we can write), is
///   written in place from the complete, flushed content instead, as editors do (the old bytes
///   are put back if that fails); a folder we cannot create files in, likewise.
/// - The temporary file is removed on every error and, through `tg_begin_temporary`, by any
///   signal that ends the process; one left by a `kill -9` is removed by the next save of that
///   file (its process is gone).
public struct SafeFileWriter {
  /// What to do with a file that is already there.
  public enum Existing: Hashable, Sendable {
    /// Refuse (`.exists`).
    case refuse
    /// Replace it only if it still has this stamp (`.changed` otherwise). When nothing is there
    /// any more (the file was deleted), write it again: nothing can be lost.
    case expect(FileStamp)
    /// Replace whatever regular file is there (`-o`).
    case replace
  }

  let calls: FileSystemCalls
  /// Reads a file's stamp (content hash included).
  let stamp: (String) -> FileStamp?
  /// Runs while the complete temporary file exists, just before it replaces the target: a pause
  /// here lets the signal tests land a signal mid-save (`TIMINGLAB_SAVE_PAUSE_MS`, CLI only).
  var beforeReplacing: (() -> Void)?

  public init(calls: FileSystemCalls, stamp: @escaping (String) -> FileStamp?, beforeReplacing: (() -> Void)? = nil) {
    self.calls = calls
    self.stamp = stamp
    self.beforeReplacing = beforeReplacing
  }

  /// Writes `bytes` as the file at `path` (see the type's rules); the new stamp.
  public func write(_ bytes: [UInt8], to path: String, existing rule: Existing) -> Result<FileStamp, FileError> {
    write(to: path, existing: rule) { emit in emit(bytes) }
  }

  /// Writes the file at `path` from content made piece by piece: `produce` hands each piece to
  /// `emit` in order (false back: the disk refused, stop) and returns true when it is complete
  /// (false: give up, the file stays as it was). Memory stays what one piece needs, however long
  /// the content (`record` writes frames as they are drawn).
  public func write(
    to path: String, existing rule: Existing, produce: (_ emit: ([UInt8]) -> Bool) -> Bool
  ) -> Result<FileStamp, FileError> {
    let target: String
    switch resolve(path) {
    case .success(let resolved): target = resolved
    case .failure(let error): return .failure(error)
    }
    let folder = SystemFileStore.folder(of: target)
    let name = SystemFileStore.name(of: target)
    removeStaleTemporaries(of: name, in: folder)

    var existing: FileStatus?
    switch calls.status(target, followingLinks: false) {
    case .success(let status): existing = status
    case .failure(let error) where error.code == ENOENT: existing = nil
    case .failure(let error): return .failure(Self.error(path, "write", error))
    }
    if let existing {
      guard existing.kind == .regular else { return .failure(.notRegular(path, kind: existing.kindName)) }
      switch rule {
      case .refuse: return .failure(.exists(path))
      case .expect(let expected): if stamp(target) != expected { return .failure(.changed(path)) }
      case .replace: break
      }
      guard existing.mode & 0o222 != 0, calls.isWritable(target) else { return .failure(.readOnly(path)) }
    }

    let isRoot = calls.userID == 0
    // Hard links would be split by a rename, and another user's file would become ours.
    var inPlace = existing.map { $0.links > 1 || ($0.user != calls.userID && !isRoot) } ?? false

    // The complete new content, flushed, beside the target.
    let template = folder + "/." + name + ".timinglab-\(calls.processID)-XXXXXX"
    let temporary: (descriptor: Int32, path: String)
    tg_hold_signals()
    let created = calls.createTemporary(template: template)
    if case .success(let made) = created { tg_begin_temporary(made.path) }
    tg_release_signals()
    switch created {
    case .success(let made): temporary = made
    case .failure(let error):
      // A folder we cannot add files to, holding a file we may write: in place, from memory.
      if let existing, error.code == EACCES || error.code == EROFS || error.code == EPERM {
        var content: [UInt8] = []
        guard
          produce({
            content += $0; return true
          })
        else { return .failure(Self.cancelled(path)) }
        return writeInPlace(.bytes(content), to: target, path: path, status: existing)
      }
      return .failure(Self.error(path, "write a temporary file beside", error))
    }
    defer { tg_end_temporary() }
    var open = true
    func abandon(_ operation: String, _ error: Errno) -> Result<FileStamp, FileError> {
      if open { _ = calls.close(temporary.descriptor) }
      discard(temporary.path)
      return .failure(Self.error(path, operation, error))
    }
    var written = 0
    var failure: Errno?
    let complete = produce { piece in
      if let error = writeAll(piece, to: temporary.descriptor, at: written) {
        failure = error
        return false
      }
      written += piece.count
      return true
    }
    if let failure { return abandon("write", failure) }
    guard complete else {
      _ = abandon("write", Errno(ECANCELED))
      return .failure(Self.cancelled(path))
    }
    if let error = calls.flush(temporary.descriptor) { return abandon("flush", error) }
    if !inPlace {
      if let error = calls.setMode(temporary.descriptor, existing?.mode ?? calls.newFileMode) {
        return abandon("set the mode of", error)
      }
      // Keep the owner and group (root may give any; a user only a group they belong to: if that
      // is refused, the file is written in place instead).
      if let existing, existing.user != calls.userID || existing.group != calls.groupID,
        let error = calls.setOwner(temporary.descriptor, user: existing.user, group: existing.group)
      {
        if isRoot { return abandon("keep the owner of", error) }
        inPlace = true
      }
    }
    // Flushed: a failing close cannot lose the content any more.
    open = false
    _ = calls.close(temporary.descriptor)
    beforeReplacing?()
    if inPlace, let existing {
      defer { discard(temporary.path) }
      return writeInPlace(.file(temporary.path, size: written), to: target, path: path, status: existing)
    }
    // The last moment to notice that someone else wrote the file meanwhile (or made it again).
    if case .expect(let expected) = rule, existing == nil ? stamp(target) != nil : stamp(target) != expected {
      discard(temporary.path)
      return .failure(.changed(path))
    }
    if let error = calls.rename(temporary.path, to: target) { return abandon("replace", error) }
    calls.flushFolder(folder)
    guard let result = stamp(target) else { return .failure(.missing(path)) }
    return .success(result)
  }

  /// Where in-place content comes from: the complete temporary file, or memory.
  private enum Source {
    case file(String, size: Int)
    case bytes([UInt8])
  }

  /// Rewrites the file's own bytes (keeping its inode, links, owner and mode) once the new content
  /// is complete; on failure puts the old bytes back (when the old file is within the read limit).
  private func writeInPlace(
    _ source: Source, to target: String, path: String, status: FileStatus
  ) -> Result<FileStamp, FileError> {
    let old = try? SystemFileStore.readAll(target, calls: calls, limit: SystemFileStore.readLimit).get()
    let descriptor: Int32
    switch calls.openForWriting(target) {
    case .success(let opened): descriptor = opened
    case .failure(let error): return .failure(Self.error(path, "write", error))
    }
    var failure: (String, Errno)?
    let size: Int
    switch source {
    case .bytes(let bytes):
      size = bytes.count
      if let error = writeAll(bytes, to: descriptor, at: 0) { failure = ("write", error) }
    case .file(let temporary, let length):
      size = length
      if let error = copy(temporary, to: descriptor) { failure = ("write", error) }
    }
    if failure == nil, let error = calls.truncate(descriptor, to: size) { failure = ("write", error) }
    if failure == nil, let error = calls.flush(descriptor) { failure = ("flush", error) }
    if let failure {
      // Put the old content back (best effort: the disk refused the new one).
      if let old {
        _ = writeAll(old, to: descriptor, at: 0)
        _ = calls.truncate(descriptor, to: old.count)
        _ = calls.flush(descriptor)
      }
      _ = calls.close(descriptor)
      return .failure(Self.error(path, failure.0, failure.1))
    }
    _ = calls.close(descriptor)  // flushed already
    guard let written = stamp(target) else { return .failure(.missing(path)) }
    return .success(written)
  }

  /// The bytes of file `source` written into `descriptor` from offset 0, a piece at a time.
  private func copy(_ source: String, to descriptor: Int32) -> Errno? {
    let input: Int32
    switch calls.openForReading(source) {
    case .success(let opened): input = opened
    case .failure(let error): return error
    }
    defer { _ = calls.close(input) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var offset = 0
    while true {
      let count: Int
      switch buffer.withUnsafeMutableBytes({ calls.read(input, into: $0) }) {
      case .success(let read): count = read
      case .failure(let error): return error
      }
      if count == 0 { return nil }
      if let error = writeAll(Array(buffer[0..<count]), to: descriptor, at: offset) { return error }
      offset += count
    }
  }

  static func cancelled(_ path: String) -> FileError {
    .system(path, operation: "write", reason: "the content could not be made; the file is unchanged")
  }

  /// Removes a temporary file, trying twice (a transient failure should not leave it behind; a
  /// lasting one leaves it to the next save).
  private func discard(_ path: String) {
    if calls.remove(path) != nil { _ = calls.remove(path) }
  }

  /// All of `bytes` at `start`; the first error.
  private func writeAll(_ bytes: [UInt8], to descriptor: Int32, at start: Int) -> Errno? {
    var offset = 0
    while offset < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        calls.write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]), at: start + offset)
      }
      switch result {
      case .success(let written) where written > 0: offset += written
      case .success: return Errno(ENOSPC)
      case .failure(let error): return error
      }
    }
    return nil
  }

  /// `path` with symbolic links followed: the file a write changes (which may not exist yet).
  func resolve(_ path: String) -> Result<String, FileError> {
    var current = path
    for _ in 0..<40 {
      guard case .success(let status) = calls.status(current, followingLinks: false), status.kind == .link else {
        return .success(current)
      }
      switch calls.readLink(current) {
      case .success(let target):
        current = target.hasPrefix("/") ? target : SystemFileStore.folder(of: current) + "/" + target
      case .failure(let error): return .failure(Self.error(path, "follow the link", error))
      }
    }
    return .failure(Self.error(path, "follow the link", Errno(ELOOP)))
  }

  /// Removes `.NAME.timinglab-PID-…` files whose process is gone (or is this one: a save runs to
  /// its end before the next begins, so any of ours is left over), and the older `.NAME.timinglab-…`
  /// form without a process id.
  func removeStaleTemporaries(of name: String, in folder: String) {
    let prefix = "." + name + ".timinglab-"
    for entry in calls.names(in: folder) where entry.hasPrefix(prefix) {
      let rest = entry.dropFirst(prefix.count)
      let parts = rest.split(separator: "-", maxSplits: 1)
      let owner = parts.count == 2 ? Int32(parts[0]) : nil
      if let owner, owner != calls.processID, calls.processExists(owner) { continue }
      _ = calls.remove(folder + "/" + entry)
    }
  }

  static func error(_ path: String, _ operation: String, _ error: Errno) -> FileError {
    if error.code == ENOENT && operation == "read" { return .missing(path) }
    return .system(path, operation: operation, reason: String(cString: strerror(error.code)))
  }
}

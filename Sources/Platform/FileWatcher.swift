#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells when a file may have changed on disk, with a descriptor that becomes readable then, to
/// wait on together with the keyboard (no polling, no wake-ups while nothing happens). Editors
/// save by writing a new file and renaming it over the old one, so the file's folder is watched
/// too: on Linux with inotify (filtered by the file's name), on macOS with a kqueue holding
/// vnode events for the folder (an entry added, removed or renamed) and for the file itself
/// (written, extended, attributes, deleted, renamed), re-opened after every change so a renamed-
/// over or re-created file is followed.
public final class FileWatcher {
  /// Readable when the watched file may have changed; nil when nothing is watched.
  public private(set) var descriptor: Int32?
  private var watchedName = ""
  #if canImport(Darwin)
    private var watchedPath = ""
    private var folderDescriptor: Int32 = -1
    private var fileDescriptor: Int32 = -1
    private var identity: FileIdentity?
  #endif

  public init() {}

  deinit { stop() }

  /// Watches the file at `path` from now on (nil: nothing).
  public func watch(_ path: String?) {
    stop()
    guard let path else { return }
    #if os(Linux)
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard fd >= 0 else { return }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_ATTRIB)
      guard inotify_add_watch(fd, Self.folder(of: path), mask) >= 0 else {
        close(fd)
        return
      }
      descriptor = fd
      watchedName = Self.name(of: path)
    #elseif canImport(Darwin)
      let queue = kqueue()
      guard queue >= 0 else { return }
      let folder = open(Self.folder(of: path), O_EVTONLY | O_CLOEXEC)
      guard folder >= 0, Self.register(folder, in: queue, for: NOTE_WRITE | NOTE_DELETE | NOTE_RENAME) else {
        if folder >= 0 { close(folder) }
        close(queue)
        return
      }
      descriptor = queue
      folderDescriptor = folder
      watchedPath = path
      watchedName = Self.name(of: path)
      identity = FileIdentity(path)
      reopenFile()
    #endif
  }

  /// Reads what the descriptor has; true when the watched file may have changed.
  public func consume() -> Bool {
    guard let descriptor else { return false }
    var changed = false
    #if os(Linux)
      var buffer = [UInt8](repeating: 0, count: 8192)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let (length, name) = buffer.withUnsafeBytes { raw -> (Int, String) in
            let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let nameStart = offset + MemoryLayout<inotify_event>.size
            let nameBytes = raw[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
            return (Int(event.len), String(decoding: nameBytes, as: UTF8.self))
          }
          if name == watchedName { changed = true }
          offset += MemoryLayout<inotify_event>.size + length
        }
      }
    #elseif canImport(Darwin)
      // Drain every pending event without waiting; any of them may concern the file (a folder
      // event does not say which entry), so the file's identity decides.
      var events = [kevent](repeating: kevent(), count: 16)
      var noWait = timespec(tv_sec: 0, tv_nsec: 0)
      var any = false
      while true {
        let count = kevent(descriptor, nil, 0, &events, Int32(events.count), &noWait)
        guard count > 0 else { break }
        any = true
      }
      if any {
        let now = FileIdentity(watchedPath)
        changed = now != identity
        identity = now
        reopenFile()
      }
    #endif
    return changed
  }

  private func stop() {
    if let descriptor { close(descriptor) }
    descriptor = nil
    #if canImport(Darwin)
      if fileDescriptor >= 0 { close(fileDescriptor) }
      if folderDescriptor >= 0 { close(folderDescriptor) }
      fileDescriptor = -1
      folderDescriptor = -1
    #endif
  }

  #if canImport(Darwin)
    /// Watches whatever file is at the watched path now (closing a descriptor removes its events
    /// from the queue); nothing while no file is there.
    private func reopenFile() {
      if fileDescriptor >= 0 { close(fileDescriptor) }
      fileDescriptor = open(watchedPath, O_EVTONLY | O_CLOEXEC)
      guard fileDescriptor >= 0, let descriptor else { return }
      let flags = NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE
      if !Self.register(fileDescriptor, in: descriptor, for: flags) {
        close(fileDescriptor)
        fileDescriptor = -1
      }
    }

    /// Adds vnode events `flags` of descriptor `fd` to `queue` (edge-triggered).
    private static func register(_ fd: Int32, in queue: Int32, for flags: Int32) -> Bool {
      var change = kevent(
        ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_ENABLE | EV_CLEAR),
        fflags: UInt32(flags), data: 0, udata: nil)
      return kevent(queue, &change, 1, nil, 0, nil) == 0
    }
  #endif

  static func folder(of path: String) -> String { SystemFileStore.folder(of: path) }
  static func name(of path: String) -> String { SystemFileStore.name(of: path) }
}

#if canImport(Darwin)
  /// What tells one version of a file from another without reading it: device, inode, size and
  /// the modification and status-change times (nanoseconds); nil when nothing is at the path.
  struct FileIdentity: Hashable {
    var device: Int64
    var inode: UInt64
    var size: Int64
    var modified: [Int64]
    var changed: [Int64]

    init?(_ path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      device = Int64(status.st_dev)
      inode = UInt64(status.st_ino)
      size = Int64(status.st_size)
      modified = [Int64(status.st_mtimespec.tv_sec), Int64(status.st_mtimespec.tv_nsec)]
      changed = [Int64(status.st_ctimespec.tv_sec), Int64(status.st_ctimespec.tv_nsec)]
    }
  }
#endif

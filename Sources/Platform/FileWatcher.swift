#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells when a file may have changed on disk, with a descriptor that becomes readable then, to
/// wait on together with the keyboard (no polling, no wake-ups while nothing happens). On Linux
/// it watches the file's folder with inotify, filtered by name, because editors save by writing
/// a new file and renaming it over the old one.
public final class FileWatcher {
  /// Readable when the watched file may have changed; nil when nothing is watched.
  public private(set) var descriptor: Int32?
  private var watchedName = ""

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
    #endif
    return changed
  }

  private func stop() {
    if let descriptor { close(descriptor) }
    descriptor = nil
  }

  static func folder(of path: String) -> String { SystemFileStore.folder(of: path) }
  static func name(of path: String) -> String { SystemFileStore.name(of: path) }
}

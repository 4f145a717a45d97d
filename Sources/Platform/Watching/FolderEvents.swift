#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Events in a set of folders, behind one descriptor that is readable when some are pending:
/// inotify on Linux (events name the entry), a kqueue of vnode events on macOS (a folder's event
/// does not say which entry, so the file is watched too). Watches follow the folders given last;
/// a folder that goes away is dropped, and watched again when `watch` names it once it is back.
final class FolderEvents {
  /// Something happened in `folder`: to the entry `name`, or (nil) to the folder itself or to an
  /// entry the system does not name.
  struct Event: Hashable {
    var folder: String
    var name: String?
  }

  let descriptor: Int32
  /// Each watched folder's watch descriptor (inotify) or open descriptor (kqueue).
  private var watched: [String: Int32] = [:]
  #if canImport(Darwin)
    private var file: (path: String, descriptor: Int32)?
  #endif

  init?() {
    #if os(Linux)
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    #elseif canImport(Darwin)
      descriptor = kqueue()
    #endif
    guard descriptor >= 0 else { return nil }
  }

  deinit {
    #if canImport(Darwin)
      for fd in watched.values { close(fd) }
      if let file { close(file.descriptor) }
    #endif
    close(descriptor)
  }

  /// Watches exactly `folders` (existing ones) from now on, and on macOS the file at `file`.
  func watch(folders: Set<String>, file path: String?) {
    for (folder, id) in watched where !folders.contains(folder) {
      #if os(Linux)
        // Another folder may share the watch (the same folder under two names).
        if !watched.contains(where: { $0.key != folder && $0.value == id }) {
          inotify_rm_watch(descriptor, id)
        }
      #elseif canImport(Darwin)
        close(id)
      #endif
      watched[folder] = nil
    }
    for folder in folders where watched[folder] == nil {
      #if os(Linux)
        let mask = UInt32(
          IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MODIFY | IN_MOVED_FROM | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
        let id = inotify_add_watch(descriptor, folder, mask)
        if id >= 0 { watched[folder] = id }
      #elseif canImport(Darwin)
        let fd = open(folder, O_EVTONLY | O_CLOEXEC)
        guard fd >= 0 else { continue }
        if register(fd, NOTE_WRITE | NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE) {
          watched[folder] = fd
        } else {
          close(fd)
        }
      #endif
    }
    #if canImport(Darwin)
      // The file itself: re-opened every time, so a renamed-over or re-created file is followed.
      if let file { close(file.descriptor) }
      file = nil
      if let path {
        let fd = open(path, O_EVTONLY | O_CLOEXEC)
        if fd >= 0, register(fd, NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE) {
          file = (path, fd)
        } else if fd >= 0 {
          close(fd)
        }
      }
    #endif
  }

  /// Every pending event, without waiting. A folder that was deleted or moved away is no longer
  /// watched afterwards.
  func drain() -> [Event] {
    var events: [Event] = []
    #if os(Linux)
      var buffer = [UInt8](repeating: 0, count: 8192)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        var offset = 0
        while offset + MemoryLayout<inotify_event>.size <= count {
          let (event, name) = buffer.withUnsafeBytes { raw -> (inotify_event, String) in
            let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
            let nameStart = offset + MemoryLayout<inotify_event>.size
            let nameBytes = raw[nameStart..<min(count, nameStart + Int(event.len))].prefix { $0 != 0 }
            return (event, String(decoding: nameBytes, as: UTF8.self))
          }
          offset += MemoryLayout<inotify_event>.size + Int(event.len)
          let folders = watched.filter { $0.value == event.wd }.map(\.key)
          if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
            for folder in folders { watched[folder] = nil }
          }
          if event.mask & UInt32(IN_IGNORED) != 0 && folders.isEmpty { continue }  // a watch we removed
          for folder in folders { events.append(Event(folder: folder, name: name.isEmpty ? nil : name)) }
        }
      }
    #elseif canImport(Darwin)
      var pending = [kevent](repeating: kevent(), count: 16)
      var noWait = timespec(tv_sec: 0, tv_nsec: 0)
      while true {
        let count = kevent(descriptor, nil, 0, &pending, Int32(pending.count), &noWait)
        guard count > 0 else { break }
        for event in pending[0..<Int(count)] {
          let fd = Int32(event.ident)
          if let folder = watched.first(where: { $0.value == fd })?.key {
            events.append(Event(folder: folder, name: nil))
            if event.fflags & UInt32(NOTE_DELETE | NOTE_RENAME | NOTE_REVOKE) != 0 {
              close(fd)
              watched[folder] = nil
            }
          } else if let file, file.descriptor == fd {
            events.append(Event(folder: WatchPlan.folder(of: file.path), name: WatchPlan.name(of: file.path)))
          }
        }
      }
    #endif
    return events
  }

  #if canImport(Darwin)
    /// Adds vnode events `flags` of descriptor `fd` to the queue (edge-triggered).
    private func register(_ fd: Int32, _ flags: Int32) -> Bool {
      var change = kevent(
        ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_ENABLE | EV_CLEAR),
        fflags: UInt32(flags), data: 0, udata: nil)
      return kevent(descriptor, &change, 1, nil, 0, nil) == 0
    }
  #endif
}

/// Tells when a file may have changed on disk, with a descriptor that becomes readable then, to
/// wait on together with the keyboard (no polling, no wake-ups while nothing happens).
///
/// It follows the file, not one directory entry (`WatchPlan`): an editor's rename over it, a
/// delete and re-create, its folder deleted and made again, a symbolic link's target edited or the
/// link pointed elsewhere. The folders are watched with inotify on Linux and a kqueue on macOS
/// (`FolderEvents`); after each event the plan is made again and the file's identity (device,
/// inode, size, times) compared, so whatever is at the path now is what is watched.
public final class FileWatcher {
  /// Readable when the watched file may have changed; nil when nothing is watched.
  public var descriptor: Int32? { events?.descriptor }
  private var events: FolderEvents?
  private var path = ""
  private var plan: WatchPlan?
  private var identity: FileIdentity?

  public init() {}

  /// Watches the file at `path` from now on (nil: nothing).
  public func watch(_ path: String?) {
    events = nil
    plan = nil
    guard let path, let events = FolderEvents() else { return }
    self.events = events
    // Absolute from the start: the plan is made again later, whatever the current folder is then.
    self.path = WatchPlan.absolute(path, in: WatchPlan.currentFolder())
    rearm()
    identity = FileIdentity(self.path)
  }

  /// Reads what the descriptor has; true when the watched file may have changed: an event named
  /// the file (or a link to it), or what is at the path is not what was there.
  public func consume() -> Bool {
    guard let events, let plan else { return false }
    let seen = events.drain()
    guard !seen.isEmpty else { return false }
    var changed = seen.contains { event in
      event.name.map { plan.entries.contains(WatchPlan.Entry(folder: event.folder, name: $0)) } ?? false
    }
    rearm()
    let now = FileIdentity(path)
    if now != identity { changed = true }
    identity = now
    return changed
  }

  /// Watches what the plan says now (a folder that appeared, a link that points elsewhere).
  private func rearm() {
    let plan = WatchPlan(path: path)
    self.plan = plan
    events?.watch(folders: plan.folders, file: plan.entries.last.map { $0.folder + "/" + $0.name })
  }
}

import Foundation
import Testing

@testable import Platform

/// Live reload follows the file: through symbolic links, across its folder being deleted and made
/// again, and after being renamed over; other files in the same folders say nothing.
@Suite("Following a file")
struct FileWatcherTests {
  // MARK: The plan, on a file system described by hand

  @Test func aPlainFileWatchesItsFolderAndTheFoldersParent() {
    let plan = WatchPlan(path: "scenes/a.json", currentFolder: "/home/me") { path in
      ["/home/me", "/home/me/scenes", "/home", "/"].contains(path) ? .folder : .other
    }
    #expect(plan.entries == [WatchPlan.Entry(folder: "/home/me/scenes", name: "a.json")])
    #expect(plan.folders == ["/home/me/scenes", "/home/me"])
  }

  @Test func aLinkWatchesEveryEntryOnTheWayToTheFile() {
    var kinds: [String: WatchPlan.Kind] = [:]
    for folder in ["/", "/w", "/w/s", "/data", "/data/real"] { kinds[folder] = .folder }
    kinds["/w/s/a.json"] = .link("../b.json")
    kinds["/w/b.json"] = .link("/data/real/c.json")
    kinds["/w/s/../b.json"] = .link("/data/real/c.json")
    kinds["/data/real/c.json"] = .other
    let plan = WatchPlan(path: "/w/s/a.json", currentFolder: "/") { kinds[$0] ?? .missing }
    #expect(
      plan.entries == [
        .init(folder: "/w/s", name: "a.json"), .init(folder: "/w/s/..", name: "b.json"),
        .init(folder: "/data/real", name: "c.json"),
      ])
    #expect(plan.folders.isSuperset(of: ["/w/s", "/w", "/data/real", "/data"]))
  }

  @Test func aMissingFolderWatchesItsDeepestAncestor() {
    let plan = WatchPlan(path: "/w/gone/deeper/a.json", currentFolder: "/") {
      ["/", "/w"].contains($0) ? .folder : .missing
    }
    #expect(plan.folders == ["/w"])
  }

  @Test func aLinkLoopEnds() {
    let plan = WatchPlan(path: "/w/a", currentFolder: "/") { path in
      path == "/w" || path == "/" ? .folder : path == "/w/a" ? .link("b") : .link("a")
    }
    #expect(plan.entries.count == 2)
  }

  // MARK: Real files

  func scratch() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-watch-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Waits up to a second for the watcher's descriptor; then whether it reports a change.
  func changed(_ watcher: FileWatcher) -> Bool {
    guard let fd = watcher.descriptor else { return false }
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, 1000) == 1 else { return false }
    usleep(20_000)  // let the rest of one operation's events arrive
    return watcher.consume()
  }

  func write(_ text: String, _ path: String, inPlace: Bool = false) throws {
    if inPlace {
      let handle = try #require(FileHandle(forWritingAtPath: path))
      try handle.truncate(atOffset: 0)
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    } else {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
  }

  @Test func followsASymbolicLinksTarget() throws {
    let folder = try scratch()
    try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: folder + "/work", withIntermediateDirectories: true)
    try write("a", folder + "/real/scene.json")
    try write("x", folder + "/real/other.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/work/scene.json", withDestinationPath: "../real/scene.json")
    let watcher = FileWatcher()
    watcher.watch(folder + "/work/scene.json")
    try write("b", folder + "/real/scene.json", inPlace: true)
    #expect(changed(watcher), "the target edited in place")
    try write("c", folder + "/real/scene.json")
    #expect(changed(watcher), "the target renamed over")
    try write("y", folder + "/real/other.json")
    #expect(!changed(watcher), "another file beside the target")
    try FileManager.default.removeItem(atPath: folder + "/work/scene.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/work/scene.json", withDestinationPath: "../real/other.json")
    #expect(changed(watcher), "the link pointed elsewhere")
    try write("z", folder + "/real/other.json", inPlace: true)
    #expect(changed(watcher), "the new target edited")
    try write("d", folder + "/real/scene.json", inPlace: true)
    #expect(!changed(watcher), "the old target no longer matters")
  }

  @Test func survivesItsFolderDeletedAndMadeAgain() throws {
    let top = try scratch()
    let folder = top + "/scenes"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try write("a", folder + "/scene.json")
    let watcher = FileWatcher()
    watcher.watch(folder + "/scene.json")
    try FileManager.default.removeItem(atPath: folder)
    #expect(changed(watcher), "the folder deleted")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(!changed(watcher), "an empty folder made again: no file yet")
    try write("b", folder + "/scene.json")
    #expect(changed(watcher), "the file written into the new folder")
    // All at once, as `git checkout` or `rm -rf && unzip` would.
    try FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try write("c", folder + "/scene.json")
    #expect(changed(watcher), "folder and file replaced together")
    try write("d", folder + "/scene.json", inPlace: true)
    #expect(changed(watcher), "still followed afterwards")
  }

  @Test func followsAFileThatAppearsLater() throws {
    let top = try scratch()
    let watcher = FileWatcher()
    watcher.watch(top + "/new/deeper/scene.json")
    try FileManager.default.createDirectory(atPath: top + "/new/deeper", withIntermediateDirectories: true)
    _ = changed(watcher)
    try write("a", top + "/new/deeper/scene.json")
    #expect(changed(watcher), "a file in folders that did not exist when watching began")
  }
}

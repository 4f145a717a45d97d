import FileStore
import Foundation
import Platform
import Testing

/// Saving keeps the file what it was (docs/interfaces.md, "Saving and reloading"): links, hard
/// links, mode and owner; read-only files and non-regular files refused; and a failure or a kill at
/// any step leaves the old or the new file, never a torn one, with no temporary file once the
/// next save has run.
@Suite("Safe saving")
struct SafeSavingTests {
  func scratch() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-save-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  func text(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  func status(_ path: String) -> stat {
    var raw = stat()
    lstat(path, &raw)
    return raw
  }

  func others(in folder: String, than names: Set<String>) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { !names.contains($0) }.sorted()
  }

  static let old = String(repeating: "old complete scene ", count: 40)
  static let new = "new scene"

  /// The steps of a successful save, counted.
  func stepsOfASave(hardLinked: Bool) throws -> Int {
    let folder = try scratch()
    let path = folder + "/scene.json"
    try Data(Self.old.utf8).write(to: URL(fileURLWithPath: path))
    if hardLinked { link(path, folder + "/other-name.json") }
    let calls = FaultyFileSystem()
    _ = SystemFileStore(calls: calls).replace(Array(Self.new.utf8), at: path)
    return calls.steps
  }

  // A failure at every step (full disk, I/O error): the old file, no temporary file.
  @Test(arguments: [false, true])
  func aFailureAtAnyStepLeavesTheOldFile(hardLinked: Bool) throws {
    let total = try stepsOfASave(hardLinked: hardLinked)
    #expect(total >= 5)
    for failing in 1...total {
      let folder = try scratch()
      let path = folder + "/scene.json"
      try Data(Self.old.utf8).write(to: URL(fileURLWithPath: path))
      var names: Set<String> = ["scene.json"]
      if hardLinked {
        link(path, folder + "/other-name.json")
        names.insert("other-name.json")
      }
      let result = SystemFileStore(calls: FaultyFileSystem(failAt: failing)).replace(Array(Self.new.utf8), at: path)
      let content = text(path)
      if case .success = result {
        // Only cleaning up failed (the temporary file was already renamed away): the new file.
        #expect(content == Self.new, "step \(failing): succeeded but the file is not new")
      } else {
        #expect(content == Self.old, "step \(failing) of \(total): the old file changed")
      }
      #expect(try others(in: folder, than: names) == [], "step \(failing): a temporary file is left")
    }
  }

  // `kill -9` at every step: the old or the new file (in place, where no rename is possible, the
  // complete new content is kept in the temporary file); the next save removes what is left.
  @Test(arguments: [false, true])
  func aKillAtAnyStepLeavesAWholeFile(hardLinked: Bool) throws {
    let total = try stepsOfASave(hardLinked: hardLinked)
    for dying in 1...total {
      let folder = try scratch()
      let path = folder + "/scene.json"
      try Data(Self.old.utf8).write(to: URL(fileURLWithPath: path))
      var names: Set<String> = ["scene.json"]
      if hardLinked {
        link(path, folder + "/other-name.json")
        names.insert("other-name.json")
      }
      _ = SystemFileStore(calls: FaultyFileSystem(failAt: dying, dies: true)).replace(Array(Self.new.utf8), at: path)
      let content = text(path)
      let left = try others(in: folder, than: names)
      let recoverable = left.contains { text(folder + "/" + $0) == Self.new }
      #expect(
        content == Self.old || content == Self.new || (hardLinked && recoverable),
        "step \(dying) of \(total): the file is torn (\(content?.count ?? -1) bytes)")
      #expect(left.allSatisfy { $0.hasPrefix(".scene.json.timinglab-") }, "\(left)")
      // The next save (this process: its own leftovers are stale) cleans up.
      let again = SystemFileStore().replace(Array("third".utf8), at: path)
      #expect(again.isSuccess)
      #expect(text(path) == "third")
      #expect(try others(in: folder, than: names) == [], "step \(dying): the next save left \(left)")
    }
  }

  // The explorer's `w` after the file was deleted under it writes it again (nothing to lose);
  // after it was changed, or deleted and made again by someone else, it refuses.
  @Test func aDeletedFileIsWrittenAgainAChangedOneIsNot() throws {
    let folder = try scratch()
    let path = folder + "/scene.json"
    let store = SystemFileStore()
    guard case .success(let stamp) = store.write(Array("one".utf8), to: path, replacing: nil) else {
      Issue.record("first write failed")
      return
    }
    try FileManager.default.removeItem(atPath: path)
    #expect(store.write(Array("two".utf8), to: path, replacing: stamp).isSuccess)
    #expect(text(path) == "two")
    try Data("someone else's".utf8).write(to: URL(fileURLWithPath: path))
    #expect("\(store.write(Array("three".utf8), to: path, replacing: stamp))".contains("changed on disk"))
    #expect(text(path) == "someone else's")
  }

  @Test func aSymbolicLinkIsFollowed() throws {
    let folder = try scratch()
    try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
    let target = folder + "/real/scene.json"
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    symlink("real/scene.json", folder + "/link.json")  // relative, as `ln -s` makes them
    symlink(folder + "/link.json", folder + "/link2.json")  // a link to a link
    #expect(SystemFileStore().replace(Array("new".utf8), at: folder + "/link2.json").isSuccess)
    #expect(text(target) == "new")
    #expect(status(folder + "/link.json").st_mode & S_IFMT == S_IFLNK)
    #expect(status(folder + "/link2.json").st_mode & S_IFMT == S_IFLNK)
    // A dangling link: the file it names is created.
    symlink("real/new.json", folder + "/dangling.json")
    #expect(SystemFileStore().replace(Array("made".utf8), at: folder + "/dangling.json").isSuccess)
    #expect(text(folder + "/real/new.json") == "made")
    // A loop is an error, not a hang.
    symlink("loop-b", folder + "/loop-a")
    symlink("loop-a", folder + "/loop-b")
    let loop = SystemFileStore().replace(Array("x".utf8), at: folder + "/loop-a")
    #expect("\(loop)".contains("loop-a"))
  }

  @Test func hardLinksStayLinked() throws {
    let folder = try scratch()
    let path = folder + "/scene.json"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    link(path, folder + "/same.json")
    let inode = status(path).st_ino
    #expect(SystemFileStore().replace(Array("new".utf8), at: path).isSuccess)
    #expect(text(folder + "/same.json") == "new")
    #expect(status(path).st_ino == inode && status(path).st_nlink == 2)
  }

  @Test func modeAndOwnerAreKept() throws {
    let folder = try scratch()
    let path = folder + "/scene.json"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o640)
    let root = geteuid() == 0
    if root { chown(path, 1234, 4321) }
    #expect(SystemFileStore().replace(Array("new".utf8), at: path).isSuccess)
    #expect(status(path).st_mode & 0o7777 == 0o640)
    if root { #expect(status(path).st_uid == 1234 && status(path).st_gid == 4321) }
    // Another user's file that we may write (playing a user other than its owner): written in
    // place, so it stays theirs.
    chmod(path, 0o666)
    let calls = FaultyFileSystem()
    calls.playedUser = status(path).st_uid + 1
    let inode = status(path).st_ino
    #expect(SystemFileStore(calls: calls).replace(Array("newer".utf8), at: path).isSuccess)
    #expect(text(path) == "newer" && status(path).st_ino == inode)
  }

  @Test func newFilesFollowTheUmask() throws {
    let mask = umask(0o022)
    umask(mask)
    #expect(POSIXFileSystem().newFileMode == 0o666 & ~UInt32(mask))
    let folder = try scratch()
    let path = folder + "/new.json"
    #expect(SystemFileStore().replace(Array("x".utf8), at: path).isSuccess)
    #expect(UInt32(status(path).st_mode) & 0o777 == 0o666 & ~UInt32(mask))
  }

  @Test func readOnlyFilesAreRefused() throws {
    let folder = try scratch()
    let path = folder + "/scene.json"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o444)
    #expect(SystemFileStore().replace(Array("new".utf8), at: path) == .failure(.readOnly(path)))
    #expect(text(path) == "old")
    #expect("\(FileError.readOnly(path))".contains("read-only"))
  }

  // A FIFO with no writer would block a reader for ever; a device is not ours to replace.
  @Test func nonRegularFilesAreRefusedWithoutOpening() throws {
    let folder = try scratch()
    let fifo = folder + "/pipe"
    #expect(mkfifo(fifo, 0o644) == 0)
    #expect(
      SystemFileStore().replace(Array("x".utf8), at: fifo) == .failure(.notRegular(fifo, kind: "a named pipe (FIFO)")))
    #expect(SystemFileStore().read(fifo) == .failure(.notRegular(fifo, kind: "a named pipe (FIFO)")))
    #expect(SystemFileStore().read("/dev/zero") == .failure(.notRegular("/dev/zero", kind: "a device")))
    #expect(
      SystemFileStore().replace(Array("x".utf8), at: "/dev/null")
        == .failure(.notRegular("/dev/null", kind: "a device")))
    #expect(SystemFileStore().read(folder) == .failure(.notRegular(folder, kind: "a folder")))
  }

  @Test func largeFilesAreRefused() throws {
    let folder = try scratch()
    let path = folder + "/huge.json"
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(SystemFileStore.readLimit + 1))  // sparse: no disk used
    try handle.close()
    #expect(SystemFileStore().read(path) == .failure(.tooLarge(path, limit: SystemFileStore.readLimit)))
  }

  @Test func staleTemporaryFilesAreRemoved() throws {
    let folder = try scratch()
    let path = folder + "/scene.json"
    try Data("old".utf8).write(to: URL(fileURLWithPath: path))
    // A dead process's leftover, the old name form, and a running process's (pid 1) file.
    for name in [
      ".scene.json.timinglab-2147483000-AbCdEf", ".scene.json.timinglab-XyZ123", ".scene.json.timinglab-1-QwErTy",
    ] {
      try Data("partial".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    #expect(SystemFileStore().replace(Array("new".utf8), at: path).isSuccess)
    #expect(try others(in: folder, than: ["scene.json"]) == [".scene.json.timinglab-1-QwErTy"])
  }
}

extension Result {
  var isSuccess: Bool {
    if case .success = self { return true }
    return false
  }
}

import FileStore
import Foundation
import Platform
import Testing

/// The real file store: atomic writes that never leave a partial file, refusal to overwrite a file
/// that changed on disk, failures that leave the old file alone, and watching (inotify on Linux, kqueue on macOS).
@Suite("System files")
struct SystemFileStoreTests {
  func scratch() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-files-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  func text(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func writeReadAndStamps() throws {
    let folder = try scratch()
    let path = folder + "/scene.json"
    let store = SystemFileStore()
    guard case .success(let first) = store.write(Array("one".utf8), to: path, replacing: nil) else {
      Issue.record("write failed")
      return
    }
    #expect(text(path) == "one")
    #expect(store.stamp(of: path) == first)
    // A new file needs `replacing: nil`; replacing needs the current stamp.
    #expect(store.write(Array("x".utf8), to: path, replacing: nil) == .failure(.exists(path)))
    guard case .success(let second) = store.write(Array("two".utf8), to: path, replacing: first) else {
      Issue.record("second write failed")
      return
    }
    #expect(second != first && text(path) == "two")
    // Someone else rewrites it: our stamp is stale, so we refuse and the file keeps their text.
    try Data("theirs".utf8).write(to: URL(fileURLWithPath: path))
    #expect(store.write(Array("ours".utf8), to: path, replacing: second) == .failure(.changed(path)))
    #expect(text(path) == "theirs")
    // Permissions are kept; no temporary file is left beside it.
    chmod(path, 0o640)
    let current = try #require(store.stamp(of: path))
    _ = store.write(Array("three".utf8), to: path, replacing: current)
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o777 == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scene.json"])
  }

  // A full disk or a refused write: an error naming the reason, the old file untouched, no
  // temporary file left.
  @Test(arguments: [ENOSPC, EACCES, EIO])
  func failedWritesLeaveTheOldFile(code: Int32) throws {
    let folder = try scratch()
    let path = folder + "/scene.json"
    try Data("old complete scene".utf8).write(to: URL(fileURLWithPath: path))
    let calls = FaultyFileSystem(failAt: 2)  // step 1 creates the temporary file, step 2 writes it
    calls.code = code
    let store = SystemFileStore(calls: calls)
    let stamp = try #require(store.stamp(of: path))
    let result = store.write(Array("new complete scene".utf8), to: path, replacing: stamp)
    guard case .failure(.system(_, _, let reason)) = result else {
      Issue.record("expected a system failure, got \(result), after \(calls.log)")
      return
    }
    #expect(reason == String(cString: strerror(code)))
    #expect(text(path) == "old complete scene")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["scene.json"])
  }

  @Test func missingFolderIsAClearError() {
    let result = SystemFileStore().write(Array("x".utf8), to: "/nonexistent-folder/scene.json", replacing: nil)
    guard case .failure(let error) = result else {
      Issue.record("wrote into a missing folder")
      return
    }
    #expect("\(error)".contains("/nonexistent-folder/scene.json") && "\(error)".contains("No such file"))
  }

  // A write in place, an editor's rename over the file, a delete and re-create are all
  // seen; other files in the folder are not.
  @Test func watchSeesEditorsSaves() throws {
    let folder = try scratch()
    let path = folder + "/scene.json"
    try Data("a".utf8).write(to: URL(fileURLWithPath: path))
    let store = FileWatcher()
    store.watch(path)
    let fd = try #require(store.descriptor)
    func ready() -> Bool {
      var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      return poll(&entry, 1, 1000) == 1
    }
    try Data("b".utf8).write(to: URL(fileURLWithPath: path))  // Foundation writes via a rename
    #expect(ready() && store.consume())
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.write(contentsOf: Data("c".utf8))
    try handle.close()
    #expect(ready() && store.consume())
    try FileManager.default.removeItem(atPath: path)
    #expect(ready() && store.consume())
    try Data("d".utf8).write(to: URL(fileURLWithPath: folder + "/other.json"))
    #expect(!ready() || !store.consume())
    try Data("e".utf8).write(to: URL(fileURLWithPath: path))
    #expect(ready() && store.consume())
    store.watch(nil)
    #expect(store.descriptor == nil)
  }
}

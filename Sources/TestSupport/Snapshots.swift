import Foundation

/// How `text` differs from the snapshot file `Snapshots/<name>.txt` beside the test file `file`:
/// nil when it is the same. With `RECORD_SNAPSHOTS=1` in the environment the file is written
/// instead (check it by eye before committing). Tests expect nil (`#expect(try … == nil)`), so
/// this target needs no test framework and builds with everything else.
public func snapshotDifference(_ text: String, named name: String, beside file: String = #filePath) throws -> String? {
  let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try Data((text + "\n").utf8).write(to: url)
    return nil
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    return "missing snapshot \(name).txt: run with RECORD_SNAPSHOTS=1"
  }
  guard text + "\n" != expected else { return nil }
  let ours = text.split(separator: "\n", omittingEmptySubsequences: false)
  let theirs = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let line =
    zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, theirs.count)
  return "snapshot \(name) differs from line \(line + 1)"
}

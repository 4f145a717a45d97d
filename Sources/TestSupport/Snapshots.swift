import Foundation
import Testing

/// Compares `text` with the snapshot file `Snapshots/<name>.txt` beside the test file `file`.
/// With `RECORD_SNAPSHOTS=1` in the environment the file is written instead (check it by eye
/// before committing).
public func assertSnapshot(
  _ text: String, named name: String, beside file: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try Data((text + "\n").utf8).write(to: url)
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record("missing snapshot \(name).txt: run with RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
    return
  }
  #expect(text + "\n" == expected, "snapshot \(name) differs", sourceLocation: sourceLocation)
}

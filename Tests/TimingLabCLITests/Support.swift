import Foundation

/// The built `timinglab` binary, found beside the test bundle.
func timingLabBinary() -> URL {
  let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var directory = testBinary.deletingLastPathComponent()
  // On Linux the test binary is `.build/debug/TimingLabPackageTests.xctest`; on macOS a bundle.
  while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("timinglab").path)
    && directory.path != "/"
  {
    directory = directory.deletingLastPathComponent()
  }
  return directory.appendingPathComponent("timinglab")
}

/// Runs the built `timinglab` binary (beside the test bundle) with `arguments` and `stdin`.
func runTimingLab(_ arguments: [String], stdin: String? = nil) throws -> (status: Int32, stdout: String, stderr: String)
{
  let process = Process()
  process.executableURL = timingLabBinary()
  process.arguments = arguments
  let out = Pipe()
  let err = Pipe()
  let input = Pipe()
  process.standardOutput = out
  process.standardError = err
  process.standardInput = input
  try process.run()
  if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
  try input.fileHandleForWriting.close()
  let outData = out.fileHandleForReading.readDataToEndOfFile()
  let errData = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// Writes `text` to a new temporary file and returns its path.
func temporaryFile(_ text: String, name: String = "scene.json") throws -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("timinglab-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let url = directory.appendingPathComponent(name)
  try Data(text.utf8).write(to: url)
  return url.path
}

/// The value at `path` (keys and indices) in parsed JSON.
func jsonValue(_ text: String, _ path: [Any]) -> Any? {
  var value: Any? = try? JSONSerialization.jsonObject(with: Data(text.utf8))
  for step in path {
    if let key = step as? String {
      value = (value as? [String: Any])?[key]
    } else if let index = step as? Int {
      guard let array = value as? [Any], array.indices.contains(index) else { return nil }
      value = array[index]
    }
  }
  return value
}

import Scenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading scene files for the subcommands.
enum SceneLoading {
  /// Reads and decodes the scene at `path` (`-` for standard input).
  /// - Throws: `CLIFailure` (exit 2) naming the file and listing every problem.
  static func load(_ path: String) throws(CLIFailure) -> Scene {
    let bytes = try readFile(path)
    let name = path == "-" ? "standard input" : path
    do {
      let scene = try Scene.decode(bytes)
      for warning in scene.warnings { printError("timinglab: warning: \(name): \(warning)") }
      return scene
    } catch {
      throw .badInput("\(name): \(error)")
    }
  }

  /// The bytes of the file at `path`, or of standard input for `-`.
  static func readFile(_ path: String) throws(CLIFailure) -> [UInt8] {
    let file: UnsafeMutablePointer<FILE>?
    if path == "-" {
      file = fdopen(0, "rb")
    } else {
      file = fopen(path, "rb")
    }
    guard let file else { throw .badInput("cannot read \(path): \(String(cString: strerror(errno)))") }
    defer { if path != "-" { fclose(file) } }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
      if count < buffer.count {
        if ferror(file) != 0 { throw .badInput("cannot read \(path): \(String(cString: strerror(errno)))") }
        break
      }
    }
    return bytes
  }
}

/// Writes a line to standard error.
func printError(_ line: String) {
  var bytes = Array((line + "\n").utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
    if written <= 0 { return }
    offset += written
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard streams, written and read whole (retrying short writes and `EINTR`).
public enum StandardStreams {
  /// Writes `text` to standard error.
  public static func writeError(_ text: String) { write(Array(text.utf8), to: 2) }

  /// Everything on standard input, at most `limit` bytes (more is refused, so a stream that never
  /// ends cannot fill memory); the reason when it cannot be read.
  public static func readInput(limit: Int = SystemFileStore.readLimit) -> Result<[UInt8], StreamError> {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count > 0 {
        guard bytes.count + count <= limit else {
          return .failure(StreamError(reason: "it is larger than \(limit / (1 << 20)) MiB, the most TimingLab reads"))
        }
        bytes.append(contentsOf: buffer[0..<count])
      } else if count == 0 {
        return .success(bytes)
      } else if errno != EINTR {
        return .failure(StreamError(reason: String(cString: strerror(errno))))
      }
    }
  }

  /// Waits `milliseconds` (signals may cut it short).
  public static func sleep(milliseconds: Int) { usleep(useconds_t(max(0, milliseconds)) * 1000) }

  /// The value of environment variable `name`, if set.
  public static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

  /// Every environment variable, by name.
  public static var environment: [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }

  /// Writes all of `bytes` to `descriptor`, retrying short writes and `EINTR`; stops when the
  /// descriptor refuses (a terminal that is gone).
  public static func write(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}

/// Why a stream could not be read.
public struct StreamError: Error, Hashable, Sendable {
  public var reason: String
}

/// `write(2)`, named apart from the enum's own `write`.
private func posixWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, pointer, count)
}

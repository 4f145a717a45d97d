/// Where a scene came from (docs/interfaces.md, "Where a scene comes from"): what the explorer's
/// header shows and what saving writes back to.
public enum SceneOrigin: Hashable, Sendable, CustomStringConvertible {
  /// A scene file at a path (JSON, or another text read by content), and as what it was read:
  /// `w` writes it back in that format.
  case file(String, format: SceneFormat = .json)
  /// Core Animation code (`.swift`, `.m`) read by the importer; saving writes a scene file elsewhere.
  case code(String)
  /// A folder of code read as one program (not watched: its files are many).
  case codeFolder(String)
  /// Standard input (`-`).
  case standardInput
  /// A bundled scene by name.
  case bundled(String)
  /// One-line notation given as the argument.
  case notation(String)

  /// True when the scene can be written back to where it came from (a JSON scene file).
  public var writablePath: String? {
    if case .file(let path, _) = self { return path }
    return nil
  }

  /// The file to watch for changes made elsewhere (a scene file or code).
  public var watchPath: String? {
    switch self {
    case .file(let path, _), .code(let path): path
    default: nil
    }
  }

  public var description: String {
    switch self {
    case .file(let path, _): path
    case .code(let path): path + " (code)"
    case .codeFolder(let path): path + " (code folder)"
    case .standardInput: "standard input"
    case .bundled(let name): "bundled \(name)"
    case .notation: "notation"
    }
  }
}

/// How text that holds a scene is written.
public enum SceneFormat: String, Hashable, Sendable {
  case json
  case notation

  /// JSON when the text's first non-blank character is `{`, else notation.
  public static func recognise(_ bytes: [UInt8]) -> SceneFormat {
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    return first == UInt8(ascii: "{") ? .json : .notation
  }
}

/// A scene's text could not be read; the message says as what it was read and why it failed.
public struct SceneReadError: Error, Hashable, Sendable, CustomStringConvertible {
  public var format: SceneFormat
  public var message: String
  public var description: String { message }
}

extension Scene {
  /// Reads a scene from text in either format, recognised by content.
  /// - Throws: `SceneReadError` whose message names the format tried and every problem.
  public static func read(_ bytes: [UInt8], format: SceneFormat? = nil) throws(SceneReadError) -> Scene {
    let format = format ?? SceneFormat.recognise(bytes)
    switch format {
    case .json:
      do {
        return try decode(bytes)
      } catch {
        throw SceneReadError(format: .json, message: "\(error)")
      }
    case .notation:
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw SceneReadError(format: .notation, message: "not UTF-8 text (read as notation)")
      }
      do {
        return try parseNotation(text)
      } catch {
        throw SceneReadError(format: .notation, message: "\(error)")
      }
    }
  }
}

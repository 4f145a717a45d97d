import SceneCode
import Scenes

/// The one way bytes become a scene, for the command line and the explorer's reload alike
/// (docs/interfaces.md, "Where a scene comes from"): Core Animation code (a `.swift`, `.m` or `.mm`
/// file, or text that reads as code), a scene file (`.json`, or text starting with `{`), or
/// one-line notation. The same bytes and path always give the same scene and the same notes.
public enum SceneReader {
  /// What the text was read as.
  public enum Format: String, Hashable, Sendable {
    case json = "JSON"
    case notation
    case code
  }

  /// A scene and what was said while reading it: the scene's warnings, and for code every
  /// statement left out and every liberty taken.
  public struct Result: Sendable {
    public var scene: Scene
    public var format: Format
    public var diagnostics: [Diagnostic]
    /// For code: the scene file it became (what `timinglab import` prints).
    public var document: JSONValue?
  }

  /// Text that does not hold a scene: as what it was read, and why (every problem, each with its
  /// line and column or field path).
  public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
    public var format: Format
    public var message: String
    /// For code: what the importer noted before it gave up.
    public var notes: [Diagnostic] = []
    public var description: String { message }

    public init(format: Format, message: String, notes: [Diagnostic] = []) {
      self.format = format
      self.message = message
      self.notes = notes
    }

    /// `NAME (read as JSON): the problems`.
    public func described(as name: String) -> String { "\(name) (read as \(format.rawValue)): \(message)" }
  }

  /// The file extensions that hold Core Animation code.
  public static let codeExtensions = [".swift", ".m", ".mm"]
  /// Files read beside them as part of the program, never opened alone: headers, and C sources
  /// whose functions the code calls (an easing curve in `Functions.c`), a prefix header every
  /// file of the project includes (`PrefixHeader.pch`: its `#define`s).
  public static let helperExtensions = [".h", ".pch", ".c"]
  /// Interface Builder's files, read beside the code for the views they give its outlets.
  public static let interfaceExtensions = [".storyboard", ".xib"]
  /// What a folder of code is read for: code, helpers, interface files, and the images and
  /// colours of its asset catalogues and bundle (`AssetCatalog`).
  public static let folderExtensions =
    codeExtensions + helperExtensions + interfaceExtensions + AssetCatalog.fileEndings

  /// True for a file of a folder that holds code (not an interface file or an asset, read beside code).
  public static func holdsCode(_ path: String) -> Bool {
    !CodeImport.isInterfaceFile(path) && !AssetCatalog.isAssetFile(path)
  }

  /// Several code files read as one program (helpers in sibling files followed); `entry` and
  /// `arguments` choose what runs (`--entry`, `--arg`). The scene is named after the first file.
  public static func readCode(
    _ files: [(path: String, bytes: [UInt8])], name: String? = nil, options: CodeImport.Options = CodeImport.Options()
  ) throws(Failure) -> Result {
    var sources: [CodeImport.Source] = []
    let assets = AssetCatalog(files: files.filter { AssetCatalog.isAssetFile($0.path) })
    for file in files where !AssetCatalog.isAssetFile(file.path) {
      guard let text = String(validating: file.bytes, as: UTF8.self) else {
        throw Failure(format: .code, message: "\(file.path) is not UTF-8 text")
      }
      sources.append(CodeImport.Source(file: file.path, text: text))
    }
    do {
      let result = try CodeImport.read(
        sources, assets: assets, name: name ?? sceneName(files.first?.path), options: options)
      return Result(scene: result.scene, format: .code, diagnostics: result.diagnostics, document: result.document)
    } catch {
      throw Failure(format: .code, message: "\(error)", notes: error.notes)
    }
  }

  /// Reads `bytes`. `path` is the file they came from (nil for standard input or typed text): its
  /// extension decides code or JSON, otherwise the content does; `format` overrides both.
  /// `options` choose what code runs (`--entry`, `--arg`); other formats ignore them.
  public static func read(
    _ bytes: [UInt8], path: String?, as format: Format? = nil, options: CodeImport.Options = CodeImport.Options()
  ) throws(Failure) -> Result {
    let format = format ?? self.format(of: bytes, path: path)
    switch format {
    case .code:
      guard let text = String(validating: bytes, as: UTF8.self) else {
        throw Failure(format: .code, message: "not UTF-8 text")
      }
      do {
        let result = try CodeImport.read(
          [CodeImport.Source(file: path, text: text)], name: sceneName(path), options: options)
        return Result(scene: result.scene, format: .code, diagnostics: result.diagnostics, document: result.document)
      } catch {
        throw Failure(format: .code, message: "\(error)", notes: error.notes)
      }
    case .json, .notation:
      do {
        let scene = try Scene.read(bytes, format: format == .json ? .json : .notation)
        // A capture's notes (what it could not read in the app) are said as the scene's are.
        let captureNotes = (scene.capture?.notes ?? []).enumerated().map {
          Diagnostic(path: "capture.notes[\($0.offset)]", message: $0.element, severity: .note)
        }
        return Result(scene: scene, format: format, diagnostics: scene.warnings + captureNotes)
      } catch {
        throw Failure(format: format, message: error.message)
      }
    }
  }

  /// As what `bytes` are read: code and JSON by the path's extension, else JSON when the first
  /// non-blank character is `{`, code when the text names Core Animation or UIKit classes or
  /// declares functions (which notation never does), notation otherwise.
  public static func format(of bytes: [UInt8], path: String?) -> Format {
    if let path = path?.lowercased() {
      if codeExtensions.contains(where: path.hasSuffix) { return .code }
      if path.hasSuffix(".json") { return .json }
    }
    if SceneFormat.recognise(bytes) == .json { return .json }
    return looksLikeCode(bytes) ? .code : .notation
  }

  /// Words that appear in set-up code and never in notation.
  static let codeWords = [
    "UIView", "NSView", "import ", "#import", "func ", "@interface", "@implementation", "forKey", "(keyPath:",
    "animationWithKeyPath", "CACurrentMediaTime",
  ]

  /// True when the text (its first MiB) has a code word or names a Core Animation class (`CA`
  /// and a capitalised word: `CABasicAnimation`, `CATransaction`, `CAMediaTimingFunction`).
  static func looksLikeCode(_ bytes: [UInt8]) -> Bool {
    let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
    if codeWords.contains(where: text.contains) { return true }
    let scalars = Array(text.unicodeScalars)
    for i in scalars.indices.dropLast(3) where scalars[i] == "C" && scalars[i + 1] == "A" {
      let before = i == 0 ? " " : scalars[i - 1]
      let isWordStart = !(before.properties.isAlphabetic || before == "_" || ("0"..."9").contains(before))
      if isWordStart, ("A"..."Z").contains(scalars[i + 2]), ("a"..."z").contains(scalars[i + 3]) { return true }
    }
    return false
  }

  /// A code file's scene name: its file name without the extension (`imported` without a file).
  /// `Sources/Spinner/` → `Spinner`; `.` → the working folder's name when it can be told, else `imported`.
  public static func folderName(_ path: String) -> String {
    let parts = path.split(separator: "/").filter { $0 != "." && !$0.isEmpty }
    return parts.last.map(String.init) ?? "imported"
  }

  static func sceneName(_ path: String?) -> String {
    guard let path, path != "-" else { return "imported" }
    let base = path.split(separator: "/").last.map(String.init) ?? "imported"
    return String(base.split(separator: ".").first ?? "imported")
  }
}

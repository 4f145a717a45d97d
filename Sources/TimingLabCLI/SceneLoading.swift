import FileStore
import MediaTiming
import Platform
import SceneCode
import SceneReading
import Scenes

/// A scene and where it came from.
struct LoadedScene {
  var scene: Scene
  var origin: SceneOrigin
  /// The file's stamp when it was read (for saving back and noticing changes on disk).
  var stamp: FileStamp? = nil
  /// What was said while reading it (warnings; for code, what was left out).
  var diagnostics: [Diagnostic] = []
  /// For code: the scene file it became.
  var document: JSONValue? = nil
}

/// Finding the scene a command names (docs/interfaces.md, "Where a scene comes from"): `-` for
/// standard input, a path to an existing file, a bundled scene's name, or else one-line notation.
/// Failures say which was tried and why, with the line/column or field path of the problem.
enum SceneLoading {
  /// The scene `argument` names, with its warnings printed on standard error.
  /// - Throws: `CLIFailure` (exit 2).
  static func load(
    _ argument: String, options: CodeImport.Options = CodeImport.Options()
  ) throws(CLIFailure)
    -> LoadedScene
  {
    let loaded = try resolve(argument, options: options)
    printDiagnostics(loaded, argument: argument)
    return loaded
  }

  /// Prints what reading said: code's notes after the file's name, a scene's warnings after its
  /// origin.
  static func printDiagnostics(_ loaded: LoadedScene, argument: String) {
    let lines = loaded.diagnostics.map { diagnostic in
      // Code's notes as compilers print them (`Loader.swift:14:9: note: …`), as `import` does.
      loaded.document != nil && diagnostic.location?.line != nil
        ? diagnostic.compilerStyle(file: argument)
        : diagnostic.severity == .note || loaded.document != nil
          ? "timinglab: \(argument): \(diagnostic.printed)" : "timinglab: warning: \(loaded.origin): \(diagnostic)"
    }
    for line in DiagnosticListing.capped(lines, noun: "notes") { printError(line) }
  }

  static func resolve(
    _ argument: String, options: CodeImport.Options = CodeImport.Options()
  ) throws(CLIFailure)
    -> LoadedScene
  {
    if argument == "-" {
      let result = try read(try readFile("-"), path: nil, name: "standard input", options: options)
      return LoadedScene(
        scene: result.scene, origin: .standardInput,
        diagnostics: result.diagnostics, document: result.document)
    }
    if SystemFileStore.kind(of: argument) == .folder {
      // A folder of code: its files are one program (helpers in sibling files followed).
      let paths = SystemFileStore.codeFiles(
        at: argument, extensions: SceneReader.folderExtensions)
      guard paths.contains(where: SceneReader.holdsCode) else {
        throw .badInput("\(argument) is a folder with no .swift, .m, .mm, .h or .c file in it")
      }
      var files: [(path: String, bytes: [UInt8])] = []
      for path in paths { files.append((path, try readFile(path))) }
      do {
        let result = try SceneReader.readCode(files, name: SceneReader.folderName(argument), options: options)
        return LoadedScene(
          scene: result.scene, origin: .codeFolder(argument), diagnostics: result.diagnostics, document: result.document
        )
      } catch {
        ImportCommand.report(error.notes, file: argument)
        throw .badInput(error.described(as: argument))
      }
    }
    if let kind = SystemFileStore.kind(of: argument) {
      guard kind == .regular else { throw .badInput("\(argument) is not a file (a device or a pipe?)") }
      let contents: FileContents
      switch SystemFileStore().read(argument) {
      case .success(let read): contents = read
      case .failure(let error): throw .badInput("\(error)")
      }
      let result = try read(contents.bytes, path: argument, name: argument, options: options)
      return LoadedScene(
        scene: result.scene,
        origin: result.format == .code
          ? .code(argument) : .file(argument, format: result.format == .notation ? .notation : .json),
        stamp: contents.stamp,
        diagnostics: result.diagnostics, document: result.document)
    }
    if let scene = BundledScenes.scene(named: argument) { return LoadedScene(scene: scene, origin: .bundled(argument)) }
    do {
      let scene = try Scene.parseNotation(argument)
      return LoadedScene(scene: scene, origin: .notation(argument), diagnostics: scene.warnings)
    } catch {
      let looksLikeAPath =
        argument.contains("/") || [".json", ".swift", ".m"].contains { argument.lowercased().hasSuffix($0) }
      let suggestion =
        closestMatch(to: argument, in: BundledScenes.names).map { " (did you mean the bundled \"\($0)\"?)" } ?? ""
      if looksLikeAPath {
        throw .badInput("no file \"\(argument)\"\(suggestion); it is not a bundled scene either ('timinglab list')")
      }
      throw .badInput(
        "\"\(argument)\" is not a file or a bundled scene\(suggestion), and as one-line notation:\n\(error)")
    }
  }

  /// A scene read from `bytes` (from the file at `path`, nil for standard input), named `name` in
  /// errors; `format` overrides what the path and content say.
  static func read(
    _ bytes: [UInt8], path: String?, name: String, as format: SceneReader.Format? = nil,
    options: CodeImport.Options = CodeImport.Options()
  )
    throws(CLIFailure) -> SceneReader.Result
  {
    do {
      return try SceneReader.read(bytes, path: path, as: format, options: options)
    } catch {
      // Code that sets up nothing says why in its notes ("the notes above say why").
      ImportCommand.report(error.notes, file: name)
      throw .badInput(error.described(as: name))
    }
  }

  /// The bytes of the file at `path`, or of standard input for `-`.
  static func readFile(_ path: String) throws(CLIFailure) -> [UInt8] {
    if path == "-" { return try Consoles.current.readInput() }
    switch SystemFileStore().read(path) {
    case .success(let contents): return contents.bytes
    case .failure(let error): throw .badInput("\(error)")
    }
  }
}

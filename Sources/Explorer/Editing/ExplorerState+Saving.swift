import FileStore
import SceneReading
import Scenes

/// Saving (`w`, `W`), quitting or switching scenes with unsaved edits, and the file changing on
/// disk. The writing itself is an effect the run loop performs with its `FileStore` (atomic:
/// temporary file, flush, rename; refused when the file changed since it was read); the result
/// comes back as an event.
extension ExplorerState {
  /// The text `w` writes: the scene in its file's format (a notation file stays one line of
  /// notation), else the scene file (JSON).
  var savedBytes: [UInt8] {
    if case .file(_, .notation) = editing.origin { return Array((scene.notation + "\n").utf8) }
    return Array(scene.fileText.utf8)
  }

  /// `w`: writes the scene back to its file, or asks for a path when it has none.
  mutating func save() -> [ExplorerEffect] {
    guard let path = editing.origin.writablePath else { return saveAs() }
    return [.save(path: path, bytes: savedBytes, replacing: editing.fileStamp)]
  }

  /// `W`: asks for a path (the status line, `./NAME.json` to start with).
  mutating func saveAs() -> [ExplorerEffect] {
    open(SavePathPrompt(path: editing.origin.writablePath ?? "./\(scene.name).json"))
    return []
  }

  /// Enter on the save-path prompt: a new file there (an existing one is not replaced).
  mutating func commitSavePath(_ text: String) -> [ExplorerEffect] {
    let path = text.trimmingBlanks
    guard !path.isEmpty else {
      message = "no path: not saved"
      return []
    }
    let samePath = path == editing.origin.writablePath
    return [
      .save(
        path: path, bytes: samePath ? savedBytes : Array(scene.fileText.utf8),
        replacing: samePath ? editing.fileStamp : nil)
    ]
  }

  /// The run loop's answer to `.save`.
  mutating func saved(path: String, result: Result<FileStamp, FileError>) -> [ExplorerEffect] {
    switch result {
    case .success(let stamp):
      let newFile = editing.origin.writablePath != path
      editing.savedScene = scene
      editing.fileStamp = stamp
      if newFile { editing.origin = .file(path) }
      editing.diskVersion = nil
      editing.reloadProblem = nil
      message = "saved \(path)"
      return newFile ? [.watch(path)] : []
    case .failure(let error):
      switch error {
      case .changed:
        message =
          "not saved: \(error) — W saves elsewhere, Ctrl-L reloads the file (dropping edits, u brings them back)"
      case .exists:
        message = "not saved: \(error) — W to choose another name"
      default:
        message = "not saved: \(error) — the edits are still here"
      }
      return []
    }
  }

  /// Does `action` now, or first asks when it would drop unsaved edits.
  mutating func confirmingDiscard(_ action: DiscardAction) -> [ExplorerEffect] {
    guard hasUnsavedEdits else { return discarding(action) }
    open(DiscardPrompt(action))
    return []
  }

  /// Does `action`, dropping whatever edits there are.
  mutating func discarding(_ action: DiscardAction) -> [ExplorerEffect] {
    switch action {
    case .quit: return [.quit]
    case .nextScene: switchScene(by: 1)
    case .previousScene: switchScene(by: -1)
    case .open(let name): openBundled(name)
    case .reloadFromDisk:
      if let version = editing.diskVersion { apply(version, label: "reload from disk") }
      message = "reloaded from disk (u brings your edits back)"
    }
    return []
  }

  /// The file changed on disk (or was read after a watch event): reload it, keeping time, play
  /// state and selection; with unsaved edits, only announce it; when it is invalid (an editor
  /// half-way through writing), keep the last good scene and say what is wrong.
  mutating func fileChanged(_ result: Result<FileContents, FileError>) {
    guard let path = editing.origin.watchPath else { return }
    switch result {
    case .failure(.missing):
      message = nil  // an earlier "reloaded" would hide what happened now
      editing.reloadProblem = "\(path) was deleted or moved away; showing its last scene (w writes it again)"
    case .failure(let error):
      message = nil
      editing.reloadProblem = "\(error); showing the last good scene"
    case .success(let contents):
      if contents.stamp == editing.fileStamp { return }  // our own save, or nothing new
      let read: SceneReader.Result
      do {
        read = try SceneReader.read(contents.bytes, path: path, options: editing.codeOptions)
      } catch {
        message = nil
        editing.reloadProblem = "\(path): " + Self.firstLine(of: error.message)
        return
      }
      let scene = read.scene
      let notes =
        read.diagnostics.first.map {
          " · \(read.diagnostics.count == 1 ? "1 note" : "\(read.diagnostics.count) notes"): \($0.printed)"
        }
        ?? ""
      editing.reloadProblem = nil
      if hasUnsavedEdits {
        editing.diskVersion = DiskVersion(scene: scene, stamp: contents.stamp)
        message = "\(path) changed on disk; your edits are unsaved, so it was not reloaded (Ctrl-L reloads it)"
        return
      }
      apply(DiskVersion(scene: scene, stamp: contents.stamp), label: "reload of \(path)")
      sourceNotes = read.diagnostics
      if case .file(let file, _) = editing.origin {  // the file may have become JSON, or notation
        editing.origin = .file(file, format: read.format == .notation ? .notation : .json)
      }
      message = "reloaded \(path)" + notes + (read.diagnostics.count > 1 ? " (N lists them)" : "")
    }
  }

  /// Shows the version on disk as the saved scene (an edit, so `u` goes back).
  mutating func apply(_ version: DiskVersion, label: String) {
    let wasSaved = !hasUnsavedEdits
    if wasSaved {
      replaceScene(version.scene)
    } else {
      commit(version.scene, label: label)
    }
    editing.savedScene = version.scene
    editing.fileStamp = version.stamp
    editing.diskVersion = nil
    originalScene = version.scene
  }

  /// Ctrl-L: applies the newer version on disk that unsaved edits held back.
  mutating func reloadFromDisk() -> [ExplorerEffect] {
    guard editing.diskVersion != nil else {
      message = editing.origin.writablePath == nil ? "the scene has no file to reload" : "the file has not changed"
      return []
    }
    return confirmingDiscard(.reloadFromDisk)
  }

  /// The first problem of a decoder or notation message, and how many others there are.
  static func firstLine(of message: String) -> String {
    let lines = message.split(separator: "\n").map { $0.trimmingCharacters(in: " ") }
    guard lines.count > 1, lines[0].hasPrefix("invalid scene") else { return lines.first ?? message }
    let more = lines.count - 2
    return lines[1] + (more > 0 ? " (and \(more) more)" : "")
  }
}

extension Substring {
  func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}

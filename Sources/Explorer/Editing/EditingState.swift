import FileStore
import SceneCode
import Scenes

/// What the explorer knows about the scene as a document: where it came from, the version on
/// disk, and the undo history.
package struct EditingState: Hashable, Sendable {
  /// Where the scene came from (a file, standard input, a bundled name, notation).
  package var origin: SceneOrigin
  /// For code: what runs (`--entry`, `--arg`), kept to read the file the same way on reload.
  package var codeOptions = CodeImport.Options()
  /// The scene as last loaded or saved: edits are unsaved while the scene differs from it.
  package var savedScene: Scene
  /// The stamp of the file when it was read or written (nil when the scene has no file).
  package var fileStamp: FileStamp?
  /// Undo and redo.
  package var history = EditHistory()
  /// Why the file on disk could not be reloaded (kept on screen until a good version arrives).
  package var reloadProblem: String?
  /// A valid newer version on disk, not applied because of unsaved edits (Ctrl-L applies it).
  package var diskVersion: DiskVersion?

  package init(origin: SceneOrigin, savedScene: Scene, fileStamp: FileStamp? = nil) {
    self.origin = origin
    self.savedScene = savedScene
    self.fileStamp = fileStamp
  }
}

/// A scene read from disk with its stamp.
package struct DiskVersion: Hashable, Sendable {
  package var scene: Scene
  package var stamp: FileStamp
}

/// Every edit in order, as whole scenes (a value type makes this nearly free): undo goes back one,
/// redo forward again, as vim's `u` and Ctrl-R; a new edit drops what could be redone.
package struct EditHistory: Hashable, Sendable {
  /// The scenes before each edit, oldest first.
  package var undo: [Snapshot] = []
  /// The scenes undone, most recent last.
  package var redo: [Snapshot] = []
}

/// The scene before or after an edit, with the selection then and what the edit was.
package struct Snapshot: Hashable, Sendable {
  package var scene: Scene
  /// The selected row's path and the selected tree node's path.
  package var selectedPath: String?
  package var treePath: String?
  /// What the edit did, for the message when it is undone or redone.
  package var label: String
}

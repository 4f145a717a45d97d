import MediaTiming
import Scenes

/// Edits: every change to the scene goes through `commit`, so it can be undone and redone, marks
/// the scene unsaved, and every picture (timeline, value, curve, readout, layer tree, gallery)
/// follows because they all draw from `scene`. Changes to fields go through the scene file's
/// document and the decoder, so a value a scene file would reject is refused with its message.
extension ExplorerState {
  /// Records an edit: the scene before goes on the undo list, `newScene` is shown.
  mutating func commit(_ newScene: Scene, label: String) {
    guard newScene != scene else { return }
    editing.history.undo.append(snapshot(label: label))
    editing.history.redo.removeAll()
    replaceScene(newScene)
  }

  /// The scene and selection now, for the history.
  func snapshot(label: String) -> Snapshot {
    Snapshot(scene: scene, selectedPath: selected?.path, treePath: selectedNode?.path, label: label)
  }

  /// `u`: back to the scene before the last edit.
  mutating func undo() {
    guard let previous = editing.history.undo.popLast() else {
      message = "nothing to undo"
      return
    }
    editing.history.redo.append(snapshot(label: previous.label))
    restore(previous)
    message = "undid \(previous.label)" + (editing.history.undo.isEmpty ? " (no more to undo)" : "")
  }

  /// Ctrl-R: forward again to the scene the last undo left.
  mutating func redo() {
    guard let next = editing.history.redo.popLast() else {
      message = "nothing to redo"
      return
    }
    editing.history.undo.append(snapshot(label: next.label))
    restore(next)
    message = "redid \(next.label)"
  }

  private mutating func restore(_ snapshot: Snapshot) {
    scene = snapshot.scene
    rows = scene.rows
    select(rowPath: snapshot.selectedPath, treePath: snapshot.treePath)
    if let inspector = overlay(InspectorOverlay.self), scene.document.sceneNode(at: inspector.ids) == nil {
      close(InspectorOverlay.self)
    }
  }

  /// Changes the scene file's document with `change` and shows the result if the decoder accepts
  /// it; otherwise the scene stays as it was and the message says why (the decoder's first problem,
  /// and how many more). Returns true when the edit was made.
  @discardableResult
  mutating func edit(label: String, _ change: (inout JSONValue) -> Bool) -> Bool {
    var document = scene.document
    guard change(&document) else { return false }
    do {
      commit(try Scene.decode(document), label: label)
      return true
    } catch {
      message = Self.describe(error)
      return false
    }
  }

  /// A decoder failure in a line: the first problem without the document's path prefix, and the
  /// number of others.
  static func describe(_ error: SceneError) -> String {
    guard let first = error.problems.first else { return "invalid scene" }
    var text = first.description
    if let path = first.path, let dot = path.lastIndex(of: "."), path.contains("[") {
      text =
        String(path[path.index(after: dot)...]) + ": " + first.message
        + (first.value.map { " (got \($0))" } ?? "")
    }
    let more = error.problems.count - 1
    return "refused: " + text + (more > 0 ? " (and \(more) more)" : "")
  }

  /// Adds a copy of node `ids` (an animation, a group or a sublayer) after it and selects it;
  /// returns the copy's ids, nil when nothing was added (`message` says why).
  mutating func duplicate(_ ids: [String]?) -> [String]? {
    guard let ids, ids.count > 1 else {
      message = "select an animation, a group or a sublayer to copy (the root layer has no siblings)"
      return nil
    }
    var newIDs: [String] = []
    let made = edit(label: "copy of \(ids.joined(separator: "/"))") { document in
      guard let result = document.duplicatingSceneNode(at: ids) else { return false }
      document = result.document
      newIDs = result.ids
      return true
    }
    guard made else { return nil }
    let path = newIDs.joined(separator: "/")
    select(rowPath: path, treePath: path)
    message = "added \(path), a copy (u undoes)"
    return newIDs
  }

  /// Removes node `ids`; true when it was removed.
  mutating func remove(_ ids: [String]?) -> Bool {
    guard let ids, ids.count > 1 else {
      message = "the root layer cannot be removed"
      return false
    }
    let path = ids.joined(separator: "/")
    let removed = edit(label: "removal of \(path)") { document in
      guard let changed = document.replacingSceneNode(at: ids, with: nil) else { return false }
      document = changed
      return true
    }
    if removed {
      close(InspectorOverlay.self)
      message = "removed \(path) (u undoes)"
    }
    return removed
  }

  /// `function` as the timing function of the selected animation (the curve lab's `a`).
  mutating func setTimingFunction(_ function: TimingFunction) {
    guard let row = selected else {
      message = "the scene has no animation to apply the curve to"
      return
    }
    let ids = NodePath(row.path).ids
    let value = JSONValue.string(function.name ?? function.cssText)
    if edit(
      label: "timing function of \(row.path)",
      { document in
        guard var node = document.sceneNode(at: ids) else { return false }
        node[member: "timingFunction"] = value
        guard let changed = document.replacingSceneNode(at: ids, with: node) else { return false }
        document = changed
        return true
      })
    {
      message = "\(row.path) now uses \(function.name ?? function.cssText) (u undoes)"
    }
  }
}

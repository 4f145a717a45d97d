import TermGrid

/// What would drop unsaved edits.
package enum DiscardAction: Hashable, Sendable {
  case quit
  case nextScene, previousScene
  /// Open this bundled scene (from the gallery).
  case open(String)
  case reloadFromDisk
}

/// Unsaved edits would be lost: `y` (or the same key again) goes ahead, anything else stays.
package struct DiscardPrompt: Overlay {
  package var action: DiscardAction
  package var layer: OverlayLayer { .prompt }

  package init(_ action: DiscardAction) { self.action = action }

  package mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    if action == .quit && key == .char("w") { return .closed(app.save()) }
    let confirmed =
      key == .char("y") || key == .char("Y")
      || (action == .quit && (key == .char("q") || key == .ctrl("c")))
      || (action == .nextScene && key == .char("n")) || (action == .previousScene && key == .char("p"))
    guard confirmed else {
      app.message = "kept the edits"
      return .closed([])
    }
    return .closed(app.discarding(action))
  }

  package func statusLine(_ app: ExplorerState, theme: Theme) -> Line? {
    let question =
      switch action {
      case .quit: "unsaved edits: q or y quits without saving, w saves, anything else stays"
      case .nextScene, .previousScene, .open:
        "unsaved edits: y drops them and opens the other scene, anything else stays"
      case .reloadFromDisk:
        "unsaved edits: y drops them and reloads the file (u brings them back), anything else stays"
      }
    return [Span(question, theme.accent)]
  }
}

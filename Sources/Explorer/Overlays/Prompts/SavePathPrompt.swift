import TermGrid

/// `W` (or `w` for a scene without a file): the path to save to; Enter saves, Esc cancels.
package struct SavePathPrompt: TextPrompt {
  var entry = TextEntry(limit: 4096)

  package init(path: String) { entry.text = path }

  /// The path typed so far.
  package var text: String { entry.text }

  func commit(_ text: String, app: inout ExplorerState) -> [ExplorerEffect] { app.commitSavePath(text) }

  package func statusLine(_ app: ExplorerState, theme: Theme) -> Line? {
    [
      Span("save as: ", theme.accent), Span(entry.shown(theme), theme.text),
      Span("   Enter saves · Esc cancels", theme.dim),
    ]
  }
}

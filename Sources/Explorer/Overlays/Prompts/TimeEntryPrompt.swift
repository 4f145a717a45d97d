import TermGrid

/// `g`: an exact scene time typed in seconds; Enter scrubs there, Esc cancels.
package struct TimeEntryPrompt: TextPrompt {
  var entry = TextEntry(limit: 24, accepts: { "0123456789.-eE".unicodeScalars.contains($0) })

  /// What is typed so far.
  package var text: String { entry.text }

  func commit(_ text: String, app: inout ExplorerState) -> [ExplorerEffect] {
    app.goToTime(text)
    return []
  }

  package func statusLine(_ app: ExplorerState, theme: Theme) -> Line? {
    [
      Span("go to time (s): ", theme.accent), Span(entry.shown(theme), theme.text),
      Span("   Enter go · Esc cancel", theme.dim),
    ]
  }
}

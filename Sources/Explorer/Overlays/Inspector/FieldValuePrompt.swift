import TermGrid

/// Enter in the inspector: a value for the selected field, typed as notation writes it; Enter
/// sets it, Esc cancels, empty means the default. The inspector shows the text in the field.
package struct FieldValuePrompt: TextPrompt {
  var entry = TextEntry(limit: 4096)

  package init(text: String) { entry.text = text }

  /// What is typed so far.
  package var text: String { entry.text }

  /// Sets the inspector's selected field to the text (the inspector stays open below).
  func commit(_ text: String, app: inout ExplorerState) -> [ExplorerEffect] {
    app.withOverlay(InspectorOverlay.self) { inspector, app in
      inspector.commitEntry(text, app: &app)
      return ((), keep: true)
    }
    return []
  }

  package func statusLine(_ app: ExplorerState, theme: Theme) -> Line? {
    [
      Span("type a value as notation writes it ([0, 1], #FF9500, easeIn, inf)", theme.accent),
      Span("   Enter sets · Esc cancels · empty: the default", theme.dim),
    ]
  }
}

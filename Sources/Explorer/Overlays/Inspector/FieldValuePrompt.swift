import TermGrid

/// Enter in the inspector: a value for the selected field, typed as notation writes it; Enter
/// sets it, Esc cancels, empty means the default. The inspector shows the text in the field.
public struct FieldValuePrompt: Overlay {
  var entry = TextEntry(limit: 4096)
  public var layer: OverlayLayer { .prompt }

  public init(text: String) { entry.text = text }

  /// What is typed so far.
  public var text: String { entry.text }

  public mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    if key == .ctrl("c") { return .closed([.quit]) }
    switch key.key {
    case .escape: return .closed([])
    case .enter:
      let text = entry.text
      app.withOverlay(InspectorOverlay.self) { inspector, app in
        inspector.commitEntry(text, app: &app)
        return ((), keep: true)
      }
      return .closed([])
    default:
      _ = entry.edit(key)
      return .handled([])
    }
  }

  public func statusLine(_ app: ExplorerState, theme: Theme) -> Line? {
    [
      Span("type a value as notation writes it ([0, 1], #FF9500, easeIn, inf)", theme.accent),
      Span("   Enter sets · Esc cancels · empty: the default", theme.dim),
    ]
  }
}

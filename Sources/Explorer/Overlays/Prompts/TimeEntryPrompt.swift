import TermGrid

/// `g`: an exact scene time typed in seconds; Enter scrubs there, Esc cancels.
public struct TimeEntryPrompt: Overlay {
  var entry = TextEntry(limit: 24, accepts: { "0123456789.-eE".unicodeScalars.contains($0) })
  public var layer: OverlayLayer { .prompt }

  /// What is typed so far.
  public var text: String { entry.text }

  public mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    if key == .ctrl("c") { return .closed([.quit]) }
    switch key.key {
    case .escape: return .closed([])
    case .enter:
      app.goToTime(entry.text)
      return .closed([])
    default:
      _ = entry.edit(key)
      return .handled([])
    }
  }

  public func statusLine(_ app: ExplorerState, theme: Theme) -> Line? {
    [
      Span("go to time (s): ", theme.accent), Span(entry.shown(theme), theme.text),
      Span("   Enter go · Esc cancel", theme.dim),
    ]
  }
}

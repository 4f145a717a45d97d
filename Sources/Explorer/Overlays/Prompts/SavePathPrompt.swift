import TermGrid

/// `W` (or `w` for a scene without a file): the path to save to; Enter saves, Esc cancels.
public struct SavePathPrompt: Overlay {
  var entry = TextEntry(limit: 4096)
  public var layer: OverlayLayer { .prompt }

  public init(path: String) { entry.text = path }

  /// The path typed so far.
  public var text: String { entry.text }

  public mutating func handle(_ key: KeyEvent, app: inout ExplorerState) -> OverlayOutcome {
    if key == .ctrl("c") { return .closed([.quit]) }
    switch key.key {
    case .escape: return .closed([])
    case .enter: return .closed(app.commitSavePath(entry.text))
    default:
      _ = entry.edit(key)
      return .handled([])
    }
  }

  public func statusLine(_ app: ExplorerState, theme: Theme) -> Line? {
    [
      Span("save as: ", theme.accent), Span(entry.shown(theme), theme.text),
      Span("   Enter saves · Esc cancels", theme.dim),
    ]
  }
}

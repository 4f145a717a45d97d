/// The one-line key bar: `key help · key help …`, drawn from the key map's own entries so the
/// bar and the key handling cannot drift apart. Entries that do not fit are dropped from the end.
public struct HelpBar: Widget {
  /// (keys as shown, what they do).
  public var entries: [(keys: String, help: String)]

  public init(_ entries: [(keys: String, help: String)]) { self.entries = entries }

  public func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    guard area.height > 0 else { return }
    var column = area.x
    let separator = theme.unicode ? " · " : " | "
    for (index, entry) in entries.enumerated() {
      let width =
        (index > 0 ? separator.count : 0) + entry.keys.unicodeScalars.count + 1 + entry.help.unicodeScalars.count
      if column + width > area.maxX { break }
      if index > 0 { column = grid.put(separator, x: column, y: area.y, style: theme.dim, clip: area) }
      column = grid.put(entry.keys, x: column, y: area.y, style: theme.key, clip: area)
      column = grid.put(" " + entry.help, x: column, y: area.y, style: theme.dim, clip: area)
    }
  }
}

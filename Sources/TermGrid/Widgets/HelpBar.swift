/// The one-line key bar: `key help · key help …`, drawn from the key map's own entries so the
/// bar and the key handling cannot drift apart. When they do not all fit, entries are dropped
/// from before the last `keepLast` (which hold the way to the full list and out).
public struct HelpBar: Widget {
  /// (keys as shown, what they do).
  public var entries: [(keys: String, help: String)]
  /// How many entries at the end always show.
  public var keepLast: Int

  public init(_ entries: [(keys: String, help: String)], keepLast: Int = 0) {
    self.entries = entries
    self.keepLast = keepLast
  }

  /// The entries that fit in `width` columns, in order.
  public func shown(width: Int, separator: String) -> [(keys: String, help: String)] {
    func cost(_ entry: (keys: String, help: String)) -> Int {
      separator.count + entry.keys.unicodeScalars.count + 1 + entry.help.unicodeScalars.count
    }
    let kept = Array(entries.suffix(min(keepLast, entries.count)))
    var shown: [(keys: String, help: String)] = []
    var used = kept.reduce(0) { $0 + cost($1) }
    for entry in entries.dropLast(kept.count) {
      guard used + cost(entry) <= width + separator.count else { break }
      shown.append(entry)
      used += cost(entry)
    }
    return shown + kept
  }

  public func render(into grid: inout CellGrid, area: Rect, theme: Theme) {
    guard area.height > 0 else { return }
    let separator = theme.unicode ? " · " : " | "
    var column = area.x
    for (index, entry) in shown(width: area.width, separator: separator).enumerated() {
      let width =
        (index > 0 ? separator.count : 0) + entry.keys.unicodeScalars.count + 1 + entry.help.unicodeScalars.count
      if column + width > area.maxX { break }
      if index > 0 { column = grid.put(separator, x: column, y: area.y, style: theme.dim, clip: area) }
      column = grid.put(entry.keys, x: column, y: area.y, style: theme.key, clip: area)
      column = grid.put(" " + entry.help, x: column, y: area.y, style: theme.dim, clip: area)
    }
  }
}

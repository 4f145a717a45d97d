/// The key bar's entries until the key map exists.
public enum ExplorerHelp {
  public static let entries: [(keys: String, help: String)] = [
    ("←/→", "frame"), (",/.", "0.1s"), ("[/]", "phase"), ("space", "play"), ("+/-", "speed"), ("?", "help"),
    ("q", "quit"),
  ]
}

extension StringProtocol {
  /// The text with its first character upper-cased (`forwards` → `Forwards`).
  public var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

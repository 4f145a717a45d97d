extension TimingFunction {
  /// Every function that has a name, in the order the program lists them.
  public static var allNamed: [TimingFunction] { coreAnimationNamed }

  /// The names accepted by `named(_:)`, in listing order.
  public static var names: [String] { allNamed.compactMap(\.name) }

  /// The function called `name` (exact spelling, as in scene files and on the command line), or a
  /// `cubic-bezier(x1, y1, x2, y2)` text; nil when neither.
  public static func named(_ name: String) -> TimingFunction? {
    if let function = allNamed.first(where: { $0.name == name }) { return function }
    if let alias = cssAliases[name] { return named(alias) }
    return parseCubicBezier(name)
  }

  /// CSS's keywords for the same curves (CSS Easing: `ease` is CA's `default`).
  public static let cssAliases = [
    "ease": "default", "ease-in": "easeIn", "ease-out": "easeOut", "ease-in-out": "easeInEaseOut",
  ]

  /// Parses `cubic-bezier(x1, y1, x2, y2)` (spaces optional); nil when malformed or invalid.
  public static func parseCubicBezier(_ text: String) -> TimingFunction? {
    let trimmed = text.filter { $0 != " " }
    guard trimmed.hasPrefix("cubic-bezier("), trimmed.hasSuffix(")") else { return nil }
    let inner = trimmed.dropFirst("cubic-bezier(".count).dropLast()
    let numbers = inner.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double(String($0)) }
    guard numbers.count == 4, inner.split(separator: ",", omittingEmptySubsequences: false).count == 4 else {
      return nil
    }
    return try? TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
  }
}

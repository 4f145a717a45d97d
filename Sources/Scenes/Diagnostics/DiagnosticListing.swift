/// How many findings are printed: the first `shown`, then a count of the rest, so that a file
/// with 100,000 mistakes gives a page, not megabytes (the first ones are what a person fixes).
public enum DiagnosticListing {
  public static let shown = 20

  /// `lines`, at most `shown` of them, then `… and 19,979 more problems`.
  public static func capped(_ lines: [String], noun: String = "problems") -> [String] {
    guard lines.count > shown else { return lines }
    return Array(lines.prefix(shown)) + ["… and \(grouped(lines.count - shown)) more \(noun)"]
  }

  /// `19979` as `19,979`.
  public static func grouped(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return (number < 0 ? "-" : "") + text
  }
}

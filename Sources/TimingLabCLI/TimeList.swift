/// Parses `TIMES`/`XS` arguments: a comma-separated list (`0,0.5,1.5`), a range
/// `START:END:STEP` (`0:4:0.25`, END included when the steps land on it), or a mix of both.
///
/// Range points are computed from the decimal text, so `0:4:0.1` gives 0.3 (the double nearest
/// 3/10), not 0.30000000000000004 as repeated addition would.
public enum TimeList {
  /// More points than this is almost certainly a typo in STEP.
  public static let maximumCount = 100_000

  public struct ParseError: Error, Equatable, CustomStringConvertible {
    public var description: String
  }

  public static func parse(_ text: String) throws(ParseError) -> [Double] {
    var values: [Double] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = item.trimmingSpaces
      if trimmed.contains(":") {
        values += try range(trimmed)
      } else {
        values.append(try number(trimmed))
      }
      if values.count > maximumCount {
        throw ParseError(description: "more than \(maximumCount) times in \"\(text)\"")
      }
    }
    return values
  }

  static func number(_ text: String) throws(ParseError) -> Double {
    guard !text.isEmpty else {
      throw ParseError(description: "an empty time in the list (two commas, or a trailing comma?)")
    }
    guard let value = Double(text), value.isFinite, text.allSatisfy({ "0123456789+-.eE".contains($0) }) else {
      throw ParseError(description: "\"\(text)\" is not a finite number")
    }
    return value
  }

  static func range(_ text: String) throws(ParseError) -> [Double] {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
    guard parts.count == 3 else {
      throw ParseError(description: "\"\(text)\" is not a range START:END:STEP")
    }
    let start = try number(parts[0])
    let end = try number(parts[1])
    let step = try number(parts[2])
    guard step > 0 else { throw ParseError(description: "the step of \"\(text)\" must be greater than 0") }
    guard end >= start else { throw ParseError(description: "the end of \"\(text)\" is before its start") }
    let count = ((end - start) / step * (1 + 1e-12)).rounded(.down) + 1
    guard count <= Double(maximumCount) else {
      throw ParseError(description: "\"\(text)\" has more than \(maximumCount) points")
    }
    let points = Int(count)
    if let decimals = DecimalRange(start: parts[0], step: parts[2]) {
      return (0..<points).map { decimals.value(at: $0) }
    }
    return (0..<points).map { start + Double($0) * step }
  }
}

/// `start + i × step` computed in integers scaled by a power of ten, so each point is the double
/// nearest the exact decimal. Nil when the numbers have exponents or too many digits.
struct DecimalRange {
  let start: Int64
  let step: Int64
  let scale: Double

  init?(start: String, step: String) {
    guard let (a, placesA) = Self.scaled(start), let (b, placesB) = Self.scaled(step) else { return nil }
    let places = max(placesA, placesB)
    guard places <= 12 else { return nil }
    func power(_ n: Int) -> Int64 { (0..<n).reduce(Int64(1)) { value, _ in value * 10 } }
    let (scaledStart, o1) = a.multipliedReportingOverflow(by: power(places - placesA))
    let (scaledStep, o2) = b.multipliedReportingOverflow(by: power(places - placesB))
    guard !o1, !o2, abs(scaledStart) < 1 << 52, abs(scaledStep) < 1 << 40 else { return nil }
    self.start = scaledStart
    self.step = scaledStep
    self.scale = Double(power(places))
  }

  func value(at index: Int) -> Double {
    Double(start + Int64(index) * step) / scale
  }

  /// "12.345" → (12345, 3); nil for exponents or more than 15 significant digits.
  static func scaled(_ text: String) -> (Int64, Int)? {
    guard !text.contains(where: { $0 == "e" || $0 == "E" }) else { return nil }
    var negative = false
    var digits = Substring(text)
    if digits.first == "-" || digits.first == "+" {
      negative = digits.first == "-"
      digits = digits.dropFirst()
    }
    let pieces = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard pieces.count <= 2 else { return nil }
    let whole = pieces[0]
    let fraction = pieces.count == 2 ? pieces[1] : ""
    guard whole.count + fraction.count <= 15, let value = Int64(whole + fraction) else { return nil }
    return (negative ? -value : value, fraction.count)
  }
}

extension StringProtocol {
  var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}

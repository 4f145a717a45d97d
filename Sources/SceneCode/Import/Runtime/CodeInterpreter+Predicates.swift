import Foundation

/// Text checked against a pattern, as login forms check an address before they shake:
/// `NSPredicate(format: "SELF MATCHES %@", pattern).evaluate(with: text)` (Objective-C's
/// `predicateWithFormat:` and `evaluateWithObject:`), which matches the whole text against an
/// ICU regular expression (Predicate Programming Guide: `MATCHES`), and
/// `text.range(of: pattern, options: .regularExpression)`, a match anywhere.
extension CodeInterpreter {
  static let predicatePrefix = "$predicate:MATCHES:"

  /// `NSPredicate(format:…)` of `format` and its arguments: a predicate this file evaluates when
  /// it is `SELF MATCHES %@` (or the pattern written in); nil for another format.
  mutating func predicate(format: String, _ arguments: [RuntimeValue]) -> RuntimeValue? {
    let words = format.split(separator: " ", maxSplits: 2).map(String.init)
    guard words.count == 3, words[0].uppercased() == "SELF", words[1].uppercased().hasPrefix("MATCHES") else {
      return nil
    }
    let pattern: String
    if words[2] == "%@", case .string(let given)? = arguments.first {
      pattern = given
    } else if words[2].count >= 2, let quote = words[2].first, "'\"".contains(quote), words[2].last == quote {
      pattern = String(words[2].dropFirst().dropLast())
    } else {
      return nil
    }
    return .constant(Self.predicatePrefix + pattern)
  }

  /// A predicate made above evaluated with `value`: whether the whole text matches; nil when
  /// the receiver is no such predicate or the text is not known here.
  func evaluatePredicate(_ receiver: RuntimeValue, with value: RuntimeValue) -> RuntimeValue? {
    guard case .constant(let held) = receiver, held.hasPrefix(Self.predicatePrefix), case .string(let text) = value
    else { return nil }
    let pattern = String(held.dropFirst(Self.predicatePrefix.count))
    return Self.matches(pattern, text, whole: true).map { .bool($0) }
  }

  /// Whether `text` matches `pattern` (all of it when `whole`); nil for a pattern that is no
  /// regular expression.
  static func matches(_ pattern: String, _ text: String, whole: Bool) -> Bool? {
    // (All of it: anchored at the start, and nothing after the match, as ICU's `matches`.)
    guard let expression = try? NSRegularExpression(pattern: whole ? "(?:\(pattern))\\z" : pattern) else {
      return nil
    }
    let range = NSRange(text.startIndex..<text.endIndex, in: text)
    return expression.firstMatch(in: text, options: whole ? [.anchored] : [], range: range) != nil
  }
}

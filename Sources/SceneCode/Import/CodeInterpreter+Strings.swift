import MediaTiming
import Scenes

/// Strings in animation code: some libraries write keyframe positions as text (`"{hx,fy}"`),
/// fill in numbers with `replaceOccurrences`, and read them back with `CGPointFromString` /
/// `NSCoder.cgPoint(for:)`. Enough of `NSString`/`NSMutableString` runs for that.
extension CodeInterpreter {
  /// `CGPointFromString(s)`, `NSCoder.cgPoint(for: s)`: `"{x, y}"` as a point; nil for text of
  /// another shape (the caller says it is not known).
  static func point(fromString text: String) -> RuntimeValue? {
    let trimmed = text.filter { !$0.isWhitespace }
    guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}") else { return nil }
    let parts = trimmed.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(String(parts[0])), let y = Double(String(parts[1])) else { return nil }
    return .point(x, y)
  }

  /// `text` with every `target` replaced (letters compared without case when `ignoringCase`).
  static func replacing(_ target: String, with replacement: String, in text: String, ignoringCase: Bool) -> String {
    guard !target.isEmpty else { return text }
    let fold: (Character) -> String = { ignoringCase ? $0.lowercased() : String($0) }
    let pattern = target.map(fold)
    let characters = Array(text)
    var out = ""
    var i = 0
    while i < characters.count {
      if i + pattern.count <= characters.count,
        (0..<pattern.count).allSatisfy({ fold(characters[i + $0]) == pattern[$0] })
      {
        out += replacement
        i += pattern.count
      } else {
        out.append(characters[i])
        i += 1
      }
    }
    return out
  }

  /// `text` in upper or lower case, or with each word capitalized (Swift's methods and
  /// properties, Foundation's localized ones and Objective-C's getters); nil for another name.
  static func changedCase(_ text: String, _ name: String) -> RuntimeValue? {
    switch name {
    case "uppercased", "localizedUppercase", "uppercaseString", "localizedUppercaseString": .string(text.uppercased())
    case "lowercased", "localizedLowercase", "lowercaseString", "localizedLowercaseString": .string(text.lowercased())
    case "capitalized", "localizedCapitalized", "capitalizedString", "localizedCapitalizedString":
      .string(
        text.split(separator: " ", omittingEmptySubsequences: false).map {
          $0.prefix(1).uppercased() + $0.dropFirst().lowercased()
        }.joined(separator: " "))
    default: nil
    }
  }

  /// `format` with printf's `%d`, `%i`, `%ld`, `%lu`, `%u`, `%f`, `%.Nf`, `%g`, `%@`, `%s` and
  /// `%%` filled in from `values`; nil for another conversion or a value that is not known.
  static func formatted(_ format: String, _ values: [RuntimeValue]) -> String? {
    var out = ""
    var rest = values[...]
    var i = format.startIndex
    while i < format.endIndex {
      let c = format[i]
      i = format.index(after: i)
      guard c == "%" else {
        out.append(c)
        continue
      }
      var spec = ""
      while i < format.endIndex, "0123456789.-+ l".contains(format[i]) {
        spec.append(format[i])
        i = format.index(after: i)
      }
      guard i < format.endIndex else { return nil }
      let conversion = format[i]
      i = format.index(after: i)
      if conversion == "%" {
        out.append("%")
        continue
      }
      guard let value = rest.popFirst() else { return nil }
      switch (conversion, value) {
      case ("d", .number(let x)), ("i", .number(let x)), ("u", .number(let x)):
        out += String(Int64(x.rounded(.towardZero)))
      case ("f", .number(let x)):
        let digits = spec.split(separator: ".").last.flatMap { spec.contains(".") ? Int($0) : nil } ?? 6
        out += fixed(x, digits: digits)
      case ("g", .number(let x)): out += shortestText(x)
      case ("@", .string(let s)), ("s", .string(let s)): out += s
      case ("@", .number(let x)): out += x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : shortestText(x)
      default: return nil
      }
    }
    return out
  }

  /// `x` with `digits` decimals, rounded half away from zero (printf's `%.Nf` on these values).
  static func fixed(_ x: Double, digits: Int) -> String {
    let d = max(0, min(digits, 12))
    var scale = 1.0
    for _ in 0..<d { scale *= 10 }
    let scaled = (abs(x) * scale).rounded()
    let whole = scaled / scale
    var text = String(Int64(whole.rounded(.down)))
    if d > 0 {
      let fraction = Int64(scaled) - Int64(whole.rounded(.down)) * Int64(scale)
      let digitsText = String(fraction)
      text += "." + String(repeating: "0", count: d - digitsText.count) + digitsText
    }
    return (x < 0 && scaled != 0 ? "-" : "") + text
  }

  /// A free function or initializer on strings (`CGPointFromString`, `NSMutableString(string:)`,
  /// `NSRange(location:length:)`, `NSMakeRange`); nil when `name` is none of them.
  mutating func stringFunction(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    switch name {
    case "CGPointFromString", "NSPointFromString":
      guard let first = arguments.first else { return nil }
      guard case .string(let text) = evaluate(first.value), let point = Self.point(fromString: text) else {
        return .unknown("\(name)(…)")
      }
      return point
    case "NSMutableString", "NSString":
      guard let first = arguments.first, first.label == "string" else { return nil }
      return evaluate(first.value)
    case "String" where arguments.first?.label == "format":
      // `String(format: "%.1f s", t)`: printf's common conversions.
      guard case .string(let format) = evaluate(arguments[0].value) else { return nil }
      return Self.formatted(format, arguments.dropFirst().map { evaluate($0.value) }).map { .string($0) }
    case "String" where arguments.count == 1 && [nil, "describing"].contains(arguments[0].label):
      // `String(3)`, `String(describing: x)`: the text interpolation writes.
      return evaluate(.interpolation([arguments[0].value]))

    case "NSRange", "NSMakeRange":
      // A range is kept to be checked where it is used (replacing in part of a string).
      return .tuple(arguments.map { evaluate($0.value) })
    default: return nil
    }
  }

  /// NSString's `floatValue`, `doubleValue`, `intValue`, `integerValue`: the number the text starts
  /// with (`systemVersion.floatValue`), else 0; `floatValue` in single precision, as a `float`
  /// is. Nil for another member.
  static func stringNumber(_ text: String, _ member: String) -> RuntimeValue? {
    guard ["floatValue", "doubleValue", "intValue", "integerValue"].contains(member) else { return nil }
    let digits = text.drop { $0 == " " }.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
    let number = Double(digits) ?? 0
    switch member {
    case "floatValue": return .number(Double(Float(number)))
    case "doubleValue": return .number(number)
    default: return .number(number.rounded(.towardZero))
    }
  }

  /// `s.replaceOccurrences(of:with:options:range:)` (in place), `s.replacingOccurrences(of:with:)`,
  /// and the same Objective-C messages; nil for any other method.
  mutating func stringMethod(
    _ text: String, _ name: String, _ arguments: [RuntimeValue], ignoringCase: Bool, receiver: CodeExpression
  ) -> RuntimeValue? {
    switch name {
    case "replaceOccurrences", "replaceOccurrencesOfString:withString:options:range:",
      "replacingOccurrences", "stringByReplacingOccurrencesOfString:withString:",
      "stringByReplacingOccurrencesOfString:withString:options:range:":
      guard arguments.count >= 2, case .string(let target) = arguments[0], case .string(let replacement) = arguments[1]
      else { return nil }
      if arguments.count == 4, case .tuple(let range, _) = arguments[3], range.count == 2,
        range[0].number != 0 || range[1].number != Double(text.count)
      {
        note("a replacement in part of a string is made in the whole string")
      }
      let result = Self.replacing(target, with: replacement, in: text, ignoringCase: ignoringCase)
      if name.hasPrefix("replaceOccurrences") {
        assign(receiver, .string(result), site)
        return .number(0)
      }
      return .string(result)
    case "length", "count": return .number(Double(text.count))  // Objective-C's [s length]
    case "stringByAppendingString:", "appending":
      // `[s stringByAppendingString:@"ff"]`, `s.appending("ff")`.
      guard arguments.count == 1, case .string(let tail) = arguments[0] else { return nil }
      return .string(text + tail)
    case "substringWithRange:":
      // `[s substringWithRange:NSMakeRange(1, 2)]` (UTF-16 units; here characters, as hex is ASCII).
      guard case .tuple(let range, _)? = arguments.first, range.count == 2, let from = range[0].number,
        let length = range[1].number, from >= 0, length >= 0, Int(from + length) <= text.count
      else { return nil }
      return .string(String(text.dropFirst(Int(from)).prefix(Int(length))))
    case "substringFromIndex:", "substringToIndex:":
      guard let n = arguments.first?.number, n >= 0, Int(n) <= text.count else { return nil }
      return .string(name == "substringFromIndex:" ? String(text.dropFirst(Int(n))) : String(text.prefix(Int(n))))
    case "components", "componentsSeparatedByString:", "split":
      // `"a,b".components(separatedBy: ",")`, `split(separator: ",")` (empty pieces dropped).
      guard case .string(let separator)? = arguments.first, !separator.isEmpty else { return nil }
      var pieces = text.split(separator: separator, omittingEmptySubsequences: name == "split").map(String.init)
      if name != "split", text.isEmpty { pieces = [""] }
      return .array(pieces.map { .string($0) })
    case _ where arguments.isEmpty && Self.changedCase(text, name) != nil:
      return Self.changedCase(text, name)  // `uppercased()`, `[s uppercaseString]`
    case "rangeOfString:", "range":
      // `[type rangeOfString:@"CGRect"]`: an `NSRange`, `location` `NSNotFound` when absent.
      guard case .string(let target)? = arguments.first else { return nil }
      // `text.range(of: pattern, options: .regularExpression)`: a match anywhere, or nil.
      if name == "range", arguments.dropFirst().contains(where: { "\($0)".contains("regularExpression") }) {
        guard let found = Self.matches(target, text, whole: false) else { return nil }
        return found ? .tuple([.number(0), .number(0)]) : .null
      }
      // (Swift's `range(of:)` is nil when absent.)
      guard let found = text.range(of: target) else {
        return name == "range" ? .null : .tuple([.number(Self.notFound), .number(0)])
      }
      return .tuple([
        .number(Double(text.distance(from: text.startIndex, to: found.lowerBound))), .number(Double(target.count)),
      ])
    case "size", "sizeWithAttributes:", "boundingRect", "boundingRectWithSize:options:attributes:context:":
      // `text.size(withAttributes: [.font: font])`: the labels' assumed metrics (0.55 em a
      // character wide, 1.2 em a line), at the font in the attributes (17 pt without one).
      let attributes = arguments.first { if case .dictionary = $0 { true } else { false } }
      var fontSize = 17.0
      if case .dictionary(_, let values)? = attributes {
        for case .constant(let font) in values where font.hasPrefix("font:") {
          fontSize = Double(font.dropFirst(5)) ?? 17
        }
      }
      noteOnce("a text's size is assumed: 0.55 em a character wide, 1.2 em tall (no fonts here)")
      let w = (Double(text.count) * 0.55 * fontSize).rounded(.up)
      let h = (1.2 * fontSize).rounded(.up)
      return name.hasPrefix("bounding") ? .rect(0, 0, w, h) : .size(w, h)
    case "compare", "compare:", "compare:options:":
      // `[version compare:@"8.0" options:NSNumericSearch]`, `version.compare("8.0", options: .numeric)`.
      guard case .string(let other)? = arguments.first else { return nil }
      let numeric =
        arguments.count > 1
        && { if case .constant(let o) = arguments[1] { o.lowercased().contains("numeric") } else { false } }()
      return Self.compared(text, other, numeric: numeric)
    case "trimmingCharacters", "stringByTrimmingCharactersInSet:":
      // `hex.trimmingCharacters(in: .whitespacesAndNewlines)` (or `.whitespaces`, `.newlines`).
      guard let set = arguments.first?.constantName?.lowercased() else { return nil }
      let trims: (Character) -> Bool =
        set.hasSuffix("whitespacesandnewlines") || set.hasSuffix("whitespaceandnewlinecharacterset")
        ? { $0.isWhitespace || $0.isNewline }
        : set.hasSuffix("newlines") || set.hasSuffix("newlinecharacterset")
          ? { $0.isNewline }
          : set.hasSuffix("whitespaces") || set.hasSuffix("whitespacecharacterset")
            ? { $0 == " " || $0 == "\t" } : { _ in false }
      return .string(String(text.drop(while: trims).reversed().drop(while: trims).reversed()))
    case "remove", "removeFirst", "removeLast":
      // In place: `s.remove(at: s.startIndex)` (indices are character offsets here), `s.removeFirst()`.
      let at = name == "removeFirst" ? 0.0 : name == "removeLast" ? Double(text.count - 1) : arguments.first?.number
      guard let at, at >= 0, Int(at) < text.count, arguments.count == (name == "remove" ? 1 : 0) else { return nil }
      var chars = Array(text)
      let removed = chars.remove(at: Int(at))
      assign(receiver, .string(String(chars)), site)
      return .string(String(removed))
    case "hasPrefix", "hasSuffix", "hasPrefix:", "hasSuffix:":
      guard case .string(let part)? = arguments.first else { return nil }
      return .bool(name.hasPrefix("hasPrefix") ? text.hasPrefix(part) : text.hasSuffix(part))
    case "dropFirst", "dropLast":
      let n = arguments.first?.number ?? 1
      guard n >= 0 else { return nil }
      return .string(String(name == "dropFirst" ? text.dropFirst(Int(n)) : text.dropLast(Int(n))))
    case "caseInsensitiveCompare", "caseInsensitiveCompare:":
      // `[point caseInsensitiveCompare:CSToastPositionTop] == NSOrderedSame`.
      guard case .string(let other)? = arguments.first else { return nil }
      return Self.compared(text.lowercased(), other.lowercased(), numeric: false)
    default: return nil
    }
  }

  /// `NSNotFound`: `NSIntegerMax` on a 64-bit device.
  static let notFound = Double(Int64.max)

  /// `[value objCType]`: the type encoding of what an `NSValue` or `NSNumber` holds (`{CGRect=…}`
  /// for a rectangle, `d` for a number); nil for another value.
  static func objCType(_ value: RuntimeValue) -> String? {
    switch value {
    case .rect: typeEncodings["CGRect"]
    case .point: typeEncodings["CGPoint"]
    case .size: typeEncodings["CGSize"]
    case .transform: typeEncodings["CATransform3D"]
    case .number: typeEncodings["double"]
    default: nil
    }
  }

  /// True when an `options:` argument asks for a search without case.
  static func ignoresCase(_ options: CodeExpression?) -> Bool {
    guard let options else { return false }
    return options.text.contains("caseInsensitive") || options.text.contains("CaseInsensitive")
  }
}

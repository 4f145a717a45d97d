/// `Scanner` (`NSScanner`) as colour helpers use it to read hex: `Scanner(string: hex)`,
/// `[NSScanner scannerWithString:hex]`, `scanLocation` and `charactersToBeSkipped` set, then
/// `scanHexInt32(&rgb)` / `scanHexInt64(&rgb)` / `scanHexInt:&rgb`: the hexadecimal number at
/// the scan location (after the characters to skip, whitespace by default, and an optional
/// `0x`), written through the argument; false, nothing written, when there is none there.
extension CodeInterpreter {
  static let scannerTypes: Set<String> = ["Scanner", "NSScanner"]

  /// A scanner over `text`, at its start.
  mutating func newScanner(_ text: String) -> RuntimeValue {
    let made = newObject("Scanner")
    if case .object(let o) = made {
      objects[o].fields["$string"] = .string(text)
      objects[o].fields["scanLocation"] = .number(0)
      objects[o].fields["currentIndex"] = .number(0)
    }
    return made
  }

  /// `CharacterSet(charactersIn: "#")`: the characters, as a string.
  static func characterSetText(_ value: RuntimeValue) -> String? {
    if case .string(let s) = value { return s }
    return nil
  }

  /// Handles `name` on scanner object `o` with `arguments`; nil when it is not a scan.
  mutating func scannerCall(_ o: Int, _ name: String, _ arguments: [CodeExpression]) -> RuntimeValue? {
    let base = name.split(separator: ":").first.map(String.init) ?? name
    guard ["scanHexInt32", "scanHexInt64", "scanHexInt", "scanHexLongLong"].contains(base), arguments.count == 1,
      case .string(let text)? = objects[o].fields["$string"]
    else { return nil }
    let characters = Array(text.unicodeScalars)
    var at = Int(objects[o].fields["scanLocation"]?.number ?? 0)
    let skipped = objects[o].fields["charactersToBeSkipped"].flatMap(Self.characterSetText) ?? " \t\n\r"
    while at < characters.count, skipped.unicodeScalars.contains(characters[at]) { at += 1 }
    if at + 1 < characters.count, characters[at] == "0", characters[at + 1] == "x" || characters[at + 1] == "X" {
      at += 2
    }
    var value: UInt64 = 0
    var digits = 0
    while at < characters.count, let digit = Int(String(characters[at]), radix: 16) {
      value = value.multipliedReportingOverflow(by: 16).partialValue + UInt64(digit)
      digits += 1
      at += 1
    }
    guard digits > 0 else { return .bool(false) }
    // (32-bit scans stop at UInt32's largest value, as NSScanner.h says of overflow.)
    let limit = base == "scanHexInt32" || base == "scanHexInt" ? UInt64(UInt32.max) : UInt64.max
    if digits > (limit == UInt64.max ? 16 : 8) { value = limit }
    objects[o].fields["scanLocation"] = .number(Double(at))
    assign(arguments[0], .number(Double(min(value, limit))), site)
    return .bool(true)
  }
}

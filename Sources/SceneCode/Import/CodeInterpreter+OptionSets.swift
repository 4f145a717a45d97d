/// The program's own `OptionSet`s (`struct Effects: OptionSet { static let fade = Effects(rawValue:
/// 1 << 3) }`): a value is an instance with its `rawValue`; `[.fade, .move]` where the type is
/// known is their union; `contains` tests the bits.
extension CodeInterpreter {
  func isOptionSet(_ type: String?) -> Bool {
    guard let type, program.types[type]?.isDeclared == true else { return false }
    return conforms(type, to: "OptionSet")
  }

  /// The raw value of an option value (an instance with `rawValue`, or a number).
  func optionRaw(_ value: RuntimeValue) -> Int64? {
    switch value {
    case .object(let o):
      guard objects.indices.contains(o), let raw = objects[o].fields["rawValue"]?.number, raw == raw.rounded(),
        abs(raw) < 9e15
      else { return nil }
      return Int64(raw)
    case .number(let x) where x == x.rounded() && abs(x) < 9e15: return Int64(x)
    default: return nil
    }
  }

  /// A value of option set `type` with raw value `raw`.
  mutating func optionValue(_ type: String, raw: Int64) -> RuntimeValue {
    let value = newObject(type)
    if case .object(let o) = value { objects[o].fields["rawValue"] = .number(Double(raw)) }
    return value
  }

  /// `[.rotate, .move]` (or `[]`) written where option set `type` is expected: their union; nil
  /// when `e` is not an array literal, the type not an option set, or a member is not known.
  mutating func optionSetLiteral(_ e: CodeExpression, as type: String?) -> RuntimeValue? {
    guard case .array(let items) = e, let type, isOptionSet(type) else { return nil }
    var raw: Int64 = 0
    for item in items {
      // Evaluated first: it may make the value (a new instance), which `optionRaw` then reads.
      let value = evaluate(typed(item, as: type))
      guard let bits = optionRaw(value) else { return nil }
      raw |= bits
    }
    return optionValue(type, raw: raw)
  }

  /// `options.contains(.fade)`, `options.contains([.move, .bound])` on option set instance `o`.
  mutating func optionContains(_ o: Int, _ argument: CodeExpression) -> RuntimeValue? {
    let type = objects[o].type
    guard isOptionSet(type), let raw = optionRaw(.object(o)) else { return nil }
    let wanted = optionSetLiteral(argument, as: type) ?? evaluate(typed(argument, as: type))
    guard let bits = optionRaw(wanted) else { return nil }
    return .bool(raw & bits == bits)
  }
}

import MediaTiming

/// Reading the primitive fields of scene files: objects, ids, strings, numbers, flags, arrays,
/// repeat counts, fill modes, timing functions and the timeline.
extension SceneDecoder {

  /// An object's members by name, after checking for duplicate and unknown names.
  typealias Fields = [String: JSONValue]

  mutating func object(_ value: JSONValue, at path: String, known: [String], kind: String? = nil) -> Fields? {
    guard case .object(let members) = value else {
      problem(path, "must be an object", value)
      return nil
    }
    let prefix = path == "(document)" ? "" : path + "."
    var fields: Fields = [:]
    for (key, member) in members {
      if fields[key] != nil {
        problem(prefix + key, "appears more than once")
        continue
      }
      if !known.contains(key) {
        let hint = closestMatch(to: key, in: known).map { " (did you mean \"\($0)\"?)" } ?? ""
        let owner = kind.map { " of \("aeiou".contains($0.prefix(1)) ? "an" : "a") \($0)" } ?? ""
        problem(prefix + key, "is not a field\(owner)\(hint)")
        continue
      }
      fields[key] = member
    }
    return fields
  }

  mutating func id(_ fields: Fields, at path: String) -> String? {
    guard let id = string(fields, "id", at: path, required: true) else { return nil }
    if id.isEmpty { problem("\(path).id", "must not be empty") }
    if id.contains("/") { problem("\(path).id", "must not contain '/', which separates ids in paths", .string(id)) }
    return id
  }

  /// One problem per id used more than once, saying how often (20,000 copies of one id are one
  /// problem, not 19,999).
  mutating func uniqueIDs(_ ids: [String], at path: String, children: String) {
    var uses: [String: Int] = [:]
    var order: [String] = []
    for id in ids where !id.isEmpty {
      uses[id, default: 0] += 1
      if uses[id] == 2 { order.append(id) }
    }
    for id in order {
      let times = uses[id] == 2 ? "twice" : "\(DiagnosticListing.grouped(uses[id] ?? 0)) times"
      problem(path, "the id \"\(id)\" is used \(times) among its \(children)")
    }
  }

  mutating func string(_ fields: Fields, _ key: String, at path: String, required: Bool) -> String? {
    let fieldPath = path.isEmpty ? key : "\(path).\(key)"
    guard let value = fields[key] else {
      if required { problem(fieldPath, "is required") }
      return nil
    }
    guard case .string(let text) = value else {
      problem(fieldPath, "must be a string", value)
      return nil
    }
    return text
  }

  mutating func number(
    _ fields: Fields, _ key: String, at path: String, default: Double, nonNegative: Bool = false
  )
    -> Double
  {
    guard let value = fields[key] else { return `default` }
    let fieldPath = "\(path).\(key)"
    guard case .number(let number, _) = value else {
      problem(fieldPath, "must be a number", value)
      return `default`
    }
    guard number.isFinite else {
      problem(fieldPath, "must be a finite number", value)
      return `default`
    }
    if nonNegative && number < 0 {
      problem(fieldPath, "must not be negative", value)
      return `default`
    }
    return number
  }

  mutating func bool(_ fields: Fields, _ key: String, at path: String, default: Bool) -> Bool {
    guard let value = fields[key] else { return `default` }
    guard case .bool(let flag) = value else {
      problem("\(path).\(key)", "must be true or false", value)
      return `default`
    }
    return flag
  }

  mutating func array(_ fields: Fields, _ key: String, at path: String) -> EnumeratedSequence<[JSONValue]> {
    guard let value = fields[key] else { return [].enumerated() }
    guard case .array(let items) = value else {
      problem("\(path).\(key)", "must be an array", value)
      return [].enumerated()
    }
    return items.enumerated()
  }

  mutating func repeatCount(_ fields: Fields, at path: String) -> Double {
    guard let value = fields["repeatCount"] else { return 0 }
    let fieldPath = "\(path).repeatCount"
    switch value {
    case .string("infinity"):
      return .infinity
    case .string(let text):
      let hint = text.lowercased().hasPrefix("inf") ? " (write \"infinity\")" : ""
      problem(fieldPath, "must be a number or \"infinity\"\(hint)", value)
    case .number(let number, _) where !number.isFinite:
      problem(fieldPath, "must be a finite number; write \"infinity\" to repeat forever", value)
    case .number(let number, _) where number < 0:
      problem(fieldPath, "must not be negative", value)
    case .number(let number, _):
      return number
    default:
      problem(fieldPath, "must be a number or \"infinity\"", value)
    }
    return 0
  }

  mutating func fillMode(_ fields: Fields, at path: String) -> FillMode {
    choice(fields, "fillMode", at: path, default: .removed)
  }

  /// Field `key`, one of a few names (`FillMode`, `LayerClass`): `default` when absent; when
  /// wrong, a problem listing the names and the nearest one, and `default`.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ fields: Fields, _ key: String, at path: String, default: Choice
  ) -> Choice where Choice.RawValue == String {
    guard let value = fields[key] else { return `default` }
    let names = Choice.allCases.map(\.rawValue)
    guard case .string(let text) = value, let choice = Choice(rawValue: text) else {
      let hint =
        value.stringValue.flatMap { closestMatch(to: $0, in: names) }.map { " (did you mean \"\($0)\"?)" } ?? ""
      problem("\(path).\(key)", "must be one of \(names.joined(separator: ", "))\(hint)", value)
      return `default`
    }
    return choice
  }

  /// A timing function: a name, `cubic-bezier(…)`/`spring(…)` text, or four numbers.
  mutating func timingFunction(_ value: JSONValue, at fieldPath: String) -> TimingFunction? {
    switch value {
    case .string(let name):
      if let function = TimingFunction.named(name) { return function }
      if let reason = TimingFunction.problem(with: name) {
        problem(fieldPath, reason, value)
        return nil
      }
      let hint = timingFunctionHint(name).map { " (did you mean \"\($0)\"?)" } ?? ""
      problem(
        fieldPath,
        "unknown timing function\(hint); use a name from 'timinglab curve --list', \"cubic-bezier(x1, y1, x2, y2)\" or [x1, y1, x2, y2]",
        value)
    case .array(let items):
      let numbers = items.compactMap { item -> Double? in
        if case .number(let n, _) = item { return n }
        return nil
      }
      guard numbers.count == 4, items.count == 4 else {
        problem(fieldPath, "a cubic Bezier needs exactly four numbers [x1, y1, x2, y2]", value)
        return nil
      }
      do {
        return try TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
      } catch {
        problem(fieldPath, "\(error)", value)
      }
    default:
      problem(fieldPath, "must be a name or four numbers [x1, y1, x2, y2]", value)
    }
    return nil
  }

  mutating func timelineRange(_ value: JSONValue, at path: String) -> ClosedRange<Double>? {
    guard let fields = object(value, at: path, known: ["start", "end"]) else { return nil }
    let start = number(fields, "start", at: path, default: 0)
    guard fields["end"] != nil else {
      problem("\(path).end", "is required")
      return nil
    }
    let end = number(fields, "end", at: path, default: start + 1)
    guard end > start else {
      problem("\(path).end", "must be later than start (\(start))", fields["end"])
      return nil
    }
    return start...end
  }
}

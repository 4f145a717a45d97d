/// C structs in Objective-C files: compound literals (`(Params){ .duration = 1, .damping = 0.5 }`),
/// initializer lists given a declaration's type (`Params const p = { … };`), nested ones, and
/// fields left out, which C sets to zero.
extension CodeInterpreter {
  /// The fields of Core Graphics' structs in order, for lists written without designators.
  static let cStructFields: [String: [String]] = [
    "CGPoint": ["x", "y"], "CGSize": ["width", "height"], "CGVector": ["dx", "dy"],
    "UIEdgeInsets": ["top", "left", "bottom", "right"],
  ]

  /// `(Type){ … }` or `{ … }` (`type` empty) as a value; nil when it is not one made here.
  mutating func compoundLiteral(_ type: String, _ fields: [CodeExpression.Argument]) -> RuntimeValue? {
    guard program.isObjectiveC else { return nil }
    if let names = Self.cStructFields[type], fields.allSatisfy({ $0.label == nil }), fields.count == names.count {
      return call(.name(type), zip(names, fields).map { .init(label: $0, value: $1.value) }, whole: .name(type))
    }
    if type == "CGRect", fields.count == 2, fields.allSatisfy({ $0.label == nil }) {
      // `(CGRect){origin, size}`, `{{0, 0}, {10, 10}}`.
      guard case .point(let x, let y) = evaluate(typed("CGPoint", fields[0].value)),
        case .size(let w, let h) = evaluate(typed("CGSize", fields[1].value))
      else { return .unknown("a rect") }
      return .rect(x, y, w, h)
    }
    if type == "CGRect", !fields.isEmpty, fields.allSatisfy({ $0.label != nil }) {
      // `(CGRect){ .origin.x = 1, .size.width = 10 }` (or `.origin = p, .size = s`): fields left
      // out are zero, as C sets them.
      var r = [0.0, 0.0, 0.0, 0.0]
      for field in fields {
        let value = evaluate(field.value)
        switch (field.label!, value) {
        case ("origin", .point(let x, let y)): (r[0], r[1]) = (x, y)
        case ("size", .size(let w, let h)): (r[2], r[3]) = (w, h)
        default:
          let slot = ["origin.x": 0, "origin.y": 1, "size.width": 2, "size.height": 3][field.label!]
          guard let slot, let x = value.number else { return .unknown("a rect") }
          r[slot] = x
        }
      }
      return .rect(r[0], r[1], r[2], r[3])
    }
    if type == "CGPoint" || type == "CGSize", !fields.isEmpty,
      fields.allSatisfy({ ["x", "y", "width", "height"].contains($0.label ?? "") })
    {
      // `(CGPoint){ .y = 5 }`: fields by name, the rest zero (made here: a call of the type with
      // labels would come back to this literal).
      var v = [0.0, 0.0]
      for field in fields {
        guard let x = evaluate(field.value).number else { return .unknown(type) }
        v[["x": 0, "width": 0, "y": 1, "height": 1][field.label!]!] = x
      }
      return type == "CGPoint" ? .point(v[0], v[1]) : .size(v[0], v[1])
    }
    guard type.isEmpty || program.structs.contains(type), fields.allSatisfy({ $0.label != nil }) else { return nil }
    let value = newObject(type.isEmpty ? Self.anonymousStruct : type)
    guard case .object(let o) = value else { return nil }
    for field in fields {
      objects[o].fields[field.label!] = evaluate(field.value)
    }
    return value
  }

  /// An initializer list `{ … }` read as a value of `type` (a declaration's type, a field's).
  func typed(_ type: String, _ e: CodeExpression) -> CodeExpression {
    if case .call(.name(""), let fields) = e { return .call(.name(type), fields) }
    return e
  }

  /// `{1, 2}` given a declaration's type that is a C struct of the program's: its fields in the
  /// order declared, the rest zero; nil for another type.
  mutating func positionalStruct(_ type: String, _ items: [CodeExpression]) -> RuntimeValue? {
    if let made = geometryStruct(type, items) { return made }
    guard program.isObjectiveC, program.structs.contains(type),
      let fields = program.types[type]?.properties.filter({ !$0.isStatic }).map(\.name), items.count <= fields.count
    else { return nil }
    return compoundLiteral(type, zip(fields, items).map { .init(label: $0, value: $1) })
  }

  /// `CGRect r = {x, y, w, h}` (or `{{x, y}, {w, h}}`), `CGPoint p = {x, y}`, `CGSize s = {w, h}`
  /// (and their `NS` names): Core Graphics' structs in C's field order; nil for another type or
  /// values not known.
  mutating func geometryStruct(_ type: String, _ items: [CodeExpression]) -> RuntimeValue? {
    let kind = type.replacingOccurrences(of: "NS", with: "CG")
    guard ["CGRect", "CGPoint", "CGSize"].contains(kind) else { return nil }
    var n: [Double] = []
    for item in items {
      switch evaluate(item) {
      case .number(let x): n.append(x)
      case .point(let x, let y), .size(let x, let y): n += [x, y]
      case .array(let inner):
        let parts = inner.compactMap(\.number)
        guard parts.count == inner.count else { return nil }
        n += parts
      default: return nil
      }
    }
    switch (kind, n.count) {
    case ("CGRect", 4): return .rect(n[0], n[1], n[2], n[3])
    case ("CGPoint", 2): return .point(n[0], n[1])
    case ("CGSize", 2): return .size(n[0], n[1])
    default: return nil
    }
  }

  /// The type of a struct written as a list nested in another, whose field types are not read.
  static let anonymousStruct = "struct"

  /// A field of a C struct value that no initializer set: zero, as C sets it.
  func cStructDefault(_ o: Int, _ name: String) -> RuntimeValue? {
    guard program.isObjectiveC, program.structs.contains(objects[o].type) || objects[o].type == Self.anonymousStruct
    else { return nil }
    return .number(0)
  }
}

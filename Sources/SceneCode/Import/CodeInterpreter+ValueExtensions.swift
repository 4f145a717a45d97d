/// What a program adds to Core Graphics' value types (and UIKit's timing parameters) in
/// extensions, as books and apps do:
/// `extension CGRect { init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) { self.init(x: x, …) } }`
/// and `var center: CGPoint { CGPoint(x: midX, y: midY) }`. The initializer runs with the value
/// being made as `self`; `self.init(…)` inside it makes the system's value.
extension CodeInterpreter {
  static let valueTypes: Set<String> = [
    "CGRect", "CGPoint", "CGSize", "CGVector", "UIEdgeInsets", "NSRect", "NSPoint", "UIColor", "NSColor",
    // A design-friendly spring (`init(damping:response:)` delegating to `init(mass:stiffness:…)`).
    "UISpringTimingParameters", "UICubicTimingParameters",
  ]

  /// `CGRect(0, 0, 100, 20)` through an initializer the program declares for the type; nil when
  /// none fits the arguments (the system's own initializers are read elsewhere).
  mutating func valueExtensionInit(_ type: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard Self.valueTypes.contains(type), program.types[type] != nil else { return nil }
    for f in methods("init", in: type) {
      guard let bound = bind(f, arguments),
        // (A closure for a parameter that takes none is another initializer: `UIColor { … }`.)
        !bound.contains(where: { p, e in e?.isClosure == true && !(p.type.map(isFunctionType) ?? true) })
      else { continue }
      valuesBeingMade.append(.unknown(type))
      _ = invoke(f, on: .unknown(type), type: type, bound)
      return valuesBeingMade.removeLast()
    }
    return nil
  }

  /// `self.init(x: …)` inside such an initializer: the system's value, made the result; false
  /// when not inside one.
  mutating func valueSelfInit(_ arguments: [CodeExpression.Argument], whole: CodeExpression) -> Bool {
    guard let type = selfType, Self.valueTypes.contains(type), !valuesBeingMade.isEmpty else { return false }
    valuesBeingMade[valuesBeingMade.count - 1] = call(.name(type), arguments, whole: whole)
    return true
  }

  /// True for a point, size, rect or insets (what such an extension's `self` is).
  static func isGeometryValue(_ value: RuntimeValue) -> Bool {
    switch value {
    case .rect, .point, .size: true
    case .tuple(let parts, _): parts.count == 4 && parts.allSatisfy { $0.number != nil }
    default: false
    }
  }

  /// A computed property the program adds to the value's type (`rect.center`, `extension Double
  /// { var degrees: Double { self * .pi / 180 } }`), run with the value as `self`; nil when none.
  mutating func valueExtensionMember(_ value: RuntimeValue, _ member: String) -> RuntimeValue? {
    for type in Self.valueTypeNames(value) where program.types[type] != nil {
      guard let property = declaredProperty(member, in: type), !property.isStatic, let getter = property.getter
      else { continue }
      let f = CodeFunction(name: member, parameters: [], body: getter, site: property.site, returnType: property.type)
      return invoke(f, on: value, type: type, [])
    }
    return nil
  }

  /// A method the program adds to the value's type (`extension CGSize { func scaleBy(_:) }`), run
  /// with the value as `self`; nil when none fits the arguments.
  mutating func valueExtensionCall(
    _ value: RuntimeValue, _ name: String, _ arguments: [CodeExpression.Argument]
  ) -> RuntimeValue? {
    for type in Self.valueTypeNames(value) where program.types[type] != nil {
      for f in Self.fewestDefaultsFirst(methods(name, in: type, isStatic: false)) {
        if let bound = bind(f, arguments) { return invoke(f, on: value, type: type, bound) }
      }
    }
    return nil
  }

  /// A floating-point number's own methods: `rounded()` (to nearest, halves away from zero, or
  /// by a rule: `.down`, `.up`, `.towardZero`, `.toNearestOrEven`, `.awayFromZero`),
  /// `truncatingRemainder(dividingBy:)`, `remainder(dividingBy:)`, `squareRoot()`,
  /// `isMultiple(of:)`; nil for another name.
  mutating func numberMethod(_ x: Double, _ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    switch (name, arguments.count) {
    case ("rounded", 0): return .number(x.rounded())
    case ("rounded", 1):
      let rule: FloatingPointRoundingRule
      switch evaluate(arguments[0].value) {
      case .constant("down"): rule = .down
      case .constant("up"): rule = .up
      case .constant("towardZero"): rule = .towardZero
      case .constant("toNearestOrEven"): rule = .toNearestOrEven
      case .constant("awayFromZero"): rule = .awayFromZero
      case .constant("toNearestOrAwayFromZero"): rule = .toNearestOrAwayFromZero
      default: return nil
      }
      return .number(x.rounded(rule))
    case ("squareRoot", 0): return .number(x.squareRoot())
    // An integer's `isMultiple(of:)` (`index.isMultiple(of: 2)`); Swift traps on 0 only for
    // `Int.min`, and 0 is a multiple of 0 alone.
    case ("isMultiple", 1):
      guard arguments[0].label == "of", let d = evaluate(arguments[0].value).number else { return nil }
      return .bool(d == 0 ? x == 0 : x.truncatingRemainder(dividingBy: d) == 0)
    case ("truncatingRemainder", 1), ("remainder", 1):
      guard arguments[0].label == "dividingBy", let d = evaluate(arguments[0].value).number else { return nil }
      return .number(name == "remainder" ? x.remainder(dividingBy: d) : x.truncatingRemainder(dividingBy: d))
    default: return nil
    }
  }

  /// The Objective-C classes a value is an instance of, for the categories a program adds.
  static func foundationClasses(of value: RuntimeValue) -> [String] {
    switch value {
    case .number: ["NSNumber", "NSValue", "NSObject"]
    case .string: ["NSMutableString", "NSString", "NSObject"]
    case .array: ["NSMutableArray", "NSArray", "NSObject"]
    case .dictionary: ["NSMutableDictionary", "NSDictionary", "NSObject"]
    case .color: ["UIColor", "NSObject"]
    default: []
    }
  }

  /// The value types a value can be an instance of, for what the program adds to them.
  static func valueTypeNames(_ value: RuntimeValue) -> [String] {
    switch value {
    case .point: ["CGPoint"]
    case .size: ["CGSize"]
    case .rect: ["CGRect"]
    // (And the protocols they conform to that extensions add to: `extension Comparable { func
    // clamped(to:) }`.)
    case .number:
      [
        "Double", "CGFloat", "Float", "Int", "TimeInterval", "BinaryFloatingPoint", "FloatingPoint", "Comparable",
        "Numeric", "SignedNumeric", "Strideable", "BinaryInteger", "Equatable",
      ]
    case .string: ["String", "StringProtocol", "Comparable", "Equatable"]
    case .transform: ["CATransform3D", "CGAffineTransform"]
    // Insets are four numbers (`UIEdgeInsets` in UIKit's order: top, left, bottom, right).
    case .tuple(let parts, _) where parts.count == 4 && parts.allSatisfy({ $0.number != nil }):
      ["UIEdgeInsets", "NSEdgeInsets", "NSDirectionalEdgeInsets"]
    default: []
    }
  }
}

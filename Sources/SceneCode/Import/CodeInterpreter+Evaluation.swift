import MediaTiming
import Scenes

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Expressions → values: numbers in every spelling, constants, colours, geometry, timing
/// functions, new objects, `convertTime` and `CACurrentMediaTime()` (0: now is scene time 0).
extension CodeInterpreter {
  static let animationClasses: Set<String> = [
    "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CAAnimationGroup", "CAPropertyAnimation",
    "CATransition",
  ]

  /// UIKit's named colours (sRGB components as UIKit documents them).
  static let namedColors: [String: RGBColor] = [
    "black": RGBColor(red: 0, green: 0, blue: 0), "darkGray": RGBColor(red: 1 / 3.0, green: 1 / 3.0, blue: 1 / 3.0),
    "lightGray": RGBColor(red: 2 / 3.0, green: 2 / 3.0, blue: 2 / 3.0), "white": RGBColor(red: 1, green: 1, blue: 1),
    "gray": RGBColor(red: 0.5, green: 0.5, blue: 0.5), "red": RGBColor(red: 1, green: 0, blue: 0),
    "green": RGBColor(red: 0, green: 1, blue: 0), "blue": RGBColor(red: 0, green: 0, blue: 1),
    "cyan": RGBColor(red: 0, green: 1, blue: 1), "yellow": RGBColor(red: 1, green: 1, blue: 0),
    "magenta": RGBColor(red: 1, green: 0, blue: 1), "orange": RGBColor(red: 1, green: 0.5, blue: 0),
    "purple": RGBColor(red: 0.5, green: 0, blue: 0.5), "brown": RGBColor(red: 0.6, green: 0.4, blue: 0.2),
    "clear": RGBColor(red: 0, green: 0, blue: 0, alpha: 0),
  ]

  /// UIKit's system colours in their light-mode sRGB values (Human Interface Guidelines, iOS 15).
  static let systemColors: [String: (Double, Double, Double)] = [
    "systemBlue": (0, 122, 255), "systemGreen": (52, 199, 89), "systemIndigo": (88, 86, 214),
    "systemOrange": (255, 149, 0), "systemPink": (255, 45, 85), "systemPurple": (175, 82, 222),
    "systemRed": (255, 59, 48), "systemTeal": (48, 176, 199), "systemYellow": (255, 204, 0),
    "systemGray": (142, 142, 147), "systemGray2": (174, 174, 178), "systemGray3": (199, 199, 204),
    "systemGray4": (209, 209, 214), "systemGray5": (229, 229, 234), "systemGray6": (242, 242, 247),
    "systemBrown": (162, 132, 94), "systemMint": (0, 199, 190), "systemCyan": (50, 173, 230),
    "label": (0, 0, 0), "systemBackground": (255, 255, 255), "tintColor": (0, 122, 255),
    "link": (0, 122, 255), "darkText": (0, 0, 0), "opaqueSeparator": (198, 198, 200),
    "secondarySystemBackground": (242, 242, 247), "tertiarySystemBackground": (255, 255, 255),
    "systemGroupedBackground": (242, 242, 247), "secondarySystemGroupedBackground": (255, 255, 255),
    "tertiarySystemGroupedBackground": (242, 242, 247),
  ]

  /// UIKit's translucent semantic colours in light mode (iOS 15): sRGB 0–255 and alpha.
  static let translucentSystemColors: [String: (Double, Double, Double, alpha: Double)] = [
    "secondaryLabel": (60, 60, 67, 0.6), "tertiaryLabel": (60, 60, 67, 0.3), "quaternaryLabel": (60, 60, 67, 0.18),
    "placeholderText": (60, 60, 67, 0.3), "separator": (60, 60, 67, 0.29), "lightText": (255, 255, 255, 0.6),
    "systemFill": (120, 120, 128, 0.2), "secondarySystemFill": (120, 120, 128, 0.16),
    "tertiarySystemFill": (118, 118, 128, 0.12), "quaternarySystemFill": (116, 116, 128, 0.08),
  ]

  /// A system colour by its name (`systemBlue`, `secondaryLabel`); nil for another name.
  static func systemColor(_ name: String) -> RGBColor? {
    if let (r, g, b) = systemColors[name] { return RGBColor(red: r / 255, green: g / 255, blue: b / 255) }
    if let (r, g, b, a) = translucentSystemColors[name] {
      return RGBColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    return nil
  }

  /// Names of constants: numbers, infinity spellings, Booleans, nil.
  static let namedNumbers: [String: RuntimeValue] = [
    "M_PI": .number(Double.pi), "M_PI_2": .number(Double.pi / 2), "M_PI_4": .number(Double.pi / 4),
    "M_E": .number(M_E), "HUGE_VALF": .number(.infinity), "HUGE_VAL": .number(.infinity), "HUGE": .number(.infinity),
    "NSIntegerMax": .number(Double(Int64.max)), "INT_MAX": .number(2_147_483_647),
    "NSNotFound": .number(Double(Int64.max)),
    "INFINITY": .number(.infinity), "MAXFLOAT": .number(.infinity), "FLT_MAX": .number(.infinity),
    "NSEC_PER_SEC": .number(1e9), "NSEC_PER_MSEC": .number(1e6), "USEC_PER_SEC": .number(1e6),
    "NSEC_PER_USEC": .number(1e3), "DISPATCH_TIME_NOW": .number(0),
    "kCFBooleanTrue": .bool(true), "kCFBooleanFalse": .bool(false), "TRUE": .bool(true), "FALSE": .bool(false),
    "CGFLOAT_MAX": .number(.infinity), "UIViewNoIntrinsicMetric": .number(-1),
    "CGFLOAT_MIN": .number(Double.leastNormalMagnitude),
    "DBL_MIN": .number(Double.leastNormalMagnitude), "FLT_MIN": .number(Double(Float.leastNormalMagnitude)),
    "DBL_EPSILON": .number(Double.ulpOfOne), "FLT_EPSILON": .number(Double(Float.ulpOfOne)),
    "CGFLOAT_EPSILON": .number(Double.ulpOfOne), "YES": .bool(true), "NO": .bool(false), "true": .bool(true),
    "false": .bool(false), "nil": .null, "NULL": .null, "Nil": .null, "kCFNull": .null,
    "CGPointZero": .point(0, 0), "CGSizeZero": .size(0, 0), "CGRectZero": .rect(0, 0, 0, 0),
  ]

  /// Float's largest value and above count as "forever" (`repeatCount = MAXFLOAT`, `1e100f`).
  static let forever = Double(Float.greatestFiniteMagnitude)

  mutating func evaluate(_ e: CodeExpression) -> RuntimeValue {
    guard !halted else { return .unknown(e.text) }
    switch e {
    case .number(let x): return .number(x)
    case .string(let s): return .string(s)
    case .box(let inner): return evaluate(inner)
    case .opaque(let what): return .unknown(what)
    case .array(let items): return .array(items.map { evaluate($0) })
    case .dictionary(let keys, let values): return .dictionary(keys.map { evaluate($0) }, values.map { evaluate($0) })
    case .tuple(let items):
      let labels = items.map(\.label)
      return .tuple(items.map { evaluate($0.value) }, labels: labels.allSatisfy { $0 == nil } ? [] : labels)
    case .closure(let c):
      // A closure made in a method keeps its `self` (`Init(anim) { $0.values = tweenValues }`
      // reads the object's property when a free function calls it).
      guard let selfValue else { return .closure(c, scope) }
      let captured = CodeScope(parent: scope)
      captured.values["self"] = selfValue
      if let selfType { captured.values[Self.capturedTypeKey] = .string(selfType) }
      return .closure(c, captured)
    case .interpolation(let parts):
      var text = ""
      for part in parts {
        switch evaluate(part) {
        case .string(let s), .constant(let s): text += s
        case .number(let x): text += x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : shortestText(x)
        case .bool(let b): text += b ? "true" : "false"
        default: return .unknown(e.text)
        }
      }
      return .string(text)
    case .ternary(let condition, let yes, let no):
      switch truth(evaluate(condition)) {
      case true?: return evaluate(yes)
      case false?: return evaluate(no)
      case nil:
        note("the condition \(condition.text) is not known here; taken as true")
        return evaluate(yes)
      }
    case .subscripted(let base, let index) where index.count == 1:
      let container = evaluate(base)
      if case .array(let items) = container {
        if let slice = slice(items, index[0].value) { return slice }
        return element(items, evaluate(index[0].value))
      }
      if case .dictionary(let keys, let values) = container {
        // A key not there is nil, as Swift's and Foundation's subscripts give.
        let key = evaluate(index[0].value)
        return keys.firstIndex { same($0, key) }.map { values[$0] } ?? .null
      }
      return programSubscript(container, index) ?? .unknown(e.text)
    case .subscripted(let base, let index) where index.count == 2 && index[1].label == "default":
      // `counts[key, default: 0]`: the key's value, else the default.
      guard case .dictionary(let keys, let values) = evaluate(base) else { return .unknown(e.text) }
      let key = evaluate(index[0].value)
      return keys.firstIndex { same($0, key) }.map { values[$0] } ?? evaluate(index[1].value)
    case .subscripted(let base, let index):
      return programSubscript(evaluate(base), index) ?? .unknown(e.text)
    case .unary(let op, let operand):
      let value = evaluate(operand)
      if op == "-", let x = value.number { return .number(-x) }
      if op == "!", let b = objectTruth(operand, value) ?? truth(value) { return .bool(!b) }
      return .unknown(e.text)
    case .binary(let op, let a, let b): return binary(op, a, b, whole: e)
    case .name(let name): return evaluateName(name)
    case .member(nil, let member): return implicitMember(member)
    case .member(.name("super")?, let member) where superState(member) != nil:
      return superState(member) ?? .unknown(e.text)
    case .member(let base?, let member): return self.member(evaluate(base), member, base: base, whole: e)
    case .call(let function, let arguments):
      if let value = userCall(e) ?? timedOrBlock(e, site) { return value }
      return call(function, arguments, whole: e)
    case .message(let receiver, let parts):
      if let value = userCall(e) ?? timedOrBlock(e, site) { return value }
      return message(receiver, parts, whole: e)
    }
  }

  /// Arithmetic, comparisons, logic, `??` and ranges (`0..<n`, `1...3`: arrays of numbers).
  mutating func binary(
    _ op: String, _ a: CodeExpression, _ b: CodeExpression, whole e: CodeExpression
  )
    -> RuntimeValue
  {
    switch op {
    case "&&":
      let x = conditionTruth(a)
      if x == false { return .bool(false) }
      let y = conditionTruth(b)
      if y == false { return .bool(false) }  // unknown && false is false, whatever the unknown is
      guard let x, let y else { return .unknown(e.text) }
      return .bool(x && y)
    case "||":
      let x = conditionTruth(a)
      if x == true { return .bool(true) }
      let y = conditionTruth(b)
      if y == true { return .bool(true) }  // unknown || true is true
      guard let x, let y else { return .unknown(e.text) }
      return .bool(x || y)
    case "as?":
      let value = evaluate(a)
      // Only the `NSNull` object is one (an action UIKit answers, nil, are not).
      if b.text == "NSNull" {
        if case .object(let o) = value, objects[o].type == "NSNull" { return value }
        return .null
      }
      if let known = systemKind(of: value, is: b.text) {
        return known ? value : .null
      }
      return conditionalCast(value, to: b.text)
    case "is":
      // Known for a view the code made and an instance of a class of the program; else not.
      let value = evaluate(a)
      if case .null = value { return .bool(false) }  // nil is an instance of nothing
      if let known = systemKind(of: value, is: b.text) { return .bool(known) }
      switch value {
      case .layer(let i) where layers.indices.contains(i) && layers[i].viewKind != nil:
        return .bool(!Self.isNull(conditionalCast(value, to: b.text)))
      case .object(let o) where objects.indices.contains(o) && program.types[b.text]?.isDeclared == true:
        return .bool(!Self.isNull(conditionalCast(value, to: b.text)))
      // `anim is CABasicAnimation` in a delegate: Core Animation's class tree (a spring is a
      // basic animation; both, and keyframe animations, are property animations).
      case .animation(let i) where animations.indices.contains(i):
        guard let ancestry = Self.animationAncestry[animations[i].className] else { return .unknown(e.text) }
        if let own = animations[i].programClass, own == b.text || lineage(own).contains(where: { $0.name == b.text }) {
          return .bool(true)
        }
        return .bool(ancestry.contains(b.text) || b.text == "NSObject")
      default:
        return .unknown(e.text)
      }
    case "??":
      let x = evaluate(a)
      if case .null = x { return evaluate(b) }
      if case .unknown = x { return evaluate(b) }
      return x
    case "?:":
      // GNU C's `a ?: b`: a unless it is false, zero or nil (`!self.fade ?: 1.0f`).
      let x = evaluate(a)
      guard let holds = truth(x) else { return .unknown(e.text) }
      return holds ? x : evaluate(b)
    case "%" where { if case .call(.name("arc4random"), let none) = a { none.isEmpty } else { false } }():
      // `arc4random() % 256`: a number below 256, the middle of that range (as
      // `arc4random_uniform(256)` is read), not the middle of all of arc4random's.
      return evaluate(.call(.name("arc4random_uniform"), [.init(label: nil, value: b)]))
    case "=", "+=", "-=", "*=", "/=":
      // An assignment inside an expression (C): done, and its value is the value assigned.
      let value = op == "=" ? evaluate(b) : evaluate(.binary(String(op.dropLast()), a, b))
      assign(a, value, site)
      return value
    case "==", "!=", "===", "!==":
      let x = evaluate(a)
      // `mode == .both`: the implicit member read as the left side's type (a struct's static).
      let y: RuntimeValue
      if case .object(let o) = x, objects.indices.contains(o), case .member(nil, _) = b {
        y = evaluate(typed(b, as: objects[o].type))
      } else if case .member(nil, _) = b, let type = Self.geometryTypeName(x) {
        // `waveSize == .zero`: the implicit member of the left side's type (CGSize.zero).
        y = evaluate(typed(b, as: type))
      } else {
        y = evaluate(b)
      }
      if x.isUnknown || y.isUnknown { return .unknown(e.text) }
      return .bool(same(x, y) == (op == "==" || op == "==="))
    default: break
    }
    var left = evaluate(a)
    var right = evaluate(b)
    // `.required - 1`, `.defaultHigh + 10`: layout priorities are numbers (UILayoutPriority).
    if case .constant = left, right.number != nil, let p = layoutPriority(left) { left = .number(p) }
    if case .constant = right, left.number != nil, let p = layoutPriority(right) { right = .number(p) }
    // An Objective-C option constant by its name (`UIViewAnimationOptionCurveLinear`).
    func optionConstant(_ e: CodeExpression, _ value: RuntimeValue) -> RuntimeValue {
      switch value {
      case .unknown, .type:
        guard case .name(let n) = e, n.contains("AnimationOption") else { return value }
        return .constant(n)
      default: return value
      }
    }
    left = optionConstant(a, left)
    right = optionConstant(b, right)
    var result = arithmetic(op, left, right, whole: e)
    if case .unknown = result, let overloaded = programOperator(op, left, right) { result = overloaded }
    // A quotient of integers drops its fraction (`count / 2`, C's `int` division).
    if op == "/", case .number(let q) = result, q.isFinite, let x = left.number, let y = right.number,
      isIntegerDivision(a, b)
    {
      result = .number(q.rounded(.towardZero))
      if q != q.rounded(.towardZero) { integerDivisionNote(e, x, y, q) }
    }
    // A time read from the clock (`CACurrentMediaTime() + 0.12`) stays one through + and −.
    if case .number(let x) = result,
      (op == "+" && (left.isTime != right.isTime)) || (op == "-" && left.isTime && !right.isTime)
    {
      return .time(x)
    }
    return result
  }

  mutating func arithmetic(
    _ op: String, _ left: RuntimeValue, _ right: RuntimeValue, whole e: CodeExpression
  )
    -> RuntimeValue
  {
    if op == "+", case .string(let x) = left, case .string(let y) = right { return .string(x + y) }
    if op == "+", case .array(let x) = left, case .array(let y) = right { return .array(x + y) }
    if op == "*" || op == "/", let geometry = scaled(left, right, op) { return geometry }
    // UIKit animation options joined (`UIViewKeyframeAnimationOptionCalculationModeCubic +
    // UIViewAnimationOptionCurveLinear`, kept in an `int`): the set of both, as `[a, b]` holds it.
    if op == "+" || op == "|", Self.isAnimationOptions(left), Self.isAnimationOptions(right) {
      func items(_ v: RuntimeValue) -> [RuntimeValue] { if case .array(let a) = v { a } else { [v] } }
      return .array(items(left) + items(right))
    }
    guard let x = left.number, let y = right.number else { return .unknown(e.text) }
    switch op {
    case "+": return .number(x + y)
    case "-": return .number(x - y)
    case "*": return .number(x * y)
    case "/": return .number(x / y)
    case "%": return .number(x.truncatingRemainder(dividingBy: y))
    case "<<", ">>", "|", "&", "^":
      // Bit operations on whole numbers (`1 << 3`, option masks `UIViewAnimationOptionRepeat | …`).
      // Whole numbers that fit (NaN and infinities are not), shifts by less than 64.
      guard x.isFinite, y.isFinite, x == x.rounded(), y == y.rounded(), abs(x) < 9e15, abs(y) < 9e15,
        abs(y) < 64 || (op != "<<" && op != ">>")
      else {
        return .unknown(e.text)
      }
      let (a, b) = (Int64(x), Int64(y))
      switch op {
      case "<<": return .number(Double(a << b))
      case ">>": return .number(Double(a >> b))
      case "|": return .number(Double(a | b))
      case "&": return .number(Double(a & b))
      default: return .number(Double(a ^ b))
      }
    case "<": return .bool(x < y)
    case ">": return .bool(x > y)
    case "<=": return .bool(x <= y)
    case ">=": return .bool(x >= y)
    case "..<", "...":
      let end = op == "..<" ? y : y + 1
      guard x.isFinite, end.isFinite else { return .unknown(e.text) }
      let count = end - x
      guard count <= Double(Limits.iterations) else {
        note("the range \(e.text) has more than \(Limits.iterations) elements; cut there")
        return .array((0..<Limits.iterations).map { .number(x + Double($0)) })
      }
      return .array(count <= 0 ? [] : (0..<Int(count.rounded(.up))).map { .number(x + Double($0)) })
    default: return .unknown(e.text)
    }
  }

  /// `size * 0.5`, `point / 2`: geometry scaled component by component.
  func scaled(_ a: RuntimeValue, _ b: RuntimeValue, _ op: String) -> RuntimeValue? {
    guard let k = b.number else { return nil }
    let f: (Double) -> Double = op == "*" ? { $0 * k } : { $0 / k }
    switch a {
    case .point(let x, let y): return .point(f(x), f(y))
    case .size(let w, let h): return .size(f(w), f(h))
    default: return nil
    }
  }

  /// `grid[row, column]` on an instance (or type) of the program's that declares a `subscript`:
  /// its getter run with the index; nil when it declares none that takes these arguments.
  mutating func programSubscript(_ container: RuntimeValue, _ index: [CodeExpression.Argument]) -> RuntimeValue? {
    let (type, isStatic): (String, Bool)
    switch container {
    case .object(let o) where objects.indices.contains(o): (type, isStatic) = (objects[o].type, false)
    case .type(let t): (type, isStatic) = (t, true)
    default: return nil
    }
    guard let (f, bound) = bindOverload(methods("subscript", in: type, isStatic: isStatic), index) else { return nil }
    return invoke(f, on: container, type: type, bound)
  }

  mutating func evaluateName(_ name: String) -> RuntimeValue {
    if let value = lookup(name) { return value }
    // `Self.base`, `Self.make()`: the type whose code runs (an instance's own type).
    if name == "Self", let type = selfType {
      if case .object(let o)? = selfValue, objects.indices.contains(o) { return .type(objects[o].type) }
      return .type(type)
    }
    // `M` inside a generic class's code: the type this instance was made with.
    if case .object(let o)? = selfValue, objects.indices.contains(o), let bound = objects[o].generics[name] {
      return .type(bound)
    }
    if name.hasPrefix("_"), let value = lookup(Self.normalize(name)) { return value }
    if let layer = implicitLayers[Self.normalize(name)] { return .layer(layer) }
    if let value = Self.namedNumbers[name] { return value }
    if name == "CATransform3DIdentity" || name == "CGAffineTransformIdentity" { return .transform(.identity) }
    if name == "kCATransition" { return .string("transition") }  // the key transitions are added under
    if let key = Self.attributeNames[name] { return .string(key) }
    if let keyboard = Self.keyboardConstant(name) { return .string(keyboard) }
    if let constant = Self.constant(name) { return .constant(constant) }
    if let alias = program.aliases[name] { return .type(alias) }
    if let version = Self.foundationVersion(name) { return .number(version) }
    if let constant = Self.deviceConstants[name] { return constant }
    if let duration = barDuration(name) { return duration }
    // `midX` in `extension CGRect { var center: CGPoint { CGPoint(x: midX, y: midY) } }`: self's.
    // (And in `extension UIColor { var isLight … cgColor.components … }`: the colour's.)
    if let value = selfValue, Self.isGeometryValue(value) || value.isColour, name.first?.isLowercase == true {
      let found = member(value, name, base: .name("self"), whole: .name(name))
      if !found.isUnknown { return found }
    }
    // `Singleton` in a getter of `Loader` that declares `struct Singleton`: kept as `Loader.Singleton`.
    if program.types[name] == nil, let type = selfType, program.types[type + "." + name] != nil {
      return .type(type + "." + name)
    }
    if name.first?.isUppercase == true || name.hasPrefix("[") { return .type(name) }
    // A class the program declares with a lowercase name (`@interface circleTimer : UIView`).
    if program.types[name]?.isDeclared == true, lookup(name) == nil { return .type(name) }
    if let own = arraySelfMember(name) { return own }
    // Inside `extension Double { static let pi_2 = pi / 2 }`: the type's own `pi`.
    if let type = selfType, ["CGFloat", "Double", "Float"].contains(type), ["pi", "infinity"].contains(name) {
      return implicitMember(name)
    }
    return .unknown(name)
  }

  /// `kCAFillModeForwards` → `forwards`, `kCAMediaTimingFunctionEaseIn` → `easeIn`,
  /// `kCAAnimationPaced` → `paced`, `kCAAnimationRotateAuto` → `rotateAuto`.
  static func constant(_ name: String) -> String? {
    for prefix in [
      "kCAFillMode", "kCAMediaTimingFunction", "kCAAnimation", "kCATransaction", "kCAValueFunction", "kCATransition",
      "NSTextAlignment",
    ]
    where name.hasPrefix(prefix) && name.count > prefix.count {
      let rest = name.dropFirst(prefix.count)
      return rest.prefix(1).lowercased() + rest.dropFirst()
    }
    return nil
  }

  func implicitMember(_ member: String) -> RuntimeValue {
    switch member {
    case "infinity", "greatestFiniteMagnitude": .number(.infinity)
    case "pi": .number(Double.pi)
    // (`FloatingPoint.radix`: 2 for every binary floating-point type.)
    case "radix": .number(2)
    // `name: .UIKeyboardWillShow`, `.keyboardWillShowNotification`: the notification's name.
    case _ where Self.keyboardConstant(member) != nil: .string(Self.keyboardConstant(member) ?? member)
    default: .constant(member)
    }
  }

  mutating func member(
    _ value: RuntimeValue, _ member: String, base: CodeExpression, whole: CodeExpression
  )
    -> RuntimeValue
  {
    if case .presentation(let i) = value { return presentationMember(i, member, base: base, whole: whole) }
    // A number's own (`refreshRate.isZero`, `x.magnitude`).
    if case .number(let x) = value {
      switch member {
      case "isZero": return .bool(x == 0)
      case "isNaN": return .bool(x.isNaN)
      case "isFinite": return .bool(x.isFinite)
      case "isInfinite": return .bool(x.isInfinite)
      case "magnitude": return .number(x.magnitude)
      default: break
      }
    }
    // `self.appearance` in a class method (`+load`): the class's appearance proxy.
    if case .type(let type) = value, member == "appearance" { return .constant(Self.appearancePrefix + type) }
    // The screen: an iPhone's, as Auto Layout assumes for a view controller's view (also held
    // in a variable: `let screen = UIScreen.main; screen.bounds.width`).
    let isScreen =
      ["UIScreen.main", "UIScreen.mainScreen()", "[UIScreen mainScreen]"].contains(base.text)
      || { if case .type("UIScreen.main") = value { true } else { false } }()
    if member == "bounds", isScreen {
      noteScreen()
      return .rect(0, 0, screen.w, screen.h)
    }
    // `UIView.noIntrinsicMetric`: −1, "no size of its own on this axis" (UIView.h).
    if member == "noIntrinsicMetric", base.text == "UIView" || base.text == "UIKit.UIView" { return .number(-1) }
    // Its points per pixel: that iPhone's, 3 (a hairline is 1 / scale points).
    if member == "scale" || member == "nativeScale", isScreen {
      noteOnce("UIScreen.main.\(member): assumed 3 pixels per point, as that iPhone's screen")
      return .number(3)
    }
    // The appearance TimingLab assumes: light mode (system colours are their light-mode values).
    if member == "userInterfaceStyle" {
      noteOnce("traitCollection.userInterfaceStyle taken as .light (light mode, as system colours are)")
      return .constant("light")
    }
    if Self.applicationMembers.contains(member), let window = applicationMember(base, member) { return window }
    if Self.deviceMembers.contains(member), let device = deviceMember(base, member) { return device }
    if member == "hideShowBarDuration", let duration = barDuration(whole.text) { return duration }
    if let keyboard = Self.keyboardConstant(member) { return .string(keyboard) }
    if let orientation = Self.orientationMember(value, member) { return orientation }
    if let direction = Self.layoutDirectionMember(member) { return direction }
    if member == "navigationBar", !value.isObject { return navigationBarLayer() }
    // A view controller the code reaches has loaded its view (its `viewDidLoad` has run).
    if member == "isViewLoaded", case .object(let o) = value, objects.indices.contains(o),
      isViewController(objects[o].type)
    {
      return .bool(true)
    }
    if case .number = value, let extended = valueExtensionMember(value, member) { return extended }
    // A view's `constraints`: the active ones it holds (a property of the program's by that
    // name is read as usual).
    if member == "constraints", case .layer(let layer) = value,
      layers[layer].isViewLayer || controllerViews.contains(layer)
    {
      return heldConstraints(layer)
    }
    if member == "constraints", case .object(let o) = value, let layer = objects[o].layer,
      declaredProperty("constraints", in: objects[o].type) == nil
    {
      return heldConstraints(layer)
    }
    // `.zero` of a struct (`var margin: UIEdgeInsets = .zero`, `CGPoint.zero`): every field 0.
    if case .constant("zero") = value,
      ["top", "left", "bottom", "right", "x", "y", "width", "height", "horizontal", "vertical", "dx", "dy"]
        .contains(member)
    {
      return .number(0)
    }
    if base.text == "UIEdgeInsets" || base.text == "NSDirectionalEdgeInsets", member == "zero" {
      return Self.insets(0, 0, 0, 0)
    }
    if base.text == "UIOffset", member == "zero" { return Self.offset(0, 0) }
    if case .tuple(let parts, let labels) = value, let index = labels.firstIndex(of: member), index < parts.count {
      return parts[index]
    }
    if case .tuple(let parts, _) = value, let index = Int(member), parts.indices.contains(index) { return parts[index] }
    if case .tuple(let parts, _) = value, let labels = tupleLabels(of: base), labels.count == parts.count,
      let index = labels.firstIndex(of: member)
    {
      return parts[index]
    }
    if case .tuple(let parts, _) = value, let inset = Self.insetsMember(parts, member) { return inset }
    // `insets.sum` of `extension UIEdgeInsets { var sum: CGFloat { top + bottom } }`.
    if case .tuple = value, let extended = valueExtensionMember(value, member) { return extended }
    if case .layer(let i) = value, let state = safeAreaMember(i, member) ?? tabBarMember(i, member) { return state }
    if member == "safeAreaInsets", value.isUnknown { return safeAreaInsets() }
    if case .layer(let i) = value, let state = viewState(member, of: i) { return state }
    if let font = fontMember(value, member) { return font }
    if case .object(let o) = value, objects.indices.contains(o), let i = objects[o].layer,
      objects[o].fields[member] == nil, declaredProperty(member, in: objects[o].type) == nil,
      let state = viewState(member, of: i)
    {
      return state
    }
    // `CAMediaTimingFunctionName.easeIn.rawValue`: the constant's string (`"easeIn"`).
    if member == "rawValue", case .constant(let name) = value {
      // A case of the program's one enum with it (`.touched` of `enum Alpha: CGFloat`): its raw value.
      if case .object(let o)? = enumCase(named: name), let raw = objects[o].fields["rawValue"] { return raw }
      // UIKit's animation options: their bits.
      if let bits = Self.animationOptionBits[name] { return .number(bits) }
      return .string(name)
    }
    // `[.curveEaseOut, .repeat].rawValue`, `UIView.AnimationOptions.curveLinear.rawValue`: the bits.
    if member == "rawValue", !value.isObject, let bits = Self.animationOptionRawValue(value) { return .number(bits) }
    // `UInt32.max` (what `arc4random()` is divided by to make a fraction), `Int.max`.
    if member == "max" || member == "min",
      let bits = [
        "UInt8": 8, "UInt16": 16, "UInt32": 32, "UInt64": 64, "UInt": 64, "Int8": 7, "Int16": 15,
        "Int32": 31, "Int64": 63, "Int": 63,
      ][base.text]
    {
      let unsigned = base.text.hasPrefix("U")
      var high = 1.0
      for _ in 0..<bits { high *= 2 }
      return .number(member == "max" ? high - 1 : (unsigned ? 0 : -high))
    }
    // Accessibility settings (`UIAccessibility.isReduceMotionEnabled`): off, as a device is
    // set up, said once (a library that respects Reduce Motion then animates as most users see it).
    if base.text == "UIAccessibility", member.hasPrefix("is") {
      note("UIAccessibility.\(member) taken as false (the default setting)")
      return .bool(false)
    }
    switch value {
    case .null:
      // `nil.x` is nil in Objective-C (`nil.count` is 0: a message to nil returns 0); `x?.y` on
      // nil is nil in Swift.
      if program.isObjectiveC, Self.scalarSelectors.contains(member) { return .number(0) }
      return .null
    case .animator(let a):
      return animatorMember(a, member) ?? .unknown(whole.text)
    case .string(let text) where member == "length" || member == "count":
      return .number(Double(text.count))  // `s.length`, `s.count`
    case .string(let text) where member == "startIndex" || member == "endIndex":
      // A string's indices as character offsets (`s.remove(at: s.startIndex)`).
      return .number(member == "startIndex" ? 0 : Double(text.count))
    case .string(let text) where Self.stringNumber(text, member) != nil:
      return Self.stringNumber(text, member)!
    case _ where (member == "copy" || member == "mutableCopy") && Self.isCollection(value):
      return copied(value)  // `@[].mutableCopy`: Objective-C's dot syntax for the message
    case _ where Self.unboxingNames.contains(member) && Self.isGeometry(value):
      return value  // `value.cgPointValue`: NSValue's boxed geometry, the value itself
    case _ where Self.numberConversion(value, member) != nil:
      return Self.numberConversion(value, member)!  // `@(0.5).floatValue`, `level.intValue`
    case .tuple(let parts, _) where member == "value" && Self.measurementUnit(parts) != nil:
      return parts[0]
    case .tuple(let parts, _) where parts.count == 2 && (member == "location" || member == "length"):
      return parts[member == "location" ? 0 : 1]  // an NSRange
    case .object(let o):
      // An Objective-C getter (`- (CAShapeLayer *)ring { if (!_ring) … }`) runs on `self.ring`.
      if program.isObjectiveC, !member.hasPrefix("_"),
        let getter = methods(member, in: objects[o].type, isStatic: false).first, getter.parameters.isEmpty
      {
        return invoke(getter, on: value, type: objects[o].type, [])
      }
      if let found = objectMember(o, member) { return found }
      if let bound = boundMethod(value, member, type: objects[o].type) { return bound }
      if let layer = objects[o].layer { return self.member(.layer(layer), member, base: base, whole: whole) }
      return .unknown(whole.text)
    case .array(let items):
      switch member {
      case "count", "endIndex": return .number(Double(items.count))
      case "startIndex": return .number(0)
      case "first", "firstObject": return items.first ?? .null
      case "last", "lastObject": return items.last ?? .null
      case "isEmpty": return .bool(items.isEmpty)
      case "indices": return .array(items.indices.map { .number(Double($0)) })
      // A range is read as its whole numbers (`0 ... 1` is [0, 1]): its bounds, a closed range's
      // (`value.clamped(to: 0 ... 1)`).
      case "lowerBound" where items.allSatisfy({ $0.number != nil }): return items.first ?? .unknown(whole.text)
      case "upperBound" where items.allSatisfy({ $0.number != nil }): return items.last ?? .unknown(whole.text)
      default:
        // A computed property an extension of arrays adds (`extension Sequence where Element ==
        // LayerAnimation { var totalDuration: TimeInterval { … } }`): run on the array.
        for type in arrayExtensionTypes {
          if let property = declaredProperty(member, in: type), let getter = property.getter {
            let f = CodeFunction(
              name: member, parameters: [], body: getter, site: property.site, returnType: property.type)
            return invoke(f, on: value, type: type, [])
          }
        }
        return .unknown(whole.text)
      }
    case .dictionary(let keys, let values):
      switch member {
      case "count": return .number(Double(keys.count))
      case "isEmpty": return .bool(keys.isEmpty)
      case "keys", "allKeys": return .array(keys)
      case "values", "allValues": return .array(values)
      // (`animators.first?.value`: a pair; Swift's order is not the insertion order, here it is.)
      case "first": return keys.first.map { .tuple([$0, values[0]], labels: ["key", "value"]) } ?? .null
      default: return .unknown(whole.text)
      }
    case .string(let s) where member == "count":
      return .number(Double(s.count))
    case .string(let s) where member == "isEmpty":
      return .bool(s.isEmpty)
    case .string(let s) where Self.changedCase(s, member) != nil:
      return Self.changedCase(s, member)!  // `text.localizedUppercase`, `text.capitalized`
    case .string where declaredProperty(member, in: "String")?.getter != nil:
      // `extension String { var isNotEmpty: Bool { !isEmpty } }`: run on the string.
      let property = declaredProperty(member, in: "String")!
      let f = CodeFunction(
        name: member, parameters: [], body: property.getter!, site: property.site, returnType: property.type)
      return invoke(f, on: value, type: "String", [])
    case .constant(let c) where enumCase(named: c) != nil:
      // `.rotationZ` of an enum the program declares: its raw value, or a computed property
      // (`var path: String { rawValue }`) run on the case.
      guard case .object(let o)? = enumCase(named: c) else { return .unknown(whole.text) }
      if member == "rawValue", let raw = objects[o].fields["rawValue"] { return raw }
      return self.member(.object(o), member, base: base, whole: whole)
    case .string, .number, .constant:
      // An enum case's raw value is the case's value here.
      return member == "rawValue" ? value : .unknown(whole.text)
    case .transform(let t):
      return transformMember(t, member) ?? .unknown(whole.text)
    case .type(let type):
      // `DotStyle.self`, `self.class` in a class method: the type, as a value.
      if member == "self" || member == "class" { return value }
      if program.types[type] != nil, let found = staticMember(type, member) { return found }
      // `Style.allCases` of a `CaseIterable` enum the program declares: its cases in order.
      if member == "allCases", !enumCases(type).isEmpty {
        return .array(enumCases(type).compactMap { staticMember(type, $0) })
      }
      // `DPDConstant.Animation.Duration`: a type declared inside another, by its qualified name
      // (two `Theme`s nested in different types stay apart), else its own.
      if program.types[type + "." + member] != nil { return .type(type + "." + member) }
      if program.types[type] != nil, program.types[member] != nil { return .type(member) }
      // (`Float.ulpOfOne`, `Double.leastNonzeroMagnitude`: the type's own, single precision's for Float.)
      // (`Float.pi` is π to single precision, 3.14159274: `CGFloat(Float.pi * 2)` is not 2π.)
      if member == "pi", type == "Float" || type == "Float32" { return .number(Double(Float.pi)) }
      if member == "ulpOfOne" || member == "leastNonzeroMagnitude" || member == "leastNormalMagnitude" {
        let single = type == "Float" || type == "Float32"
        switch member {
        case "ulpOfOne": return .number(single ? Double(Float.ulpOfOne) : Double.ulpOfOne)
        case "leastNonzeroMagnitude":
          return .number(single ? Double(Float.leastNonzeroMagnitude) : Double.leastNonzeroMagnitude)
        default: return .number(single ? Double(Float.leastNormalMagnitude) : Double.leastNormalMagnitude)
        }
      }
      if ["CGFloat", "Double", "Float", "Float32", "Float64", "TimeInterval", "CFTimeInterval", "NSTimeInterval"]
        .contains(type)
      {
        return implicitMember(member)
      }
      if ["Int", "UInt", "Int64", "Int32", "NSInteger"].contains(type), member == "max" {
        return .number(Double(Int64.max))
      }
      if (type == "CGAffineTransform" || type == "CATransform3D") && member == "identity" {
        return .transform(.identity)
      }
      if type == "UIColor" || type == "NSColor" { return namedColor(member) }
      if type == "UIView", member == "areAnimationsEnabled" { return .bool(!viewAnimationsDisabled) }
      if type.hasPrefix("Unit") { return .constant(member) }  // `UnitAngle.degrees`
      if type.hasPrefix("CA") && !Self.animationClasses.contains(type) && !type.hasSuffix("Layer") {
        return .constant(member)
      }
      if member == "zero" {
        switch type {
        case "CGPoint": return .point(0, 0)
        case "CGSize": return .size(0, 0)
        case "CGRect": return .rect(0, 0, 0, 0)
        default: break
        }
      }
      // `NSLayoutConstraint.Attribute.width`, `.Relation.equal`: the case, as `.width` is.
      if type.hasPrefix("NSLayoutConstraint."), member.first?.isLowercase == true { return .constant(member) }
      return .type(type + "." + member)
    case .color(let c):
      // A colour's `alpha` (`CGColor.alpha`, `cgColor.alpha`): its opacity, 0…1.
      if member == "alpha" { return .number(c.alpha) }
      if member == "components" { return .array([c.red, c.green, c.blue, c.alpha].map { .number($0) }) }
      if member == "numberOfComponents" { return .number(4) }  // held as sRGB
      if ["cgColor", "CGColor", "color"].contains(member) { return .color(c) }
      return colourExtensionMember(c, member) ?? .unknown(whole.text)
    case .path(let i):
      // `path.currentPoint`: where the last segment ended (`.zero` for an empty path, as UIKit's).
      if member == "currentPoint" { return paths[i].currentPoint.map { .point($0.x, $0.y) } ?? .point(0, 0) }
      return ["cgPath", "CGPath"].contains(member) ? value : pathBox(i, member) ?? .unknown(whole.text)
    case .point(let x, let y) where member == "x" || member == "y":
      return member == "x" ? .number(x) : .number(y)
    case .size(let w, let h) where member == "width" || member == "height":
      return member == "width" ? .number(w) : .number(h)
    case .point, .size:
      return valueExtensionMember(value, member) ?? .unknown(whole.text)
    case .rect(let x, let y, let w, let h):
      switch member {
      case "origin": return .point(x, y)
      case "size": return .size(w, h)
      case "width": return .number(w)
      case "height": return .number(h)
      case "midX": return .number(x + w / 2)
      case "midY": return .number(y + h / 2)
      case "minX": return .number(x)
      case "minY": return .number(y)
      case "maxX": return .number(x + w)
      case "maxY": return .number(y + h)
      case "integral": return Self.integral(x, y, w, h)
      // CGGeometry.h: empty when either side is zero; the rects here are never null or infinite.
      case "isEmpty": return .bool(w == 0 || h == 0)
      case "isNull", "isInfinite": return .bool(false)
      default: return valueExtensionMember(value, member) ?? .unknown(whole.text)
      }
    case .layer(let i):
      if let access = Self.presentationAccess(i, member) { return access }
      // `self.cs_activeToasts` in Objective-C: a category's method without arguments, called.
      if program.isObjectiveC {
        for type in systemLineage(of: value) {
          if let f = methods(member, in: type, isStatic: false).first, f.parameters.isEmpty {
            return invoke(f, on: value, type: type, [])
          }
        }
      }
      if member == "isKeyWindow" { return .bool(implicitLayers["window"] == i) }
      if member == "rootViewController", let root = rootController(of: i) { return root }
      if member == "delegate" { return layerDelegate(i) }
      if member == "isHidden" || member == "hidden" { return .bool((layers[i].property("hidden").number ?? 0) >= 0.5) }
      if member == "mask" { return layers[i].mask.map { .layer($0) } ?? .null }
      if member == "contentView", let content = contentView(of: i) { return .layer(content) }
      // A computed property an extension adds (`extension UIView { var installedMessage: … }`,
      // kept as an associated object): its getter, with the view as `self`.
      for type in systemLineage(of: value) {
        if let property = declaredProperty(member, in: type), !property.isStatic, let getter = property.getter,
          !(type.hasPrefix("UI") && Self.namesLayer(base))
        {
          let f = CodeFunction(
            name: member, parameters: [], body: getter, site: property.site, returnType: property.type)
          return invoke(f, on: value, type: type, [])
        }
      }
      if member == "frame" || member == "bounds" || member == "center" || member == "position" {
        assumeHostSize(i, whole)
      }
      switch member {
      case "speed" where laterTimings[i] != nil, "timeOffset" where laterTimings[i] != nil,
        "beginTime" where laterTimings[i] != nil:
        return laterTiming(i).read(member)
      case "speed": return .number(layers[i].speed)
      case "timeOffset": return .number(layers[i].timeOffset)
      case _ where layerOwnTimings[i]?[member] != nil:
        return layerOwnTimings[i]?[member] ?? .null
      case "beginTime": return .number(layers[i].beginTime)
      case "center": return layers[i].property("position")  // a view's centre is its layer's position
      case "alpha": return layers[i].property("opacity")
      case let anchor where LayoutConstraint.attribute(ofAnchor: anchor) != nil:
        return .anchor(i, LayoutConstraint.attribute(ofAnchor: anchor) ?? anchor)
      case "transform", "affineTransform": return modelTransform(i)
      // (Layers code run later took out are still in the scene's tree, hidden: not the code's.)
      case "sublayers":
        return .array(
          layers[i].sublayers.filter { !removedLater.contains($0) && !layers[$0].isLayoutGuide }.map { layerValue($0) })
      // A table's or collection view's cells on screen.
      case "visibleCells" where visibleCells(i) != nil: return visibleCells(i)!
      // A stack view's arranged views, in their order (hidden ones too, as UIKit keeps them).
      case "arrangedSubviews" where layers[i].systemKind == "UIStackView":
        return .array(
          (stacks[i]?.arranged ?? []).map { sub in viewObject(of: sub).map { .object($0) } ?? .layer(sub) })
      // A view's subviews: the sublayers that are views' layers, as the code holds them.
      case "subviews":
        return .array(
          layers[i].sublayers.filter { layers[$0].isViewLayer && !removedLater.contains($0) }.map { sub in
            viewObject(of: sub).map { .object($0) }
              ?? .layer(sub)
          })
      case "superlayer":
        return removedLater.contains(i) ? .null : layers[i].parent.map { .layer($0) } ?? .null
      case "superview":
        // A view the code made and has not added is in no view; one the code did not make (a
        // controller's view, the entry's own view) is somewhere the code does not say.
        if removedLater.contains(i) { return .null }
        if let parent = layers[i].parent { return viewObject(of: parent).map { .object($0) } ?? .layer(parent) }
        return implicitLayers.values.contains(i) ? .unknown(whole.text) : .null
      case "instanceCount": return .number(Double(layers[i].replicator.instanceCount))
      case "instanceDelay": return .number(layers[i].replicator.instanceDelay)
      case "instanceTransform": return .transform(CodeTransform(m: layers[i].replicator.instanceTransform.m))
      case "frame":
        // Core Animation keeps no frame: it is the bounds' size placed by position and anchor point
        // (the transform left aside, as for an untransformed layer).
        guard case .rect(_, _, let w, let h) = layers[i].property("bounds"),
          case .point(let px, let py) = layers[i].property("position"),
          case .point(let ax, let ay) = layers[i].property("anchorPoint")
        else { return .unknown(whole.text) }
        return .rect(px - ax * w, py - ay * h, w, h)
      default: return layers[i].property(member)
      }
    case .constraint(let k):
      return constraintMember(k, member) ?? .unknown(whole.text)
    case .timer(let k):
      if let link = displayLinkMember(k, member) { return link }
      if member == "isValid" { return .bool(invalidatedTimers[k] == nil) }
      return member == "userInfo" ? timerInfo[k] ?? .null : .unknown(whole.text)
    case .animation(let i):
      // CASpringAnimation computes it when read, from the mass, stiffness, damping and velocity
      // set by then (what is set after does not change a duration already taken from it).
      if member == "settlingDuration", animations[i].perceptual == nil,
        let settling = Self.physicalSettlingDuration(.object(animations[i].physical))
      {
        return .number(settling)
      }
      if member == "settlingDuration" { return .settlingDuration(i) }
      if let own = programAnimationGetter(i, member) { return own }
      return animationMember(i, member) ?? .unknown(whole.text)
    case .unknown(let text):
      // `transitionContext.viewController(forKey: .to)!.view` with no cast: the context's view.
      if member == "view", text.hasPrefix(Self.contextControllerMarker) {
        let key = String(text.dropFirst(Self.contextControllerMarker.count))
        return .layer(implicitLayer([key == "from" ? "fromView" : "toView"]))
      }
      // `self.view.layer`, `view.layer`: a layer the code did not create here.
      if member == "layer", let chain = whole.nameChain { return .layer(implicitLayer(chain)) }
      if let attribute = LayoutConstraint.attribute(ofAnchor: member), let chain = base.nameChain {
        return .anchor(implicitLayer(chain), attribute)
      }
      // (Not a value of a type the files do not give, `Theme().borderColor`: no layer's default.)
      if Self.layerish(member), let chain = base.nameChain, !Self.isUnknownConstruction(base) {
        return self.member(.layer(implicitLayer(chain)), member, base: base, whole: whole)
      }
      return .unknown(whole.text)
    default:
      return .unknown(whole.text)
    }
  }

  /// The factor of an angle converter a name says (`degreesToRadians`, `deg2rad`, `toRadians`,
  /// `DEGREES_TO_RADIANS`: π/180; `radiansToDegrees`, `rad2deg`: 180/π); nil for another name.
  static func angleConversion(_ name: String) -> Double? {
    // (Asked of every call of one argument: most are no angle helper's, and fail at once.)
    guard let first = name.utf8.first,
      [
        UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "r"), UInt8(ascii: "R"),
        UInt8(ascii: "t"), UInt8(ascii: "T"),
      ].contains(first), name.utf8.count <= 24
    else { return nil }
    let plain = name.lowercased().filter { $0.isLetter || $0.isNumber }
    let toRadians = [
      "degreestoradians", "degreetoradian", "degtorad", "deg2rad", "toradians", "toradian", "radians",
      "degreestoradian",
    ]
    let toDegrees = ["radianstodegrees", "radiantodegree", "radtodeg", "rad2deg", "todegrees", "todegree", "degrees"]
    if toRadians.contains(plain) { return Double.pi / 180 }
    if toDegrees.contains(plain) { return 180 / Double.pi }
    return nil
  }

  /// True when `base` names a layer itself (`layer`, `self.layer`, `view.layer`): a view's
  /// extension properties are not its layer's — `extension UIView { var cornerRadius: CGFloat
  /// { set { layer.cornerRadius = newValue } } }` sets the layer's own property, not itself.
  static func namesLayer(_ base: CodeExpression) -> Bool { base.nameChain?.last == "layer" }

  /// True for `Theme()`, `Palette.shared()`: a value made by a type that is no view's, from code
  /// not given (its members are unknown, not a layer's defaults).
  static func isUnknownConstruction(_ e: CodeExpression) -> Bool {
    guard case .call(let f, _) = e, let first = f.nameChain?.first, first.first?.isUppercase == true else {
      return false
    }
    return viewKind(of: first) == nil && !first.hasPrefix("CA")
  }

  /// What code asks a layer about its animations: `animation(forKey:)` (the key when one is
  /// there, else nil) and `animationKeys()`.
  /// The layer a query is sent to: a layer, or an instance of the program's layer or view class.
  func queriedLayer(_ receiver: RuntimeValue) -> Int? {
    switch receiver {
    case .layer(let i), .presentation(let i): return i
    case .object(let o) where objects.indices.contains(o): return objects[o].layer
    default: return nil
    }
  }

  /// Layer `i`'s model transform: the whole matrix as set, else the parts set (each part's
  /// identity where unset).
  func modelTransform(_ i: Int) -> RuntimeValue { Self.modelTransform(layers[i]) }

  /// `layer`'s model transform (see `modelTransform(_:)`).
  static func modelTransform(_ layer: LayerBuild) -> RuntimeValue {
    if let whole = layer.properties.last(where: { $0.key == "transform" }) { return whole.value }
    let parts = CodeTransform.partKeyPaths.enumerated().map { c, key in
      layer.property(key).number ?? CodeTransform.identityParts[c]
    }
    return .transform(.composed(parts))
  }

  /// Key-value coding reads, as Swift and Objective-C spell them.
  static let keyValueReads: Set<String> = [
    "value", "valueForKeyPath:", "valueForKey:", "valueForKeyPath", "valueForKey",
  ]

  mutating func layerQuery(_ i: Int, _ method: String, _ args: [CodeExpression]) -> RuntimeValue? {
    switch method {
    case "animation":
      guard args.count == 1, case .string(let key) = evaluate(args[0]) else { return nil }
      return layers[i].keys.contains(key) ? .string(key) : .null
    case "animationKeys": return .array(layers[i].animations.map { .string($0.key) })
    case "presentation", "presentationLayer", "model", "modelLayer":
      return args.isEmpty ? Self.presentationAccess(i, method) : nil
    case "sublayers": return args.isEmpty ? .array(layers[i].sublayers.map { .layer($0) }) : nil
    case _ where Self.keyValueReads.contains(method):
      // `[layer valueForKeyPath:@"transform.rotation"]`: the model value as set, else the default.
      guard args.count == 1, case .string(let keyPath) = evaluate(args[0]) else { return nil }
      if keyPath == "transform" { return modelTransform(i) }
      if let set = layers[i].properties.last(where: { $0.key == keyPath }) { return set.value }
      if let address = KeyPathAddress.of(keyPath), address.kind == .number,
        let value = PropertyState(for: address).value(at: address)?.components.first
      {
        return .number(value)
      }
      return layers[i].property(keyPath)
    default: return nil
    }
  }

  /// `anim.value(forKey: "name")`: what the code stored under that key by key-value coding, a
  /// property of Core Animation's by its name, else nil (as `valueForKey:` of an unset key).
  mutating func animationQuery(_ i: Int, _ method: String, _ args: [CodeExpression]) -> RuntimeValue? {
    guard Self.keyValueReads.contains(method),
      args.count == 1, case .string(let key) = evaluate(args[0])
    else { return nil }
    if let stored = animations[i].userValues[key] { return stored }
    if AnimationSchema.field(code: key) != nil || key == "keyPath" { return animationMember(i, key) }
    return .null
  }

  /// A property of an animation read back (`b.beginTime = a.beginTime + a.duration`,
  /// `anim.values?.append(…)`): what the code set, else Core Animation's default.
  func animationMember(_ i: Int, _ name: String) -> RuntimeValue? {
    let a = animations[i]
    if name == "keyPath" { return a.keyPath.map { .string($0) } ?? .null }
    if name == "delegate" { return a.delegate ?? .null }
    if let own = a.programClass, declaredProperty(name, in: own) != nil { return a.userValues[name] ?? .null }
    guard let field = AnimationSchema.field(code: name) else { return nil }
    // A group's children as set so far (`group.animations?.append(…)` reads them, then sets).
    if field.type == .animations { return .array(a.children.map { .animation($0) }) }
    if let transforms = a.transforms[field.name] {
      return field.type == .values ? .array(transforms.map { .transform($0) }) : .transform(transforms[0])
    }
    guard let json = a.fields.last(where: { $0.key == field.name })?.value else {
      switch field.type {
      case .values, .numbers, .timingFunctions, .animations: return .array([])
      case .flag: return .bool(field.name == "removedOnCompletion")
      case .value, .timingFunction, .pathData: return .null
      default: return field.name == "speed" ? .number(1) : .number(0)
      }
    }
    switch field.type {
    case .timingFunction: return .timingFunction(json)
    case .timingFunctions:
      guard case .array(let items) = json else { return .null }
      return .array(items.map { .timingFunction($0) })
    case .value: return Self.geometry(Self.runtime(json), keyPath: a.keyPath)
    case .values:
      guard case .array(let items) = Self.runtime(json) else { return Self.runtime(json) }
      return .array(items.map { Self.geometry($0, keyPath: a.keyPath) })
    default: return Self.runtime(json, beginReadsNow: field.name == "beginTime" && a.beginTimeReadsNow)
    }
  }

  /// The Core Graphics type a geometry value is (`CGSize` for a size); nil for another value.
  static func geometryTypeName(_ value: RuntimeValue) -> String? {
    switch value {
    case .point: "CGPoint"
    case .size: "CGSize"
    case .rect: "CGRect"
    default: nil
    }
  }

  /// An animation's value read back as the code set it: two numbers for `position` (or another
  /// point key path) a point, four for `bounds` or `frame` a rect, two for a size; else as is.
  static func geometry(_ value: RuntimeValue, keyPath: String?) -> RuntimeValue {
    guard let keyPath, case .array(let items) = value else { return value }
    let n = items.compactMap(\.number)
    guard n.count == items.count else { return value }
    let last = keyPath.split(separator: ".").last.map(String.init) ?? keyPath
    switch (n.count, last) {
    case (2, "position"), (2, "anchorPoint"), (2, "shadowOffset"), (2, "startPoint"), (2, "endPoint"):
      return .point(n[0], n[1])
    case (2, "size"): return .size(n[0], n[1])
    case (4, "bounds"), (4, "frame"), (4, "contentsRect"): return .rect(n[0], n[1], n[2], n[3])
    default: return value
    }
  }

  /// A scene file value as the code sees it again.
  static func runtime(_ json: JSONValue, beginReadsNow: Bool = false) -> RuntimeValue {
    switch json {
    case .number(let x, _): return beginReadsNow ? .time(x) : .number(x)
    case .bool(let b): return .bool(b)
    case .string(let s):
      if s == "infinity" { return .number(.infinity) }
      if let c = RGBColor(hex: s) { return .color(c) }
      return .constant(s)
    case .array(let items): return .array(items.map { runtime($0) })
    default: return .null
    }
  }

  /// Objective-C type encodings (`@encode`, `-[NSValue objCType]`) of the values `NSValue` boxes
  /// here, on a 64-bit device (CGFloat is a double).
  static let typeEncodings: [String: String] = [
    "CGPoint": "{CGPoint=dd}", "CGSize": "{CGSize=dd}", "CGRect": "{CGRect={CGPoint=dd}{CGSize=dd}}",
    "CGVector": "{CGVector=dd}", "CGAffineTransform": "{CGAffineTransform=dddddd}",
    "CATransform3D": "{CATransform3D=dddddddddddddddd}", "double": "d", "CGFloat": "d", "float": "f", "int": "i",
  ]

  /// Core Animation's animation classes and those each is an instance of (QuartzCore headers).
  static let animationAncestry: [String: Set<String>] = [
    "CABasicAnimation": ["CABasicAnimation", "CAPropertyAnimation", "CAAnimation"],
    "CASpringAnimation": ["CASpringAnimation", "CABasicAnimation", "CAPropertyAnimation", "CAAnimation"],
    "CAKeyframeAnimation": ["CAKeyframeAnimation", "CAPropertyAnimation", "CAAnimation"],
    "CAAnimationGroup": ["CAAnimationGroup", "CAAnimation"],
    "CATransition": ["CATransition", "CAAnimation"],
  ]

  /// `orange`, `orangeColor`, `systemOrange` (the last not known: unknown).
  func namedColor(_ name: String) -> RuntimeValue {
    let base = name.hasSuffix("Color") && name != "tintColor" ? String(name.dropLast(5)) : name
    if let system = Self.systemColor(base) { return .color(system) }
    return Self.namedColors[base].map { .color($0) } ?? .unknown("UIColor.\(name)")
  }

  /// The layer a name chain refers to when the code did not create it: one per name
  /// (`self.view.layer` → `view`, `layer` → `layer`, `[dot layer]` → `dot`).
  mutating func implicitLayer(_ chain: [String]) -> Int {
    var names = chain.map { Self.normalize($0) }.filter { $0 != "self" && !$0.isEmpty }
    if names.count > 1, names.last == "layer" { names.removeLast() }
    let name = names.isEmpty ? "layer" : names.joined(separator: ".")
    if let index = implicitLayers[name] { return index }
    layers.append(LayerBuild(id: markerID(name) ?? name, layerClass: markerClass(name) ?? .layer))
    implicitLayers[name] = layers.count - 1
    return layers.count - 1
  }

  /// A layer the given code did not make (a view passed in, `self.view`) whose geometry is read
  /// before anything sets it: an indicator's 40 × 40, placed at (20, 20), said once. Its real
  /// size is known only at run time; reading zeros instead drew every dot at one point.
  mutating func assumeHostSize(_ i: Int, _ whole: CodeExpression) {
    guard implicitLayers.values.contains(i) || layers[i].isViewLayer,
      !layers[i].properties.contains(where: { $0.key == "bounds" })
    else {
      return
    }
    // A view controller's view fills the screen (UIKit sizes it to the window).
    if controllerViews.contains(i) {
      fillScreen(i, keepingPosition: true)
      return note("\(whole.text): a view controller's view fills the screen: \(screenDescription)")
    }
    layers[i].setProperty("bounds", .rect(0, 0, 40, 40))
    if !layers[i].properties.contains(where: { $0.key == "position" }) {
      layers[i].setProperty("position", .point(20, 20))
    }
    note("\(whole.text): \(layers[i].id)'s size is not set in the given code; assumed 40 × 40")
  }

  /// The local time of layer `i` at global time `t` (its ancestors' timing applied in turn;
  /// in code running later, their timing as events have left it).
  func localTime(of i: Int, atGlobal t: Double) -> Double {
    // From the root down, without recursion (a chain of layers can be long).
    var chain = [i]
    while let parent = layers[chain[chain.count - 1]].parent { chain.append(parent) }
    var time = t
    for l in chain.reversed() {
      if let later = laterTimings[l] {
        time = later.localTime(atParent: time)
      } else {
        time = (time - layers[l].beginTime) * layers[l].speed + layers[l].timeOffset
      }
    }
    return time
  }

  /// The labelled argument `label`, or the one at `position` when unlabelled.
  /// The argument labelled `label`, or with `label` nil the unlabelled one at `position`.
  func argument(_ arguments: [CodeExpression.Argument], _ label: String?, _ position: Int = 0) -> CodeExpression? {
    if let label { return arguments.first { $0.label == label }?.value }
    let unlabelled = arguments.filter { $0.label == nil }
    return position < unlabelled.count ? unlabelled[position].value : nil
  }

  mutating func numbers(_ expressions: [CodeExpression?]) -> [Double]? {
    var out: [Double] = []
    for e in expressions {
      guard let e, let x = evaluate(e).number else { return nil }
      out.append(x)
    }
    return out
  }

  mutating func call(
    _ function: CodeExpression, _ arguments: [CodeExpression.Argument], whole: CodeExpression
  )
    -> RuntimeValue
  {
    var function = function
    // `_label = [UILabel new]` as a message's argument: set, then the value itself.
    if case .name(CodeExpressionParser.assignmentValue) = function, arguments.count == 2 {
      let value = evaluate(arguments[1].value)
      assign(arguments[0].value, value, site)
      return value
    }
    // `DotColors(a, b)` of `typealias DotColors = (first: UIColor, second: UIColor)`: the tuple.
    if case .name(let alias) = function, let type = program.aliases[alias], tupleTypeLabels(type) != nil {
      let parts = arguments.map { evaluate($0.value) }
      return labelled(.tuple(parts), as: type)
    }
    // `buildable.init(…)` on a metatype value (`let buildable = table[style]!`): that type's.
    if case .member(.name(let variable)?, "init") = function, program.types[variable] == nil,
      case .type(let type)? = lookup(variable), program.types[type]?.isDeclared == true
    {
      return construct(type, arguments)
    }
    if case .member(let base?, "init") = function { function = base }
    // `.init()` in a getter of a declared type of the program's (a nested struct: the last part
    // of `Strategy.Style`): an instance of it.
    if case .member(nil, "init") = function, let declared = expectedTypes.last.flatMap({ $0 }) {
      let name = String(declared.split(separator: ".").last ?? Substring(declared)).filter { $0 != "?" && $0 != "!" }
      if program.types[name]?.isDeclared == true { return construct(name, arguments) }
    }
    // `.init(scaleX: 0.55, y: 0.55)` where a transform is expected: CGAffineTransform's.
    if case .member(nil, "init") = function,
      let first = arguments.first?.label, ["scaleX", "rotationAngle", "translationX"].contains(first)
    {
      function = .name("CGAffineTransform")
    }
    // `DispatchTimeInterval.milliseconds(300)` (kept in a variable for `.now() + delay`): seconds.
    if case .member(let base, let unit) = function, base == nil || base?.text == "DispatchTimeInterval",
      ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(unit), arguments.count == 1,
      arguments[0].label == nil, let seconds = delayedInterval(whole)
    {
      return .number(seconds)
    }
    // `.init(x: 0, y: -h, width: w, height: h)`, `.init(x:y:)`, `.init(width:height:)` passed to
    // UIKit (`path.move(to: .init(x: 1, y: 2))`, `view.frame = .init(…)`): the geometry type
    // those labels make.
    if case .member(nil, "init") = function {
      switch arguments.map({ $0.label ?? "_" }) {
      case ["x", "y", "width", "height"]: function = .name("CGRect")
      case ["x", "y"]: function = .name("CGPoint")
      case ["width", "height"]: function = .name("CGSize")
      case ["dx", "dy"]: function = .name("CGVector")
      default: break
      }
    }
    let labels = arguments.map { $0.label ?? "_" }
    // `UIView.AnimationOptions(rawValue: 7 << 16)`: the bits, read by the block that takes them.
    if labels == ["rawValue"], Self.animationOptionTypes.contains(function.text),
      let raw = evaluate(arguments[0].value).number
    {
      return .number(raw)
    }
    // `label.font = .systemFont(ofSize: 20)`: UIFont's, by the implicit member.
    if case .member(nil, let method) = function, let font = fontValue(method, arguments) { return font }
    // `NSStringFromSelector(@selector(path))`: the selector's name, a key path as a string.
    if case .name("NSStringFromSelector") = function, arguments.count == 1,
      let name = selectorName(of: arguments[0].value)
    {
      return .string(name)
    }
    // (Arguments evaluated only for those names: evaluating them runs the calls in them.)
    if case .name(let name) = function, Self.deviceFunctionNames.contains(name),
      let device = Self.deviceFunction(name, arguments.map { evaluate($0.value) })
    {
      return device
    }
    // `degreesToRadians(degrees: 360)` from a library not given (Spring's, an app's helpers
    // file): an angle converter by its name, said.
    if case .name(let name) = function, arguments.count == 1, let factor = Self.angleConversion(name),
      lookup(name) == nil, program.functions.allSatisfy({ $0.name != name }),
      let x = evaluate(arguments[0].value).number
    {
      noteOnce(
        "\(name) is not in the given files: taken by its name as \(factor > 1 ? "radians to degrees" : "degrees to radians") (× \(factor > 1 ? "180/π" : "π/180"))"
      )
      return .number(x * factor)
    }
    // `presentation()` bare in a layer's or view's own method (`extension CALayer`; Swift 2's
    // `presentationLayer()`).
    if case .name(let name) = function, name == "presentation" || name == "presentationLayer", arguments.isEmpty,
      scope.find(name) == nil,
      let i = selfValue.flatMap({ queriedLayer($0) })
    {
      return .presentation(i)
    }
    // `viewWithTag(1)` bare in a view's own method (`extension UISegmentedControl`): of `self`.
    if case .name("viewWithTag") = function, arguments.count == 1, scope.find("viewWithTag") == nil,
      let i = selfValue.flatMap({ queriedLayer($0) }), let tag = evaluate(arguments[0].value).number
    {
      return viewWithTag(i, tag)
    }
    // `Swift.max(a, b)`, `Darwin.sqrt(x)`: a free function named by its module.
    if case .member(.name(let module)?, let name) = function,
      ["Swift", "Darwin", "Foundation", "Glibc", "CoreGraphics"].contains(module), program.types[module] == nil,
      scope.find(module) == nil
    {
      return evaluate(.call(.name(name), arguments))
    }
    if case .member(let base?, let method) = function, let device = Self.deviceCall(base.text, method) {
      return device
    }
    if case .member(let base?, let method) = function {
      return methodCall(base, method, arguments, whole: whole)
    }
    // `.zoom(scale: 0.5)`: a case with associated values of the one program enum that has it.
    if case .member(nil, let name) = function, let type = enumOwner(of: name, labels: labels) {
      return enumCase(type, name, arguments)
    }
    if case .name(let name) = function, name == "Timer" || name == "NSTimer",
      let timer = unscheduledTimer(arguments.map { $0.label ?? "_" }, arguments.map(\.value))
    {
      return timer
    }
    // `DispatchWorkItem { … }` (`block:`, `qos:flags:block:`): the work is its block; what runs
    // it (`asyncAfter(deadline:execute:)`, `perform()`) runs the block.
    if case .name("DispatchWorkItem") = function, let block = arguments.last(where: { $0.value.isClosure }) {
      return evaluate(block.value)
    }
    if case .name(let name) = function, let value = associatedObject(name, arguments.map(\.value)) { return value }
    if case .name("DispatchGroup") = function, arguments.isEmpty { return newDispatchGroup() }
    if case .name(let name) = function, name.hasPrefix("dispatch_group_"),
      let value = dispatchGroupFunction(name, arguments.map(\.value))
    {
      return value
    }
    if case .name("NSPredicate") = function, arguments.first?.label == "format",
      case .string(let format) = evaluate(arguments[0].value),
      let made = predicate(format: format, arguments.dropFirst().map { evaluate($0.value) })
    {
      return made
    }
    if case .name("NSLayoutConstraint") = function, arguments.count == 7,
      let made = itemConstraint(arguments.map(\.value))
    {
      return made
    }
    // `[CGFloat]()`: an empty array of that type.
    if case .array(let items) = function, items.count <= 1, arguments.isEmpty { return .array([]) }
    // `[Bool](repeating: false, count: 6)`: n copies (bounded).
    if case .array(let items) = function, items.count == 1, labels == ["repeating", "count"],
      let n = evaluate(arguments[1].value).number, n >= 0
    {
      let item = evaluate(arguments[0].value)
      return .array(Array(repeating: item, count: Int(min(n, Double(Limits.iterations)))))
    }
    if case .name("NSNull") = function, arguments.isEmpty { return .null }  // `NSNull()`: nil as an object
    if case .name(let name) = function, let handle = methodHandle(name, arguments) { return handle }
    // `NSAttributedString(string: text, attributes: …)`: its text (what a label is sized by here).
    if case .name(let name) = function, name == "NSAttributedString" || name == "NSMutableAttributedString",
      let text = argument(arguments, "string")
    {
      return evaluate(text)
    }
    if case .name(let type) = function, let made = compoundLiteral(type, arguments) { return made }
    // `type(of: subview)`: the class a view the code made was made as, or a program object's.
    if case .name("type") = function, arguments.count == 1, arguments[0].label == "of" {
      switch evaluate(arguments[0].value) {
      case .layer(let i) where layers.indices.contains(i) && layers[i].viewKind != nil:
        return .type(layers[i].viewKind!)
      case .object(let o) where objects.indices.contains(o): return .type(objects[o].type)
      default: return .unknown(whole.text)
      }
    }
    // `[String: CGFloat]()`: an empty dictionary.
    if case .dictionary(let keys, _) = function, keys.count <= 1, arguments.isEmpty { return .dictionary([], []) }
    guard case .name(let name) = function else { return .unknown(whole.text) }
    // `typealias Color = UIColor` (per platform): `Color(red: …)` is UIKit's.
    if let alias = program.aliases[name], program.types[name] == nil, alias != name {
      return call(.name(alias), arguments, whole: whole)
    }
    if let made = valueExtensionInit(name, arguments) { return made }
    // UIKit Dynamics: a physics simulation that sets views' frames every frame; no Core Animation.
    if name == "UIDynamicAnimator" || (name.hasPrefix("UI") && name.hasSuffix("Behavior")) {
      noteOnce(
        "UIKit Dynamics (UIDynamicAnimator and its behaviors) moves views by a physics simulation, frame by frame, "
          + "not with Core Animation animations; none of its motion is in the scene")
      return .unknown(name)
    }
    // `Array(repeating: 0, count: 3)`, `[CGFloat](repeating: 0, count: n)`: n copies (bounded).
    if name.hasPrefix("[") || name.hasPrefix("Array"), labels == ["repeating", "count"],
      let n = evaluate(arguments[1].value).number, n >= 0
    {
      let item = evaluate(arguments[0].value)
      return .array(Array(repeating: item, count: Int(min(n, Double(Limits.iterations)))))
    }
    // `Array(slice)`, `Set(constraints)`, `Set<Int>()`: the elements (a set's once each), or none.
    let isSet = name == "Set" || name.hasPrefix("Set<")
    if name.hasPrefix("[") || ["NSMutableArray", "NSArray", "Array"].contains(name) || name.hasPrefix("Array<") || isSet
    {
      guard arguments.count == 1, arguments[0].label == nil else { return .array([]) }
      let items: [RuntimeValue]
      switch evaluate(arguments[0].value) {
      case .array(let given): items = given
      case .string(let text): items = text.map { .string(String($0)) }  // `Array("abc")`: its characters
      default: return .array([])
      }
      guard isSet else { return .array(items) }
      var unique: [RuntimeValue] = []
      for item in items where !unique.contains(where: { same($0, item) }) { unique.append(item) }
      return .array(unique)
    }
    if ["NSMutableDictionary", "NSDictionary", "Dictionary"].contains(name), arguments.isEmpty {
      return .dictionary([], [])
    }
    // `CATransitionType(rawValue: "cube")`, `CAMediaTimingFillMode(rawValue: "both")`: the constant named.
    if labels == ["rawValue"], name.hasPrefix("CA"), case .string(let text) = evaluate(arguments[0].value) {
      return .constant(text)
    }
    if let value = transformFunction(name, arguments.map(\.value)) ?? transformInitializer(name, arguments) {
      return value
    }
    if Self.animationClasses.contains(name) {
      // An initializer the program adds in an extension (`convenience init(key: Key)`).
      for type in Self.animationLineage(name) {
        for f in methods("init", in: type) {
          guard let bound = bind(f, arguments) else { continue }
          let made = newAnimation(name, keyPath: nil)
          _ = invoke(f, on: made, type: type, bound)
          return made
        }
      }
      if labels == ["perceptualDuration", "bounce"],
        let pair = numbers([argument(arguments, "perceptualDuration"), argument(arguments, "bounce")])
      {
        return newAnimation("CASpringAnimation", keyPath: nil, perceptual: (pair[0], pair[1]))
      }
      let keyPath = argument(arguments, "keyPath").map { evaluate($0) }
      if case .string(let path)? = keyPath { return newAnimation(name, keyPath: path) }
      return newAnimation(name, keyPath: nil)
    }
    if name.hasPrefix("CA") && name.hasSuffix("Layer") { return newLayer(name) }
    if Self.isUIKitView(name) { return newView(arguments, kind: name, zeroFrame: arguments.isEmpty) }
    if name == "UILayoutGuide", arguments.isEmpty { return newLayoutGuide() }
    if name == "UIFont", let font = fontValue(name, arguments) { return font }
    let labelled = arguments.map { (label: $0.label ?? "", value: $0.value) }
    if Self.barItemDefaults[name] != nil,
      let item = newBarItem(name, labelled.map { (label: $0.label, value: evaluate($0.value)) })
    {
      return item
    }
    if let controller = newSystemController(name, arguments) { return controller }
    if name == Self.storyboardType, let storyboardName = argument(arguments, "name") {
      return newStoryboard(named: evaluate(storyboardName))
    }
    if Self.gestureClass(name) != nil, case .object(let o) = newObject(name) {
      keepGestureTarget(o, arguments)
      return .object(o)
    }
    if let image = namedImage(name, arguments.map(\.label), arguments.first?.value) { return image }
    if let offset = offsetValue(name, arguments) { return offset }
    if name == "UIViewPropertyAnimator" { return newAnimator(labelled, site) }
    if name == "CADisplayLink",
      let link = newDisplayLink(target: argument(arguments, "target"), selector: argument(arguments, "selector"))
    {
      return link
    }
    if let parameters = timingParameters(name, labelled) { return parameters }
    if let value = stringFunction(name, arguments) ?? rectFunction(name, arguments) { return value }
    // `CGColorGetAlpha(color)`: the colour's opacity (`color.alpha` in Swift).
    if name == "CGColorGetAlpha", arguments.count == 1, case .color(let c) = evaluate(arguments[0].value) {
      return .number(c.alpha)
    }
    // `CGColorGetNumberOfComponents(color)`, `CGColorGetComponents(color)`: colours are held as
    // sRGB, so four (red, green, blue, alpha), as `cgColor.components` reads them.
    if name == "CGColorGetNumberOfComponents" || name == "CGColorGetComponents", arguments.count == 1,
      case .color(let c) = evaluate(arguments[0].value)
    {
      let components = [c.red, c.green, c.blue, c.alpha]
      return name == "CGColorGetNumberOfComponents"
        ? .number(Double(components.count)) : .array(components.map { .number($0) })
    }
    if let insets = insetsValue(name, arguments) { return insets }
    if let path = indexPathValue(name, arguments) { return path }
    if name == Self.flowLayoutClass, arguments.isEmpty { return newObject(name) }
    // `CAMediaTimingFunctionName(rawValue: "easeIn")` and Core Animation's other string-backed
    // constants: the constant with that string.
    if [
      "CAMediaTimingFunctionName", "CAMediaTimingFillMode", "CATransitionType", "CATransitionSubtype",
      "CAAnimationCalculationMode", "CAAnimationRotationMode", "CAValueFunctionName",
    ].contains(name),
      arguments.count == 1, arguments[0].label == "rawValue", case .string(let raw) = evaluate(arguments[0].value)
    {
      return .constant(raw)
    }
    switch name {
    // Random numbers: the middle of their range, said once (a spinner's random durations and
    // turns are then one typical run).
    case "arc4random":
      note("arc4random() taken as the middle of its range (2147483648): a typical run")
      return .number(2_147_483_648)
    case "arc4random_uniform" where arguments.count == 1:
      guard let n = evaluate(arguments[0].value).number else { return .unknown(whole.text) }
      note("arc4random_uniform(\(shortestText(n))) taken as the middle of its range: a typical run")
      return .number(((n - 1) / 2).rounded(.down))
    case "drand48":
      note("drand48() taken as 0.5, the middle of its range: a typical run")
      return .number(0.5)
    case "UIAccessibilityIsReduceMotionEnabled", "UIAccessibilityIsVoiceOverRunning",
      "UIAccessibilityIsReduceTransparencyEnabled":
      note("\(name)() taken as NO (the default setting)")
      return .bool(false)
    case "CACurrentMediaTime":
      readsNow = true
      return .time(delayedBy)  // in code run later, the time it runs
    case "CAMediaTimingFunction":
      if let n = argument(arguments, "name") { return timingName(evaluate(n), whole) }
      if let c = numbers([
        argument(arguments, "controlPoints"), argument(arguments, nil, 0),
        argument(arguments, nil, 1), argument(arguments, nil, 2),
      ]), arguments.first?.label == "controlPoints" {
        return .timingFunction(.array(c.map { .number($0) }))
      }
    case "CGPoint", "NSPoint":
      if let p = numbers([argument(arguments, "x"), argument(arguments, "y")]) { return .point(p[0], p[1]) }
    case "CGPointMake", "NSMakePoint":
      if let p = numbers([argument(arguments, nil, 0), argument(arguments, nil, 1)]) { return .point(p[0], p[1]) }
    case "CGSize", "NSSize":
      if let s = numbers([argument(arguments, "width"), argument(arguments, "height")]) { return .size(s[0], s[1]) }
    case "CGSizeMake", "NSMakeSize":
      if let s = numbers([argument(arguments, nil, 0), argument(arguments, nil, 1)]) { return .size(s[0], s[1]) }
    case "CGRect", "NSRect":
      if let r = numbers([
        argument(arguments, "x"), argument(arguments, "y"), argument(arguments, "width"),
        argument(arguments, "height"),
      ]) {
        return .rect(r[0], r[1], r[2], r[3])
      }
      if let o = argument(arguments, "origin").map({ evaluate($0) }),
        let s = argument(arguments, "size").map({ evaluate($0) }),
        case .size(let w, let h) = s
      {
        // `origin: .zero`: the implicit member is the point (0, 0).
        if case .constant("zero") = o { return .rect(0, 0, w, h) }
        if case .point(let x, let y) = o { return .rect(x, y, w, h) }
      }
    case "UIGraphicsGetCurrentContext", "NSGraphicsContext.current?.cgContext":
      return currentGraphicsContext
    case "CGSizeEqualToSize", "CGPointEqualToPoint", "CGRectEqualToRect", "NSEqualSizes", "NSEqualPoints",
      "NSEqualRects":
      // Two geometry values component by component (`CGSizeEqualToSize(size, CGSizeZero)`).
      let values = arguments.map { evaluate($0.value) }
      func parts(_ v: RuntimeValue) -> [Double]? {
        switch v {
        case .point(let x, let y), .size(let x, let y): [x, y]
        case .rect(let x, let y, let w, let h): [x, y, w, h]
        default: nil
        }
      }
      guard values.count == 2, let a = parts(values[0]), let b = parts(values[1]), a.count == b.count else { break }
      return .bool(a == b)
    case "CGRectIsEmpty", "NSIsEmptyRect":
      guard case .rect(_, _, let w, let h)? = arguments.first.map({ evaluate($0.value) }) else { break }
      return .bool(w == 0 || h == 0)
    case "sizeof" where arguments.count == 1:
      // C's `sizeof`: every value is taken as 8 bytes (a `CGFloat`, a pointer), so the idiom
      // `sizeof(xs) / sizeof(xs[0])` counts a C array's items.
      if case .array(let items) = evaluate(arguments[0].value) { return .number(Double(items.count * 8)) }
      return .number(8)
    case "swap" where arguments.count == 2:
      // `swap(&a, &b)` (read without the `&`): each gets the other's value.
      let (a, b) = (arguments[0].value, arguments[1].value)
      let (x, y) = (evaluate(a), evaluate(b))
      assign(a, y, site)
      assign(b, x, site)
      return .null
    case "CGRectMake", "NSMakeRect":
      if let r = numbers((0..<4).map { argument(arguments, nil, $0) }) { return .rect(r[0], r[1], r[2], r[3]) }
    case "NSValue":
      if let inner = arguments.first?.value { return evaluate(inner) }
    case "NSNumber", "CGFloat", "Float", "Double", "Int", "Float32", "Float64", "TimeInterval", "CFTimeInterval",
      "NSTimeInterval", "NSInteger", "NSUInteger", "UInt", "Int32", "Int64", "UInt32", "Float80", "UILayoutPriority",
      "NSLayoutPriority", "CFloat", "CDouble", "CGFloat.NativeType":
      guard let inner = arguments.first?.value else { break }
      var value = evaluate(inner)
      // `Double("0.3")`: the number the text spells, nil when it spells none (as Swift's).
      if case .string(let text) = value, name != "NSNumber" {
        value = Double(text).map { .number($0) } ?? .null
        if case .number(let x) = value, ["Int", "Int32", "Int64", "NSInteger", "UInt"].contains(name), x != x.rounded()
        {
          return .null  // `Int("1.5")` is nil
        }
      }
      // `Float(x)` keeps single precision (`Float(UInt32.max)` is 2^32); `Int(x)` drops the fraction.
      if case .number(let x) = value, ["Float", "Float32", "CFloat"].contains(name) {
        return .number(Double(Float(x)))
      }
      if case .number(let x) = value, ["Int", "Int32", "Int64", "NSInteger"].contains(name), x.isFinite,
        abs(x) < 9e18
      {
        return .number(x.rounded(.towardZero))
      }
      return value
    case "sin", "cos", "tan", "asin", "acos", "atan", "sqrt", "floor", "ceil", "round", "exp", "log", "log10",
      "log2", "exp2", "cbrt", "sinf", "cosf", "tanf", "asinf", "acosf", "atanf", "sqrtf", "floorf", "ceilf", "roundf",
      "expf", "logf", "log10f", "log2f", "exp2f", "cbrtf", "trunc", "truncf":
      guard let v = numbers(arguments.map(\.value)), v.count == 1 else { break }
      return .number(Self.mathFunction(name, v[0]))
    case "atan2", "atan2f", "pow", "powf", "fmod", "fmodf", "hypot", "hypotf":
      guard let v = numbers(arguments.map(\.value)), v.count == 2 else { break }
      switch name.hasSuffix("f") && name != "fmodf" ? String(name.dropLast()) : name {
      case "atan2": return .number(atan2(v[0], v[1]))
      case "pow": return .number(pow(v[0], v[1]))
      case "hypot": return .number(hypot(v[0], v[1]))
      default: return .number(fmod(v[0], v[1]))
      }
    case "MAX", "max", "fmax", "fmaxf":
      if let v = numbers(arguments.map(\.value)), !v.isEmpty { return .number(v.max()!) }
    case "MIN", "min", "fmin", "fminf":
      if let v = numbers(arguments.map(\.value)), !v.isEmpty { return .number(v.min()!) }
    case "abs", "fabs", "fabsf", "ABS":
      if let v = numbers(arguments.map(\.value)), v.count == 1 {
        return .number(name == "fabsf" ? Double(abs(Float(v[0]))) : abs(v[0]))
      }
    // `@encode(CGPoint)` (read as `encode`): the type's encoding, as `-objCType` gives it.
    case "encode" where arguments.count == 1:
      if let encoding = Self.typeEncodings[arguments[0].value.text] { return .string(encoding) }
    // C's `strcmp`/`strncmp` of strings known here (`strcmp(type, @encode(CGPoint)) == 0`).
    case "strcmp" where arguments.count == 2:
      if case .string(let a) = evaluate(arguments[0].value), case .string(let b) = evaluate(arguments[1].value) {
        return .number(a == b ? 0 : a < b ? -1 : 1)
      }
    case "isnan", "isinf", "isfinite":
      // C's classification macros: a number known here is one or not.
      if let v = numbers(arguments.map(\.value)), v.count == 1 {
        return .bool(name == "isnan" ? v[0].isNaN : name == "isinf" ? v[0].isInfinite : v[0].isFinite)
      }
    case "UIColor", "NSColor", "CGColor":
      // `UIColor(red:…)`, AppKit's and Core Graphics' `(srgbRed:…)`.
      if let c = numbers([
        argument(arguments, "red") ?? argument(arguments, "srgbRed") ?? argument(arguments, "colorLiteralRed"),
        argument(arguments, "green"),
        argument(arguments, "blue"),
        argument(arguments, "alpha"),
      ]) {
        return .color(RGBColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
      }
      if let c = numbers([argument(arguments, "white"), argument(arguments, "alpha")]) {
        return .color(RGBColor(red: c[0], green: c[0], blue: c[0], alpha: c[1]))
      }
      if let colour = hueColour(arguments) { return colour }
      if name == "UIColor", arguments.first?.label == "named" { return assetColor(evaluate(arguments[0].value)) }
      // `UIColor { traits in … }` (`UIColor(dynamicProvider:)`): asked for light mode.
      if arguments.count == 1,
        arguments[0].label == nil || arguments[0].label == "dynamicProvider"
          || arguments[0].label == SwiftProgramReader.trailingLabel,
        case .closure = evaluate(arguments[0].value)
      {
        return callClosure(evaluate(arguments[0].value), [.constant("light")])
      }
    case "CGPath" where argument(arguments, "__byStroking") != nil:
      // Swift 3's `CGPath(__byStroking:transform:lineWidth:lineCap:lineJoin:miterLimit:)`.
      guard case .path(let p)? = argument(arguments, "__byStroking").map({ evaluate($0) }),
        let width = argument(arguments, "lineWidth").flatMap({ evaluate($0).number })
      else { break }
      return strokedCopy(
        p, width: width, cap: argument(arguments, "lineCap")?.text, join: argument(arguments, "lineJoin")?.text,
        miterLimit: argument(arguments, "miterLimit").flatMap { evaluate($0).number })
    case "CGPath", "CGPathCreateWithRect", "CGPathCreateWithEllipseInRect", "CGPathCreateWithRoundedRect":
      // `CGPath(rect:transform:)`, `CGPath(ellipseIn:transform:)`,
      // `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)` and their C spellings; a
      // transform other than none is not applied (said so).
      let rect =
        (argument(arguments, "rect") ?? argument(arguments, "ellipseIn")
        ?? argument(arguments, "roundedRect") ?? argument(arguments, nil, 0)).map { evaluate($0) }
      guard case .rect(let x, let y, let w, let h)? = rect else { break }
      let transform = argument(arguments, "transform") ?? (name.hasPrefix("CGPathCreate") ? arguments.last?.value : nil)
      if let transform, transform.text != "nil", transform.text != "NULL", transform.text != "nil " {
        note("\(whole.text): the path's transform is not applied")
      }
      if name == "CGPathCreateWithEllipseInRect" || argument(arguments, "ellipseIn") != nil {
        return newPath(.oval(x, y, w, h))
      }
      if name == "CGPathCreateWithRoundedRect" || argument(arguments, "roundedRect") != nil {
        let corner = (argument(arguments, "cornerWidth") ?? argument(arguments, nil, 1)).flatMap { evaluate($0).number }
        return newPath(.roundedRect(x, y, w, h, radius: corner ?? 0))
      }
      return newPath(.rect(x, y, w, h))
    case "Measurement":
      // `Measurement(value: 90, unit: UnitAngle.degrees)`: the value with its unit, for
      // `.converted(to: .radians).value`.
      guard let value = argument(arguments, "value").flatMap({ evaluate($0).number }),
        let unit = argument(arguments, "unit").flatMap({ Self.unitName(evaluate($0)) }), Self.unitScale[unit] != nil
      else { break }
      return .tuple([.number(value), .string("unit:" + unit)])
    case "UIBezierPath", "NSBezierPath":
      if arguments.isEmpty { return newPath(PathBuild()) }
      // (`arcCenter: .zero`: the origin.)
      if let c = argument(arguments, "arcCenter").map({ evaluate($0) }).map({ c -> RuntimeValue in
        if case .constant("zero") = c { return .point(0, 0) }
        return c
      }), case .point(let x, let y) = c,
        let n = numbers([
          argument(arguments, "radius"), argument(arguments, "startAngle"), argument(arguments, "endAngle"),
          argument(arguments, "clockwise"),
        ])
      {
        var path = PathBuild()
        path.arc(center: [x, y], radius: n[0], start: n[1], end: n[2], increasing: n[3] != 0)
        return newPath(path)
      }
      // Swift 2 spelt it `ovalInRect:` (Objective-C's `bezierPathWithOvalInRect:`).
      if let r = (argument(arguments, "ovalIn") ?? argument(arguments, "ovalInRect")).map({ evaluate($0) }),
        case .rect(let x, let y, let w, let h) = r
      {
        return newPath(.oval(x, y, w, h))
      }
      if let r = argument(arguments, "roundedRect").map({ evaluate($0) }), case .rect(let x, let y, let w, let h) = r,
        let radius = argument(arguments, "cornerRadius").flatMap({ evaluate($0).number })
      {
        return newPath(.roundedRect(x, y, w, h, radius: radius))
      }
      if let r = argument(arguments, "roundedRect").map({ evaluate($0) }), case .rect(let x, let y, let w, let h) = r,
        let corners = argument(arguments, "byRoundingCorners"),
        let radii = argument(arguments, "cornerRadii").flatMap({ sizeWidth(evaluate($0)) })
      {
        return newPath(.roundedRect(x, y, w, h, radius: radii, corners: rectCorners(corners)))
      }
      if let r = argument(arguments, "rect").map({ evaluate($0) }), case .rect(let x, let y, let w, let h) = r {
        return newPath(.rect(x, y, w, h))
      }
    case "CAValueFunction":
      if let n = argument(arguments, "name") { return evaluate(n) }
    case "Scanner", "NSScanner":
      if let text = argument(arguments, "string").map({ evaluate($0) }), case .string(let s) = text {
        return newScanner(s)
      }
    case "CharacterSet":
      // `CharacterSet(charactersIn: "#")`: its characters (what a scanner skips).
      if let text = argument(arguments, "charactersIn").map({ evaluate($0) }), case .string = text { return text }
    case "zip":
      // `zip(dots, delays)`: pairs, as many as the shorter has.
      guard arguments.count == 2, case .array(let a) = evaluate(arguments[0].value),
        case .array(let b) = evaluate(arguments[1].value)
      else { break }
      return .array(zip(a, b).map { .tuple([$0, $1]) })
    case "stride":
      // `stride(from:to:by:)`, `stride(from:through:by:)`: the numbers, bounded.
      let end = argument(arguments, "to") ?? argument(arguments, "through")
      guard let n = numbers([argument(arguments, "from"), end, argument(arguments, "by")]), n[2] != 0,
        n.allSatisfy(\.isFinite)
      else { break }
      let through = argument(arguments, "through") != nil
      var out: [RuntimeValue] = []
      var x = n[0]
      while n[2] > 0 ? (through ? x <= n[1] : x < n[1]) : (through ? x >= n[1] : x > n[1]) {
        if out.count >= Limits.iterations {
          note("stride has more than \(Limits.iterations) values; cut there")
          break
        }
        out.append(.number(x))
        x = n[0] + Double(out.count) * n[2]
      }
      return .array(out)
    case "CGPathCreateMutable", "CGMutablePath":
      return newPath(PathBuild())
    case "CGPathGetBoundingBox", "CGPathGetPathBoundingBox":
      guard arguments.count == 1, case .path(let p) = evaluate(arguments[0].value) else { break }
      return pathBox(p, name == "CGPathGetBoundingBox" ? "boundingBox" : "boundingBoxOfPath") ?? .unknown(whole.text)
    case "CGPathCreateCopyByStrokingPath":
      // `CGPathCreateCopyByStrokingPath(path, NULL, width, cap, join, miterLimit)`.
      guard arguments.count == 6, case .path(let p) = evaluate(arguments[0].value),
        let width = evaluate(arguments[2].value).number
      else { break }
      return strokedCopy(
        p, width: width, cap: arguments[3].value.text, join: arguments[4].value.text,
        miterLimit: evaluate(arguments[5].value).number)
    case "CFAutorelease", "CFRetain", "CFBridgingRelease", "CFBridgingRetain", "CGPathRetain", "CGColorRetain":
      // Memory management of Core Foundation objects: the object itself.
      if arguments.count == 1 { return evaluate(arguments[0].value) }
    case "CGPathMoveToPoint", "CGPathAddLineToPoint", "CGPathAddCurveToPoint", "CGPathAddQuadCurveToPoint",
      "CGPathAddArc", "CGPathCloseSubpath", "CGPathAddEllipseInRect", "CGPathAddRect", "CGPathAddPath",
      "CGPathAddArcToPoint":
      return cgPathFunction(name, arguments.map(\.value), whole)
    case "CAMediaTimingFillMode", "CAMediaTimingFunctionName", "CAAnimationCalculationMode",
      "CAAnimationRotationMode":
      if let raw = argument(arguments, "rawValue").map({ evaluate($0) }), case .string(let s) = raw {
        return .constant(s)
      }
    default:
      break
    }
    return .unknown(whole.text)
  }

  /// `receiver.method(…)`: `convertTime`, colours' `withAlphaComponent`, a function's return.
  /// `touch.location(in: view)`, `[touch locationInView:self]`, a gesture's location, when the
  /// touch is not known (a touch handler run as the entry): the middle of `view`, said once — a
  /// finger somewhere on it, as a random number is taken as the middle of its range.
  mutating func assumedTouch(_ receiver: CodeExpression, _ viewExpression: CodeExpression) -> RuntimeValue? {
    guard case .unknown = evaluate(receiver), let view = layerIndex(viewExpression) else { return nil }
    assumeHostSize(view, viewExpression)
    guard case .rect(let x, let y, let w, let h) = layers[view].property("bounds") else { return nil }
    noteOnce("\(receiver.text)'s location: assumed the middle of \(layers[view].id) (a touch is not known here)")
    return .point(x + w / 2, y + h / 2)
  }

  mutating func methodCall(
    _ base: CodeExpression, _ method: String, _ arguments: [CodeExpression.Argument], whole: CodeExpression
  ) -> RuntimeValue {
    if Self.isAppearanceSelector(method), case .type(let type) = evaluate(base) {
      return .constant(Self.appearancePrefix + type)  // `UIButton.appearance()`
    }
    if Self.imageCopies.contains(method), let copy = imageCopy(evaluate(base), method) { return copy }
    if method.hasPrefix("scanHex"), case .object(let o) = evaluate(base), Self.scannerTypes.contains(objects[o].type),
      let scanned = scannerCall(o, method, arguments.map(\.value))
    {
      return scanned
    }
    // Swift 2's `0.stride(to: n, by: 1)`: `stride(from: 0, to: n, by: 1)`.
    if method == "stride", arguments.count == 2, ["to", "through"].contains(arguments[0].label ?? ""),
      arguments[1].label == "by"
    {
      return evaluate(.call(.name("stride"), [.init(label: "from", value: base)] + arguments))
    }
    if method == "location", arguments.count == 1, arguments[0].label == "in",
      let point = assumedTouch(base, arguments[0].value)
    {
      return point
    }
    // `item.value(forKey: "view")` of a tab bar item: the button UIKit shows it with.
    if Self.keyValueReads.contains(method), arguments.count == 1, case .string("view") = arguments[0].value,
      base.nameChain != nil, case .object(let o) = evaluate(base), let button = tabBarButton(for: o)
    {
      return button
    }
    // A label's `sizeThatFits(_:)` (a label class of the program's that overrides it answers itself).
    if method == "sizeThatFits", arguments.count == 1 {
      let receiver = evaluate(base)
      let layer: Int? =
        switch receiver {
        case .layer(let i): i
        case .object(let o) where methods("sizeThatFits", in: objects[o].type, isStatic: false).isEmpty:
          objects[o].layer
        default: nil
        }
      if let layer, let fit = labelFit(layer, evaluate(typed(arguments[0].value, as: "CGSize"))) { return fit }
    }
    if method == "convertTime", let t = arguments.first.map({ evaluate($0.value) })?.number {
      guard let layer = layerIndex(base) else { return .unknown(whole.text) }
      return .time(localTime(of: layer, atGlobal: t))
    }
    // `view.hitTest(point, with: nil)`, `view.point(inside: point, with: nil)`.
    if method == "hitTest" || method == "point", arguments.count == 2, let mine = layerIndex(base),
      case .point(let x, let y) = evaluate(arguments[0].value)
    {
      return method == "hitTest" ? hitTestValue(mine, (x, y)) : .bool(isInside(mine, (x, y)))
    }
    // `subview.convert(subview.bounds, to: view)`, `convert(point, to:)` (also `from:`): through
    // the layers' frames (transforms left aside).
    if method == "convert", arguments.count == 2, let other = arguments.last,
      other.label == "to" || other.label == "from",
      let mine = layerIndex(base)
    {
      let target = evaluate(other.value)
      guard let a = originInWindow(mine) else { return .unknown(whole.text) }
      let b: SIMD2<Double>
      if case .null = target {
        b = SIMD2(0, 0)  // nil: the window
      } else if let t = layerIndex(other.value), let o = originInWindow(t) {
        b = o
      } else {
        return .unknown(whole.text)
      }
      let shift = other.label == "to" ? a - b : b - a
      switch evaluate(arguments[0].value) {
      case .rect(let x, let y, let w, let h): return .rect(x + shift.x, y + shift.y, w, h)
      case .point(let x, let y): return .point(x + shift.x, y + shift.y)
      default: return .unknown(whole.text)
      }
    }
    // `Double.random(in: 0.5...1.5)`, `CGFloat.random(in:)`, `Int.random(in: 0..<4)`: the middle.
    if method == "random", let range = arguments.first(where: { $0.label == "in" })?.value,
      case .binary(let op, let low, let high) = range, op == "..." || op == "..<",
      let a = evaluate(low).number, let b = evaluate(high).number
    {
      let isInteger = ["Int", "UInt", "Int32", "UInt32"].contains(base.text)
      let middle = isInteger ? ((a + (op == "..<" ? b - 1 : b)) / 2).rounded(.down) : (a + b) / 2
      note("\(base.text).random(in: \(range.text)) taken as \(shortestText(middle)), the middle: a typical run")
      return .number(middle)
    }
    if base.text == "UIFont" || base.text == "NSFont", let font = fontValue(method, arguments) { return font }
    // `label.intrinsicContentSize`-style reads are members; `label.sizeToFit()`: the assumed size.
    // `view.snapshotView(afterScreenUpdates:)`: a new view of the same size showing a picture of
    // it (the picture is not drawn here; said).
    // `view.isDescendant(of: other)`: the view itself or one inside it (UIView.h).
    if method == "isDescendant", arguments.count == 1, let i = queriedLayer(evaluate(base)),
      let other = queriedLayer(evaluate(arguments[0].value))
    {
      return .bool(i == other || ancestors(of: i).contains(other))
    }
    if method == "snapshotView" || method == "resizableSnapshotView", let i = queriedLayer(evaluate(base)),
      layers[i].isViewLayer || controllerViews.contains(i)
    {
      return snapshotView(of: i, rect: argument(arguments, "from").map { evaluate($0) })
    }
    // (A label of several lines wraps to the width it has, as `sizeThatFits(bounds.size)` does;
    // the frame keeps its origin.)
    if method == "sizeToFit", arguments.isEmpty, let done = programSizeToFit(evaluate(base)) { return done }
    if method == "sizeToFit", arguments.isEmpty, let i = queriedLayer(evaluate(base)),
      let size = wrappedLabelSize(i) ?? labelSize(i) ?? emptyImageViewSize(i)
    {
      if let f = frame(of: i) {
        setLayer(i, "frame", .rect(f.x, f.y, size.w, size.h), site)
      }
      return .null
    }
    // `DispatchTime.now()`: the time the code runs, kept as a time through `+` (a deadline made
    // before `asyncAfter(deadline:)` is given it).
    if ["DispatchTime", "DispatchWallTime"].contains(base.text), method == "now", arguments.isEmpty {
      return .time(delayedBy)
    }
    if base.text == "UIViewPropertyAnimator", method.hasPrefix("runningPropertyAnimator") {
      return runningAnimator(arguments.map { (label: $0.label ?? "", value: $0.value) }, site)
    }
    if method == "loadNibNamed" || method == "instantiate",
      let views = nibLoadCall(base, method, arguments.map { (label: $0.label, value: $0.value) })
    {
      return views
    }
    let receiver = evaluate(base)
    // A message to nil is nil (Objective-C); `x?.f()` on nil is nil (Swift).
    if case .null = receiver { return .null }
    if case .object(let s) = receiver, objects[s].type == Self.storyboardType,
      let made = storyboardCall(s, method, arguments.first.map { evaluate($0.value) })
    {
      return made
    }
    if isGesture(receiver), let read = gestureCall(base, method, arguments.map(\.value)) { return read }
    if addGestureRecognizer(receiver, method, arguments.map(\.value)) { return .null }
    if method == "setProgress", let view = queriedLayer(receiver),
      let done = progressViewCall(view, method, arguments)
    {
      return done
    }
    if let view = queriedLayer(receiver), let done = segmentCall(view, method) { return done }
    if method == "viewWithTag", arguments.count == 1, let view = queriedLayer(receiver),
      let tag = evaluate(arguments[0].value).number
    {
      return viewWithTag(view, tag)
    }
    if Self.tableMethods.contains(method), let table = queriedLayer(receiver),
      layers[table].systemKind == "UITableView",
      let done = tableCall(table, method, arguments)
    {
      return done
    }
    if Self.collectionMethods.contains(method), let view = queriedLayer(receiver),
      layers[view].systemKind == "UICollectionView",
      let done = collectionCall(view, method, arguments)
    {
      return done
    }
    if method == "evaluate", arguments.count == 1,
      let answer = evaluatePredicate(receiver, with: evaluate(arguments[0].value))
    {
      return answer
    }
    if method == "addObserver", let done = addNotificationObserver(arguments) { return done }
    if method == "addObserver", let done = addObserver(on: receiver, arguments) { return done }
    // `RunLoop.main.add(timer, forMode: .common)`: the timer is scheduled.
    if method == "add", base.text.hasPrefix("RunLoop."), let done = scheduleTimer(arguments.first?.value, site) {
      return done
    }
    if case .timer(let k) = receiver, displayLinkCall(k, method, site) { return .null }
    if case .timer(let k) = receiver, method == "fire" {
      fireTimer(k)
      return .null
    }
    if case .timer(let k) = receiver, method == "invalidate" {
      if invalidatedTimers[k] == nil { invalidatedTimers[k] = delayedBy }
      return .null
    }
    // Auto Layout: anchors make constraints; `layoutIfNeeded()` lays the views out now.
    if case .anchor(let layer, let attribute) = receiver, let made = anchorCall(layer, attribute, method, arguments) {
      return made
    }
    if case .type("NSLayoutConstraint") = receiver, let done = activateConstraints(method, arguments) { return done }
    if case .type("NSLayoutConstraint") = receiver, method == "constraints",
      arguments.first?.label == "withVisualFormat", let made = visualFormatConstraints(arguments.map(\.value))
    {
      return made
    }
    if receiver.isLayer || receiver.isUnknown || viewObject(receiver),
      let done = addConstraints(method, arguments.first?.value)
    {
      return done
    }
    if method.hasPrefix("setContent"), let layer = queriedLayer(receiver),
      setContentPriority(layer, method, arguments.map { evaluate($0.value) })
    {
      return .null
    }
    // `field.becomeFirstResponder()`: the keyboard's focus, which `isFirstResponder` answers.
    if arguments.isEmpty, let layer = focusableLayer(receiver), let focus = focusCall(layer, method) { return focus }
    if method == "endEditing", arguments.count == 1, let layer = focusableLayer(receiver),
      let focus = focusCall(layer, method)
    {
      return focus
    }
    // (The layout is the window's: any view's pass lays out all; `self.view` may be unknown here.)
    if method == "layoutIfNeeded" || method == "setNeedsLayout", arguments.isEmpty,
      receiver.isLayer || receiver.isUnknown || receiver.isObject
    {
      layoutCall(method, receiver)
      return .null
    }
    if arguments.isEmpty, let done = updateConstraintsCall(method, receiver) { return done }
    // `AnimationType.from(direction: .top, offset: 30)`: a case with associated values.
    if case .type(let type) = receiver, enumCases(type).contains(method) {
      return enumCase(type, method, arguments)
    }
    if case .animator(let a) = receiver,
      animatorCall(a, method, arguments.map { (label: $0.label ?? "", value: $0.value) }, site)
    {
      return .null
    }
    if case .type(let type) = receiver, type == "UIColor" || type == "NSColor", arguments.isEmpty {
      return namedColor(method)  // Swift 2: `UIColor.orangeColor()`
    }
    // `color.resolvedColor(with: traitCollection)`: light mode's, the colour itself.
    if case .color = receiver, method == "resolvedColor" { return receiver }
    // (`colorWithAlphaComponent` is Swift 2's spelling.)
    if case .color(var c) = receiver, method == "withAlphaComponent" || method == "colorWithAlphaComponent",
      let a = arguments.first.map({ evaluate($0.value) })?.number
    {
      c.alpha = a
      return .color(c)
    }
    if case .path(let p) = receiver, method == "copy", let width = argument(arguments, "strokingWithWidth") {
      // `path.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`: its outline, as a box.
      guard let w = evaluate(width).number else { return .unknown(whole.text) }
      return strokedCopy(
        p, width: w, cap: argument(arguments, "lineCap")?.text, join: argument(arguments, "lineJoin")?.text,
        miterLimit: argument(arguments, "miterLimit").flatMap { evaluate($0).number })
    }
    if method == "copy" || method == "mutableCopy" { return copied(receiver) }
    if case .path(let i) = receiver, method == "reversing", arguments.isEmpty {
      paths.append(paths[i].reversed())
      return .path(paths.count - 1)
    }
    if case .tuple(let parts, _) = receiver, method == "converted", let from = Self.measurementUnit(parts),
      let target = arguments.first.flatMap({ Self.unitName(evaluate($0.value)) }), let a = Self.unitScale[from],
      let b = Self.unitScale[target], a.kind == b.kind, let value = parts[0].number
    {
      return .tuple([.number(value * a.scale / b.scale), .string("unit:" + target)])
    }
    if case .name("NSCoder") = base, method == "cgPoint", let first = arguments.first {
      return stringFunction("CGPointFromString", [first]) ?? .unknown(whole.text)
    }
    if case .presentation(let i) = receiver, Self.keyValueReads.contains(method), arguments.count == 1,
      case .string(let keyPath) = evaluate(arguments[0].value), let shown = presentedValue(i, keyPath)
    {
      return shown
    }
    if let i = queriedLayer(receiver), let value = layerQuery(i, method, arguments.map(\.value)) { return value }
    if case .animation(let i) = receiver, let value = animationQuery(i, method, arguments.map(\.value)) {
      return value
    }
    if case .transform(let t) = receiver, let value = transformMethod(t, method, arguments) { return value }
    if case .rect(let x, let y, let w, let h) = receiver, let value = rectMethod((x, y, w, h), method, arguments) {
      return value
    }
    return .unknown(whole.text)
  }

  mutating func message(
    _ receiverExpression: CodeExpression, _ parts: [(String, CodeExpression?)], whole: CodeExpression
  )
    -> RuntimeValue
  {
    let selector = parts.map { $0.1 == nil ? $0.0 : $0.0 + ":" }.joined()
    let args = parts.compactMap(\.1)
    if selector == "loadNibNamed:owner:options:" || selector == "instantiateWithOwner:options:",
      let views = nibLoadCall(
        receiverExpression, selector,
        parts.enumerated().compactMap { k, part in part.1.map { (k == 0 ? nil : part.0, $0) } })
    {
      return views
    }
    // `[NSIndexPath indexPathForRow:1 inSection:0]` (and `indexPathForItem:inSection:`).
    if receiverExpression.text == "NSIndexPath",
      ["indexPathForRow:inSection:", "indexPathForItem:inSection:"].contains(selector),
      let row = evaluate(args[0]).number, let section = evaluate(args[1]).number
    {
      return Self.indexPath(row: row, section: section)
    }
    if parts.count == 1, parts[0].0 == "evaluateWithObject", let argument = parts[0].1,
      let answer = evaluatePredicate(evaluate(receiverExpression), with: evaluate(argument))
    {
      return answer
    }
    if ["instantiateViewControllerWithIdentifier", "instantiateInitialViewController"].contains(parts.first?.0 ?? ""),
      case .object(let s) = evaluate(receiverExpression), objects[s].type == Self.storyboardType,
      let made = storyboardCall(s, parts[0].0, parts[0].1.map { evaluate($0) })
    {
      return made
    }
    if parts.count == 1, parts[0].0 == "viewWithTag", let tag = parts[0].1.map({ evaluate($0).number }) ?? nil,
      let view = queriedLayer(evaluate(receiverExpression))
    {
      return viewWithTag(view, tag)
    }
    if ["snapshotViewAfterScreenUpdates", "resizableSnapshotViewFromRect"].contains(parts.first?.0 ?? ""),
      let view = queriedLayer(evaluate(receiverExpression))
    {
      let rect = parts.first?.0 == "resizableSnapshotViewFromRect" ? parts[0].1.map { evaluate($0) } : nil
      return snapshotView(of: view, rect: rect)
    }
    if let first = parts.first?.0,
      first.hasPrefix("insertSegment") || first.hasPrefix("removeSegment")
        || first == "removeAllSegments", let view = queriedLayer(evaluate(receiverExpression)),
      let done = segmentCall(view, parts.map { $0.1 == nil ? $0.0 : $0.0 + ":" }.joined())
    {
      return done
    }
    if parts.count == 2, parts[0].0 == "setProgress", let view = queriedLayer(evaluate(receiverExpression)),
      let done = progressViewCall(
        view, "setProgress:animated:", parts.compactMap { $0.1.map { .init(label: nil, value: $0) } })
    {
      return done
    }
    // A table's or collection view's own messages (`[tableView dequeueReusableCellWithIdentifier:@"Cell"]`,
    // `registerClass:forCellReuseIdentifier:`, `cellForRowAtIndexPath:`): as their Swift calls.
    if let first = parts.first?.0, Self.tableMethods.contains(first) || Self.collectionMethods.contains(first),
      let list = queriedLayer(evaluate(receiverExpression))
    {
      let arguments = parts.compactMap { part in
        part.1.map { CodeExpression.Argument(label: part.0, value: $0) }
      }
      let kind = layers[list].systemKind
      if kind == "UITableView", Self.tableMethods.contains(first), let done = tableCall(list, first, arguments) {
        return done
      }
      if kind == "UICollectionView", Self.collectionMethods.contains(first),
        let done = collectionCall(list, first, arguments)
      {
        return done
      }
    }
    // `[[UIScreen mainScreen] bounds]`: the screen's, as `UIScreen.main.bounds`.
    if args.isEmpty, ["bounds", "scale", "nativeScale"].contains(selector),
      receiverExpression.text == "[UIScreen mainScreen]"
    {
      return member(evaluate(receiverExpression), selector, base: receiverExpression, whole: whole)
    }
    // `[[UIApplication sharedApplication] statusBarFrame]`, `[[UIDevice currentDevice] systemVersion]`.
    if args.isEmpty, Self.deviceMembers.contains(selector) || Self.applicationMembers.contains(selector),
      let system = applicationMember(receiverExpression, selector) ?? deviceMember(receiverExpression, selector)
    {
      return system
    }
    // `[UIImage imageNamed:@"home"]`, and its copies (`[image imageWithRenderingMode:…]`).
    if ["imageNamed:", "systemImageNamed:"].contains(selector), receiverExpression.text == "UIImage",
      let image = namedImage("UIImage." + selector.dropLast(), [], args.first)
    {
      return image
    }
    if selector.hasPrefix("imageWith"), let copy = imageCopy(evaluate(receiverExpression), selector) { return copy }
    if selector == "convertTime:fromLayer:" || selector == "convertTime:toLayer:" {
      guard let t = evaluate(args[0]).number, let layer = layerIndex(receiverExpression) else {
        return .unknown(whole.text)
      }
      return .time(localTime(of: layer, atGlobal: t))
    }
    // `[Gauge class]`, `[self class]`: the class (`self == [Gauge class]` in `+initialize`).
    if selector == "class", args.isEmpty {
      switch evaluate(receiverExpression) {
      case .type(let t): return .type(t)
      case .object(let o) where objects.indices.contains(o): return .type(objects[o].type)
      default: break
      }
    }
    // (Also a layer class of the program's named otherwise: `[Wedge layer]`.)
    if selector == "layer", case .name(let type) = receiverExpression,
      type.hasSuffix("Layer")
        || (program.types[type]?.isDeclared == true && systemAncestor(type)?.hasSuffix("Layer") == true),
      type.first?.isUppercase == true, lookup(type) == nil
    {
      // `[PulsingHaloLayer layer]`: +layer is `[[self alloc] init]`, so the program's class is
      // made and its -init runs; `[CAShapeLayer layer]`: a new layer of that class.
      if program.types[type]?.isDeclared == true { return initializer(type, "init", [], whole) }
      return newLayer(type)
    }
    if selector == "layer" { return layerIndex(receiverExpression).map { .layer($0) } ?? .unknown(whole.text) }
    // Auto Layout in Objective-C: `+constraintWithItem:…` and activation, anchors, adding.
    if case .name("NSLayoutConstraint") = receiverExpression {
      return classMessage("NSLayoutConstraint", selector, args, whole)
    }
    if case .name("CADisplayLink") = receiverExpression, selector == "displayLinkWithTarget:selector:",
      let link = newDisplayLink(target: args[0], selector: args[1])
    {
      return link
    }
    let receiver = evaluate(receiverExpression)
    if case .timer(let k) = receiver, displayLinkCall(k, selector, site) { return .null }
    if case .timer(let k) = receiver, selector == "fire" {
      fireTimer(k)
      return .null
    }
    if case .timer(let k) = receiver, selector == "invalidate" {
      if invalidatedTimers[k] == nil { invalidatedTimers[k] = delayedBy }
      return .null
    }
    if let enumerated = enumerationMessage(receiver, selector, args, site) { return enumerated }
    // `[self.delegate respondsToSelector:@selector(lineGraph:valueForPointAtIndex:)]`.
    if selector == "respondsToSelector:", args.count == 1, let name = selectorName(of: args[0]),
      let answer = responds(receiver, to: name)
    {
      return .bool(answer)
    }
    // `[name isEqualToString:@"fadeOut"]`, `[a isEqual:b]`: equal values (strings by their text,
    // objects by identity); unknown when either side is.
    if ["isEqualToString:", "isEqual:", "isEqualToNumber:"].contains(selector), args.count == 1 {
      let other = evaluate(args[0])
      if case .unknown = receiver { return .unknown(whole.text) }
      if case .unknown = other { return .unknown(whole.text) }
      if case .null = receiver { return .bool(false) }  // a message to nil returns NO
      if let x = receiver.number, let y = other.number { return .bool(x == y) }
      return .bool(same(receiver, other))
    }
    // `[button setTitleColor:… forState:UIControlStateNormal]`, `[button titleForState:…]`.
    if Self.titleMethods.contains(selector), let layer = queriedLayer(receiver),
      let title = titleCall(layer, selector, args.map { evaluate($0) })
    {
      return title
    }
    if isGesture(receiver), let read = gestureCall(receiverExpression, selector, args) { return read }
    if addGestureRecognizer(receiver, selector, args) { return .null }
    // `[value getValue:&point]`: what the value holds, written to the variable passed in.
    if selector == "getValue:" || selector == "getValue:size:", let first = args.first,
      let boxed = unboxed(receiverExpression)
    {
      assign(first, boxed, site)
      return .null
    }
    if let answered = objectiveCValueMessage(receiver, selector, args) { return answered }
    if args.isEmpty || selector == "endEditing:", let layer = focusableLayer(receiver),
      let focus = focusCall(layer, selector)
    {
      return focus
    }
    if case .anchor(let layer, let attribute) = receiver, let made = anchorMessage(layer, attribute, selector, args) {
      return made
    }
    if receiver.isLayer || receiver.isUnknown || viewObject(receiver), let done = addConstraints(selector, args.first) {
      return done
    }
    if selector.hasPrefix("setContent"), let layer = queriedLayer(receiver),
      setContentPriority(layer, selector, args.map { evaluate($0) })
    {
      return .null
    }
    if selector == "addTimer:forMode:", let done = scheduleTimer(args.first, site) { return done }
    if selector == "layoutIfNeeded" || selector == "setNeedsLayout",
      receiver.isLayer || receiver.isUnknown || receiver.isObject
    {
      layoutCall(selector, receiver)
      return .null
    }
    if args.isEmpty, let done = updateConstraintsCall(selector, receiver) { return done }
    switch receiver {
    case .type(let type):
      if type == "NSNull", selector == "null" { return .null }
      // `[CATransaction disableActions]`: what the open transaction set (no: outside one).
      if type == "CATransaction", selector == "disableActions" { return .bool(actionsDisabled.contains(true)) }
      if type.hasPrefix("alloc:") { return initializer(String(type.dropFirst(6)), selector, args, whole) }
      if selector == "alloc" || selector == "new" {
        return selector == "new" ? initializer(type, "init", [], whole) : .type("alloc:" + type)
      }
      // `[NSNumber numberWithFloat:0.5]`: the number, as that C type holds it.
      if type == "NSNumber", selector.hasPrefix("numberWith"), args.count == 1 {
        let kind = selector.dropFirst(10).dropLast()  // `Float`, `Int`, `Bool`, …
        let name = kind.prefix(1).lowercased() + kind.dropFirst() + "Value"
        let n = evaluate(args[0])
        return Self.numberConversion(n, name) ?? n
      }
      // `[UIButton buttonWithType:UIButtonTypeSystem]`: a new button (of a program subclass too).
      if selector == "buttonWithType:", type == "UIButton" || systemAncestor(type) == "UIButton" {
        return initializer(type, "init", [], whole)
      }
      if selector.hasPrefix("animationWithKeyPath:") || (selector == "animation" && type.hasSuffix("Animation"))
        || (selector == "animation" && (type == "CAAnimationGroup" || type == "CATransition"))
      {
        var keyPath: String?
        if let first = args.first, case .string(let path) = evaluate(first) { keyPath = path }
        // A program's subclass of an animation class (`@interface Spring : CAKeyframeAnimation`).
        if !Self.animationClasses.contains(type), let system = systemAncestor(type),
          Self.animationClasses.contains(system)
        {
          let made = newAnimation(system, keyPath: keyPath)
          if case .animation(let i) = made { animations[i].programClass = type }
          return made
        }
        if !Self.animationClasses.contains(type) {
          note(
            "\(type) is not a Core Animation class; read as an animation of \(keyPath ?? "no key path") whose values are not known"
          )
        }
        return newAnimation(
          Self.animationClasses.contains(type) ? type : "CAKeyframeAnimation", keyPath: keyPath,
          known: Self.animationClasses.contains(type))
      }
      if selector == "layer" && type.hasPrefix("CA") { return newLayer(type) }
      return classMessage(type, selector, args, whole)
    case .color(let c) where selector == "CGColor" || selector == "cgColor":
      return .color(c)
    case .presentation(let i):
      // `[layer.presentationLayer position]`, `[[layer presentationLayer] valueForKeyPath:@"opacity"]`.
      if args.isEmpty { return presentationMember(i, selector, base: receiverExpression, whole: whole) }
      if Self.keyValueReads.contains(selector), case .string(let keyPath) = evaluate(args[0]),
        let shown = presentedValue(i, keyPath)
      {
        return shown
      }
      return layerQuery(i, selector, args) ?? .unknown(whole.text)
    case _ where args.isEmpty && selector == "objCType" && Self.objCType(receiver) != nil:
      return .string(Self.objCType(receiver)!)
    case _ where args.isEmpty && Self.unboxingNames.contains(selector) && Self.isGeometry(receiver):
      return receiver  // `[value CGPointValue]`: NSValue's boxed geometry, the value itself
    case .object(let o)
    where args.isEmpty && objects[o].layer != nil
      && ["superlayer", "superview", "sublayers", "subviews", "frame", "center", "bounds"].contains(selector):
      // `[self subviews]` in a view class of the program's: the getter, as `self.subviews` reads.
      return member(receiver, selector, base: receiverExpression, whole: whole)
    case .layer(let i):
      if args.isEmpty, ["speed", "timeOffset", "beginTime"].contains(selector) {
        // `[layer timeOffset]`: the getter, as `layer.timeOffset` reads it.
        return member(receiver, selector, base: receiverExpression, whole: whole)
      }
      // `[layer opacity]`: a property's getter.
      if args.isEmpty, LayerProperty.named(selector) != nil { return layers[i].property(selector) }
      if let answer = layerQuery(i, selector == "animationForKey:" ? "animation" : selector, args) { return answer }
      // `[layer superlayer]`, `[view superview]`, `[view frame]`: a getter, as the property reads.
      if args.isEmpty,
        ["superlayer", "superview", "sublayers", "subviews", "frame", "center", "bounds"].contains(selector)
      {
        return member(receiver, selector, base: receiverExpression, whole: whole)
      }
      // `[tableView indexPathsForSelectedRows]`, `[button isSelected]`: a view's UIKit state.
      if args.isEmpty, layers[i].isViewLayer, Self.isViewValue(selector) {
        return member(receiver, selector, base: receiverExpression, whole: whole)
      }
      return .unknown(whole.text)
    case .animation(let i) where selector == "valueForKey:" || selector == "valueForKeyPath:":
      return animationQuery(i, selector, args) ?? .unknown(whole.text)
    case .number, .time, .bool:
      // `[n floatValue]`, `[flag boolValue]`: the number, as that type holds it.
      return Self.numberConversion(receiver, selector) ?? .unknown(whole.text)
    case .path where selector == "CGPath":
      return receiver
    case .path(let i) where args.isEmpty && pathBox(i, selector) != nil:
      return pathBox(i, selector) ?? .unknown(whole.text)  // `[path bounds]`
    case .path(let i) where selector == "bezierPathByReversingPath" && args.isEmpty:
      paths.append(paths[i].reversed())
      return .path(paths.count - 1)
    case .null:
      // A message to nil does nothing and returns nil, 0 or NO (`[self.strokeColors count]` of a
      // property never set is 0).
      return Self.scalarSelectors.contains(selector) ? .number(0) : .null
    case .animator(let a):
      if args.isEmpty, let value = animatorMember(a, selector) { return value }
      let labels = selector.split(separator: ":").map(String.init)
      return animatorCall(a, selector, Array(zip(labels, args)).map { (label: $0.0, value: $0.1) }, site)
        ? .null : .unknown(whole.text)
    default:
      if selector == "copy" || selector == "mutableCopy" { return copied(receiver) }
      return .unknown(whole.text)
    }
  }

  /// NSNumber's `floatValue`, `intValue`, `boolValue`, …: number `value` as that C type holds
  /// it (an integer truncated toward zero, a `BOOL` 0 or 1); nil for another name. A `float`
  /// keeps double precision: the interpreter does its arithmetic in doubles, and rounding one
  /// operand to single precision would make `[n floatValue] * 10` miss C's float result.
  static func numberConversion(_ value: RuntimeValue, _ name: String) -> RuntimeValue? {
    let x: Double
    switch value {
    case .number(let n): x = n
    case .time(let t): x = t
    case .bool(let b): x = b ? 1 : 0
    default: return nil
    }
    switch name {
    case "floatValue", "doubleValue", "CGFloatValue": return .number(x)
    case "integerValue", "intValue", "longValue", "unsignedIntegerValue", "unsignedIntValue", "longLongValue":
      return x.isFinite ? .number(x.rounded(.towardZero)) : .number(x)
    case "boolValue": return .bool(x != 0)
    default: return nil
    }
  }

  /// NSValue's getters of the geometry it boxes (Objective-C's and Swift's spellings).
  static let unboxingNames: Set<String> = [
    "CGPointValue", "CGSizeValue", "CGRectValue", "CGVectorValue", "CATransform3DValue", "CGAffineTransformValue",
    "UIEdgeInsetsValue", "cgPointValue", "cgSizeValue", "cgRectValue", "cgVectorValue", "caTransform3DValue",
    "cgAffineTransformValue", "uiEdgeInsetsValue", "pointValue", "sizeValue", "rectValue",
  ]

  /// True for an array, a dictionary or a string (what `copy` and `mutableCopy` copy).
  static func isCollection(_ value: RuntimeValue) -> Bool {
    switch value {
    case .array, .dictionary, .string: return true
    default: return false
    }
  }

  /// True for a point, size, rectangle, transform or struct value (what an NSValue boxes).
  static func isGeometry(_ value: RuntimeValue) -> Bool {
    switch value {
    case .point, .size, .rect, .transform, .tuple: return true
    default: return false
    }
  }

  /// Selectors that return a number (what a message to nil returns as 0).
  static let scalarSelectors: Set<String> = [
    "count", "length", "floatValue", "doubleValue", "integerValue", "intValue", "boolValue", "unsignedIntegerValue",
    "longValue", "CGFloatValue", "isEqual:", "isEqualToString:", "containsObject:", "indexOfObject:",
  ]

  /// Units a `Measurement` converts between: angles in radians, times in seconds.
  static let unitScale: [String: (kind: String, scale: Double)] = [
    "radians": ("angle", 1), "degrees": ("angle", Double.pi / 180), "revolutions": ("angle", 2 * Double.pi),
    "gradians": ("angle", Double.pi / 200), "arcMinutes": ("angle", Double.pi / 10_800),
    "arcSeconds": ("angle", Double.pi / 648_000), "seconds": ("time", 1), "milliseconds": ("time", 0.001),
    "minutes": ("time", 60),
  ]

  /// `UnitAngle.degrees`, `.degrees`: the unit's name.
  static func unitName(_ value: RuntimeValue) -> String? {
    if case .constant(let name) = value { return name }
    return nil
  }

  /// The unit of a measurement value (`[value, "unit:degrees"]`), if it is one.
  static func measurementUnit(_ parts: [RuntimeValue]) -> String? {
    guard parts.count == 2, case .string(let tag) = parts[1], tag.hasPrefix("unit:") else { return nil }
    return String(tag.dropFirst(5))
  }

  /// `x.copy()`, `[x copy]`: a copy of an animation is another object (setting one does not
  /// change the other); other values are values already.
  mutating func copied(_ receiver: RuntimeValue) -> RuntimeValue {
    if case .path(let i) = receiver {
      // A path is a value once copied: `copy.apply(t)` leaves the original as it was.
      paths.append(paths[i])
      return .path(paths.count - 1)
    }
    guard case .animation(let i) = receiver else { return receiver }
    var copy = animations[i]
    copy.variable = nil
    copy.addedTo = nil
    copy.copiedFrom = i
    animations.append(copy)
    return .animation(animations.count - 1)
  }

  mutating func classMessage(
    _ type: String, _ selector: String, _ args: [CodeExpression], _ whole: CodeExpression
  )
    -> RuntimeValue
  {
    if Self.isAppearanceSelector(selector) { return .constant(Self.appearancePrefix + type) }
    if type == "NSTimer", selector.hasPrefix("timerWithTimeInterval:") {
      let labels = selector.split(separator: ":").map(String.init)
      if let timer = unscheduledTimer(labels, args) { return timer }
    }
    if type == "NSPredicate", selector.hasPrefix("predicateWithFormat:"), let first = args.first,
      case .string(let format) = evaluate(first),
      let made = predicate(format: format, args.dropFirst().map { evaluate($0) })
    {
      return made
    }
    if type == "NSLayoutConstraint" {
      if selector.hasPrefix("constraintWithItem:"), let made = itemConstraint(args) { return made }
      if selector == "constraintsWithVisualFormat:options:metrics:views:", let made = visualFormatConstraints(args) {
        return made
      }
      let labels = args.map { CodeExpression.Argument(label: nil, value: $0) }
      if let done = activateConstraints(selector, labels) { return done }
    }
    if type == "UIViewPropertyAnimator", selector.hasPrefix("runningPropertyAnimatorWithDuration:") {
      let labels = ["runningPropertyAnimatorWithDuration"] + selector.split(separator: ":").dropFirst().map(String.init)
      return runningAnimator(Array(zip(labels, args)).map { (label: $0.0, value: $0.1) }, site)
    }
    if let dictionary = dictionaryClassMessage(type, selector, args) { return dictionary }
    switch (type, selector) {
    case ("NSMutableArray", "array"), ("NSArray", "array"), ("NSMutableArray", "new"),
      ("NSMutableArray", "arrayWithCapacity:"):
      return .array([])
    case (_, "arrayWithObjects:"), (_, "arrayWithArray:"):
      if case .array(let items) = evaluate(args[0]) { return .array(items) }
      return .array([evaluate(args[0])])
    case (_, "arrayWithObject:"): return .array([evaluate(args[0])])
    case ("NSString", "stringWithFormat:"), ("NSMutableString", "stringWithFormat:"):
      // The message reader gathers a variadic list (`@"%f", x`) into one array.
      if args.count == 1, case .array(let items) = args[0] { return format(items) }
      return format(args)
    case ("NSString", "stringWithCString:encoding:"), ("NSString", "stringWithUTF8String:"),
      ("NSString", "stringWithCString:"):
      return evaluate(args[0])  // a C string is a string here
    case ("NSString", "stringWithString:"), ("NSMutableString", "stringWithString:"):
      return evaluate(args[0])
    case ("CAMediaTimingFunction", "functionWithName:"): return timingName(evaluate(args[0]), whole)
    case ("CAValueFunction", "functionWithName:"): return evaluate(args[0])
    case ("CAMediaTimingFunction", "functionWithControlPoints::::"):
      if let c = numbers(args) { return .timingFunction(.array(c.map { .number($0) })) }
    case ("UIColor", "colorWithRed:green:blue:alpha:"), ("NSColor", "colorWithRed:green:blue:alpha:"),
      ("NSColor", "colorWithCalibratedRed:green:blue:alpha:"), ("NSColor", "colorWithSRGBRed:green:blue:alpha:"):
      if let c = numbers(args) { return .color(RGBColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])) }
    case ("UIColor", "colorWithWhite:alpha:"), ("NSColor", "colorWithWhite:alpha:"):
      if let c = numbers(args) { return .color(RGBColor(red: c[0], green: c[0], blue: c[0], alpha: c[1])) }
    case ("UIStoryboard", "storyboardWithName:bundle:"): return newStoryboard(named: evaluate(args[0]))
    case ("UIColor", "colorNamed:"), ("UIColor", "colorNamed:inBundle:compatibleWithTraitCollection:"):
      return assetColor(evaluate(args[0]))
    case ("UIColor", _), ("NSColor", _):
      if args.isEmpty { return namedColor(selector) }
    case ("NSValue", _), ("NSNumber", _):
      if args.count == 1 { return evaluate(args[0]) }
    case ("UIBezierPath", "bezierPath"), ("NSBezierPath", "bezierPath"): return newPath(PathBuild())
    case ("UIBezierPath", "bezierPathWithArcCenter:radius:startAngle:endAngle:clockwise:"):
      guard case .point(let x, let y) = evaluate(args[0]), let n = numbers(Array(args[1...])) else { break }
      var path = PathBuild()
      path.arc(center: [x, y], radius: n[0], start: n[1], end: n[2], increasing: n[3] != 0)
      return newPath(path)
    case ("UIBezierPath", "bezierPathWithOvalInRect:"), ("NSBezierPath", "bezierPathWithOvalInRect:"):
      if case .rect(let x, let y, let w, let h) = evaluate(args[0]) { return newPath(.oval(x, y, w, h)) }
    case ("UIBezierPath", "bezierPathWithRect:"), ("NSBezierPath", "bezierPathWithRect:"):
      if case .rect(let x, let y, let w, let h) = evaluate(args[0]) { return newPath(.rect(x, y, w, h)) }
    case ("UIBezierPath", "bezierPathWithRoundedRect:cornerRadius:"):
      if case .rect(let x, let y, let w, let h) = evaluate(args[0]), let r = evaluate(args[1]).number {
        return newPath(.roundedRect(x, y, w, h, radius: r))
      }
    case ("UIBezierPath", "bezierPathWithRoundedRect:byRoundingCorners:cornerRadii:"):
      if case .rect(let x, let y, let w, let h) = evaluate(args[0]), let radii = sizeWidth(evaluate(args[2])) {
        return newPath(.roundedRect(x, y, w, h, radius: radii, corners: rectCorners(args[1])))
      }
    default: break
    }
    return .unknown(whole.text)
  }

  /// `[[X alloc] init…]`.
  mutating func initializer(
    _ type: String, _ selector: String, _ args: [CodeExpression], _ whole: CodeExpression
  )
    -> RuntimeValue
  {
    if type == "CASpringAnimation", selector == "initWithPerceptualDuration:bounce:", let pair = numbers(args) {
      return newAnimation(type, keyPath: nil, perceptual: (pair[0], pair[1]))
    }
    if Self.animationClasses.contains(type), selector == "init" { return newAnimation(type, keyPath: nil) }
    if type.hasPrefix("CA") && type.hasSuffix("Layer"), selector == "init" { return newLayer(type) }
    if type == "CAMediaTimingFunction", selector == "initWithControlPoints::::", let c = numbers(args) {
      return .timingFunction(.array(c.map { .number($0) }))
    }
    if type == "UIBezierPath", selector == "init" { return newPath(PathBuild()) }
    // `[[NSMutableAttributedString alloc] initWithString:@"60%" attributes:…]`: its text, as
    // Swift's `NSAttributedString(string:attributes:)` is read (what sizes it here).
    if type == "NSAttributedString" || type == "NSMutableAttributedString", selector.hasPrefix("initWithString:"),
      let text = args.first
    {
      return evaluate(text)
    }
    if ["UIViewPropertyAnimator", "UICubicTimingParameters", "UISpringTimingParameters"].contains(type) {
      let labelled = Array(zip(Self.selectorLabels(selector), args)).map { (label: $0.0, value: $0.1) }
      if type == "UIViewPropertyAnimator" { return newAnimator(labelled, site) }
      return timingParameters(type, labelled) ?? .unknown(whole.text)
    }
    if Self.barItemDefaults[type] != nil, selector.hasPrefix("init") {
      let labels = selector == "init" ? [] : Self.selectorLabels(selector)
      return newBarItem(type, zip(labels, args).map { (label: $0.0, value: evaluate($0.1)) }) ?? .null
    }
    if ["NSMutableArray", "NSArray"].contains(type) {
      if selector.hasPrefix("initWithObjects:") || selector.hasPrefix("initWithArray:"),
        case .array(let items) = evaluate(args[0])
      {
        return .array(items)
      }
      return .array([])
    }
    // `[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tapped:)]`.
    let labelled = zip(Self.selectorLabels(selector), args).map { CodeExpression.Argument(label: $0.0, value: $0.1) }
    if Self.gestureClass(type) != nil, case .object(let o) = newObject(type) {
      keepGestureTarget(o, labelled)
      return .object(o)
    }
    if program.types[type]?.isDeclared == true {
      let object = newObject(type)
      if case .object(let o) = object {
        objects[o].madeInCode = true
        keepGestureTarget(o, labelled)
      }
      return runInitializer(type, args.map { .init(label: nil, value: $0) }, on: object, selector: selector)
    }
    // `[UILabel new]`, `[[UIView alloc] initWithFrame:…]`: a view, as `UIView(frame:)` makes one.
    if type == "UILayoutGuide", selector == "init" { return newLayoutGuide() }
    if Self.isUIKitView(type), selector == "init" || selector == "initWithFrame:" {
      return newView(
        selector == "init" ? [] : [.init(label: "frame", value: args[0])], kind: type, zeroFrame: selector == "init")
    }
    // `[[UITableView alloc] initWithFrame:… style:…]`, `initWithImage:`,
    // `initWithActivityIndicatorStyle:`: a view, its frame the one given (else none yet).
    if Self.isUIKitView(type), selector.hasPrefix("init") {
      var labelled =
        selector.hasPrefix("initWithFrame:") ? [CodeExpression.Argument(label: "frame", value: args[0])] : []
      if selector == "initWithItems:" { labelled = [.init(label: "items", value: args[0])] }
      if selector == "initWithActivityIndicatorStyle:" { labelled = [.init(label: "style", value: args[0])] }
      return newView(labelled, kind: type, zeroFrame: !selector.hasPrefix("initWithFrame:"))
    }
    return .unknown(whole.text)
  }

  /// An initialiser's selector as Swift's labels: `initWithDuration:curve:animations:` →
  /// `duration`, `curve`, `animations`.
  static func selectorLabels(_ selector: String) -> [String] {
    selector.split(separator: ":").enumerated().map { index, part in
      guard index == 0, part.hasPrefix("initWith") else { return String(part) }
      let name = part.dropFirst(8)
      return name.prefix(1).lowercased() + name.dropFirst()
    }
  }

  /// Text attribute names (NSAttributedString.h) and the strings they are, so a dictionary built
  /// with `NSFontAttributeName` answers `attrs[@"NSFont"]`.
  static let attributeNames: [String: String] = [
    "NSFontAttributeName": "NSFont", "NSForegroundColorAttributeName": "NSColor",
    "NSBackgroundColorAttributeName": "NSBackgroundColor", "NSKernAttributeName": "NSKern",
    "NSParagraphStyleAttributeName": "NSParagraphStyle", "NSStrokeColorAttributeName": "NSStrokeColor",
    "NSStrokeWidthAttributeName": "NSStrokeWidth", "NSShadowAttributeName": "NSShadow",
    "NSUnderlineStyleAttributeName": "NSUnderline", "NSBaselineOffsetAttributeName": "NSBaselineOffset",
  ]

  /// `sin`, `cos`, … of one number; their `f` forms (`log2f`, `sinf`) of the `float` nearest it,
  /// rounded to a `float` again, as C's `float` functions compute them.
  static func mathFunction(_ name: String, _ x: Double) -> Double {
    if name.hasSuffix("f") { return Double(Float(mathFunction(String(name.dropLast()), Double(Float(x))))) }
    switch name {
    case "sin": return sin(x)
    case "cos": return cos(x)
    case "tan": return tan(x)
    case "asin": return asin(x)
    case "acos": return acos(x)
    case "atan": return atan(x)
    case "sqrt": return x.squareRoot()
    case "floor": return x.rounded(.down)
    case "ceil": return x.rounded(.up)
    case "round": return x.rounded()
    case "exp": return exp(x)
    case "log": return log(x)
    case "log10": return log10(x)
    case "log2": return log2(x)
    case "exp2": return exp2(x)
    case "cbrt": return cbrt(x)
    default: return x.rounded(.towardZero)
    }
  }

  /// Core Graphics' path functions: `CGPathMoveToPoint(path, NULL, x, y)` and the rest (the
  /// transform argument must be NULL).
  mutating func cgPathFunction(_ name: String, _ args: [CodeExpression], _ whole: CodeExpression) -> RuntimeValue {
    guard let first = args.first, case .path(let p) = evaluate(first) else { return .unknown(whole.text) }
    if name == "CGPathCloseSubpath" {
      paths[p].close()
      return .null
    }
    if name == "CGPathAddPath" {
      // `CGPathAddPath(path, &transform, other)`: the other path's elements, moved by the
      // transform (NULL: none), after this one's.
      guard args.count == 3, case .path(let q) = evaluate(args[2]) else { return .unknown(whole.text) }
      paths[p].data += transformedPath(q, by: evaluate(args[1]))
      return .null
    }
    let rest = Array(args.dropFirst(2))
    if name == "CGPathAddEllipseInRect" || name == "CGPathAddRect" {
      guard let r = rest.first.map({ evaluate($0) }), case .rect(let x, let y, let w, let h) = r else {
        return .unknown(whole.text)
      }
      let shape: PathBuild = name == "CGPathAddRect" ? .rect(x, y, w, h) : .oval(x, y, w, h)
      paths[p].data += shape.data
      return .null
    }
    guard let n = numbers(rest) else { return .unknown(whole.text) }
    switch (name, n.count) {
    case ("CGPathMoveToPoint", 2): paths[p].move([n[0], n[1]])
    case ("CGPathAddLineToPoint", 2): paths[p].line([n[0], n[1]])
    case ("CGPathAddQuadCurveToPoint", 4): paths[p].quad([n[2], n[3]], [n[0], n[1]])
    case ("CGPathAddCurveToPoint", 6): paths[p].cubic([n[4], n[5]], [n[0], n[1]], [n[2], n[3]])
    case ("CGPathAddArcToPoint", 5): paths[p].arc(tangent1: [n[0], n[1]], tangent2: [n[2], n[3]], radius: n[4])
    case ("CGPathAddArc", 6):
      // Core Graphics' clockwise is in its own y-up space: the angle decreases.
      paths[p].arc(center: [n[0], n[1]], radius: n[2], start: n[3], end: n[4], increasing: n[5] == 0)
    default: return .unknown(whole.text)
    }
    return .null
  }

  /// `[NSString stringWithFormat:@"dot%d", i]`: `%d`, `%i`, `%ld`, `%lu`, `%f`, `%@`, `%%`.
  mutating func format(_ args: [CodeExpression]) -> RuntimeValue {
    guard case .string(let pattern)? = args.first.map({ evaluate($0) }) else { return .unknown("a format") }
    var values = args.dropFirst().map { evaluate($0) }[...]
    var out = ""
    var chars = pattern.makeIterator()
    while let c = chars.next() {
      guard c == "%" else {
        out.append(c)
        continue
      }
      var spec = ""
      while let d = chars.next() {
        spec.append(d)
        if d.isLetter && !["l", "h", "z", "q"].contains(d) || d == "@" || d == "%" { break }
      }
      if spec == "%" {
        out.append("%")
        continue
      }
      guard let value = values.popFirst() else { return .unknown("a format") }
      switch value {
      case .string(let s), .constant(let s): out += s
      case .number(let x):
        out +=
          spec.hasSuffix("f") || spec.hasSuffix("g")
          ? shortestText(x)
          : (x.isFinite ? String(Int64(max(-9e18, min(9e18, x.rounded(.towardZero))))) : shortestText(x))
      default: return .unknown("a format")
      }
    }
    return .string(out)
  }

  func timingName(_ value: RuntimeValue, _ whole: CodeExpression) -> RuntimeValue {
    if case .constant(let name) = value, CodeImportNames.timingNames.contains(name) {
      return .timingFunction(.string(name))
    }
    if case .string(let name) = value, CodeImportNames.timingNames.contains(name) {
      return .timingFunction(.string(name))
    }
    return .unknown(whole.text)
  }

  mutating func newAnimation(
    _ className: String, keyPath: String?, perceptual: (Double, Double)? = nil, known: Bool = true
  ) -> RuntimeValue {
    var build = AnimationBuild(className: className, line: site.line, keyPath: keyPath)
    build.isStandIn = !known
    build.column = site.column
    build.file = site.file
    if let perceptual { build.perceptual = (perceptual.0, perceptual.1) }
    animations.append(build)
    return .animation(animations.count - 1)
  }

  /// UIKit's and AppKit's own views (`UIView`, `UIImageView`, `UILabel`), made directly: each is a
  /// layer of its own (a view's `layer` is a plain `CALayer`).
  static func isUIKitView(_ name: String) -> Bool {
    (name.hasPrefix("UI") || name.hasPrefix("NS"))
      && (name.hasSuffix("View") || controls.contains(name))
  }

  /// `UIView(frame: …)` or `UIView()`: a new layer, its frame set as UIKit sets the layer's.
  /// `zeroFrame`: made with `init()` (`UIView()`, `[UIView new]`),
  /// which is `init(frame: .zero)` — a zero frame until the code gives one (a label's comes from
  /// its text, so a label keeps none).
  mutating func newView(
    _ arguments: [CodeExpression.Argument], kind: String = "UIView", zeroFrame: Bool = false
  ) -> RuntimeValue {
    let view = newLayer("CALayer")
    if zeroFrame, case .layer(let i) = view {
      layers[i].setProperty("bounds", .rect(0, 0, 0, 0))
      layers[i].setProperty("position", .point(0, 0))
    }
    if case .layer(let i) = view {
      layers[i].isViewLayer = true
      layers[i].viewKind = kind
      layers[i].systemKind = kind
    }
    if case .layer(let i) = view, Self.textViews.contains(kind) { layers[i].label = LabelText() }
    // `UIButton(type: .system)`: its title takes the tint (ButtonTitles).
    if case .layer(let i) = view, kind == "UIButton", let type = argument(arguments, "type") {
      layers[i].viewValues["buttonType"] = evaluate(type)
    }
    // `UISegmentedControl(items: ["Day", "Week"])`: a segment per item.
    if case .layer(let i) = view, kind == "UISegmentedControl", let items = argument(arguments, "items"),
      let count = segmentCount(items)
    {
      layers[i].viewValues["numberOfSegments"] = .number(count)
    }
    if case .layer(let i) = view, kind == "UISwitch" {
      layers[i].setProperty("bounds", .rect(0, 0, Self.switchSize.w, Self.switchSize.h))
    }
    if case .layer(let i) = view, kind == "UIActivityIndicatorView", argument(arguments, "frame") == nil {
      sizeActivityIndicator(
        i, style: argument(arguments, "style") ?? argument(arguments, "activityIndicatorStyle"))
    }
    // `UICollectionView(frame:collectionViewLayout:)`: the layout that places its items.
    if case .layer(let i) = view, kind == "UICollectionView", let layout = argument(arguments, "collectionViewLayout") {
      layers[i].viewValues["collectionViewLayout"] = evaluate(layout)
    }
    // `UIStackView(arrangedSubviews: [title, message])`.
    if case .layer(let s) = view, kind == "UIStackView", let list = argument(arguments, "arrangedSubviews"),
      case .array(let items) = evaluate(list)
    {
      for case .layer(let v) in items.map({ item in
        if case .object(let o) = item, let l = objects[o].layer { return RuntimeValue.layer(l) }
        return item
      }) {
        arrange(s, v, at: nil, site)
      }
    }
    // `UIWindow(windowScene:)` (and `UIWindow()`): a window as large as the screen.
    if case .layer(let i) = view, kind == "UIWindow", argument(arguments, "frame") == nil {
      layers[i].setProperty("bounds", .rect(0, 0, screen.w, screen.h))
      layers[i].setProperty("position", .point(screen.w / 2, screen.h / 2))
    }
    if case .layer(let i) = view, kind == "UIImageView", let image = argument(arguments, "image") {
      sizeImageView(i, evaluate(image))
    }
    if case .layer(let i) = view, let frame = argument(arguments, "frame") {
      let rect = evaluate(typed(frame, as: "CGRect"))  // (`UIView(frame: .zero)`)
      if case .rect = rect {
        setLayer(i, "frame", rect, site)
      } else {
        note("\(frame.text): the view's frame is not known here; its layer is made without one")
      }
    }
    return view
  }

  mutating func newPath(_ path: PathBuild) -> RuntimeValue {
    paths.append(path)
    return .path(paths.count - 1)
  }

  /// The layer an expression names: a layer value, or a layer the code did not create here.
  mutating func layerIndex(_ e: CodeExpression) -> Int? {
    let value = evaluate(e)
    if case .layer(let i) = value { return i }
    if case .object(let o) = value, let layer = objects[o].layer { return layer }
    if case .unknown(let text) = value, let chain = e.nameChain {
      // A variable holding something not known here (`for (UIView *view in @[label, button])`,
      // the button a factory made): that thing, named as written where it came from, not a view
      // that happens to share the variable's name; nothing when it was not a plain name.
      if case .name(let name) = e, let bound = scope.find(name)?.values[name], case .unknown = bound, text != name {
        let parts = text.split(separator: ".").map(String.init)
        let plain = !parts.isEmpty && parts.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        return plain ? implicitLayer(parts) : nil
      }
      return implicitLayer(chain)
    }
    return nil
  }
}

/// Spellings the importer accepts.
enum CodeImportNames {
  static let timingNames: Set<String> = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]
}

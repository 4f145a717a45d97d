import MediaTiming
import Scenes

/// What an expression of set-up code evaluates to while the importer runs it.
indirect enum RuntimeValue {
  case number(Double)
  /// A number read from the clock (`CACurrentMediaTime()`, `convertTime`) or computed from one
  /// by adding seconds: a time near now, not a time long past.
  case time(Double)
  case bool(Bool)
  case string(String)
  /// A typed string constant by its short name: `forwards`, `easeIn`, `paced`, `rotateAuto`.
  case constant(String)
  case point(Double, Double)
  case size(Double, Double)
  case rect(Double, Double, Double, Double)
  case color(RGBColor)
  case array([RuntimeValue])
  /// A dictionary: keys and values in the order written or set (Swift's own order is unspecified).
  case dictionary([RuntimeValue], [RuntimeValue])
  /// A timing function, as the scene file writes it.
  case timingFunction(JSONValue)
  /// Objects, by index into the interpreter's tables.
  case animation(Int)
  case layer(Int)
  /// A layer's presentation (`layer.presentation()`): its properties read as shown when the code
  /// runs (CodeInterpreter+PresentationLayer.swift).
  case presentation(Int)
  case path(Int)
  /// An instance of one of the program's own types.
  case object(Int)
  /// A `UIViewPropertyAnimator`, by index into the interpreter's animators.
  case animator(Int)
  /// A view's layout anchor (`leadingAnchor`): its layer and the attribute (`leading`).
  case anchor(Int, String)
  /// An Auto Layout constraint, by index into the interpreter's constraints.
  case constraint(Int)
  /// A timer made but not yet scheduled, by index into the interpreter's timers.
  case timer(Int)
  /// A closure or block and the scope it was written in.
  case closure(CodeClosure, CodeScope)
  /// A `CATransform3D` or `CGAffineTransform`.
  case transform(CodeTransform)
  /// `(i, dot)` from `enumerated()`, a tuple literal; `labels` those of a literal that has them
  /// (`(keyPath: "path", layer: l)`), else empty.
  case tuple([RuntimeValue], labels: [String?] = [])
  /// A class or type name (`CABasicAnimation`, `UIColor`, `CGFloat`).
  case type(String)
  /// `spring.settlingDuration` of the animation at this index.
  case settlingDuration(Int)
  case null
  /// Something the importer cannot know (a variable set elsewhere, user input); says what.
  case unknown(String)

  var isLayer: Bool {
    if case .layer = self { true } else { false }
  }
  var isColour: Bool {
    if case .color = self { true } else { false }
  }
  /// nil, `[]` or `[:]`.
  var isEmptyCollection: Bool {
    switch self {
    case .null: true
    case .array(let items): items.isEmpty
    case .dictionary(let keys, _): keys.isEmpty
    default: false
    }
  }
  var isObject: Bool {
    if case .object = self { true } else { false }
  }
  var number: Double? {
    switch self {
    case .number(let x), .time(let x): x
    case .bool(let b): b ? 1 : 0
    case .constant("zero"): 0  // `layer.speed = .zero`: a number type's zero
    default: nil
    }
  }

  /// The value as a scene file writes it, or nil when it is not a value a key path can hold.
  /// Nil too when a component is not finite (`0/0`, `1e999`).
  var json: JSONValue? {
    switch self {
    case .number(let x), .time(let x): return x.isFinite ? .number(x) : nil
    case .bool(let b): return .number(b ? 1 : 0)
    case .point(let x, let y), .size(let x, let y):
      return [x, y].allSatisfy(\.isFinite) ? .array([.number(x), .number(y)]) : nil
    case .rect(let x, let y, let w, let h):
      return [x, y, w, h].allSatisfy(\.isFinite) ? .array([.number(x), .number(y), .number(w), .number(h)]) : nil
    case .color(let c):
      return [c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite) ? .string(c.hex) : nil
    case .transform(let t):
      return t.m.allSatisfy(\.isFinite) ? .array(t.m.map { .number($0) }) : nil
    case .array(let items) where !items.isEmpty:
      // A gradient's `colors` (`[a.cgColor, b.cgColor]`) and `locations` (`[0, 0.5, 1]`).
      let parts = items.compactMap { item -> JSONValue? in
        switch item {
        case .color, .number: return item.json
        default: return nil
        }
      }
      let colours = parts.filter { if case .string = $0 { true } else { false } }.count
      guard parts.count == items.count, colours == 0 || colours == parts.count else { return nil }
      return .array(parts)
    default: return nil
    }
  }

  var isTime: Bool {
    if case .time = self { return true }
    return false
  }

  var isUnknown: Bool {
    if case .unknown = self { return true }
    return false
  }
}

/// What the program's types say about values: whether an argument as written can be a value of
/// a parameter's type (overloads with the same labels), conformances, and `as?` casts.
extension CodeInterpreter {
  /// True when `e`, as written, cannot be a value of `type`: a string literal for one of the
  /// program's own types, or a case or static member of the program's own type (`BTTitle.title(…)`,
  /// `.title(…)` where `type` is another of its types) for a `String`.
  func plainlyMismatched(_ e: CodeExpression, _ type: String?) -> Bool {
    guard var t = type?.filter({ $0 != " " }), !t.isEmpty else { return false }
    while let last = t.last, last == "?" || last == "!" { t.removeLast() }
    let own = { (name: String) in self.program.types[name]?.isDeclared == true || !self.enumCases(name).isEmpty }
    switch e {
    case .string, .interpolation: return own(t) && !Self.literalConformances.contains { conforms(t, to: $0) }
    case .member(_, "rawValue"):
      // `key.rawValue` is a raw value (a string, a number), never a case of the program's enum
      // (`animation(forKey: key.rawValue)` in `extension CALayer { func animation(forKey key:
      // Keys) }` is CALayer's own method, not the extension's again).
      let name = String(t.split(separator: ".").last ?? Substring(t))
      return own(name) && !Self.literalConformances.contains { conforms(name, to: $0) }
    case .member(.name(let base)?, let member)
    where declaredProperty(member, in: base).map({ $0.isStatic && !$0.isCase }) == true:
      // `Constants.scale`: a static constant of a namespace type, any type it is declared as.
      return false
    case .call(.member(.name(let base)?, let name), _)
    where methods(name, in: base, isStatic: true).contains(where: { $0.returnType != nil }):
      // `Animo.fadeOut(duration: 1)`: a static factory makes what it says it returns (not
      // necessarily its own type's instance).
      let returns = methods(name, in: base, isStatic: true).compactMap {
        $0.returnType?.filter { $0 != "?" && $0 != "!" }
      }
      return returns.allSatisfy { r in
        let made = r == "Self" ? base : r
        let unrelated = own(t) && made != t && !conforms(made, to: t) && !lineage(made).contains { $0.name == t }
        return own(made) && (t == "String" || t == "NSString" || unrelated)
      }
    case .member(.name(let base)?, _), .call(.member(.name(let base)?, _), _):
      return own(base) && (t == "String" || t == "NSString" || (own(t) && t != base))
    default: return false
    }
  }

  /// Whether `receiver` answers selector `name` (`respondsToSelector:`, `responds(to:)`): nil is
  /// NO; an instance of the program's answers what its class (or a superclass or category of the
  /// program's) defines, as a method or a property. A delegate's optional methods are what code
  /// asks about, so a selector the class does not define is taken as not answered. Nil when the
  /// receiver is not known.
  func responds(_ receiver: RuntimeValue, to name: String) -> Bool? {
    let type: String
    switch receiver {
    case .null: return false
    case .object(let o): type = objects[o].type
    default: return nil
    }
    guard program.types[type]?.isDeclared == true else { return nil }
    let base = String(name.prefix { $0 != ":" })
    if !methods(name, in: type, isStatic: false).isEmpty { return true }
    if !name.contains(":") || name.hasPrefix("set"), declaredProperty(base, in: type) != nil { return true }
    return !program.isObjectiveC && !methods(base, in: type, isStatic: false).isEmpty
  }

  /// The protocols that let a string literal stand for a value of a type (`let d: Drop = "Hi"`).
  static let literalConformances = ["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation"]

  /// True when the program's type `type` (or an extension of it) declares conformance to `protocolName`.
  func conforms(_ type: String, to protocolName: String) -> Bool {
    // The first inherited name is read as the superclass (a struct's is its first protocol).
    lineage(type).contains { $0.conformances.contains(protocolName) || $0.superclass == protocolName }
  }

  /// `value as? Type`: nil when the value plainly is not one — a view or layer cast to a gesture
  /// recognizer, a number or a string; an instance of the program's cast to an unrelated class of
  /// the program's — else the value (what is not known stays as it is).
  /// Protocols every UIKit or AppKit view conforms to.
  static let viewProtocols: Set<String> = [
    "AnyObject", "Any", "NSObjectProtocol", "UIAppearance", "UIAppearanceContainer", "UITraitEnvironment",
    "UICoordinateSpace", "UIFocusItem", "UIFocusEnvironment", "UIDynamicItem", "CALayerDelegate", "NSCoding",
  ]

  /// Protocols no UIKit or Foundation class adopts on its own: an object is one only when its
  /// class (or one above it in the program) says so.
  static let adoptedDelegateProtocols: Set<String> = ["CAAnimationDelegate"]

  mutating func conditionalCast(_ value: RuntimeValue, to rawType: String) -> RuntimeValue {
    var type = rawType.filter { !$0.isWhitespace }
    if type.hasPrefix("("), type.hasSuffix(")") { type = String(type.dropFirst().dropLast()) }
    if case .unknown(let text) = value, text.hasPrefix(Self.contextControllerMarker),
      let controller = contextController(text, as: type)
    {
      return controller
    }
    let nonViews = ["GestureRecognizer", "NSNumber", "String", "NSString", "Int", "Double", "CGFloat", "NSValue"]
    switch value {
    case .layer(let i) where layers.indices.contains(i) && layers[i].viewKind != nil:
      // A view the code made as a UIKit class: it is one of a type (`MarginAdjustable & UIView`)
      // only when every part is that class, a class above it, a protocol UIKit gives it, or a
      // protocol the program adds to one of them in an extension.
      let kind = layers[i].viewKind!
      let lineage = [kind] + Self.systemAncestors(of: kind) + ["UIResponder", "NSResponder", "NSObject"]
      let holds = type.split(separator: "&").map(String.init).allSatisfy { part in
        lineage.contains(part) || Self.viewProtocols.contains(part)
          || lineage.contains { program.types[$0]?.conformances.contains(part) == true }
      }
      return holds ? value : .null
    case .layer:
      if nonViews.contains(where: type.hasSuffix) { return .null }
      if program.types[type]?.isDeclared == true, !(systemAncestor(type).map(Self.isLayerBacked) ?? false) {
        return .null
      }
      return value
    case .object(let o) where objects.indices.contains(o):
      // `self as? CAAnimationDelegate` in Swift of a class that does not adopt the protocol (nor
      // a class above it): nil — its animationDidStop is then never called.
      if Self.adoptedDelegateProtocols.contains(type), !(site.file ?? "").hasSuffix(".m"),
        !lineage(objects[o].type).contains(where: { $0.conformances.contains(type) })
      {
        noteOnce(
          "\(objects[o].type) does not adopt \(type), so `as? \(type)` is nil: the animation has no delegate, and its animationDidStart/animationDidStop are never called"
        )
        return .null
      }
      guard program.types[type]?.isDeclared == true else { return value }
      return lineage(objects[o].type).contains { $0.name == type } ? value : .null
    default:
      return value
    }
  }

  /// `x is UIView`, `x is UIViewController`, `x is CALayer`: known for any layer and any object of
  /// the program by what it is (a view, a controller); nil for another type.
  func systemKind(of value: RuntimeValue, is type: String) -> Bool? {
    let view = ["UIView", "NSView", "UIResponder", "NSResponder"].contains(type)
    let controller = ["UIViewController", "NSViewController"].contains(type)
    let layer = type == "CALayer"
    guard view || controller || layer else { return nil }
    switch value {
    case .layer(let i) where layers.indices.contains(i):
      if controller { return false }
      return layer || layers[i].isViewLayer || controllerViews.contains(i)
    case .object(let o) where objects.indices.contains(o):
      if isViewController(objects[o].type) { return controller || type.hasSuffix("Responder") }
      guard let i = objects[o].layer else { return false }
      if controller { return false }
      return layer || layers[i].isViewLayer
    default: return nil
    }
  }
}

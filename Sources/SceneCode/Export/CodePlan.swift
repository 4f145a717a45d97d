import MediaTiming

/// The languages `timinglab code` writes.
public enum CodeLanguage: String, Hashable, Sendable, CaseIterable {
  case swift, objc
}

/// How the code is wrapped: a function that takes the layer, or a Swift playground page with a
/// live view.
public enum CodeStyle: String, Hashable, Sendable, CaseIterable {
  case function, playground
}

/// How much the generated code says beside the code: `full` writes the marker comments
/// (`// TimingLab: …`) that let `timinglab import` read the exact scene back, and the notes on
/// what the code approximates; `brief` keeps the notes and a one-line header; `none` is code only.
public enum CodeComments: String, Hashable, Sendable, CaseIterable {
  case none, brief, full
}

/// The platform the code is for: UIKit's `UIColor` and `UIBezierPath`, or AppKit's `NSColor` and
/// `CGMutablePath` (a layer-backed `NSView` for a playground).
public enum CodePlatform: String, Hashable, Sendable, CaseIterable {
  case ios, macos
}

/// The neutral form of generated code: what to declare, set and add, without any spelling. One
/// planner writes it; one printer per language spells it (`SwiftPrinter`, `ObjCPrinter`).
enum CodeStatement: Hashable {
  case comment(String)
  case blank
  /// `let name = CABasicAnimation(keyPath: "…")`; `keyPath` nil for groups.
  case animation(name: String, className: String, keyPath: String?)
  /// A spring by `CASpringAnimation(perceptualDuration: d, bounce: b)` on iOS 17 / macOS 14 and
  /// later, else `CASpringAnimation()` and `before17` (the same spring by mass, stiffness and
  /// damping), then `name.keyPath = …`.
  case perceptualSpring(
    name: String, duration: Double, bounce: Double, keyPath: String?, before17: [CodeStatement])
  /// `if #available(iOS 17.0, macOS 14.0, *) { body }`: APIs an iOS 15 app may only call there.
  case ifAvailable17(body: [CodeStatement])
  /// `let name = CALayer()` (or `CAShapeLayer()`).
  case layer(name: String, className: String)
  /// `target.property = value`.
  case set(target: String, property: CodeProperty, value: CodeValue)
  /// `target.setValue(value, forKeyPath: "…")`: sub-key paths and properties the class lacks.
  case setKeyPath(target: String, keyPath: String, value: CodeValue)
  /// `let name = UIBezierPath()` and its elements.
  case bezierPath(name: String, path: KeyframePath)
  /// `layer.add(animation, forKey: "key")`; `forKey: nil` when `key` is nil.
  case add(layer: String, animation: String, key: String?)
  /// `parent.addSublayer(child)`.
  case addSublayer(parent: String, child: String)
  /// Code run `seconds` later: `DispatchQueue.main.asyncAfter` / `dispatch_after`.
  case later(seconds: Double, body: [CodeStatement])
  /// `layer.removeAnimation(forKey: key)`; `removeAllAnimations()` when `key` is nil.
  case removeAnimation(layer: String, key: String?)
  /// Lines spelled out in each language (calls the other cases do not cover).
  case lines(swift: [String], objc: [String])
}

/// A property as both languages name it (`isRemovedOnCompletion` / `removedOnCompletion`).
struct CodeProperty: Hashable {
  var swift: String
  var objc: String

  init(_ name: String, objc: String? = nil) {
    self.swift = name
    self.objc = objc ?? name
  }
}

/// A value in generated code, typed as Apple's declaration wants it.
indirect enum CodeValue: Hashable {
  /// A `Float` (`speed`, `repeatCount`, `opacity`): a literal either language converts.
  case float(Double)
  /// A `CFTimeInterval` or `CGFloat`.
  case double(Double)
  case bool(Bool)
  case string(String)
  /// A typed string constant: Swift `.forwards`, Objective-C `kCAFillModeForwards`.
  case constant(swift: String, objc: String)
  /// `CAMediaTimingFunction(name: .easeIn)`.
  case timingName(swift: String, objc: String)
  /// `CAMediaTimingFunction(controlPoints: …)` (four `Float`s).
  case controlPoints(Double, Double, Double, Double)
  /// An object for `fromValue`/`toValue`/`values`: a boxed number, `NSValue` or colour.
  case boxed(AnimatedValue)
  /// A plain struct or scalar for a layer property (`CGPoint(x:y:)`, `cgColor`, a number).
  case plain(AnimatedValue)
  /// `[NSNumber]`.
  case numbers([Double])
  /// `[Any]` / `NSArray`.
  case array([CodeValue])
  /// `layer.convertTime(CACurrentMediaTime(), from: nil) + offset`.
  case now(layer: String, plus: Double)
  /// `CACurrentMediaTime() + offset`: the media time (the root layer's parent time).
  case mediaNow(plus: Double)
  /// `path.cgPath`.
  case cgPath(String)
  /// `path.cgPath` where an object is wanted (`fromValue`, `values`): `(id)path.CGPath` in
  /// Objective-C.
  case boxedPath(String)
  /// Variables by name, as an array (`group.animations = [a, b]`).
  case variables([String])
  /// `name.settlingDuration`.
  case settlingDuration(of: String)
  /// Positive infinity as a `Float` (`.infinity` / `HUGE_VALF`) or `Double` (`INFINITY`).
  case infinity
}

import MediaTiming
import Scenes
import TextFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Scene → `CodeStatement`s: the layer tree's timing and model values, then every animation with
/// each field that differs from Core Animation's default, in the order Apple recommends (layer
/// timing, model values, `addSublayer`, then the animations, so `convertTime` sees the tree).
struct CodePlanner {
  var names = CodeNames()
  var statements: [CodeStatement] = []
  /// Each layer's variable and its parent's, by path (`root/box`).
  var layerVariables: [String: (name: String, parent: String?)] = [:]

  /// Plans `scene` with its root layer in the variable `layer`.
  static func plan(_ scene: Scene) -> [CodeStatement] {
    var planner = CodePlanner()
    planner.layer(scene.root, variable: "layer", parent: nil, parentTimeNow: 0)
    planner.events(of: scene)
    return planner.statements
  }

  /// The marker comment the importer reads back (`// TimingLab: move = {…}`): what the code cannot
  /// say exactly, as scene-file fields.
  static func marker(_ name: String, _ fields: JSONValue) -> CodeStatement {
    .comment("TimingLab: \(name) = \(fields.compactText)")
  }

  // MARK: Layers

  /// `parentTimeNow`: the parent's time at scene time 0 ("now"), seconds.
  mutating func layer(
    _ layer: Layer, variable: String, parent: String?, parentTimeNow: Double, path: String? = nil
  ) {
    let path = path ?? layer.id
    layerVariables[path] = (variable, parent)
    // A scene without classes (written before they were) still makes a shape layer for a
    // shape's model values. The root is the caller's layer: its class is said, not made.
    let layerClass =
      layer.layerClass == .layer && layer.properties.contains { Self.shapeProperties.contains($0.keyPath) }
      ? LayerClass.shape : layer.layerClass
    let isShape = parent != nil && layerClass == .shape
    if parent != nil {
      statements.append(.blank)
      statements.append(.layer(name: variable, className: layerClass.rawValue))
    }
    if parent == nil && layer.layerClass != .layer {
      // The caller's layer: its class is what the scene says, read back from the marker.
      statements.append(.comment("`\(variable)` must be a \(layer.layerClass.rawValue), as the scene's root layer is."))
      statements.append(
        Self.marker(variable, .object([("id", .string(layer.id)), ("class", .string(layer.layerClass.rawValue))])))
    } else if variable != layer.id {
      statements.append(Self.marker(variable, .object([("id", .string(layer.id))])))
    }
    if layer.layerClass == .replicator { replicator(layer.replicator, on: variable, typed: parent != nil) }
    for field in AnimationSchema.layer where !Self.replicatorFields.contains(field.name) {
      guard case .layerNumber(let keyPath)? = field.binding, let code = field.code,
        layer[keyPath: keyPath] != Scene.defaultLayer[keyPath: keyPath]
      else { continue }
      let x = layer[keyPath: keyPath]
      statements.append(
        .set(target: variable, property: .init(code.swift), value: code.swiftType == "Float" ? .float(x) : .double(x)))
    }
    for property in layer.properties { model(property, on: variable, isShape: isShape) }
    if let parent { statements.append(.addSublayer(parent: parent, child: variable)) }
    let now = layer.localTime(atParentTime: parentTimeNow)
    for animation in layer.animations {
      statements.append(.blank)
      let name = self.animation(animation, layer: variable, model: layer.properties, now: now, inGroup: false)
      statements.append(.add(layer: variable, animation: name, key: animation.isKeyless ? nil : animation.id))
    }
    for sublayer in layer.sublayers {
      let name = names.unique(sublayer.id, suffix: "Layer")
      self.layer(sublayer, variable: name, parent: variable, parentTimeNow: now, path: path + "/" + sublayer.id)
    }
  }

  /// The fields only a replicator has (set by `replicator`, and only on a replicator).
  static let replicatorFields: Set<String> = ["instanceCount", "instanceDelay", "instanceTransform"]

  /// A replicator's copies: typed properties on a layer made here, key-value coding on the
  /// caller's root layer (declared a `CALayer`).
  mutating func replicator(_ r: Replicator, on variable: String, typed: Bool) {
    let defaults = Replicator()
    if r.instanceCount != defaults.instanceCount {
      let n = String(r.instanceCount)
      set(variable, "instanceCount", typed ? .constant(swift: n, objc: n) : .constant(swift: n, objc: "@" + n), typed)
    }
    if r.instanceDelay != defaults.instanceDelay {
      let x = shortestText(r.instanceDelay)
      set(variable, "instanceDelay", typed ? .double(r.instanceDelay) : .constant(swift: x, objc: "@" + x), typed)
    }
    if r.instanceTransform != defaults.instanceTransform {
      let (swift, objc) = Self.transformLiteral(r.instanceTransform)
      let value: CodeValue =
        typed
        ? .constant(swift: swift, objc: objc)
        : .constant(swift: "NSValue(caTransform3D: \(swift))", objc: "[NSValue valueWithCATransform3D:\(objc)]")
      set(variable, "instanceTransform", value, typed)
    }
  }

  private mutating func set(_ variable: String, _ property: String, _ value: CodeValue, _ typed: Bool) {
    statements.append(
      typed
        ? .set(target: variable, property: .init(property), value: value)
        : .setKeyPath(target: variable, keyPath: property, value: value))
  }

  /// A `CATransform3D` in code: `CATransform3DMakeTranslation(…)` for a translation, else its
  /// sixteen fields (Swift's memberwise initializer, an Objective-C compound literal).
  static func transformLiteral(_ t: Transform3D) -> (swift: String, objc: String) {
    let m = t.m
    if Array(m[0..<12]) == Array(Transform3D.identity.m[0..<12]), m[15] == 1 {
      let args = m[12..<15].map(shortestText).joined(separator: ", ")
      return ("CATransform3DMakeTranslation(\(args))", "CATransform3DMakeTranslation(\(args))")
    }
    let angle = atan2(m[1], m[0])
    if Transform3D.rotationZ(angle) == t {
      let call = "CATransform3DMakeRotation(\(shortestText(angle)), 0, 0, 1)"
      return (call, call)
    }
    let names = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
    let swift = zip(names, m).map { "\($0): \(shortestText($1))" }.joined(separator: ", ")
    return ("CATransform3D(\(swift))", "(CATransform3D){\(m.map(shortestText).joined(separator: ", "))}")
  }

  /// `CALayer`'s typed properties (set directly); the rest go through `setValue(_:forKeyPath:)`.
  static let layerProperties: Set<String> = [
    "opacity", "position", "anchorPoint", "bounds", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
    "zPosition", "anchorPointZ", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowColor", "contentsRect",
    "shadowPath",
  ]
  /// `CAShapeLayer`'s, set directly on a sublayer declared as one.
  static let shapeProperties: Set<String> = [
    "strokeStart", "strokeEnd", "lineWidth", "miterLimit", "lineDashPhase", "fillColor", "strokeColor", "path",
  ]

  mutating func model(_ property: PropertyValue, on variable: String, isShape: Bool) {
    let name = property.keyPath
    if name == "hidden", let x = property.value.components.first {
      // A Bool in code: `isHidden = true` (Objective-C `hidden = YES`).
      statements.append(
        .set(target: variable, property: CodeProperty("isHidden", objc: "hidden"), value: .bool(x >= 0.5)))
      return
    }
    if Self.layerProperties.contains(name) || (isShape && Self.shapeProperties.contains(name)) {
      let value = code(property.value, boxed: false, base: variable)
      statements.append(.set(target: variable, property: .init(name), value: value))
    } else {
      let value = code(property.value, boxed: true, base: variable)
      statements.append(.setKeyPath(target: variable, keyPath: name, value: value))
    }
  }

  // MARK: Animations

  /// Declares `animation` (children first for a group) and sets its fields; returns its variable.
  /// `now`: the layer's local time at scene time 0, seconds.
  mutating func animation(_ a: Animation, layer: String, model: [PropertyValue], now: Double, inGroup: Bool) -> String {
    var childNames: [String] = []
    for child in a.children {
      childNames.append(animation(child, layer: layer, model: model, now: now, inGroup: true))
      statements.append(.blank)
    }
    let name = names.unique(a.id, suffix: "Animation", context: layer)
    if inGroup && name != a.id { statements.append(Self.marker(name, .object([("id", .string(a.id))]))) }
    let sampled = CodeSampling.needed(a) ? CodeSampling.sample(a, model: model) : nil
    declare(a, name: name, sampled: sampled != nil)
    timing(a, name: name, layer: layer, now: now, inGroup: inGroup, sampled: sampled != nil)
    switch a.content {
    case .group:
      statements.append(.set(target: name, property: .init("animations"), value: .variables(childNames)))
    case .basic(let values):
      if let sampled { keyframeValues(sampled, a, name: name) } else { basic(values, name: name) }
    case .spring(let spring, let values):
      self.spring(spring, values, a, name: name)
    case .keyframe(let keyframes):
      if let sampled { keyframeValues(sampled, a, name: name) } else { self.keyframes(keyframes, name: name) }
    case .transition(let transition):
      self.transition(transition, name: name)
    }
    if a.fillMode == .forwards || a.fillMode == .both, !a.removedOnCompletion, !inGroup {
      statements.append(
        .comment(
          "Apple recommends setting the layer's model value to the end value instead of keeping the animation (fillMode + isRemovedOnCompletion = false)."
        ))
    }
    return name
  }

  mutating func declare(_ a: Animation, name: String, sampled: Bool) {
    switch a.content {
    case .group:
      statements.append(.animation(name: name, className: "CAAnimationGroup", keyPath: nil))
    case .transition:
      statements.append(.animation(name: name, className: "CATransition", keyPath: nil))
    case .basic where !sampled:
      statements.append(.animation(name: name, className: "CABasicAnimation", keyPath: a.keyPath))
    case .basic, .keyframe:
      statements.append(.animation(name: name, className: "CAKeyframeAnimation", keyPath: a.keyPath))
    case .spring(let spring, _):
      if let (duration, bounce) = Self.perceptual(spring.parameters) {
        // Before iOS 17 the same spring by its physical parameters (springs.md §2.4: m = 1,
        // k = (2π/d)², c = 4πζ/d); an overdamped one (bounce < 0) cannot be, there.
        var before17: [CodeStatement] = []
        if bounce < 0 {
          before17.append(.comment("Before iOS 17 a spring cannot be overdamped: this one settles critically there."))
        }
        if spring.mass != 1 {
          before17.append(.set(target: name, property: CodeProperty("mass"), value: .double(spring.mass)))
        }
        before17.append(.set(target: name, property: CodeProperty("stiffness"), value: .double(spring.stiffness)))
        before17.append(.set(target: name, property: CodeProperty("damping"), value: .double(spring.damping)))
        statements.append(
          .perceptualSpring(name: name, duration: duration, bounce: bounce, keyPath: a.keyPath, before17: before17))
      } else {
        statements.append(.animation(name: name, className: "CASpringAnimation", keyPath: a.keyPath))
      }
    }
  }

  /// `CAMediaTiming`'s and `CAAnimation`'s fields that differ from the defaults: the schema's
  /// timing fields, each set as its type is spelled in code.
  mutating func timing(_ a: Animation, name: String, layer: String, now: Double, inGroup: Bool, sampled: Bool) {
    for field in AnimationSchema.timing {
      guard let code = field.code, let binding = field.binding else { continue }
      func set(_ value: CodeValue) {
        statements.append(.set(target: name, property: CodeProperty(code.swift, objc: code.objc), value: value))
      }
      switch binding {
      case .number(let keyPath):
        let x = a[keyPath: keyPath]
        switch field.type {
        case .parentTime:
          // An animation added to a layer begins relative to the layer's time now.
          if inGroup {
            if x != 0 { set(.double(x)) }
          } else if x != now {
            set(.now(layer: layer, plus: x - now))
          }
        case .duration:
          if case .spring(let spring, _) = a.content, x == 0 || x == spring.settlingDuration {
            if x == spring.settlingDuration || Self.perceptual(spring.parameters) != nil {
              set(.settlingDuration(of: name))
            } else if case .uikit(_, let duration) = spring.parameters {
              set(.double(duration))
            }
          } else if x != 0 {
            set(.double(x))
          }
        default:
          guard x != Scene.defaultAnimation[keyPath: keyPath] else { continue }
          if x.isInfinite && (field.type == .count || field.type == .length) {
            set(.infinity)
          } else {
            set(code.swiftType == "Float" ? .float(x) : .double(x))
          }
        }
      case .flag(let keyPath):
        if a[keyPath: keyPath] != Scene.defaultAnimation[keyPath: keyPath] { set(.bool(a[keyPath: keyPath])) }
      case .fillMode(let keyPath):
        let mode = a[keyPath: keyPath].rawValue
        if a[keyPath: keyPath] != Scene.defaultAnimation[keyPath: keyPath] {
          set(.constant(swift: code.swiftConstant(mode), objc: code.objcConstant(mode)))
        }
      case .timingFunction(let keyPath):
        guard let function = a[keyPath: keyPath], !sampled else { continue }
        if let value = Self.timingFunction(function) {
          set(value)
        } else {
          statements.append(
            .comment("\(function.name ?? function.cssText) has no CAMediaTimingFunction; left linear here."))
          statements.append(Self.marker(name, .object([(field.name, Scene.document(function))])))
        }
      case .layerNumber, .text:
        continue
      }
    }
  }

  /// A transition's type (a private one by its string), side and progress range.
  mutating func transition(_ t: Transition, name: String) {
    let fields = AnimationSchema.transition
    func constant(_ field: SchemaField, _ value: String) -> CodeValue {
      guard let code = field.code else { return .string(value) }
      return .constant(swift: code.swiftConstant(value), objc: code.objcConstant(value))
    }
    if t.isPublic {
      set(name, "type", constant(fields[0], t.type))
    } else {
      set(name, "type", .constant(swift: "CATransitionType(rawValue: \"\(t.type)\")", objc: "@\"\(t.type)\""))
    }
    if let subtype = t.subtype { set(name, "subtype", constant(fields[1], subtype)) }
    if t.startProgress != 0 { set(name, "startProgress", .float(t.startProgress)) }
    if t.endProgress != 1 { set(name, "endProgress", .float(t.endProgress)) }
  }

  mutating func basic(_ values: BasicValues, name: String) {
    if let from = values.from { set(name, "fromValue", code(from, boxed: true, base: name)) }
    if let to = values.to { set(name, "toValue", code(to, boxed: true, base: name)) }
    if let by = values.by { set(name, "byValue", code(by, boxed: true, base: name)) }
  }

  /// A value as code: a shape path first becomes a `UIBezierPath` of its own (a statement before
  /// this one) and is then named; anything else is written in place.
  mutating func code(_ value: AnimatedValue, boxed: Bool, base: String) -> CodeValue {
    guard case .path(let path) = value else { return boxed ? .boxed(value) : .plain(value) }
    let pathName = names.unique(base + "Path", suffix: "Path")
    statements.append(.bezierPath(name: pathName, path: path))
    return boxed ? .boxedPath(pathName) : .cgPath(pathName)
  }

  mutating func set(_ target: String, _ property: String, _ value: CodeValue) {
    statements.append(.set(target: target, property: .init(property), value: value))
  }

  mutating func keyframes(_ k: Keyframes, name: String) {
    if !k.values.isEmpty || k.path == nil {
      set(name, "values", .array(k.values.map { code($0, boxed: true, base: name) }))
    }
    if let path = k.path {
      let pathName = names.unique(name + "Path", suffix: "Path")
      statements.append(.bezierPath(name: pathName, path: path))
      set(name, "path", .cgPath(pathName))
    }
    if let times = k.keyTimes { set(name, "keyTimes", .numbers(times)) }
    if let functions = k.timingFunctions {
      set(
        name, "timingFunctions",
        .array(
          functions.map {
            Self.timingFunction($0) ?? .timingName(swift: ".linear", objc: "kCAMediaTimingFunctionLinear")
          }))
    }
    if k.calculationMode != .linear, let code = AnimationSchema.field("calculationMode", of: .keyframe)?.code {
      let mode = k.calculationMode.rawValue
      set(name, code.swift, .constant(swift: code.swiftConstant(mode), objc: code.objcConstant(mode)))
    }
    if let values = k.tensionValues { set(name, "tensionValues", .numbers(values)) }
    if let values = k.continuityValues { set(name, "continuityValues", .numbers(values)) }
    if let values = k.biasValues { set(name, "biasValues", .numbers(values)) }
    if let mode = k.rotationMode, let code = AnimationSchema.field("rotationMode", of: .keyframe)?.code {
      set(name, code.swift, .constant(swift: code.swiftConstant(mode.rawValue), objc: code.objcConstant(mode.rawValue)))
    }
  }

  /// A curve Core Animation cannot express, as sampled values (seed 003), with the exact intent in
  /// a marker so that importing this code gives the scene back.
  mutating func keyframeValues(_ sampled: CodeSampling.Result, _ a: Animation, name: String) {
    let curve = a.timingFunction.map { $0.name ?? $0.cssText } ?? "per-keyframe timing functions"
    statements.append(
      .comment(
        "\(curve) has no CAMediaTimingFunction: \(sampled.values.count) values sampled evenly over one cycle, largest deviation \(CodeSampling.text(sampled.deviation))."
      ))
    var fields = Scene.documentContent(a)
    if let function = a.timingFunction { fields.append(("timingFunction", Scene.document(function))) }
    statements.append(Self.marker(name, .object(fields)))
    // Sampled values to six significant digits: the curve is approximated anyway (the deviation
    // above), and a paste should read as numbers, not as sixteen digits each.
    set(name, "values", .array(sampled.values.map { code(CodeSampling.rounded($0), boxed: true, base: name) }))
  }

  mutating func spring(_ spring: Spring, _ values: BasicValues, _ a: Animation, name: String) {
    switch spring.parameters {
    case .physical(let m, let k, let c, let allows):
      if m != 1 { set(name, "mass", .double(m)) }
      if k != 100 { set(name, "stiffness", .double(k)) }
      if c != 10 { set(name, "damping", .double(c)) }
      if allows {
        // iOS 17 and later; before, a damping ratio above 1 settles as a critical one.
        statements.append(
          .ifAvailable17(body: [.set(target: name, property: CodeProperty("allowsOverdamping"), value: .bool(true))]))
      }
    case .perceptual:
      break
    case .uikit(let ratio, let duration):
      statements.append(
        .comment(
          "UIKit's dampingRatio \(shortestText(ratio)) over \(shortestText(duration)) s as CASpringAnimation's mass, stiffness and damping."
        ))
      statements.append(Self.marker(name, .object([("spring", Scene.document(spring))])))
      if spring.mass != 1 { set(name, "mass", .double(spring.mass)) }
      set(name, "stiffness", .double(spring.stiffness))
      set(name, "damping", .double(spring.damping))
    case .durationBounce, .response, .preset:
      statements.append(.comment("\(spring.parameters.apiName) as CASpringAnimation's perceptual duration and bounce."))
      statements.append(Self.marker(name, .object([("spring", Scene.document(spring))])))
    }
    if spring.initialVelocity != 0 { set(name, "initialVelocity", .double(spring.initialVelocity)) }
    basic(values, name: name)
  }

  /// The (perceptual duration, bounce) pair for parameters that `CASpringAnimation(perceptualDuration:bounce:)`
  /// expresses; nil for physical and UIKit parameters.
  static func perceptual(_ parameters: SpringParameters) -> (Double, Double)? {
    switch parameters {
    case .physical, .uikit: nil
    case .perceptual(let d, let b), .durationBounce(let d, let b): (d, b)
    case .response(let r, let zeta): (r, decimalNoiseRemoved(zeta <= 1 ? 1 - zeta : 1 / zeta - 1))
    case .preset(let preset, let d, let extra): (d, decimalNoiseRemoved(preset.baseBounce + extra))
    }
  }

  /// A bounce worked out from other numbers (1 − 0.8 is 0.19999999999999996), to 12 significant
  /// digits: what a person wrote (0.2), not the arithmetic's last bits. The marker beside it keeps
  /// the exact parameters for the importer.
  static func decimalNoiseRemoved(_ x: Double) -> Double {
    guard x != 0, x.isFinite else { return x }
    let factor = pow(10, 11 - floor(log10(abs(x))))
    let y = (x * factor).rounded() / factor
    return y.isFinite ? y : x
  }

  /// Core Animation's names for its five named functions.
  static let namedFunctions = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

  /// `CAMediaTimingFunction(name:)` for Core Animation's names, `(controlPoints:)` for other Béziers,
  /// nil for curves Core Animation has no timing function for.
  static func timingFunction(_ function: TimingFunction) -> CodeValue? {
    guard case .cubicBezier(let c) = function.kind else { return nil }
    if let name = function.name, namedFunctions.contains(name) {
      return .timingName(swift: "." + name, objc: "kCAMediaTimingFunction" + name.capitalizedFirst)
    }
    return .controlPoints(c.x1, c.y1, c.x2, c.y2)
  }
}

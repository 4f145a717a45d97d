import MediaTiming

/// Every field of a scene file, once (Chromium's `css_properties.json5` is the model): the
/// decoder knows and checks fields from here, the writer writes them, notation reads its short
/// forms, the inspector lists and steps them, code export spells them in Swift and Objective-C and
/// code import maps Core Animation's names back. Adding a scalar timing field is one entry in
/// `timing` (with its binding to the model); a field with structure (`values`, `spring`) is listed
/// here and read by its own decoder step. docs/scene-format.md is this table in prose.
public enum AnimationSchema {
  /// The scene's own fields.
  public static let scene: [SchemaField] = [
    SchemaField("name", .text, default: "required", "Short identifier (`repeat-count`).", example: .string("mine")),
    SchemaField(
      "title", .text, default: "none", "Heading (the cheat sheet's configuration line).", example: .string("A")),
    SchemaField("caption", .text, default: "none", "One-line explanation.", example: .string("B")),
    SchemaField(
      "timeline", .timeline, unit: "s", default: "every animation's span",
      "The span of global time to show: {start, end}.",
      example: .object([("start", .number(0, text: "0")), ("end", .number(4, text: "4"))])),
    SchemaField("layer", .layer, default: "required", "The root layer.", example: .object([])),
    SchemaField(
      "events", .events, default: "none", "What code does later: model values, adds, removals, timing.",
      example: .array([])),
    SchemaField(
      "capture", .capture, default: "none",
      "A capture from a running app (TimingLabCapture): {hostTime, tool, notes}.",
      example: .object([("hostTime", .number(81234.5, text: "81234.5"))])),
  ]

  /// A scene event's fields (interfaces.md, "Scene events"): `at`, the layer, and exactly one
  /// action (`set`, `add`, `remove`, `removeAll`, `speed`, `timeOffset`, `beginTime`, `pause`,
  /// `resume`); `anchored` qualifies a timing action.
  public static let event: [SchemaField] = [
    SchemaField(
      "at", .seconds, unit: "s", default: "required", "Scene time of the event, seconds after the commit.",
      example: .number(1, text: "1")),
    SchemaField(
      "layer", .layerPath, default: "the root layer", "The layer it acts on, by path (`root/box`).",
      example: .string("root")),
    SchemaField(
      "set", .modelValues, default: "none", "Model values set (`layer.opacity = 0.5`).",
      example: .object([("opacity", .number(0.5, text: "0.5"))])),
    SchemaField(
      "add", .animation, default: "none",
      "An animation added (`add(_:forKey:)`), beginning then when its beginTime is 0.",
      example: .object([])),
    SchemaField(
      "remove", .identifier, default: "none", "The key of an animation removed (`removeAnimation(forKey:)`).",
      example: .string("move")),
    SchemaField(
      "removeAll", .flag(default: false), default: "false", "Every animation removed (`removeAllAnimations()`).",
      example: .bool(true)),
    SchemaField(
      "speed", .rate, default: "none", "`layer.speed` set (raw: local time leaps, seed 004).",
      example: .number(2, text: "2")),
    SchemaField(
      "timeOffset", .seconds, unit: "s", default: "none", "`layer.timeOffset` set.",
      example: .number(0.5, text: "0.5")),
    SchemaField(
      "beginTime", .parentTime, unit: "s", default: "none", "`layer.beginTime` set.",
      example: .number(1, text: "1")),
    SchemaField(
      "anchored", .flag(default: false), default: "false",
      "speed: Apple's re-anchoring recipe (no jump); timeOffset/beginTime: on the scene's clock.",
      example: .bool(true)),
    SchemaField(
      "pause", .flag(default: false), default: "false", "Seed 004's pauseLayer.", example: .bool(true)),
    SchemaField(
      "resume", .flag(default: false), default: "false", "Seed 004's resumeLayer.", example: .bool(true)),
  ]

  /// A layer's fields (`CALayer`'s timing, its model values, its children).
  public static let layer: [SchemaField] = [
    SchemaField("id", .identifier, default: "required", "Unique among siblings; joins paths.", example: .string("box")),
    SchemaField(
      "class", .choice(LayerClass.allCases.map(\.rawValue), optional: false), default: "CALayer",
      "The layer's Core Animation class: which properties it has.", example: .string("CAShapeLayer")),
    SchemaField(
      "beginTime", .parentTime, unit: "s", default: "0", "Begin time in the parent's time.",
      code: CodeSpelling("beginTime", type: "CFTimeInterval"), step: 0.1, binding: .layerNumber(\.beginTime),
      example: .number(0.5, text: "0.5")),
    SchemaField(
      "speed", .rate, default: "1", "Rate of local time against the parent's.",
      code: CodeSpelling("speed", type: "Float"), step: 0.1, binding: .layerNumber(\.speed),
      example: .number(2, text: "2")),
    SchemaField(
      "timeOffset", .seconds, unit: "s", default: "0", "Added to local time after scaling.",
      code: CodeSpelling("timeOffset", type: "CFTimeInterval"), step: 0.1, binding: .layerNumber(\.timeOffset),
      example: .number(0.25, text: "0.25")),
    SchemaField(
      "instanceCount", .copies, default: "1", "A replicator's copies of its sublayers, the source included.",
      code: CodeSpelling("instanceCount", type: "Int"), example: .number(3, text: "3")),
    SchemaField(
      "instanceDelay", .seconds, unit: "s", default: "0", "A replicator's delay from one copy to the next.",
      code: CodeSpelling("instanceDelay", type: "CFTimeInterval"), step: 0.05,
      binding: .layerNumber(\.replicator.instanceDelay), example: .number(0.2, text: "0.2")),
    SchemaField(
      "instanceTransform", .transform, default: "the identity",
      "A replicator's transform from one copy to the next: m11…m44.",
      code: CodeSpelling("instanceTransform", type: "CATransform3D"),
      example: .array(
        [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 20, 0, 0, 1].map { .number(Double($0), text: String($0)) })),
    SchemaField(
      "properties", .modelValues, default: "Core Animation's defaults", "Model values by key path.",
      example: .object([("opacity", .number(0.5, text: "0.5"))])),
    SchemaField(
      "animations", .animations, default: "none", "Animations, in the order they were added.", example: .array([])),
    SchemaField("sublayers", .sublayers, default: "none", "Child layers.", example: .array([])),
    SchemaField(
      "captured", .capturedLayer, default: "none",
      "What a capture recorded: {class, view, beginTime, timeOffset, localTime, presentation}.",
      example: .object([("presentation", .object([("opacity", .number(0.5, text: "0.5"))]))])),
  ]

  /// Every animation's fields: `CAMediaTiming`'s and `CAAnimation`'s, in the order files are
  /// written and the inspector lists them.
  public static let timing: [SchemaField] = [
    SchemaField("id", .identifier, default: "required", "The key it was added under.", example: .string("move")),
    SchemaField(
      "keyPath", .keyPath, default: "required", "The animated property.",
      code: CodeSpelling("keyPath", type: "String"), owners: [.basic, .keyframe, .spring],
      example: .string("opacity")),
    SchemaField(
      "beginTime", .parentTime, unit: "s", default: "0", "Begin time in the parent's time.",
      code: CodeSpelling("beginTime", type: "CFTimeInterval"), step: 0.1, binding: .number(\.beginTime),
      example: .number(1, text: "1")),
    SchemaField(
      "duration", .duration, unit: "s", default: "0 (the default)",
      "One repeat's length; 0 is 0.25 s on a layer, the group's duration inside a group.",
      code: CodeSpelling("duration", type: "CFTimeInterval"), step: 0.1, binding: .number(\.duration),
      example: .number(1.5, text: "1.5")),
    SchemaField(
      "speed", .rate, default: "1", "Rate of local time against the parent's.",
      code: CodeSpelling("speed", type: "Float"), step: 0.1, binding: .number(\.speed), example: .number(2, text: "2")),
    SchemaField(
      "timeOffset", .seconds, unit: "s", default: "0", "Added to active local time after scaling.",
      code: CodeSpelling("timeOffset", type: "CFTimeInterval"), step: 0.1, binding: .number(\.timeOffset),
      example: .number(0.3, text: "0.3")),
    SchemaField(
      "repeatCount", .count, default: "0", "Cycles to play; \"infinity\" repeats forever.",
      code: CodeSpelling("repeatCount", type: "Float"), step: 0.5,
      notation: ["inf": .string("infinity"), "infinity": .string("infinity")], notationWrites: ["infinity": "inf"],
      binding: .number(\.repeatCount),
      example: .number(2.5, text: "2.5")),
    SchemaField(
      "repeatDuration", .length, unit: "s", default: "0", "Seconds of local time to repeat for.",
      code: CodeSpelling("repeatDuration", type: "CFTimeInterval"), step: 0.1, binding: .number(\.repeatDuration),
      example: .number(3, text: "3")),
    SchemaField(
      "autoreverses", .flag(default: false), default: "false", "Plays backwards after each forward leg.",
      code: CodeSpelling("autoreverses", type: "Bool"), binding: .flag(\.autoreverses), example: .bool(true)),
    SchemaField(
      "fillMode", .choice(FillMode.allCases.map(\.rawValue), optional: false), default: "removed",
      "What shows outside the active interval.",
      code: CodeSpelling("fillMode", type: "CAMediaTimingFillMode", objcConstantPrefix: "kCAFillMode"),
      notation: ["back": .string("backwards"), "forward": .string("forwards")], binding: .fillMode(\.fillMode),
      example: .string("both")),
    SchemaField(
      "removedOnCompletion", .flag(default: true), default: "true", "Removed after its active duration.",
      code: CodeSpelling("isRemovedOnCompletion", objc: "removedOnCompletion", type: "Bool"),
      binding: .flag(\.removedOnCompletion), example: .bool(false)),
    SchemaField(
      "timingFunction", .timingFunction, default: "none (linear)", "Eases progress.",
      code: CodeSpelling("timingFunction", type: "CAMediaTimingFunction?"), binding: .timingFunction(\.timingFunction),
      example: .string("easeIn")),
    SchemaField(
      "keyless", .flag(default: false), default: "false",
      "Added with `forKey: nil`: no key (`animationKeys()` leaves it out, no later add replaces it); the id only names it here.",
      owners: [.basic, .keyframe, .spring, .group], binding: .flag(\.isKeyless), inspectable: false,
      example: .bool(true)),
    SchemaField(
      "origin", .text, default: "none",
      "Where it came from, for people (`UIView.animate, line 42`); shown by the explorer, no effect on timing.",
      owners: [.basic, .keyframe, .spring, .group, .transition], binding: .text(\.origin), inspectable: false,
      example: .string("UIView.animate, line 42")),
    SchemaField(
      "animatorCurve", .timingFunction, default: "none",
      "A paused property animator's own curve while this copy scrubs linearly (UIKit resumes on it); no effect on timing.",
      owners: [.basic, .keyframe, .spring, .group, .transition], binding: .timingFunction(\.animatorCurve),
      inspectable: false, example: .string("easeIn")),
    SchemaField(
      "addedAt", .seconds, unit: "s", default: "none", "The global time it was added (its begin time 0 becomes then).",
      owners: [.basic, .keyframe, .spring, .group, .transition], inspectable: false, example: .number(1, text: "1")),
    SchemaField(
      "additive", .flag(default: false), default: "false", "Adds to the property's value instead of replacing it.",
      code: CodeSpelling("isAdditive", objc: "additive", type: "Bool"), owners: [.basic, .keyframe, .spring],
      binding: .flag(\.isAdditive), example: .bool(true)),
    SchemaField(
      "cumulative", .flag(default: false), default: "false", "Each repeat starts where the last ended.",
      code: CodeSpelling("isCumulative", objc: "cumulative", type: "Bool"), owners: [.basic, .keyframe, .spring],
      binding: .flag(\.isCumulative), example: .bool(true)),
  ]

  /// `CABasicAnimation`'s values (and `CASpringAnimation`'s, with `spring`).
  public static let basic: [SchemaField] = [
    SchemaField(
      "from", .value, default: "the model value", "`fromValue`.", code: CodeSpelling("fromValue", type: "Any?"),
      owners: [.basic, .spring], example: .number(0, text: "0")),
    SchemaField(
      "to", .value, default: "the model value", "`toValue`.", code: CodeSpelling("toValue", type: "Any?"),
      owners: [.basic, .spring], example: .number(1, text: "1")),
    SchemaField(
      "by", .value, default: "none", "`byValue`.", code: CodeSpelling("byValue", type: "Any?"),
      owners: [.basic, .spring], example: .number(0.5, text: "0.5")),
  ]

  /// `CASpringAnimation`'s parameters (one of Apple's sets; springs.md).
  public static let spring: [SchemaField] = [
    SchemaField(
      "spring", .spring, default: "CASpringAnimation defaults", "The spring's parameters.", owners: [.spring],
      example: .string("bouncy"))
  ]

  /// `CAKeyframeAnimation`'s fields, in the order files are written.
  public static let keyframe: [SchemaField] = [
    SchemaField(
      "values", .values, default: "[]", "The keyframe values.", code: CodeSpelling("values", type: "[Any]?"),
      owners: [.keyframe], example: .array([.number(0, text: "0"), .number(1, text: "1")])),
    SchemaField(
      "path", .pathData, default: "none", "SVG path data for points (wins over values).",
      code: CodeSpelling("path", type: "CGPath?"), owners: [.keyframe], example: .string("M 0 0 L 10 0")),
    SchemaField(
      "keyTimes", .numbers, default: "evenly spaced", "Each value's fraction of the duration.",
      code: CodeSpelling("keyTimes", type: "[NSNumber]?"), owners: [.keyframe],
      example: .array([.number(0, text: "0"), .number(1, text: "1")])),
    SchemaField(
      "timingFunctions", .timingFunctions, default: "linear", "One timing function per segment.",
      code: CodeSpelling("timingFunctions", type: "[CAMediaTimingFunction]?"), owners: [.keyframe],
      example: .array([.string("easeIn")])),
    SchemaField(
      "calculationMode", .choice(CalculationMode.allCases.map(\.rawValue), optional: false), default: "linear",
      "How values between keyframes are made.",
      code: CodeSpelling("calculationMode", type: "CAAnimationCalculationMode", objcConstantPrefix: "kCAAnimation"),
      owners: [.keyframe], example: .string("paced")),
    SchemaField(
      "tensionValues", .numbers, default: "0", "Kochanek–Bartels tension per keyframe (cubic modes).",
      code: CodeSpelling("tensionValues", type: "[NSNumber]?"), owners: [.keyframe],
      example: .array([.number(0, text: "0"), .number(0, text: "0")])),
    SchemaField(
      "continuityValues", .numbers, default: "0", "Kochanek–Bartels continuity per keyframe.",
      code: CodeSpelling("continuityValues", type: "[NSNumber]?"), owners: [.keyframe],
      example: .array([.number(0, text: "0"), .number(0, text: "0")])),
    SchemaField(
      "biasValues", .numbers, default: "0", "Kochanek–Bartels bias per keyframe.",
      code: CodeSpelling("biasValues", type: "[NSNumber]?"), owners: [.keyframe],
      example: .array([.number(0, text: "0"), .number(0, text: "0")])),
    SchemaField(
      "rotationMode", .choice(RotationMode.allCases.map(\.rawValue), optional: true), default: "none",
      "Turns the layer along a path.",
      code: CodeSpelling(
        "rotationMode", type: "CAAnimationRotationMode?", objcConstantPrefix: "kCAAnimation",
        swiftConstants: ["auto": "rotateAuto", "autoReverse": "rotateAutoReverse"]),
      owners: [.keyframe], example: .string("auto")),
  ]

  /// `CAAnimationGroup`'s children.
  public static let group: [SchemaField] = [
    SchemaField(
      "animations", .animations, default: "none", "The group's children, timed in its basic local time.",
      code: CodeSpelling("animations", type: "[CAAnimation]?"), owners: [.group], example: .array([]))
  ]

  /// `CATransition`'s fields: `transition` (its `type`) marks the kind.
  public static let transition: [SchemaField] = [
    SchemaField(
      "transition", .choice(Transition.publicTypes + Transition.privateTypes, optional: false), default: "required",
      "`type`: fade, moveIn, push or reveal (or a private type, drawn as a fade).",
      code: CodeSpelling("type", type: "CATransitionType", objcConstantPrefix: "kCATransition"),
      owners: [.transition], example: .string("push")),
    SchemaField(
      "subtype", .choice(Transition.subtypes, optional: true), default: "none (from the left)",
      "The side new content comes from.",
      code: CodeSpelling("subtype", type: "CATransitionSubtype?", objcConstantPrefix: "kCATransition"),
      owners: [.transition], example: .string("fromRight")),
    SchemaField(
      "startProgress", .fraction, default: "0", "Where in the transition it starts, 0…1.",
      code: CodeSpelling("startProgress", type: "Float"), owners: [.transition], step: 0.05,
      example: .number(0.25, text: "0.25")),
    SchemaField(
      "endProgress", .fraction, default: "1", "Where in the transition it ends, 0…1, not before the start.",
      code: CodeSpelling("endProgress", type: "Float"), owners: [.transition], step: 0.05,
      example: .number(0.75, text: "0.75")),
  ]

  /// The fields an animation of `kind` has, in the order files are written: timing first.
  public static func fields(of kind: AnimationKind) -> [SchemaField] {
    switch kind {
    case .basic: basicAnimation
    case .spring: springAnimation
    case .keyframe: keyframeAnimation
    case .group: groupAnimation
    case .transition: transitionAnimation
    }
  }

  /// The fields of each kind of animation, put together once.
  static let basicAnimation = timing + basic
  static let springAnimation = timing + basic + spring
  static let keyframeAnimation = timing + keyframe
  static let groupAnimation = timing + group
  static let transitionAnimation = timing + transition

  /// The names of the fields of an animation of `kind` (what the decoder knows).
  public static func names(of kind: AnimationKind) -> [String] {
    switch kind {
    case .basic: basicNames
    case .spring: springNames
    case .keyframe: keyframeNames
    case .group: groupNames
    case .transition: transitionNames
    }
  }

  static let basicNames = basicAnimation.map(\.name)
  static let springNames = springAnimation.map(\.name)
  static let keyframeNames = keyframeAnimation.map(\.name)
  static let groupNames = groupAnimation.map(\.name)
  static let transitionNames = transitionAnimation.map(\.name)

  /// The field of an animation of `kind` called `name`, if it has one.
  public static func field(_ name: String, of kind: AnimationKind) -> SchemaField? {
    fields(of: kind).first { $0.name == name }
  }

  /// The value notation's short form `text` stands for in field `name` (`back` in `fillMode`).
  public static func notationAlias(_ text: String, field name: String) -> JSONValue? {
    timing.first { $0.name == name }?.notationAliases[text]
  }

  /// Notation's short form of the document's `value` for field `name` (`inf`), if it has one.
  public static func notationShortForm(_ value: JSONValue, field name: String) -> String? {
    guard let text = value.stringValue else { return nil }
    return timing.first { $0.name == name }?.notationWrites[text]
  }

  /// True when field `name` of an animation holds a spring's parameters.
  public static func isSpring(_ name: String) -> Bool { spring.contains { $0.name == name } }

  /// Every animation field, each once.
  public static var animationFields: [SchemaField] { timing + basic + spring + keyframe + group + transition }

  /// The animation field Core Animation code sets with property `name` (Swift or Objective-C).
  public static func field(code name: String) -> SchemaField? { fieldsByCode[name] }

  /// Every field by its Swift and Objective-C names (the first field to use a name keeps it).
  private static let fieldsByCode: [String: SchemaField] = {
    var out: [String: SchemaField] = [:]
    for field in animationFields {
      guard let code = field.code else { continue }
      if out[code.swift] == nil { out[code.swift] = field }
      if out[code.objc] == nil { out[code.objc] = field }
    }
    return out
  }()

  /// The kind a scene file's animation object is, by its distinctive field: `animations` a group,
  /// `values` or `path` a keyframe animation, `spring` a spring, `transition` a transition, else a
  /// basic animation.
  public static func kind(of members: [(key: String, value: JSONValue)]) -> AnimationKind {
    // A scan, not a set: this runs once per animation read.
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }
    if has("animations") { return .group }
    if has("transition") { return .transition }
    if has("values") || has("path") { return .keyframe }
    if has("spring") { return .spring }
    return .basic
  }
}

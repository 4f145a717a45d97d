import MediaTiming

/// One field of a scene file — of the scene, a layer or an animation — described once: its name
/// (the scene file's and notation's), its type, unit and default, Core Animation's spelling in
/// Swift and Objective-C, how the inspector steps it, and an example. The decoder, the writer,
/// notation, the inspector, code export and code import all read these (`AnimationSchema`). A
/// class: fields are looked up thousands of times per import, and a struct copied every string.
public final class SchemaField: Sendable {
  /// The scene file's (and notation's) name.
  public let name: String
  public let type: FieldType
  /// "s" for times; nil for unitless fields.
  public let unit: String?
  /// What the field is when it is absent, in words (the inspector shows it).
  public let defaultText: String
  /// What it does, in one line.
  public let summary: String
  /// The property Core Animation code sets (`CAAnimation`/`CALayer`), nil when code has none.
  public let code: CodeSpelling?
  /// The kinds of animation it belongs to (all four for timing fields).
  public let owners: Set<AnimationKind>
  /// The inspector's step for ←/→, where it steps a number.
  public let step: Double?
  /// Short forms notation also reads (`back` for `backwards`).
  public let notationAliases: [String: JSONValue]
  /// Short forms notation writes, by the document's text (`inf` for `"infinity"`).
  public let notationWrites: [String: String]
  /// Where a scalar field's value lives on the model, for reading and writing it generically.
  public let binding: FieldBinding?
  /// False for fields the inspector does not list (`addedAt`: only meaningful when loading).
  public let inspectable: Bool
  /// A value other than the default, for the documentation and the schema's tests.
  public let example: JSONValue

  init(
    _ name: String, _ type: FieldType, unit: String? = nil, default defaultText: String, _ summary: String,
    code: CodeSpelling? = nil, owners: Set<AnimationKind> = Set(AnimationKind.allCases), step: Double? = nil,
    notation notationAliases: [String: JSONValue] = [:], notationWrites: [String: String] = [:],
    binding: FieldBinding? = nil, inspectable: Bool = true,
    example: JSONValue
  ) {
    self.name = name
    self.type = type
    self.unit = unit
    self.defaultText = defaultText
    self.summary = summary
    self.code = code
    self.owners = owners
    self.step = step
    self.notationAliases = notationAliases
    self.notationWrites = notationWrites
    self.binding = binding
    self.inspectable = inspectable
    self.example = example
  }
}

/// How a field's value is written and checked.
public enum FieldType: Hashable, Sendable {
  /// An id: a non-empty string without `/`.
  case identifier
  /// Free text (a scene's name, title, caption).
  case text
  /// A key path (`position.x`).
  case keyPath
  /// A begin time: seconds in the parent's time (in code, relative to "now").
  case parentTime
  /// Seconds that may be negative (a time offset, `addedAt`).
  case seconds
  /// One repeat's length, seconds, not negative (for a spring, its settling duration in code).
  case duration
  /// Seconds that may not be negative (a repeat duration); infinite in code is `.infinity`.
  case length
  /// A rate (`speed`); any finite number.
  case rate
  /// A repeat count: a non-negative number or `"infinity"`.
  case count
  /// True or false.
  case flag(default: Bool)
  /// One of a few names (`nil` allowed when `optional`).
  case choice([String], optional: Bool)
  /// A timing function: a name, `cubic-bezier(…)` or `spring(…)` text, or four numbers.
  case timingFunction
  /// One timing function per keyframe segment.
  case timingFunctions
  /// An animated value: a number, a colour, `[a, b]` or `[x, y, w, h]`.
  case value
  /// A list of animated values.
  case values
  /// A list of numbers (key times, tension, continuity, bias).
  case numbers
  /// SVG path data.
  case pathData
  /// A fraction, `0…1` (a transition's start and end progress).
  case fraction
  /// A whole number of copies (a replicator's `instanceCount`), `0…SceneLimits.instances`.
  case copies
  /// A whole `CATransform3D`: sixteen numbers, `m11` to `m44`.
  case transform
  /// A spring's parameters (an object or a text).
  case spring
  /// Child animations (of a layer or a group).
  case animations
  /// Sublayers.
  case sublayers
  /// A layer's model values by key path.
  case modelValues
  /// The scene's span of time.
  case timeline
  /// The root layer.
  case layer
  /// The scene's timed events.
  case events
  /// One animation (what an event adds).
  case animation
  /// A layer's path from the root (`root/box`).
  case layerPath
  /// What a capture from a running app recorded about the scene (`capture`).
  case capture
  /// What a capture recorded about one layer (`captured`).
  case capturedLayer
}

/// The five kinds of animation a scene holds.
public enum AnimationKind: String, Hashable, Sendable, CaseIterable {
  case basic, keyframe, spring, group, transition
}

/// A property's spelling in Core Animation code and its type there.
public struct CodeSpelling: Hashable, Sendable {
  /// The Swift name (`isRemovedOnCompletion`).
  public let swift: String
  /// The Objective-C name (`removedOnCompletion`).
  public let objc: String
  /// The Swift type (`Float` for `speed` and `repeatCount`, `CFTimeInterval` for times).
  public let swiftType: String
  /// For a choice: the Objective-C constants' prefix (`kCAFillMode` + `Backwards`) and the
  /// Swift constants' names where they differ from the scene file's (`auto` is `.rotateAuto`).
  public let objcConstantPrefix: String?
  public let swiftConstants: [String: String]

  init(
    _ swift: String, objc: String? = nil, type swiftType: String, objcConstantPrefix: String? = nil,
    swiftConstants: [String: String] = [:]
  ) {
    self.swift = swift
    self.objc = objc ?? swift
    self.swiftType = swiftType
    self.objcConstantPrefix = objcConstantPrefix
    self.swiftConstants = swiftConstants
  }

  /// A choice's value (`backwards`) as a Swift constant (`.backwards`).
  public func swiftConstant(_ value: String) -> String { "." + (swiftConstants[value] ?? value) }

  /// A choice's value (`backwards`) as an Objective-C constant (`kCAFillModeBackwards`).
  public func objcConstant(_ value: String) -> String {
    let name = swiftConstants[value] ?? value
    return (objcConstantPrefix ?? "") + name.prefix(1).uppercased() + name.dropFirst()
  }
}

/// Where a scalar field lives on the model.
public enum FieldBinding: Sendable {
  case layerNumber(WritableKeyPath<Layer, Double> & Sendable)
  case number(WritableKeyPath<Animation, Double> & Sendable)
  case flag(WritableKeyPath<Animation, Bool> & Sendable)
  case fillMode(WritableKeyPath<Animation, FillMode> & Sendable)
  case timingFunction(WritableKeyPath<Animation, TimingFunction?> & Sendable)
  case text(WritableKeyPath<Animation, String?> & Sendable)
}

/// A property of a layer that key paths address (`CALayer`'s, `CAShapeLayer`'s and
/// `CAGradientLayer`'s animatable properties): its components and Core Animation's default value.
///
/// The transform is held decomposed, as its key paths address it (Apple's "Key Path Support for
/// Structures"): scale x, y, z (components 0–2), rotation x, y, z in radians (3–5) and translation
/// x, y, z in points (6–8); then a whole `CATransform3D` (9–24, `m11…m44`) that a `transform`
/// animation of matrices sets (setting it resets the parts). The layer's transform is the parts'
/// matrix (scale, rotations about x, y, z, translation) followed by the whole one.
public struct LayerProperty: Hashable, Sendable {
  /// The root key path: `position`, `bounds`, `opacity`, `transform`, …
  public var name: String
  /// The type of the whole property; nil for the transform (nine numbers, no scene-file spelling).
  public var kind: ValueKind?
  /// The value before any model value is set (Core Animation's default).
  public var defaultComponents: [Double]
  /// True for colours whose default is nil (`backgroundColor`, a shape's `strokeColor`): they
  /// compute as transparent black and are reported as null.
  public var defaultIsNone: Bool = false

  /// How many numbers the property holds.
  public var componentCount: Int { defaultComponents.count }

  /// True when component `index` combines by multiplication (a transform's scale concatenates),
  /// false when by addition (everything else) — presentation model §9's ⊕.
  public func multiplies(component index: Int) -> Bool { name == "transform" && index < 3 }

  /// The identity of ⊕ for component `index`: 1 for a transform's scale, else 0.
  public func identity(component index: Int) -> Double { multiplies(component: index) ? 1 : 0 }
}

extension LayerProperty {
  static func number(_ name: String, _ value: Double) -> LayerProperty {
    LayerProperty(name: name, kind: .number, defaultComponents: [value])
  }
  static func color(_ name: String, _ rgba: [Double]?) -> LayerProperty {
    LayerProperty(name: name, kind: .color, defaultComponents: rgba ?? [0, 0, 0, 0], defaultIsNone: rgba == nil)
  }

  /// Every property TimingLab knows, with `CALayer`'s and `CAShapeLayer`'s defaults.
  public static let known: [LayerProperty] = [
    .number("opacity", 1),
    // `hidden` (`isHidden`), a Bool held as 0 (shown) or 1 (hidden): a layer presented at 0.5 or
    // more is not drawn, nor its sublayers.
    .number("hidden", 0),
    LayerProperty(name: "position", kind: .point, defaultComponents: [0, 0]),
    LayerProperty(name: "anchorPoint", kind: .point, defaultComponents: [0.5, 0.5]),
    LayerProperty(name: "bounds", kind: .rect, defaultComponents: [0, 0, 0, 0]),
    LayerProperty(
      name: "transform", kind: nil, defaultComponents: [1, 1, 1, 0, 0, 0, 0, 0, 0] + Transform3D.identity.m),
    .color("backgroundColor", nil),
    .number("cornerRadius", 0),
    .number("borderWidth", 0),
    .color("borderColor", [0, 0, 0, 1]),
    .number("zPosition", 0),
    .number("anchorPointZ", 0),
    .number("shadowOpacity", 0),
    .number("shadowRadius", 3),
    LayerProperty(name: "shadowOffset", kind: .size, defaultComponents: [0, -3]),
    .color("shadowColor", [0, 0, 0, 1]),
    // The shadow's shape (`CGPath?`, none: the shadow follows the layer's content). A path, so it
    // morphs as a shape layer's `path` does.
    LayerProperty(name: "shadowPath", kind: .path, defaultComponents: [], defaultIsNone: true),
    .number("strokeStart", 0),
    .number("strokeEnd", 1),
    .number("lineWidth", 1),
    .number("miterLimit", 10),
    .number("lineDashPhase", 0),
    .color("fillColor", [0, 0, 0, 1]),
    .color("strokeColor", nil),
    LayerProperty(name: "path", kind: .path, defaultComponents: [], defaultIsNone: true),
    LayerProperty(name: "contentsRect", kind: .rect, defaultComponents: [0, 0, 1, 1]),
    // CAGradientLayer's: colours none (nothing drawn), locations none (spread evenly), the axis
    // from the top's middle to the bottom's, in the unit square of the bounds.
    LayerProperty(name: "colors", kind: .colors, defaultComponents: [], defaultIsNone: true),
    LayerProperty(name: "locations", kind: .numbers, defaultComponents: [], defaultIsNone: true),
    LayerProperty(name: "startPoint", kind: .point, defaultComponents: [0.5, 0]),
    LayerProperty(name: "endPoint", kind: .point, defaultComponents: [0.5, 1]),
    // CATextLayer's: its text's size in points (36) and colour (opaque white), both animatable.
    .number("fontSize", 36),
    .color("foregroundColor", [1, 1, 1, 1]),
  ]

  /// The known property called `name`, if any.
  public static func named(_ name: String) -> LayerProperty? {
    byName[name]
  }

  /// `known` by name (the first of a name wins, as a search in order would find it).
  private static let byName: [String: LayerProperty] = Dictionary(
    known.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}

/// Where a key path's value lives: which property, which of its components, and its type.
public struct KeyPathAddress: Hashable, Sendable {
  /// The property: a root key path (`position`), `transform` for its sub-key paths, or the key
  /// path itself when TimingLab does not know it.
  public var property: String
  /// The first component addressed and how many.
  public var first: Int
  public var count: Int
  /// The type of the key path's values.
  public var kind: ValueKind
  /// `transform.scale`: one number written to scale x, y and z, and read as their average
  /// (Apple: "the average of the scale factors for all three axes"); `transform.scale.xy` (which
  /// Core Animation also reads, undocumented, and libraries use): to x and y.
  public var fansOut = false
  /// How many components a fanned-out number is written to (3 for `scale`, 2 for `scale.xy`).
  public var fanWidth = 3
  /// The name under which reports list the value: the property for parts of a point, size or
  /// rect (`position.x` → `position`); the canonical sub-key path for the transform
  /// (`transform.rotation` → `transform.rotation.z`).
  public var reportedKeyPath: String
  /// False for a key path TimingLab does not know: kept as an opaque property of its value's kind.
  public var isKnown = true

  /// The components of the property this address writes.
  public var components: Range<Int> { first..<first + (fansOut ? fanWidth : count) }
}

extension KeyPathAddress {
  /// The address of `keyPath`, or nil when TimingLab does not know it (see `opaque`).
  public static func of(_ keyPath: String) -> KeyPathAddress? {
    known[keyPath]
  }

  /// Every known key path's address: the properties with a value type, then the sub-key paths
  /// (a property's own name wins). One lookup per key path: the presentation asks for every
  /// animation's address every frame.
  private static let known: [String: KeyPathAddress] = {
    var result = parts
    for property in LayerProperty.known {
      guard let kind = property.kind, LayerProperty.named(property.name) == property else { continue }
      result[property.name] = KeyPathAddress(
        property: property.name, first: 0, count: kind.componentCount, kind: kind, reportedKeyPath: property.name)
    }
    return result
  }()

  /// An address for a key path TimingLab does not know, holding values of `kind`.
  public static func opaque(_ keyPath: String, kind: ValueKind) -> KeyPathAddress {
    KeyPathAddress(
      property: keyPath, first: 0, count: kind.componentCount, kind: kind, reportedKeyPath: keyPath, isKnown: false)
  }

  /// Every known key path: the properties and their sub-key paths.
  public static var knownKeyPaths: [String] {
    LayerProperty.known.filter { $0.kind != nil }.map(\.name) + parts.keys.sorted()
  }

  private static func part(
    _ property: String, _ first: Int, _ count: Int, _ kind: ValueKind, reported: String? = nil, fansOut: Bool = false,
    fanWidth: Int = 3
  ) -> KeyPathAddress {
    KeyPathAddress(
      property: property, first: first, count: count, kind: kind, fansOut: fansOut, fanWidth: fanWidth,
      reportedKeyPath: reported ?? property)
  }

  /// Sub-key paths (Apple's "Key Path Support for Structures").
  static let parts: [String: KeyPathAddress] = [
    "position.x": part("position", 0, 1, .number),
    "position.y": part("position", 1, 1, .number),
    "anchorPoint.x": part("anchorPoint", 0, 1, .number),
    "anchorPoint.y": part("anchorPoint", 1, 1, .number),
    "bounds.origin": part("bounds", 0, 2, .point),
    "bounds.origin.x": part("bounds", 0, 1, .number),
    "bounds.origin.y": part("bounds", 1, 1, .number),
    "bounds.size": part("bounds", 2, 2, .size),
    "bounds.size.width": part("bounds", 2, 1, .number),
    "bounds.size.height": part("bounds", 3, 1, .number),
    "contentsRect.origin": part("contentsRect", 0, 2, .point),
    "contentsRect.origin.x": part("contentsRect", 0, 1, .number),
    "contentsRect.origin.y": part("contentsRect", 1, 1, .number),
    "contentsRect.size": part("contentsRect", 2, 2, .size),
    "contentsRect.size.width": part("contentsRect", 2, 1, .number),
    "contentsRect.size.height": part("contentsRect", 3, 1, .number),
    "shadowOffset.width": part("shadowOffset", 0, 1, .number),
    "shadowOffset.height": part("shadowOffset", 1, 1, .number),
    "transform.scale": part("transform", 0, 1, .number, reported: "transform.scale", fansOut: true),
    "transform.scale.xy": part("transform", 0, 1, .number, reported: "transform.scale.xy", fansOut: true, fanWidth: 2),
    "transform.scale.yx": part("transform", 0, 1, .number, reported: "transform.scale.xy", fansOut: true, fanWidth: 2),
    "transform.scale.x": part("transform", 0, 1, .number, reported: "transform.scale.x"),
    "transform.scale.y": part("transform", 1, 1, .number, reported: "transform.scale.y"),
    "transform.scale.z": part("transform", 2, 1, .number, reported: "transform.scale.z"),
    "transform.rotation": part("transform", 5, 1, .number, reported: "transform.rotation.z"),
    "transform.rotation.x": part("transform", 3, 1, .number, reported: "transform.rotation.x"),
    "transform.rotation.y": part("transform", 4, 1, .number, reported: "transform.rotation.y"),
    "transform.rotation.z": part("transform", 5, 1, .number, reported: "transform.rotation.z"),
    "transform.translation": part("transform", 6, 2, .size, reported: "transform.translation"),
    "transform.translation.x": part("transform", 6, 1, .number, reported: "transform.translation.x"),
    "transform.translation.y": part("transform", 7, 1, .number, reported: "transform.translation.y"),
    "transform.translation.z": part("transform", 8, 1, .number, reported: "transform.translation.z"),
    "transform": part("transform", 9, 16, .matrix, reported: "transform"),
  ]
}

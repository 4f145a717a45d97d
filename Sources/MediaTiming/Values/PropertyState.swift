/// One property's numbers while its value is being worked out: the model value, then each
/// applied animation replacing or adding to the components it addresses (presentation model §9).
public struct PropertyState: Hashable, Sendable {
  /// The property (a known one, or an opaque one named by its key path).
  public var property: LayerProperty
  /// Its components (see `LayerProperty`).
  public var components: [Double]
  /// True while nothing has set a colour (or a path) whose default is none.
  public var isNone: Bool
  /// A value held whole (a shape's `path`, a gradient's `colors` or `locations`: as many numbers
  /// as it has points or entries); nil until set.
  public var whole: AnimatedValue?

  /// The property at its default (Core Animation's value before anything is set).
  public init(_ property: LayerProperty) {
    self.property = property
    components = property.defaultComponents
    isNone = property.defaultIsNone
  }

  /// The state for the property `address` lives in: the known property, or an opaque one of the
  /// address's kind with zeros.
  public init(for address: KeyPathAddress) {
    if let known = LayerProperty.named(address.property) {
      self.init(known)
    } else {
      self.init(
        LayerProperty(
          name: address.property, kind: address.kind,
          defaultComponents: Array(repeating: 0, count: address.kind.componentCount)))
    }
  }

  /// The value at `address`; nil for a colour that is none. A fanned-out scale reads the average
  /// of x, y and z.
  public func value(at address: KeyPathAddress) -> AnimatedValue? {
    if address.kind.isHeldWhole { return whole }
    if isNone && address.kind == .color { return nil }
    if address.kind == .matrix, property.name == "transform" { return .matrix(wholeTransform) }
    if address.fansOut { return .number(fannedAverage(address)) }
    return AnimatedValue.make(address.kind) { components[address.first + $0] }
  }

  /// The value at `address`, transparent black for a colour that is none (what arithmetic uses).
  public func computedValue(at address: KeyPathAddress) -> AnimatedValue {
    if address.kind.isHeldWhole { return whole ?? .zero(address.kind) }
    if address.kind == .matrix, property.name == "transform" { return .matrix(wholeTransform) }
    if address.fansOut { return .number(fannedAverage(address)) }
    return AnimatedValue.make(address.kind) { components[address.first + $0] }
  }

  /// The average of the components a fanned-out number writes (`scale`: x, y, z; `scale.xy`: x, y).
  func fannedAverage(_ address: KeyPathAddress) -> Double {
    address.components.reduce(0) { $0 + components[$1] } / Double(address.components.count)
  }

  /// The additive identity at `address` (1 for scale, else 0): what an additive animation's
  /// missing end means (§8).
  public func identity(at address: KeyPathAddress) -> AnimatedValue {
    AnimatedValue.make(address.kind) { property.identity(component: address.first + $0) }
  }

  /// The transform's whole matrix: the parts' matrix (scale, rotation about x, y, z, then
  /// translation, as a point goes through them) followed by the whole transform (components 9–24).
  public var wholeTransform: Transform3D {
    let c = components
    guard property.name == "transform", c.count == 25 else { return .identity }
    // The usual case, built directly (this runs per layer per frame): scale, a turn about z,
    // a translation, no whole matrix.
    if c[3] == 0, c[4] == 0, c[9..<25].elementsEqual(Transform3D.identity.m) {
      let (cz, sz) = (cosine(c[5]), sine(c[5]))
      return Transform3D([
        c[0] * cz, c[0] * sz, 0, 0, -c[1] * sz, c[1] * cz, 0, 0, 0, 0, c[2], 0, c[6], c[7], c[8], 1,
      ])!
    }
    var parts = Transform3D.scale(c[0], c[1], c[2])
    if c[3] != 0 { parts = parts.concatenating(.rotationX(c[3])) }
    if c[4] != 0 { parts = parts.concatenating(.rotationY(c[4])) }
    if c[5] != 0 { parts = parts.concatenating(.rotationZ(c[5])) }
    parts = parts.concatenating(.translation(c[6], c[7], c[8]))
    return parts.concatenating(Transform3D(Array(c[9..<25])) ?? .identity)
  }

  /// Replaces the components at `address` by `value` (a non-additive animation or a model value).
  /// A whole transform replaces the parts too.
  public mutating func set(_ value: AnimatedValue, at address: KeyPathAddress) {
    if value.kind.isHeldWhole {
      whole = value
      isNone = false
      return
    }
    if address.kind == .matrix, property.name == "transform" {
      for index in 0..<9 { components[index] = property.identity(component: index) }
    }
    for (offset, index) in address.components.enumerated() {
      components[index] = value.component(address.fansOut ? 0 : offset)
    }
    if address.kind == .color { isNone = false }
  }

  /// `components ⊕= value` at `address`: added, or for a transform's scale multiplied (matrices
  /// concatenate).
  public mutating func add(_ value: AnimatedValue, at address: KeyPathAddress) {
    // Paths do not add: an additive path animation shows its own path. Arrays of one length add
    // entry by entry; of another, the animation's own is shown.
    if case .path = value { return set(value, at: address) }
    if value.kind.isHeldWhole {
      return set(whole.flatMap { $0.adding(value) } ?? value, at: address)
    }
    if case .matrix(let m) = value, property.name == "transform", components.count == 25 {
      // An additive whole transform concatenates after the layer's (Core Animation's ⊕ for
      // matrices).
      let whole = (Transform3D(Array(components[9..<25])) ?? .identity).concatenating(m)
      components.replaceSubrange(9..<25, with: whole.m)
      return
    }
    for (offset, index) in address.components.enumerated() {
      let v = value.component(address.fansOut ? 0 : offset)
      components[index] = property.multiplies(component: index) ? components[index] * v : components[index] + v
    }
    if address.kind == .color { isNone = false }
  }
}

/// A model value a layer holds (what `layer.position = …` sets in code), by key path.
public struct PropertyValue: Hashable, Sendable {
  public var keyPath: String
  public var value: AnimatedValue

  public init(_ keyPath: String, _ value: AnimatedValue) {
    self.keyPath = keyPath
    self.value = value
  }

  /// The address of the key path (opaque of the value's kind when unknown).
  public var address: KeyPathAddress {
    KeyPathAddress.of(keyPath) ?? .opaque(keyPath, kind: value.kind)
  }
}

extension Array where Element == PropertyValue {
  /// The model state of the property at `address`: its default with every model value that
  /// addresses it applied in order.
  public func modelState(for address: KeyPathAddress) -> PropertyState {
    var state = PropertyState(for: address)
    for entry in self {
      let entryAddress = entry.address
      if entryAddress.property == address.property { state.set(entry.value, at: entryAddress) }
    }
    return state
  }

  /// The model value at `keyPath` (of `kind` when TimingLab does not know it): what a basic
  /// animation's missing end reads (§8 rows 4–7).
  public func modelValue(at address: KeyPathAddress) -> AnimatedValue {
    modelState(for: address).computedValue(at: address)
  }
}

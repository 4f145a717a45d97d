/// The presentation layer (presentation model V8, §9): for each layer and property, start from
/// the model value and apply the applied animations in the order they were added (a group's
/// children at the group's place, in order); an additive animation adds its value (a transform's
/// scale multiplies: matrices concatenate), any other replaces it.
public struct LayerPresentation: Hashable, Sendable {
  /// The layer's path (`root/child`).
  public var path: String
  /// Every key path that has a model value on the layer or an animation on it, in that order.
  public var properties: [PresentedProperty]
  /// The layer's model values.
  public var model: [PropertyValue] = []
  /// The composed state of every property an animation or a model value touched.
  var states = PropertyStates()
  /// The transitions (`CATransition`) applied now, in the order they were added: the layer is
  /// shown part way from its old content to its new.
  public var transitions: [AppliedTransition] = []

  /// The entry for `keyPath` (as reported: `position`, `transform.rotation.z`), if any.
  public func property(_ keyPath: String) -> PresentedProperty? {
    properties.first { $0.keyPath == keyPath }
  }

  /// The presented value of any key path (`transform.scale.x`, `bounds.size`): composed where
  /// something touched the property, else the model value or Core Animation's default. Nil for a
  /// colour that is none or a key path TimingLab does not know.
  public func presentedValue(_ keyPath: String) -> AnimatedValue? {
    KeyPathAddress.of(keyPath).flatMap { presentedValue(at: $0) }
  }

  /// `presentedValue` of a key path already looked up (`KeyPathAddress.of`), for callers that ask
  /// for the same key paths of many layers.
  public func presentedValue(at address: KeyPathAddress) -> AnimatedValue? {
    (states[address.property] ?? model.modelState(for: address)).value(at: address)
  }

  /// The model value of any known key path (or its default); nil for a colour that is none.
  public func modelValue(_ keyPath: String) -> AnimatedValue? {
    KeyPathAddress.of(keyPath).flatMap { modelValue(at: $0) }
  }

  /// `modelValue` of a key path already looked up.
  public func modelValue(at address: KeyPathAddress) -> AnimatedValue? {
    model.modelState(for: address).value(at: address)
  }

  /// True when a model value or an animation (applied or not) touches `property` (a property name:
  /// `strokeEnd`, `position`, `transform`). The same answer with or without `properties`.
  public func touches(property: String) -> Bool {
    states[property] != nil || model.contains { $0.address.property == property }
  }
}

/// One property of a layer at one time: its model value, the presented value, and what made it.
public struct PresentedProperty: Hashable, Sendable {
  /// The key path as reports name it (parts of a point, size or rect are reported whole).
  public var keyPath: String
  /// The model value (Core Animation's default when none is set); nil for a colour that is none.
  public var model: AnimatedValue?
  /// The presented value (`presentationLayer`).
  public var presented: AnimatedValue?
  /// The applied animations that changed it, in the order they were applied.
  public var contributions: [Contribution]

  /// True when an animation changes what is shown (the model value would be shown otherwise).
  public var isAnimated: Bool { !contributions.isEmpty }
}

/// A transition applied to a layer at one time.
public struct AppliedTransition: Hashable, Sendable {
  /// The animation's path (`root/transition`).
  public var path: String
  /// Its type, side and part.
  public var transition: Transition
  /// Its progress now: 0 shows the old content, 1 the new.
  public var progress: Double
}

/// One animation's part in a presented value.
public struct Contribution: Hashable, Sendable {
  /// The animation's path (`root/group/move`).
  public var path: String
  /// The key path it animates (`position.x`).
  public var keyPath: String
  /// Added to the running value rather than replacing it.
  public var isAdditive: Bool
  /// The value it contributed.
  public var value: AnimatedValue
}

extension Layer {
  /// Every layer's presentation for `evaluation`, which must be this layer's `evaluate` (the
  /// records are read in that order). Root first, as `evaluation.layers`.
  public func presentation(in evaluation: TreeEvaluation) -> [LayerPresentation] {
    presentation(in: evaluation, only: nil)
  }

  /// The presentation of the one layer at `path` (`root/child`), as `presentation(in:)` gives
  /// it; the others are skipped, not composed. Empty when no layer has that path.
  public func presentation(in evaluation: TreeEvaluation, ofLayer path: String) -> [LayerPresentation] {
    presentation(in: evaluation, only: path)
  }

  /// Every layer's presented values for `evaluation`, as `presentation(in:)` without what reports
  /// need: `properties` is empty (no list of key paths, no contributions), while `presentedValue`,
  /// `modelValue` and `touches` answer exactly as there. For drawing every layer each frame.
  public func presentedValues(in evaluation: TreeEvaluation) -> [LayerPresentation] {
    presentation(in: evaluation, only: nil, valuesOnly: true)
  }

  private func presentation(
    in evaluation: TreeEvaluation, only: String?, valuesOnly: Bool = false
  )
    -> [LayerPresentation]
  {
    var result: [LayerPresentation] = []
    var cursor = 0
    var layerIndex = 0
    appendPresentation(
      evaluation, only: only, valuesOnly: valuesOnly, cursor: &cursor, layerIndex: &layerIndex, into: &result)
    return result
  }

  /// The presentation of every layer at global `mediaTime` (seconds).
  public func presentation(atMediaTime mediaTime: Double) -> [LayerPresentation] {
    presentation(in: evaluate(atMediaTime: mediaTime))
  }

  /// Appends this layer's presentation and its sublayers' (only the layer at path `only`, when
  /// given); `cursor` walks `evaluation.animations`, `layerIndex` its layers.
  private func appendPresentation(
    _ evaluation: TreeEvaluation, only: String?, valuesOnly: Bool, cursor: inout Int, layerIndex: inout Int,
    into result: inout [LayerPresentation]
  ) {
    let path = layerIndex < evaluation.layers.count ? evaluation.layers[layerIndex].path : id
    layerIndex += 1
    if let only, only != path {
      // Skipped: its records are passed over, not composed.
      for index in animations.indices { cursor += animations[index].recordCount }
    } else {
      result.append(presentation(evaluation, path: path, valuesOnly: valuesOnly, cursor: &cursor))
    }
    for sublayer in sublayers {
      sublayer.appendPresentation(
        evaluation, only: only, valuesOnly: valuesOnly, cursor: &cursor, layerIndex: &layerIndex, into: &result)
    }
  }

  /// This layer's own presentation, its records read from `cursor` on; without the reports'
  /// `properties` when `valuesOnly`.
  private func presentation(
    _ evaluation: TreeEvaluation, path: String, valuesOnly: Bool, cursor: inout Int
  )
    -> LayerPresentation
  {
    var composer = Composer(model: properties, valuesOnly: valuesOnly)
    if !valuesOnly {
      for entry in properties { composer.report(entry.address) }
    }
    // Through a buffer pointer: each animation used in place, not copied out.
    animations.withUnsafeBufferPointer { animations in
      if !valuesOnly {
        for index in animations.indices { composer.declare(animations[index]) }
      }
      var declared = 0
      for index in animations.indices {
        composer.apply(animations[index], evaluation.animations, cursor: &cursor, declared: &declared)
      }
    }
    return LayerPresentation(
      path: path, properties: valuesOnly ? [] : composer.finish(), model: properties, states: composer.states,
      transitions: composer.transitions)
  }
}

/// Works out one layer's presented values.
private struct Composer {
  let model: [PropertyValue]
  /// Only the states: no reported key paths, no contributions; each animation's address is
  /// looked up as it is applied (there is no `declare` pass).
  let valuesOnly: Bool
  /// Reported key paths and their addresses, in order.
  var reported: [KeyPathAddress] = []
  /// The running state of each property, by name.
  var states = PropertyStates()
  /// Contributions per reported key path.
  var contributions: [String: [Contribution]] = [:]
  /// The transitions applied, in order.
  var transitions: [AppliedTransition] = []
  /// Each declared animation's address, in declaration order (depth first, as `apply` visits
  /// them), so a key path is parsed once per frame, not twice.
  var addresses: [KeyPathAddress?] = []

  init(model: [PropertyValue], valuesOnly: Bool) {
    self.model = model
    self.valuesOnly = valuesOnly
  }

  mutating func report(_ part: KeyPathAddress) {
    // Parts of a point, size or rect are reported whole.
    let address = part.isKnown ? (KeyPathAddress.of(part.reportedKeyPath) ?? part) : part
    guard !reported.contains(where: { $0.reportedKeyPath == address.reportedKeyPath }) else { return }
    reported.append(address)
    if states[address.property] == nil { states[address.property] = model.modelState(for: address) }
  }

  /// Reports the key paths an animation (and a group's children) animates, applied or not.
  mutating func declare(_ animation: Animation) {
    let address = Self.address(of: animation)
    addresses.append(address)
    if let address { report(address) }
    if animation.rotation(atEasedProgress: 0) != nil, let rotation = KeyPathAddress.of("transform.rotation.z") {
      report(rotation)
    }
    guard case .group(let children) = animation.content else { return }
    children.withUnsafeBufferPointer { children in
      for index in children.indices { declare(children[index]) }
    }
  }

  static func address(of animation: Animation) -> KeyPathAddress? {
    guard let keyPath = animation.keyPath, !animation.isGroup else { return nil }
    let kind: ValueKind
    switch animation.content {
    case .basic(let values), .spring(_, let values): kind = values.kind ?? .number
    case .keyframe(let keyframes): kind = keyframes.keyframeValues.first?.kind ?? .number
    case .group, .transition: return nil
    }
    return KeyPathAddress.of(keyPath) ?? .opaque(keyPath, kind: kind)
  }

  /// Applies the record at `cursor` (this animation's) and its children's, advancing the cursor
  /// and `declared` (the index into `addresses`).
  mutating func apply(_ animation: Animation, _ records: [AnimationEvaluation], cursor: inout Int, declared: inout Int)
  {
    guard cursor < records.count, valuesOnly || declared < addresses.count else { return }
    let index = cursor
    cursor += 1
    let address = valuesOnly ? Self.address(of: animation) : addresses[declared]
    declared += 1
    // Fields are read from the array in place: a copy of each record (~200 bytes) was a sixth of
    // a 10,000-animation frame.
    if let value = records[index].value, let address, value.kind == address.kind {
      var state = states[address.property] ?? model.modelState(for: address)
      if animation.isAdditive { state.add(value, at: address) } else { state.set(value, at: address) }
      states[address.property] = state
      if !valuesOnly {
        note(
          Contribution(
            path: records[index].path, keyPath: animation.keyPath ?? "", isAdditive: animation.isAdditive, value: value
          ), at: address)
      }
    } else if valuesOnly, let address, states[address.property] == nil {
      // Touched though not applied, as `declare` would have reported it.
      states[address.property] = model.modelState(for: address)
    }
    if case .transition(let transition) = animation.content, case .number(let progress)? = records[index].value {
      transitions.append(AppliedTransition(path: records[index].path, transition: transition, progress: progress))
    }
    if let angle = records[index].rotation, let address = KeyPathAddress.of("transform.rotation.z") {
      var state = states[address.property] ?? model.modelState(for: address)
      state.add(.number(angle), at: address)
      states[address.property] = state
      if !valuesOnly {
        note(
          Contribution(path: records[index].path, keyPath: "rotationMode", isAdditive: true, value: .number(angle)),
          at: address)
      }
    } else if valuesOnly, animation.rotation(atEasedProgress: 0) != nil,
      let address = KeyPathAddress.of("transform.rotation.z"), states[address.property] == nil
    {
      states[address.property] = model.modelState(for: address)
    }
    guard case .group(let children) = animation.content else { return }
    children.withUnsafeBufferPointer { children in
      for child in children.indices { apply(children[child], records, cursor: &cursor, declared: &declared) }
    }
  }

  /// Files a contribution under every reported key path whose components it touches.
  mutating func note(_ contribution: Contribution, at address: KeyPathAddress) {
    // A value held whole (a path, a gradient's arrays) has no components to overlap: the property.
    for target in reported
    where target.property == address.property
      && (address.kind.isHeldWhole || target.components.overlaps(address.components))
    {
      contributions[target.reportedKeyPath, default: []].append(contribution)
    }
  }

  func finish() -> [PresentedProperty] {
    reported.map { address in
      let modelState = model.modelState(for: address)
      let state = states[address.property] ?? modelState
      return PresentedProperty(
        keyPath: address.reportedKeyPath, model: modelState.value(at: address), presented: state.value(at: address),
        contributions: contributions[address.reportedKeyPath] ?? [])
    }
  }
}

import MediaTiming

/// Reading a layer's class and a replicator's copies, and checking that what the layer animates
/// is a property its class has.
extension SceneDecoder {
  /// The layer's `class` (`CALayer` when absent).
  mutating func layerClass(_ fields: Fields, at path: String) -> LayerClass {
    choice(fields, "class", at: path, default: .layer)
  }

  /// `instanceCount` and `instanceTransform` into `replicator` (`instanceDelay` is a bound scalar,
  /// read with the layer's timing). On a layer that is not a replicator they change nothing, as
  /// in Core Animation, and say so.
  mutating func replicatorFields(
    _ fields: Fields, at path: String, into replicator: inout Replicator, isReplicator: Bool
  ) {
    if let value = fields["instanceCount"] {
      if case .number(let n, _) = value, n.rounded() == n, n >= 0, n <= Double(SceneLimits.instances) {
        replicator.instanceCount = Int(n)
      } else {
        problem("\(path).instanceCount", "must be a whole number from 0 to \(SceneLimits.instances)", value)
      }
    }
    if let value = fields["instanceTransform"] {
      var numbers: [Double] = []
      if case .array(let items) = value {
        for case .number(let n, _) in items where n.isFinite { numbers.append(n) }
        if numbers.count != items.count { numbers = [] }
      }
      if let transform = Transform3D(numbers) {
        replicator.instanceTransform = transform
      } else {
        problem(
          "\(path).instanceTransform", "must be sixteen finite numbers, CATransform3D's m11 to m44 in order", value)
      }
    }
    guard !isReplicator else { return }
    for name in ["instanceCount", "instanceDelay", "instanceTransform"] where fields[name] != nil {
      warning(
        "\(path).\(name)",
        "only a CAReplicatorLayer has \(name) (add \"class\": \"CAReplicatorLayer\"); it changes nothing here")
    }
  }

  /// A warning for each model value and animation (groups' children too) of a property the
  /// layer's class does not have: `strokeEnd` on a `CALayer` moves nothing on screen. Paths are
  /// spelt only for a warning (a scene may hold thousands of animations).
  mutating func checkProperties(of layer: Layer, at path: String) {
    let layerClass = layer.layerClass
    func wrongOwner(_ keyPath: String) -> LayerClass? {
      guard let owner = LayerClass.owner(ofKeyPath: keyPath), owner != layerClass else { return nil }
      return owner
    }
    func warn(_ keyPath: String, _ owner: LayerClass, at fieldPath: String) {
      warning(
        fieldPath,
        "\(keyPath) is a \(owner.rawValue) property, and this layer is a \(layerClass.rawValue) "
          + "(add \"class\": \"\(owner.rawValue)\"); nothing on screen changes")
    }
    for property in layer.properties {
      if let owner = wrongOwner(property.keyPath) {
        warn(property.keyPath, owner, at: "\(path).properties.\(property.keyPath)")
      }
    }
    func visit(_ animations: [Animation], at parent: @escaping () -> String) {
      for (index, animation) in animations.enumerated() {
        let itemPath = { "\(parent()).animations[\(index)]" }
        if !animation.isGroup, let keyPath = animation.keyPath, let owner = wrongOwner(keyPath) {
          warn(keyPath, owner, at: "\(itemPath()).keyPath")
        }
        if animation.isGroup { visit(animation.children, at: itemPath) }
      }
    }
    visit(layer.animations) { path }
  }
}

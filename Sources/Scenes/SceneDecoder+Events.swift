import MediaTiming

extension SceneDecoder {
  static let eventNames = AnimationSchema.event.map(\.name)
  /// The fields that say what an event does; an event has exactly one.
  static let eventActions = [
    "set", "add", "remove", "removeAll", "speed", "timeOffset", "beginTime", "pause", "resume",
  ]

  /// The scene's `events`: each names a layer of `root` and does one thing at a time `at` ≥ 0.
  /// A `set` of several key paths is one event per key path, at the same time, in order.
  mutating func events(_ value: JSONValue, at path: String, root: Layer) -> [LayerEvent] {
    guard case .array(let items) = value else {
      problem(path, "must be a list of events", value)
      return []
    }
    guard items.count <= SceneLimits.events else {
      problem(path, "has \(items.count) events; a scene holds at most \(SceneLimits.events)")
      return []
    }
    // Animation keys each layer has, with the ones events add, to warn about removing nothing.
    var keys: [NodePath: Set<String>] = [:]
    var result: [LayerEvent] = []
    for (index, item) in items.enumerated() {
      let itemPath = "\(path)[\(index)]"
      guard let fields = object(item, at: itemPath, known: Self.eventNames, kind: "event") else { continue }
      guard let time = eventTime(fields, at: itemPath) else { continue }
      let layerPath = eventLayer(fields, at: itemPath, root: root)
      let actions = Self.eventActions.filter { name in
        guard let field = fields[name] else { return false }
        if case .bool(false) = field { return false }
        return true
      }
      guard actions.count == 1, let action = actions.first else {
        let list = Self.eventActions.joined(separator: ", ")
        problem(
          itemPath,
          actions.isEmpty
            ? "must say what happens: one of \(list)"
            : "does \(actions.count) things (\(actions.joined(separator: ", "))); give each its own event")
        continue
      }
      let anchored = bool(fields, "anchored", at: itemPath, default: false)
      if fields["anchored"] != nil, !["speed", "timeOffset", "beginTime"].contains(action) {
        problem("\(itemPath).anchored", "only qualifies speed, timeOffset or beginTime, not \(action)")
      }
      guard let layerPath else { continue }
      if keys[layerPath] == nil { keys[layerPath] = Set(root.layer(at: layerPath)?.animations.map(\.id) ?? []) }
      for change in eventChanges(action, fields, at: itemPath, anchored: anchored) {
        switch change {
        case .add(let animation): keys[layerPath, default: []].insert(animation.id)
        case .remove(let key) where keys[layerPath]?.contains(key) != true:
          warning(
            "\(itemPath).remove",
            "no animation of layer \(layerPath) has the key \"\(key)\" by then; removing it does nothing")
        case .removeAll: keys[layerPath] = []
        default: break
        }
        result.append(LayerEvent(time: time, layer: layerPath, change: change))
      }
    }
    return result
  }

  /// `at`: required, finite, not negative (scene time 0 is the commit).
  private mutating func eventTime(_ fields: Fields, at path: String) -> Double? {
    guard fields["at"] != nil else {
      problem(path, "needs \"at\": the scene time of the event, seconds after the commit")
      return nil
    }
    let before = problems.count
    let time = number(fields, "at", at: path, default: 0, nonNegative: true)
    return problems.count == before ? time : nil
  }

  /// `layer`: the path of a layer of the tree, the root when absent.
  private mutating func eventLayer(_ fields: Fields, at path: String, root: Layer) -> NodePath? {
    guard let text = string(fields, "layer", at: path, required: false) else {
      return fields["layer"] == nil ? NodePath([root.id]) : nil
    }
    let layerPath = NodePath(text)
    guard root.layer(at: layerPath) != nil else {
      problem(
        "\(path).layer", "names no layer of the scene (layers are paths from the root, like \"\(root.id)\")",
        .string(text))
      return nil
    }
    return layerPath
  }

  /// What `action` does, read from its field.
  private mutating func eventChanges(
    _ action: String, _ fields: Fields, at path: String, anchored: Bool
  )
    -> [LayerEvent.Change]
  {
    guard let value = fields[action] else { return [] }
    let fieldPath = "\(path).\(action)"
    switch action {
    case "set":
      return modelValues(value, at: fieldPath).map { .setValue($0) }
    case "add":
      guard let (animation, addedAt) = animation(value, at: fieldPath, inGroup: false) else { return [] }
      if addedAt != nil {
        problem("\(fieldPath).addedAt", "is not used in an event: the event's \"at\" is when it is added")
      }
      return [.add(animation)]
    case "remove":
      guard case .string(let key) = value, !key.isEmpty else {
        problem(fieldPath, "must be the key of an animation", value)
        return []
      }
      return [.remove(key: key)]
    case "removeAll", "pause", "resume":
      guard case .bool(true) = value else {
        problem(fieldPath, "must be true", value)
        return []
      }
      return [action == "removeAll" ? .removeAll : action == "pause" ? .pause : .resume]
    default:
      guard let field = LayerEvent.TimingField(rawValue: action) else { return [] }
      let before = problems.count
      let number = number(fields, action, at: path, default: 0)
      return problems.count == before ? [.setTiming(field, number, anchored: anchored)] : []
    }
  }
}

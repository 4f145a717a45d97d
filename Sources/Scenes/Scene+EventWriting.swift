import MediaTiming

extension Scene {
  /// An event's part of the scene file: `at`, `layer` (left out for the root) and its one action.
  public static func document(_ event: LayerEvent, root: Layer) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("at", .number(event.time))]
    if event.layer != NodePath([root.id]) { members.append(("layer", .string(event.layer.description))) }
    switch event.change {
    case .setValue(let value): members.append(("set", .object([(value.keyPath, Self.value(value.value))])))
    case .add(let animation): members.append(("add", document(animation)))
    case .remove(let key): members.append(("remove", .string(key)))
    case .removeAll: members.append(("removeAll", .bool(true)))
    case .setTiming(let field, let value, let anchored):
      members.append((field.rawValue, .number(value)))
      if anchored { members.append(("anchored", .bool(true))) }
    case .pause: members.append(("pause", .bool(true)))
    case .resume: members.append(("resume", .bool(true)))
    }
    return .object(members)
  }
}

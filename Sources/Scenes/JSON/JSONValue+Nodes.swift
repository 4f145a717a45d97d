/// Finding and changing one node (a layer, an animation, a group) of a scene file's document by
/// its ids from the root layer down (`["root", "group", "child"]`), the way the explorer's
/// inspector edits a scene: change the document, then decode it again, so every edit passes the
/// scene file's validation.
extension JSONValue {
  /// The value of member `key` of an object (nil when absent or not an object); setting nil
  /// removes the member, setting a new member appends it.
  public subscript(member key: String) -> JSONValue? {
    get {
      guard case .object(let members) = self else { return nil }
      return members.first { $0.key == key }?.value
    }
    set {
      guard case .object(var members) = self else { return }
      if let index = members.firstIndex(where: { $0.key == key }) {
        if let newValue { members[index].value = newValue } else { members.remove(at: index) }
      } else if let newValue {
        members.append((key, newValue))
      }
      self = .object(members)
    }
  }

  /// The node at `ids` in a scene document (`ids[0]` is the root layer's id); nil when none.
  public func sceneNode(at ids: [String]) -> JSONValue? {
    guard let layer = self[member: "layer"], layer[member: "id"]?.stringValue == ids.first else { return nil }
    var node = layer
    for id in ids.dropFirst() {
      guard let child = Self.children(of: node).first(where: { $0[member: "id"]?.stringValue == id }) else {
        return nil
      }
      node = child
    }
    return node
  }

  /// The document with the node at `ids` replaced by `node` (nil removes it); nil when there is
  /// no such node (or `ids` names the root layer and `node` is nil).
  public func replacingSceneNode(at ids: [String], with node: JSONValue?) -> JSONValue? {
    guard var layer = self[member: "layer"], layer[member: "id"]?.stringValue == ids.first else { return nil }
    if ids.count == 1 {
      guard let node else { return nil }
      layer = node
    } else {
      guard let replaced = Self.replacing(in: layer, path: ids.dropFirst(), with: node) else { return nil }
      layer = replaced
    }
    var document = self
    document[member: "layer"] = layer
    return document
  }

  /// The document with a copy of the node at `ids` inserted right after it, under a new id
  /// (`id2`, `id3`, … unique among its siblings); the new node's ids, or nil for the root layer.
  public func duplicatingSceneNode(at ids: [String]) -> (document: JSONValue, ids: [String])? {
    guard ids.count > 1, var node = sceneNode(at: ids), let parent = sceneNode(at: Array(ids.dropLast())) else {
      return nil
    }
    var taken = UniqueNames(Set(Self.children(of: parent).compactMap { $0[member: "id"]?.stringValue }))
    let base = String(ids.last!.reversed().drop { $0.isNumber }.reversed())
    taken.insert(base)  // a copy is always numbered: `move` → `move2`
    let newID = taken.fresh(base)
    node[member: "id"] = .string(newID)
    var newParent = parent
    for key in ["animations", "sublayers"] {
      guard case .array(var items)? = newParent[member: key],
        let index = items.firstIndex(where: { $0[member: "id"]?.stringValue == ids.last })
      else { continue }
      items.insert(node, at: index + 1)
      newParent[member: key] = .array(items)
      break
    }
    guard let document = replacingSceneNode(at: Array(ids.dropLast()), with: newParent) else { return nil }
    return (document, Array(ids.dropLast()) + [newID])
  }

  /// A layer's animations and sublayers, or a group's animations.
  static func children(of node: JSONValue) -> [JSONValue] {
    var result: [JSONValue] = []
    for key in ["animations", "sublayers"] {
      if case .array(let items)? = node[member: key] { result += items }
    }
    return result
  }

  private static func replacing(
    in node: JSONValue, path: ArraySlice<String>, with replacement: JSONValue?
  ) -> JSONValue? {
    guard let id = path.first else { return replacement }
    var node = node
    for key in ["animations", "sublayers"] {
      guard case .array(var items)? = node[member: key],
        let index = items.firstIndex(where: { $0[member: "id"]?.stringValue == id })
      else { continue }
      if path.count == 1 {
        if let replacement { items[index] = replacement } else { items.remove(at: index) }
      } else {
        guard let changed = replacing(in: items[index], path: path.dropFirst(), with: replacement) else { return nil }
        items[index] = changed
      }
      // A group keeps its (possibly empty) animations: without them it would read as a basic animation.
      node[member: key] = items.isEmpty && key == "sublayers" ? nil : .array(items)
      return node
    }
    return nil
  }
}

extension JSONValue {
  /// The document with `edits` applied in order: each sets (or, with nil, removes) a field of the
  /// node at its ids; `properties` edits merge their key paths into the layer's model values (a
  /// key path set again moves to the end, where it wins over a whole property set before it).
  /// Edits of nodes that are not there are skipped.
  public func applying(_ edits: [SceneEdit]) -> JSONValue {
    var document = self
    var inserts: [(index: Int, event: JSONValue)] = []
    for edit in edits {
      if edit.ids.first == SceneEdit.eventsMarker {
        // An event, by its place in `events` (events inserted after one are put in last, so the
        // places other edits name stay right).
        guard edit.ids.count >= 2, let index = Int(edit.ids[1]), case .array(var events)? = document[member: "events"],
          events.indices.contains(index)
        else { continue }
        if edit.field == SceneEdit.setAfter, let value = edit.value {
          var inserted: [(key: String, value: JSONValue)] = [("at", events[index][member: "at"] ?? .number(0))]
          if let layer = events[index][member: "layer"] { inserted.append(("layer", layer)) }
          inserted.append(("set", value))
          inserts.append((index, .object(inserted)))
          continue
        }
        if edit.ids.count == 2 {
          events[index][member: edit.field] = edit.value
        } else if edit.ids[2] == "add", var added = events[index][member: "add"] {
          // The animation the event adds, or a child of it (a group's) by ids.
          added = Self.settingField(in: added, path: edit.ids.dropFirst(3), edit.field, edit.value) ?? added
          events[index][member: "add"] = added
        }
        document[member: "events"] = .array(events)
        continue
      }
      guard var node = document.sceneNode(at: edit.ids) else { continue }
      if edit.field == "properties", case .object(let changes)? = edit.value {
        var members: [(key: String, value: JSONValue)] = []
        if case .object(let existing)? = node[member: "properties"] { members = existing }
        for (key, value) in changes {
          members.removeAll { $0.key == key }
          members.append((key, value))
        }
        node[member: "properties"] = .object(members)
      } else {
        node[member: edit.field] = edit.value
      }
      document = document.replacingSceneNode(at: edit.ids, with: node) ?? document
    }
    if case .array(var events)? = document[member: "events"], !inserts.isEmpty {
      for insert in inserts.sorted(by: { $0.index > $1.index }) {
        events.insert(insert.event, at: min(insert.index + 1, events.count))
      }
      document[member: "events"] = .array(events)
    }
    return document
  }

  /// `node` (an animation) with `field` set on its descendant at `path` (children's ids), nil
  /// when there is none.
  static func settingField(
    in node: JSONValue, path: ArraySlice<String>, _ field: String, _ value: JSONValue?
  )
    -> JSONValue?
  {
    var node = node
    guard let id = path.first else {
      node[member: field] = value
      return node
    }
    guard case .array(var children)? = node[member: "animations"],
      let index = children.firstIndex(where: { $0[member: "id"]?.stringValue == id }),
      let changed = settingField(in: children[index], path: path.dropFirst(), field, value)
    else { return nil }
    children[index] = changed
    node[member: "animations"] = .array(children)
    return node
  }
}

import MediaTiming
import Scenes

/// What the code built, as a scene file: markers applied, animations never added put on the
/// root layer (and said so), one root layer.
extension CodeInterpreter {
  /// The animation at `i` as a scene file object with `id`, children included, its variable's
  /// marker applied and a spring's `duration = settlingDuration` resolved.
  func document(animation i: Int, id: String) -> JSONValue {
    let a = animations[i]
    var members: [(key: String, value: JSONValue)] = [("id", .string(id))]
    if !a.isGroup, let keyPath = a.keyPath { members.append(("keyPath", .string(keyPath))) }
    members += a.fields
    if a.isSpring { members.append(("spring", a.springDocument)) }
    if a.isGroup {
      let children = a.children.enumerated().map { index, child in
        let variable = animations[child].variable
        let childID = variable.flatMap(markerID) ?? variable ?? "animation\(index + 1)"
        return document(animation: child, id: childID)
      }
      members.append(("animations", .array(children)))
    }
    let overlay = a.variable.flatMap { markers.byName[$0] } ?? []
    if overlay.contains(where: { AnimationBuild.contentKeys.contains($0.key) }) {
      members.removeAll { AnimationBuild.contentKeys.contains($0.key) }
    }
    for (key, value) in overlay where key != "id" {
      members.removeAll { $0.key == key }
      members.append((key, value))
    }
    if a.durationIsSettling {
      members.removeAll { $0.key == "duration" }
      if let settling = Self.physicalSettlingDuration(members.first { $0.key == "spring" }?.value) {
        members.append(("duration", .number(settling)))
      }
    }
    return .object(members)
  }

  /// `settlingDuration` of a spring given by mass, stiffness and damping; nil for parameter sets
  /// with a duration of their own (their animation's duration stays 0).
  static func physicalSettlingDuration(_ spring: JSONValue?) -> Double? {
    guard case .object(let members)? = spring else { return nil }
    var values: [String: Double] = [:]
    var allows = false
    for (key, value) in members {
      switch value {
      case .number(let x, _): values[key] = x
      case .bool(let b) where key == "allowsOverdamping": allows = b
      default: break
      }
    }
    let physicalKeys: Set<String> = ["mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping"]
    guard members.allSatisfy({ physicalKeys.contains($0.key) }) else { return nil }
    return Spring(
      mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100, damping: values["damping"] ?? 10,
      initialVelocity: values["initialVelocity"] ?? 0, allowsOverdamping: allows
    ).settlingDuration
  }

  /// The scene file, or nil when the code created no animation.
  mutating func document(defaultName: String) -> JSONValue? {
    guard !animations.isEmpty else { return nil }
    let children = Set(animations.flatMap(\.children))
    let orphans = animations.indices.filter { animations[$0].addedTo == nil && !children.contains($0) }
    if !orphans.isEmpty {
      let root = layers.indices.first { layers[$0].parent == nil } ?? implicitLayer(["layer"])
      for i in orphans {
        let id = animations[i].variable ?? "animation\(i + 1)"
        line = animations[i].line
        note(
          "\(id) is never added to a layer; shown on \(layers[root].id.isEmpty ? "the root layer" : layers[root].id)")
        layers[root].animations.append((id, document(animation: i, id: id)))
      }
    }
    // Layers that hold nothing and were only read from are not part of the scene.
    var roots = layers.indices.filter { layers[$0].parent == nil && !isEmpty($0) }
    if roots.isEmpty { roots = [layers.indices.first { layers[$0].parent == nil }!] }
    var rootDocument: JSONValue
    if roots.count == 1 {
      rootDocument = layerDocument(roots[0], fallbackID: "root")
    } else {
      notes.append(
        Diagnostic(
          .note,
          "the code uses \(roots.count) layers without a common superlayer; they are shown as sublayers of one root"
        ))
      rootDocument = .object([
        ("id", .string("root")),
        ("sublayers", .array(roots.enumerated().map { layerDocument($1, fallbackID: "layer\($0 + 1)") })),
      ])
    }
    var scene: [(key: String, value: JSONValue)] = [("name", .string(defaultName))]
    for (key, value) in markers.byName["scene"] ?? [] where ["name", "title", "caption", "timeline"].contains(key) {
      scene.removeAll { $0.key == key }
      scene.append((key, value))
    }
    scene.append(("layer", rootDocument))
    return .object(scene)
  }

  func isEmpty(_ i: Int) -> Bool {
    let l = layers[i]
    return l.animations.isEmpty && l.properties.isEmpty && l.sublayers.isEmpty && l.speed == 1 && l.timeOffset == 0
      && l.beginTime == 0
  }

  func layerDocument(_ i: Int, fallbackID: String) -> JSONValue {
    let l = layers[i]
    var members: [(key: String, value: JSONValue)] = [("id", .string(l.id.isEmpty ? fallbackID : l.id))]
    if l.beginTime != 0 { members.append(("beginTime", .number(l.beginTime))) }
    if l.speed != 1 { members.append(("speed", .number(l.speed))) }
    if l.timeOffset != 0 { members.append(("timeOffset", .number(l.timeOffset))) }
    let properties = l.properties.compactMap { p in p.value.json.map { (key: p.key, value: $0) } }
    if !properties.isEmpty { members.append(("properties", .object(properties))) }
    if !l.animations.isEmpty { members.append(("animations", .array(l.animations.map(\.document)))) }
    if !l.sublayers.isEmpty {
      members.append(
        ("sublayers", .array(l.sublayers.enumerated().map { layerDocument($1, fallbackID: "sublayer\($0 + 1)") })))
    }
    return .object(members)
  }
}

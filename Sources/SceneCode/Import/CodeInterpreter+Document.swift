import MediaTiming
import Scenes

/// What the code built, as a scene file: markers applied, animations never added put on the
/// root layer (and said so), one root layer.
extension CodeInterpreter {
  /// Animations one `add` may hold once every group has its own copy of its children (Core
  /// Animation copies a group and its children when it is added, so a child shared by two groups
  /// is two animations; forty levels of groups sharing one child would be 2^40).
  static let maximumAnimationsPerAdd = 10_000

  /// Why an added animation cannot be a scene: a group inside itself, nesting past
  /// `SceneLimits.nesting`, or more than `maximumAnimationsPerAdd` animations.
  struct ExpansionFailure: Error {
    var message: String
  }

  /// The animation at `i` as scene file objects with `id`, children included, its variable's
  /// marker applied and a spring's `duration = settlingDuration` resolved: one object, or one per
  /// moving part of a whole-transform animation (none when it cannot be shown).
  mutating func documents(animation i: Int, id: String) throws(ExpansionFailure) -> [JSONValue] {
    var count = 0
    var ancestry: [Int] = []
    return try documents(animation: i, id: id, ancestry: &ancestry, count: &count)
  }

  /// The variable's name of animation `i`, for messages.
  func name(ofAnimation i: Int) -> String {
    animations[i].variable ?? animations[i].helperName ?? "animation\(i + 1)"
  }

  private mutating func documents(
    animation i: Int, id: String, ancestry: inout [Int], count: inout Int
  ) throws(ExpansionFailure) -> [JSONValue] {
    let a = animations[i]
    count += 1
    guard count <= Self.maximumAnimationsPerAdd else {
      throw ExpansionFailure(message: expansionTooLarge(i))
    }
    var members: [(key: String, value: JSONValue)] = [("id", .string(id))]
    if !a.isGroup, let keyPath = a.keyPath { members.append(("keyPath", .string(keyPath))) }
    members += a.fields
    if a.isSpring { members.append(("spring", a.springDocument)) }
    // A transition's type marks its kind; Core Animation's default is a fade.
    if a.isTransition, !members.contains(where: { $0.key == "transition" }) {
      members.append(("transition", .string("fade")))
    }
    // A keyframe animation whose values were not known stays one (its key times are not a basic
    // animation's), and is refused for its values.
    if a.className == "CAKeyframeAnimation", !a.isStandIn,
      !members.contains(where: { $0.key == "values" || $0.key == "path" }), a.transforms.isEmpty
    {
      members.append(("values", .array([])))
    }
    if a.isGroup {
      if let start = ancestry.firstIndex(of: i) {
        let loop = (ancestry[start...] + [i]).map(name(ofAnimation:)).joined(separator: " → ")
        throw ExpansionFailure(message: "a group cannot hold itself (\(loop))")
      }
      guard ancestry.count < SceneLimits.nesting else {
        throw ExpansionFailure(message: "groups nested more than \(SceneLimits.nesting) levels deep")
      }
      ancestry.append(i)
      var children: [JSONValue] = []
      // Helpers each return their own local `animation`: children get ids of their own.
      var childIDs = UniqueNames()
      for (index, child) in a.children.enumerated() {
        // A child with no key path (`CABasicAnimation()` as a pause in a sequence) animates
        // nothing: only the group's own timing, which is its own, holds it.
        if !animations[child].animatesSomething { continue }
        let variable = animations[child].variable
        let childID = childIDs.fresh(
          variable.flatMap(markerID) ?? variable ?? animations[child].helperName ?? "animation\(index + 1)")
        children += try documents(animation: child, id: childID, ancestry: &ancestry, count: &count)
      }
      ancestry.removeLast()
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
    if let split = splitTransform(i, members: members, id: id) { return split.map { .object($0) } }
    return [.object(members)]
  }

  /// What to say when the animation being expanded passes `maximumAnimationsPerAdd`: the
  /// animations that more than one group holds, by name.
  private func expansionTooLarge(_ i: Int) -> String {
    var holders: [Int: Int] = [:]
    for a in animations where a.isGroup {
      for child in a.children { holders[child, default: 0] += 1 }
    }
    let shared = holders.filter { $0.value > 1 }.keys.sorted().prefix(3).map(name(ofAnimation:))
    let verb = shared.count == 1 ? "is" : "are"
    let why =
      shared.isEmpty
      ? "" : " (\(shared.joined(separator: ", ")) \(verb) held more than once, and each holder gets its own copy)"
    return "it holds more than \(Self.maximumAnimationsPerAdd) animations once its groups are copied" + why
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

  /// Begin times set without `CACurrentMediaTime()` are times long past (Core Animation's now is
  /// seconds since boot): such animations started before the code ran. They are shown started at
  /// once, their offsets from one another kept (the latest at scene time 0), and said so; one
  /// that does not repeat would have ended in an app before it was seen.
  mutating func shiftPastBegins() {
    let all = layers.flatMap { $0.pastBegins.values.map(\.time) }
    guard let latest = all.max(), all.contains(where: { $0 != 0 }) else { return }
    for l in layers.indices where !layers[l].pastBegins.isEmpty {
      let now = localTime(of: l, atGlobal: 0)
      var indices: [String: Int] = [:]
      for (i, a) in layers[l].animations.enumerated() { indices[a.key] = i }
      for (key, past) in layers[l].pastBegins.sorted(by: { $0.key < $1.key }) {
        guard let index = indices[key],
          case .object(var members) = layers[l].animations[index].document
        else { continue }
        let shifted = now + past.time - latest
        members.removeAll { $0.key == "beginTime" }
        if shifted != 0 { members.insert(("beginTime", .number(shifted)), at: min(2, members.count)) }
        layers[l].animations[index].document = .object(members)
        guard past.time != 0 else { continue }
        site = past.build.fieldSites["beginTime"] ?? past.build.site
        let repeats = past.build.fields.contains { ["repeatCount", "repeatDuration"].contains($0.key) }
        note(
          "\(key): beginTime \(shortestText(past.time)) is not from CACurrentMediaTime(), so Core Animation reads it as a time long past; shown started at once (beginTime \(shortestText(shifted))), its offset from the others kept"
            + (repeats ? "" : ". It does not repeat: in an app it would have ended before it was seen")
        )
      }
    }
  }

  /// The scene file, or nil when the code created no animation (UIKit blocks' count) and
  /// changes nothing later.
  mutating func document(defaultName: String) -> JSONValue? {
    // Animations made, added by UIKit, or added implicitly by a model value set later (a layer's
    // own action: a scene of events alone); or values a display link sets frame by frame, or a
    // view's `draw(_:)` draws again and again (its drawing's shapes set at each pass).
    let framed = (!displayLinks.isEmpty || !drawnShapes.isEmpty) && events.contains { $0.action == "set" }
    guard
      animations.contains(where: \.animatesSomething) || uikitAdded > 0 || framed || implicitInEntry > 0
        || events.contains(where: { $0.action == "add" })
    else {
      return nil
    }
    restoreCommit()
    // Every animation added was refused: nothing to show.
    let held = Set(animations.flatMap(\.children))
    if leftOut > 0, uikitAdded == 0, layers.allSatisfy({ $0.animations.isEmpty }),
      !animations.indices.contains(where: {
        animations[$0].addedTo == nil && !animations[$0].refused && !held.contains($0)
      })
    {
      return nil
    }
    dropLayoutGuides()
    shiftPastBegins()
    // A layer made in a loop is one variable and many layers: `dot`, `dot2`, `dot3`.
    var taken = UniqueNames()
    // Layers taken out of the tree (built again after `sublayers = nil`) do not take names first.
    for i in layers.indices.filter({ !layers[$0].isDetached }) + layers.indices.filter({ layers[$0].isDetached }) {
      if layers[i].id.isEmpty { layers[i].id = layers[i].helperName }
      if !layers[i].id.isEmpty { layers[i].id = taken.fresh(layers[i].id) }
    }
    let children = Set(animations.flatMap(\.children))
    // An animation whose copy was added was used (`layer.add(anim.copy() as! CAAnimation, …)`),
    // or whose copy is in a group that was (a builder copying each step into a sequence).
    var copiedAndAdded = Set<Int>()
    var used = animations.indices.filter { animations[$0].addedTo != nil }
    var seen = Set(used)
    while let next = used.popLast() {
      var source = animations[next].copiedFrom
      while let i = source, copiedAndAdded.insert(i).inserted { source = animations[i].copiedFrom }
      for child in animations[next].children where seen.insert(child).inserted { used.append(child) }
    }
    let orphans = animations.indices.filter {
      animations[$0].addedTo == nil && !animations[$0].refused && !children.contains($0)
        && !copiedAndAdded.contains($0) && animations[$0].animatesSomething
    }
    let anyAdded = animations.contains { $0.addedTo != nil }
    if anyAdded {
      // Others were added: these were left unused (an `add` commented out, a spare); Core
      // Animation runs only added animations, so they are not shown.
      for i in orphans {
        site = animations[i].site
        note("\(name(ofAnimation: i)) is never added to a layer; not shown (Core Animation runs only added animations)")
      }
    } else if !orphans.isEmpty {
      // A snippet that only makes an animation: shown on the root layer, as a sketch of it.
      let root = layers.indices.first { layers[$0].parent == nil } ?? implicitLayer(["layer"])
      // Helpers' locals share names (`let animation` in each): every orphan gets an id of its own.
      var taken = UniqueNames(
        Set(layers[root].animations.map(\.key) + layers[root].sublayers.map { layers[$0].id }))
      for i in orphans {
        let variable = name(ofAnimation: i)
        let id = taken.fresh(variable)
        site = animations[i].site
        let shown = id == variable ? "" : " as \(id)"
        note(
          "\(variable) is never added to a layer; shown on \(layers[root].id.isEmpty ? "the root layer" : layers[root].id)"
            + shown)
        do {
          for document in try documents(animation: i, id: id) {
            layers[root].add(document.id ?? id, document)
          }
        } catch {
          note("\(id) left out: \(error.message)")
        }
      }
    }
    // Layers that hold nothing and were only read from are not part of the scene.
    // A mask without animations of its own is not drawn: not a root either.
    // A mask that animates (a shimmer's gradient set as `label.layer.mask`) is shown where it
    // lies, as the last sublayer of the layer it masks (its geometry is in that layer's
    // coordinates): its animation can be seen, though it is drawn, not applied as a mask.
    for owner in layers.indices {
      guard let mask = layers[owner].mask, layers[mask].parent == nil, animatesInSubtree(mask) else {
        continue
      }
      layers[mask].parent = owner
      layers[owner].sublayers.append(mask)
      let name = layers[mask].id.isEmpty ? "the mask" : layers[mask].id
      let of = layers[owner].id.isEmpty ? "the layer it masks" : layers[owner].id
      notes.append(
        Diagnostic(
          .note,
          "\(name) is \(of)'s mask: it is drawn as a sublayer of \(of) (masks are not applied), so its animation shows"
        ))
    }
    // A layer taken out of the tree (`sublayers = nil`) is gone from the screen: not a root.
    var roots = layers.indices.filter {
      layers[$0].parent == nil && !isEmpty($0) && !(layers[$0].isMask && layers[$0].animations.isEmpty)
        && !layers[$0].isDetached
    }
    if roots.isEmpty { roots = [layers.indices.first { layers[$0].parent == nil } ?? implicitLayer(["layer"])] }
    // A view or layer the code made and never put in a tree, that nothing animates (one made
    // only for its frame, `UIBezierPath(ovalIn: tempView.frame)`), is not on screen.
    // (A layer the code names without making it is the subject of a snippet, unless an app's
    // screen is shown: then it is a value the code could not know, `cache?.layer` of an unknown.)
    if roots.count > 1 {
      let screenShown = roots.contains { controllerViews.contains($0) }
      let unseen = roots.filter {
        (screenShown || !implicitLayers.values.contains($0)) && !controllerViews.contains($0) && !animatesInSubtree($0)
      }
      if unseen.count < roots.count {
        for i in unseen {
          notes.append(
            Diagnostic(
              .note, "\(layers[i].id.isEmpty ? "a layer" : layers[i].id) is never added to a layer tree: not shown"))
        }
        roots.removeAll { unseen.contains($0) }
      }
    }
    // The app's window, asked for (`UIApplication.shared.keyWindow ?? …`) but holding nothing
    // of the code's, is not a root of its own beside the screen's view.
    if roots.count > 1, let window = implicitLayers["window"], roots.contains(window),
      layers[window].sublayers.isEmpty, !animatesInSubtree(window)
    {
      roots.removeAll { $0 == window }
    }
    // A view the code made but never added to the screen's views (a button's image view kept
    // for an image never given) shows nothing on a device, whatever animates it: left out when
    // the screen's own view is shown.
    if roots.count > 1, roots.contains(where: { controllerViews.contains($0) || implicitLayers.values.contains($0) }) {
      // (A window is on screen without a superview; a view the entry point runs is the subject.)
      let subjects = Set(objects.filter { !$0.madeInCode }.compactMap(\.layer))
      let offscreen = roots.filter { layers[$0].isViewLayer && !isScreenRoot($0) && !subjects.contains($0) }
      for i in offscreen {
        notes.append(
          Diagnostic(
            .note,
            "\(layers[i].id.isEmpty ? "a view" : layers[i].id) is never added to a view on screen: not shown (its animations do nothing visible)"
          ))
      }
      roots.removeAll { offscreen.contains($0) }
    }
    var rootDocument: JSONValue
    if roots.count == 1 {
      rootDocument = layerDocument(roots[0], fallbackID: "root")
    } else {
      notes.append(
        Diagnostic(
          .note,
          "the code uses \(roots.count) layers without a common superlayer; they are shown as sublayers of one root"
        ))
      var sublayers: [JSONValue] = []
      for (index, root) in roots.enumerated() {
        sublayers.append(layerDocument(root, fallbackID: "layer\(index + 1)", depth: 1, parentPath: "root"))
      }
      rootDocument = .object([("id", .string("root")), ("sublayers", .array(sublayers))])
    }
    var scene: [(key: String, value: JSONValue)] = [("name", .string(defaultName))]
    for (key, value) in markers.byName["scene"] ?? [] where ["name", "title", "caption", "timeline"].contains(key) {
      scene.removeAll { $0.key == key }
      scene.append((key, value))
    }
    scene.append(("layer", rootDocument))
    let events = eventDocuments()
    if !events.isEmpty { scene.append(("events", .array(events))) }
    return .object(scene)
  }

  /// True when layer `i` or a layer below it has an animation, or an event of the scene changes it.
  func animatesInSubtree(_ i: Int) -> Bool {
    var stack = [i]
    var seen = 0
    while let next = stack.popLast(), seen < layers.count {
      seen += 1
      // (Model values set later on a layer in no tree show nothing: only an added animation counts.)
      if !layers[next].animations.isEmpty || events.contains(where: { $0.layer == next && $0.action == "add" }) {
        return true
      }
      stack += layers[next].sublayers
    }
    return false
  }

  func isEmpty(_ i: Int) -> Bool {
    let l = layers[i]
    return l.animations.isEmpty && l.properties.isEmpty && l.sublayers.isEmpty && l.speed == 1 && l.timeOffset == 0
      && l.beginTime == 0
  }

  /// Layer `i` as a scene file object, `depth` levels below the root layer: sublayers and
  /// animations that would nest deeper than `SceneLimits.nesting` (groups and sublayers
  /// together, as every reader counts) are left out and said so.
  mutating func layerDocument(_ i: Int, fallbackID: String, depth: Int = 0, parentPath: String? = nil) -> JSONValue {
    let l = layers[i]
    let id = l.id.isEmpty ? fallbackID : l.id
    let path = parentPath.map { $0 + "/" + id } ?? id
    layerPaths[i] = path
    // The layer's own fields as the scene writer spells them (class, timing, copies).
    var shell = Layer(id: id, beginTime: l.beginTime, speed: l.speed, timeOffset: l.timeOffset)
    shell.layerClass = l.layerClass
    shell.replicator = l.replicator
    guard case .object(var members) = Scene.document(shell) else { return .null }
    let properties = l.properties.compactMap { p in json(p.value).map { (key: p.key, value: $0) } }
    if !properties.isEmpty { members.append(("properties", .object(properties))) }
    var animations: [JSONValue] = []
    for (key, document) in l.animations {
      if depth + Self.groupDepth(document) > SceneLimits.nesting {
        notes.append(
          Diagnostic(
            .note,
            "\(key) on \(id) left out: its groups and the layers above it nest more than \(SceneLimits.nesting) levels deep"
          ))
      } else {
        animations.append(document)
      }
    }
    if !animations.isEmpty { members.append(("animations", .array(animations))) }
    if !l.sublayers.isEmpty {
      if depth + 1 > SceneLimits.nesting {
        notes.append(
          Diagnostic(
            .note, "the sublayers of \(id) left out: layers nest more than \(SceneLimits.nesting) levels deep here"))
      } else {
        let sublayers = l.sublayers.enumerated().map {
          layerDocument($1, fallbackID: "sublayer\($0 + 1)", depth: depth + 1, parentPath: path)
        }
        members.append(("sublayers", .array(sublayers)))
      }
    }
    return .object(members)
  }

  /// Levels of groups in an animation's scene file object (0 for an animation that is no group).
  static func groupDepth(_ document: JSONValue) -> Int {
    guard case .object(let members) = document,
      case .array(let children)? = members.first(where: { $0.key == "animations" })?.value
    else { return 0 }
    return 1 + (children.map(groupDepth).max() ?? 0)
  }
}

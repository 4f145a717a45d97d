import MediaTiming
import Scenes

/// Code that runs later (`asyncAfter`, timers, completion blocks) acting on a layer that was
/// already there: scene events (interfaces.md, "Scene events") instead of changes to the tree at
/// the commit. A model value set, an animation added or removed, `speed`, `timeOffset` or
/// `beginTime` set: each becomes an event at the time the code runs.
extension CodeInterpreter {
  /// One event as the scene file writes it, on a layer of the interpreter's, at `time` (scene
  /// seconds): its action (`set`, `add`, `remove`, `removeAll`, `speed`, …) and value.
  struct EventBuild {
    var time: Double
    var layer: Int
    var action: String
    var value: JSONValue
    var anchored = false
  }

  /// True when code running later acts on layer `i`, which existed before it was scheduled.
  func actsLater(on i: Int) -> Bool { delayedBy > 0 && i < delayedSince.layers }

  /// True when layer `i` may hold an animation under `key` now: added at set-up, or by an event,
  /// and not removed since.
  func hasAnimation(_ i: Int, _ key: String) -> Bool {
    // The last event that adds or removes it decides; else what the set-up added.
    for e in events.reversed() where e.layer == i {
      switch (e.action, e.value) {
      case ("removeAll", _): return false
      case ("remove", .string(key)): return false
      case ("add", .object(let members)) where members.contains(where: { $0.key == "id" && $0.value == .string(key) }):
        return true
      default: continue
      }
    }
    return layers[i].keys.contains(key)
  }

  mutating func event(on layer: Int, _ action: String, _ value: JSONValue, anchored: Bool = false) {
    events.append(EventBuild(time: delayedBy, layer: layer, action: action, value: value, anchored: anchored))
  }

  /// `layer.keyPath = value` run later: worked out on the layer as it stands (so `frame`,
  /// `center` and transforms set what they set), then undone on the tree at the commit and kept
  /// as events: `set` for each model value that changed; timing fields by `setTimingLater`.
  mutating func setLater(_ i: Int, _ keyPath: String, _ value: RuntimeValue, _ statement: CodeSite) {
    if ["speed", "timeOffset", "beginTime"].contains(keyPath) { return setTimingLater(i, keyPath, value, statement) }
    // A mask taken off later (`view.layer.mask = nil` when a transition ends): the mask, drawn
    // as a sublayer, is hidden from then.
    if keyPath == "mask", Self.isNull(value), let mask = layers[i].mask {
      event(on: mask, "set", .object([("hidden", .number(1))]))
      site = statement
      note("\(statement.text): the mask is taken off \(Self.seconds(delayedBy)) s later: hidden from then")
      return
    }
    if keyPath == "sublayers", value.isEmptyCollection {
      // `layer.sublayers = nil`: each is hidden from then (taking one out is not a scene event).
      for c in layers[i].sublayers {
        event(on: c, "set", .object([("hidden", .number(1))]))
        removedLater.insert(c)
      }
      site = statement
      note("\(statement.text): the sublayers are removed \(Self.seconds(delayedBy)) s later: hidden from then")
      return
    }
    keepCommit(i)
    let before = layers[i]
    let delay = delayedBy
    delayedBy = 0
    setLayer(i, keyPath, value, statement)
    delayedBy = delay
    let after = layers[i]
    let implicit = animatesImplicitly(i)
    for (key, new) in after.properties {
      // What it was: as set, else Core Animation's default.
      guard !sameValue(before.property(key), new), let json = json(new) else { continue }
      let actionKey = String(key.split(separator: ".").first ?? Substring(key))
      // (`hidden` switches: no implicit animation is modelled for it.)
      if implicit, let a = after.actionAnimations[key] ?? after.actionAnimations[actionKey] {
        // The layer's `actions` names an animation for the key: that one runs, under the key.
        addAction(a, on: i, key: after.actionAnimations[key] == nil ? actionKey : key, statement)
      } else if implicit, key != "hidden", KeyPathAddress.of(key) != nil, !after.disabledActions.contains(key),
        !after.disabledActions.contains(actionKey)
      {
        // The layer's action for the key (uikit.md §6): added as the value is set, from what
        // was on screen (captured before the set) to the new model value.
        let duration = transactions.last(where: { $0 != nil }).flatMap { $0 } ?? 0.25
        event(
          on: i, "add",
          .object([
            ("id", .string(key)), ("keyPath", .string(key)), ("duration", .number(duration)),
            ("timingFunction", transactionCurve ?? .string("default")),
          ]))
        implicitNoted = true
      }
      event(on: i, "set", .object([(key, json)]))
    }
    // Parts of a transform that a new transform no longer has go back to the identity's.
    for (key, _) in before.properties where !after.properties.contains(where: { $0.key == key }) {
      guard let c = CodeTransform.partKeyPaths.firstIndex(of: key) else { continue }
      event(on: i, "set", .object([(key, .number(CodeTransform.identityParts[c]))]))
    }
  }

  /// `layer.speed`, `.timeOffset` or `.beginTime` set by code running later: an event when it
  /// changes what the layer has then. A number read from the clock (`convertTime`,
  /// `CACurrentMediaTime()`) is on the scene's clock: the event is anchored.
  mutating func setTimingLater(_ i: Int, _ keyPath: String, _ value: RuntimeValue, _ statement: CodeSite) {
    guard let x = value.number else { return ignored(statement, "its value is not known here") }
    var timing = laterTiming(i)
    let before = timing
    let anchored = keyPath != "speed" && value.isTime
    switch keyPath {
    case "speed": timing.speed = x
    case "timeOffset": timing.timeOffset = HostTime(x) + (anchored ? timing.shift : HostTime(0))
    default: timing.beginTime = HostTime(x) + (anchored ? timing.parentShift : HostTime(0))
    }
    laterTimings[i] = timing
    guard timing.speed != before.speed || timing.timeOffset != before.timeOffset || timing.beginTime != before.beginTime
    else { return }
    event(on: i, keyPath, .number(x), anchored: anchored)
  }

  /// Keeps layer `i`'s model values as they are at the commit before code running later changes
  /// them (later code then reads what code run later set before), until `restoreCommit`.
  mutating func keepCommit(_ i: Int) {
    guard committedProperties[i] == nil else { return }
    committedProperties[i] = layers[i].properties
    if let later = laterProperties[i] { layers[i].properties = later }
  }

  /// Before a piece of code run later runs: every layer that code run earlier changed holds what
  /// it left (a display link's next frame reads where the last one put the dot), until
  /// `restoreCommit`.
  mutating func loadLater() {
    for i in laterProperties.keys.sorted() { keepCommit(i) }
  }

  /// The tree at the commit again, once a piece of code run later has run: each layer's model
  /// values as the commit has them (what the later code left is kept for the next piece).
  mutating func restoreCommit() {
    for (i, properties) in committedProperties {
      laterProperties[i] = layers[i].properties
      layers[i].properties = properties
    }
    committedProperties = [:]
  }

  /// Layer `i`'s timing as code running later has left it, on Core Animation's clock
  /// (`LayerEvent`, `HostTime`): the same arithmetic the events get from the engine, so what code
  /// reads back (`layer.timeOffset`, `convertTime`) is what it reads in an app.
  func laterTiming(_ i: Int) -> LaterTiming {
    if let timing = laterTimings[i] { return timing }
    let above = ancestors(of: i).reduce(1.0) { $0 * layers[$1].speed }
    return LaterTiming(
      speed: layers[i].speed, beginTime: HostTime(layers[i].beginTime), timeOffset: HostTime(layers[i].timeOffset),
      shift: HostTime(0, hosts: above * layers[i].speed), parentShift: HostTime(0, hosts: above))
  }

  /// A layer's own timing on Core Animation's clock, and how far that clock is from the scene's
  /// for the layer (`shift`) and its parent (`parentShift`).
  struct LaterTiming: Equatable {
    var speed: Double
    var beginTime: HostTime
    var timeOffset: HostTime
    let shift: HostTime
    let parentShift: HostTime

    /// Local time on the scene's clock at parent time `t` (the parent's scene clock).
    func localTime(atParent t: Double) -> Double {
      let parent = HostTime(t) + parentShift
      let local = (parent - beginTime) * speed + timeOffset
      return (local - shift).value
    }

    /// A field as code reads it: a literal as written, a clock value on the scene's clock.
    func read(_ field: String) -> RuntimeValue {
      switch field {
      case "speed": return .number(speed)
      case "timeOffset": return timeOffset.hosts == 0 ? .number(timeOffset.seconds) : .time((timeOffset - shift).value)
      default: return beginTime.hosts == 0 ? .number(beginTime.seconds) : .time((beginTime - parentShift).value)
      }
    }
  }

  /// The layers above layer `i`, nearest first.
  func ancestors(of i: Int) -> [Int] {
    var result: [Int] = []
    var next = layers[i].parent
    while let p = next, result.count < layers.count {
      result.append(p)
      next = layers[p].parent
    }
    return result
  }

  /// True when setting a property of layer `i` now animates implicitly (uikit.md §6): a layer the
  /// code made itself (not a view's, whose layer never animates outside a block) that is in
  /// the tree, outside `setDisableActions(true)` and `performWithoutAnimation`.
  func animatesImplicitly(_ i: Int) -> Bool {
    // (A mask is in the tree through the layer it masks: its changes animate too.)
    !layers[i].isViewLayer && !implicitLayers.values.contains(i) && (layers[i].parent != nil || layers[i].isMask)
      && !actionsDisabled.contains(true) && withoutAnimation == 0
  }

  /// Two runtime values the scene file writes the same.
  func sameValue(_ a: RuntimeValue, _ b: RuntimeValue) -> Bool {
    guard let x = json(a), let y = json(b) else { return false }
    return x == y
  }

  /// The scene file's `events`, each naming its layer by path (`paths`: what `layerDocument`
  /// wrote); events on layers the scene does not hold are left out, said once.
  mutating func eventDocuments() -> [JSONValue] {
    var result: [JSONValue] = []
    var missing = 0
    // The earliest `SceneLimits.events` (a scene holds no more), the rest said.
    let kept = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .prefix(SceneLimits.events).map(\.element)
    if kept.count < events.count {
      notes.append(
        Diagnostic(
          .note,
          "\(events.count - kept.count) later changes left out: a scene holds at most \(SceneLimits.events) events (the earliest are kept)"
        ))
    }
    for event in kept {
      guard let path = layerPaths[event.layer] else {
        missing += 1
        continue
      }
      var members: [(key: String, value: JSONValue)] = [
        ("at", .number(Self.snapped(event.time))), ("layer", .string(path)),
      ]
      members.append((event.action, event.value))
      if event.anchored { members.append(("anchored", .bool(true))) }
      result.append(.object(members))
    }
    if implicitNoted {
      notes.append(
        Diagnostic(
          .note,
          "model values set later on layers the code made animate implicitly, as Core Animation's actions do: "
            + "an animation of the key path from what is on screen, 0.25 s (or the transaction's), the default curve"
        ))
    }
    if missing > 0 {
      notes.append(
        Diagnostic(
          .note, "\(missing) later change\(missing == 1 ? "" : "s") left out: on a layer the scene does not hold"))
    }
    return result
  }
}

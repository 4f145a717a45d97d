import MediaTiming
import Scenes

/// A layer class of the program that draws itself (`draw(in:)`) from a property of its own
/// (`@NSManaged var progress`) animated by key (`CABasicAnimation(keyPath: "progress")`): Core
/// Animation draws its presentation copy again every frame while the value animates (the class
/// answers `needsDisplay(forKey:)`), so the drawing moves with the value. Here it is drawn again
/// 30 times a second through the animation — each frame's value as a basic animation gives it
/// (from, to, duration, timing function) — and once at its end: `toValue` when it fills forwards
/// and stays, else the model value. Said once.
extension CodeInterpreter {
  /// Frames per second of the redraws.
  static let redrawRate = 30.0

  /// Queues the redraws of layer `layer`'s drawing for animation `document` (as added), when the
  /// layer is a program class that draws and the key is one of its own properties.
  mutating func queueCustomKeyRedraws(_ layer: Int, _ document: JSONValue, _ statement: CodeSite) {
    // (Asked of every animation added: the program's drawing classes first, found once, so a
    // program that draws nothing looks no further.)
    let drawing = programDrawingTypes()
    guard !drawing.isEmpty, case .object(let members) = document,
      case .string(let key)? = members.first(where: { $0.key == "keyPath" })?.value,
      let o = layerObjects[layer] ?? objects.indices.first(where: { objects[$0].layer == layer }),
      drawing.contains(objects[o].type), declaredProperty(key, in: objects[o].type) != nil
    else { return }
    func number(_ name: String) -> Double? {
      if case .number(let x, _)? = members.first(where: { $0.key == name })?.value { return x }
      return nil
    }
    // (Without `toValue` it animates to the model value, without `fromValue` from it.)
    let model = objects[o].fields[key]?.number ?? 0
    guard let duration = number("duration"), duration > 0 else { return }
    let from = number("from") ?? model
    let to = number("to") ?? number("by").map { from + $0 } ?? model
    let begin = number("beginTime") ?? delayedBy
    let timing = Self.timingFunction(members.first { $0.key == "timingFunction" }?.value)
    let removed = members.first { $0.key == "removedOnCompletion" }?.value != .bool(false)
    let fill = members.first { $0.key == "fillMode" }?.value
    let holds = !removed && (fill == .string("forwards") || fill == .string("both"))
    let count = min(Int((duration * Self.redrawRate).rounded(.up)), Limits.frames)
    noteOnce(
      "\(objects[o].type) draws itself from \(key): drawn again \(Int(Self.redrawRate)) times a second while \(key) animates, as Core Animation redraws it (a warning that \(key) moves nothing is about the animation alone: its drawing moves)"
    )
    for n in 0...count {
      let time = n == count ? begin + duration : begin + Double(n) / Self.redrawRate
      let value: Double? =
        n == count ? (holds ? to : nil) : from + (to - from) * timing.progress(at: (time - begin) / duration)
      var frame = Completion(time: time, what: "a redraw of \(key)", site: statement) { me in
        me.redraw(o, key, value)
      }
      frame.runsCode = { _ in false }
      frame.isFrame = true
      completions.append(frame)
    }
  }

  /// Object `o`'s drawing made again with `key` at `value` (nil: its model value), then the
  /// model value kept.
  mutating func redraw(_ o: Int, _ key: String, _ value: Double?) {
    let model = objects[o].fields[key]
    if let value { objects[o].fields[key] = .number(value) }
    viewsNeedingDisplay.insert(o)
    drawViews()
    objects[o].fields[key] = model
  }

  /// The timing function a document names (`"easeInEaseOut"`, control points); linear, Core
  /// Animation's default for an animation without one, otherwise.
  static func timingFunction(_ value: JSONValue?) -> TimingFunction {
    switch value {
    case .string(let name)?: return TimingFunction.named(name) ?? .linear
    case .array(let points)?:
      let c = points.compactMap { if case .number(let x, _) = $0 { x } else { nil } }
      guard c.count == 4, let made = try? TimingFunction(controlPoints: c[0], c[1], c[2], c[3]) else {
        return .linear
      }
      return made
    default: return .linear
    }
  }
}

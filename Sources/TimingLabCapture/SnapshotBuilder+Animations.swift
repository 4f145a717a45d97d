/// Writing one captured animation as a scene file's animation: the timing fields that are not
/// Core Animation's defaults, then its class's own fields.
extension SnapshotBuilder {
  /// The animation under `id`; `layerTime` is its layer's raw local time at the instant (nil for
  /// a group's child, timed in the group). Nil, with a note, when it cannot be written.
  mutating func animation(_ a: CapturedAnimation, id: String, at place: String, layerTime: Double?) -> CaptureJSON? {
    var members: [(String, CaptureJSON)] = [("id", .string(id))]
    let isTransition = a.transition != nil
    if a.children == nil, !isTransition {
      guard let property = a.property, let keyPath = property.keyPath, !keyPath.isEmpty else {
        notes.append("\(place): a \(a.className) without a key path animates nothing; not written")
        return nil
      }
      var written = keyPath
      // A scene refuses it: the stage has nothing to apply a sublayer transform to.
      if keyPath == "sublayerTransform" || keyPath.hasPrefix("sublayerTransform."),
        property.valueFunction == nil
      {
        notes.append(
          "\(place): \(keyPath) is not part of TimingLab's model (each sublayer's transform is); not written")
        return nil
      }
      if let function = property.valueFunction {
        guard let same = Self.valueFunctionKeyPath(keyPath, function) else {
          notes.append(
            "\(place): a \(keyPath) animation through the value function \(function) (three numbers) is not part "
              + "of TimingLab's model; not written")
          return nil
        }
        written = same
      }
      members.append(("keyPath", .string(written)))
    }
    animationCount += 1
    members += timingFields(a, at: place, layerTime: layerTime)
    if let property = a.property {
      if property.isAdditive { members.append(("additive", .bool(true))) }
      if property.isCumulative { members.append(("cumulative", .bool(true))) }
    }
    if let spring = a.spring {
      members.append(
        (
          "spring",
          .object([
            ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
            ("damping", .number(spring.damping)),
            ("initialVelocity", .number(spring.initialVelocity)),
          ])
        ))
      if spring.allowsOverdamping { notes.append("\(place): allowsOverdamping is not part of TimingLab's model") }
    }
    if let basic = a.basic {
      for (name, value) in [("from", basic.from), ("to", basic.to), ("by", basic.by)] {
        guard let value, let json = self.value(value, at: "\(place).\(name)", keyPath: a.property?.keyPath) else {
          continue
        }
        members.append((name, json))
      }
    }
    if let keyframes = a.keyframes { members += keyframeFields(keyframes, at: place, keyPath: a.property?.keyPath) }
    if let children = a.children {
      var ids = Set<String>()
      var written: [CaptureJSON] = []
      for (index, child) in children.enumerated() {
        let base = Self.keyPaths(of: child).first ?? (child.transition != nil ? "transition" : "child\(index + 1)")
        let childID = Self.unique(Self.cleaned(base, fallback: "child\(index + 1)"), in: &ids)
        if let json = animation(child, id: childID, at: "\(place)/\(childID)", layerTime: nil) { written.append(json) }
      }
      members.append(("animations", .array(written)))
    }
    if let transition = a.transition {
      members.append(("transition", .string(transition.type)))
      if let subtype = transition.subtype { members.append(("subtype", .string(subtype))) }
      if transition.startProgress != 0 { members.append(("startProgress", .number(transition.startProgress))) }
      if transition.endProgress != 1 { members.append(("endProgress", .number(transition.endProgress))) }
    }
    if a.property == nil, a.children == nil, !isTransition {
      notes.append("\(place): \(a.className) is not a class TimingLab knows; only its timing is written")
    }
    return .object(members)
  }

  /// `beginTime` (made relative to the instant on a layer), then the other timing fields, the fill,
  /// `removedOnCompletion` and the timing function, each where it is not the default.
  mutating func timingFields(_ a: CapturedAnimation, at place: String, layerTime: Double?) -> [(String, CaptureJSON)] {
    let t = a.timing
    var fields: [(String, CaptureJSON)] = []
    var begin = t.beginTime
    if let layerTime {
      if t.beginTime == 0 {
        notes.append(
          "\(place): beginTime 0, so not committed yet (added in the transaction being built); it begins at the "
            + "commit, taken as the capture instant")
      } else {
        begin = Self.nanoseconds(t.beginTime - layerTime)
      }
    }
    if layerTime != nil { noteSpan(begin: begin, t) }
    let numbers: [(String, Double, Double)] = [
      ("beginTime", begin, 0), ("duration", t.duration, 0), ("speed", t.speed, 1), ("timeOffset", t.timeOffset, 0),
    ]
    for (name, value, standard) in numbers where value != standard {
      guard value.isFinite else {
        notes.append("\(place).\(name) is \(value), not a finite number; left at \(CaptureJSON.number(standard))")
        continue
      }
      fields.append((name, .number(value)))
    }
    if t.repeatCount != 0 {
      if t.repeatCount == .infinity {
        fields.append(("repeatCount", .string("infinity")))
      } else if t.repeatCount.isFinite, t.repeatCount > 0 {
        fields.append(("repeatCount", .number(t.repeatCount)))
      } else {
        notes.append("\(place).repeatCount is \(t.repeatCount); left at 0")
      }
    }
    if t.repeatDuration != 0 {
      if t.repeatDuration >= 0, !t.repeatDuration.isNaN {
        fields.append(("repeatDuration", t.repeatDuration.isFinite ? .number(t.repeatDuration) : .string("infinity")))
      } else {
        notes.append("\(place).repeatDuration is \(t.repeatDuration); left at 0")
      }
    }
    if t.autoreverses { fields.append(("autoreverses", .bool(true))) }
    if t.fillMode != "removed" {
      if ["forwards", "backwards", "both"].contains(t.fillMode) {
        fields.append(("fillMode", .string(t.fillMode)))
      } else {
        notes.append("\(place): fill mode \"\(t.fillMode)\" is not one Core Animation documents; left at removed")
      }
    }
    if !a.isRemovedOnCompletion { fields.append(("removedOnCompletion", .bool(false))) }
    if a.spring == nil, let curve = a.timingFunction, let json = self.curve(curve, at: "\(place).timingFunction") {
      fields.append(("timingFunction", json))
    }
    return fields
  }

  /// Widens the timeline to an animation on the layer being written, its begin and end (its layer's
  /// seconds relative to the instant) taken to scene time; one that repeats forever counts two
  /// cycles. Nothing for a paused layer.
  mutating func noteSpan(begin: Double, _ t: CapturedTiming) {
    guard rate != 0, rate.isFinite, begin.isFinite, t.speed.isFinite, t.speed != 0 else { return }
    let duration = t.duration > 0 ? t.duration : 0.25
    var active = t.repeatDuration > 0 ? t.repeatDuration : duration * max(1, t.repeatCount)
    if t.autoreverses { active *= 2 }
    if !active.isFinite { active = duration * (t.autoreverses ? 4 : 2) }
    let ends = [begin / rate, (begin + active / abs(t.speed)) / rate]
    earliest = min(earliest ?? .infinity, ends.min()!)
    latest = max(latest ?? -.infinity, ends.max()!)
  }

  /// `seconds` to the nearest nanosecond, the host clock's resolution: a begin time 0.1 s before an
  /// instant near a day of uptime is 0.1, not 0.10000000000582077.
  static func nanoseconds(_ seconds: Double) -> Double {
    guard abs(seconds) < 1e6 else { return seconds }
    return (seconds * 1e9).rounded() / 1e9
  }

  /// A timing function as a name Core Animation gives (compared as `Float`s, as it stores them) or
  /// its four control points.
  mutating func curve(_ curve: CapturedCurve, at place: String) -> CaptureJSON? {
    switch curve {
    case .unreadable(let what):
      notes.append("\(place): \(what) has no control points TimingLab can read; left at the default (linear)")
      return nil
    case .controlPoints(let x1, let y1, let x2, let y2):
      let points = [x1, y1, x2, y2]
      guard points.allSatisfy(\.isFinite) else {
        notes.append("\(place): a control point is not a finite number; left at the default (linear)")
        return nil
      }
      if let (name, _) = Self.curveNames.first(where: { $0.1 == points.map { Float($0) } }) {
        return name == "linear" ? nil : .string(name)
      }
      return .array(points.map(CaptureJSON.number))
    }
  }

  /// `values` (or `path`), `keyTimes`, `timingFunctions`, the calculation and rotation modes and
  /// the cubic modes' tension, continuity and bias.
  mutating func keyframeFields(
    _ k: CapturedAnimation.Keyframes, at place: String, keyPath: String?
  ) -> [(String, CaptureJSON)] {
    var fields: [(String, CaptureJSON)] = []
    if let path = k.path {
      fields.append(("path", .string(path)))
    } else if let values = k.values {
      let written = values.enumerated().compactMap {
        value($0.element, at: "\(place).values[\($0.offset)]", keyPath: keyPath)
      }
      if written.count == values.count {
        fields.append(("values", .array(written)))
      } else {
        notes.append("\(place): some keyframe values could not be written, so none are")
      }
    }
    func numbers(_ name: String, _ list: [Double]?) {
      guard let list else { return }
      guard list.allSatisfy(\.isFinite) else {
        return notes.append("\(place).\(name) holds a number that is not finite")
      }
      fields.append((name, .array(list.map(CaptureJSON.number))))
    }
    numbers("keyTimes", k.keyTimes)
    if let curves = k.timingFunctions {
      let written = curves.enumerated().map { curve($0.element, at: "\(place).timingFunctions[\($0.offset)]") }
      fields.append(("timingFunctions", .array(written.map { $0 ?? .string("linear") })))
    }
    if k.calculationMode != "linear" { fields.append(("calculationMode", .string(k.calculationMode))) }
    if let mode = k.rotationMode { fields.append(("rotationMode", .string(mode))) }
    numbers("tensionValues", k.tensionValues)
    numbers("continuityValues", k.continuityValues)
    numbers("biasValues", k.biasValues)
    return fields
  }

  /// A value as the scene file writes it: a number, `[x, y]`, `[x, y, w, h]`, sixteen numbers, a
  /// colour `#RRGGBBAA` (sRGB, each component rounded to 8 bits), SVG path data (for a shape's
  /// `path` and `shadowPath` alone: a scene reads another key path's text as a colour). Nil, with a note, when it
  /// cannot be written.
  mutating func value(_ value: CapturedValue, at place: String, keyPath: String? = nil) -> CaptureJSON? {
    if let problem = value.problem {
      notes.append("\(place): \(problem); not written")
      return nil
    }
    if case .path = value, let keyPath, keyPath != "path", keyPath != "shadowPath" {
      notes.append("\(place): a CGPath for \(keyPath), which TimingLab does not animate; not written")
      return nil
    }
    switch value {
    case .number(let x): return .number(x)
    case .path(let data): return .string(data)
    case .list(let items):
      var written: [CaptureJSON] = []
      for (index, item) in items.enumerated() {
        guard let json = self.value(item, at: "\(place)[\(index)]") else { return nil }
        written.append(json)
      }
      return .array(written)
    case .color(let r, let g, let b, let a):
      let components = [r, g, b, a]
      if components.contains(where: { $0 < 0 || $0 > 1 }) {
        notes.append("\(place): an extended-range colour, clamped to sRGB")
      }
      let hex = components.map { c -> String in
        let byte = Int((min(1, max(0, c)) * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
      }
      return .string("#" + hex.joined())
    default: return .array(value.numbers.map(CaptureJSON.number))
    }
  }
}

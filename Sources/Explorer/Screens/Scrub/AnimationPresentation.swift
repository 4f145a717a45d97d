import MediaTiming

/// How the explorer presents one animation's value and curve, whatever its kind.
enum AnimationPresentation {
  /// The two values the animation runs between (its resolved from/to; the lowest and highest of
  /// number keyframes, so the bar holds every value a bounce passes through; else the first and
  /// last keyframe), nil for a group or an animation without values.
  static func ends(_ row: SceneRow) -> (from: AnimatedValue, to: AnimatedValue)? {
    let animation = row.animation
    switch animation.content {
    case .basic(let values), .spring(_, let values):
      return animation.resolvedEnds(values, model: row.model)
    case .keyframe(let keyframes):
      let numbers = keyframes.keyframeValues.compactMap { value -> Double? in
        if case .number(let x) = value { return x }
        return nil
      }
      if numbers.count == keyframes.keyframeValues.count, let low = numbers.min(), let high = numbers.max(),
        low < high
      {
        return (.number(low), .number(high))
      }
      guard let first = keyframes.keyframeValues.first, let last = keyframes.keyframeValues.last else { return nil }
      return (first, last)
    case .group:
      return nil
    case .transition(let transition):
      return (.number(transition.startProgress), .number(transition.endProgress))
    }
  }

  /// The colours the value bar runs between: a colour animation's own, else the cheat sheet's
  /// orange → blue.
  static func endpoints(_ row: SceneRow) -> (RGBColor, RGBColor) {
    if case (.color(let from), .color(let to))? = ends(row).map({ ($0.from, $0.to) }) { return (from, to) }
    return (.cheatSheetOrange, .cheatSheetBlue)
  }

  /// The labels at the ends of the value bar.
  static func valueLabels(_ row: SceneRow) -> (from: String, to: String) {
    if case .group = row.animation.content { return ("start", "end") }
    if let transition = row.animation.transition {
      return (
        "old content \(Readout.describe(.number(transition.startProgress)))",
        "new \(Readout.describe(.number(transition.endProgress)))"
      )
    }
    guard let (from, to) = ends(row) else { return ("0", "1") }
    if case .keyframe(let keyframes) = row.animation.content {
      return (Readout.describe(from), Readout.describe(to) + " (\(keyframes.keyframeValues.count) keyframes)")
    }
    return (Readout.describe(from), Readout.describe(to))
  }

  /// The curve to plot (eased progress against progress, both 0…1 of one duration `D` seconds)
  /// and its title.
  static func curve(
    _ animation: Animation, duration D: Double
  ) -> (title: String, function: @Sendable (Double) -> Double) {
    let timing = animation.timingFunction
    switch animation.content {
    case .spring(let spring, _):
      return (
        "spring " + spring.parameters.text(initialVelocity: spring.initialVelocity),
        { x in spring.progress(atTime: x * D) }
      )
    case .keyframe(let keyframes):
      let count = keyframes.keyframeValues.count
      return (
        "keyframes · \(keyframes.calculationMode.rawValue) · \(count) values",
        { x in keyframes.keyframePosition(at: keyframes.isPaced ? x : (timing?.progress(at: x) ?? x)) }
      )
    case .transition(let transition):
      let function = timing ?? .linear
      let side = transition.subtype.map { " " + $0 } ?? ""
      return (
        "transition \(transition.type)\(side) · \(function.name ?? function.cssText)", { function.progress(at: $0) }
      )
    case .basic, .group:
      let function = timing ?? .linear
      return (function.name ?? function.cssText, { function.progress(at: $0) })
    }
  }

  /// Where the value bar's marker goes: a number's value as a fraction from → to (so overshoot
  /// points off the end), the position along the keyframes, else the eased progress.
  static func marker(_ row: SceneRow, record: AnimationEvaluation) -> Double? {
    guard let eased = record.easedProgress else { return nil }
    if case .number(let v)? = record.value,
      case (.number(let a), .number(let b))? = ends(row).map({ ($0.from, $0.to) }),
      a != b, !row.animation.isCumulative
    {
      return (v - a) / (b - a)
    }
    if case .keyframe(let keyframes) = row.animation.content { return keyframes.keyframePosition(at: eased) }
    return eased
  }

  /// The selected animation's property as the layer presents it now.
  static func presented(_ row: SceneRow, in presentation: [LayerPresentation]) -> PresentedProperty? {
    guard let layer = presentation.first(where: { $0.path == row.layerPath }) else { return nil }
    return layer.properties.first { property in property.contributions.contains { $0.path == row.path } }
      ?? row.animation.keyPath.flatMap { keyPath in
        KeyPathAddress.of(keyPath).flatMap { address in
          layer.property(KeyPathAddress.of(address.reportedKeyPath)?.reportedKeyPath ?? address.reportedKeyPath)
        }
      }
  }
}

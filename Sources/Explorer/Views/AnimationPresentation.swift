import MediaTiming

/// How the explorer presents one animation's value and curve, whatever its kind.
enum AnimationPresentation {
  /// The colours the value bar runs between: a colour animation's own (first and last keyframe
  /// for keyframes), else the cheat sheet's orange → blue.
  static func endpoints(_ animation: Animation) -> (RGBColor, RGBColor) {
    switch animation.content {
    case .basic(.color(let from)?, .color(let to)?), .spring(_, .color(let from)?, .color(let to)?):
      return (from, to)
    case .keyframe(let keyframes):
      if case .color(let from)? = keyframes.values.first, case .color(let to)? = keyframes.values.last {
        return (from, to)
      }
    default:
      break
    }
    return (.cheatSheetOrange, .cheatSheetBlue)
  }

  /// The labels at the ends of the value bar.
  static func valueLabels(_ animation: Animation) -> (from: String, to: String) {
    switch animation.content {
    case .basic(let from?, let to?), .spring(_, let from?, let to?):
      return (Readout.describe(from), Readout.describe(to))
    case .keyframe(let keyframes):
      guard let first = keyframes.values.first, let last = keyframes.values.last else { return ("", "") }
      return (Readout.describe(first), Readout.describe(last) + " (\(keyframes.values.count) keyframes)")
    case .group: return ("start", "end")
    case .basic, .spring: return ("0", "1")
    }
  }

  /// The curve to plot (eased progress against progress, both 0…1 of one duration `D` seconds)
  /// and its title.
  static func curve(
    _ animation: Animation, duration D: Double
  ) -> (title: String, function: @Sendable (Double) -> Double) {
    let timing = animation.timingFunction
    switch animation.content {
    case .spring(let spring, _, _):
      let title = "spring m \(number(spring.mass)) k \(number(spring.stiffness)) c \(number(spring.damping))"
      return (title, { x in spring.progress(atTime: (timing?.progress(at: x) ?? x) * D) })
    case .keyframe(let keyframes):
      let count = keyframes.values.count
      return (
        "keyframes · \(count) values",
        { x in
          // Position along the keyframes: (segment + eased local fraction) / segments.
          let u = timing?.progress(at: x) ?? x
          guard count > 1 else { return u }
          var segment = count - 2
          for index in 0..<count - 1 where u < keyframes.keyTime(index + 1) {
            segment = index
            break
          }
          let start = keyframes.keyTime(segment)
          let end = keyframes.keyTime(segment + 1)
          var local = end > start ? (u - start) / (end - start) : 1
          if let functions = keyframes.timingFunctions, segment < functions.count {
            local = functions[segment].progress(at: local)
          }
          return (Double(segment) + local) / Double(count - 1)
        }
      )
    case .basic, .group:
      let function = timing ?? .linear
      return (function.name ?? function.cssText, { function.progress(at: $0) })
    }
  }
}

/// Springs written as text, the way Swift code names them: `spring(mass: 1, stiffness: 100,
/// damping: 10, initialVelocity: 0)` (or four numbers in that order), `spring(perceptualDuration:
/// 1, bounce: 0.5)`, `spring(duration: 0.5, bounce: 0.3)`, `spring(response: 0.5,
/// dampingFraction: 0.8)` (or `dampingRatio:`), UIKit's `spring(dampingRatio: 0.7, duration: 0.5,
/// initialVelocity: 0)`, and the presets `.smooth`, `.snappy(duration: 0.4, extraBounce: 0.1)`,
/// `bouncy` (the dot is optional).
extension Spring {
  /// The spring a text describes, or why it does not describe one; nil when the text is not
  /// shaped like a spring at all (so it can be tried as something else).
  public static func parse(_ text: String) -> Result<Spring, SpringTextError>? {
    var body = text.filter { !$0.isWhitespace }
    if body.hasPrefix(".") { body.removeFirst() }
    let name = String(body.prefix { $0.isLetter })
    let preset = SpringPreset(rawValue: name)
    guard name == "spring" || preset != nil else { return nil }
    var rest = body.dropFirst(name.count)
    var arguments: [(label: String?, value: Double)] = []
    if !rest.isEmpty {
      guard rest.first == "(", rest.last == ")" else { return .failure(SpringTextError("expected (…) after \(name)")) }
      rest = rest.dropFirst().dropLast()
      if !rest.isEmpty {
        for part in rest.split(separator: ",", omittingEmptySubsequences: false) {
          let pieces = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
          let label = pieces.count == 2 ? String(pieces[0]) : nil
          guard let number = Double(String(pieces.last!)), number.isFinite else {
            return .failure(SpringTextError("\"\(part)\" is not a number or label: number"))
          }
          arguments.append((label, number))
        }
      }
    } else if preset == nil {
      return .success(Spring())
    }
    if let preset { return presetSpring(preset, arguments) }
    return labelledSpring(arguments)
  }

  private static func presetSpring(
    _ preset: SpringPreset, _ arguments: [(label: String?, value: Double)]
  )
    -> Result<Spring, SpringTextError>
  {
    var duration = 0.5
    var extra = 0.0
    var velocity = 0.0
    for (label, value) in arguments {
      switch label {
      case "duration": duration = value
      case "extraBounce": extra = value
      case "initialVelocity": velocity = value
      default:
        return .failure(SpringTextError(".\(preset.rawValue)(…) takes duration:, extraBounce: and initialVelocity:"))
      }
    }
    let parameters = SpringParameters.preset(preset, duration: duration, extraBounce: extra)
    if let problem = parameters.problem { return .failure(SpringTextError(problem)) }
    return .success(Spring(parameters, initialVelocity: velocity))
  }

  private static func labelledSpring(_ arguments: [(label: String?, value: Double)]) -> Result<Spring, SpringTextError>
  {
    if arguments.isEmpty { return .success(Spring()) }
    if arguments.allSatisfy({ $0.label == nil }) {
      guard arguments.count == 4 else {
        return .failure(SpringTextError("spring(mass, stiffness, damping, velocity) takes four numbers, or labels"))
      }
      let parameters = SpringParameters.physical(
        mass: arguments[0].value, stiffness: arguments[1].value, damping: arguments[2].value, allowsOverdamping: false)
      if let problem = parameters.problem { return .failure(SpringTextError(problem)) }
      return .success(Spring(parameters, initialVelocity: arguments[3].value))
    }
    var values: [String: Double] = [:]
    for (label, value) in arguments {
      guard let label else { return .failure(SpringTextError("give every argument a label, or none")) }
      guard Self.textLabels.contains(label) else {
        let hint = closestLabel(label).map { " (did you mean \"\($0)\"?)" } ?? ""
        return .failure(SpringTextError("unknown label \"\(label)\"\(hint)"))
      }
      values[label] = value
    }
    let velocity = values["initialVelocity"] ?? 0
    switch SpringParameters.from(labels: values) {
    case .success(let parameters): return .success(Spring(parameters, initialVelocity: velocity))
    case .failure(let error): return .failure(error)
    }
  }

  /// Every label the texts and scene files accept.
  public static let textLabels = [
    "mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping", "perceptualDuration", "bounce", "duration",
    "response", "dampingFraction", "dampingRatio", "preset", "extraBounce",
  ]

  private static func closestLabel(_ label: String) -> String? {
    closestMatch(to: label, in: textLabels, within: max(2, label.count / 3))
  }
}

/// Why a spring text or parameter set cannot be used.
public struct SpringTextError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

extension SpringParameters {
  /// The parameter set named by `labels` (numbers; `allowsOverdamping` is 1 or 0): one of
  /// mass/stiffness/damping, perceptualDuration/bounce, duration/bounce, response/dampingRatio
  /// (or dampingFraction), dampingRatio/duration (UIKit). `initialVelocity` may join any.
  public static func from(labels values: [String: Double]) -> Result<SpringParameters, SpringTextError> {
    let keys = Set(values.keys).subtracting(["initialVelocity"])
    let parameters: SpringParameters
    if keys.isSubset(of: ["mass", "stiffness", "damping", "allowsOverdamping"]) {
      parameters = .physical(
        mass: values["mass"] ?? 1, stiffness: values["stiffness"] ?? 100, damping: values["damping"] ?? 10,
        allowsOverdamping: (values["allowsOverdamping"] ?? 0) != 0)
    } else if keys.contains("perceptualDuration"), keys.isSubset(of: ["perceptualDuration", "bounce"]) {
      parameters = .perceptual(duration: values["perceptualDuration"]!, bounce: values["bounce"] ?? 0)
    } else if keys.contains("response"), keys.isSubset(of: ["response", "dampingFraction", "dampingRatio"]),
      !(keys.contains("dampingFraction") && keys.contains("dampingRatio"))
    {
      parameters = .response(
        response: values["response"]!, dampingRatio: values["dampingFraction"] ?? values["dampingRatio"] ?? 1)
    } else if keys.contains("dampingRatio"), keys.isSubset(of: ["dampingRatio", "duration"]) {
      parameters = .uikit(dampingRatio: values["dampingRatio"]!, duration: values["duration"] ?? 0.5)
    } else if keys.isSubset(of: ["duration", "bounce"]) {
      parameters = .durationBounce(duration: values["duration"] ?? 0.5, bounce: values["bounce"] ?? 0)
    } else {
      return .failure(
        SpringTextError(
          "mixes parameter sets (\(keys.sorted().joined(separator: ", "))); give one of: mass/stiffness/damping, perceptualDuration/bounce, duration/bounce, response/dampingFraction, dampingRatio/duration (UIKit), or a preset"
        ))
    }
    if let problem = parameters.problem { return .failure(SpringTextError(problem)) }
    return .success(parameters)
  }

  /// Why these parameters describe no spring (Apple's ranges), or nil.
  public var problem: String? {
    switch self {
    case .physical(let m, let k, let c, _):
      if !(m > 0) { return "mass must be greater than 0" }
      if !(k > 0) { return "stiffness must be greater than 0" }
      if !(c >= 0) { return "damping must not be negative" }
    case .perceptual(let d, let b), .durationBounce(let d, let b):
      if !(d > 0) { return "duration must be greater than 0" }
      if !(b > -1) { return "bounce must be greater than -1 (negative values are over-damped)" }
    case .response(let r, let zeta):
      if !(r > 0) { return "response must be greater than 0" }
      if !(zeta >= 0) { return "dampingFraction must not be negative" }
    case .uikit(let zeta, let d):
      if !(d > 0) { return "duration must be greater than 0" }
      if !(zeta > 0) { return "dampingRatio must be greater than 0" }
    case .preset(_, let d, let extra):
      if !(d > 0) { return "duration must be greater than 0" }
      if !(extra > -1) { return "extraBounce must leave the bounce above -1" }
    }
    return nil
  }

  /// The text that reads back as these parameters with `initialVelocity` (`spring(response: 0.5,
  /// dampingFraction: 0.8)`, `.bouncy`), defaults left out.
  public func text(initialVelocity v: Double = 0) -> String {
    func n(_ value: Double) -> String { shortestText(value) }
    var parts: [String]
    switch self {
    case .physical(let m, let k, let c, let allows):
      parts = ["mass: \(n(m))", "stiffness: \(n(k))", "damping: \(n(c))"]
      if allows { parts.append("allowsOverdamping: 1") }
    case .perceptual(let d, let b): parts = ["perceptualDuration: \(n(d))", "bounce: \(n(b))"]
    case .durationBounce(let d, let b): parts = ["duration: \(n(d))", "bounce: \(n(b))"]
    case .response(let r, let zeta): parts = ["response: \(n(r))", "dampingFraction: \(n(zeta))"]
    case .uikit(let zeta, let d): parts = ["dampingRatio: \(n(zeta))", "duration: \(n(d))"]
    case .preset(let preset, let d, let extra):
      var arguments: [String] = []
      if d != 0.5 { arguments.append("duration: \(n(d))") }
      if extra != 0 { arguments.append("extraBounce: \(n(extra))") }
      if v != 0 { arguments.append("initialVelocity: \(n(v))") }
      return "." + preset.rawValue + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
    }
    if v != 0 { parts.append("initialVelocity: \(n(v))") }
    return "spring(\(parts.joined(separator: ", ")))"
  }
}

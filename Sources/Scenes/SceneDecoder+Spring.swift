import MediaTiming

/// Reading a spring's parameters (springs.md): one of Apple's parameter sets as an object,
/// `{"mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping"}`,
/// `{"perceptualDuration", "bounce"}`, `{"duration", "bounce"}`, `{"response", "dampingFraction"}`
/// (or `dampingRatio`), UIKit's `{"dampingRatio", "duration", "initialVelocity"}`, a preset
/// `{"preset", "duration", "extraBounce"}`; or a text: `"bouncy"`, `".snappy(duration: 0.4)"`,
/// `"spring(response: 0.5, dampingFraction: 0.8)"`.
extension SceneDecoder {
  static let springParameterFields = [
    "mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping", "perceptualDuration", "bounce",
    "duration", "response", "dampingFraction", "dampingRatio", "preset", "extraBounce",
  ]

  mutating func spring(_ value: JSONValue, at path: String) -> Spring {
    if let text = value.stringValue {
      switch Spring.parse(text) {
      case .success(let spring)?:
        warnIfUndamped(spring, at: path)
        return spring
      case .failure(let error)?:
        problem(path, "\(error)", value)
      case nil:
        problem(
          path,
          "must be a parameter object or a spring text (\"bouncy\", \"spring(response: 0.5, dampingFraction: 0.8)\")",
          value)
      }
      return Spring()
    }
    guard let fields = object(value, at: path, known: Self.springParameterFields) else { return Spring() }
    var numbers: [String: Double] = [:]
    for key in Self.springParameterFields where fields[key] != nil && key != "preset" && key != "allowsOverdamping" {
      let number = self.number(fields, key, at: path, default: .nan)
      if number.isFinite { numbers[key] = number }
    }
    let velocity = numbers["initialVelocity"] ?? 0
    if let presetValue = fields["preset"] {
      let names = SpringPreset.allCases.map(\.rawValue)
      guard let name = presetValue.stringValue, let preset = SpringPreset(rawValue: name) else {
        problem("\(path).preset", "must be one of \(names.joined(separator: ", "))", presetValue)
        return Spring()
      }
      let others = Set(numbers.keys).subtracting(["duration", "extraBounce", "initialVelocity"])
      if let other = others.sorted().first {
        problem("\(path).\(other)", "does not go with a preset (which takes duration and extraBounce)")
      }
      let parameters = SpringParameters.preset(
        preset, duration: numbers["duration"] ?? 0.5, extraBounce: numbers["extraBounce"] ?? 0)
      if let reason = parameters.problem { problem(path, reason) }
      return Spring(parameters, initialVelocity: velocity)
    }
    // Apple's ranges, each named by its field.
    var rangeProblem = false
    for (key, value) in numbers.sorted(by: { $0.key < $1.key }) {
      let positive = ["mass", "stiffness", "perceptualDuration", "duration", "response"].contains(key)
      let nonNegative = ["damping", "dampingFraction", "dampingRatio"].contains(key)
      let message =
        positive && !(value > 0)
        ? "must be greater than 0"
        : nonNegative && !(value >= 0)
          ? "must not be negative"
          : key == "bounce" && !(value > -1)
            ? "must be greater than -1 (negative values are over-damped)" : nil
      if let message {
        problem("\(path).\(key)", message, fields[key])
        rangeProblem = true
      }
    }
    if rangeProblem { return Spring() }
    if fields["allowsOverdamping"] != nil {
      numbers["allowsOverdamping"] = bool(fields, "allowsOverdamping", at: path, default: false) ? 1 : 0
    }
    switch SpringParameters.from(labels: numbers) {
    case .success(let parameters):
      let spring = Spring(parameters, initialVelocity: velocity)
      warnIfUndamped(spring, at: path)
      return spring
    case .failure(let error):
      // Name the field the range rule is about when there is one.
      let field = Self.springParameterFields.first { error.message.hasPrefix($0 + " ") }
      problem(field.map { "\(path).\($0)" } ?? path, error.message, field.flatMap { fields[$0] })
      return Spring()
    }
  }

  mutating func warnIfUndamped(_ spring: Spring, at path: String) {
    if spring.dampingRatio == 0 {
      warning(path, "has no damping: it oscillates forever and never settles")
    }
  }
}

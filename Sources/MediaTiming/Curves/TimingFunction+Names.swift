extension TimingFunction {
  /// Seed 003's curves with the parameters TimingLab uses (rate 6; ω 20, ζ 0.33).
  public static let quadratic = TimingFunction(kind: .parametric(.quadratic), name: "quadratic")
  public static let smoothstep = TimingFunction(kind: .parametric(.smoothstep), name: "smoothstep")
  public static let exponentialDecay = TimingFunction(
    kind: .parametric(.exponentialDecay(rate: 6)), name: "exponentialDecay")
  public static let secondOrder = TimingFunction(
    kind: .parametric(.secondOrder(omega: 20, zeta: 0.33)), name: "secondOrder")
  public static let tToXEaseInOut = TimingFunction(kind: .parametric(.tToXEaseInOut), name: "tToXEaseInOut")
  /// `CASpringAnimation`'s defaults (mass 1, stiffness 100, damping 10) over their settling time.
  public static let spring = TimingFunction(kind: .spring(Spring()), name: "spring")
  /// SwiftUI's presets `.smooth`, `.snappy`, `.bouncy` (duration 0.5 s) over their settling time.
  public static let springPresets: [TimingFunction] = SpringPreset.allCases.map {
    TimingFunction(kind: .spring(Spring(.preset($0, duration: 0.5, extraBounce: 0))), name: $0.rawValue)
  }

  /// Penner's curves, named `easeInSine`, `easeOutSine`, `easeInOutSine`, … `easeInOutBounce`.
  public static let penner: [TimingFunction] = PennerFamily.allCases.flatMap { family in
    PennerMode.allCases.map { mode in
      TimingFunction(
        kind: .parametric(.penner(family, mode)), name: mode.rawValue + family.rawValue.capitalizedFirstLetter)
    }
  }

  /// Every function that has a name, in the order the program lists them: Core Animation's, seed
  /// 003's, the spring, then Penner's.
  public static let allNamed: [TimingFunction] =
    coreAnimationNamed + [quadratic, smoothstep, exponentialDecay, secondOrder, tToXEaseInOut, spring] + springPresets
    + penner

  /// The names accepted by `named(_:)`, in listing order.
  public static var names: [String] { allNamed.compactMap(\.name) }

  /// CSS's keywords for the same curves (CSS Easing: `ease` is CA's `default`).
  public static let cssAliases = [
    "ease": "default", "ease-in": "easeIn", "ease-out": "easeOut", "ease-in-out": "easeInEaseOut",
  ]

  /// The function called `name` (exact spelling, as in scene files and on the command line), a
  /// CSS keyword, `cubic-bezier(x1, y1, x2, y2)` or a spring text (`spring(mass, stiffness,
  /// damping, initialVelocity)`, `spring(response: 0.5, dampingFraction: 0.8)`, `.bouncy`, …,
  /// see `Spring.parse`); nil when none of these.
  public static func named(_ name: String) -> TimingFunction? {
    // Core Animation's five first, each on its own: most scenes use one or two of them, a curve's
    // tables take ~0.2 M instructions to build, and the whole list's curves (Penner's, the
    // springs' settling durations) are built when it is first read.
    switch name {
    case "linear": return .linear
    case "easeIn": return .easeIn
    case "easeOut": return .easeOut
    case "easeInEaseOut": return .easeInEaseOut
    case "default": return .default
    default: break
    }
    if let function = allNamed.first(where: { $0.name == name }) { return function }
    if let alias = cssAliases[name] { return named(alias) }
    if let numbers = arguments(of: name, function: "cubic-bezier"), numbers.count == 4 {
      return try? TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
    }
    if case .success(let spring)? = Spring.parse(name) {
      return TimingFunction(kind: .spring(spring), name: name.filter { $0 != " " })
    }
    return nil
  }

  /// Why `text`, shaped like `cubic-bezier(…)` or `spring(…)`, names no timing function (for
  /// error messages); nil when it has neither shape or is valid.
  public static func problem(with text: String) -> String? {
    if case .failure(let error)? = Spring.parse(text) { return "\(text.filter { $0 != " " }): \(error)" }
    guard text.filter({ $0 != " " }).hasPrefix("cubic-bezier(") else { return nil }
    guard let numbers = arguments(of: text, function: "cubic-bezier"), numbers.count == 4 else {
      return "cubic-bezier(…) takes four numbers separated by commas"
    }
    guard numbers.allSatisfy(\.isFinite) else { return "cubic-bezier(…) takes finite numbers" }
    if let x = [numbers[0], numbers[2]].first(where: { !(0...1).contains($0) }) {
      return "control point x \(shortestText(x)) is outside 0...1 (y may overshoot)"
    }
    return nil
  }

  /// The numbers of `function(a, b, …)` (spaces optional), or nil when the text has another shape.
  static func arguments(of text: String, function: String) -> [Double]? {
    let trimmed = text.filter { $0 != " " }
    guard trimmed.hasPrefix(function + "("), trimmed.hasSuffix(")") else { return nil }
    let parts = trimmed.dropFirst(function.count + 1).dropLast().split(separator: ",", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Double(String($0)) }
    return numbers.count == parts.count ? numbers : nil
  }

  /// Parses `cubic-bezier(x1, y1, x2, y2)`; nil when malformed or invalid.
  public static func parseCubicBezier(_ text: String) -> TimingFunction? {
    guard let numbers = arguments(of: text, function: "cubic-bezier"), numbers.count == 4 else { return nil }
    return try? TimingFunction(controlPoints: numbers[0], numbers[1], numbers[2], numbers[3])
  }
}

extension String {
  var capitalizedFirstLetter: String { prefix(1).uppercased() + dropFirst() }
}

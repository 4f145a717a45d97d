import MediaTiming

/// How a capture's recorded presentation values compare with the engine's at scene time 0, for
/// `eval` (JSON), the explorer's readout and `explain` (a line of words).
public enum CaptureReport {
  /// `{hostTime, tool, checked, agree, comparisons: [{layer, keyPath, recorded, timinglab,
  /// difference, agrees}], notes}`; nil for a scene that is not a capture.
  public static func json(for scene: Scene) -> JSONValue? {
    guard let capture = scene.capture else { return nil }
    let comparisons = scene.captureComparisons()
    var members: [(key: String, value: JSONValue)] = []
    if let hostTime = capture.hostTime { members.append(("hostTime", .number(hostTime))) }
    if let tool = capture.tool { members.append(("tool", .string(tool))) }
    members.append(("checked", .number(Double(comparisons.count))))
    members.append(("agree", .number(Double(comparisons.filter(\.agrees).count))))
    let rows: [JSONValue] = comparisons.map { c in
      .object([
        ("layer", .string(c.layerPath)), ("keyPath", .string(c.keyPath)), ("recorded", EvalReport.value(c.recorded)),
        ("timinglab", EvalReport.value(c.computed)), ("difference", .number(c.difference)),
        ("agrees", .bool(c.agrees)),
      ])
    }
    members.append(("comparisons", .array(rows)))
    if !capture.notes.isEmpty { members.append(("notes", .array(capture.notes.map { .string($0) }))) }
    return .object(members)
  }

  /// One line: "12 of 12 presented values agree with Core Animation at 0", or which differ most
  /// ("2 of 12 differ: root/box opacity by 0.05 (Core Animation 0.35, TimingLab 0.3)"); nil for a
  /// scene that recorded no presentation value.
  public static func summary(for scene: Scene) -> String? {
    summary(scene.captureComparisons())
  }

  /// The same line for comparisons already made.
  public static func summary(_ comparisons: [CaptureComparison]) -> String? {
    guard !comparisons.isEmpty else { return nil }
    let differing = comparisons.filter { !$0.agrees }
    guard let worst = differing.max(by: { ($0.difference ?? .infinity) < ($1.difference ?? .infinity) }) else {
      let all =
        comparisons.count == 1 ? "the 1 presented value agrees" : "all \(comparisons.count) presented values agree"
      return "capture: \(all) with Core Animation at 0"
    }
    let by = worst.difference.map { "by \(shortestText(rounded($0)))" } ?? "(not comparable)"
    let computed = worst.computed.map(text) ?? "nothing"
    return "capture: \(differing.count) of \(comparisons.count) differ from Core Animation at 0; most: "
      + "\(worst.layerPath) \(worst.keyPath) \(by) (Core Animation \(text(worst.recorded)), TimingLab \(computed))"
  }

  /// A value in words: numbers to 4 significant digits, joined by commas.
  public static func text(_ value: AnimatedValue) -> String {
    if case .color(let c) = value { return c.hex }
    if case .colors(let cs) = value { return "[" + cs.map(\.hex).joined(separator: ", ") + "]" }
    let parts = value.components.prefix(16).map { shortestText(rounded($0)) }
    return parts.count == 1 ? parts[0] : "(" + parts.joined(separator: ", ") + ")"
  }

  /// `x` to 4 significant digits.
  static func rounded(_ x: Double) -> Double {
    guard x != 0, x.isFinite else { return x }
    let scale = pow10(3 - Int((abs(x)).log10Floor))
    return (x * scale).rounded() / scale
  }

  private static func pow10(_ n: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(n) { result *= 10 }
    return n < 0 ? 1 / result : result
  }
}

extension Double {
  /// ⌊log₁₀ x⌋ for a positive finite x, without Foundation.
  fileprivate var log10Floor: Int {
    var x = self
    var n = 0
    while x >= 10 {
      x /= 10
      n += 1
    }
    while x < 1 {
      x *= 10
      n -= 1
    }
    return n
  }
}

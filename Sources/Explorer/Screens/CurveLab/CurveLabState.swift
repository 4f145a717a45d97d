import MediaTiming

/// The curve lab's state: which function, the custom Bézier being edited, the comparison curve,
/// keyframes, the inverse query and the race duration.
package struct CurveLabState: Hashable, Sendable {
  /// Index into `CurveLabState.functions`; −1 is the custom Bézier.
  package var functionIndex = 3  // easeInEaseOut
  /// The custom Bézier's control values x1, y1, x2, y2.
  package var custom: [Double] = [0.25, 0.1, 0.25, 1]
  /// The control value being edited (0…3), nil when none.
  package var selectedControl: Int?
  /// Index into `comparisons`.
  package var comparisonIndex = 0
  package var showDerivative = false
  /// Interstitial keyframe steps shown (0 hides the keyframes).
  package var keyframeSteps = 4
  /// The inverse query's progress.
  package var inverseProgress = 0.5
  /// The race's duration (seconds).
  package var duration = 1.0

  package init() {}

  /// The functions to pick from: every named one.
  package static let functions = TimingFunction.allNamed
  /// The comparison curves: linear, Core Animation's ease-in-out, none.
  package static let comparisons: [TimingFunction?] = [.linear, .easeInEaseOut, .default, nil]

  /// The function shown.
  package var function: TimingFunction {
    if functionIndex < 0 {
      return (try? TimingFunction(controlPoints: custom[0], custom[1], custom[2], custom[3])) ?? .linear
    }
    return Self.functions[functionIndex]
  }

  /// The comparison curve, if any.
  package var comparison: TimingFunction? { Self.comparisons[comparisonIndex] }

  /// The text to copy: `cubic-bezier(...)` for Béziers, the name otherwise.
  package var cssText: String { function.cssText }

  /// Picks control value `index` to edit; a named Bézier becomes the custom one, starting from
  /// its control points.
  package mutating func selectControl(_ index: Int) {
    if functionIndex >= 0 {
      if case .cubicBezier(let curve) = function.kind { custom = [curve.x1, curve.y1, curve.x2, curve.y2] }
      functionIndex = -1
    }
    selectedControl = index
  }

  /// Changes the selected control value by `delta`, keeping x values in 0...1 (rounded to 1e-6
  /// so repeated 0.01 steps stay readable).
  package mutating func adjust(by delta: Double) {
    guard let index = selectedControl, functionIndex < 0 else { return }
    var value = ((custom[index] + delta) * 1e6).rounded() / 1e6
    if index == 0 || index == 2 { value = min(max(value, 0), 1) } else { value = min(max(value, -2), 3) }
    custom[index] = value
  }

  /// The next or previous function (wrapping through the custom one).
  package mutating func step(function delta: Int) {
    let count = Self.functions.count + 1
    functionIndex = (functionIndex + 1 + delta + count) % count - 1
    if functionIndex >= 0 { selectedControl = nil }
  }
}

import MediaTiming

/// The curve lab's state: which function, the custom Bézier being edited, the comparison curve,
/// keyframes, the inverse query and the race duration.
package struct CurveLabState: Hashable, Sendable {
  /// Index into `CurveLabState.functions`; −1 is the custom Bézier, −2 `other`.
  package var functionIndex = 3  // easeInEaseOut
  /// The custom Bézier's control values x1, y1, x2, y2.
  package var custom: [Double] = [0.25, 0.1, 0.25, 1]
  /// A function typed or loaded that is neither named nor a Bézier (a spring with its own
  /// parameters), shown when `functionIndex` is −2.
  package var other: TimingFunction?
  /// The handle being moved: 0 is P1 (x1, y1), 1 is P2 (x2, y2); nil when none (the arrows then
  /// step time).
  package var selectedHandle: Int?
  /// The animation (its path) whose curve was last loaded, and that curve: entering the lab loads
  /// the selected animation's curve when either changed since.
  package var loadedPath: String?
  package var loadedFunction: TimingFunction?
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
    switch functionIndex {
    case -1: (try? TimingFunction(controlPoints: custom[0], custom[1], custom[2], custom[3])) ?? .linear
    case -2: other ?? .linear
    default: Self.functions[functionIndex]
    }
  }

  /// The comparison curve, if any.
  package var comparison: TimingFunction? { Self.comparisons[comparisonIndex] }

  /// The text to copy: `cubic-bezier(...)` for Béziers, the name otherwise.
  package var cssText: String { function.cssText }

  /// The Bézier's two handles as (anchor, control point) pairs, P1 from (0, 0) and P2 from
  /// (1, 1); empty for a function that is not a Bézier.
  package var handles: [(anchor: (x: Double, y: Double), control: (x: Double, y: Double))] {
    guard case .cubicBezier(let curve) = function.kind else { return [] }
    return [((0, 0), (curve.x1, curve.y1)), ((1, 1), (curve.x2, curve.y2))]
  }

  /// Shows `function`: its place in the list when it is a named one, else the custom Bézier with
  /// its control points, else `other`. No handle stays picked.
  package mutating func show(_ function: TimingFunction) {
    selectedHandle = nil
    if function.name != nil, let index = Self.functions.firstIndex(of: function) {
      functionIndex = index
    } else if case .cubicBezier(let curve) = function.kind {
      custom = [curve.x1, curve.y1, curve.x2, curve.y2]
      functionIndex = -1
    } else {
      other = function
      functionIndex = -2
    }
  }

  /// Picks handle `index` (0: P1, 1: P2) to move; a named Bézier becomes the custom one, starting
  /// from its control points. False when the function shown is not a Bézier (no handles).
  @discardableResult
  package mutating func selectHandle(_ index: Int) -> Bool {
    guard case .cubicBezier(let curve) = function.kind else { return false }
    if functionIndex != -1 {
      custom = [curve.x1, curve.y1, curve.x2, curve.y2]
      functionIndex = -1
    }
    selectedHandle = index
    return true
  }

  /// Moves the picked handle by (`dx`, `dy`), keeping x in 0...1 and y in −2...3 (rounded to
  /// 1e-6 so repeated 0.01 steps stay readable).
  package mutating func moveHandle(dx: Double, dy: Double) {
    guard let handle = selectedHandle, functionIndex == -1 else { return }
    setHandle(handle, x: custom[handle * 2] + dx, y: custom[handle * 2 + 1] + dy)
  }

  /// Puts handle `index` at (`x`, `y`), clamped as `moveHandle` does.
  package mutating func setHandle(_ index: Int, x: Double, y: Double) {
    func rounded(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
    custom[index * 2] = min(max(rounded(x), 0), 1)
    custom[index * 2 + 1] = min(max(rounded(y), -2), 3)
    functionIndex = -1
  }

  /// The next or previous function (wrapping through the custom one).
  package mutating func step(function delta: Int) {
    let count = Self.functions.count + 1
    functionIndex = (max(functionIndex, -1) + 1 + delta + count) % count - 1
    selectedHandle = nil
  }
}

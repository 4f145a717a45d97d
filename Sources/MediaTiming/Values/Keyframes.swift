/// `CAKeyframeAnimation`'s values and how it moves through them (presentation model §2–§7):
/// `values` (or a `path` for points) at `keyTimes` (fractions of one repeat's duration), per
/// segment `timingFunctions`, a `calculationMode`, the Kochanek–Bartels `tensionValues`,
/// `continuityValues` and `biasValues` of the cubic modes, and `rotationMode` along a path.
///
/// Invalid `keyTimes` for the mode are ignored and the defaults used (K-T2), as Core Animation
/// does; `effectiveKeyTimes` is what evaluation uses. What depends only on these fields (key
/// times, spline tangents, arc lengths) is computed when they change, not per frame.
public struct Keyframes: Hashable, Sendable {
  /// The keyframe values, all of one kind; ignored when `path` is set (V1).
  public var values: [AnimatedValue] { didSet { rebuild() } }
  /// A path for point properties; its keyframes are its start and each element's end (§7).
  public var path: KeyframePath? { didSet { rebuild() } }
  /// Fractions of the duration, one per keyframe (one more for discrete), from 0 to 1.
  public var keyTimes: [Double]? { didSet { rebuild() } }
  /// One function per segment (linear and cubic modes); missing ones are linear.
  public var timingFunctions: [TimingFunction]?
  /// How values between keyframes are computed (default linear).
  public var calculationMode: CalculationMode = .linear { didSet { rebuild() } }
  /// Kochanek–Bartels parameters per keyframe (cubic modes); missing entries are 0.
  public var tensionValues: [Double]? { didSet { rebuild() } }
  public var continuityValues: [Double]? { didSet { rebuild() } }
  public var biasValues: [Double]? { didSet { rebuild() } }
  /// Turn the layer to follow the path's tangent (only with a `path`).
  public var rotationMode: RotationMode?

  /// What evaluation precomputes from the fields above.
  private(set) var plan: KeyframePlan

  public init(
    values: [AnimatedValue], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
    calculationMode: CalculationMode = .linear
  ) {
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    plan = KeyframePlan(values: values, path: nil, keyTimes: keyTimes, mode: calculationMode, tcb: (nil, nil, nil))
  }

  private mutating func rebuild() {
    plan = KeyframePlan(
      values: values, path: path, keyTimes: keyTimes, mode: calculationMode,
      tcb: (tensionValues, continuityValues, biasValues))
  }

  /// The keyframe values used: the path's keyframe points when there is a path, else `values`.
  public var keyframeValues: [AnimatedValue] { plan.values }

  /// The key times evaluation uses: `keyTimes` when valid for the mode (K-T1), else the defaults
  /// `i/(n−1)` (`i/n`, with n + 1 entries, for discrete); generated from distances in the paced
  /// modes (§5.3).
  public var effectiveKeyTimes: [Double] { plan.keyTimes }

  /// True when `keyTimes` is set but not valid for the mode (so the defaults are used).
  public var keyTimesIgnored: Bool { keyTimes != nil && !plan.keyTimesValid }

  /// The key time of keyframe `index` as evaluation uses it.
  public func keyTime(_ index: Int) -> Double {
    let times = plan.keyTimes
    return times.isEmpty ? 0 : times[min(index, times.count - 1)]
  }

  /// True in the paced modes, which ignore the animation's and the segments' timing functions (§4).
  public var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

  public static func == (lhs: Keyframes, rhs: Keyframes) -> Bool {
    lhs.values == rhs.values && lhs.path == rhs.path && lhs.keyTimes == rhs.keyTimes
      && lhs.timingFunctions == rhs.timingFunctions && lhs.calculationMode == rhs.calculationMode
      && lhs.tensionValues == rhs.tensionValues && lhs.continuityValues == rhs.continuityValues
      && lhs.biasValues == rhs.biasValues && lhs.rotationMode == rhs.rotationMode
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
    hasher.combine(path)
    hasher.combine(keyTimes)
    hasher.combine(timingFunctions)
    hasher.combine(calculationMode)
    hasher.combine(tensionValues)
    hasher.combine(continuityValues)
    hasher.combine(biasValues)
    hasher.combine(rotationMode)
  }
}

/// `CAAnimationCalculationMode`.
public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
  /// Straight lines between keyframes (the default).
  case linear
  /// Each value held until the next key time; no interpolation.
  case discrete
  /// Linear, with key times generated for constant speed; timing functions ignored.
  case paced
  /// A Kochanek–Bartels (Catmull-Rom by default) spline through the keyframes.
  case cubic
  /// The cubic spline traversed at constant speed; timing functions ignored.
  case cubicPaced
}

/// `CAAnimationRotationMode`: turn to follow the path's tangent.
public enum RotationMode: String, Hashable, Sendable, CaseIterable {
  /// The layer's x axis along the tangent.
  case auto
  /// The tangent plus 180°.
  case autoReverse
}

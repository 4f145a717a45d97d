/// The `CAMediaTiming` fields of a layer or an animation, as Core Animation holds them: times in
/// seconds (`beginTime` in the parent's time: the layer's for an animation on it, the group's
/// for a child), `speed` and `repeatCount` widened from `Float`.
public struct CapturedTiming: Hashable, Sendable {
  public var beginTime = 0.0
  public var duration = 0.0
  public var speed = 1.0
  public var timeOffset = 0.0
  public var repeatCount = 0.0
  public var repeatDuration = 0.0
  public var autoreverses = false
  /// `removed`, `forwards`, `backwards` or `both`.
  public var fillMode = "removed"

  public init(
    beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0, repeatCount: Double = 0,
    repeatDuration: Double = 0, autoreverses: Bool = false, fillMode: String = "removed"
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.speed = speed
    self.timeOffset = timeOffset
    self.repeatCount = repeatCount
    self.repeatDuration = repeatDuration
    self.autoreverses = autoreverses
    self.fillMode = fillMode
  }
}

/// A timing function: its control points (`getControlPoint(at:values:)`, widened from `Float`),
/// or the class of one that has none TimingLab can read.
public enum CapturedCurve: Hashable, Sendable {
  case controlPoints(Double, Double, Double, Double)
  case unreadable(String)
}

/// One animation as Core Animation holds it: what every `CAAnimation` has, and the fields of
/// its class (`property` for a `CAPropertyAnimation`, then `basic`, `keyframes` or `spring`;
/// `children` for a group; `transition` for a `CATransition`). A class TimingLab does not know
/// has only `className` and the timing.
public struct CapturedAnimation: Hashable, Sendable {
  /// The runtime class (`CABasicAnimation`, `CASpringAnimation`, a private subclass's name).
  public var className: String
  public var timing = CapturedTiming()
  public var timingFunction: CapturedCurve?
  public var isRemovedOnCompletion = true
  public var property: Property?
  public var basic: Basic?
  public var keyframes: Keyframes?
  public var spring: Spring?
  /// A group's animations, in order (timed in the group's local time).
  public var children: [CapturedAnimation]?
  public var transition: Transition?

  public init(className: String, timing: CapturedTiming = CapturedTiming()) {
    self.className = className
    self.timing = timing
  }

  /// `CAPropertyAnimation`'s fields.
  public struct Property: Hashable, Sendable {
    public var keyPath: String?
    public var isAdditive = false
    public var isCumulative = false
    /// `CAValueFunction`'s name (`rotateZ`, `scale`, …), nil when none.
    public var valueFunction: String?
    public init(keyPath: String?, isAdditive: Bool = false, isCumulative: Bool = false, valueFunction: String? = nil) {
      self.keyPath = keyPath
      self.isAdditive = isAdditive
      self.isCumulative = isCumulative
      self.valueFunction = valueFunction
    }
  }

  /// `CABasicAnimation`'s (and a spring's) `fromValue`, `toValue`, `byValue`.
  public struct Basic: Hashable, Sendable {
    public var from: CapturedValue?
    public var to: CapturedValue?
    public var by: CapturedValue?
    public init(from: CapturedValue? = nil, to: CapturedValue? = nil, by: CapturedValue? = nil) {
      self.from = from
      self.to = to
      self.by = by
    }
  }

  /// `CAKeyframeAnimation`'s fields.
  public struct Keyframes: Hashable, Sendable {
    public var values: [CapturedValue]?
    /// The `path`, as SVG path data.
    public var path: String?
    public var keyTimes: [Double]?
    public var timingFunctions: [CapturedCurve]?
    /// `linear`, `discrete`, `paced`, `cubic` or `cubicPaced`.
    public var calculationMode = "linear"
    /// `auto` or `autoReverse`, nil when none.
    public var rotationMode: String?
    public var tensionValues: [Double]?
    public var continuityValues: [Double]?
    public var biasValues: [Double]?
    public init(values: [CapturedValue]? = nil, path: String? = nil, keyTimes: [Double]? = nil) {
      self.values = values
      self.path = path
      self.keyTimes = keyTimes
    }
  }

  /// `CASpringAnimation`'s parameters.
  public struct Spring: Hashable, Sendable {
    public var mass = 1.0
    public var stiffness = 100.0
    public var damping = 10.0
    public var initialVelocity = 0.0
    public var allowsOverdamping = false
    public init(
      mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
      allowsOverdamping: Bool = false
    ) {
      self.mass = mass
      self.stiffness = stiffness
      self.damping = damping
      self.initialVelocity = initialVelocity
      self.allowsOverdamping = allowsOverdamping
    }
  }

  /// `CATransition`'s fields.
  public struct Transition: Hashable, Sendable {
    public var type: String
    public var subtype: String?
    public var startProgress = 0.0
    public var endProgress = 1.0
    public init(type: String, subtype: String? = nil, startProgress: Double = 0, endProgress: Double = 1) {
      self.type = type
      self.subtype = subtype
      self.startProgress = startProgress
      self.endProgress = endProgress
    }
  }
}

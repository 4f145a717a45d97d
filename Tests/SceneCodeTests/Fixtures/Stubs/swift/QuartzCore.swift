// Apple's QuartzCore API as docs/ca-api.md §2 gives it (names, types, optionality), declared for
// Linux so that generated Swift type-checks here. Bodies are empty: nothing runs.
@_exported import Foundation

public typealias CFTimeInterval = Double
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

public final class CGColor { public init() {} }
public final class CGPath { public init() {} }

public protocol CAMediaTiming: AnyObject {
  var beginTime: CFTimeInterval { get set }
  var duration: CFTimeInterval { get set }
  var speed: Float { get set }
  var timeOffset: CFTimeInterval { get set }
  var repeatCount: Float { get set }
  var repeatDuration: CFTimeInterval { get set }
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}

public struct CAMediaTimingFillMode: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

public struct CAMediaTimingFunctionName: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

public struct CAAnimationCalculationMode: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

open class CAMediaTimingFunction: NSObject {
  public convenience init(name: CAMediaTimingFunctionName) { self.init(controlPoints: 0, 0, 1, 1) }
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {}
}

open class CAAnimation: NSObject, CAMediaTiming {
  public override init() {}
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses: Bool = false
  open var fillMode: CAMediaTimingFillMode = .removed
  open var timingFunction: CAMediaTimingFunction?
  open var isRemovedOnCompletion: Bool = true
}

open class CAPropertyAnimation: CAAnimation {
  public convenience init(keyPath path: String?) { self.init() }
  open var keyPath: String?
  open var isAdditive: Bool = false
  open var isCumulative: Bool = false
}

open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?
}

open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  open var path: CGPath?
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode: CAAnimationCalculationMode = .linear
  open var tensionValues: [NSNumber]?
  open var continuityValues: [NSNumber]?
  open var biasValues: [NSNumber]?
  open var rotationMode: CAAnimationRotationMode?
}

open class CASpringAnimation: CABasicAnimation {
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) { self.init() }
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  open var initialVelocity: CGFloat = 0
  open var allowsOverdamping: Bool = false
  open var settlingDuration: CFTimeInterval { 0 }
  open var perceptualDuration: CFTimeInterval { 0 }
  open var bounce: CGFloat { 0 }
}

open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?
}

open class CALayer: NSObject, CAMediaTiming {
  public override init() {}
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses: Bool = false
  open var fillMode: CAMediaTimingFillMode = .removed

  open var opacity: Float = 1
  open var position: CGPoint = .zero
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  open var bounds: CGRect = .zero
  open var backgroundColor: CGColor?
  open var cornerRadius: CGFloat = 0
  open var borderWidth: CGFloat = 0
  open var borderColor: CGColor?
  open var zPosition: CGFloat = 0
  open var anchorPointZ: CGFloat = 0
  open var shadowOpacity: Float = 0
  open var shadowRadius: CGFloat = 3
  open var shadowOffset = CGSize(width: 0, height: -3)
  open var shadowColor: CGColor?
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)

  open func add(_ anim: CAAnimation, forKey key: String?) {}
  open func addSublayer(_ layer: CALayer) {}
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
  open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { t }
  /// NSObject's key-value coding, which Linux Foundation lacks.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {}
}

open class CAShapeLayer: CALayer {
  open var path: CGPath?
  open var fillColor: CGColor?
  open var strokeColor: CGColor?
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1
  open var lineWidth: CGFloat = 1
  open var miterLimit: CGFloat = 10
  open var lineDashPhase: CGFloat = 0
}

extension NSValue {
  public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
  public convenience init(cgSize: CGSize) { self.init(size: cgSize) }
  public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
}

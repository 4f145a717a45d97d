// Apple's QuartzCore API as docs/ca-api.md §2 gives it (names, types, optionality), declared for
// Linux so that generated Swift type-checks here. Bodies are empty: nothing runs.
@_exported import Foundation

public typealias CFTimeInterval = Double
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

public final class CGColor {
  public init() {}
  public class var typeID: CFTypeID { 1 }
  public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
    nil
  }
  public var components: [CGFloat]? { nil }
}
open class CGPath {
  public init() {}
  public class var typeID: CFTypeID { 2 }
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {}
}
public struct CGPathElement {
  public var type: CGPathElementType
  public var points: UnsafeMutablePointer<CGPoint>
}
@frozen public enum CGPathElementType: Int32 {
  case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

// CoreFoundation's and CoreGraphics' pieces TimingLabCapture reads colours with.
public typealias CFTypeID = UInt
public typealias CFTypeRef = AnyObject
public final class CFString {}
public final class CFDictionary {}
public func CFGetTypeID(_ cf: CFTypeRef?) -> CFTypeID { 0 }
public final class CGColorSpace {
  public init?(name: CFString) {}
  public static let sRGB = CFString()
}
public enum CGColorRenderingIntent: Int32 {
  case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
/// The Objective-C runtime's, which Foundation exports on Apple platforms.
public func class_getSuperclass(_ cls: AnyClass?) -> AnyClass? { nil }
public final class CGMutablePath: CGPath {
  public override init() {}
  public func move(to point: CGPoint) {}
  public func addLine(to point: CGPoint) {}
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {}
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
}

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
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {}
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
  open var valueFunction: CAValueFunction?
}

public struct CAValueFunctionName: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
}

open class CAValueFunction: NSObject {
  public convenience init?(name: CAValueFunctionName) { self.init() }
  open var name: CAValueFunctionName { .rotateZ }
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
  @available(iOS 17.0, macOS 14.0, *) open var allowsOverdamping: Bool = false
  open var settlingDuration: CFTimeInterval { 0 }
  open var perceptualDuration: CFTimeInterval { 0 }
  open var bounce: CGFloat { 0 }
}

open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?
}

public struct CATransitionType: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fade = CATransitionType(rawValue: "fade")
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  public static let push = CATransitionType(rawValue: "push")
  public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: Hashable, RawRepresentable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

public let kCATransition = "transition"

open class CATransition: CAAnimation {
  open var type: CATransitionType = .fade
  open var subtype: CATransitionSubtype?
  open var startProgress: Float = 0
  open var endProgress: Float = 1
}

public protocol CALayerDelegate: NSObjectProtocol {}

open class CALayer: NSObject, CAMediaTiming {
  public override init() {}
  open var name: String?
  open weak var delegate: CALayerDelegate?
  open var sublayers: [CALayer]?
  open var superlayer: CALayer? { nil }
  open func animationKeys() -> [String]? { nil }
  open func animation(forKey key: String) -> CAAnimation? { nil }
  open func presentation() -> Self? { nil }
  /// NSObject's key-value coding, which Linux Foundation lacks.
  open func value(forKeyPath keyPath: String) -> Any? { nil }
  open var isGeometryFlipped: Bool = false
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses: Bool = false
  open var fillMode: CAMediaTimingFillMode = .removed

  open var opacity: Float = 1
  open var isHidden: Bool = false
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
  open var shadowPath: CGPath?
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)

  open func add(_ anim: CAAnimation, forKey key: String?) {}
  open func addSublayer(_ layer: CALayer) {}
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
  open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { t }
  /// NSObject's key-value coding, which Linux Foundation lacks.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {}
  open func removeAnimation(forKey key: String) {}
  open func removeAllAnimations() {}
}

open class CATransaction {
  open class func begin() {}
  open class func commit() {}
  open class func setDisableActions(_ flag: Bool) {}
  open class func setAnimationDuration(_ dur: CFTimeInterval) {}
  open class func setCompletionBlock(_ block: (() -> Void)?) {}
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

public struct CATransform3D {
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
    m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }
}
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
  m43: 0, m44: 1)
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DIdentity
}
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  CATransform3DIdentity
}
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DIdentity
}

open class CAReplicatorLayer: CALayer {
  open var instanceCount: Int = 1
  open var instanceDelay: CFTimeInterval = 0
  open var instanceTransform: CATransform3D = CATransform3DIdentity
}
open class CAGradientLayer: CALayer {
  open var colors: [Any]?
  open var locations: [NSNumber]?
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
}
open class CATextLayer: CALayer {}

extension NSValue {
  public convenience init(caTransform3D: CATransform3D) { self.init(point: .zero) }
  public var caTransform3DValue: CATransform3D { CATransform3DIdentity }
  public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
  public convenience init(cgSize: CGSize) { self.init(size: cgSize) }
  public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
}

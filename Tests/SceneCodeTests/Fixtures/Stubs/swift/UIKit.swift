// The UIKit pieces generated code uses (ca-api.md §2.14), declared for Linux.
@_exported import QuartzCore

open class UIColor: NSObject {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  open var cgColor: CGColor { CGColor() }
  open class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

open class UIBezierPath: NSObject {
  public override init() {}
  open var cgPath: CGPath { CGPath() }
  open func move(to point: CGPoint) {}
  open func addLine(to point: CGPoint) {}
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {}
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {}
  open func close() {}
}

open class UIView: NSObject, CALayerDelegate {
  public init(frame: CGRect) {}
  open var accessibilityIdentifier: String?
  open var layer: CALayer { CALayer() }
  open var backgroundColor: UIColor?
}

extension NSValue {
  public var cgPointValue: CGPoint { .zero }
  public var cgSizeValue: CGSize { .zero }
  public var cgRectValue: CGRect { .zero }
}

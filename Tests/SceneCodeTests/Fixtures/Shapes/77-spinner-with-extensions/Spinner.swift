// A spinner split over files the way a polished library is (a folder is one program):
// `extension CALayer { func add(_:for:) }` with a nested String enum of keys,
// `extension CAPropertyAnimation { convenience init(key:) }`, `extension Double { static let
// half = pi / 2 }`, an enum of phases with methods, a `didSet` observer that adds the shape layer
// to the view, and `if isSpinning { return }`, false before the first start (`track` is nil, and
// a message to nil is nil). `start()` and `start(for:)` are overloads: `--entry start` runs the
// one a caller can call bare.
// Derivation: start() → start(for: .first); rotation from −(2π + π/2) to 0 over 1.6 s, forever,
// key "rotationAnimation" (the enum's raw value); the stroke group under "strokeAnimation":
// strokeEnd 0 → 1 over 0.8 s then strokeStart 0 → 1 begun at 0.8 s, group 1.6 s, forever.
// entry: start
// expect-animations: 4
// expect: indicator/rotationAnimation keyPath=transform.rotation.z from=-7.853981633974483 to=0 duration=1.6 repeatCount=inf
// expect: track/strokeAnimation duration=1.6 repeatCount=inf
// expect: track/strokeAnimation/grow keyPath=strokeEnd from=0 to=1 duration=0.8
// expect: track/strokeAnimation/shrink keyPath=strokeStart from=0 to=1 duration=0.8 beginTime=0.8
// expect-layer: track class=CAShapeLayer
// expect-no-note: not known here
import UIKit

public final class Spinner: UIView {
  let indicator: UIView
  private var track: CAShapeLayer? {
    didSet {
      oldValue?.removeFromSuperlayer()
      if let layer = track { indicator.layer.addSublayer(layer) }
    }
  }
  public var duration: Double = 1.6

  var isSpinning: Bool { track?.animation(for: .stroke) != nil }

  public override init(frame: CGRect) {
    indicator = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(indicator)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  public func start() { start(for: .first) }

  func start(for phase: Phase) {
    if isSpinning { return }
    indicator.layer.add(rotation(for: phase), for: .rotation)
    track = CAShapeLayer()
    track?.add(strokes(), for: .stroke)
  }

  private func rotation(for phase: Phase) -> CAPropertyAnimation {
    let animation = CABasicAnimation(key: .rotationZ)
    animation.fromValue = phase.fromAngle()
    animation.toValue = 0
    animation.duration = duration
    animation.repeatCount = .infinity
    return animation
  }

  private func strokes() -> CAAnimationGroup {
    let grow = CABasicAnimation(key: .strokeEnd)
    grow.fromValue = 0
    grow.toValue = 1
    grow.duration = duration / 2
    let shrink = CABasicAnimation(key: .strokeStart)
    shrink.fromValue = 0
    shrink.toValue = 1
    shrink.duration = duration / 2
    shrink.beginTime = grow.duration
    let group = CAAnimationGroup()
    group.animations = [grow, shrink]
    group.duration = duration
    group.repeatCount = .infinity
    return group
  }
}

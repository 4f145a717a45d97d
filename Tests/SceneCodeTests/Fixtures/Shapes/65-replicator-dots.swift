// A row of pulsing dots made by a replicator, as replicator-based indicators build it: one dot,
// copied three times, 0.2 s apart in time and dotSize + margin apart in space.
// Derivation: size 40 (the assumed length) → dotSize = (40 − 2·5) / 3 = 10; the step is 15 pt
// (CATransform3DMakeTranslation(15, 0, 0): m41 = 15); the dot is a CAShapeLayer, the row a
// CAReplicatorLayer; the pulse is opacity 1 → 0.3, 0.3 s, autoreverses, forever.
// expect-animations: 1
// expect-layer: row class=CAReplicatorLayer instanceCount=3 instanceDelay=0.2 instanceTransform=[1,0,0,0,0,1,0,0,0,0,1,0,15,0,0,1]
// expect-layer: dot class=CAShapeLayer bounds=[0,0,10,10]
// expect: dot/pulse keyPath=opacity from=1 to=0.3 duration=0.3 autoreverses=true repeatCount=inf
// expect-no-note: instanceDelay
import UIKit

final class PulsingDotsIndicator {
  func setUpAnimation(in layer: CALayer, size: CGFloat, color: UIColor) {
    let margin: CGFloat = 5
    let dotSize = (size - 2 * margin) / 3

    let dot = CAShapeLayer()
    dot.frame = CGRect(x: 0, y: (size - dotSize) / 2, width: dotSize, height: dotSize)
    dot.path = UIBezierPath(ovalIn: dot.bounds).cgPath
    dot.fillColor = color.cgColor

    let row = CAReplicatorLayer()
    row.frame = CGRect(x: 0, y: 0, width: size, height: size)
    row.instanceCount = 3
    row.instanceDelay = 0.2
    row.instanceTransform = CATransform3DMakeTranslation(dotSize + margin, 0, 0)
    row.addSublayer(dot)
    layer.addSublayer(row)

    dot.add(pulse(), forKey: "pulse")
  }

  private func pulse() -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 1
    animation.toValue = 0.3
    animation.duration = 0.3
    animation.autoreverses = true
    animation.repeatCount = .infinity
    return animation
  }
}

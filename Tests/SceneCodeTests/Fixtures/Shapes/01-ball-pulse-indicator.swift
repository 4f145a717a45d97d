// An activity indicator in the shape of the common "ball pulse" libraries: a set-up method with
// parameters (run with a 40 x 40 size), a helper that makes each circle, one keyframe animation
// added to three circles in a loop with begin offsets read from an array after CACurrentMediaTime().
// Derivation: circleSize = (40 - 2*2) / 3 = 12; beginTime = now + 0.12 * (i + 1) -> 0.12, 0.24, 0.36.
// expect-animations: 3
// expect: circle/animation keyPath=transform.scale duration=0.75 beginTime=0.12 repeatCount=inf values=[1,0.3,1] keyTimes=[0,0.3,1] removedOnCompletion=false
// expect: circle2/animation beginTime=0.24
// expect: circle3/animation beginTime=0.36 timingFunctions=[[0.2,0.68,0.18,1.08],[0.2,0.68,0.18,1.08]]
// expect-layer: circle2 bounds=[0,0,12,12]
// expect-note: size = 40 × 40
import UIKit

class BallPulseAnimation {
  func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
    let circleSpacing: CGFloat = 2
    let circleSize: CGFloat = (size.width - 2 * circleSpacing) / 3
    let x: CGFloat = (layer.bounds.size.width - size.width) / 2
    let y: CGFloat = (layer.bounds.size.height - circleSize) / 2
    let duration: CFTimeInterval = 0.75
    let beginTime = CACurrentMediaTime()
    let beginTimes: [CFTimeInterval] = [0.12, 0.24, 0.36]
    let timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

    let animation = CAKeyframeAnimation(keyPath: "transform.scale")
    animation.keyTimes = [0, 0.3, 1]
    animation.timingFunctions = [timingFunction, timingFunction]
    animation.values = [1, 0.3, 1]
    animation.duration = duration
    animation.repeatCount = HUGE
    animation.isRemovedOnCompletion = false

    for i in 0..<3 {
      let circle = makeCircle(size: CGSize(width: circleSize, height: circleSize), color: color)
      let frame = CGRect(
        x: x + circleSize * CGFloat(i) + circleSpacing * CGFloat(i), y: y,
        width: circleSize, height: circleSize)
      animation.beginTime = beginTime + beginTimes[i]
      circle.frame = frame
      circle.add(animation, forKey: "animation")
      layer.addSublayer(circle)
    }
  }

  private func makeCircle(size: CGSize, color: UIColor) -> CALayer {
    let layer = CAShapeLayer()
    let path = UIBezierPath(
      arcCenter: CGPoint(x: size.width / 2, y: size.height / 2),
      radius: size.width / 2, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
    layer.fillColor = color.cgColor
    layer.path = path.cgPath
    layer.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    return layer
  }
}

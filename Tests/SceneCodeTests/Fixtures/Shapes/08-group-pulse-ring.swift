// A pulse ring: a group of scale and opacity, repeated forever, ease-out.
// Derivation: group duration 1.5, children scale 0.5 -> 1.4 and opacity 0.8 -> 0.
// expect-animations: 3
// expect: ring/pulse duration=1.5 repeatCount=inf timingFunction=easeOut
// expect: ring/pulse/scale keyPath=transform.scale from=0.5 to=1.4
// expect: ring/pulse/fade keyPath=opacity from=0.8 to=0
import UIKit

final class PulseRingView: UIView {
  let ring = CAShapeLayer()

  func startPulsing() {
    layer.addSublayer(ring)
    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.fromValue = 0.5
    scale.toValue = 1.4
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.8
    fade.toValue = 0
    let group = CAAnimationGroup()
    group.animations = [scale, fade]
    group.duration = 1.5
    group.repeatCount = .infinity
    group.timingFunction = CAMediaTimingFunction(name: .easeOut)
    ring.add(group, forKey: "pulse")
  }

  func stopPulsing() {
    ring.removeAnimation(forKey: "pulse")
  }
}

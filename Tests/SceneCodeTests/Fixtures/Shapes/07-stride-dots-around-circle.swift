// Dots placed around a circle with stride and sin/cos, each fading with a phase offset.
// Derivation: 8 angles 0, π/4, …; dot i at (20 + 16 cos a, 20 + 16 sin a); beginTime now + i/8.
// expect-animations: 8
// expect: dot/fade keyPath=opacity from=1 to=0.2 duration=1 repeatCount=inf beginTime=0
// expect: dot3/fade beginTime=0.25
// expect: dot8/fade beginTime=0.875
// expect-layer: dot3 position=[20,36]
import UIKit

func addDots(to layer: CALayer) {
  let count = 8
  let now = CACurrentMediaTime()
  for (i, angle) in stride(from: 0.0, to: 2 * Double.pi, by: 2 * Double.pi / Double(count)).enumerated() {
    let dot = CALayer()
    dot.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
    dot.position = CGPoint(x: 20 + 16 * cos(angle), y: 20 + 16 * sin(angle))
    layer.addSublayer(dot)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.2
    fade.duration = 1
    fade.repeatCount = .infinity
    fade.beginTime = now + Double(i) / Double(count)
    dot.add(fade, forKey: "fade")
  }
}

// A closure that changes a variable of the function around it: each dot gets a later delay.
// Derivation: delay starts at 0 and grows by 0.15 per dot inside forEach: 0, 0.15, 0.3.
// expect-animations: 3
// expect: dot/rise beginTime=0 keyPath=position.y by=-5 duration=0.4 autoreverses=true repeatCount=inf
// expect: dot2/rise beginTime=0.15
// expect: dot3/rise beginTime=0.3
import UIKit

func startRising(in host: CALayer) {
  var delay: CFTimeInterval = 0
  let now = CACurrentMediaTime()
  [CALayer(), CALayer(), CALayer()].forEach { dot in
    host.addSublayer(dot)
    let rise = CABasicAnimation(keyPath: "position.y")
    rise.byValue = -5
    rise.duration = 0.4
    rise.autoreverses = true
    rise.repeatCount = .infinity
    rise.beginTime = now + delay
    dot.add(rise, forKey: "rise")
    delay += 0.15
  }
}

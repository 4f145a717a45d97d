// Animations made by map over delays, then added with forEach and enumerated.
// Derivation: delays 0, 0.2, 0.4 after now; each bar scales y 0.4 -> 1, 0.5 s, autoreverses, forever.
// expect-animations: 3
// expect: bar/grow keyPath=transform.scale.y from=0.4 to=1 duration=0.5 autoreverses=true repeatCount=inf beginTime=0
// expect: bar2/grow beginTime=0.2
// expect: bar3/grow beginTime=0.4
import UIKit

func buildEqualizer(in container: CALayer) {
  let now = CACurrentMediaTime()
  let animations = [0.0, 0.2, 0.4].map { delay -> CABasicAnimation in
    let grow = CABasicAnimation(keyPath: "transform.scale.y")
    grow.fromValue = 0.4
    grow.toValue = 1
    grow.duration = 0.5
    grow.autoreverses = true
    grow.repeatCount = .infinity
    grow.beginTime = now + delay
    return grow
  }
  animations.enumerated().forEach { index, animation in
    let bar = CALayer()
    bar.frame = CGRect(x: CGFloat(index) * 8, y: 0, width: 4, height: 20)
    container.addSublayer(bar)
    bar.add(animation, forKey: "grow")
  }
}

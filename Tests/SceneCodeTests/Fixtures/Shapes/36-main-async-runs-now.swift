// DispatchQueue.main.async runs its block in the same turn of the run loop: it is run.
// expect-animations: 1
// expect: layer/grow keyPath=bounds.size.width from=10 to=100 duration=0.5
import UIKit

func grow(_ layer: CALayer) {
  DispatchQueue.main.async {
    let grow = CABasicAnimation(keyPath: "bounds.size.width")
    grow.fromValue = 10
    grow.toValue = 100
    grow.duration = 0.5
    layer.add(grow, forKey: "grow")
  }
}

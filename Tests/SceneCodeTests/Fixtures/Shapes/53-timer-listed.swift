// A repeating timer's block runs later: listed, not run.
// expect-animations: 1
// expect: layer/tick keyPath=transform.rotation.z by=0.5235987755982988 duration=0.1
// expect-note: Timer.scheduledTimer runs its code later
import UIKit

class ClockHand {
  var timer: Timer?

  func start(_ layer: CALayer) {
    let tick = CABasicAnimation(keyPath: "transform.rotation.z")
    tick.byValue = Double.pi / 6
    tick.duration = 0.1
    layer.add(tick, forKey: "tick")
    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
      layer.add(tick, forKey: "tick")
    }
  }
}

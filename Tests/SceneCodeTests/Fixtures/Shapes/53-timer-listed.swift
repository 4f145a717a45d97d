// A repeating timer's block runs later: its first firing (1 s) is run, said so; it adds the tick
// again under the same key, which replaces the first from then on: kept beside it as tick2
// (begun at 1 s), said so.
// expect-animations: 2
// expect: layer/tick keyPath=transform.rotation.z by=0.5235987755982988 duration=0.1
// expect: layer/tick2 keyPath=transform.rotation.z by=0.5235987755982988 duration=0.1 beginTime=1
// expect-note: a repeating timer: its first firing only
// expect-note: kept as tick2
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

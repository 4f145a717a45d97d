// A repeating timer's block runs at each firing through the scene's span, said so: the span is
// at least 4 s (the tick itself ends at 0.1 s), so it fires at 1, 2, 3 and 4 s, each firing an
// event adding the tick again under the same key (replacing the one before, as add(_:forKey:)
// does).
// expect-animations: 5
// expect: layer/tick keyPath=transform.rotation.z by=0.5235987755982988 duration=0.1
// expect-event: at=1 layer=layer add=tick keyPath=transform.rotation.z by=0.5235987755982988 duration=0.1
// expect-event: at=4 layer=layer add=tick keyPath=transform.rotation.z by=0.5235987755982988 duration=0.1
// expect-note: fires every 1 s: run 4 times, through 4 s
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

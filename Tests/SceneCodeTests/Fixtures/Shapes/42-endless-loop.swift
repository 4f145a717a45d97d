// A loop that never ends is stopped after 1,000 iterations, said so; the scene keeps what was added.
// expect-animations: 1
// expect: layer/spin keyPath=transform.rotation.z by=3.141592653589793 duration=0.5
// expect-note: stopped after 1000 iterations
import QuartzCore

func startSpin(_ layer: CALayer) {
  let spin = CABasicAnimation(keyPath: "transform.rotation.z")
  spin.byValue = Double.pi
  spin.duration = 0.5
  layer.add(spin, forKey: "spin")
  var ticks = 0
  while true {
    ticks += 1
  }
}

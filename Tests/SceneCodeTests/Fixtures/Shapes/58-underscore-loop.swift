// `for _ in 1...4` makes four layers; each stays its own layer with its own animation.
// expect-animations: 4
// expect: ripple/grow keyPath=transform.scale from=0.2 to=2 duration=2
// expect: ripple4/grow keyPath=transform.scale from=0.2 to=2 duration=2
import QuartzCore

func ripples(in host: CALayer) {
  for _ in 1...4 {
    let ripple = CALayer()
    host.addSublayer(ripple)
    let grow = CABasicAnimation(keyPath: "transform.scale")
    grow.fromValue = 0.2
    grow.toValue = 2
    grow.duration = 2
    ripple.add(grow, forKey: "grow")
  }
}

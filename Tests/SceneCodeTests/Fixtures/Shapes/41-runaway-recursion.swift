// A helper that calls itself without end: the calls are bounded, said so, and what was set up
// before stays.
// expect-animations: 1
// expect: layer/fade keyPath=opacity to=0 duration=1
// expect-note: calls nest more than 64 deep
import QuartzCore

func setUpFade(_ layer: CALayer) {
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.toValue = 0
  fade.duration = 1
  layer.add(fade, forKey: "fade")
  again(layer)
}

func again(_ layer: CALayer) {
  again(layer)
}

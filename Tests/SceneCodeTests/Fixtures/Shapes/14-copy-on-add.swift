// Core Animation copies an animation when it is added: changing it afterwards changes only
// what is added later.
// Derivation: "a" added with duration 1, then the same object changed to 3 and added as "b".
// expect-animations: 2
// expect: layer/a keyPath=opacity duration=1
// expect: layer/b keyPath=opacity duration=3
import QuartzCore

func addTwice(_ layer: CALayer) {
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.toValue = 0
  fade.duration = 1
  layer.add(fade, forKey: "a")
  fade.duration = 3
  layer.add(fade, forKey: "b")
}

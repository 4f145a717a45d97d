// Adding under a key already used replaces the animation (CALayer.h): only the second stays.
// Derivation: "move" added twice; the second (to 200, 2 s) is the one in the scene.
// expect-animations: 1
// expect: layer/move keyPath=position.x to=200 duration=2
import QuartzCore

func move(_ layer: CALayer) {
  let first = CABasicAnimation(keyPath: "position.x")
  first.toValue = 100
  first.duration = 1
  layer.add(first, forKey: "move")
  let second = CABasicAnimation(keyPath: "position.x")
  second.toValue = 200
  second.duration = 2
  layer.add(second, forKey: "move")
}

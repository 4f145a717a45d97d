// Swift's repeat-while: the body runs once before the condition is tested.
// Derivation: k starts at 5 (the condition k < 3 is false), so exactly one animation is added.
// expect-animations: 1
// expect: layer/blink keyPath=opacity to=0.2 duration=0.5
import QuartzCore

func blinkOnce(_ layer: CALayer) {
  var k = 5
  repeat {
    let blink = CABasicAnimation(keyPath: "opacity")
    blink.toValue = 0.2
    blink.duration = 0.5
    layer.add(blink, forKey: "blink")
    k += 1
  } while k < 3
}

// A pulse written with whole CATransform3D values: shown as the scale parts Core Animation
// interpolates (x and y; z stays 1).
// Derivation: identity -> MakeScale(1.15, 1.15, 1): scale.x and scale.y 1 -> 1.15, 0.6 s, autoreverses, forever.
// expect-animations: 2
// expect: button/pulse keyPath=transform.scale.x from=1 to=1.15 duration=0.6 autoreverses=true repeatCount=inf
// expect: button/pulse-scaleY keyPath=transform.scale.y from=1 to=1.15 duration=0.6 autoreverses=true repeatCount=inf
// expect-note: shown as 2 animations
import UIKit

func pulse(_ button: CALayer) {
  let pulse = CABasicAnimation(keyPath: "transform")
  pulse.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
  pulse.toValue = NSValue(caTransform3D: CATransform3DMakeScale(1.15, 1.15, 1))
  pulse.duration = 0.6
  pulse.autoreverses = true
  pulse.repeatCount = .infinity
  button.add(pulse, forKey: "pulse")
}

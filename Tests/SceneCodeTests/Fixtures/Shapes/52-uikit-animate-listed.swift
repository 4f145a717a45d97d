// A UIView.animate block that sets alpha to 1, which the button's alpha already is: UIKit has
// nothing to animate (no key changed); the layer animation next to it is in the scene.
// expect-animations: 1
// expect: layer/glow keyPath=shadowOpacity from=0 to=0.8 duration=0.3
// expect-no-note: a UIKit animation block
import UIKit

class GlowButton: UIButton {
  func startGlowing() {
    UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
      self.alpha = 1
    }
    let glow = CABasicAnimation(keyPath: "shadowOpacity")
    glow.fromValue = 0
    glow.toValue = 0.8
    glow.duration = 0.3
    layer.add(glow, forKey: "glow")
  }
}

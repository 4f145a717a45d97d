// An interactive dismissal: a pan's start makes a property animator that moves the card down
// 500 pt and fades it, pauses it, and the pan sets fractionComplete to 0.3. UIKit leaves the
// animations' paused copies (uikit.md §5): speed 0, timeOffset 0.3 × 0.4 s = 0.12 s, linear
// while the animator scrubs linearly (its own curve, easeOut, kept as animatorCurve); the card's
// position additive from (0, −500) to zero (old − new), its opacity from 1.
// Derivation: the card's frame (20, 100, 335, 400) puts its centre at (187.5, 300); the model
// after the block is (187.5, 800).
// entry: CardController.beginDismissal
// expect-animations: 2
// expect: card/position keyPath=position from=[0,-500] to=[0,0] additive=true speed=0 timeOffset=0.12 timingFunction=linear animatorCurve=easeOut duration=0.4
// expect: card/opacity keyPath=opacity from=1 speed=0 timeOffset=0.12 timingFunction=linear animatorCurve=easeOut
// expect-layer: card position=[187.5,800] opacity=0
import UIKit

final class CardController: UIViewController {
  let card = UIView(frame: CGRect(x: 20, y: 100, width: 335, height: 400))
  var animator: UIViewPropertyAnimator?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
  }

  func beginDismissal() {
    animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeOut) {
      self.card.center.y += 500
      self.card.alpha = 0
    }
    animator?.pauseAnimation()
    animator?.fractionComplete = 0.3
  }
}

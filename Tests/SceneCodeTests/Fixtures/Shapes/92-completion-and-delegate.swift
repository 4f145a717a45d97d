// A card that lifts, then settles: the settle runs from a CATransaction completion block, and
// the delegate's animationDidStop(_:finished:) dims the card. Both run when the lift ends
// (0.3 s), as scene events then. The card is a layer the code made, in the tree: dimming it
// animates implicitly (0.25 s, the default curve).
// Derivation: lift scale 1 → 1.1 over 0.3 s from 0 (added in the transaction, after the block was
// set); the block and the delegate run at 0 + 0.3 = 0.3 s.
// expect-animations: 3
// expect: card/lift keyPath=transform.scale from=1 to=1.1 duration=0.3
// expect-event: at=0.3 layer=layer/card add=settle keyPath=transform.scale from=1.1 to=1 duration=0.2
// expect-event: at=0.3 layer=layer/card set.opacity=0.8
// expect-event: at=0.3 layer=layer/card add=opacity keyPath=opacity duration=0.25
// expect-note: CATransaction.setCompletionBlock runs its code at 0.3 s
// expect-note: animationDidStop(_:finished:) runs its code at 0.3 s
// expect-no-note: animationDidStop(_:finished:) never ran
import UIKit

final class CardView: UIView, CAAnimationDelegate {
  let card = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    card.frame = CGRect(x: 0, y: 0, width: 60, height: 90)
    layer.addSublayer(card)
  }

  required init?(coder: NSCoder) { fatalError() }

  func startAnimating() {
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      let settle = CABasicAnimation(keyPath: "transform.scale")
      settle.fromValue = 1.1
      settle.toValue = 1
      settle.duration = 0.2
      self.card.add(settle, forKey: "settle")
    }
    let lift = CABasicAnimation(keyPath: "transform.scale")
    lift.fromValue = 1
    lift.toValue = 1.1
    lift.duration = 0.3
    lift.delegate = self
    card.add(lift, forKey: "lift")
    CATransaction.commit()
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    card.opacity = 0.8
  }
}

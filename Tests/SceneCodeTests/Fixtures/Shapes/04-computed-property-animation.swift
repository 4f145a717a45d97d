// An animation made by a computed property, read each time it is used.
// Derivation: position.y by -8, duration 0.3, autoreverses, easeOut; added under "hop".
// expect-animations: 1
// expect: card/hop keyPath=position.y by=-8 duration=0.3 autoreverses=true timingFunction=easeOut
import UIKit

class CardView: UIView {
  let card = CALayer()

  var hopAnimation: CABasicAnimation {
    let hop = CABasicAnimation(keyPath: "position.y")
    hop.byValue = -8
    hop.duration = 0.3
    hop.autoreverses = true
    hop.timingFunction = CAMediaTimingFunction(name: .easeOut)
    return hop
  }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    layer.addSublayer(card)
    card.add(hopAnimation, forKey: "hop")
  }
}

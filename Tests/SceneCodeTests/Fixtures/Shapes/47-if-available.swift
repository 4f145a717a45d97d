// `if #available` takes the branch an iOS build of today takes: the spring made with the
// perceptual initializer.
// Derivation: CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2), position.y 0 -> 40.
// expect-animations: 1
// expect: sheet/rise keyPath=position.y from=0 to=40
// expect-no-note: ignored
import UIKit

func rise(_ sheet: CALayer) {
  let rise: CASpringAnimation
  if #available(iOS 17.0, *) {
    rise = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
  } else {
    rise = CASpringAnimation()
    rise.damping = 15
  }
  rise.keyPath = "position.y"
  rise.fromValue = 0
  rise.toValue = 40
  sheet.add(rise, forKey: "rise")
}

// A like button: a scale keyframe pop and a colour change, in a helper with an animated flag.
// Derivation: animated defaults to true -> both added; scale values 1, 1.3, 0.9, 1 over 0.5 s.
// expect-animations: 2
// expect: heart/pop keyPath=transform.scale values=[1,1.3,0.9,1] duration=0.5
// expect: heart/tint keyPath=backgroundColor from=#8E8E93 to=#FF3B30 duration=0.2 fillMode=forwards removedOnCompletion=false
import UIKit

final class LikeButton: UIButton {
  let heart = CALayer()
  var isLiked = false

  func setLiked(_ liked: Bool, animated: Bool = true) {
    isLiked = liked
    guard animated else { return }
    let pop = CAKeyframeAnimation(keyPath: "transform.scale")
    pop.values = [1.0, 1.3, 0.9, 1.0]
    pop.duration = 0.5
    heart.add(pop, forKey: "pop")
    let tint = CABasicAnimation(keyPath: "backgroundColor")
    tint.fromValue = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1).cgColor
    tint.toValue = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1).cgColor
    tint.duration = 0.2
    tint.fillMode = .forwards
    tint.isRemovedOnCompletion = false
    heart.add(tint, forKey: "tint")
  }
}
// entry: setLiked
// arg: liked=true

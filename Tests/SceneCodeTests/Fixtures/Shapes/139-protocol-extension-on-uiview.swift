// Animations a library gives every view through a protocol: `protocol Roundable` with a method
// in `extension Roundable where Self: UIView`, and `extension UIView: Roundable {}` making every
// view one; the animation built by a generic configuration helper (`Configure(x) { $0… }`).
// Derivation: the card's corner radius animates to 18 over 0.35 s (a `to` only: from what is
// presented, 0), kept at its end (fill forwards, not removed); added without a key.
// expect-animations: 1
// expect: card/animation keyPath=cornerRadius to=18 duration=0.35 fillMode=forwards removedOnCompletion=false
// expect-no-note: ignored
import UIKit

func Configure<T>(_ value: T, _ block: (T) -> Void) -> T {
  block(value)
  return value
}

protocol Roundable {
  func animateCorners(to radius: CGFloat, duration: Double)
}

extension Roundable where Self: UIView {
  func animateCorners(to radius: CGFloat, duration: Double) {
    let animation = Configure(CABasicAnimation(keyPath: "cornerRadius")) {
      $0.duration = duration
      $0.toValue = radius
      $0.fillMode = .forwards
      $0.isRemovedOnCompletion = false
    }
    layer.add(animation, forKey: nil)
  }
}

extension UIView: Roundable {}

final class CardViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let card = UIView(frame: CGRect(x: 20, y: 120, width: 350, height: 220))
    card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    view.addSubview(card)
    card.animateCorners(to: 18, duration: 0.35)
  }
}

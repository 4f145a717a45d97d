// A counter label whose text change is shown by a CATransition, the way apps animate a text
// change (a label's text cannot be animated by key path). Core Animation adds every transition
// under the key "transition" (CALayer.h: "the special key 'transition' is automatically used"),
// so `forKey: kCATransition` and `forKey: "fadeText"` give one animation, the second replacing
// the first: a push from the bottom, 0.35 s, easeOut, progress 0 → 1.
// Derivation: CATransition's defaults are type fade, no subtype, startProgress 0, endProgress 1
// (CAAnimation.h); the second add replaces the first under the same key.
// expect-animations: 1
// expect: label/transition transition=push subtype=fromBottom duration=0.35 timingFunction=easeOut
import UIKit

final class CounterView: UIView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
    label.frame = bounds
    update(to: 1)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func update(to value: Int) {
    let fade = CATransition()
    fade.type = CATransitionType.fade
    fade.duration = 0.2
    label.layer.add(fade, forKey: kCATransition)

    let push = CATransition()
    push.type = .push
    push.subtype = .fromBottom
    push.duration = 0.35
    push.timingFunction = CAMediaTimingFunction(name: .easeOut)
    label.layer.add(push, forKey: "fadeText")
    label.text = "\(value)"
  }
}

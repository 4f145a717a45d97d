// Implicit animations (uikit.md §6) in code run later: a layer the code made, in the tree, animates
// a model value it is given (its action: the key path, the transaction's duration, 0.6 s here,
// else 0.25 s, the default curve); inside setDisableActions(true) it does not; a view's own
// layer never does outside a UIView block. The first set (at the commit, 0 s) is part of the
// set-up: no animation.
// expect-animations: 2
// expect: badge/glow keyPath=shadowOpacity from=0 to=1 duration=1
// expect-event: at=1 layer=view/badge set.opacity=0.2
// expect-event: at=1 layer=view/badge add=opacity keyPath=opacity duration=0.6 timingFunction=default
// expect-event: at=1 layer=view/badge set.position=[80,40]
// expect-event: at=1 layer=view/panel set.opacity=0.5
// expect-note: animate implicitly
import UIKit

final class BadgeController: UIViewController {
  let badge = CALayer()
  let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    badge.opacity = 1
    view.layer.addSublayer(badge)
    view.addSubview(panel)
    let glow = CABasicAnimation(keyPath: "shadowOpacity")
    glow.fromValue = 0
    glow.toValue = 1
    glow.duration = 1
    badge.add(glow, forKey: "glow")
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.6)
      self.badge.opacity = 0.2
      CATransaction.commit()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      self.badge.position = CGPoint(x: 80, y: 40)
      CATransaction.commit()
      self.panel.alpha = 0.5
    }
  }
}

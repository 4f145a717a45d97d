// A login form that shakes on error: the field pulses while the request runs; 1.2 s later the
// error arrives (asyncAfter): the pulse is removed, a shake added and the field dimmed, each a
// scene event at 1.2 s. The field is a layer the code made, in the tree: dimming it animates
// implicitly (its opacity action: 0.25 s, the default curve, from what is on screen), added as
// the value is set. At 2 s the form's speed is set raw (no re-anchoring), an event too.
// Derivation: the field's frame (20, 40, 200, 30) puts its position at (120, 55); the pulse is
// 1 → 0.3 over 0.4 s, autoreversing forever; the shake's values are absolute x positions.
// entry: LoginViewController.start
// expect-animations: 3
// expect: field/pulse keyPath=opacity from=1 to=0.3 duration=0.4 autoreverses=true repeatCount=inf
// expect-layer: field position=[120,55]
// expect-event: at=1.2 layer=view/field remove=pulse
// expect-event: at=1.2 layer=view/field add=shake keyPath=position.x values=[120,110,130,110,130,120] duration=0.4
// expect-event: at=1.2 layer=view/field set.opacity=0.5
// expect-event: at=1.2 layer=view/field add=opacity keyPath=opacity duration=0.25 timingFunction=default
// expect-note: animate implicitly
// expect-event: at=2 layer=view/field speed=2
// expect-note: asyncAfter runs its code 1.2 s later
import UIKit

final class LoginViewController: UIViewController {
  let field = CALayer()

  func start() {
    field.frame = CGRect(x: 20, y: 40, width: 200, height: 30)
    view.layer.addSublayer(field)
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.fromValue = 1
    pulse.toValue = 0.3
    pulse.duration = 0.4
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    field.add(pulse, forKey: "pulse")
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
      self.showError()
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
      self.field.speed = 2
    }
  }

  private func showError() {
    field.removeAnimation(forKey: "pulse")
    let shake = CAKeyframeAnimation(keyPath: "position.x")
    shake.values = [120, 110, 130, 110, 130, 120]
    shake.duration = 0.4
    field.add(shake, forKey: "shake")
    field.opacity = 0.5
  }
}

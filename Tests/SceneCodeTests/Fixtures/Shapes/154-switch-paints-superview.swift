// A switch that paints its superview, as paper-switch libraries write one: a `UISwitch` subclass
// overriding `setOn(_:animated:)` (calling `super`, then reading `isOn`), a circle layer
// inserted at the bottom of the superview (`insertSublayer(_:at: 0)`), the animation made by a
// helper given a key path from a namespace struct (`Keys.scale`), and the delegate's
// `animationDidStart(_:)` and `animationDidStop(_:finished:)`: a closure the app sets cross-fades
// a label when the animation starts; the superview takes the colour when it stops.
// Derivation: one second in, `setOn(true, animated: true)`: super sets isOn, so the circle
// grows: transform.scale 0.01 → 1 over 0.35 s, easeIn, kept (forwards, not removed). It starts
// at once, so the start closure runs at 1 s: `UIView.transition(with:duration:options:)` with
// `.transitionCrossDissolve` is a fade CATransition of 0.35 s on the label (easeInEaseOut, fill
// both). At 1.35 s it stops, finished: the panel's background becomes the switch's colour.
// expect-event: at=1 layer=view/panel/circle add=scaleUp keyPath=transform.scale from=0.01 to=1 duration=0.35 timingFunction=easeIn fillMode=forwards removedOnCompletion=false
// expect-event: at=1 layer=view/panel/label add=transition transition=fade duration=0.35
// expect-event: at=1.35 layer=view/panel set.backgroundColor=#3399DB
// entry: SettingsViewController.viewDidLoad
import UIKit

final class PaintSwitch: UISwitch, CAAnimationDelegate {
  struct Keys {
    static let scale = "transform.scale"
    static let up = "scaleUp"
  }

  var didStart: (Bool) -> Void = { _ in }
  private let circle = CAShapeLayer()
  private weak var panel: UIView?

  init(panel: UIView, color: UIColor) {
    super.init(frame: .zero)
    self.panel = panel
    onTintColor = color
    circle.fillColor = color.cgColor
    circle.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
    panel.layer.insertSublayer(circle, at: 0)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func setOn(_ on: Bool, animated: Bool) {
    super.setOn(on, animated: animated)
    guard isOn else { return }
    let grow = scaleAnimation(Keys.scale, from: 0.01, to: 1)
    circle.add(grow, forKey: Keys.up)
  }

  private func scaleAnimation(_ keyPath: String, from: CGFloat?, to: CGFloat) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.duration = 0.35
    animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    animation.delegate = self
    return animation
  }

  func animationDidStart(_ anim: CAAnimation) {
    didStart(isOn)
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    if flag { panel?.backgroundColor = onTintColor }
  }
}

final class SettingsViewController: UIViewController {
  let panel = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 80))
  let label = UILabel(frame: CGRect(x: 20, y: 30, width: 200, height: 20))

  override func viewDidLoad() {
    super.viewDidLoad()
    panel.backgroundColor = .white
    view.addSubview(panel)
    panel.addSubview(label)
    let toggle = PaintSwitch(panel: panel, color: UIColor(red: 0.2, green: 0.6, blue: 0.86, alpha: 1))
    toggle.frame = CGRect(x: 250, y: 25, width: 51, height: 31)
    panel.addSubview(toggle)
    toggle.didStart = { on in
      UIView.transition(
        with: self.label, duration: 0.35, options: .transitionCrossDissolve,
        animations: {
          self.label.textColor = on ? .white : .blue
        })
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      toggle.setOn(true, animated: true)
    }
  }
}

// A view controller that starts a pulse in viewDidAppear and stops it in viewWillDisappear:
// set-up runs, teardown does not.
// Derivation: opacity 1 -> 0.3, duration 0.8, autoreverses, repeats forever; never removed.
// expect-animations: 1
// expect: badge/pulse keyPath=opacity from=1 to=0.3 duration=0.8 autoreverses=true repeatCount=inf
// expect-note: viewWillDisappear did not run
import UIKit

class BadgeViewController: UIViewController {
  let badge = CALayer()

  override func viewDidLoad() {
    super.viewDidLoad()
    badge.frame = CGRect(x: 20, y: 20, width: 24, height: 24)
    badge.backgroundColor = UIColor.red.cgColor
    view.layer.addSublayer(badge)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.fromValue = 1
    pulse.toValue = 0.3
    pulse.duration = 0.8
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    badge.add(pulse, forKey: "pulse")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    badge.removeAllAnimations()
  }
}

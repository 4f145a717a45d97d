// A button action is not set-up: it is listed as not run; set-up in viewDidLoad runs.
// expect-animations: 1
// expect: spinner/spin keyPath=transform.rotation.z by=6.283185307179586 duration=1 repeatCount=inf
// expect-note: didTapStop did not run
import UIKit

class LoadingViewController: UIViewController {
  let spinner = CALayer()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.layer.addSublayer(spinner)
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.byValue = 2 * Double.pi
    spin.duration = 1
    spin.repeatCount = .infinity
    spinner.add(spin, forKey: "spin")
  }

  @objc func didTapStop() {
    spinner.removeAllAnimations()
  }
}

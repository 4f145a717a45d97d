// A spring demo as interaction tutorials write one: `UISpringTimingParameters(damping:response:)`,
// an initializer the code adds to UIKit's class in an extension (stiffness (2π/response)², damping
// 4π·ratio/response, delegating to `init(mass:stiffness:damping:initialVelocity:)`), given to a
// `UIViewPropertyAnimator(duration: 0, timingParameters:)` whose completion restarts it.
// Derivation: damping 0.5 and response 1 give m = 1, k = 39.4784176, c = 6.2831853: ζ = 0.5,
// ω₀ = 2π, the spring `Spring(perceptualDuration: 1, bounce: 0.5)` is. A physical spring ignores
// the animator's duration and runs to its settling time (springs.md §5.3), recorded from
// QuartzCore as 2.3438753795710707 s for that spring (springs.md §2.5). The box moves 250 pt
// right (transform.translation.x from 0, the model at 250); when it settles the completion puts it
// back and starts again.
// expect: box/transform.translation.x keyPath=transform.translation.x from=0 duration=2.3438753795710707
// expect-layer: box transform.translation.x=250
// expect-event: at=2.3438753795710707 layer=view/box set.transform.translation.x=0
// entry: SpringDemoViewController.viewDidLoad
import UIKit

extension UISpringTimingParameters {
  convenience init(damping: CGFloat, response: CGFloat, initialVelocity: CGVector = .zero) {
    let stiffness = pow(2 * .pi / response, 2)
    let damp = 4 * .pi * damping / response
    self.init(mass: 1, stiffness: stiffness, damping: damp, initialVelocity: initialVelocity)
  }
}

final class SpringDemoViewController: UIViewController {
  let box = UIView(frame: CGRect(x: 30, y: 200, width: 80, height: 80))
  private var animator = UIViewPropertyAnimator()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(box)
    animate()
  }

  private func animate() {
    let parameters = UISpringTimingParameters(damping: 0.5, response: 1)
    animator = UIViewPropertyAnimator(duration: 0, timingParameters: parameters)
    animator.addAnimations {
      self.box.transform = CGAffineTransform(translationX: 250, y: 0)
    }
    animator.addCompletion { _ in
      self.box.transform = .identity
      self.animate()
    }
    animator.startAnimation()
  }
}

// A custom presentation (UIViewControllerAnimatedTransitioning): UIKit calls
// animateTransition(using:) with a context; TimingLab's is a 390 × 844 container holding the view
// being left. The class has only a convenience initialiser, so it is made with the init() it
// inherits (its defaults: 0.4 s, scale 0.9). The shown view is added, starts transparent and
// shrunk, and comes up with a spring; the one left dims.
// expect-animations: 4
// expect: toView/opacity keyPath=opacity from=0 duration=0.4
// expect: toView/transform.scale.x keyPath=transform.scale.x from=0.9 duration=0.4
// expect: fromView/opacity keyPath=opacity from=1 duration=0.4
// expect-layer: fromView opacity=0.5
// expect-note: a context of TimingLab's
import UIKit

final class ZoomPresentation: NSObject, UIViewControllerAnimatedTransitioning {
  var duration: TimeInterval = 0.4
  var startScale: CGFloat = 0.9

  convenience init(duration: TimeInterval) {
    self.init()
    self.duration = duration
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    duration
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to),
      let fromView = transitionContext.view(forKey: .from)
    else { return }
    let container = transitionContext.containerView
    toView.frame = container.bounds
    toView.alpha = 0
    toView.transform = CGAffineTransform(scaleX: startScale, y: startScale)
    container.addSubview(toView)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.8,
      initialSpringVelocity: 0, options: [],
      animations: {
        toView.alpha = 1
        toView.transform = .identity
        fromView.alpha = 0.5
      },
      completion: { finished in
        transitionContext.completeTransition(finished)
      })
  }
}

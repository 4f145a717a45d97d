// A custom presentation dismissed: the transitioning delegate gives an animator for the
// dismissal too (`animationController(forDismissed:)`), and the presentation controller fades its
// dimming view out in `dismissalTransitionWillBegin()` through the transition coordinator. The
// card dismisses itself a second after it loads (`self.dismiss(animated: true)`).
// Derivation: presented at 0 s: the card at (20, 200, 350, 300), centre (195, 350), fades in over
// 0.3 s (UIView.animate's easeInEaseOut); the dimming view (black, alpha 0) goes to 0.4 with the
// transition, over the animator's 0.3 s. Dismissed at 1 s: the dimming view goes back to 0 over
// the dismissal animator's 0.2 s, easeInEaseOut; the card fades out over 0.2 s and its view is
// removed when that ends (1.2 s); then the transition is over and UIKit takes the container
// off the screen (hidden from 1.2 s).
// expect: cardView/opacity keyPath=opacity from=0 duration=0.3 timingFunction=easeInEaseOut
// expect: dimmingView/opacity keyPath=opacity from=0 duration=0.3 timingFunction=easeInEaseOut
// expect-layer: cardView position=[195,350] bounds=[0,0,350,300]
// expect-layer: dimmingView opacity=0.4
// expect-event: at=1 layer=window/containerView/dimmingView add=opacity keyPath=opacity from=0.4 duration=0.2 timingFunction=easeInEaseOut
// expect-event: at=1 layer=window/containerView/cardView add=opacity keyPath=opacity from=1 duration=0.2
// expect-event: at=1.2 layer=window/containerView set.hidden=1
// expect-event: at=1.2 layer=window/containerView/cardView set.hidden=1
// entry: Home.viewDidAppear
import UIKit

final class FadePresentation: UIPresentationController {
  let dimmingView = UIView()
  override var frameOfPresentedViewInContainerView: CGRect {
    CGRect(x: 20, y: 200, width: 350, height: 300)
  }
  override func presentationTransitionWillBegin() {
    dimmingView.frame = containerView!.bounds
    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    containerView!.insertSubview(dimmingView, at: 0)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0.4 })
  }
  override func dismissalTransitionWillBegin() {
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
  }
}

final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  init(presenting: Bool) { self.presenting = presenting }
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    presenting ? 0.3 : 0.2
  }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    if presenting {
      let view = transitionContext.view(forKey: .to)!
      view.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
      view.alpha = 0
      transitionContext.containerView.addSubview(view)
      UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 }) { _ in
        transitionContext.completeTransition(true)
      }
    } else {
      let view = transitionContext.view(forKey: .from)!
      UIView.animate(withDuration: 0.2, animations: { view.alpha = 0 }) { _ in
        view.removeFromSuperview()
        transitionContext.completeTransition(true)
      }
    }
  }
}

final class Transition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    FadePresentation(presentedViewController: presented, presenting: presenting)
  }
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    FadeAnimator(presenting: true)
  }
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    FadeAnimator(presenting: false)
  }
}

final class Card: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.dismiss(animated: true) }
  }
}

final class Home: UIViewController {
  let transition = Transition()
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let card = Card()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = transition
    present(card, animated: true)
  }
}

// A custom alert presentation as presentation libraries build one: the presented controller's
// `modalPresentationStyle = .custom` and a `transitioningDelegate` that gives both a
// `UIPresentationController` subclass (a dimming view, and the alert's frame from
// `frameOfPresentedViewInContainerView`) and an animator that slides the card up with a spring
// to `transitionContext.finalFrame(for:)`.
// Derivation: presented 0.5 s in (asyncAfter). The container is the window, 390 × 844. The
// presentation controller's frame is 270 × 180 in the middle: x = (390 − 270) / 2 = 60,
// y = (844 − 180) / 2 = 332, so the card's centre is (195, 422), and finalFrame(for:) is that
// frame. `presentationTransitionWillBegin` puts the dimming view (the container's bounds, black
// at 0.4 alpha = #00000066) under it and fades it in with UIView.animate(0.3): opacity from 0,
// easeInEaseOut, 0.3 s, from 0.5 s. The animator starts the card one container height lower
// (centre y 422 + 844) and animates its frame to the final one in a spring block (damping 0.8,
// 0.4 s): UIKit's additive position from (0, 844) to (0, 0), from 0.5 s. The size does not
// change, so there is no bounds animation.
// expect: dimmingView/opacity keyPath=opacity from=0 duration=0.3 beginTime=0.5 timingFunction=easeInEaseOut
// expect: cardViewControllerView/position keyPath=position additive=true from=[0,844] to=[0,0] beginTime=0.5
// expect-layer: cardViewControllerView position=[195,422] bounds=[0,0,270,180] cornerRadius=14 backgroundColor=#FFFFFF
// expect-layer: dimmingView bounds=[0,0,390,844] opacity=1 backgroundColor=#00000066
// expect-animations: 2
// entry: HomeViewController.viewDidLoad
import UIKit

final class CardPresentationController: UIPresentationController {
  private let dimmingView = UIView()

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView = containerView else { return .zero }
    let size = CGSize(width: 270, height: 180)
    return CGRect(
      x: (containerView.bounds.width - size.width) / 2, y: (containerView.bounds.height - size.height) / 2,
      width: size.width, height: size.height)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView else { return }
    dimmingView.frame = containerView.bounds
    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    dimmingView.alpha = 0
    containerView.insertSubview(dimmingView, at: 0)
    UIView.animate(withDuration: 0.3) { self.dimmingView.alpha = 1 }
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let presented = transitionContext.viewController(forKey: .to) else { return }
    let finalFrame = transitionContext.finalFrame(for: presented)
    presented.view.frame = finalFrame.offsetBy(dx: 0, dy: transitionContext.containerView.bounds.height)
    transitionContext.containerView.addSubview(presented.view)
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.8,
      initialSpringVelocity: 0, options: [],
      animations: { presented.view.frame = finalFrame },
      completion: { finished in transitionContext.completeTransition(finished) })
  }
}

final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    CardPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SlideUpAnimator()
  }
}

final class CardViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.layer.cornerRadius = 14
  }
}

final class HomeViewController: UIViewController {
  let cardTransition = CardTransitioningDelegate()

  override func viewDidLoad() {
    super.viewDidLoad()
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.showCard() }
  }

  func showCard() {
    let card = CardViewController()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = cardTransition
    present(card, animated: true)
  }
}

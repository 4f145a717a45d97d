// A dismissal animation controller in the shape of popup-menu libraries: the controller being
// left comes from `transitionContext.viewController(forKey: .from) as? SheetViewController` — the
// cast says which of the app's classes it is, so one is made and loaded (viewDidLoad makes its
// card) with the context's view left as its view. The card fades and shrinks with
// `.init(scaleX:y:)` (CGAffineTransform's, written without the type) over the duration the
// controller reports.
// expect-animations: 3
// expect: card/opacity keyPath=opacity from=1 duration=0.2
// expect: card/transform.scale.x keyPath=transform.scale.x from=1 duration=0.2
// expect-layer: card opacity=0
import UIKit

final class SheetViewController: UIViewController {
  let card = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    card.frame = CGRect(x: 20, y: 300, width: 350, height: 240)
    view.addSubview(card)
  }
}

final class SheetDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    0.2
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let sheet = transitionContext.viewController(forKey: .from) as? SheetViewController else { return }
    UIView.animate(
      withDuration: transitionDuration(using: transitionContext),
      animations: {
        sheet.card.alpha = 0
        sheet.card.transform = .init(scaleX: 0.55, y: 0.55)
      },
      completion: { _ in
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
      })
  }
}

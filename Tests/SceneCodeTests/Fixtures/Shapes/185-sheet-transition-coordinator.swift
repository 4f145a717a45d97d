// A bottom sheet as apps present one: a `UIPresentationController` subclass whose frame is the
// container's lower half and whose dimming view fades in with the transition through the
// presented controller's `transitionCoordinator` (`animate(alongsideTransition:)`), and an
// animator that slides the sheet up from below with an ease-out curve.
// Derivation: presented in viewDidAppear (time 0). The container is the window, 390 × 844; the
// frame is (0, 844 − 422, 390, 422), centre (195, 633). The animator's transitionDuration is
// 0.35 s. The sheet starts one frame height lower and its frame animates to the final one with
// `.curveEaseOut`: additive position from (0, 422) to (0, 0), 0.35 s, easeOut. The dimming view
// (the container's bounds, UIColor(white: 0, alpha: 0.5) = #00000080, alpha 0) is the
// container's first subview; the coordinator runs its alpha change with the transition's
// animations: opacity from 0 over the same 0.35 s, in UIKit's default easeInEaseOut curve.
// expect: sheetViewControllerView/position keyPath=position additive=true from=[0,422] to=[0,0] duration=0.35 timingFunction=easeOut
// expect: dimmingView/opacity keyPath=opacity from=0 duration=0.35 timingFunction=easeInEaseOut
// expect-layer: sheetViewControllerView position=[195,633] bounds=[0,0,390,422]
// expect-layer: dimmingView bounds=[0,0,390,844] backgroundColor=#00000080 opacity=1
// expect-animations: 2
// expect-note: runs with the transition: over its 0.35 s
// entry: ListViewController.viewDidAppear
import UIKit

final class DimmingPresentationController: UIPresentationController {
  private lazy var dimmingView: UIView = {
    let view = UIView()
    view.backgroundColor = UIColor(white: 0, alpha: 0.5)
    view.alpha = 0
    return view
  }()

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    let height = bounds.height / 2
    return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView else { return }
    dimmingView.frame = containerView.bounds
    containerView.insertSubview(dimmingView, at: 0)
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 1
      return
    }
    coordinator.animate(alongsideTransition: { _ in
      self.dimmingView.alpha = 1
    })
  }
}

final class SheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to),
      let toController = transitionContext.viewController(forKey: .to)
    else { return }
    let end = transitionContext.finalFrame(for: toController)
    toView.frame = end.offsetBy(dx: 0, dy: end.height)
    transitionContext.containerView.addSubview(toView)
    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveEaseOut) {
      toView.frame = end
    } completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

final class SheetTransition: NSObject, UIViewControllerTransitioningDelegate {
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
  ) -> UIPresentationController? {
    DimmingPresentationController(presentedViewController: presented, presenting: presenting)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    SheetAnimator()
  }
}

final class SheetViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }
}

final class ListViewController: UIViewController {
  private let sheetTransition = SheetTransition()

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let sheet = SheetViewController()
    sheet.modalPresentationStyle = .custom
    sheet.transitioningDelegate = sheetTransition
    present(sheet, animated: true)
  }
}

// A custom modal transition as transition libraries write one: an object that is both the
// presented controller's `transitioningDelegate` (returning itself from
// `animationController(forPresented:presenting:source:)`) and its animator. Its
// `animateTransition(using:)` grows a copy of the tapped button to cover the screen with
// `UIView.transition(with:duration:options: [])` — no transition style, so the changes animate —
// and fades the presented controller's view in; the presented controller's `viewDidLoad` (run
// when UIKit loads it to be shown) paints its view.
// Derivation: presented one second in, with transitionDuration 0.5. The button (60 × 60 at
// (165, 700), red) in window coordinates starts the copy at centre (195, 730); it moves to the
// container's centre (195, 422) — additive position from (0, 308) — and scales by 844 × 1.2 / 60
// = 16.88, its colour red → blue, over 0.5 × 0.7 = 0.35 s, easeInEaseOut, from 1 s. The presented
// view fades in over 0.5 × 0.42 = 0.21 s after 0.5 × 0.58 = 0.29 s; at 1.5 s the copy goes.
// (The copy is made when the transition runs, so its animations begin at 1 s.)
// expect: copy/transform.scale.x keyPath=transform.scale.x from=1 duration=0.35 beginTime=1 timingFunction=easeInEaseOut
// expect: copy/position keyPath=position additive=true from=[0,308] to=[0,0] duration=0.35 beginTime=1
// expect: copy/backgroundColor keyPath=backgroundColor from=#FF0000 duration=0.35 beginTime=1
// expect: detailViewControllerView/opacity keyPath=opacity from=0 duration=0.21 beginTime=1.29
// expect-layer: copy position=[195,422] bounds=[0,0,60,60] transform.scale.x=16.88 backgroundColor=#0000FF
// expect-event: at=1.5 layer=window/containerView/copy set.hidden=1
// expect-layer: detailViewControllerView backgroundColor=#0000FF
// entry: GalleryViewController.viewDidLoad
import UIKit

final class GrowTransition: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
  weak var source: UIView?

  init(source: UIView) {
    self.source = source
    super.init()
  }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let start = source.flatMap { $0.superview?.convert($0.frame, to: nil) } ?? .zero
    let copy = UIView(frame: start)
    copy.layer.cornerRadius = start.height / 2
    copy.backgroundColor = source?.backgroundColor
    transitionContext.containerView.addSubview(copy)
    let presented = transitionContext.viewController(forKey: .to)!
    presented.view.layer.opacity = 0
    presented.view.frame = transitionContext.containerView.bounds
    transitionContext.containerView.addSubview(presented.view)
    let duration = transitionDuration(using: transitionContext)
    let scale =
      max(transitionContext.containerView.frame.height, transitionContext.containerView.frame.width) * 1.2
      / start.width
    UIView.transition(
      with: copy, duration: duration * 0.7, options: [],
      animations: {
        copy.transform = CGAffineTransform(scaleX: scale, y: scale)
        copy.center = transitionContext.containerView.center
        copy.backgroundColor = presented.view.backgroundColor
      })
    UIView.animate(withDuration: duration * 0.42, delay: duration * 0.58) {
      presented.view.layer.opacity = 1
    } completion: { _ in
      copy.removeFromSuperview()
      transitionContext.completeTransition(true)
    }
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    self
  }
}

final class DetailViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .blue
  }
}

final class GalleryViewController: UIViewController {
  var transition: GrowTransition?

  override func viewDidLoad() {
    super.viewDidLoad()
    let button = UIButton(frame: CGRect(x: 165, y: 700, width: 60, height: 60))
    button.backgroundColor = .red
    view.addSubview(button)
    transition = GrowTransition(source: button)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      let detail = DetailViewController()
      detail.modalPresentationStyle = .custom
      detail.transitioningDelegate = self.transition
      self.present(detail, animated: true)
    }
  }
}

// A top banner as message libraries present one: pinned above its container by a low-priority
// constraint made through `extension NSLayoutConstraint { func with(priority:) }`, slid in by a
// spring block from a transform one banner-height up, and hidden later by an ease-in block. The
// library adjusts its offset only for views of its own protocol (`as? MarginAdjustable & UIView`)
// and skips views that are (`is MarginAdjustable`): a plain UIView the app made is neither.
// Derivation: the banner is 80 pt tall (its height constraint), as wide as the 390 pt screen, its
// top 5 pt above the container's (the library's bounce offset, kept at 5): frame (0, −5, 390, 80),
// position (195, 35). Its transform starts 80 pt up; the spring block (0.4 s, damping ratio 0.8,
// no initial velocity) brings it back: translation.y −80 → 0. At 2 s the ease-in block (0.2 s)
// moves it up by its height again: from 0, the model −80.
// expect-layer: banner position=[195,35] bounds=[0,0,390,80]
// expect: banner/transform.translation.y keyPath=transform.translation.y from=-80 duration=0.4
// expect-event: at=2 layer=view/banner set.transform.translation.y=-80
// expect-event: at=2 layer=view/banner add=transform.translation.y keyPath=transform.translation.y from=0 duration=0.2 timingFunction=easeIn
// expect-no-note: cornerRadius
import UIKit

protocol MarginAdjustable {
  var bounceAnimationOffset: CGFloat { get }
}

final class BannerPresenter {
  private var bounceOffset: CGFloat = 5

  func show(_ banner: UIView, in container: UIView) {
    if banner is MarginAdjustable { return }
    if let adjustable = banner as? MarginAdjustable & UIView {
      bounceOffset = adjustable.bounceAnimationOffset
      adjustable.layer.cornerRadius = 20
    }
    banner.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(banner)
    banner.leadingAnchor.constraint(equalTo: container.leadingAnchor).isActive = true
    banner.trailingAnchor.constraint(equalTo: container.trailingAnchor).isActive = true
    banner.topAnchor.constraint(equalTo: container.topAnchor, constant: -bounceOffset)
      .with(priority: UILayoutPriority(200)).isActive = true
    container.layoutIfNeeded()
    banner.transform = CGAffineTransform(translationX: 0, y: -banner.frame.height)
    UIView.animate(
      withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
      options: [.allowUserInteraction],
      animations: { banner.transform = .identity })
  }

  func hide(_ banner: UIView) {
    UIView.animate(
      withDuration: 0.2, delay: 0, options: [.curveEaseIn],
      animations: { banner.transform = CGAffineTransform(translationX: 0, y: -banner.frame.height) })
  }
}

extension NSLayoutConstraint {
  func with(priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}

final class InboxViewController: UIViewController {
  private let presenter = BannerPresenter()

  override func viewDidLoad() {
    super.viewDidLoad()
    let banner = UIView()
    banner.backgroundColor = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    banner.heightAnchor.constraint(equalToConstant: 80).isActive = true
    presenter.show(banner, in: view)
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
      self.presenter.hide(banner)
    }
  }
}

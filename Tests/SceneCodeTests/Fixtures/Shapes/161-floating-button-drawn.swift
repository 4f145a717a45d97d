// A floating action button as FAB libraries write one: its circle and plus sign are made in
// `draw(_:)` (which UIKit calls once the button is laid out and shown), its frame set from the
// superview when it moves there, and `open()` puts a dimming overlay above it, brings the button
// back to the front, and pops its items in one after another with spring blocks. An image view
// kept for an image that was never given is never added to the screen.
// Derivation: the button is 56 pt, 14 pt from the right and bottom of the 390 × 844 view: frame
// (320, 774, 56, 56), centre (348, 802). Drawn, it holds `circle` (56 × 56 at (28, 28), #4997F1,
// corner radius 28). One second in, the overlay (the whole view, 30 % black) fades in from 0
// over 0.3 s with a spring (damping ratio 0.55, velocity 0.3); the items, 42 pt, sit above the
// button: the first at y −(42 + 14) = −56 (centre (28, −35)), the second at −112 (centre
// (28, −91)), each growing from scale 0.4 and fading in from 0 with the same spring, the second
// 0.1 s later. The drawing order is overlay, then button (brought to the front). The image view
// is left out.
// expect-layer: fab position=[348,802] bounds=[0,0,56,56]
// expect-layer: circle position=[28,28] bounds=[0,0,56,56] backgroundColor=#4997F1 cornerRadius=28
// (The overlay, a stored property's view, is made when first used, in open(): its fade is the
// scene's own animation beginning at 1 s.)
// expect: overlay/opacity keyPath=opacity from=0 duration=0.3 beginTime=1
// expect-event: at=1 layer=view/fab/item set.position=[28,-35]
// expect-event: at=1 layer=view/fab/item2 add=opacity keyPath=opacity from=0 beginTime=1.1 duration=0.3
// expect-event: at=1 layer=view/fab/item2 add=transform.scale.x keyPath=transform.scale.x from=0.4 beginTime=1.1
// expect-note: imageView is never added to a view on screen
// entry: InboxViewController.viewDidLoad
import UIKit

final class FabItem: UIView {
  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 42, height: 42))
    alpha = 0
  }

  required init?(coder: NSCoder) { fatalError() }
}

final class FloatingButton: UIView {
  let size: CGFloat = 56
  let padding: CGFloat = 14
  let itemSpace: CGFloat = 14
  var items: [FabItem] = []
  let circle = CAShapeLayer()
  let overlay = UIView()
  let imageView = UIImageView()

  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
  }

  required init?(coder: NSCoder) { fatalError() }

  func addItem() {
    let item = FabItem()
    items.append(item)
    addSubview(item)
  }

  override func didMoveToSuperview() {
    super.didMoveToSuperview()
    guard let superview = superview else { return }
    frame = CGRect(
      x: superview.bounds.width - size - padding, y: superview.bounds.height - size - padding, width: size,
      height: size)
  }

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    circle.removeFromSuperlayer()
    circle.frame = CGRect(x: 0, y: 0, width: size, height: size)
    circle.backgroundColor = UIColor(red: 73 / 255, green: 151 / 255, blue: 241 / 255, alpha: 1).cgColor
    circle.cornerRadius = size / 2
    layer.addSublayer(circle)
  }

  func open() {
    overlay.frame = superview?.bounds ?? .zero
    overlay.backgroundColor = UIColor(white: 0, alpha: 0.3)
    overlay.alpha = 0
    superview?.insertSubview(overlay, aboveSubview: self)
    superview?.bringSubviewToFront(self)
    UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.55, initialSpringVelocity: 0.3, options: []) {
      self.overlay.alpha = 1
      self.imageView.transform = CGAffineTransform(rotationAngle: -.pi / 4)
    }
    var height: CGFloat = 0
    var delay = 0.0
    for item in items {
      height += item.frame.height + itemSpace
      item.frame.origin = CGPoint(x: size / 2 - item.frame.width / 2, y: -height)
      item.layer.transform = CATransform3DMakeScale(0.4, 0.4, 1)
      UIView.animate(
        withDuration: 0.3, delay: delay, usingSpringWithDamping: 0.55, initialSpringVelocity: 0.3, options: []
      ) {
        item.layer.transform = CATransform3DIdentity
        item.alpha = 1
      }
      delay += 0.1
    }
  }
}

final class InboxViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let fab = FloatingButton()
    fab.addItem()
    fab.addItem()
    view.addSubview(fab)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      fab.open()
    }
  }
}

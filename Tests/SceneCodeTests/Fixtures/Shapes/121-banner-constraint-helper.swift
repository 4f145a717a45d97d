// A banner that lays itself out through a helper of its own, the way banner libraries write it:
// `constraint(_:_:to:constant:)` builds `NSLayoutConstraint(item: self, …)` from its parameters
// (the attribute and the relation are variables, not literals), the host adds them, and the
// banner adds its own height constraint with a bare `addConstraint` in its own method.
// Derivation: leading and trailing pin the banner to the host's 390 pt width, its height is 80,
// its top starts 80 above the host's top, so its centre y goes from −40 to 40 when the top
// constant becomes 0: UIKit's additive position from (0, −80) to zero, 0.4 s.
// expect-animations: 1
// expect: banner/position keyPath=position from=[0,-80] to=[0,0] additive=true duration=0.4
// expect-layer: banner position=[195,40] bounds=[0,0,390,80]
import UIKit

final class Banner: UIView {
  var topConstraint: NSLayoutConstraint?

  private func constraint(
    _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, to view: UIView,
    constant: CGFloat = 0
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: self, attribute: attribute, relatedBy: relation, toItem: view, attribute: attribute,
      multiplier: 1, constant: constant)
  }

  private func pin(in host: UIView) {
    translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(self)
    host.addConstraint(constraint(.leading, .equal, to: host))
    host.addConstraint(constraint(.trailing, .equal, to: host))
    let height = NSLayoutConstraint(
      item: self, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 80)
    addConstraint(height)
    topConstraint = constraint(.top, .equal, to: host, constant: -80)
    host.addConstraint(topConstraint!)
    host.layoutIfNeeded()
  }

  func show(in host: UIView) {
    pin(in: host)
    topConstraint?.constant = 0
    UIView.animate(withDuration: 0.4) { host.layoutIfNeeded() }
  }
}

final class InboxViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let banner = Banner()
    banner.show(in: view)
  }
}

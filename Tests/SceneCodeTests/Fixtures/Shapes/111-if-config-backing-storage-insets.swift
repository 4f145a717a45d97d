// Three things library code does: `#if swift(>=4.2)` inside a method choosing a constant's
// spelling (a current compiler takes the first clause), a stored `_content` behind a computed
// `content` (Swift's backing storage: a property of its own, so the setter setting it does not
// call itself), and insets (`var margin: UIEdgeInsets = .zero`, and `safeAreaInsets` read in the
// controller's `viewDidLoad`: zero, as UIKit gives before the view is in the window, said). The
// badge drops in from margin.top + safe area + 60 pt above.
// Derivation: transform.translation.y from −(0 + 0 + 60) = −60 to 0 in 0.4 s, ease in ease out.
// expect-animations: 1
// expect: badge/drop keyPath=transform.translation.y from=-60 to=0 duration=0.4 timingFunction=easeInEaseOut
// expect-note: safeAreaInsets read while a view controller loads its view (viewDidLoad): zero
// expect-no-note: nest more than
import UIKit

final class BadgeView: UIView {
  var margin: UIEdgeInsets = .zero
  private var _content = UIView()
  var content: UIView {
    get { _content }
    set {
      _content.removeFromSuperview()
      _content = newValue
      addSubview(_content)
    }
  }

  func drop() {
    let badge = CALayer()
    layer.addSublayer(badge)
    let distance = margin.top + safeAreaInsets.top + 60
    let drop = CABasicAnimation(keyPath: "transform.translation.y")
    drop.fromValue = -distance
    drop.toValue = 0
    drop.duration = 0.4
    #if swift(>=4.2)
      let name = CAMediaTimingFunctionName.easeInEaseOut
    #else
      let name = kCAMediaTimingFunctionEaseInEaseOut
    #endif
    drop.timingFunction = CAMediaTimingFunction(name: name)
    badge.add(drop, forKey: "drop")
  }
}

final class BadgeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let badgeView = BadgeView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.addSubview(badgeView)
    badgeView.content = UILabel()
    badgeView.drop()
  }
}

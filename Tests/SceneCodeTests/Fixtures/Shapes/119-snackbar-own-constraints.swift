// A snackbar that lays itself out in its own method: `NSLayoutConstraint(item: self, …)` (self is
// the view subclass's instance: its layer is the item), bare `heightAnchor`/`leadingAnchor` (its
// own), a bottom constraint kept in an optional property and changed with `bottom?.constant`,
// then laid out inside an animation block: UIKit's additive position animation.
// Derivation: the host is 390 × 844; bottom 60 below the host's bottom puts the 50 pt bar's
// centre at 844 + 60 − 25 = 879; −10 puts it at 844 − 10 − 25 = 809: from (0, 70) to zero.
// expect-animations: 1
// expect: bar/position keyPath=position from=[0,70] to=[0,0] additive=true duration=0.3
// expect-layer: bar position=[195,809]
import UIKit

final class Bar: UIView {
  var bottom: NSLayoutConstraint?

  func show(in host: UIView) {
    translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(self)
    bottom = NSLayoutConstraint(
      item: self, attribute: .bottom, relatedBy: .equal, toItem: host, attribute: .bottom, multiplier: 1, constant: 60)
    NSLayoutConstraint.activate([
      bottom!,
      heightAnchor.constraint(equalToConstant: 50),
      leadingAnchor.constraint(equalTo: host.leadingAnchor),
      trailingAnchor.constraint(equalTo: host.trailingAnchor),
    ])
    host.layoutIfNeeded()
    bottom?.constant = -10
    UIView.animate(withDuration: 0.3) { host.layoutIfNeeded() }
  }
}

final class BarViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let bar = Bar()
    bar.show(in: view)
  }
}

// A snackbar sized by its label, the way notification libraries lay them out: the label is pinned
// 12 pt inside the top and bottom and 16 pt inside the sides, and nothing else gives the bar a
// size. TimingLab has no fonts, so the label's size is assumed from its text (said): 15
// characters × 0.55 × 14 pt = 115.5, rounded up to 116 wide; 1.2 × 14 = 16.8, 17 tall. The bar is
// then 148 × 41; its bottom moves from 100 below the host's bottom to 20 above it.
// Derivation: centre y from 844 + 100 − 20.5 = 923.5 to 844 − 20 − 20.5 = 803.5: UIKit's additive
// position from (0, 120) to zero.
// expect-animations: 1
// expect: snack/position keyPath=position from=[0,120] to=[0,0] additive=true duration=0.3
// expect-layer: snack position=[195,803.5] bounds=[0,0,148,41]
// expect-note: a label's size is assumed from its text
import UIKit

final class Snack: UIView {
  let label = UILabel()
  var bottom: NSLayoutConstraint?

  func show(in host: UIView) {
    label.text = "Saved to Photos"
    label.font = UIFont.systemFont(ofSize: 14)
    label.translatesAutoresizingMaskIntoConstraints = false
    addSubview(label)
    translatesAutoresizingMaskIntoConstraints = false
    host.addSubview(self)
    bottom = bottomAnchor.constraint(equalTo: host.bottomAnchor, constant: 100)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      centerXAnchor.constraint(equalTo: host.centerXAnchor),
      bottom!,
    ])
    host.layoutIfNeeded()
    bottom?.constant = -20
    UIView.animate(withDuration: 0.3) { host.layoutIfNeeded() }
  }
}

final class PhotoViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    let snack = Snack()
    snack.show(in: view)
  }
}

// Code whose only motion is Core Animation's own: a layer it made, in the tree, given new model
// values a second later animates each implicitly (uikit.md §6: key = key path, 0.25 s, the
// default curve), even inside a UIView block, which animates views' layers only. With no
// CABasicAnimation anywhere, the scene is its events.
// Derivation: at 1 s borderWidth 0 → 2 and shadowOpacity 0 → 0.4, each an implicit animation
// from what is shown to the new model value.
// expect-animations: 2
// expect-event: at=1 layer=view/ring set.borderWidth=2
// expect-event: at=1 layer=view/ring add=borderWidth keyPath=borderWidth duration=0.25 timingFunction=default
// expect-event: at=1 layer=view/ring add=shadowOpacity keyPath=shadowOpacity duration=0.25 timingFunction=default
import UIKit

final class AvatarViewController: UIViewController {
  let ring = CALayer()

  override func viewDidLoad() {
    super.viewDidLoad()
    ring.frame = CGRect(x: 20, y: 20, width: 64, height: 64)
    ring.cornerRadius = 32
    view.layer.addSublayer(ring)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      UIView.animate(withDuration: 0.6) {
        self.ring.borderWidth = 2
        self.ring.shadowOpacity = 0.4
      }
    }
  }
}

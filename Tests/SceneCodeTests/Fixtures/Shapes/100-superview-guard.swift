// A snackbar shows itself once: `show(in:)` leaves when it already has a superview, which a view
// just made does not have, so it is added to the host and slides up 60 pt. UIKit animates the
// frame change as position, additive, from old − new = (0, 60) to zero, over 0.3 s.
// Derivation: frame (16, 600, 343, 48) → (16, 540, 343, 48): position (187.5, 624) → (187.5, 564).
// expect-animations: 1
// expect: snackbar/position keyPath=position from=[0,60] to=[0,0] additive=true duration=0.3
// expect-layer: snackbar position=[187.5,564]
import UIKit

final class Snackbar: UIView {
  func show(in host: UIView) {
    if superview != nil { return }
    host.addSubview(self)
    UIView.animate(withDuration: 0.3) {
      self.frame.origin.y -= 60
    }
  }
}

final class FeedViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let snackbar = Snackbar(frame: CGRect(x: 16, y: 600, width: 343, height: 48))
    snackbar.show(in: view)
  }
}

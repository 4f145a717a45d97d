// A library that respects Reduce Motion fades instead of sliding when it is on. Devices ship
// with it off, so the slide is what most users see: `UIAccessibility.isReduceMotionEnabled` is
// read as false (said so). The slide moves the view up 80 pt: UIKit's additive position, from
// old − new = (0, 80) to zero, 0.4 s.
// expect-animations: 1
// expect: sheet/position keyPath=position from=[0,80] to=[0,0] additive=true duration=0.4
// expect-note: UIAccessibility.isReduceMotionEnabled taken as false
import UIKit

final class Sheet: UIView {
  func present() {
    if UIAccessibility.isReduceMotionEnabled {
      alpha = 0
      UIView.animate(withDuration: 0.2) { self.alpha = 1 }
    } else {
      UIView.animate(withDuration: 0.4) { self.center.y -= 80 }
    }
  }
}

final class SheetViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let sheet = Sheet(frame: CGRect(x: 0, y: 500, width: 390, height: 300))
    view.addSubview(sheet)
    sheet.present()
  }
}

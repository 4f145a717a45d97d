// A toast shown in the app's key window, centred on it, dropping in from above: the importer
// has one window, the size of an iPhone's screen (390 × 844, said), so its centre is (195, 422).
// Derivation: the toast (200 × 50) starts centred 100 pt above the window's centre, at
// (195, 322); moving its centre to (195, 422) is UIKit's additive position animation from
// old − new = (0, −100) to zero.
// expect-animations: 1
// expect: toast/position keyPath=position from=[0,-100] to=[0,0] additive=true duration=0.35
// expect-layer: toast position=[195,422]
// expect-note: the app's window: assumed an iPhone's screen, 390 × 844
import UIKit

enum Toast {
  static func show() {
    guard let window = UIApplication.shared.windows.first(where: { $0.isKeyWindow }) else { return }
    let toast = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
    toast.center = CGPoint(x: window.center.x, y: window.center.y - 100)
    window.addSubview(toast)
    UIView.animate(withDuration: 0.35) {
      toast.center = window.center
    }
  }
}

// A toast kept on its host view through an associated object that a computed property of an
// `extension UIView` reads and writes. The controller asks its view for it (none yet: the
// association is empty), shows one, then asks to show again: the guard finds the one kept and
// leaves, so there is one fade in (0 → 1 in 0.2 s), not two.
// expect-animations: 1
// expect: toast/opacity keyPath=opacity from=0 duration=0.2
import UIKit

private var toastKey = 0

extension UIView {
  var activeToast: UIView? {
    get { objc_getAssociatedObject(self, &toastKey) as? UIView }
    set { objc_setAssociatedObject(self, &toastKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
  }

  func showToast() {
    guard activeToast == nil else { return }
    let toast = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 44))
    addSubview(toast)
    activeToast = toast
    toast.alpha = 0
    UIView.animate(withDuration: 0.2) {
      toast.alpha = 1
    }
  }
}

final class InboxViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    if view.activeToast == nil {
      view.showToast()
    }
    view.showToast()
  }
}

// Two shapes of notification libraries: a toast that is an Operation, started when an operation
// queue takes it (on the main queue, at once); and a banner under the status bar in a window of
// its own, closed by a class method run with perform(_:with:afterDelay:) through a selector held
// in a variable. The close handler casts its sender: `as? UITapGestureRecognizer` is nil for a
// view, `as? UIView` is the view.
// Derivation: the banner's height is max(47 (status bar) + 44 (navigation bar), 64) = 91; it
// slides in from 91 pt above (UIKit's additive position from (0, −91)), waits 2 s after the
// slide, and slides back up at 2.3 s.
// expect: toastView/opacity keyPath=opacity from=0 duration=0.4
// expect: banner/position keyPath=position from=[0,-91] to=[0,0] additive=true duration=0.3
// expect-event: at=2.3 layer=root/bannerWindow/banner add=position keyPath=position from=[0,91] to=[0,0] additive=true duration=0.3
// expect-note: the status bar: assumed an iPhone's, 390 × 47
import UIKit

final class Toast: Operation {
  let toastView = UIView(frame: CGRect(x: 20, y: 700, width: 350, height: 44))

  override func main() {
    toastView.alpha = 0
    UIApplication.shared.keyWindow?.addSubview(toastView)
    UIView.animate(withDuration: 0.4) { self.toastView.alpha = 1 }
  }
}

final class Overlays {
  static var bannerWindow: UIWindow?

  class func showBanner(_ banner: UIView, duration: TimeInterval) {
    if bannerWindow == nil {
      bannerWindow = UIWindow()
    }
    let height = max(
      UIApplication.shared.statusBarFrame.size.height + UINavigationController().navigationBar.frame.height, 64)
    let frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: height)
    bannerWindow!.frame = frame
    bannerWindow!.addSubview(banner)
    banner.frame = frame.offsetBy(dx: 0, dy: -frame.height)
    let selector = #selector(close)
    UIView.animate(
      withDuration: 0.3,
      animations: {
        banner.frame = frame
      },
      completion: { _ in
        self.perform(selector, with: banner, afterDelay: duration)
      })
  }

  @objc class func close(_ sender: AnyObject) {
    let view: UIView
    if let recognizer = sender as? UITapGestureRecognizer {
      view = recognizer.view!
    } else if let banner = sender as? UIView {
      view = banner
    } else {
      return
    }
    UIView.animate(withDuration: 0.3) {
      view.frame = view.frame.offsetBy(dx: 0, dy: -view.frame.height)
    }
  }
}

final class InboxViewController: UIViewController {
  let queue = OperationQueue()

  override func viewDidLoad() {
    super.viewDidLoad()
    queue.addOperation(Toast())
    let banner = UIView()
    Overlays.showBanner(banner, duration: 2)
  }
}

// A banner whose display time is an optional property left nil, falling back to an appearance's
// default (`duration ?? appearance.duration`, 2 s): an optional stored property is nil until set
// (it read as 0 before). The deadline is worked out first (`let deadline = DispatchTime.now() +
// …`) and then given to asyncAfter: the fade out is an event at 2 s.
// expect-animations: 2
// expect: banner/opacity keyPath=opacity from=0 duration=0.3
// expect-event: at=2 layer=view/banner add=opacity keyPath=opacity from=1 duration=0.3
import UIKit

final class Banner: UIView {
  final class Appearance {
    var duration = Double(2.0)
  }

  let appearance = Appearance()
  var duration: Double?

  func show(in host: UIView) {
    host.addSubview(self)
    alpha = 0
    UIView.animate(withDuration: 0.3) { self.alpha = 1 }
    let deadline = DispatchTime.now() + (duration ?? appearance.duration)
    DispatchQueue.main.asyncAfter(deadline: deadline) {
      UIView.animate(withDuration: 0.3) { self.alpha = 0 }
    }
  }
}

final class BannerViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let banner = Banner(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
    banner.show(in: view)
  }
}

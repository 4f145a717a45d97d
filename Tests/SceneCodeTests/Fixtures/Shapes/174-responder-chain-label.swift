// A scrolling label as marquee libraries write one: before it scrolls it walks the responder
// chain (`next`, an `extension UIResponder` method) to its view controller, checks that the
// controller has loaded its view, and a `UILabel` subclass stores its text and line count
// through `super`.
// Derivation: the label is in the controller's view: its `next` is that view (a UIView), whose
// `next` is the controller (a UIViewController, its view loaded), so the scroll runs: its text
// layer moves by −120 (from 0) over 6 s, linearly, forever. The label's text, set through
// `super.text`, is 20 characters at 17 pt: 20 × 0.55 × 17 = 187 pt wide, which is why it
// scrolls (wider than its 120 pt frame).
// expect: textLayer/scroll keyPath=position.x from=0 to=-120 duration=6 repeatCount=inf
// expect-animations: 1
// expect-no-note: not known
// entry: NowPlayingViewController.viewDidLoad
import UIKit

extension UIResponder {
  func owningViewController() -> UIViewController? {
    guard let next = self.next else { return nil }
    if next is UIViewController { return next as? UIViewController }
    if next is UIView { return next.owningViewController() }
    return nil
  }
}

final class ScrollingLabel: UILabel {
  let textLayer = CALayer()

  override var text: String? {
    get { super.text }
    set {
      super.text = newValue
      super.numberOfLines = 1
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(textLayer)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func startScrolling() {
    guard let controller = owningViewController(), controller.isViewLoaded else { return }
    guard intrinsicContentSize.width > bounds.width else { return }
    let scroll = CABasicAnimation(keyPath: "position.x")
    scroll.fromValue = 0
    scroll.toValue = -bounds.width
    scroll.duration = 6
    scroll.repeatCount = .infinity
    textLayer.add(scroll, forKey: "scroll")
  }
}

final class NowPlayingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let label = ScrollingLabel(frame: CGRect(x: 20, y: 100, width: 120, height: 20))
    label.text = "A song with a title!"
    view.addSubview(label)
    label.startScrolling()
  }
}

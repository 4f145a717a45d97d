// A scrolling label as marquee libraries write one: it starts only once it is in a window
// (`didMoveToWindow`, `guard window != nil`), so one the app adds to its screen scrolls and one
// it prepares in a container not yet on screen does not.
// Derivation: the shown label is in the screen's view, so its window is there: its text layer
// scrolls by −100 (x from 0 to −100) over 4 s, linear, repeating forever. The spare label is
// in a container that is in no window: its window is nil, it never scrolls.
// expect: text/scroll keyPath=position.x from=0 to=-100 duration=4 repeatCount=inf
// expect-animations: 1
// expect-no-note: not known
// entry: TickerViewController.viewDidLoad
import UIKit

final class Ticker: UIView {
  let text = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    text.frame = CGRect(x: 0, y: 0, width: 300, height: frame.height)
    layer.addSublayer(text)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func didMoveToWindow() {
    super.didMoveToWindow()
    guard window != nil else { return }
    let scroll = CABasicAnimation(keyPath: "position.x")
    scroll.fromValue = 0
    scroll.toValue = -100
    scroll.duration = 4
    scroll.repeatCount = .infinity
    text.add(scroll, forKey: "scroll")
  }
}

final class TickerViewController: UIViewController {
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))

  override func viewDidLoad() {
    super.viewDidLoad()
    let shown = Ticker(frame: CGRect(x: 20, y: 100, width: 200, height: 20))
    view.addSubview(shown)
    let spare = Ticker(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    container.addSubview(spare)
  }
}

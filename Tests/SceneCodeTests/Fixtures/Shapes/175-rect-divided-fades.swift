// Edge fades as scrolling labels lay them out: the label's bounds divided with
// `divided(atDistance:from:)` into a fading strip at each end (the first result taken apart
// with `let (end, rest) = …`), each strip's opacity pulsing.
// Derivation: the label is 200 × 20. From the right edge, 24 pt: the trailing strip is
// (176, 0, 24, 20), position (188, 10); the remainder (0, 0, 176, 20) is divided again from the
// left edge, 24 pt: the leading strip (0, 0, 24, 20), position (12, 10). A distance past the
// size is clamped: the full strip of 300 from the top is the whole 200 × 20.
// expect-layer: trailing position=[188,10] bounds=[0,0,24,20]
// expect-layer: leading position=[12,10] bounds=[0,0,24,20]
// expect-layer: cover position=[100,10] bounds=[0,0,200,20]
// expect: trailing/pulse keyPath=opacity from=1 to=0.2 duration=1.5
// expect-no-note: not known
// entry: TickerViewController.viewDidLoad
import UIKit

final class FadingLabel: UIView {
  let leading = CALayer()
  let trailing = CALayer()
  let cover = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    let (end, rest) = bounds.divided(atDistance: 24, from: .maxXEdge)
    trailing.frame = end
    leading.frame = rest.divided(atDistance: 24, from: .minXEdge).slice
    cover.frame = bounds.divided(atDistance: 300, from: .minYEdge).slice
    for strip in [leading, trailing, cover] { layer.addSublayer(strip) }
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.fromValue = 1
    pulse.toValue = 0.2
    pulse.duration = 1.5
    trailing.add(pulse, forKey: "pulse")
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class TickerViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(FadingLabel(frame: CGRect(x: 20, y: 100, width: 200, height: 20)))
  }
}

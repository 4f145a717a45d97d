// A like button in the shape of a popular one: a `CALayer` subclass sets `mask = maskLayer` in
// its own `layoutSublayers()`; a tap a second later pops the mask with a cubic keyframe scale;
// an `extension UIBezierPath` user draws the check reversed (`reversing()`).
// Derivation: the mask animates, so it is drawn as the click layer's sublayer (masks are not
// applied); the pop is added 1 s later: scale 0.4 → 1 → 0.9 → 1 over 0.5 s, cubic. The mark's
// path M 0 0 L 10 10 L 30 0 reversed runs M 30 0 L 10 10 L 0 0.
// expect-event: at=1 layer=view/button/click/maskLayer add=scale keyPath=transform.scale values=[0.4,1,0.9,1] duration=0.5 calculationMode=cubic
// expect-layer: mark path="M 30 0 L 10 10 L 0 0"
// expect-note: drawn as a sublayer of click
// expect-no-note: without a common superlayer
// entry: LikeViewController.viewDidLoad
import UIKit

final class ClickLayer: CALayer {
  let maskLayer = CALayer()

  func pop() {
    let animation = CAKeyframeAnimation(keyPath: "transform.scale")
    animation.duration = 0.5
    animation.values = [0.4, 1, 0.9, 1]
    animation.calculationMode = .cubic
    maskLayer.add(animation, forKey: "scale")
  }

  override func layoutSublayers() {
    maskLayer.frame = bounds
    mask = maskLayer
    backgroundColor = UIColor.red.cgColor
  }
}

final class LikeButton: UIView {
  let click = ClickLayer()
  let mark = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    click.frame = bounds
    layer.addSublayer(click)
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 10))
    path.addLine(to: CGPoint(x: 30, y: 0))
    mark.path = path.reversing().cgPath
    layer.addSublayer(mark)
  }

  required init?(coder: NSCoder) { fatalError() }

  func tap() { click.pop() }
}

final class LikeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let button = LikeButton(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
    view.addSubview(button)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { button.tap() }
  }
}

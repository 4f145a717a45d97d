// A lazy property made by an immediately called closure.
// Derivation: the closure sets lineWidth 5 and strokeEnd 0; the draw animation is 0 -> 1 over 2 s.
// expect-animations: 1
// expect: checkmark/draw keyPath=strokeEnd from=0 to=1 duration=2
// expect-layer: checkmark lineWidth=5 strokeEnd=0
import UIKit

class SuccessView: UIView {
  lazy var checkmark: CAShapeLayer = {
    let shape = CAShapeLayer()
    shape.lineWidth = 5
    shape.strokeEnd = 0
    return shape
  }()

  func startAnimation() {
    layer.addSublayer(checkmark)
    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 2
    checkmark.add(draw, forKey: "draw")
  }
}

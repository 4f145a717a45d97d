// A view made in a storyboard (set up in `awakeFromNib`, no `init(frame:)` in the code) that sizes
// its spinner from its own frame, and starts the turn from the layer's current rotation read back
// in Swift 2's spelling (`valueForKeyPath("transform.rotation.z") as! CGFloat`). The frame comes
// from the storyboard, outside the code: assumed 40 × 40, said so.
// Derivation: the ring is inset 4 points: 32 × 32 at (20, 20); the model rotation is 0, so the
// turn goes to 2π + 0 over 1 s, forever, held when done.
// expect-animations: 1
// expect: ring/spin keyPath=transform.rotation.z to=6.283185307179586 duration=1 repeatCount=inf fillMode=forwards removedOnCompletion=false
// expect-layer: ring bounds=[0,0,32,32] position=[20,20]
// expect-note: layer's size is not set in the given code; assumed 40 × 40
import UIKit

class RingView: UIView {
  private let ring = CAShapeLayer()

  override func awakeFromNib() {
    super.awakeFromNib()
    ring.frame = CGRectInset(bounds, 4, 4)
    layer.addSublayer(ring)
    startSpinning()
  }

  func startSpinning() {
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = CGFloat(2 * M_PI) + (ring.valueForKeyPath("transform.rotation.z") as! CGFloat)
    spin.duration = 1.0
    spin.repeatCount = Float.infinity
    spin.removedOnCompletion = false
    spin.fillMode = kCAFillModeForwards
    ring.addAnimation(spin, forKey: "spin")
  }
}

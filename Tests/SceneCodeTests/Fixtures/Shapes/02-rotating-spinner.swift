// A spinner view: a UIView subclass whose init(frame:) calls a common set-up, which adds a
// shape layer ring and a full-turn rotation that repeats forever.
// Derivation: byValue 2π on transform.rotation.z, duration 1, repeatCount .infinity,
// isRemovedOnCompletion false; the ring is a sublayer of the view's own layer ("layer").
// expect-animations: 1
// expect: ring/spin keyPath=transform.rotation.z by=6.283185307179586 duration=1 repeatCount=inf removedOnCompletion=false
// expect-layer: ring strokeEnd=0.75 lineWidth=3
import UIKit

final class SpinnerView: UIView {
  private let ring = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    ring.strokeEnd = 0.75
    ring.lineWidth = 3
    ring.fillColor = UIColor.clear.cgColor
    layer.addSublayer(ring)
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.byValue = 2 * CGFloat.pi
    spin.duration = 1
    spin.repeatCount = .infinity
    spin.isRemovedOnCompletion = false
    ring.add(spin, forKey: "spin")
  }
}

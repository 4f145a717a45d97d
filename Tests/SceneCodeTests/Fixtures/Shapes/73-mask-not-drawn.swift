// A spinner masked by a shape layer: the mask is not drawn (masks are not applied, said so) and
// is not shown as a layer of its own beside the spinner.
// Derivation: the only layers in the scene are the host layer and `spinner`; one animation.
// expect-animations: 1
// expect: spinner/spin keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=1
// expect-note: masks are not applied in TimingLab
// expect-no-note: without a common superlayer
import UIKit

func setUp(_ layer: CALayer) {
  let spinner = CALayer()
  spinner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
  spinner.backgroundColor = UIColor.orange.cgColor
  layer.addSublayer(spinner)
  let hole = CAShapeLayer()
  hole.frame = spinner.bounds
  hole.path = UIBezierPath(ovalIn: spinner.bounds).cgPath
  spinner.mask = hole
  let spin = CABasicAnimation(keyPath: "transform.rotation.z")
  spin.fromValue = 0
  spin.toValue = 2 * Double.pi
  spin.duration = 1
  spinner.add(spin, forKey: "spin")
}

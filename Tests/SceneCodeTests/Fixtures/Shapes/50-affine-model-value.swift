// A layer's model transform set with CGAffineTransform, then a rotation animated from it.
// Derivation: affineTransform = rotation π/4 -> model transform.rotation.z = π/4; the animation
// turns transform.rotation.z from π/4 to π/4 + π.
// expect-animations: 1
// expect: needle/swing keyPath=transform.rotation.z from=0.7853981633974483 to=3.9269908169872414 duration=0.7
// expect-layer: needle transform.rotation.z=0.7853981633974483
import UIKit

func swing(_ needle: CALayer) {
  needle.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
  let swing = CABasicAnimation(keyPath: "transform.rotation.z")
  swing.fromValue = Double.pi / 4
  swing.toValue = Double.pi / 4 + Double.pi
  swing.duration = 0.7
  needle.add(swing, forKey: "swing")
}

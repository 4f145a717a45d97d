// A shape that morphs from a square to a rounded square while turning a quarter, written with
// today's Swift spellings: `CGPath(rect:transform:)`, `CGPath(roundedRect:cornerWidth:
// cornerHeight:transform:)`, `CGPath(ellipseIn:transform:)` for the model path, and the angle
// from Foundation's `Measurement(value: 90, unit: UnitAngle.degrees).converted(to: .radians)`.
// Derivation: a 90° turn is π/2 rad = 1.5707963267948966; the morph's ends are the square
// M 0 0 L 20 0 L 20 20 L 0 20 Z and a rounded square (both 20 × 20); one second each.
// expect-animations: 2
// expect: shape/turn keyPath=transform.rotation.z by=1.5707963267948966 duration=1
// expect: shape/morph keyPath=path from="M 0 0 L 20 0 L 20 20 L 0 20 Z" duration=1
// expect-layer: shape class=CAShapeLayer
import UIKit

func setUp(_ layer: CALayer) {
  let box = CGRect(x: 0, y: 0, width: 20, height: 20)
  let shape = CAShapeLayer()
  shape.path = CGPath(ellipseIn: box, transform: nil)
  layer.addSublayer(shape)

  let turn = CABasicAnimation(keyPath: "transform.rotation.z")
  turn.byValue = Measurement(value: 90, unit: UnitAngle.degrees).converted(to: .radians).value
  turn.duration = 1
  shape.add(turn, forKey: "turn")

  let morph = CABasicAnimation(keyPath: "path")
  morph.fromValue = CGPath(rect: box, transform: nil)
  morph.toValue = CGPath(roundedRect: box, cornerWidth: 4, cornerHeight: 4, transform: nil)
  morph.duration = 1
  shape.add(morph, forKey: "morph")
}

// Idioms from Apple's documentation and the Core Animation Programming Guide (docs/ca-api.md §4),
// written as an app would.
import QuartzCore
import UIKit

func setUp(layer: CALayer, view: UIView) {
  // Explicit fade, model value first ("Animating Layer Content").
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.fromValue = 1
  fade.toValue = 0
  fade.duration = 0.5
  fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
  layer.opacity = 0  // set the model value so nothing snaps back
  layer.add(fade, forKey: "fade")

  // Delayed start, filling backwards (the Swift 2 constant is still read).
  let move = CABasicAnimation(keyPath: "position")
  move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
  move.toValue = NSValue(CGPoint: CGPoint(x: 120, y: 40))
  move.duration = 2
  move.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1
  move.fillMode = kCAFillModeBackwards
  move.repeatCount = .greatestFiniteMagnitude
  move.autoreverses = true
  layer.add(move, forKey: "move")

  // A scale pulse with per-segment timing functions, added without a key.
  let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
  pulse.values = [1, 1.2, 1]
  pulse.keyTimes = [0, 0.5, 1]
  pulse.timingFunctions = [
    CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1),
    CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeOut),
  ]
  pulse.duration = 0.6
  pulse.repeatCount = Float.infinity
  layer.add(pulse, forKey: nil)

  // A group on a shape sublayer: a full turn and the stroke drawn.
  let spin = CABasicAnimation(keyPath: "transform.rotation.z")
  spin.toValue = CGFloat.pi * 2
  let draw = CABasicAnimation(keyPath: "strokeEnd")
  draw.fromValue = 0; draw.toValue = 1
  let g = CAAnimationGroup()
  g.animations = [spin, draw]
  g.duration = 2
  g.repeatCount = 2.5
  let shape = CAShapeLayer()
  shape.strokeEnd = 0
  shape.strokeColor = UIColor.red.cgColor
  layer.addSublayer(shape)
  shape.add(g, forKey: "group")

  fade.delegate = self
  view.backgroundColor = .white
}

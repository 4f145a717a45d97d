// An equalizer bar drawn by morphing its shape layer's path, as indicator libraries do: a
// keyframe animation of `path` whose values are rectangles of different heights, appended in a
// loop through `values?.append`.
// Derivation: size 40 → bar width 40 / 9; heights 40 × (0, 0.5, 1) → rects from y = 40, 20, 0
// down to 40, each `UIBezierPath(rect:)` (move, three lines, close: "M x y L … Z").
// expect-animations: 1
// expect-layer: bar class=CAShapeLayer path="M 0 40 L 4.444444444444445 40 L 4.444444444444445 40 L 0 40 Z"
// expect: bar/level keyPath=path duration=1.2 repeatCount=inf values=["M 0 40 L 4.444444444444445 40 L 4.444444444444445 40 L 0 40 Z","M 0 20 L 4.444444444444445 20 L 4.444444444444445 40 L 0 40 Z","M 0 0 L 4.444444444444445 0 L 4.444444444444445 40 L 0 40 Z"]
// expect-no-note: ignored
import UIKit

final class EqualizerAnimation {
  func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
    let width = size.width / 9
    let bar = CAShapeLayer()
    bar.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
    bar.fillColor = color.cgColor
    bar.path = UIBezierPath(rect: CGRect(x: 0, y: size.height, width: width, height: 0)).cgPath
    layer.addSublayer(bar)

    let level = CAKeyframeAnimation(keyPath: "path")
    level.values = []
    for factor in [0, 0.5, 1.0] {
      let height = size.height * CGFloat(factor)
      let rect = CGRect(origin: CGPoint(x: 0, y: size.height - height), size: CGSize(width: width, height: height))
      level.values?.append(UIBezierPath(rect: rect).cgPath)
    }
    level.duration = 1.2
    level.repeatCount = .infinity
    bar.add(level, forKey: "level")
  }
}

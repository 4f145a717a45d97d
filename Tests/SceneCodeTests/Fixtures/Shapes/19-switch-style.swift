// A style enum and a switch choosing the animation.
// Derivation: style is .fade -> the opacity case runs, not the scale one.
// expect-animations: 1
// expect: layer/appear keyPath=opacity from=0 to=1 duration=0.35
import UIKit

enum AppearStyle {
  case fade, grow
}

struct Appearance {
  var style: AppearStyle = .fade

  func animation() -> CABasicAnimation {
    switch style {
    case .fade:
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 0.35
      return fade
    case .grow:
      let grow = CABasicAnimation(keyPath: "transform.scale")
      grow.fromValue = 0.5
      grow.toValue = 1
      grow.duration = 0.35
      return grow
    }
  }
}

func show(_ layer: CALayer) {
  layer.add(Appearance().animation(), forKey: "appear")
}

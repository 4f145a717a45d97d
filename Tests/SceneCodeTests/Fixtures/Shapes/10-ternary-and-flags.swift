// Durations and curves chosen by a condition and a ternary on properties.
// Derivation: isCompact is false -> duration 0.6; reduceMotion false -> easeInEaseOut.
// expect-animations: 1
// expect: layer/slide keyPath=position.x from=0 to=120 duration=0.6 timingFunction=easeInEaseOut
import UIKit

class Slider {
  var isCompact = false
  var reduceMotion = false

  func startSliding(_ layer: CALayer) {
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = 0
    slide.toValue = 120
    slide.duration = isCompact ? 0.3 : 0.6
    if reduceMotion {
      slide.timingFunction = CAMediaTimingFunction(name: .linear)
    } else {
      slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    }
    layer.add(slide, forKey: "slide")
  }
}

// Swift 2, as libraries from 2015 are written: a method's first parameter has no argument label
// (`fadeAnimation(0.8)` calls `func fadeAnimation(duration: Double)`), `addAnimation(_:forKey:)`,
// `CGColor`, string timing-function constants.
// Derivation: opacity 1 -> 0.2, duration 0.8 (the argument), autoreverses, repeatCount HUGE
// (infinite), easeInEaseOut from kCAMediaTimingFunctionEaseInEaseOut.
// expect-animations: 1
// expect: dot/fade keyPath=opacity from=1 to=0.2 duration=0.8 autoreverses=true repeatCount=inf timingFunction=easeInEaseOut
import UIKit

struct FadeDotAnimation {
  func setupAnimationInLayer(layer: CALayer, size: CGFloat, tintColor: UIColor) {
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: size / 4, height: size / 4)
    dot.backgroundColor = tintColor.CGColor
    layer.addSublayer(dot)
    dot.addAnimation(fadeAnimation(0.8), forKey: "fade")
  }

  func fadeAnimation(duration: Double) -> CABasicAnimation {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1.0
    fade.toValue = 0.2
    fade.duration = duration
    fade.autoreverses = true
    fade.repeatCount = HUGE
    fade.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
    return fade
  }
}

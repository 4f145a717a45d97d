// A CALayer subclass that animates itself: `add` inside it is the layer's own method.
// Derivation: init() runs set-up; the breathe animation is on the layer itself (the root).
// expect-animations: 1
// expect: layer/breathe keyPath=opacity from=1 to=0.4 duration=1.6 autoreverses=true repeatCount=inf timingFunction=easeInEaseOut
import QuartzCore

final class BreathingLayer: CALayer {
  override init() {
    super.init()
    setUp()
  }

  override init(layer: Any) {
    super.init(layer: layer)
  }

  required init?(coder: NSCoder) {
    fatalError()
  }

  private func setUp() {
    let breathe = CABasicAnimation(keyPath: "opacity")
    breathe.fromValue = 1
    breathe.toValue = 0.4
    breathe.duration = 1.6
    breathe.autoreverses = true
    breathe.repeatCount = .infinity
    breathe.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    add(breathe, forKey: "breathe")
  }
}

// Constants in a caseless enum, keys as static lets.
// Derivation: Constants.duration 0.9, Constants.key "breathe"; scale 1 -> Constants.maxScale 1.1.
// expect-animations: 1
// expect: layer/breathe keyPath=transform.scale from=1 to=1.1 duration=0.9 autoreverses=true repeatCount=inf
import QuartzCore

private enum Constants {
  static let duration: CFTimeInterval = 0.9
  static let maxScale: CGFloat = 1.1
  static let key = "breathe"
}

final class BreathingController {
  func startBreathing(_ layer: CALayer) {
    let breathe = CABasicAnimation(keyPath: "transform.scale")
    breathe.fromValue = 1
    breathe.toValue = Constants.maxScale
    breathe.duration = Constants.duration
    breathe.autoreverses = true
    breathe.repeatCount = .infinity
    layer.add(breathe, forKey: Constants.key)
  }
}

import QuartzCore

enum Animations {
  static func rotation(duration: CFTimeInterval) -> CABasicAnimation {
    let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
    rotation.fromValue = 0
    rotation.toValue = 2 * Double.pi
    rotation.duration = duration
    rotation.repeatCount = .infinity
    rotation.timingFunction = CAMediaTimingFunction(name: .linear)
    return rotation
  }
}

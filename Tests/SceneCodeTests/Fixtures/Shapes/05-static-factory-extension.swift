// A static factory in an extension of CABasicAnimation with default arguments.
// Derivation: fade(to: 0) uses from 1 (default), duration 0.25 (default); fade(to: 0.5, duration: 1) from 1.
// expect-animations: 2
// expect: layer/out keyPath=opacity from=1 to=0 duration=0.25
// expect: layer/half keyPath=opacity from=1 to=0.5 duration=1 fillMode=forwards removedOnCompletion=false
import QuartzCore

extension CABasicAnimation {
  static func fade(from: CGFloat = 1, to: CGFloat, duration: CFTimeInterval = 0.25) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
  }
}

func startFades(on layer: CALayer) {
  layer.add(CABasicAnimation.fade(to: 0), forKey: "out")
  let half = CABasicAnimation.fade(to: 0.5, duration: 1)
  half.fillMode = .forwards
  half.isRemovedOnCompletion = false
  layer.add(half, forKey: "half")
}

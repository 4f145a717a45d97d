// Timing names passed around as strings and turned back into CAMediaTimingFunctionName, the
// shape Swift's migrator left in older libraries (`convertToCAMediaTimingFunctionName`): a fold
// of two halves, the first easing in, the second easing out and starting when the first ends.
// expect-animations: 2
// expect: top/fold keyPath=transform.rotation.x from=0 to=-1.5707963267948966 duration=0.2 timingFunction=easeIn
// expect: bottom/fold keyPath=transform.rotation.x from=1.5707963267948966 to=0 duration=0.2 beginTime=0.2 timingFunction=easeOut
import QuartzCore

fileprivate func convertFromName(_ input: CAMediaTimingFunctionName) -> String {
  input.rawValue
}

fileprivate func convertToName(_ input: String) -> CAMediaTimingFunctionName {
  CAMediaTimingFunctionName(rawValue: input)
}

final class Fold {
  let top = CALayer()
  let bottom = CALayer()

  func fold(_ layer: CALayer, timing: String, from: CGFloat, to: CGFloat, delay: CFTimeInterval) {
    let rotate = CABasicAnimation(keyPath: "transform.rotation.x")
    rotate.timingFunction = CAMediaTimingFunction(name: convertToName(timing))
    rotate.fromValue = from
    rotate.toValue = to
    rotate.duration = 0.2
    rotate.beginTime = CACurrentMediaTime() + delay
    layer.add(rotate, forKey: "fold")
  }

  func start() {
    var timing = convertFromName(.easeIn)
    fold(top, timing: timing, from: 0, to: -.pi / 2, delay: 0)
    timing = timing == convertFromName(.easeIn) ? convertFromName(.easeOut) : convertFromName(.easeIn)
    fold(bottom, timing: timing, from: .pi / 2, to: 0, delay: 0.2)
  }
}

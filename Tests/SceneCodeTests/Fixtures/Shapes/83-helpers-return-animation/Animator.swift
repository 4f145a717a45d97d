// A material spinner's animator, in the shape small Swift libraries use: every helper builds and
// returns a local called `animation`, the group takes them in an array literal (so the children
// are named by their helpers: strokeStart, strokeEnd, strokeCatch — not one id three times,
// which a scene refuses),
// keys come from an enum's computed property (`Animation.spring.key`), and key paths from an
// enum with a computed `path` used by a convenience initializer in another file.
// Derivation: rotation 0 → 2π over 4 s, forever; the spring group 1.5 s, forever: strokeStart
// 0 → 0.15 and strokeEnd 0 → 1 over 1 s, then strokeStart 0.15 → 1 from 1 s for 0.5 s.
// expect-animations: 5
// expect: layer/spinner.rotation keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=4 repeatCount=inf
// expect: layer/spinner.spring duration=1.5 repeatCount=inf
// expect: layer/spinner.spring/strokeStart keyPath=strokeStart from=0 to=0.15 duration=1
// expect: layer/spinner.spring/strokeEnd keyPath=strokeEnd from=0 to=1 duration=1
// expect: layer/spinner.spring/strokeCatch keyPath=strokeStart from=0.15 to=1 duration=0.5 beginTime=1
import UIKit

final class SpinnerAnimator {
  enum Animation: String {
    var key: String { rawValue }
    case spring = "spinner.spring"
    case rotation = "spinner.rotation"
  }

  func addAnimation(to layer: CALayer) {
    layer.add(rotation(), forKey: Animation.rotation.key)
    layer.add(spring(), forKey: Animation.spring.key)
  }

  private func rotation() -> CABasicAnimation {
    let animation = CABasicAnimation(key: .rotationZ)
    animation.duration = 4
    animation.fromValue = 0
    animation.toValue = 2.0 * .pi
    animation.repeatCount = .infinity
    return animation
  }

  private func spring() -> CAAnimationGroup {
    let animation = CAAnimationGroup()
    animation.duration = 1.5
    animation.animations = [strokeStart(), strokeEnd(), strokeCatch()]
    animation.repeatCount = .infinity
    return animation
  }

  private func strokeStart() -> CABasicAnimation {
    let animation = CABasicAnimation(key: .strokeStart)
    animation.duration = 1
    animation.fromValue = 0
    animation.toValue = 0.15
    return animation
  }

  private func strokeEnd() -> CABasicAnimation {
    let animation = CABasicAnimation(key: .strokeEnd)
    animation.duration = 1
    animation.fromValue = 0
    animation.toValue = 1
    return animation
  }

  private func strokeCatch() -> CABasicAnimation {
    let animation = CABasicAnimation(key: .strokeStart)
    animation.beginTime = 1
    animation.duration = 0.5
    animation.fromValue = 0.15
    animation.toValue = 1
    return animation
  }
}

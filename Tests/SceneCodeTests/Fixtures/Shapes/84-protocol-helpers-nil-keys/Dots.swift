// Four dots that trade places, set up the way a small Swift library splits it over files: the
// animation helpers live in a protocol extension the layer conforms to (`class DotsLayer:
// CALayer, Animating`), the dots' places and colours in an enum reached through a typealias,
// colours written as Xcode colour literals, and every add is `forKey: nil` (each one added, none
// replacing another: Core Animation keeps them all).
// Derivation: dot i moves to dot i+1's place over 0.6 s, linear, in a group repeated forever, and
// its fill colour goes to the next dot's; two adds per dot, both kept, named by the helper that
// made the group (`looped`, `looped2`).
// expect-animations: 8
// expect: dot/looped duration=0.6 repeatCount=inf
// expect-layer: dot fillColor=#3366CC
// expect: dot/looped/animation keyPath=fillColor to=#3366CC80 duration=0.6
// expect: dot/looped2/animation keyPath=position to=[25,5] duration=0.6
// expect: dot2/looped2/animation keyPath=position to=[25,25]
import UIKit

typealias Place = DotPlace

final class DotsLayer: CALayer, Animating {
  private var dots: [CAShapeLayer] = []

  func start(duration: Double = 0.6) {
    for place in [Place.topLeft, Place.topRight] {
      let dot = CAShapeLayer()
      dot.frame = place.frame
      dot.fillColor = place.color
      addSublayer(dot)
      dot.add(looped(fillColorAnimation(to: place.next.color, duration: duration)), forKey: nil)
      dot.add(looped(positionAnimation(to: place.next.center, duration: duration)), forKey: nil)
    }
  }

  private func looped(_ animation: CABasicAnimation) -> CAAnimationGroup {
    let group = CAAnimationGroup()
    group.duration = animation.duration
    group.repeatCount = .infinity
    group.animations = [animation]
    return group
  }
}

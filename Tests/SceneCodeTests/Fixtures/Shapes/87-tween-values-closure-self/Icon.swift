// A like-button icon whose bounce is sampled from an easing closure, the way tween-based
// libraries write it: keyframe values generated in a loop into `[CGFloat]()` by a closure kept
// in a static property (`Easing.linearOut`), cached in an optional property, and set inside a
// configuring closure passed to a generic helper (`configured(CAKeyframeAnimation(…)) { $0… }`),
// which reads the property through the `self` it was made with. Duration in `NSTimeInterval`.
// Derivation: 4 samples of c·t/d + b over d = 0.4 s, t = 0, 0.1, 0.2, 0.3: 0, 0.25, 0.5, 0.75;
// the icon layer's centre moves to (20, 30) (a view's centre is its layer's position).
// entry: Icon.bounce
// expect-animations: 1
// expect: icon/bounce keyPath=transform.scale values=[0,0.25,0.5,0.75] duration=0.4
// expect-layer: icon position=[20,30]
import UIKit

final class Icon: UIView {
  private var tweenValues: [CGFloat]?
  private let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

  func bounce(duration: Double = 0.4) {
    addSubview(icon)
    icon.center = CGPoint(x: 20, y: 30)
    if nil == tweenValues {
      tweenValues = samples(duration: CGFloat(duration))
    }
    let scale = configured(CAKeyframeAnimation(keyPath: "transform.scale")) {
      $0.values = tweenValues!
      $0.duration = NSTimeInterval(duration)
    }
    icon.layer.add(scale, forKey: "bounce")
  }

  private func samples(duration: CGFloat) -> [CGFloat] {
    var values = [CGFloat]()
    let step = duration / 4
    let ease = Easing.linearOut
    var t: CGFloat = 0
    while t < duration - step / 2 {
      values.append(ease(t, 0, 1, duration))
      t += step
    }
    return values
  }
}

// A square that flips about x, then about y, with whole transforms: Core Animation interpolates
// the matrices as quaternions, turning about axes in between, which rotations about one axis
// cannot show. The flip is left out and said so; the fade beside it stays.
// expect-animations: 1
// expect: square/fade keyPath=opacity from=1 to=0.5 duration=3
// expect-note: rotate about 2 axes
import QuartzCore

func flip(_ square: CALayer) {
  let flip = CAKeyframeAnimation(keyPath: "transform")
  flip.values = [
    CATransform3DIdentity,
    CATransform3DMakeRotation(.pi / 2, 1, 0, 0),
    CATransform3DMakeRotation(.pi / 2, 0, 1, 0),
  ]
  flip.duration = 3
  square.add(flip, forKey: "flip")
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.fromValue = 1
  fade.toValue = 0.5
  fade.duration = 3
  square.add(fade, forKey: "fade")
}

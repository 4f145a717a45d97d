// A square that flips about x, then about y, with whole transforms: Core Animation interpolates
// the matrices decomposed, the rotation as a quaternion turning about axes in between, which
// rotations about one axis cannot show. The flip stays whole matrices; the fade stays.
// Derivation: CATransform3DMakeRotation(π/2, 1, 0, 0) has rows (1, 0, 0), (0, 0, 1), (0, −1, 0);
// about y: (0, 0, −1), (0, 1, 0), (1, 0, 0) (cos π/2 taken as 0 to 1e-9).
// expect-animations: 2
// expect: square/flip keyPath=transform values=[[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],[1,0,0,0,0,0,1,0,0,-1,0,0,0,0,0,1],[0,0,-1,0,0,1,0,0,1,0,0,0,0,0,0,1]] duration=3
// expect: square/fade keyPath=opacity from=1 to=0.5 duration=3
// expect-no-note: flip
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

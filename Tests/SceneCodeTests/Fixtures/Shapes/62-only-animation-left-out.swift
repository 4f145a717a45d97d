// When the only animation is left out (a two-axis turn), nothing is left to show: the import
// fails (exit status 2) instead of giving an empty scene, and the note says why.
// expect-fails: every animation it adds was left out
import QuartzCore

func tumble(_ cube: CALayer) {
  let tumble = CABasicAnimation(keyPath: "transform")
  tumble.toValue = CATransform3DConcat(
    CATransform3DMakeRotation(.pi / 2, 1, 0, 0), CATransform3DMakeRotation(.pi / 2, 0, 1, 0))
  tumble.duration = 2
  cube.add(tumble, forKey: "tumble")
}

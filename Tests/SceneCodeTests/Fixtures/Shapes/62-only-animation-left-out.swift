// When the only animation is left out (Core Animation refuses a negative duration), nothing is
// left to show: the import fails (exit status 2) instead of giving an empty scene, and the note
// names the field and the line that set it.
// expect-fails: every animation it adds was left out
import QuartzCore

func tumble(_ cube: CALayer) {
  let tumble = CABasicAnimation(keyPath: "transform.rotation.z")
  tumble.toValue = Double.pi
  tumble.duration = -2
  cube.add(tumble, forKey: "tumble")
}

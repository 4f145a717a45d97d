// A "three-quarter turn" written as a whole transform: its matrix is a quarter turn the other
// way, and Core Animation interpolates the matrix, so the layer turns -90°, not 270°.
// Derivation: MakeRotation(1.5π) has the matrix of rotation -π/2; from identity the short way is -π/2.
// expect-animations: 1
// expect: layer/turn keyPath=transform.rotation.z from=0 to=-1.5707963267948966 duration=1
// expect-note: written as 270° is interpolated as matrices, which turn the short way (-90°)
import QuartzCore

func turn(_ layer: CALayer) {
  let turn = CABasicAnimation(keyPath: "transform")
  turn.fromValue = CATransform3DIdentity
  turn.toValue = CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1)
  turn.duration = 1
  layer.add(turn, forKey: "turn")
}

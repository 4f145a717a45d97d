// An animation with no duration inside a transaction that sets one takes the transaction's.
// Derivation: CATransaction.setAnimationDuration(0.75); the animation's duration is unset -> 0.75.
// expect-animations: 1
// expect: layer/slide keyPath=position.x to=50 duration=0.75
import QuartzCore

func slide(_ layer: CALayer) {
  CATransaction.begin()
  CATransaction.setAnimationDuration(0.75)
  let slide = CABasicAnimation(keyPath: "position.x")
  slide.toValue = 50
  layer.add(slide, forKey: "slide")
  CATransaction.commit()
}

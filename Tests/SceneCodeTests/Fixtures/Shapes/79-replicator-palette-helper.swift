// A replicator spinner set up by a protocol method that takes a size and a palette, the shape of
// loading-animation collections: the copies' angle is read back from the replicator
// (`2π / Double(replicator.instanceCount)`), a colour animation runs only when the palette has
// more than one colour, and an animation made but never added (its `add` commented out) is not
// shown, since Core Animation runs only added animations.
// Derivation: 12 copies, each 1/12 turn (0.5236 rad) about z and 0.05 s later; the palette is
// assumed (said so) as TimingLab's orange and blue, so the dot's backgroundColor keyframes are
// those two, 2 s, autoreversing, forever; the dot scales to 0.3 over 0.6 s, autoreversing, forever.
// expect-animations: 2
// expect: dot/scale keyPath=transform.scale to=0.3 duration=0.6 autoreverses=true repeatCount=inf
// expect: dot/color keyPath=backgroundColor values=["#FF9500","#3478F6"] duration=2 autoreverses=true repeatCount=inf
// expect-layer: ring instanceCount=12 instanceDelay=0.05
// expect-note: assumed colors = [#FF9500, #3478F6]
// expect-note: spin is never added to a layer; not shown
import UIKit

final class RingOfDots: LoadingAnimationProtocol {
  func setUp(in layer: CALayer, size: CGSize, colors: [UIColor]) {
    let diameter = size.width / 8
    let dot = CALayer()
    dot.frame = CGRect(x: (size.width - diameter) / 2, y: 0, width: diameter, height: diameter)
    dot.cornerRadius = diameter / 2
    dot.backgroundColor = colors[0].cgColor

    let ring = CAReplicatorLayer()
    ring.frame = CGRect(origin: .zero, size: size)
    ring.instanceCount = 12
    ring.instanceDelay = 0.05
    let angle = 2 * Double.pi / Double(ring.instanceCount)
    ring.instanceTransform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
    ring.addSublayer(dot)
    layer.addSublayer(ring)

    let scale = CABasicAnimation(keyPath: "transform.scale")
    scale.toValue = 0.3
    scale.duration = 0.6
    scale.autoreverses = true
    scale.repeatCount = .infinity
    dot.add(scale, forKey: "scale")

    let spin = CABasicAnimation(keyPath: "transform.rotation")
    spin.toValue = 2 * Double.pi
    spin.duration = 4
    // ring.add(spin, forKey: "spin")

    if colors.count > 1 {
      let color = CAKeyframeAnimation(keyPath: "backgroundColor")
      color.values = colors.map { $0.cgColor }
      color.duration = 2
      color.autoreverses = true
      color.repeatCount = .infinity
      dot.add(color, forKey: "color")
    }
  }
}

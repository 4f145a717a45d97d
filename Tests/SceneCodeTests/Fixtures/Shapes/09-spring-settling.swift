// A spring whose duration is its settlingDuration, set after the physical parameters.
// Derivation: mass 1, stiffness 200, damping 10: ζ = 10 / (2√200) ≈ 0.354; the duration is the
// spring's settling duration (the importer resolves settlingDuration; the scene then holds it).
// expect-animations: 1
// expect: button/bounce keyPath=transform.scale from=0.8 to=1
// expect-no-note: ignored
import UIKit

func bounceButton(_ button: CALayer) {
  let bounce = CASpringAnimation(keyPath: "transform.scale")
  bounce.fromValue = 0.8
  bounce.toValue = 1
  bounce.mass = 1
  bounce.stiffness = 200
  bounce.damping = 10
  bounce.duration = bounce.settlingDuration
  button.add(bounce, forKey: "bounce")
}

// A start method guarded by state the given code cannot know (`isAnimating` is the superclass's
// property, `window` is set by UIKit): taken as true, `if isAnimating { return }` would skip the
// whole set-up. A branch that only leaves is taken as false instead, said so; a condition with
// work in its branch is still taken as true.
// Derivation: the pulse is added whatever the two early returns; scale 1 → 1.3, 0.5 s,
// autoreverses, forever; the branch with work (`if window != nil`) adds the glow: opacity 0 → 1.
// expect-animations: 2
// expect: layer/pulse keyPath=transform.scale from=1 to=1.3 duration=0.5 autoreverses=true repeatCount=inf
// expect: layer/glow keyPath=opacity from=0 to=1
// expect-note: the condition isAnimating is not known here; taken as false (its branch only leaves)
// expect-note: the condition window != nil is not known here; taken as true
import UIKit

final class PulseButton: BaseAnimatedButton {
  func startPulsing() {
    if isAnimating {
      return
    }
    guard !isHidden else { return }
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1
    pulse.toValue = 1.3
    pulse.duration = 0.5
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    layer.add(pulse, forKey: "pulse")
    if window != nil {
      let glow = CABasicAnimation(keyPath: "opacity")
      glow.fromValue = 0
      glow.toValue = 1
      layer.add(glow, forKey: "glow")
    }
  }
}

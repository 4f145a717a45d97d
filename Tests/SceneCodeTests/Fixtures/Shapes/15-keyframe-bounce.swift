// A keyframe bounce with key times and per-segment timing functions, as "drop in" effects write it.
// Derivation: values and keyTimes as written; 4 segments -> 4 timing functions.
// expect-animations: 1
// expect: icon/drop keyPath=position.y values=[-40,0,-12,0,-4,0] keyTimes=[0,0.4,0.6,0.8,0.9,1] duration=0.9
// expect: icon/drop timingFunctions=["easeIn","easeOut","easeIn","easeOut","easeIn"]
import UIKit

class DropInView: UIView {
  let icon = CALayer()

  override func layoutSubviews() {
    super.layoutSubviews()
    if icon.superlayer == nil {
      layer.addSublayer(icon)
    }
  }

  func animateDrop() {
    let drop = CAKeyframeAnimation(keyPath: "position.y")
    drop.values = [-40, 0, -12, 0, -4, 0]
    drop.keyTimes = [0, 0.4, 0.6, 0.8, 0.9, 1]
    let easeIn = CAMediaTimingFunction(name: .easeIn)
    let easeOut = CAMediaTimingFunction(name: .easeOut)
    drop.timingFunctions = [easeIn, easeOut, easeIn, easeOut, easeIn]
    drop.duration = 0.9
    icon.add(drop, forKey: "drop")
  }
}

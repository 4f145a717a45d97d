// Code that runs later (asyncAfter) is listed, not run: the fade added at once is in the scene,
// the one added after a second is not (and a note says why).
// expect-animations: 1
// expect: layer/fadeIn keyPath=opacity from=0 to=1 duration=0.3
// expect-note: asyncAfter runs its code later
import UIKit

func introduce(_ layer: CALayer) {
  let fadeIn = CABasicAnimation(keyPath: "opacity")
  fadeIn.fromValue = 0
  fadeIn.toValue = 1
  fadeIn.duration = 0.3
  layer.add(fadeIn, forKey: "fadeIn")
  DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let fadeOut = CABasicAnimation(keyPath: "opacity")
    fadeOut.toValue = 0
    layer.add(fadeOut, forKey: "fadeOut")
  }
}

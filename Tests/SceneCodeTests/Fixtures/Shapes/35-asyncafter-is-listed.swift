// Code that runs later (asyncAfter) runs then: the fade added at once begins at 0; the one added
// after a second is a scene event at 1 s (its begin time left unset: the layer's time then), and
// a note says when it runs.
// expect-animations: 2
// expect: layer/fadeIn keyPath=opacity from=0 to=1 duration=0.3
// expect-event: at=1 layer=layer add=fadeOut keyPath=opacity to=0 beginTime=0
// expect-note: asyncAfter runs its code 1 s later
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

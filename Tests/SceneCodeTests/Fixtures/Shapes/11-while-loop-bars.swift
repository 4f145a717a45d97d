// Bars made in a while loop with a counter, each with its own duration.
// Derivation: i = 0, 1, 2 -> duration 0.4 + 0.1 i: 0.4, 0.5, 0.6.
// expect-animations: 3
// expect: bar/stretch keyPath=bounds.size.height from=4 to=24 duration=0.4 autoreverses=true repeatCount=inf
// expect: bar2/stretch duration=0.5
// expect: bar3/stretch duration=0.6
import UIKit

func startBars(in host: CALayer) {
  var i = 0
  while i < 3 {
    let bar = CALayer()
    bar.frame = CGRect(x: Double(i) * 6, y: 0, width: 4, height: 4)
    host.addSublayer(bar)
    let stretch = CABasicAnimation(keyPath: "bounds.size.height")
    stretch.fromValue = 4
    stretch.toValue = 24
    stretch.duration = 0.4 + 0.1 * Double(i)
    stretch.autoreverses = true
    stretch.repeatCount = .infinity
    bar.add(stretch, forKey: "stretch")
    i += 1
  }
}

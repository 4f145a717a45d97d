// The geometry helpers programming books and sample apps add to Core Graphics' types:
// initializers without labels (`CGRect(0, 0, 120, 30)`, delegating to `self.init(x:y:width:height:)`)
// and a computed `center` of a rect. A replicator of bars pulses in `viewDidAppear`, centred in
// the controller's view, which UIKit has sized to the screen by then (read here as an iPhone's,
// 390 × 844).
// Derivation: the bars are 120 × 30, centred at (195, 422); one bar 12 × 30 at the origin
// (centre (6, 15)), copied 6 times 20 pt apart, each copy 0.9 / 6 = 0.15 s later. The pulse
// scales y from 1 to 0.4 over 0.9 s, there and back, forever.
// expect: bar/pulse keyPath=transform.scale.y from=1 to=0.4 duration=0.9 autoreverses=true repeatCount=inf
// expect-layer: bars position=[195,422] bounds=[0,0,120,30] instanceCount=6 instanceDelay=0.15
// expect-layer: bar position=[6,15] bounds=[0,0,12,30]
// expect-note: a view controller's view fills the screen
import UIKit

extension CGRect {
  init(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
    self.init(x: x, y: y, width: w, height: h)
  }

  var center: CGPoint { CGPoint(midX, midY) }
}

extension CGPoint {
  init(_ x: CGFloat, _ y: CGFloat) {
    self.init(x: x, y: y)
  }
}

final class LoadingViewController: UIViewController {
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    let bars = CAReplicatorLayer()
    bars.frame = CGRect(0, 0, 120, 30)
    let bar = CALayer()
    bar.frame = CGRect(0, 0, 12, 30)
    bars.addSublayer(bar)
    bars.instanceCount = 6
    bars.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    let pulse = CABasicAnimation(keyPath: "transform.scale.y")
    pulse.fromValue = 1
    pulse.toValue = 0.4
    pulse.duration = 0.9
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    bar.add(pulse, forKey: "pulse")
    bars.instanceDelay = pulse.duration / Double(bars.instanceCount)
    view.layer.addSublayer(bars)
    bars.position = view.layer.bounds.center
  }
}

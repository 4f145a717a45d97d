// Seed 002's paused layer: speed 0 and a time offset, set in a helper on a property layer.
// Derivation: speed 0, timeOffset 0.4 (the scrub position); the animation is from 0 to 1 over 1 s.
// expect-animations: 1
// expect: colorLayer/scrub keyPath=opacity from=0 to=1 duration=1
// expect-layer: colorLayer speed=0 timeOffset=0.4
import UIKit

class ScrubViewController: UIViewController {
  let colorLayer = CALayer()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.layer.addSublayer(colorLayer)
    let scrub = CABasicAnimation(keyPath: "opacity")
    scrub.fromValue = 0
    scrub.toValue = 1
    scrub.duration = 1
    colorLayer.add(scrub, forKey: "scrub")
    pause(at: 0.4)
  }

  func pause(at offset: CFTimeInterval) {
    colorLayer.speed = 0
    colorLayer.timeOffset = offset
  }
}

// A loader that turns its ring by a random amount with a spring, waits, and turns again — the
// shape of many spinners: `animating`'s willSet starts it; the duration and the angle come from
// arc4random(), taken as the middle of its range (a typical run: Float(2^31) / Float(UInt32.max)
// is 0.5 exactly in single precision). Each turn is a UIKit spring on the view's transform, whose
// matrices turn the short way.
// Derivation: duration = 0.5 × 1 + 1 = 1.5 s; each turn adds 0.5π + π/4 = 3π/4; a turn every
// 1.5 + 0.5 = 2 s. The second, at 2 s, goes from 3π/4 to 3π/2, whose matrix reads back as −π/2:
// the model is −π/2 and the animation starts 3π/4 before it, at −5π/4 (not at 3π/4, which would
// turn 5π/4 the other way).
// expect: ring/transform.rotation.z keyPath=transform.rotation.z from=0 duration=1.5
// expect-event: at=2 layer=view/loader/ring add=transform.rotation.z keyPath=transform.rotation.z from=-3.9269908169872414 duration=1.5
// expect-event: at=2 layer=view/loader/ring set.transform.rotation.z=-1.5707963267948966
// expect-note: arc4random() taken as the middle of its range
import UIKit

final class Loader: UIView {
  let ring = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  private var angle: CGFloat = 0

  var animating = false {
    willSet(shouldAnimate) {
      if shouldAnimate && !animating { turn() }
    }
  }

  private func turn() {
    let fraction = Double(Float(arc4random()) / Float(UInt32.max))
    let duration = fraction * 1.0 + 1.0
    angle += CGFloat(fraction * Double.pi + Double.pi / 4)
    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: [],
      animations: {
        self.ring.transform = CGAffineTransform(rotationAngle: self.angle)
      },
      completion: { _ in
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
          if self.animating { self.turn() }
        }
      })
  }
}

final class LoaderViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let loader = Loader(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.addSubview(loader)
    loader.addSubview(loader.ring)
    loader.animating = true
  }
}

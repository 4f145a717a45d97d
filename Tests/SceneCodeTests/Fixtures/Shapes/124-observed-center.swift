// A view subclass that observes a property its superclass stores: `override var center` with a
// didSet that moves a companion view. The storage stays the layer's (reading `center` gives the
// layer's position); the observer runs after each set, inside the UIView block that set it, so
// the companion animates with the same block's curve and duration.
// Derivation: thumb 60 × 30 at origin (0, 0) → position (30, 15); glow takes thumb's frame in
// setup, so the same centre. At 1 s `thumb.center.x = 150` inside a 0.3 s block: thumb's
// position (30, 15) → (150, 15), and didSet sets glow.center = (150, 15) in the same block: glow
// animates the same way. UIKit block animations are additive, from old − new = (−120, 0) to
// (0, 0), easeInEaseOut.
// expect-event: at=1 layer=view/thumb set.position=[150,15]
// expect-event: at=1 layer=view/glow set.position=[150,15]
// expect-event: at=1 layer=view/thumb add=position keyPath=position from=[-120,0] to=[0,0] duration=0.3 timingFunction=easeInEaseOut additive=true
// expect-event: at=1 layer=view/glow add=position keyPath=position from=[-120,0] to=[0,0] duration=0.3 timingFunction=easeInEaseOut additive=true
import UIKit

final class ThumbView: UIView {
  let glow = UIView()

  override var center: CGPoint {
    didSet { glow.center = center }
  }
}

final class SliderViewController: UIViewController {
  let thumb = ThumbView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))

  override func viewDidLoad() {
    super.viewDidLoad()
    thumb.glow.frame = thumb.frame
    view.addSubview(thumb.glow)
    view.addSubview(thumb)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      UIView.animate(withDuration: 0.3) {
        self.thumb.center.x = 150
      }
    }
  }
}

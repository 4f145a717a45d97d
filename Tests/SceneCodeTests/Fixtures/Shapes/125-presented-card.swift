// A card shown by presenting a controller of its own, the way alert and toast libraries do:
// `present(_:animated: false) { … }` puts the controller's view in the window over the screen
// and runs the completion at once; in it the card is moved above the screen and slides down in a
// UIView block; when the block ends the controller is dismissed (animated: its completion runs
// when UIKit's transition ends, taken as 0.5 s), which dims the screen behind.
// Derivation: the card is 350 × 120 at (20, 0): centre (195, 60). Moved to centre y −60, then to
// 200 in a 0.4 s block after 0.1 s: additive position from (0, −60 − 200) = (0, −260) to zero,
// easeInEaseOut, beginTime 0.1 (a view's layer, added at the commit). The block ends at 0.5 s;
// the dismissal's completion runs 0.5 s later: at 1 s the dimmer's opacity is set to 0.5 (a
// view's own layer, outside a block: no implicit animation). The presenting controller's view
// and the presented one are both in the window, the presented one over it.
// expect: card/position keyPath=position from=[0,-260] to=[0,0] additive=true beginTime=0.1 duration=0.4 timingFunction=easeInEaseOut fillMode=both
// expect-layer: card position=[195,200]
// expect-event: at=1 layer=window/view/dimmer set.opacity=0.5
// expect-note: presentation transition is taken as 0.5 s
import UIKit

final class CardController: UIViewController {
  let card = UIView()
  var onClose: (() -> Void)?

  func show(over host: UIViewController) {
    view.frame = UIScreen.main.bounds
    card.frame = CGRect(x: 20, y: 0, width: 350, height: 120)
    view.addSubview(card)
    host.present(self, animated: false) {
      self.card.center.y = -60
      UIView.animate(
        withDuration: 0.4, delay: 0.1, options: [],
        animations: {
          self.card.center.y = 200
        },
        completion: { _ in
          self.dismiss(animated: true) { self.onClose?() }
        })
    }
  }
}

final class HomeViewController: UIViewController {
  let dimmer = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    dimmer.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    view.addSubview(dimmer)
    let controller = CardController()
    controller.onClose = { self.dimmer.alpha = 0.5 }
    controller.show(over: self)
  }
}

// A button's touch feedback in the shape of LGButton and PopMenu: the alpha comes from the raw
// value of the enum case a ternary picks (`.touched` is 0.7), and the highlight colour is passed
// as `Color`, a typealias of UIColor, so `.white` is UIColor.white (its 18 % tint, #FFFFFF2E).
// expect-animations: 2
// expect: button/opacity keyPath=opacity from=1 duration=0.3
// expect: button/backgroundColor keyPath=backgroundColor duration=0.3
// expect-layer: button opacity=0.7 backgroundColor=#FFFFFF2E
import UIKit

typealias Color = UIColor

final class FeedbackButton: UIView {
  enum TouchAlpha: CGFloat {
    case touched = 0.7
    case untouched = 1.0
  }

  var touchAlpha: TouchAlpha = .untouched
  var pressed = false

  func press(tint: Color) {
    pressed = true
    touchAlpha = pressed ? .touched : .untouched
    UIView.animate(withDuration: 0.3) {
      self.alpha = self.touchAlpha.rawValue
      self.backgroundColor = tint.withAlphaComponent(0.18)
    }
  }
}

final class FeedbackViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let button = FeedbackButton(frame: CGRect(x: 20, y: 400, width: 300, height: 50))
    view.addSubview(button)
    button.press(tint: .white)
  }
}

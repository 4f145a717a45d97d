// UIKit's animation block from before closures, still in apps and tab-bar libraries:
// `beginAnimations(_:context:)` … `commitAnimations()`, its parameters set by class methods
// between them (UIKit's defaults: 0.2 s, no delay, ease in and out).
// Derivation: at 0.5 s the badge's dot fades to 0.2 in a block of 0.35 s, 0.1 s late, easeOut,
// three times there and back. UIKit sets the model value at once and adds the animation from
// the old value (1) to the model's: begin 0.5 + 0.1 = 0.6 in the layer's time, fill both. The
// tab's icon then shrinks in a block left at the defaults: 0.2 s, easeInEaseOut.
// expect-event: at=0.5 layer=view/badge/dot set.opacity=0.2
// expect-event: at=0.5 layer=view/badge/dot add=opacity keyPath=opacity from=1 duration=0.35 beginTime=0.6 timingFunction=easeOut repeatCount=3 autoreverses=true fillMode=both
// expect-event: at=0.5 layer=view/badge/icon add=opacity keyPath=opacity from=1 duration=0.2 timingFunction=easeInEaseOut
import UIKit

final class BadgeView: UIView {
  let dot = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
  let icon = UIView(frame: CGRect(x: 0, y: 5, width: 30, height: 30))

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(icon)
    addSubview(dot)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func pop() {
    UIView.beginAnimations("pop", context: nil)
    UIView.setAnimationDuration(0.35)
    UIView.setAnimationDelay(0.1)
    UIView.setAnimationCurve(.easeOut)
    UIView.setAnimationRepeatCount(3)
    UIView.setAnimationRepeatAutoreverses(true)
    dot.alpha = 0.2
    UIView.commitAnimations()

    UIView.beginAnimations("dim", context: nil)
    icon.alpha = 0.5
    UIView.commitAnimations()
  }
}

final class TabViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let badge = BadgeView(frame: CGRect(x: 100, y: 800, width: 40, height: 40))
    view.addSubview(badge)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      badge.pop()
    }
  }
}

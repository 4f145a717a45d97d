// A storyboard screen: its views are outlets (`@IBOutlet weak var logo: UIView!`), made and set
// by the storyboard before the code runs, so they are there (not nil) inside the controller's
// view; their frames are not in the code. When it appears, the title fades in (written in Swift
// 2's spelling, `UIView.animateWithDuration(0.5, animations:)`) and the logo turns once, a
// quarter per keyframe.
// Derivation: the fade is opacity from 0 (set before the block) to 1 over 0.5 s, easeInEaseOut,
// fill both (uikit.md §1). The turn: UIKit keys the whole transform, whose matrices turn the short
// way from frame to frame, so the quarter turns read back as 0, π/2, π, −π/2, 0 go on from each
// other: values 0, π/2, π, 3π/2, 2π at key times 0, ¼, ½, ¾, 1 over 2 s, linear between frames,
// one easeInEaseOut curve over the whole (uikit.md §4).
// expect-animations: 2
// expect: titleLabel/opacity keyPath=opacity from=0 duration=0.5 timingFunction=easeInEaseOut
// expect: logo/transform.rotation.z keyPath=transform.rotation.z values=[0,1.5707963267948966,3.141592653589793,4.71238898038469,6.283185307179586] keyTimes=[0,0.25,0.5,0.75,1] duration=2 timingFunction=easeInEaseOut
// expect-note: logo is a storyboard outlet
// expect-no-note: without a common superlayer
import UIKit

final class WelcomeViewController: UIViewController {
  @IBOutlet weak var logo: UIView!
  @IBOutlet var titleLabel: UILabel!

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    titleLabel.alpha = 0
    UIView.animateWithDuration(
      0.5,
      animations: {
        self.titleLabel.alpha = 1
      })
    UIView.animateKeyframes(
      withDuration: 2, delay: 0, options: [],
      animations: {
        for quarter in 1...4 {
          UIView.addKeyframe(withRelativeStartTime: Double(quarter - 1) / 4, relativeDuration: 0.25) {
            self.logo.transform = CGAffineTransform(rotationAngle: CGFloat(quarter) * .pi / 2)
          }
        }
      })
  }
}

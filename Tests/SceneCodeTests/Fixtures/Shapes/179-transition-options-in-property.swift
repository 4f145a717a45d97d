// Tab item animations that flip their icon with `UIView.transition(with:…)`, the options kept in
// a property each subclass sets in its initializer (`transitionOptions = .transitionFlipFromTop`),
// and an empty animations block: UIKit still adds the transition, a CATransition under the key
// `transition` (uikit.md §7). Derivation: the base class sets the options to none, the subclass
// then to `.transitionFlipFromTop`: an `oglFlip` from the top, the block's 0.5 s and default
// curve (easeInEaseOut), fill mode both, added to the icon when it is tapped at 1 s.
// expect-event: at=1 layer=view/icon add=transition transition=oglFlip subtype=fromTop duration=0.5 timingFunction=easeInEaseOut fillMode=both
// entry: TabViewController.viewDidLoad
import UIKit

class ItemAnimation: NSObject {
  var duration: CGFloat = 0.5
  // (Written as the library writes it.)
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var transitionOptions: UIView.AnimationOptions!

  override init() {
    super.init()
    transitionOptions = UIView.AnimationOptions()
  }

  func play(_ icon: UIImageView) {
    UIView.transition(
      with: icon, duration: TimeInterval(duration), options: transitionOptions,
      animations: {
      },
      completion: { _ in
      })
  }
}

final class FlipTopAnimation: ItemAnimation {
  override init() {
    super.init()
    transitionOptions = UIView.AnimationOptions.transitionFlipFromTop
  }
}

final class TabViewController: UIViewController {
  let icon = UIImageView(frame: CGRect(x: 40, y: 8, width: 30, height: 30))
  let animation = FlipTopAnimation()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(icon)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.animation.play(self.icon) }
  }
}

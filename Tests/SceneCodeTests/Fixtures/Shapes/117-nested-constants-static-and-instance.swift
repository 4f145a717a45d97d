// A drop-down's timing kept as constants in a struct inside a struct (`Constant.Animation.Duration`)
// and its options in a static property that an instance property of the same name starts from
// (`public var entranceOptions = Menu.entranceOptions`): the static one is read, so the curve is
// the ease-out written there, not UIKit's default.
// expect-animations: 1
// expect: menu/opacity keyPath=opacity from=0 duration=0.15 timingFunction=easeOut
import UIKit

internal struct Constant {
  internal struct Animation {
    static let Duration = 0.15
    static let EntranceOptions: UIView.AnimationOptions = [.allowUserInteraction, .curveEaseOut]
  }
}

final class Menu: UIView {
  public static var entranceOptions = Constant.Animation.EntranceOptions
  public var entranceOptions: UIView.AnimationOptions = Menu.entranceOptions
  public var duration = Constant.Animation.Duration

  func show() {
    alpha = 0
    UIView.animate(
      withDuration: duration, delay: 0, options: entranceOptions, animations: { self.alpha = 1 }, completion: nil)
  }
}

final class MenuViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let menu = Menu(frame: CGRect(x: 20, y: 100, width: 200, height: 300))
    view.addSubview(menu)
    menu.show()
  }
}

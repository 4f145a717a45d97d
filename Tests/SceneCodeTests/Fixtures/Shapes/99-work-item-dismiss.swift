// A progress HUD fades in, and a DispatchWorkItem run by asyncAfter(deadline:execute:) fades it
// out 1.5 s later: the work item is its block, so the fade out is a scene event at 1.5 s. UIKit
// animates alpha as opacity from the value shown (uikit.md), 0.25 s each way.
// expect-animations: 2
// expect: hud/opacity keyPath=opacity from=0 duration=0.25
// expect-event: at=1.5 layer=view/hud add=opacity keyPath=opacity from=1 duration=0.25
import UIKit

final class ProgressHUD: UIView {
  private var dismissWork: DispatchWorkItem?

  func present(in host: UIView) {
    host.addSubview(self)
    alpha = 0
    UIView.animate(withDuration: 0.25) {
      self.alpha = 1
    }
    let work = DispatchWorkItem { [weak self] in
      self?.fadeOut()
    }
    dismissWork = work
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5, execute: work)
  }

  private func fadeOut() {
    UIView.animate(withDuration: 0.25) {
      self.alpha = 0
    }
  }
}

final class LoadingViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let hud = ProgressHUD(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
    hud.present(in: view)
  }
}

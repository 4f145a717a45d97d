// A status alert in the shape of a popular Swift one: made with `StatusCard()` though it only
// overrides `init(frame:)` (UIView's `init()` calls it, with a zero frame, so its set-up runs:
// alpha 0, the blur view added), shown by a fade and a scale in `UIView.animate`, dismissed by a
// `Timer` with a target and selector that is scheduled *before* the show's animation — so it
// must run after the set-up, when the alpha is already 1.
// Derivation: the card fades 0 → 1 and its content scales 0.9 → 1 over 0.2 s (easeOut; UIKit's
// opacity from the old value, a transform's scale from 0.9); 1.8 s later the dismissal fades it
// 1 → 0 (`.beginFromCurrentState`: from what is shown, 1) and scales the content to 0.9, 0.2 s
// easeOut; its completion takes it out at 2 s: hidden from then.
// expect: card/opacity keyPath=opacity from=0 duration=0.2 timingFunction=easeOut
// expect: content/transform.scale.x keyPath=transform.scale.x from=0.9 duration=0.2
// expect-event: at=1.8 layer=window/card add=opacity keyPath=opacity from=1 duration=0.2 timingFunction=easeOut
// expect-event: at=1.8 layer=window/card set.opacity=0
// expect-event: at=2 layer=window/card set.hidden=1
// entry: AlertViewController.viewDidLoad
import UIKit

final class StatusCard: UIView {
  private let content = UIVisualEffectView()
  private var timer: Timer?

  override init(frame: CGRect) {
    super.init(frame: frame)
    alpha = 0
    addSubview(content)
  }

  required init?(coder: NSCoder) { fatalError() }

  func show(in window: UIView) {
    frame = CGRect(x: 65, y: 300, width: 260, height: 240)
    content.frame = bounds
    window.addSubview(self)
    let timer = Timer.scheduledTimer(
      timeInterval: 2 - 0.2, target: self, selector: #selector(dismissByTimer), userInfo: nil, repeats: false)
    self.timer = timer
    content.transform = CGAffineTransform.identity.scaledBy(x: 0.9, y: 0.9)
    UIView.animate(
      withDuration: 0.2, delay: 0, options: .curveEaseOut,
      animations: {
        self.alpha = 1
        self.content.transform = .identity
      })
  }

  @objc private func dismissByTimer() {
    timer?.invalidate()
    UIView.animate(
      withDuration: 0.2, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
      animations: {
        self.alpha = 0
        self.content.transform = CGAffineTransform.identity.scaledBy(x: 0.9, y: 0.9)
      },
      completion: { _ in self.removeFromSuperview() })
  }
}

final class AlertViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let card = StatusCard()
    card.show(in: UIApplication.shared.keyWindow ?? view)
  }
}

import UIKit

/// A login form as apps write it with UIKit: the card fades and slides in, the button pops with a
/// spring, and when the (pretend) request fails a second later the password field shakes with
/// keyframes and the message cross-dissolves in.
final class LoginViewController: UIViewController {
  private let card = UIView(frame: CGRect(x: 20, y: 40, width: 280, height: 200))
  private let password = UIView(frame: CGRect(x: 40, y: 120, width: 240, height: 36))
  private let button = UIView(frame: CGRect(x: 100, y: 180, width: 120, height: 40))
  private let message = UIView(frame: CGRect(x: 40, y: 250, width: 240, height: 24))

  override func viewDidLoad() {
    super.viewDidLoad()
    card.backgroundColor = .systemBackground
    password.backgroundColor = .systemGray5
    button.backgroundColor = .systemBlue
    message.backgroundColor = .systemRed
    message.alpha = 0
    [card, password, button, message].forEach(view.addSubview)

    card.alpha = 0
    card.center.y += 40
    UIView.animate(withDuration: 0.4, delay: 0.1, options: .curveEaseOut) {
      self.card.alpha = 1
      self.card.center.y -= 40
    }
    button.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
    UIView.animate(
      withDuration: 0.6, delay: 0.3, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
      animations: { self.button.transform = .identity })

    DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { self.showError() }
  }

  private func showError() {
    let x = password.center.x
    UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: []) {
      UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { self.password.center.x = x - 10 }
      UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { self.password.center.x = x + 10 }
      UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { self.password.center.x = x - 6 }
      UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { self.password.center.x = x }
    }
    UIView.transition(with: message, duration: 0.3, options: .transitionCrossDissolve) {
      self.message.alpha = 1
    }
  }
}

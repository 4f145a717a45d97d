// A toast whose text sits in a vertical `UIStackView` (title, a hidden icon, message), centred
// in the toast by Auto Layout, as alert and toast libraries build them: `alignment = .center`,
// `spacing = 8` with a custom 12 after the title; the toast fades in.
// Derivation (labels' assumed metrics: 0.55 em a character wide, 1.2 em a line, rounded up):
// "Saved" at 20 pt is 55 × 24, "All changes kept" at 17 pt is 150 × 21; the hidden icon takes no
// space. The stack is as wide as its widest view, 150, and 24 + 12 + 21 = 57 tall, centred in
// the 350 × 120 toast at (175, 60); the title centred at (75, 12), the message at (75, 46.5).
// The toast's opacity animates from 0 over 0.3 s (UIKit: easeInEaseOut, fill both).
// expect-layer: stack position=[175,60] bounds=[0,0,150,57]
// expect-layer: title position=[75,12] bounds=[0,0,55,24]
// expect-layer: message position=[75,46.5] bounds=[0,0,150,21]
// expect: toast/opacity keyPath=opacity from=0 duration=0.3 timingFunction=easeInEaseOut fillMode=both
// entry: ToastViewController.viewDidLoad
import UIKit

final class ToastViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let toast = UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 120))
    toast.alpha = 0
    view.addSubview(toast)

    let title = UILabel()
    title.text = "Saved"
    title.font = .systemFont(ofSize: 20)
    let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    icon.isHidden = true
    let message = UILabel()
    message.text = "All changes kept"

    let stack = UIStackView(arrangedSubviews: [title, icon])
    stack.addArrangedSubview(message)
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    stack.setCustomSpacing(12, after: title)
    stack.translatesAutoresizingMaskIntoConstraints = false
    toast.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerXAnchor.constraint(equalTo: toast.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: toast.centerYAnchor),
    ])

    UIView.animate(withDuration: 0.3) {
      toast.alpha = 1
    }
  }
}

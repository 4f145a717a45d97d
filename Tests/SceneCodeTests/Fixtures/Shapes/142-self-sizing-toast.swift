// A toast that sizes itself: a 200 pt wide container centred in the window, as tall as what is
// stacked in it (12 pt, a 40 pt icon, 8 pt, a label, 12 pt), which only all the constraints
// together give; the label's text given as an attributed string; a background view pinned to
// the container by constraints that name it second (`container.leading == background.leading`),
// placed because it opted into Auto Layout. It fades in.
// Derivation: the label is "Saved to Photos" (15 characters) at 17 pt: 21 pt tall (1.2 em,
// rounded up: TimingLab's assumed metrics), 168 pt wide (16 pt from each side). The container is
// 12 + 40 + 8 + 21 + 12 = 93 pt tall, centred on the 390 × 844 window: position (195, 422). The
// icon sits 12 pt down, centred: position (100, 32); the label 8 pt under it: top 60, position
// (100, 70.5); the background fills the container: position (100, 46.5). The fade: opacity from
// 0 to the model 1 over 0.25 s, easeInEaseOut (uikit.md §1).
// expect-layer: container position=[195,422] bounds=[0,0,200,93]
// expect-layer: icon position=[100,32] bounds=[0,0,40,40]
// expect-layer: label position=[100,70.5] bounds=[0,0,168,21]
// expect-layer: background position=[100,46.5] bounds=[0,0,200,93]
// expect: container/opacity keyPath=opacity from=0 duration=0.25 timingFunction=easeInEaseOut
import UIKit

final class ToastPresenter {
  func show(_ text: String, in window: UIView) {
    let container = UIView()
    let background = UIView()
    background.backgroundColor = UIColor(white: 0.1, alpha: 0.9)
    let icon = UIView()
    icon.backgroundColor = .white
    let label = UILabel()
    label.font = UIFont.systemFont(ofSize: 17)
    label.attributedText = NSAttributedString(string: text, attributes: [.kern: 0.2])
    for view in [container, background, icon, label] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    window.addSubview(container)
    container.addSubview(background)
    container.addSubview(icon)
    container.addSubview(label)
    NSLayoutConstraint.activate([
      container.widthAnchor.constraint(equalToConstant: 200),
      container.centerXAnchor.constraint(equalTo: window.centerXAnchor),
      container.centerYAnchor.constraint(equalTo: window.centerYAnchor),
      container.leadingAnchor.constraint(equalTo: background.leadingAnchor),
      container.trailingAnchor.constraint(equalTo: background.trailingAnchor),
      container.topAnchor.constraint(equalTo: background.topAnchor),
      container.bottomAnchor.constraint(equalTo: background.bottomAnchor),
      icon.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
      icon.centerXAnchor.constraint(equalTo: container.centerXAnchor),
      icon.widthAnchor.constraint(equalToConstant: 40),
      icon.heightAnchor.constraint(equalToConstant: 40),
      label.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 8),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -12),
    ])
    window.layoutIfNeeded()
    container.alpha = 0
    UIView.animate(withDuration: 0.25) {
      container.alpha = 1
    }
  }
}

final class PhotoViewController: UIViewController {
  let presenter = ToastPresenter()

  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.show("Saved to Photos", in: view)
  }
}

// A round key that highlights while pressed, as interaction-demo code writes one: a `UIControl`
// subclass registering its own actions (`addTarget(self, action:, for: [.touchDown,
// .touchDragEnter])`), its size from an overridden `intrinsicContentSize`, centred by a helper an
// `extension UIView` adds (with a `UIOffset = .zero` default), rounded in `layoutSubviews`, and a
// property animator that fades the highlight out on release. UIKit sends the actions when a
// finger goes down and up: the driver does so with `sendActions(for:)`, as UIKit would.
// Derivation: the controller's view is 390 × 844, so the 75 × 75 key sits at (195, 422), corner
// radius 37.5. At 1 s touch-down sets the highlight #737373 at once; at 1.2 s touch-up starts a
// 0.5 s easeOut animator back to #333333 (UIKit: from the highlight, fill both, kept): the one
// animation in the scene, an event. The `.valueChanged` action registered too never runs.
// expect-layer: key bounds=[0,0,75,75] position=[195,422] cornerRadius=37.5 backgroundColor=#333333
// expect-event: at=1 layer=view/key set.backgroundColor=#737373
// expect-event: at=1.2 layer=view/key add=backgroundColor keyPath=backgroundColor from=#737373 duration=0.5 timingFunction=easeOut
// expect-animations: 1
// expect-no-note: valueChanged ran
// entry: KeypadViewController.viewDidLoad
import UIKit

extension UIView {
  func center(in view: UIView, offset: UIOffset = .zero) {
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      centerXAnchor.constraint(equalTo: view.centerXAnchor, constant: offset.horizontal),
      centerYAnchor.constraint(equalTo: view.centerYAnchor, constant: offset.vertical),
    ])
  }
}

final class RoundKey: UIControl {
  private var animator = UIViewPropertyAnimator()
  private let normal = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
  private let highlighted = UIColor(red: 0.45, green: 0.45, blue: 0.45, alpha: 1)

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = normal
    addTarget(self, action: #selector(touchDown), for: [.touchDown, .touchDragEnter])
    addTarget(self, action: #selector(touchUp), for: [.touchUpInside, .touchDragExit, .touchCancel])
    addTarget(self, action: #selector(changed), for: .valueChanged)
  }

  required init?(coder: NSCoder) { fatalError() }

  override var intrinsicContentSize: CGSize { CGSize(width: 75, height: 75) }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.width / 2
  }

  @objc private func touchDown() {
    animator.stopAnimation(true)
    backgroundColor = highlighted
  }

  @objc private func touchUp() {
    animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
      self.backgroundColor = self.normal
    }
    animator.startAnimation()
  }

  @objc private func changed() {
    layer.borderWidth = 9  // valueChanged ran
  }
}

final class KeypadViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let key = RoundKey()
    view.addSubview(key)
    key.center(in: view)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { key.sendActions(for: .touchDown) }
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { key.sendActions(for: .touchUpInside) }
  }
}

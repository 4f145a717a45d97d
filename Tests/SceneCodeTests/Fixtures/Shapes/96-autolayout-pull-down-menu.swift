// A pull-down menu laid out with Auto Layout: a 300 × 160 panel pinned 20 pt in from the left,
// its top 160 pt above the view's (hidden). Opening sets the constant to 0 and lays out inside a
// spring block (damping 0.7, 0.5 s), which UIKit animates as the frame change: position additive
// from (0, −160) to zero; the chevron turns half a turn in the same block (from 0 to π).
// Derivation: the view is 375 × 667 (its frame set in viewDidLoad); the panel's frame after
// opening is (20, 0, 300, 160), so its position is (170, 80).
// entry: MenuController.toggle
// arg: isOpen=false
// expect-animations: 2
// expect: panel/position keyPath=position from=[0,-160] to=[0,0] additive=true duration=0.5
// expect: chevron/transform.rotation.z keyPath=transform.rotation.z from=0 duration=0.5
// expect-layer: panel position=[170,80]
// expect-no-note: ignored
import UIKit

final class MenuController: UIViewController {
  let panel = UIView()
  let chevron = UIView(frame: CGRect(x: 340, y: 20, width: 20, height: 20))
  var isOpen = false
  private var top = NSLayoutConstraint()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    panel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(panel)
    view.addSubview(chevron)
    top = panel.topAnchor.constraint(equalTo: view.topAnchor, constant: -160)
    NSLayoutConstraint.activate([
      top,
      panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      panel.widthAnchor.constraint(equalToConstant: 300),
      panel.heightAnchor.constraint(equalToConstant: 160),
    ])
  }

  func toggle() {
    isOpen.toggle()
    top.constant = isOpen ? 0 : -160
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
      animations: {
        self.view.layoutIfNeeded()
        self.chevron.transform = self.isOpen ? CGAffineTransform(rotationAngle: .pi) : .identity
      })
  }
}

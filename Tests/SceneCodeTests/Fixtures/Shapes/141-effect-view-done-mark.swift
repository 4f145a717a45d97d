// A "done" popup in the shape of iOS's own: a blurred effect view whose `contentView` holds a
// square icon view (its width made equal to its height, 112 pt, by an aspect constraint), the
// icon drawing a check mark by `strokeEnd` through a protocol whose duration comes from the
// protocol it inherits (`protocol HasPath: Revealing`, `extension Revealing { var duration }`),
// its colour chosen by the appearance (light mode, as TimingLab takes it).
// Derivation: the effect view fills the 200 × 200 card; its content view fills it too. The icon
// is 112 × 112, centred: frame (44, 44, 112, 112). The mark's points are fractions of 112:
// (21.952, 59.024), (52.64, 87.024), (110.88, 28). Light mode: the stroke is #5A5A5A. The reveal
// runs strokeEnd 0 → 1 over 0.3 s (the inherited protocol's duration), easeInEaseOut; the model
// strokeEnd is set to 1 in the same transaction the layer joins the tree in: no implicit animation.
// expect-layer: contentView bounds=[0,0,200,200]
// expect-layer: icon position=[100,100] bounds=[0,0,112,112]
// expect-layer: markLayer path="M 21.952 59.024 L 52.64 87.024 L 110.88 28" strokeColor="#5A5A5A" strokeEnd=1
// expect-animations: 1
// expect: markLayer/reveal keyPath=strokeEnd from=0 to=1 duration=0.3 timingFunction=easeInEaseOut
// expect-note: userInterfaceStyle taken as .light
import UIKit

protocol Revealing {
  func reveal()
}

extension Revealing {
  var duration: TimeInterval { 0.3 }
}

protocol HasPath: Revealing {
  var markLayer: CAShapeLayer { get }
}

extension HasPath {
  func reveal() {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.duration = duration
    animation.fromValue = 0
    animation.toValue = 1
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    markLayer.strokeEnd = 1
    markLayer.add(animation, forKey: "reveal")
  }
}

final class DoneIconView: UIView, HasPath {
  let markLayer = CAShapeLayer()

  func configure(color: UIColor) {
    let length = frame.width
    let path = UIBezierPath()
    path.move(to: CGPoint(x: length * 0.196, y: length * 0.527))
    path.addLine(to: CGPoint(x: length * 0.47, y: length * 0.777))
    path.addLine(to: CGPoint(x: length * 0.99, y: length * 0.25))
    markLayer.path = path.cgPath
    markLayer.fillColor = UIColor.clear.cgColor
    markLayer.strokeColor = color.cgColor
    markLayer.lineWidth = 9
    markLayer.strokeEnd = 0
    layer.addSublayer(markLayer)
  }
}

final class DonePopupController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let card = UIView(frame: CGRect(x: 95, y: 322, width: 200, height: 200))
    view.addSubview(card)
    let effectView = UIVisualEffectView(frame: card.bounds)
    card.addSubview(effectView)
    let icon = DoneIconView()
    icon.translatesAutoresizingMaskIntoConstraints = false
    effectView.contentView.addSubview(icon)
    icon.heightAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 1).isActive = true
    icon.heightAnchor.constraint(equalToConstant: 112).isActive = true
    icon.centerXAnchor.constraint(equalTo: effectView.contentView.centerXAnchor).isActive = true
    icon.centerYAnchor.constraint(equalTo: effectView.contentView.centerYAnchor).isActive = true
    card.layoutIfNeeded()
    let dark = traitCollection.userInterfaceStyle == .dark
    icon.configure(color: dark ? UIColor(white: 0.95, alpha: 1) : UIColor(white: 0.3529411765, alpha: 1))
    icon.reveal()
  }
}

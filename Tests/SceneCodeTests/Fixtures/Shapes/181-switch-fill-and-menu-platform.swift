// A switch that floods its container with colour, and a menu button whose platform is centred on
// it by Auto Layout, as control libraries write them. Derivation, by hand from UIKit's rules:
// - UISwitch ignores the size it is given ("the size components of this rectangle are ignored"):
//   made with `init(frame: .zero)` it is 51 × 31, so its corner radius is 31 / 2 = 15.5.
// - `@IBOutlet var parentView` of a switch made in code is never connected: nil until the code
//   sets it, so its `didSet` reads the container's white background.
// - The flood circle covers the container from the switch's centre (45.5, 35.5) to the far
//   corner: radius √(274.5² + 64.5²) = 281.976…; it waits, scaled to 0.0001.
// - At 1 s `setOn(true, animated: true)`: the circle scales from 0.01 to 1 in 0.35 s, easeIn,
//   kept; when it ends (1.35 s) the container turns the fill colour.
// - The menu button registers its tap for the event its property holds (`.touchUpInside`); a tap
//   at 1 s makes a platform, 200 × 200 by constraints, centred on the button, which never opted
//   in to Auto Layout and keeps its frame (100, 300, 40, 40): the platform is at (20, 220),
//   position (120, 320): a layer made at 1 s, in the scene from the start, hidden until then,
//   its fade-in from 0 in 0.3 s beginning at 1 s.
// expect-layer: paperSwitch bounds=[0,0,51,31] cornerRadius=15.5
// expect-event: at=1 layer=view/container/flood add=scaleUp keyPath=transform.scale from=0.01 to=1 duration=0.35 timingFunction=easeIn fillMode=forwards removedOnCompletion=false
// expect-event: at=1.35 layer=view/container set.backgroundColor=#0000FF
// expect-layer: platform position=[120,320] bounds=[0,0,200,200]
// expect: platform/fadeIn keyPath=opacity from=0 to=1 duration=0.3 beginTime=1
// expect-event: at=1 layer=view/platform set.hidden=0
// expect-no-note: storyboard outlet
// entry: ControlsViewController.viewDidLoad
import UIKit

final class FloodSwitch: UISwitch, CAAnimationDelegate {
  var duration = 0.35
  private let flood = CAShapeLayer()
  private var radius: CGFloat = 0
  private var defaultColor: UIColor?
  @IBOutlet var parentView: UIView? {
    didSet { defaultColor = parentView?.backgroundColor }
  }

  init(view: UIView, color: UIColor) {
    super.init(frame: .zero)
    onTintColor = color
    parentView = view
    layer.cornerRadius = frame.size.height / 2
    flood.fillColor = color.cgColor
    view.layer.insertSublayer(flood, at: 0)
    flood.transform = CATransform3DMakeScale(0.0001, 0.0001, 0.0001)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let parentView else { return }
    let x = max(center.x, parentView.frame.width - frame.midX)
    let y = max(center.y, parentView.frame.height - frame.midY)
    radius = sqrt(x * x + y * y)
    flood.frame = CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
    flood.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: radius * 2, height: radius * 2)).cgPath
  }

  override func setOn(_ on: Bool, animated: Bool) {
    let changed = on != isOn
    super.setOn(on, animated: animated)
    guard changed, isOn else { return }
    let grow = CABasicAnimation(keyPath: "transform.scale")
    grow.fromValue = 0.01
    grow.toValue = 1.0
    grow.duration = duration
    grow.timingFunction = CAMediaTimingFunction(name: .easeIn)
    grow.fillMode = .forwards
    grow.isRemovedOnCompletion = false
    grow.delegate = self
    flood.add(grow, forKey: "scaleUp")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    if flag { parentView?.backgroundColor = isOn ? onTintColor : defaultColor }
  }
}

final class MenuButton: UIButton {
  var showEvent: UIControl.Event = UIControl.Event.touchUpInside
  weak var platform: UIView?

  override init(frame: CGRect) {
    super.init(frame: frame)
    addTarget(self, action: #selector(MenuButton.onTap), for: showEvent)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  @objc func onTap() {
    let platform = UIView(frame: .zero)
    platform.translatesAutoresizingMaskIntoConstraints = false
    platform.backgroundColor = .lightGray
    superview?.insertSubview(platform, belowSubview: self)
    let size = [NSLayoutConstraint.Attribute.width, .height].map {
      NSLayoutConstraint(
        item: platform, attribute: $0, relatedBy: .equal, toItem: nil, attribute: $0, multiplier: 1, constant: 200)
    }
    platform.addConstraints(size)
    let centre = [NSLayoutConstraint.Attribute.centerX, .centerY].map {
      NSLayoutConstraint(
        item: self, attribute: $0, relatedBy: .equal, toItem: platform, attribute: $0, multiplier: 1, constant: 0)
    }
    superview?.addConstraints(centre)
    superview?.layoutIfNeeded()
    let fadeIn = CABasicAnimation(keyPath: "opacity")
    fadeIn.fromValue = 0
    fadeIn.toValue = 1
    fadeIn.duration = 0.3
    platform.layer.add(fadeIn, forKey: "fadeIn")
    self.platform = platform
  }
}

final class ControlsViewController: UIViewController {
  let container = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var paperSwitch: FloodSwitch!
  let menu = MenuButton(frame: CGRect(x: 100, y: 300, width: 40, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    container.backgroundColor = .white
    view.addSubview(container)
    paperSwitch = FloodSwitch(view: container, color: .blue)
    paperSwitch.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
    container.addSubview(paperSwitch)
    view.addSubview(menu)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      self.paperSwitch.setOn(true, animated: true)
      self.menu.sendActions(for: .touchUpInside)
    }
  }
}

// A tab bar in the shape animated tab bar libraries use: items are UITabBarItem objects compared
// by identity; the bar observes UIKit's `items` and `selectedItem` (nil until set); each button
// takes its item in a `defer` in its initializer (so the item's `didSet` runs, as Swift runs
// observers for what a `defer` in `init` sets); its animation is a struct (memberwise
// initializer) playing through a protocol extension, under a transaction whose timing function
// the added animations take (CATransaction.h: "any animations added to layers will have this
// value set as their timingFunction"); the icon's mask is keyframed from an empty path.
// Derivation, by hand:
// - The bar is 300 × 50: three buttons 100 × 50; each icon 24 × 24 at (38, 8): position
//   (50, 20); the badge, an image view with no image, is sized to fit: 0 × 0.
// - Selecting item 0 (found by identity) selects button 0: its caption's alpha 1; the others
//   stay 0.5.
// - At 1 s the second tab is tapped: button 0 is deselected (caption 0.5 at 1 s); the second
//   icon rises by -(50 - 24) / 2 + 4 = -9 in 0.4 s (the struct's duration), easeOut from the
//   transaction, kept (forwards, not removed); its new mask reveals through "", the top half
//   and the whole icon at key times 0, 0.4, 1.
// - The transaction's completion, when they end at 1.4 s, selects the second button: caption2 1.
// expect-layer: icon position=[50,20] bounds=[0,0,24,24]
// expect-layer: badge bounds=[0,0,0,0]
// expect-layer: caption opacity=1
// expect-layer: caption2 opacity=0.5
// expect-event: at=1 layer=view/bar/button/caption set.opacity=0.5
// expect-event: at=1 layer=view/bar/button2/icon2 add=offset keyPath=transform.translation.y from=0 to=-9 duration=0.4 timingFunction=easeOut fillMode=forwards removedOnCompletion=false
// expect: mask/reveal keyPath=path beginTime=1 duration=0.4 timingFunction=easeOut keyTimes=[0,0.4,1] values=["", "M 0 0 L 24 0 L 24 12 L 0 12 Z", "M 0 0 L 24 0 L 24 24 L 0 24 Z"]
// expect-layer: mask path="M 0 0 L 24 0 L 24 24 L 0 24 Z"
// expect-event: at=1.4 layer=view/bar/button2/caption2 set.opacity=1
// expect-no-note: not known here
// entry: DemoViewController.viewDidLoad
import UIKit

protocol TabAnimation {
  var duration: Double { get }
  func offset(for button: TabButton) -> CAAnimation
}

extension TabAnimation {
  func play(on button: TabButton, completion: (() -> Void)? = nil) {
    let move = offset(for: button)
    let reveal = CAKeyframeAnimation(keyPath: "path")
    let half = CGMutablePath()
    half.addRect(CGRect(x: 0, y: 0, width: button.icon.bounds.width, height: button.icon.bounds.height / 2))
    let full = CGMutablePath()
    full.addRect(button.icon.bounds)
    reveal.values = [CGMutablePath(), half, full]
    reveal.keyTimes = [0, 0.4, 1]
    let all: [CAAnimation] = [move, reveal]
    all.forEach { animation in
      animation.duration = duration
      animation.fillMode = .forwards
      animation.isRemovedOnCompletion = false
    }
    if button.icon.layer.mask == nil {
      let mask = CAShapeLayer()
      mask.frame = button.icon.bounds
      button.icon.layer.mask = mask
    }
    (button.icon.layer.mask as? CAShapeLayer)?.path = (reveal.values as? [CGPath])?.last
    CATransaction.begin()
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeOut))
    CATransaction.setCompletionBlock { completion?() }
    button.icon.layer.add(move, forKey: "offset")
    button.icon.layer.mask?.add(reveal, forKey: "reveal")
    CATransaction.commit()
  }
}

struct RiseAnimation: TabAnimation {
  let duration: Double

  func offset(for button: TabButton) -> CAAnimation {
    let rise = CABasicAnimation(keyPath: "transform.translation.y")
    rise.fromValue = 0
    rise.toValue = -(button.bounds.height - button.icon.frame.height) / 2 + 4
    return rise
  }
}

final class TabButton: UIControl {
  let icon = UIImageView()
  let badge = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  let caption = UILabel()
  var animation: TabAnimation?

  var item: UITabBarItem? {
    didSet {
      icon.image = item?.image
      caption.text = item?.title
    }
  }

  override var isSelected: Bool {
    didSet { caption.alpha = isSelected ? 1 : 0.5 }
  }

  init(item: UITabBarItem) {
    super.init(frame: .zero)
    icon.backgroundColor = .gray
    caption.alpha = 0.5
    addSubview(icon)
    addSubview(badge)
    addSubview(caption)
    defer { self.item = item }
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    icon.frame = CGRect(x: (bounds.width - 24) / 2, y: 8, width: 24, height: 24)
    badge.sizeToFit()
    caption.sizeToFit()
    caption.center = CGPoint(x: bounds.width / 2, y: 40)
  }
}

final class TabBar: UITabBar {
  private var buttons: [TabButton] = []

  override var items: [UITabBarItem]? {
    didSet { rebuild() }
  }

  override var selectedItem: UITabBarItem? {
    willSet {
      guard let newValue, let index = items?.firstIndex(where: { $0 === newValue }) else { return }
      buttons[index].isSelected = true
    }
  }

  private func rebuild() {
    buttons =
      items?.map { item in
        let button = TabButton(item: item)
        button.animation = RiseAnimation(duration: 0.4)
        if selectedItem != nil && item === selectedItem { button.isSelected = true }
        addSubview(button)
        return button
      } ?? []
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: width * CGFloat(index), y: 0, width: width, height: bounds.height)
    }
  }

  func tap(_ index: Int) {
    for (i, button) in buttons.enumerated() where i != index { button.isSelected = false }
    let button = buttons[index]
    button.animation?.play(on: button) { button.isSelected = true }
  }
}

final class DemoViewController: UIViewController {
  let bar = TabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 50))

  override func viewDidLoad() {
    super.viewDidLoad()
    bar.items = [
      UITabBarItem(title: "Home", image: nil, tag: 0), UITabBarItem(title: "Find", image: nil, tag: 1),
      UITabBarItem(title: "Me", image: nil, tag: 2),
    ]
    bar.selectedItem = bar.items?[0]
    view.addSubview(bar)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.bar.tap(1) }
  }
}

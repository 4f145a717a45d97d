// A bookmark button written the way "favourite" buttons are: a UIButton subclass whose
// `isSelected` override (didSet) colours its icon, a mask set up through `icon.mask!` (masks are
// not drawn), implicit actions turned off per key (`actions = ["fillColor": NSNull()]`), the
// layers built twice with `layer.sublayers = nil` clearing the first ones, and the selection
// animated a second after the screen appears.
// Derivation: a UIControl starts unselected (UIControl.h), so setting `onColor` in the app does
// not colour the icon (its didSet only does when selected) and the icon starts grey (0.6 white,
// #999999). Only the second build's ring and icon are in the tree. At 1 s `select()` sets
// isSelected (the didSet colours the icon orange, with no implicit animation: its fillColor
// action is null), adds the pop (0.6 → 1.2 → 1 over 0.4 s) and the ring's fade (1 → 0, 0.5 s),
// and sets the icon's strokeColor, which has an action: an implicit 0.25 s animation (uikit.md §6).
// expect-animations: 3
// expect-layer: icon fillColor="#999999"
// expect-layer: ring opacity=0
// expect-event: at=1 layer=view/bookmark/icon set.fillColor="#FF8000"
// expect-event: at=1 layer=view/bookmark/icon add=pop keyPath=transform.scale values=[0.6,1.2,1] keyTimes=[0,0.5,1] duration=0.4
// expect-event: at=1 layer=view/bookmark/ring add=fade keyPath=opacity from=1 to=0 duration=0.5
// expect-event: at=1 layer=view/bookmark/icon add=strokeColor keyPath=strokeColor duration=0.25
// expect-event: at=1 layer=view/bookmark/icon set.strokeColor="#FF8000"
import UIKit

final class BookmarkButton: UIButton {
  private var icon = CAShapeLayer()
  private var ring = CAShapeLayer()
  var onColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1) {
    didSet {
      if isSelected { icon.fillColor = onColor.cgColor }
    }
  }
  var offColor = UIColor(white: 0.6, alpha: 1)
  private let pop = CAKeyframeAnimation(keyPath: "transform.scale")
  private let fade = CABasicAnimation(keyPath: "opacity")

  override var isSelected: Bool {
    didSet {
      guard isSelected != oldValue else { return }
      icon.fillColor = (isSelected ? onColor : offColor).cgColor
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    build()
    build()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used")
  }

  private func build() {
    layer.sublayers = nil
    ring = CAShapeLayer()
    ring.frame = bounds
    ring.path = UIBezierPath(ovalIn: bounds).cgPath
    ring.fillColor = UIColor.clear.cgColor
    ring.strokeColor = UIColor.black.cgColor
    ring.opacity = 0
    ring.actions = ["opacity": NSNull()]
    layer.addSublayer(ring)

    icon = CAShapeLayer()
    icon.frame = bounds
    icon.path = UIBezierPath(rect: CGRect(x: 12, y: 10, width: 20, height: 24)).cgPath
    icon.fillColor = offColor.cgColor
    icon.actions = ["fillColor": NSNull()]
    icon.mask = CALayer()
    icon.mask!.frame = bounds
    icon.mask!.contents = UIImage(named: "bookmark")?.cgImage
    layer.addSublayer(icon)

    pop.values = [0.6, 1.2, 1]
    pop.keyTimes = [0, 0.5, 1]
    pop.duration = 0.4
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = 0.5
  }

  func select() {
    isSelected = true
    icon.add(pop, forKey: "pop")
    ring.add(fade, forKey: "fade")
    icon.strokeColor = onColor.cgColor
  }
}

final class ArticleViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let bookmark = BookmarkButton(frame: CGRect(x: 300, y: 60, width: 44, height: 44))
    bookmark.onColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    view.addSubview(bookmark)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      bookmark.select()
    }
  }
}

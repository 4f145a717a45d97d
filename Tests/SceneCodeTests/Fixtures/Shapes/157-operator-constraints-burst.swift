// A burst behind a button, laid out the way like-button libraries do it: a custom infix operator
// whose overloads build constraints (`(ring, button) ~~ [.centerX, .centerY]`, `ring ~~ { $0… }`
// filling a rule struct through an `inout` closure), constraints named by `identifier` and found
// again in `view.constraints`, a size scaled by a `CGSize` extension method, a tuple `typealias`
// whose labels the code reads, a `Double` extension property, and an outlet of a view the code
// made (never connected, so nil).
// Derivation: a second in, the ring (made then, so in the tree from the start, hidden until
// 1 s) is centred on the 40 × 40 button at (120, 120) and sized 0 × 0. The button's size scaled
// by 1.5 is 60 × 60, so radii.inner is 30 and the size constraints become 60: laid out in a
// UIView.animate of 0.25 s, the ring's bounds grow from 0 (additive bounds.size from −60, −60 to
// 0) beginning at 1 s, easeInEaseOut; its centre does not move (no position animation). Its
// corner radius is radii.outer, 5; its border width 90.degrees = π/2; its delegate outlet is
// nil, so it is red.
// expect-animations: 1
// expect: ring/bounds.size keyPath=bounds.size additive=true from=[-60,-60] to=[0,0] duration=0.25 beginTime=1 timingFunction=easeInEaseOut
// expect-layer: ring position=[120,120] bounds=[0,0,60,60] cornerRadius=5 borderWidth=1.5707963267948966 backgroundColor=#FF0000
// expect-event: at=1 layer=view/ring set.hidden=0
// entry: LikeViewController.viewDidLoad
import UIKit

precedencegroup LayoutPrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
}
infix operator ~~ : LayoutPrecedence

struct Rule {
  var attribute: NSLayoutConstraint.Attribute = .width
  var constant: CGFloat = 0
  var identifier: String?
}

@discardableResult func ~~ <T: UIView>(view: T, apply: (inout Rule) -> Void) -> NSLayoutConstraint {
  var rule = Rule()
  apply(&rule)
  let constraint = NSLayoutConstraint(
    item: view, attribute: rule.attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
    multiplier: 1, constant: rule.constant)
  constraint.identifier = rule.identifier
  NSLayoutConstraint.activate([constraint])
  return constraint
}

func ~~ <T: UIView>(pair: (T, T), attributes: [NSLayoutConstraint.Attribute]) {
  for attribute in attributes {
    NSLayoutConstraint(
      item: pair.0, attribute: attribute, relatedBy: .equal, toItem: pair.1, attribute: attribute,
      multiplier: 1, constant: 0
    ).isActive = true
  }
}

typealias Radii = (inner: Double, outer: Double)

extension CGSize {
  func scaled(_ factor: CGFloat) -> CGSize { CGSize(width: width * factor, height: height * factor) }
}

extension Double {
  var degrees: Double { self * .pi / 180 }
}

final class Burst: UIView {
  @IBOutlet weak var delegate: AnyObject?
  var radii: Radii

  init(radii: Radii) {
    self.radii = radii
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { fatalError() }
}

final class LikeViewController: UIViewController {
  let button = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      self.burst()
    }
  }

  func burst() {
    let size = button.bounds.size.scaled(1.5)
    let ring = Burst(radii: (Double(size.width / 2), 5))
    ring.translatesAutoresizingMaskIntoConstraints = false
    view.insertSubview(ring, belowSubview: button)
    (ring, button) ~~ [.centerX, .centerY]
    [NSLayoutConstraint.Attribute.width, .height].forEach { attribute in
      ring ~~ {
        $0.attribute = attribute
        $0.identifier = "size"
      }
    }
    view.layoutIfNeeded()
    ring.layer.cornerRadius = CGFloat(ring.radii.outer)
    ring.layer.borderWidth = CGFloat(90.0.degrees)
    if ring.delegate == nil {
      ring.backgroundColor = .red
    }
    ring.constraints.filter { $0.identifier == "size" }.forEach {
      $0.constant = CGFloat(ring.radii.inner * 2)
    }
    UIView.animate(withDuration: 0.25) {
      self.view.layoutIfNeeded()
    }
  }
}

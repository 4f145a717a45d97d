// A spring run by hand on a display link, as small animation libraries write one: a shared
// animator ticks every frame and steps each animation (semi-implicit Euler: v += a·dt, x += v·dt)
// until it settles, values read and written through `inout` closures found with
// `if let (getter, setter) = …`, per-object states kept in an associated `NSMutableDictionary`.
// Derivation, by hand (stiffness 150, damping 10, dt = 1/60 s; from x 70 to 200):
// - frame 1 (1 + 1/60 s): a = −150 × (70 − 200) = 19500, v = 325, x = 70 + 325/60 = 75.41666…
// - frame 2: a = −150 × (75.41666… − 200) − 10 × 325 = 15437.5, v = 582.2916…, x = 85.12152…
// - it settles (speed and distance both under 0.001) at frame 131 (1 + 131/60 s), x set to
//   200 exactly; y stays 70, so only x changes (no event sets y to anything but 70).
// expect-layer: square position=[70,70]
// expect-event: at=1.0166666666666666 layer=view/square set.position=[75.41666666666667,70]
// expect-event: at=1.0333333333333334 layer=view/square set.position=[85.12152777777779,70]
// expect-event: at=3.183333333333333 layer=view/square set.position=[200,70]
// expect-note: a CADisplayLink calls tick every frame (60 Hz)
// entry: SpringViewController.viewDidLoad
import UIKit

typealias ValuesBlock = (inout [CGFloat]) -> Void

protocol Springable {
  func accessors(for key: String) -> (ValuesBlock, ValuesBlock)?
}

extension CGPoint {
  func write(into values: inout [CGFloat]) {
    values[0] = x
    values[1] = y
  }
}

extension UIView: Springable {
  func accessors(for key: String) -> (ValuesBlock, ValuesBlock)? {
    switch key {
    case "center":
      return (
        { [weak self] values in self?.center.write(into: &values) },
        { [weak self] values in self?.center = CGPoint(x: values[0], y: values[1]) }
      )
    default:
      return nil
    }
  }
}

final class Spring: NSObject {
  private let getter: ValuesBlock
  private let setter: ValuesBlock
  var values: [CGFloat]
  var velocity: [CGFloat]
  var target: [CGFloat]
  let stiffness: CGFloat = 150
  let damping: CGFloat = 10
  let threshold: CGFloat = 0.001

  init(count: Int, getter: @escaping ValuesBlock, setter: @escaping ValuesBlock, target: [CGFloat]) {
    self.getter = getter
    self.setter = setter
    var start = Array<CGFloat>(repeating: 0, count: count)
    getter(&start)
    values = start
    velocity = Array(repeating: 0, count: count)
    self.target = target
  }

  func step(_ dt: CGFloat) -> Bool {
    var running = false
    for i in 0..<values.count {
      let a = -stiffness * (values[i] - target[i]) - damping * velocity[i]
      let v = velocity[i] + a * dt
      let x = values[i] + v * dt
      if abs(velocity[i]) < threshold && abs(target[i] - x) < threshold {
        values[i] = target[i]
        velocity[i] = 0
      } else {
        values[i] = x
        velocity[i] = v
        running = true
      }
    }
    setter(&values)
    return running
  }
}

final class Animator: NSObject {
  static let shared = Animator()
  private var springs: [Spring] = []
  private var link: CADisplayLink?

  func add(_ spring: Spring) {
    springs.append(spring)
    if link == nil {
      link = CADisplayLink(target: self, selector: #selector(tick))
      link?.add(to: .main, forMode: .common)
    }
  }

  @objc func tick() {
    guard let link else { return }
    springs = springs.filter { $0.step(CGFloat(link.duration)) }
    if springs.isEmpty {
      link.invalidate()
      self.link = nil
    }
  }
}

private var statesKey = "spring.states"

extension NSObject {
  var springStates: NSMutableDictionary {
    if let states = objc_getAssociatedObject(self, &statesKey) as? NSMutableDictionary { return states }
    let states = NSMutableDictionary()
    objc_setAssociatedObject(self, &statesKey, states, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    return states
  }

  func springTo(_ key: String, _ to: CGPoint) {
    guard let springable = self as? Springable, let (getter, setter) = springable.accessors(for: key) else { return }
    let spring = Spring(count: 2, getter: getter, setter: setter, target: [to.x, to.y])
    springStates[key] = spring
    Animator.shared.add(spring)
  }
}

final class SpringViewController: UIViewController {
  let square = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    square.backgroundColor = .red
    view.addSubview(square)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      self.square.springTo("center", CGPoint(x: 200, y: 70))
    }
  }
}

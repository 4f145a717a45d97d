// A check box that swaps the object drawing it when its style changes (the shape of a popular
// check box library): the old sublayers taken out with `removeFromSuperlayer()`, the new
// controller's layers added; the controller's `animate(_:to:)` called with two arguments on an
// override that repeats the parameters without the base's default `completion: … = nil`;
// `override var tintColor { didSet }` over the base class's stored `tintColor = .black`.
// Derivation: the view's tint is never set, so it is the window's (system blue, #007AFF), which
// the new controller's didSet gives the mark's stroke. The placeholder layer and its fade are
// gone (removed before anything is shown): one animation, the mark's pop, scale 0 → 1.3 → 1
// over the controller's 0.3 s (evenly spaced key times, linear by default).
// expect-animations: 1
// expect: mark/pop keyPath=transform.scale values=[0,1.3,1] duration=0.3
// expect-layer: mark strokeColor="#007AFF"
// expect-no-note: placeholder
// entry: FormViewController.viewDidLoad
import UIKit

class MarkController {
  var tintColor: UIColor = .black
  var duration: TimeInterval = 0.3
  var layers: [CALayer] { [] }

  func animate(_ from: Bool?, to: Bool?, completion: (() -> Void)? = nil) {}
}

final class PopController: MarkController {
  let mark = CAShapeLayer()

  override var tintColor: UIColor {
    didSet { mark.strokeColor = tintColor.cgColor }
  }

  override var layers: [CALayer] { [mark] }

  override func animate(_ from: Bool?, to: Bool?, completion: (() -> Void)?) {
    let pop = CAKeyframeAnimation(keyPath: "transform.scale")
    pop.values = [0, 1.3, 1]
    pop.duration = duration
    mark.add(pop, forKey: "pop")
    completion?()
  }
}

final class CheckView: UIView {
  private var controller = MarkController()
  private let placeholder = CALayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    placeholder.add(fade, forKey: "fade")
    layer.addSublayer(placeholder)
  }

  required init?(coder: NSCoder) { fatalError() }

  var style = 0 {
    didSet {
      for sublayer in layer.sublayers ?? [] {
        sublayer.removeAllAnimations()
        sublayer.removeFromSuperlayer()
      }
      let next = PopController()
      next.tintColor = tintColor
      for drawn in next.layers { layer.addSublayer(drawn) }
      controller = next
    }
  }

  func check() {
    controller.animate(false, to: true)
  }
}

final class FormViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let box = CheckView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    view.addSubview(box)
    box.style = 1
    box.check()
  }
}

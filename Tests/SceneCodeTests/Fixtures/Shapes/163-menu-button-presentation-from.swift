// A menu button as icon-morphing libraries write one: a helper on `CALayer` copies the animation
// it is given, starts it from what is on screen (`presentation()?.value(forKeyPath:)`) when it
// has no `fromValue`, adds the copy and sets the model to the end. The bars are sized to fit
// their stroke (`copy(strokingWithWidth:…)`'s box). Tapped at once, and again 0.3 s later. The
// line's actions are off, so setting its model adds no implicit animation over the copy.
// Derivation: the line's stroke starts at 0.1. First tap, at 0: nothing animates the line yet,
// so its presentation is its model, 0.1: from 0.1 to 0.6 over 0.5 s, linear. Second tap, at
// 0.3 s: the first animation is 0.3 / 0.5 = 0.6 of the way, so the line shows
// 0.1 + 0.6 × (0.6 − 0.1) = 0.4: from 0.4 back to 0.1. The bar is the segment (2, 2)–(28, 2)
// stroked 4 wide with round caps: x from 2 − 2 to 28 + 2, y from 2 − 2 to 2 + 2, bounds
// (0, 0, 30, 4). The tick is (0, 10)–(20, 10) stroked 6 wide with butt caps: nothing beyond the
// ends, y from 7 to 13: bounds (0, 7, 20, 6). The hump's curve (0, 0) Q (10, 20) (20, 0) peaks
// at t = ½, y = 2 × ½ × ½ × 20 = 10: `boundingBoxOfPath` (0, 0, 20, 10), its width the layer's
// and its height the layer's height; `boundingBox` takes the control point in: height 20, the
// layer's `cornerRadius`.
// expect: line/strokeStart keyPath=strokeStart from=0.1 to=0.6 duration=0.5
// expect-event: at=0.3 layer=view/button/line add=strokeStart keyPath=strokeStart from=0.4 to=0.1
// expect-layer: bar bounds=[0,0,30,4]
// expect-layer: tick bounds=[0,7,20,6]
// expect-layer: hump bounds=[0,0,20,10] cornerRadius=20
// expect-animations: 2
// expect-no-note: never added
// expect-no-note: not known
// entry: MenuViewController.viewDidLoad
import UIKit

extension CALayer {
  func applyFromScreen(_ animation: CABasicAnimation) {
    let copy = animation.copy() as! CABasicAnimation
    if copy.fromValue == nil, let keyPath = copy.keyPath {
      copy.fromValue = presentation()?.value(forKeyPath: keyPath)
    }
    add(copy, forKey: copy.keyPath)
    setValue(copy.toValue, forKeyPath: copy.keyPath!)
  }
}

final class MenuButton: UIButton {
  let line = CAShapeLayer()
  let bar = CAShapeLayer()
  let tick = CAShapeLayer()
  let hump = CAShapeLayer()

  var open = false {
    didSet {
      let start = CABasicAnimation(keyPath: "strokeStart")
      start.toValue = open ? 0.6 : 0.1
      start.duration = 0.5
      line.applyFromScreen(start)
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    let circle = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    line.path = circle.cgPath
    line.strokeStart = 0.1
    line.actions = ["strokeStart": NSNull()]  // no implicit animation when the model is set
    layer.addSublayer(line)

    let short = CGMutablePath()
    short.move(to: CGPoint(x: 2, y: 2))
    short.addLine(to: CGPoint(x: 28, y: 2))
    bar.path = short
    bar.bounds = short.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 4).boundingBoxOfPath
    layer.addSublayer(bar)

    let flat = CGMutablePath()
    flat.move(to: CGPoint(x: 0, y: 10))
    flat.addLine(to: CGPoint(x: 20, y: 10))
    tick.bounds = flat.copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10).boundingBoxOfPath
    layer.addSublayer(tick)

    let curve = UIBezierPath()
    curve.move(to: .zero)
    curve.addQuadCurve(to: CGPoint(x: 20, y: 0), controlPoint: CGPoint(x: 10, y: 20))
    hump.bounds = curve.cgPath.boundingBoxOfPath
    hump.cornerRadius = curve.cgPath.boundingBox.height
    layer.addSublayer(hump)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class MenuViewController: UIViewController {
  let button = MenuButton(frame: CGRect(x: 100, y: 100, width: 40, height: 40))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
    button.open = true
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
      self.button.open = false
    }
  }
}

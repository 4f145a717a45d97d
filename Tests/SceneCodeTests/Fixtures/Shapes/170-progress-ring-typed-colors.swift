// A progress ring as progress libraries write one: its gradient colours are a `[UIColor]`
// property written with implicit members (`colors = [.purple, .orange]`, a didSet that maps them
// to `cgColor`s), a local palette typed the same way, the stroke set without implicit animation
// through `CATransaction.setValue(true, forKey: kCATransactionDisableActions)` after
// `set(progress:duration:)` animates strokeEnd from what is on screen
// (`presentation()?.value(forKeyPath:) as? CGFloat`). Set to 0.6 over 1 s, then to 1 over 0.5 s
// half a second later.
// Derivation: UIColor.purple is (0.5, 0, 0.5) #800080 and .orange (1, 0.5, 0) #FF8000. The
// track's colour is the local palette's second, .green, #00FF00. The first animation goes 0 → 0.6
// linearly over 1 s; at 0.5 s the ring shows 0 + 0.5 × 0.6 = 0.3, so the second goes
// 0.3 → 1 over 0.5 s. The model set to 1 then adds no implicit animation (actions are off in
// that transaction; with them on, the ring, a layer of the code's own, would animate
// strokeEnd again over 0.25 s): two animations in all.
// expect-layer: gradient colors=["#800080","#FF8000"]
// expect-layer: track backgroundColor=#00FF00
// expect: ring/grow keyPath=strokeEnd from=0 to=0.6 duration=1
// expect-event: at=0.5 layer=view/progress/gradient/ring add=grow keyPath=strokeEnd from=0.3 to=1 duration=0.5
// expect-animations: 2
// expect-no-note: not known
// entry: UploadViewController.viewDidLoad
import UIKit

final class ProgressRing: UIView {
  let gradient = CAGradientLayer()
  let ring = CAShapeLayer()
  let track = CALayer()

  var colors: [UIColor] = [.gray, .gray] {
    didSet { gradient.colors = colors.map { $0.cgColor } }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    let palette: [UIColor] = [.red, .green]
    track.backgroundColor = palette[1].cgColor
    track.frame = bounds
    layer.addSublayer(track)
    gradient.frame = bounds
    ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).cgPath
    ring.fillColor = nil
    ring.lineWidth = 8
    layer.addSublayer(gradient)
    gradient.addSublayer(ring)
    ring.strokeEnd = 0
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func set(progress: CGFloat, duration: Double) {
    let grow = CABasicAnimation(keyPath: "strokeEnd")
    grow.duration = duration
    grow.fromValue = ring.presentation()?.value(forKeyPath: "strokeEnd") as? CGFloat
    grow.toValue = progress
    ring.add(grow, forKey: "grow")
    CATransaction.begin()
    CATransaction.setValue(true, forKey: kCATransactionDisableActions)
    ring.strokeEnd = progress
    CATransaction.commit()
  }
}

final class UploadViewController: UIViewController {
  let progress = ProgressRing(frame: CGRect(x: 95, y: 300, width: 200, height: 200))

  override func viewDidLoad() {
    super.viewDidLoad()
    progress.colors = [.purple, .orange]
    view.addSubview(progress)
    progress.set(progress: 0.6, duration: 1)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      self.progress.set(progress: 1, duration: 0.5)
    }
  }
}

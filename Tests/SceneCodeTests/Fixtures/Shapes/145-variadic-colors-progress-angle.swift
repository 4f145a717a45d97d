// A circular progress view in the shape of a popular one: its layer is its own class
// (`layerClass`) with a custom animatable `angle`; colours passed variadically
// (`set(colors: .white, .cyan)`) and forwarded to an array overload; `animate(fromAngle:toAngle:
// duration:relativeDuration:completion:)` called with a trailing closure, which passes over the
// defaulted `relativeDuration: Bool = false` to reach `completion`; `isAnimating()` asked of the
// layer (`animation(forKey:)`) before anything was added.
// Derivation: not relative, so the duration is 2 s × 270°/360° = 1.5 s; from 0 to 270, linear
// (no timing function), kept (not removed on completion). The last colour given, cyan, is the
// background. Nothing was animating, so nothing is removed first: one animation.
// expect-animations: 1
// expect: progress/angle keyPath=angle from=0 to=270 duration=1.5 removedOnCompletion=false
// expect-layer: progress backgroundColor="#00FFFF"
// entry: ProgressViewController.viewDidLoad
import UIKit

final class ArcLayer: CALayer {
  @NSManaged var angle: Double

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "angle" || super.needsDisplay(forKey: key)
  }
}

final class ArcProgress: UIView {
  override class var layerClass: AnyClass { ArcLayer.self }
  private var arcLayer: ArcLayer { layer as! ArcLayer }
  var angle: Double = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    set(colors: .white, .cyan)
  }

  required init?(coder: NSCoder) { fatalError() }

  func set(colors: UIColor...) {
    set(colors: colors)
  }

  private func set(colors: [UIColor]) {
    layer.backgroundColor = colors[colors.count - 1].cgColor
  }

  func isAnimating() -> Bool {
    arcLayer.animation(forKey: "angle") != nil
  }

  func animate(
    fromAngle: Double, toAngle: Double, duration: TimeInterval, relativeDuration: Bool = false,
    completion: ((Bool) -> Void)?
  ) {
    if isAnimating() { arcLayer.removeAllAnimations() }
    let seconds = relativeDuration ? duration : duration * (toAngle - fromAngle) / 360
    let animation = CABasicAnimation(keyPath: "angle")
    animation.fromValue = fromAngle
    animation.toValue = toAngle
    animation.duration = seconds
    animation.isRemovedOnCompletion = false
    angle = toAngle
    arcLayer.add(animation, forKey: "angle")
  }
}

final class ProgressViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let progress = ArcProgress(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    view.addSubview(progress)
    progress.animate(fromAngle: 0, toAngle: 270, duration: 2) { finished in
      print(finished)
    }
  }
}

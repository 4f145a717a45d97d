// A progress ring: a shape layer drawn as an arc, its strokeEnd animated to the progress given.
// Derivation: --arg progress=0.6 -> strokeEnd 0 -> 0.6 over 0.6 * 1.5 = 0.9 s, easeInEaseOut, kept at the end.
// expect-animations: 1
// expect: progressLayer/progress keyPath=strokeEnd from=0 to=0.6 duration=0.9 fillMode=forwards removedOnCompletion=false timingFunction=easeInEaseOut
// expect-layer: progressLayer lineWidth=4
// entry: setProgress
// arg: progress=0.6
import UIKit

class ProgressRing: UIView {
  private let progressLayer = CAShapeLayer()
  private let fullDuration: CFTimeInterval = 1.5

  override init(frame: CGRect) {
    super.init(frame: frame)
    let path = UIBezierPath(
      arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: -.pi / 2,
      endAngle: 1.5 * .pi, clockwise: true)
    progressLayer.path = path.cgPath
    progressLayer.lineWidth = 4
    progressLayer.strokeEnd = 0
    layer.addSublayer(progressLayer)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func setProgress(_ progress: CGFloat) {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = progress
    animation.duration = fullDuration * Double(progress)
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.fillMode = .forwards
    animation.isRemovedOnCompletion = false
    progressLayer.add(animation, forKey: "progress")
  }
}

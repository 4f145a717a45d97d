// Gradients as apps animate them: a backdrop that cycles its colours forever (each animation's
// delegate sets the model colours and starts the next, as colour-cycling libraries do), and a
// skeleton placeholder whose highlight slides across (a group of startPoint and endPoint, their
// ends read from a tuple-returning extension of a direction enum, key paths by #keyPath).
// Derivation. Backdrop: colours c0 #FF0000, c1 #00FF00, c2 #0000FF, the axis from the top-left to
// the bottom-right corner. The layer starts at [c0, c1]; the first animation goes to [c1, c2] over
// 2 s (a `to` only: from what is presented), fill forwards, kept. At 2 s its delegate runs: the
// model becomes [c1, c2] (the layer is not a view's, so that change has its implicit 0.25 s
// animation, under the explicit one added after it) and the next animation goes to [c2, c0].
// Skeleton: left to right, startPoint (−1, 0.5) → (1, 0.5) and endPoint (0, 0.5) → (2, 0.5), in a
// 1.5 s group, easeIn, forever; the highlight's colours and locations are model values.
// expect-layer: background colors=["#FF0000","#00FF00"] startPoint=[0,0] endPoint=[1,1]
// expect: background/ColorChange keyPath=colors to=["#00FF00","#0000FF"] duration=2 fillMode=forwards removedOnCompletion=false
// expect-event: at=2 layer=view/backdrop/background set.colors=["#00FF00","#0000FF"]
// expect-event: at=2 layer=view/backdrop/background add=colors keyPath=colors duration=0.25
// expect-event: at=2 layer=view/backdrop/background add=ColorChange keyPath=colors to=["#0000FF","#FF0000"] duration=2
// expect-layer: sheen colors=["#E0E0E0","#F5F5F5","#E0E0E0"] locations=[0.3,0.5,0.7]
// expect: sheen/sliding duration=1.5 timingFunction=easeIn repeatCount=inf removedOnCompletion=false
// expect: sheen/sliding/startPointAnim keyPath=startPoint from=[-1,0.5] to=[1,0.5]
// expect: sheen/sliding/endPointAnim keyPath=endPoint from=[0,0.5] to=[2,0.5]
import UIKit

final class BackdropView: UIView, CAAnimationDelegate {
  private let background = CAGradientLayer()
  private var step = 0
  private let palette: [UIColor] = [
    UIColor(red: 1, green: 0, blue: 0, alpha: 1),
    UIColor(red: 0, green: 1, blue: 0, alpha: 1),
    UIColor(red: 0, green: 0, blue: 1, alpha: 1),
  ]

  func startCycling() {
    background.frame = bounds
    background.colors = pair()
    background.startPoint = CGPoint(x: 0, y: 0)
    background.endPoint = CGPoint(x: 1, y: 1)
    layer.insertSublayer(background, at: 0)
    cycle()
  }

  private func pair() -> [CGColor] {
    [palette[step % palette.count].cgColor, palette[(step + 1) % palette.count].cgColor]
  }

  private func cycle() {
    step += 1
    let change = CABasicAnimation(keyPath: "colors")
    change.duration = 2
    change.toValue = pair()
    change.fillMode = .forwards
    change.isRemovedOnCompletion = false
    change.delegate = self
    background.add(change, forKey: "ColorChange")
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    guard flag else { return }
    background.colors = pair()
    cycle()
  }
}

enum SweepDirection {
  case leftRight
  case topBottom
}

extension SweepDirection {
  var startPoint: (from: CGPoint, to: CGPoint) {
    switch self {
    case .leftRight: return (from: CGPoint(x: -1, y: 0.5), to: CGPoint(x: 1, y: 0.5))
    case .topBottom: return (from: CGPoint(x: 0.5, y: -1), to: CGPoint(x: 0.5, y: 1))
    }
  }

  var endPoint: (from: CGPoint, to: CGPoint) {
    switch self {
    case .leftRight: return (from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 2, y: 0.5))
    case .topBottom: return (from: CGPoint(x: 0.5, y: 0), to: CGPoint(x: 0.5, y: 2))
    }
  }

  func sliding(duration: CFTimeInterval = 1.5) -> CAAnimation {
    let startPointAnim = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.startPoint))
    startPointAnim.fromValue = startPoint.from
    startPointAnim.toValue = startPoint.to
    let endPointAnim = CABasicAnimation(keyPath: #keyPath(CAGradientLayer.endPoint))
    endPointAnim.fromValue = endPoint.from
    endPointAnim.toValue = endPoint.to
    let group = CAAnimationGroup()
    group.animations = [startPointAnim, endPointAnim]
    group.duration = duration
    group.timingFunction = CAMediaTimingFunction(name: .easeIn)
    group.repeatCount = .infinity
    group.isRemovedOnCompletion = false
    return group
  }
}

final class PlaceholderCell: UIView {
  private let sheen = CAGradientLayer()

  func showSkeleton() {
    sheen.frame = bounds
    sheen.colors = [
      UIColor(white: 0.88, alpha: 1).cgColor, UIColor(white: 0.96, alpha: 1).cgColor,
      UIColor(white: 0.88, alpha: 1).cgColor,
    ]
    sheen.locations = [0.3, 0.5, 0.7]
    layer.addSublayer(sheen)
    sheen.add(SweepDirection.leftRight.sliding(), forKey: "sliding")
  }
}

final class FeedViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let backdrop = BackdropView(frame: view.bounds)
    view.addSubview(backdrop)
    backdrop.startCycling()
    let cell = PlaceholderCell(frame: CGRect(x: 16, y: 100, width: 358, height: 60))
    view.addSubview(cell)
    cell.showSkeleton()
  }
}

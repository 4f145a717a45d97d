// A 2025 loading bar in the shape of a popular one: iOS 26's `updateProperties()` reads an
// `@Observable` view model and (re)adds the slide; `layoutSubviews()` gives the model the bounds,
// so UIKit runs `updateProperties()` again in the same pass, before anything is shown. Constants
// live in enums of the same name nested in extensions of different types
// (`TimeInterval.Theme.slide`, `UIColor.Theme.colors`), reached as `.Theme.slide`; colours are
// mirrored by an `extension [UIColor]` method (`reversed().dropFirst().dropLast()`) and mapped by
// a key path (`map(\.cgColor)`); the bar is made inline in `addSubview(_:)` (one bar).
// Derivation: the bar is 200 wide, so the gradient is 600 wide, anchored at its top-left, and
// slides along x from −400 to 0 over 2.5 s forever (linear: no timing function), kept. Colours
// red, green, blue mirrored: red, green, blue, green, red, green, blue.
// expect-animations: 1
// expect: gradient/slide keyPath=position.x from=-400 to=0 duration=2.5 repeatCount=inf removedOnCompletion=false
// expect-layer: gradient bounds=[0,0,600,4] colors=["#FF0000","#00FF00","#0000FF","#00FF00","#FF0000","#00FF00","#0000FF"]
// entry: BarViewController.viewDidLoad
import Observation
import UIKit

extension TimeInterval {
  enum Theme {
    static let slide = 2.5
  }
}

extension UIColor {
  enum Theme {
    static let colors = [UIColor.red, UIColor.green, UIColor.blue]
  }
}

extension CGFloat {
  enum Theme {
    static let colors = 4.0
  }
}

private extension [UIColor] {
  func mirrored() -> [UIColor] {
    guard count > 1 else { return self }
    let back = reversed()
      .dropFirst()
      .dropLast()
    return self + back + self
  }
}

@Observable
final class BarModel {
  var bounds: CGRect = .zero
  var duration: TimeInterval = .Theme.slide
  var colors = UIColor.Theme.colors
  var gradientFrame: CGRect {
    var frame = bounds
    frame.size.width *= 3
    return frame
  }
  var from: CGFloat { bounds.width * -2 }
  var cgColors: [CGColor] {
    colors
      .mirrored()
      .map(\.cgColor)
  }
}

final class Bar: UIView {
  private let model = BarModel()
  private let gradient: CAGradientLayer = {
    let layer = CAGradientLayer()
    layer.anchorPoint = .zero
    layer.startPoint = .zero
    layer.endPoint = CGPoint(x: 1, y: 0)
    return layer
  }()
  private let slide: CABasicAnimation = {
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.isRemovedOnCompletion = false
    animation.repeatCount = .infinity
    return animation
  }()

  override init(frame: CGRect) {
    super.init(frame: frame)
    layer.addSublayer(gradient)
  }

  required init?(coder: NSCoder) { fatalError() }

  override func layoutSubviews() {
    super.layoutSubviews()
    model.bounds = bounds
  }

  override func updateProperties() {
    super.updateProperties()
    gradient.removeAnimation(forKey: "slide")
    gradient.frame = model.gradientFrame
    gradient.colors = model.cgColors
    slide.fromValue = model.from
    slide.toValue = 0
    slide.duration = model.duration
    gradient.add(slide, forKey: "slide")
  }
}

final class BarViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(Bar(frame: CGRect(x: 0, y: 100, width: 200, height: 4)))
  }
}

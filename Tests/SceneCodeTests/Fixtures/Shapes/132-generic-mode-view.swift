// A loading view generic over its animation mode, as newer Swift packages write them:
// `LoaderView<PulseMode>(frame:)`, the mode a type whose static members give the settings, read
// in the view's code as `M.target` and `M.makeLayer()`; its default style a nested struct made
// by `.init()` in a getter; the app changes one field of the style (`loader.style.duration =
// 1.1`): a struct is a value, so the view's `style` is set again and its observer runs.
// Derivation: PulseMode's scale is 1.3 and its default style's duration 0.8 s, which the app
// sets to 1.1 s; the view's dot (a layer the mode makes, 16 × 16) pulses transform.scale
// 1 → 1.3 over 1.1 s, there and back, forever. The other mode (FadeMode) is not used.
// expect-animations: 1
// expect: dot/pulse keyPath=transform.scale from=1 to=1.3 duration=1.1 autoreverses=true repeatCount=inf
// expect-layer: dot bounds=[0,0,16,16]
import UIKit

struct LoaderStyle {
  var duration: CFTimeInterval = 0.8
}

protocol LoaderMode {
  static var defaultStyle: LoaderStyle { get }
  static var target: CGFloat { get }
  static func makeLayer() -> CALayer
}

enum PulseMode: LoaderMode {
  static var defaultStyle: LoaderStyle { .init() }
  static var target: CGFloat { 1.3 }
  static func makeLayer() -> CALayer {
    let dot = CALayer()
    dot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
    dot.cornerRadius = 8
    return dot
  }
}

enum FadeMode: LoaderMode {
  static var defaultStyle: LoaderStyle { .init(duration: 1.2) }
  static var target: CGFloat { 0 }
  static func makeLayer() -> CALayer { CALayer() }
}

final class LoaderView<M: LoaderMode>: UIView {
  private lazy var dot: CALayer = M.makeLayer()
  private var duration: CFTimeInterval = 0
  var style: LoaderStyle = M.defaultStyle {
    didSet { duration = style.duration }
  }

  func startAnimating() {
    layer.addSublayer(dot)
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1
    pulse.toValue = M.target
    pulse.duration = duration
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    dot.add(pulse, forKey: "pulse")
  }
}

final class FeedViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let loader = LoaderView<PulseMode>(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    view.addSubview(loader)
    loader.style.duration = 1.1
    loader.startAnimating()
  }
}

// A loading view generic over its animation mode, as newer Swift packages write them:
// `LoaderView<PulseMode>(frame:)`, the mode a type whose static members give the settings, read
// in the view's code as `M.duration` and `M.makeLayer()`.
// Derivation: PulseMode's duration is 0.8 s and scale 1.3; the view's dot (a layer the mode
// makes, 16 × 16) pulses transform.scale 1 → 1.3 over 0.8 s, there and back, forever. The
// other mode (FadeMode) is not used.
// expect-animations: 1
// expect: dot/pulse keyPath=transform.scale from=1 to=1.3 duration=0.8 autoreverses=true repeatCount=inf
// expect-layer: dot bounds=[0,0,16,16]
import UIKit

protocol LoaderMode {
  static var duration: CFTimeInterval { get }
  static var target: CGFloat { get }
  static func makeLayer() -> CALayer
}

enum PulseMode: LoaderMode {
  static var duration: CFTimeInterval { 0.8 }
  static var target: CGFloat { 1.3 }
  static func makeLayer() -> CALayer {
    let dot = CALayer()
    dot.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
    dot.cornerRadius = 8
    return dot
  }
}

enum FadeMode: LoaderMode {
  static var duration: CFTimeInterval { 1.2 }
  static var target: CGFloat { 0 }
  static func makeLayer() -> CALayer { CALayer() }
}

final class LoaderView<M: LoaderMode>: UIView {
  private lazy var dot: CALayer = M.makeLayer()

  func startAnimating() {
    layer.addSublayer(dot)
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1
    pulse.toValue = M.target
    pulse.duration = M.duration
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
    loader.startAnimating()
  }
}

// A shimmer written as a playground page: an `extension UIView` puts a gradient over a
// placeholder as its mask and sweeps the gradient's locations forever; the page's controller
// builds its view in `loadView` and is shown by `PlaygroundPage.current.liveView = …`, which
// loads it (loadView, then viewDidLoad) as UIKit would.
// Derivation: the placeholder is 160 × 24 at (40, 80), position (120, 92). The gradient spans
// three widths, from −160: frame (−160, 0, 480, 24), position (80, 12), its colours black,
// black at 10 % and black, along a nearly horizontal axis. The sweep runs the locations from
// [0, 0.1, 0.2] to [0.8, 0.9, 1] over 1.25 s, forever. Masks are not applied here: the
// gradient is drawn as the placeholder's sublayer, and said so.
// expect-layer: placeholder position=[120,92] bounds=[0,0,160,24]
// expect-layer: gradient position=[80,12] bounds=[0,0,480,24] locations=[0.4,0.5,0.6] colors=["#000000","#0000001A","#000000"]
// expect: gradient/sweep keyPath=locations from=[0,0.1,0.2] to=[0.8,0.9,1] duration=1.25 repeatCount=inf
// expect-note: drawn as a sublayer of placeholder
// expect-note: masks are not applied in TimingLab
import PlaygroundSupport
import UIKit

extension UIView {
  func startShimmer(duration: CFTimeInterval = 1.25) {
    let clear = UIColor(white: 0, alpha: 0.1).cgColor
    let solid = UIColor.black.cgColor
    let gradient = CAGradientLayer()
    gradient.colors = [solid, clear, solid]
    gradient.frame = CGRect(x: -bounds.width, y: 0, width: 3 * bounds.width, height: bounds.height)
    gradient.startPoint = CGPoint(x: 0, y: 0.5)
    gradient.endPoint = CGPoint(x: 1, y: 0.52)
    gradient.locations = [0.4, 0.5, 0.6]
    layer.mask = gradient
    let sweep = CABasicAnimation(keyPath: "locations")
    sweep.fromValue = [0.0, 0.1, 0.2]
    sweep.toValue = [0.8, 0.9, 1.0]
    sweep.duration = duration
    sweep.repeatCount = .greatestFiniteMagnitude
    gradient.add(sweep, forKey: "sweep")
  }

  func stopShimmer() {
    layer.mask = nil
  }
}

final class PageViewController: UIViewController {
  override func loadView() {
    let root = UIView()
    root.backgroundColor = .white
    self.view = root
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let placeholder = UIView(frame: CGRect(x: 40, y: 80, width: 160, height: 24))
    placeholder.backgroundColor = UIColor(white: 0.8, alpha: 1)
    view.addSubview(placeholder)
    placeholder.startShimmer()
  }
}

PlaygroundPage.current.liveView = PageViewController()

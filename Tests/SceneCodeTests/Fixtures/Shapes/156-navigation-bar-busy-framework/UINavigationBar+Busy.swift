// A busy indicator a library adds to `UINavigationBar` in an extension, started on the
// navigation controller's bar (`navigationController?.navigationBar.startBusy(options)`), its
// options kept as an associated object, its layer picked by a `switch` over the style.
// Derivation: the bar is UIKit's standard 390 × 44. The loading view fills it and fades in from 0
// to 0.5 over 0.3 s (UIKit: easeInEaseOut, fill both). The style is .stripes: one replicator (40
// copies, each 20 + 30 = 50 pt further right) whose stripe slides 50 pt left, from x 10 to −40,
// every 0.5 s forever. The .bars case does not run (Swift cases do not fall through), so there is
// no bars replicator (no instance delay anywhere).
// expect-animations: 2
// expect: loading/opacity keyPath=opacity from=0 duration=0.3 fillMode=both
// expect: stripe/slide keyPath=position.x to=-40 duration=0.5 repeatCount=inf
// expect-layer: stripes instanceCount=40 bounds=[0,0,390,44]
// expect-layer: stripe position=[10,22] bounds=[0,0,20,88]
// expect-layer: loading position=[195,22] bounds=[0,0,390,44] opacity=0.5
// entry: FeedViewController.viewDidLoad
import UIKit

private var busyOptionsKey: UInt8 = 0
private var busyViewKey: UInt8 = 1

extension UINavigationBar {
  fileprivate var busyOptions: BusyOptions {
    get { return objc_getAssociatedObject(self, &busyOptionsKey) as! BusyOptions }
    set { objc_setAssociatedObject(self, &busyOptionsKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
  }

  fileprivate var busyView: UIView? {
    get { return objc_getAssociatedObject(self, &busyViewKey) as? UIView }
    set { objc_setAssociatedObject(self, &busyViewKey, newValue, .OBJC_ASSOCIATION_RETAIN) }
  }

  public func startBusy(_ options: BusyOptions? = nil) {
    busyOptions = options ?? BusyOptions()
    let loading = UIView(frame: bounds)
    loading.alpha = 0
    insertSubview(loading, at: 1)
    busyView = loading
    UIView.animate(withDuration: 0.3) {
      self.busyView!.alpha = 0.5
    }
    let layer: CALayer
    switch busyOptions.style {
    case .stripes:
      layer = stripesLayer()
    case .bars:
      layer = barsLayer()
    }
    layer.position = busyView!.center
    busyView!.layer.addSublayer(layer)
  }

  private func stripesLayer() -> CALayer {
    let stripes = CAReplicatorLayer()
    stripes.bounds = bounds
    stripes.instanceCount = 40
    stripes.instanceTransform = CATransform3DMakeTranslation(busyOptions.barWidth + busyOptions.gap, 0, 0)
    let stripe = CALayer()
    stripe.bounds = CGRect(x: 0, y: 0, width: busyOptions.barWidth, height: bounds.height * 2)
    stripe.position = CGPoint(x: busyOptions.barWidth / 2, y: bounds.height / 2)
    stripe.backgroundColor = busyOptions.color.cgColor
    stripes.addSublayer(stripe)
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.toValue = stripe.position.x - (busyOptions.barWidth + busyOptions.gap)
    slide.duration = 0.5
    slide.repeatCount = .infinity
    stripe.add(slide, forKey: "slide")
    return stripes
  }

  private func barsLayer() -> CALayer {
    let bars = CAReplicatorLayer()
    bars.instanceCount = 40
    bars.instanceDelay = 0.1
    let bar = CALayer()
    bars.addSublayer(bar)
    let rise = CABasicAnimation(keyPath: "position.y")
    rise.toValue = 0
    bar.add(rise, forKey: "rise")
    return bars
  }
}

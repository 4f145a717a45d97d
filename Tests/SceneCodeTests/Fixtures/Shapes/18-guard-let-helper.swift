// A helper that guards on an optional layer and returns early when it is nil.
// Derivation: shimmerLayer is set before the call, so the guard passes and the animation is added.
// expect-animations: 1
// expect: shimmerLayer/slide keyPath=position.x from=-60 to=260 duration=1.2 repeatCount=inf
import UIKit

class ShimmerView: UIView {
  var shimmerLayer: CALayer?

  override func didMoveToWindow() {
    super.didMoveToWindow()
    shimmerLayer = CALayer()
    if let shimmer = shimmerLayer {
      layer.addSublayer(shimmer)
    }
    startShimmer()
  }

  private func startShimmer() {
    guard let shimmer = shimmerLayer else { return }
    let slide = CABasicAnimation(keyPath: "position.x")
    slide.fromValue = -60
    slide.toValue = 260
    slide.duration = 1.2
    slide.repeatCount = .infinity
    shimmer.add(slide, forKey: "slide")
  }
}

// Two files: the view calls a helper that lives in a sibling file (Animations.swift).
// Derivation: Animations.rotation(duration: 1.2) -> transform.rotation.z 0 -> 2π, forever, linear.
// expect-animations: 1
// expect: arc/rotation keyPath=transform.rotation.z from=0 to=6.283185307179586 duration=1.2 repeatCount=inf timingFunction=linear
import UIKit

final class LoaderView: UIView {
  private let arc = CAShapeLayer()

  func startAnimating() {
    layer.addSublayer(arc)
    arc.add(Animations.rotation(duration: 1.2), forKey: "rotation")
  }
}

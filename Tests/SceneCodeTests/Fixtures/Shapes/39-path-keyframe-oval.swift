// A position animation along an oval path.
// Derivation: UIBezierPath(ovalIn: 0,0,100,60): four cubic arcs from the right-hand side (100, 30).
// expect-animations: 1
// expect: planet/orbit keyPath=position duration=4 repeatCount=inf calculationMode=paced
import UIKit

func orbit(_ planet: CALayer) {
  let orbit = CAKeyframeAnimation(keyPath: "position")
  orbit.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 60)).cgPath
  orbit.duration = 4
  orbit.repeatCount = .infinity
  orbit.calculationMode = .paced
  planet.add(orbit, forKey: "orbit")
}

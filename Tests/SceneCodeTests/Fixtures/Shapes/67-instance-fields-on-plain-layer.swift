// A replicator's fields set on a plain CALayer change nothing in Core Animation (it stores them
// as any other key): the import says so, and keeps one copy.
// Derivation: `box` is made as CALayer(), so instanceCount on it is listed as changing nothing.
// expect-animations: 1
// expect-note: instanceCount changes nothing on a CALayer
// expect: box/spin keyPath=transform.rotation.z from=0 to=3.141592653589793 duration=1
import UIKit

func setUp(_ layer: CALayer) {
  let box = CALayer()
  box.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
  box.setValue(3, forKey: "instanceCount")
  layer.addSublayer(box)
  let spin = CABasicAnimation(keyPath: "transform.rotation.z")
  spin.fromValue = 0
  spin.toValue = Double.pi
  spin.duration = 1
  box.add(spin, forKey: "spin")
}

// Keys built with string interpolation: one layer, three animations under keys fade0…fade2.
// Derivation: a key per index; the last added wins nothing (the keys differ), so all three stay.
// expect-animations: 3
// expect: layer/fade0 keyPath=opacity to=0 duration=0.2
// expect: layer/fade1 duration=0.4
// expect: layer/fade2 duration=0.6
import QuartzCore

func addFades(to layer: CALayer) {
  for index in 0...2 {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    fade.duration = 0.2 * Double(index + 1)
    layer.add(fade, forKey: "fade\(index)")
  }
}

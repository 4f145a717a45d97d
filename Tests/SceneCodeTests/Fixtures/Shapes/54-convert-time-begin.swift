// A begin time from convertTime on a layer whose own timing is shifted.
// Derivation: the layer begins at -1 (its local time now is 1); the animation begins at
// convertTime(now) + 0.5 = 1.5 in the layer's time: half a second from now.
// expect-animations: 1
// expect: layer/late keyPath=opacity to=0 duration=1 beginTime=1.5
// expect-layer: layer beginTime=-1
import QuartzCore

func late(_ layer: CALayer) {
  layer.beginTime = CACurrentMediaTime() - 1
  let late = CABasicAnimation(keyPath: "opacity")
  late.toValue = 0
  late.duration = 1
  late.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 0.5
  layer.add(late, forKey: "late")
}

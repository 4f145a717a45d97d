// Keys and key paths from an enum with raw values.
// Derivation: AnimationKey.fade.rawValue = "fadeKey"; the key path is a #keyPath literal.
// expect-animations: 1
// expect: layer/fadeKey keyPath=opacity from=1 to=0 duration=0.45
import QuartzCore

enum AnimationKey: String {
  case fade = "fadeKey"
  case move = "moveKey"
}

func fadeAway(_ layer: CALayer) {
  let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
  fade.fromValue = 1
  fade.toValue = 0
  fade.duration = 0.45
  layer.add(fade, forKey: AnimationKey.fade.rawValue)
}

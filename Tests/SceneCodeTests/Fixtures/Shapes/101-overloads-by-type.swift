// Two initialisers with the same label, told apart by the parameter's type as Swift does: the
// String one comes first and delegates to the enum one with `BadgeStyle.named(style)`, which is
// not a String, so it runs the enum one (picking by labels alone ran the String one forever).
// `.pulse` sets the duration to 0.6 s.
// expect-animations: 1
// expect: layer/pulse keyPath=transform.scale from=1 to=1.2 duration=0.6 autoreverses=true repeatCount=inf
import QuartzCore

enum BadgeStyle {
  case pulse, blink

  static func named(_ name: String) -> BadgeStyle { name == "pulse" ? .pulse : .blink }
}

final class Badge {
  let layer = CALayer()
  var duration = 0.3

  convenience init(style: String) {
    self.init(style: BadgeStyle.named(style))
  }

  init(style: BadgeStyle) {
    if style == .pulse { duration = 0.6 }
  }

  func start() {
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1
    pulse.toValue = 1.2
    pulse.duration = duration
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    layer.add(pulse, forKey: "pulse")
  }
}

func showBadge() {
  let badge = Badge(style: "pulse")
  badge.start()
}

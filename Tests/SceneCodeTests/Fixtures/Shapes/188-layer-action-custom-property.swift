// A gauge as ring libraries write one: a layer subclass with a property of its own
// (`@NSManaged var level`) that it draws in `draw(in:)`, and an `action(forKey:)` override that
// returns a `CABasicAnimation` for that key, from the value on screen
// (`presentation()?.value(forKey:)`) with no `toValue`. Setting the property then animates it:
// Core Animation asks the layer for an action and runs the animation it returns, under the
// property's name (CALayer.h, `actionForKey:`). The view's other properties are set outside any
// animation block, so the layer's `super.action(forKey:)` gives none for them. An `extension
// CALayer` helper keyed by an enum of the program's calls CALayer's own `animation(forKey:)`
// with the key's raw value (not itself again).
// Derivation: the level goes 0 → 72 (the model value), over the gauge's 1.5 s, ease-out; the
// animation's `fromValue` is the presentation value before the change, 0, and it runs to the
// model value. `isAnimating` (an animation under "level" exists) is then true, so the view's
// alpha is set to 1 (no animation: outside a block).
// expect: gauge/level keyPath=level from=0 duration=1.5 timingFunction=easeOut
// expect-layer: gauge level=72 opacity=1
// expect-animations: 1
// entry: GaugeViewController.viewDidLoad
import UIKit

enum GaugeKey: String {
  case level
}

extension CALayer {
  func animation(forKey key: GaugeKey) -> CAAnimation? {
    animation(forKey: key.rawValue)
  }
}

final class GaugeLayer: CALayer {
  @NSManaged var level: CGFloat
  var duration: TimeInterval = 1.5

  override class func needsDisplay(forKey key: String) -> Bool {
    key == "level" ? true : super.needsDisplay(forKey: key)
  }

  override func action(forKey event: String) -> CAAction? {
    guard event == "level" else { return super.action(forKey: event) }
    let animation = CABasicAnimation(keyPath: "level")
    animation.fromValue = presentation()?.value(forKey: "level")
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
    return animation
  }

  override func draw(in ctx: CGContext) {
    ctx.setFillColor(UIColor.systemGreen.cgColor)
    ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * level / 100, height: bounds.height))
  }
}

final class GaugeView: UIView {
  override class var layerClass: AnyClass { GaugeLayer.self }
  var gaugeLayer: GaugeLayer { layer as! GaugeLayer }
  var isAnimating: Bool { layer.animation(forKey: GaugeKey.level) != nil }

  func setLevel(_ level: CGFloat) {
    gaugeLayer.level = level
    if isAnimating { alpha = 1 }
  }
}

final class GaugeViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let gauge = GaugeView(frame: CGRect(x: 20, y: 100, width: 300, height: 24))
    gauge.alpha = 0.5
    view.addSubview(gauge)
    gauge.setLevel(72)
  }
}

// A menu in the shape of expanding-menu libraries: which effects run is an OptionSet
// (`static let `default`: Effects = [.rotate, .move]`, a keyword name in backticks) read with
// `contains`; a local function works out the distance; each item's animation is a group built by
// appending to `group.animations?`, so the second append keeps the first. Fade is not in the
// default set: no opacity child.
// Derivation: the move goes from 100 to 100 − (0 + 1) × 60 = 40.
// expect-animations: 3
// expect: item/expand/spin keyPath=transform.rotation.z values=[0,-3.141592653589793] duration=0.3
// expect: item/expand/move keyPath=position.y from=100 to=40 duration=0.3
import QuartzCore

public struct Effects: OptionSet {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let rotate = Effects(rawValue: 1 << 0)
  public static let move = Effects(rawValue: 1 << 1)
  public static let fade = Effects(rawValue: 1 << 2)
  public static let `default`: Effects = [.rotate, .move]
}

final class Menu {
  let item = CALayer()
  var effects: Effects = .default

  func expand() {
    func distance(for index: Int, spacing: Double) -> Double {
      Double(index + 1) * spacing
    }
    let group = CAAnimationGroup()
    group.animations = []
    group.duration = 0.3
    if effects.contains(.rotate) {
      let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
      spin.values = [0, -Double.pi]
      spin.duration = 0.3
      group.animations?.append(spin)
    }
    if effects.contains([.move]) {
      let move = CABasicAnimation(keyPath: "position.y")
      move.fromValue = 100
      move.toValue = 100 - distance(for: 0, spacing: 60)
      move.duration = 0.3
      group.animations?.append(move)
    }
    if effects.contains(.fade) {
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      group.animations?.append(fade)
    }
    item.add(group, forKey: "expand")
  }
}

import UIKit

typealias EasingFunction = (_ t: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat

struct Easing {
  static var linearOut: EasingFunction = { (t, b, c, d) -> CGFloat in
    return c * t / d + b
  }
}

func configured<T>(_ value: T, _ configure: (T) -> Void) -> T {
  configure(value)
  return value
}

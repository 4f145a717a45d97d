import UIKit

extension CALayer {
  enum Key: String {
    case rotation = "rotationAnimation"
    case stroke = "strokeAnimation"
  }

  func add(_ animation: CAAnimation, for key: Key) {
    add(animation, forKey: key.rawValue)
  }

  func animation(for key: Key) -> CAAnimation? {
    animation(forKey: key.rawValue)
  }
}

extension CAPropertyAnimation {
  enum Property: String {
    case rotationZ = "transform.rotation.z"
    case strokeStart
    case strokeEnd
  }

  convenience init(key: Property) {
    self.init(keyPath: key.rawValue)
  }
}

extension Double {
  static let half = pi / 2
}

enum Phase {
  case first, later

  func fromAngle() -> Double {
    switch self {
    case .first: return -(Double.pi * 2 + Double.half)
    case .later: return -(Double.pi + Double.half)
    }
  }
}

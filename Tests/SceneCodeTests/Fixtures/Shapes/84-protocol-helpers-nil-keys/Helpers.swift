import UIKit

protocol Animating {}

extension Animating {
  func fillColorAnimation(to color: CGColor, duration: Double) -> CABasicAnimation {
    animation(keyPath: "fillColor", to: color, duration: duration)
  }

  func positionAnimation(to point: CGPoint, duration: Double) -> CABasicAnimation {
    animation(keyPath: "position", to: point, duration: duration)
  }

  private func animation(keyPath: String, to value: Any, duration: Double) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.toValue = value
    animation.duration = duration
    animation.timingFunction = CAMediaTimingFunction(name: .linear)
    return animation
  }
}

enum DotPlace {
  case topLeft, topRight, bottomRight

  var frame: CGRect {
    switch self {
    case .topLeft: return CGRect(x: 0, y: 0, width: 10, height: 10)
    case .topRight: return CGRect(x: 20, y: 0, width: 10, height: 10)
    case .bottomRight: return CGRect(x: 20, y: 20, width: 10, height: 10)
    }
  }

  var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

  var color: CGColor {
    switch self {
    case .topLeft: return #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1).cgColor
    case .topRight: return #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5).cgColor
    case .bottomRight: return #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.25).cgColor
    }
  }

  var next: DotPlace {
    switch self {
    case .topLeft: return .topRight
    case .topRight: return .bottomRight
    case .bottomRight: return .topLeft
    }
  }
}

import UIKit

protocol IconShape {
  var top: CGPath { get }
  var bottom: CGPath { get }
  init(side: CGFloat, origin: CGPoint)
  static var title: String { get }
}

extension IconShape {
  func changes(
    top topLayer: CAShapeLayer, bottom bottomLayer: CAShapeLayer
  )
    -> [(keyPath: String, layer: CAShapeLayer, path: CGPath, key: String)]
  {
    return [
      (keyPath: "path", layer: topLayer, path: top, key: "morphTop"),
      (keyPath: "path", layer: bottomLayer, path: bottom, key: "morphBottom"),
    ]
  }

  var summary: String { Self.title }
}

enum Icon {
  case menu
  case close

  private static let shapes: [Icon: IconShape.Type] = [
    menu: MenuShape.self,
    close: CloseShape.self,
  ]

  func shape(side: CGFloat, origin: CGPoint) -> IconShape {
    let made = Icon.shapes[self]!
    return made.init(side: side, origin: origin)
  }
}

struct MenuShape: IconShape {
  let top: CGPath
  let bottom: CGPath

  init(side: CGFloat, origin: CGPoint) {
    top = Lines.horizontal(y: origin.y + side / 3, from: origin.x, length: side)
    bottom = Lines.horizontal(y: origin.y + 2 * side / 3, from: origin.x, length: side)
  }

  static var title: String { "Menu" }
}

struct CloseShape: IconShape {
  let top: CGPath
  let bottom: CGPath

  init(side: CGFloat, origin: CGPoint) {
    let corner = CGPoint(x: origin.x + side, y: origin.y + side)
    top = Lines.segment(from: origin, to: corner)
    bottom = Lines.segment(from: CGPoint(x: origin.x, y: corner.y), to: CGPoint(x: corner.x, y: origin.y))
  }

  static var title: String { "Close" }
}

enum Lines {
  static func horizontal(y: CGFloat, from x: CGFloat, length: CGFloat) -> CGPath {
    segment(from: CGPoint(x: x, y: y), to: CGPoint(x: x + length, y: y))
  }

  static func segment(from a: CGPoint, to b: CGPoint, offset: CGPoint = .zero) -> CGPath {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: a.x + offset.x, y: a.y + offset.y))
    path.addLine(to: CGPoint(x: b.x + offset.x, y: b.y + offset.y))
    return path
  }
}

/// One element of a `CGPath` (`CGPath.applyWithBlock` gives them in order), in points.
public enum PathElement: Hashable, Sendable {
  case move(Double, Double)
  case line(Double, Double)
  case quadCurve(cx: Double, cy: Double, x: Double, y: Double)
  case curve(c1x: Double, c1y: Double, c2x: Double, c2y: Double, x: Double, y: Double)
  case close
}

/// SVG path data for a `CGPath`'s elements: `M`, `L`, `Q`, `C`, `Z`, absolute, numbers in their
/// shortest exact form. Nil when a coordinate is not finite.
public func svgPathData(_ elements: [PathElement]) -> String? {
  var parts: [String] = []
  for element in elements {
    let (command, numbers): (String, [Double])
    switch element {
    case .move(let x, let y): (command, numbers) = ("M", [x, y])
    case .line(let x, let y): (command, numbers) = ("L", [x, y])
    case .quadCurve(let cx, let cy, let x, let y): (command, numbers) = ("Q", [cx, cy, x, y])
    case .curve(let a, let b, let c, let d, let x, let y): (command, numbers) = ("C", [a, b, c, d, x, y])
    case .close: (command, numbers) = ("Z", [])
    }
    guard numbers.allSatisfy(\.isFinite) else { return nil }
    parts.append(([command] + numbers.map(CaptureJSON.number)).joined(separator: " "))
  }
  return parts.joined(separator: " ")
}

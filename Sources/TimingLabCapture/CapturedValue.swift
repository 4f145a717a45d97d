/// A value read from a layer or an animation, converted exactly: numbers, `CGPoint`, `CGSize`,
/// `CGRect`, a whole `CATransform3D` (m11…m44), a colour in sRGB (components may leave 0…1 for
/// extended-range colours), a `CGPath` as SVG path data, an array of colours or numbers (a
/// gradient's `colors`, `locations`). Points and sizes are in points, angles
/// in radians. What cannot be read is kept as `unreadable`, with what it was, so that the file's
/// notes can name it.
public enum CapturedValue: Hashable, Sendable {
  case number(Double)
  case point(x: Double, y: Double)
  case size(width: Double, height: Double)
  case rect(x: Double, y: Double, width: Double, height: Double)
  /// `CATransform3D`'s sixteen fields, m11 to m44 in order.
  case transform([Double])
  /// sRGB red, green, blue and alpha.
  case color(red: Double, green: Double, blue: Double, alpha: Double)
  /// SVG path data (`M 0 0 L 10 0 Z`).
  case path(String)
  /// An array (a gradient's `colors` or `locations`): its entries, each a colour or a number.
  indirect case list([CapturedValue])
  /// Something Core Animation holds that a scene cannot (an image, a private type), in words.
  case unreadable(String)

  /// The numbers the value holds (none for a path or an unreadable value).
  var numbers: [Double] {
    switch self {
    case .number(let x): [x]
    case .point(let x, let y), .size(let x, let y): [x, y]
    case .rect(let x, let y, let w, let h): [x, y, w, h]
    case .transform(let m): m
    case .color(let r, let g, let b, let a): [r, g, b, a]
    case .list(let items): items.flatMap(\.numbers)
    case .path, .unreadable: []
    }
  }

  /// Why the value cannot go into a scene file, or nil when it can: not a number (NaN or an
  /// infinity), a transform without sixteen fields, or unreadable.
  var problem: String? {
    if case .unreadable(let what) = self { return what }
    if case .list(let items) = self {
      if let problem = items.lazy.compactMap(\.problem).first { return "an array holding \(problem)" }
      let colours = items.filter { if case .color = $0 { true } else { false } }.count
      let numbers = items.filter { if case .number = $0 { true } else { false } }.count
      guard colours == items.count || numbers == items.count else {
        return "an array that is not all colours or all numbers"
      }
    }
    if case .transform(let m) = self, m.count != 16 { return "a transform of \(m.count) numbers" }
    if numbers.contains(where: { !$0.isFinite }) { return "a value that is not a finite number" }
    return nil
  }
}

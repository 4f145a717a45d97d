/// A 24-bit sRGB colour for a terminal cell.
public struct RGB: Hashable, Sendable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8

  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  /// From `0xRRGGBB`.
  public init(hex: UInt32) {
    self.init(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
  }

  /// `#RRGGBB`.
  public var hexString: String {
    let digits = Array("0123456789ABCDEF")
    return "#" + [r, g, b].map { String(digits[Int($0 >> 4)]) + String(digits[Int($0 & 15)]) }.joined()
  }

  /// Relative luminance (0...1, sRGB weights on encoded values; enough to pick a readable text colour).
  public var luminance: Double { (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255 }

  /// Black or white, whichever reads better on this colour.
  public var contrasting: RGB { luminance > 0.55 ? .black : .white }

  /// Component-wise blend towards `other` by `fraction` (0...1).
  public func mixed(with other: RGB, _ fraction: Double) -> RGB {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded()) }
    return RGB(mix(r, other.r), mix(g, other.g), mix(b, other.b))
  }

  public static let black = RGB(0, 0, 0)
  public static let white = RGB(255, 255, 255)
}

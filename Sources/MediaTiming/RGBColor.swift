import Saturating

/// An sRGB colour with each channel and alpha as a `Double` in `0...1` (gamma-encoded, not
/// premultiplied, as `CGColor` holds it).
///
/// Interpolated results may leave `0...1` (an overshooting timing function); `hex` clamps.
public struct RGBColor: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  /// Opacity, 1 for opaque.
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (case-insensitive); nil for anything else.
  public init?(hex: String) {
    let utf8 = Array(hex.utf8)
    guard utf8.count == 7 || utf8.count == 9, utf8[0] == UInt8(ascii: "#") else { return nil }
    var channels: [Double] = []
    for index in stride(from: 1, to: utf8.count, by: 2) {
      guard let high = Self.hexDigit(utf8[index]), let low = Self.hexDigit(utf8[index + 1]) else {
        return nil
      }
      channels.append(Double(high * 16 + low) / 255)
    }
    self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
  }

  /// `"#RRGGBB"`, or `"#RRGGBBAA"` when not opaque; each channel clamped to `0...1` and rounded to
  /// the nearest of 256 levels.
  public var hex: String {
    let digits = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = [UInt8(ascii: "#")]
    let level = { (channel: Double) in Int(saturating: (min(max(channel, 0), 1) * 255).rounded()) }
    let channels = level(alpha) == 255 ? [red, green, blue] : [red, green, blue, alpha]
    for channel in channels {
      bytes.append(digits[level(channel) / 16])
      bytes.append(digits[level(channel) % 16])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The 8-bit levels (0...255) of the clamped, rounded channels.
  public var bytes: (red: UInt8, green: UInt8, blue: UInt8) {
    func level(_ channel: Double) -> UInt8 { UInt8(Int(saturating: (min(max(channel, 0), 1) * 255).rounded()) & 0xFF) }
    return (level(red), level(green), level(blue))
  }

  private static func hexDigit(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }
}

extension RGBColor {
  /// Orange `#FF9500`, the from-colour of the CAMediaTiming cheat sheet (seed 002).
  public static let cheatSheetOrange = RGBColor(hex: "#FF9500")!
  /// Blue `#0000FF`, the to-colour of the CAMediaTiming cheat sheet (seed 002).
  public static let cheatSheetBlue = RGBColor(hex: "#0000FF")!
}

import Foundation
import MediaTiming

/// Colour spaces Interface Builder and asset catalogues write colours in, converted to the sRGB
/// a scene holds (components 0…1; what lies outside sRGB is clipped to it).
enum ColorSpaces {
  /// sRGB's transfer curve, encoded to linear light (IEC 61966-2-1).
  static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

  /// Linear light encoded with sRGB's transfer curve, clipped to 0…1.
  static func encoded(_ c: Double) -> Double {
    let x = min(max(c, 0), 1)
    return x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
  }

  /// A Display P3 colour in sRGB: both use sRGB's transfer curve; the linear components go
  /// through the matrix from P3's primaries to sRGB's (both D65).
  static func fromDisplayP3(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> RGBColor {
    let (lr, lg, lb) = (linear(r), linear(g), linear(b))
    return RGBColor(
      red: encoded(1.2249401 * lr - 0.2249404 * lg),
      green: encoded(-0.0420569 * lr + 1.0420571 * lg),
      blue: encoded(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb), alpha: alpha)
  }

  /// Linear sRGB (`extended-linear-srgb`) in sRGB.
  static func fromLinearSRGB(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> RGBColor {
    RGBColor(red: encoded(r), green: encoded(g), blue: encoded(b), alpha: alpha)
  }

  /// A gray of Gray Gamma 2.2 (light = white^2.2) in sRGB.
  static func fromGrayGamma22(_ white: Double, alpha: Double) -> RGBColor {
    let gray = encoded(pow(max(white, 0), 2.2))
    return RGBColor(red: gray, green: gray, blue: gray, alpha: alpha)
  }
}

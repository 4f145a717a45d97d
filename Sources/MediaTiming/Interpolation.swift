#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A colour space to interpolate in.
public enum ColorSpace: String, Hashable, Sendable, CaseIterable {
  /// Component-wise on gamma-encoded sRGB, as Core Animation interpolates `CGColor`s.
  case sRGB
  /// Björn Ottosson's OKLab (perceptually even steps), for comparison only: not what CA does.
  case okLab
}

extension RGBColor {
  /// The colour `fraction` of the way to `other` (0 → self, 1 → other; outside extrapolates).
  public func interpolated(to other: RGBColor, _ fraction: Double, in space: ColorSpace = .sRGB) -> RGBColor {
    switch space {
    case .sRGB:
      return RGBColor(
        red: lerp(red, other.red, fraction), green: lerp(green, other.green, fraction),
        blue: lerp(blue, other.blue, fraction), alpha: lerp(alpha, other.alpha, fraction))
    case .okLab:
      let a = okLab
      let b = other.okLab
      var mixed = RGBColor(okLab: (lerp(a.L, b.L, fraction), lerp(a.a, b.a, fraction), lerp(a.b, b.b, fraction)))
      mixed.alpha = lerp(alpha, other.alpha, fraction)
      return mixed
    }
  }

  /// OKLab coordinates (L in 0...1 for in-gamut colours).
  public var okLab: (L: Double, a: Double, b: Double) {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    let r = linear(red)
    let g = linear(green)
    let b = linear(blue)
    let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
    let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
    let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    return (
      0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
      1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
      0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    )
  }

  /// The sRGB colour of OKLab coordinates (channels may leave 0...1 out of gamut).
  public init(okLab lab: (L: Double, a: Double, b: Double)) {
    let l = pow(lab.L + 0.3963377774 * lab.a + 0.2158037573 * lab.b, 3)
    let m = pow(lab.L - 0.1055613458 * lab.a - 0.0638541728 * lab.b, 3)
    let s = pow(lab.L - 0.0894841775 * lab.a - 1.2914855480 * lab.b, 3)
    func encoded(_ c: Double) -> Double {
      c <= 0.0031308 ? 12.92 * c : 1.055 * pow(max(c, 0), 1 / 2.4) - 0.055
    }
    self.init(
      red: encoded(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
      green: encoded(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
      blue: encoded(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
  }
}

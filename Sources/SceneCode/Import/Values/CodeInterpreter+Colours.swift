import MediaTiming

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Colours as code computes them: by hue, saturation and brightness (`UIColor(hue:…)`,
/// `getHue(&h, saturation: &s, brightness: &b, alpha: &a)`, `getRed(…)`, `getWhite(…)`), read as
/// components (`cgColor.components`), from a dynamic provider (`UIColor { traits in … }`, asked
/// for light mode, as system colours are), and what the program adds to `UIColor` in
/// extensions (`convenience init(_ hex:)`, `var isLight`, `func darker()`), with the colour as
/// `self`.
extension CodeInterpreter {
  /// `UIColor(hue:saturation:brightness:alpha:)`: HSB (each 0…1) to sRGB; nil for other arguments.
  mutating func hueColour(_ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    guard argument(arguments, "hue") != nil,
      let v = numbers([
        argument(arguments, "hue"), argument(arguments, "saturation"), argument(arguments, "brightness"),
        argument(arguments, "alpha"),
      ])
    else { return nil }
    let (h, s, b) = ((v[0].truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1), v[1], v[2])
    let sector = h * 6
    let i = Int(floor(sector)) % 6
    let f = sector - floor(sector)
    let (p, q, t) = (b * (1 - s), b * (1 - s * f), b * (1 - s * (1 - f)))
    let rgb: (Double, Double, Double) =
      switch i {
      case 0: (b, t, p)
      case 1: (q, b, p)
      case 2: (p, b, t)
      case 3: (p, q, b)
      case 4: (t, p, b)
      default: (b, p, q)
      }
    let clamp = { (x: Double) in min(max(x, 0), 1) }
    return .color(RGBColor(red: clamp(rgb.0), green: clamp(rgb.1), blue: clamp(rgb.2), alpha: clamp(v[3])))
  }

  /// A colour's hue, saturation and brightness (0…1), as `getHue` gives them.
  static func hsb(_ c: RGBColor) -> (h: Double, s: Double, b: Double) {
    let (r, g, b) = (c.red, c.green, c.blue)
    let high = max(r, g, b)
    let low = min(r, g, b)
    let delta = high - low
    var h = 0.0
    if delta > 0 {
      if high == r {
        h = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
      } else if high == g {
        h = (b - r) / delta + 2
      } else {
        h = (r - g) / delta + 4
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    return (h, high == 0 ? 0 : delta / high, high)
  }

  /// `getHue(&h, saturation: &s, brightness: &b, alpha: &a)`, `getRed(&r, green:…)`,
  /// `getWhite(&w, alpha: &a)` of colour `c`: the components written to the variables named;
  /// false for another method.
  mutating func colourComponents(
    _ c: RGBColor, _ method: String, _ targets: [CodeExpression], _ statement: CodeSite
  ) -> Bool {
    let values: [Double]
    switch (method, targets.count) {
    case ("getHue", 4):
      let (h, s, b) = Self.hsb(c)
      values = [h, s, b, c.alpha]
    case ("getRed", 4): values = [c.red, c.green, c.blue, c.alpha]
    case ("getWhite", 2): values = [0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue, c.alpha]
    default: return false
    }
    for (target, value) in zip(targets, values) { assign(target, .number(value), statement) }
    return true
  }

  /// A method or computed property the program adds to `UIColor`, on colour `c`; nil when none.
  mutating func colourExtensionCall(
    _ c: RGBColor, _ name: String, _ arguments: [CodeExpression.Argument]
  ) -> RuntimeValue? {
    for type in ["UIColor", "NSColor"] where program.types[type] != nil {
      for f in Self.fewestDefaultsFirst(methods(name, in: type, isStatic: false)) {
        if let bound = bind(f, arguments) { return invoke(f, on: .color(c), type: type, bound) }
      }
    }
    return nil
  }

  /// A computed property the program adds to `UIColor` (`isLight`), read on colour `c`.
  mutating func colourExtensionMember(_ c: RGBColor, _ member: String) -> RuntimeValue? {
    for type in ["UIColor", "NSColor"] where program.types[type] != nil {
      guard let property = declaredProperty(member, in: type), !property.isStatic, let getter = property.getter
      else { continue }
      let f = CodeFunction(name: member, parameters: [], body: getter, site: property.site, returnType: property.type)
      return invoke(f, on: .color(c), type: type, [])
    }
    return nil
  }
}

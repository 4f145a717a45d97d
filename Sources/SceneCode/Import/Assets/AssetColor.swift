import MediaTiming
import Scenes

/// A colour set's `Contents.json` (Xcode's asset catalogue format): the colour `UIColor(named:)`
/// gives in light mode, in sRGB.
enum AssetColor {
  /// The entry with no `appearances` ("Any Appearance"), else the one for light mode; nil when
  /// neither holds a colour read here.
  static func lightColor(_ json: JSONValue) -> RGBColor? {
    guard case .array(let entries)? = AssetCatalog.member(json, "colors") else { return nil }
    let any = entries.first { AssetCatalog.member($0, "appearances") == nil }
    let light = entries.first { entry in
      guard case .array(let appearances)? = AssetCatalog.member(entry, "appearances") else { return false }
      return appearances.contains { AssetCatalog.string($0, "value") == "light" }
    }
    return (any ?? light).flatMap { AssetCatalog.member($0, "color") }.flatMap(color)
  }

  /// `{"color-space": "srgb", "components": {"red": "0.5", …}}`, or a system colour it refers
  /// to (`{"reference": "systemBlueColor"}`).
  static func color(_ json: JSONValue) -> RGBColor? {
    if let reference = AssetCatalog.string(json, "reference") {
      let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
      return CodeInterpreter.systemColor(name) ?? CodeInterpreter.namedColors[name]
    }
    guard let components = AssetCatalog.member(json, "components") else { return nil }
    func value(_ key: String) -> Double? { AssetCatalog.string(components, key).flatMap(component) }
    let alpha = AssetCatalog.string(components, "alpha").flatMap(Double.init) ?? 1
    let space = AssetCatalog.string(json, "color-space") ?? "srgb"
    if let white = value("white") {
      if space == "gray-gamma-22" { return ColorSpaces.fromGrayGamma22(white, alpha: alpha) }
      return RGBColor(red: white, green: white, blue: white, alpha: alpha)
    }
    guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
    switch space {
    case "display-p3": return ColorSpaces.fromDisplayP3(r, g, b, alpha: alpha)
    case "extended-linear-srgb": return ColorSpaces.fromLinearSRGB(r, g, b, alpha: alpha)
    default: return RGBColor(red: r, green: g, blue: b, alpha: alpha)
    }
  }

  /// A component as Xcode writes it: floating point (`"0.500"`), 8-bit (`"128"`) or hex
  /// (`"0x80"`), the last two out of 255.
  static func component(_ text: String) -> Double? {
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if text.contains(".") { return Double(text) }
    return Int(text).map { Double($0) / 255 }
  }
}

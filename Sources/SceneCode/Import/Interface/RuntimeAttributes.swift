import MediaTiming

/// Interface Builder's "User Defined Runtime Attributes" (and `@IBInspectable` values, which it
/// writes the same way): `<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
/// <real key="value" value="10"/></userDefinedRuntimeAttribute>`. UIKit sets each with
/// `setValue(_:forKeyPath:)` on the view as the file is loaded, after `init(coder:)` and before
/// `awakeFromNib` (Xcode's Identity inspector), so a property of an `extension UIView` runs its
/// setter.
struct RuntimeAttribute {
  enum Value {
    case number(Double)
    case bool(Bool)
    case string(String)
    case color(RGBColor)
    case point(Double, Double)
    case size(Double, Double)
    case rect(Double, Double, Double, Double)
  }

  var keyPath: String
  var value: Value

  /// The attributes an element lists; those of a type not read here (images, localized
  /// strings, ranges, nil) are left out, with their key paths in `skipped`.
  static func read(
    _ element: XMLElementNode, colours: [String: RGBColor], skipped: inout [String]
  ) -> [RuntimeAttribute] {
    guard let list = element.child("userDefinedRuntimeAttributes") else { return [] }
    var out: [RuntimeAttribute] = []
    for item in list.children where item.name == "userDefinedRuntimeAttribute" {
      guard let keyPath = item.attributes["keyPath"] else { continue }
      if let value = value(item, colours) {
        out.append(RuntimeAttribute(keyPath: keyPath, value: value))
      } else {
        skipped.append(keyPath)
      }
    }
    return out
  }

  /// The value as the file writes it for its `type`: in a `value` attribute (older files, and
  /// booleans and strings) or a child element keyed `value`.
  static func value(_ item: XMLElementNode, _ colours: [String: RGBColor]) -> Value? {
    let child = item.children.first { $0.attributes["key"] == "value" }
    func number(_ key: String) -> Double? { child?.attributes[key].flatMap(Double.init) }
    switch item.attributes["type"] {
    case "number":
      return (number("value") ?? item.attributes["value"].flatMap(Double.init)).map(Value.number)
    case "boolean": return item.attributes["value"].map { .bool($0 == "YES") }
    case "string": return item.attributes["value"].map(Value.string)
    case "color": return child.flatMap { InterfaceDocument.colour($0, colours) }.map(Value.color)
    case "point":
      guard let x = number("x"), let y = number("y") else { return nil }
      return .point(x, y)
    case "size":
      guard let w = number("width"), let h = number("height") else { return nil }
      return .size(w, h)
    case "rect":
      guard let x = number("x"), let y = number("y"), let w = number("width"), let h = number("height") else {
        return nil
      }
      return .rect(x, y, w, h)
    default: return nil
    }
  }
}

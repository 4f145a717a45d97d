/// Bar items (`UITabBarItem`, `UIBarButtonItem`): plain UIKit objects that code makes, compares
/// (`item === selectedItem`), finds in arrays (`items.index(of: item)`) and reads back
/// (`item.title`). Each is an object of its own; its properties are those its initializer names,
/// else UIKit's defaults (UITabBarItem.h, UIBarButtonItem.h: nil, tag 0).
extension CodeInterpreter {
  /// The bar item classes and their properties' defaults.
  static let barItemDefaults: [String: [String: RuntimeValue]] = [
    "UITabBarItem": [
      "title": .null, "image": .null, "selectedImage": .null, "tag": .number(0), "badgeValue": .null,
      "isEnabled": .bool(true), "titlePositionAdjustment": offset(0, 0),
      "imageInsets": insets(0, 0, 0, 0),
    ],
    "UIBarButtonItem": [
      "title": .null, "image": .null, "tag": .number(0), "target": .null, "action": .null, "customView": .null,
      "isEnabled": .bool(true),
    ],
  ]

  /// A `UIOffset`: a horizontal and a vertical distance (points).
  static func offset(_ horizontal: Double, _ vertical: Double) -> RuntimeValue {
    .tuple([.number(horizontal), .number(vertical)], labels: ["horizontal", "vertical"])
  }

  /// `UIOffset(horizontal:vertical:)`, `UIOffsetMake(h, v)` and `UIOffset.zero`; nil for another call.
  mutating func offsetValue(_ name: String, _ arguments: [CodeExpression.Argument]) -> RuntimeValue? {
    switch name {
    case "UIOffset" where arguments.isEmpty: return Self.offset(0, 0)
    case "UIOffset", "UIOffsetMake":
      guard arguments.count == 2, let h = evaluate(arguments[0].value).number,
        let v = evaluate(arguments[1].value).number
      else { return nil }
      return Self.offset(h, v)
    default: return nil
    }
  }

  /// A new bar item of `type` made with `arguments` (Swift's labels; an Objective-C selector's
  /// parts read as them, `initWithTitle:image:tag:` → `title`, `image`, `tag`); nil for another
  /// class.
  mutating func newBarItem(_ type: String, _ arguments: [(label: String, value: RuntimeValue)]) -> RuntimeValue? {
    guard let defaults = Self.barItemDefaults[type] else { return nil }
    var object = ObjectBuild(type: type)
    object.fields = defaults
    for (label, value) in arguments where !label.isEmpty {
      // `UITabBarItem(tabBarSystemItem: .search, tag: 0)`: the system item's own title and image
      // are not known here.
      object.fields[label] = value
    }
    object.madeInCode = true
    objects.append(object)
    return .object(objects.count - 1)
  }
}

import MediaTiming

/// A button's title and its colour, and a label's `textColor`: UIKit state TimingLab does not
/// draw, kept because code reads it back (a ripple tinted `titleLabel.textColor` at 16 % alpha, a
/// layout from the title's size). UIButton.h: the title colour of `.normal` is white for a custom
/// button (`UIButton(frame:)`, `[[UIButton alloc] init]`), the tint for a `.system` one; its
/// `titleLabel` is made when first read, a subview with the 15 pt system font. A label's text
/// colour is black (light mode's `label` colour) until set.
extension CodeInterpreter {
  /// True when view layer `i` is a button: made as `UIButton`, or an instance of a program class
  /// descending from it.
  func isButton(_ i: Int) -> Bool { layers[i].systemKind == "UIButton" }

  /// The colour of `button`'s title in `.normal`: set by `setTitleColor(_:for:)`, else UIKit's.
  func titleColour(of button: Int) -> RuntimeValue {
    if let set = layers[button].viewValues["titleColor"] { return set }
    if case .constant(let type)? = layers[button].viewValues["buttonType"], type.hasSuffix("ystem") {
      return tintColor(of: button)
    }
    return .color(RGBColor(red: 1, green: 1, blue: 1, alpha: 1))
  }

  /// `titleLabel`, `currentTitle`, `currentTitleColor` of button layer `i`, and a label's
  /// `textColor`; nil for another name or view.
  mutating func titleState(_ name: String, of i: Int) -> RuntimeValue? {
    switch name {
    case "textColor" where layers[i].label != nil:
      return layers[i].viewValues["textColor"] ?? .color(RGBColor(red: 0, green: 0, blue: 0, alpha: 1))
    case "titleLabel" where isButton(i):
      return titleLabel(of: i)
    case "currentTitle" where isButton(i):
      return layers[i].viewValues["title"] ?? .null
    case "currentTitleColor" where isButton(i):
      return titleColour(of: i)
    default:
      return nil
    }
  }

  /// Button `i`'s title label: made when first asked for, as UIKit makes it, holding the title
  /// and its colour, sized to the title and centred in the button.
  mutating func titleLabel(of i: Int) -> RuntimeValue {
    if let made = layers[i].viewValues["titleLabel"] { return made }
    guard case .layer(let label) = newView([], kind: "UILabel") else { return .null }
    layers[label].label?.fontSize = 15
    if case .string(let title)? = layers[i].viewValues["title"] { layers[label].label?.text = title }
    layers[label].viewValues["textColor"] = titleColour(of: i)
    layers[i].viewValues["titleLabel"] = .layer(label)
    // Part of the button since it was made, even when first read by code run later.
    let later = delayedBy
    delayedBy = 0
    attach(label, to: i, site, name: "titleLabel")
    delayedBy = later
    nameObject(.layer(label), "titleLabel")
    centreTitle(of: i)
    return .layer(label)
  }

  /// The title label of button `i`, if made, sized to its text and centred in the button.
  mutating func centreTitle(of i: Int) {
    guard case .layer(let label)? = layers[i].viewValues["titleLabel"], let size = labelSize(label),
      case .rect(_, _, let w, let h) = layers[i].property("bounds")
    else { return }
    layers[label].setProperty("bounds", .rect(0, 0, size.w, size.h))
    layers[label].setProperty("position", .point(w / 2, h / 2))
  }

  /// `textColor = …` on a label: kept. False for another property or view.
  mutating func setTextColour(_ i: Int, _ name: String, _ value: RuntimeValue) -> Bool {
    guard name == "textColor", layers[i].label != nil else { return false }
    if case .constant(let colour) = value {
      layers[i].viewValues["textColor"] = namedColor(colour)
    } else {
      layers[i].viewValues["textColor"] = value
    }
    return true
  }

  /// The methods `titleCall` answers, by Swift name and Objective-C selector.
  static let titleMethods: Set<String> = [
    "title", "titleForState:", "titleColor", "titleColorForState:", "setTitle", "setTitle:forState:",
    "setTitleColor", "setTitleColor:forState:",
  ]

  /// `setTitle(_:for:)`, `setTitleColor(_:for:)` (`setTitle:forState:`, `setTitleColor:forState:`)
  /// on button layer `i` for the normal state: kept, and given to its title label;
  /// `title(for:)`/`titleColor(for:)` read them. Nil for another call; other states are not kept.
  mutating func titleCall(_ i: Int, _ name: String, _ arguments: [RuntimeValue]) -> RuntimeValue? {
    guard isButton(i) else { return nil }
    switch (name, arguments.count) {
    case ("title", 1), ("titleForState:", 1): return layers[i].viewValues["title"] ?? .null
    case ("titleColor", 1), ("titleColorForState:", 1): return titleColour(of: i)
    case ("setTitle", 2), ("setTitle:forState:", 2):
      guard Self.isNormalState(arguments[1]) else { return .null }
      layers[i].viewValues["title"] = arguments[0]
      if case .layer(let label)? = layers[i].viewValues["titleLabel"] {
        layers[label].label?.text = { if case .string(let s) = arguments[0] { s } else { "" } }()
        centreTitle(of: i)
      }
      return .null
    case ("setTitleColor", 2), ("setTitleColor:forState:", 2):
      guard Self.isNormalState(arguments[1]) else { return .null }
      let colour: RuntimeValue = {
        if case .constant(let name) = arguments[0] { return namedColor(name) }
        return arguments[0]
      }()
      layers[i].viewValues["titleColor"] = colour
      if case .layer(let label)? = layers[i].viewValues["titleLabel"] { layers[label].viewValues["textColor"] = colour }
      return .null
    default:
      return nil
    }
  }

  /// `.normal`, `UIControlStateNormal`, `UIControl.State.normal`, `[]` or 0.
  static func isNormalState(_ value: RuntimeValue) -> Bool {
    switch value {
    // (Objective-C's `UIControlStateNormal` is a name the interpreter has no value for.)
    case .constant(let c), .unknown(let c), .type(let c):
      c == "normal" || c.hasSuffix("StateNormal") || c.hasSuffix(".normal")
    case .number(let x): x == 0
    case .array(let items): items.isEmpty
    default: false
    }
  }
}

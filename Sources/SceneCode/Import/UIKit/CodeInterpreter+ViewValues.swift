/// A view's state that UIKit keeps but TimingLab does not draw: a control's `isSelected`, a
/// button's `contentEdgeInsets`. Code sets and reads it back (`if isSelected { … }`, layout from
/// the insets), so it is kept per view, starting at UIKit's defaults.
extension CodeInterpreter {
  /// UIKit's starting values (UIControl.h, UIButton.h, UIScrollView.h, UISwitch.h).
  static let viewValueDefaults: [String: RuntimeValue] = [
    "isSelected": .bool(false), "isHighlighted": .bool(false), "isEnabled": .bool(true), "isOn": .bool(false),
    "isUserInteractionEnabled": .bool(true), "tag": .number(0), "isExclusiveTouch": .bool(false),
    "isMultipleTouchEnabled": .bool(false),
    // No finger is down while code runs here: a control is not tracking a touch.
    "isTracking": .bool(false), "isTouchInside": .bool(false),
    "contentEdgeInsets": insets(0, 0, 0, 0), "titleEdgeInsets": insets(0, 0, 0, 0),
    "imageEdgeInsets": insets(0, 0, 0, 0), "contentInset": insets(0, 0, 0, 0),
    "scrollIndicatorInsets": insets(0, 0, 0, 0), "isScrollEnabled": .bool(true), "bounces": .bool(true),
    "alwaysBounceVertical": .bool(false), "alwaysBounceHorizontal": .bool(false), "isPagingEnabled": .bool(false),
    "showsVerticalScrollIndicator": .bool(true), "showsHorizontalScrollIndicator": .bool(true),
    "isEditable": .bool(true), "isSelectable": .bool(true),
    // A scroll view's content size: as set, or as Auto Layout gives it (constraints to its edges).
    "contentSize": .size(0, 0),
    // An image view's image (UIImageView.h: nil until given): what `sizeToFit()` sizes it to.
    "image": .null,
    // A scroll view's refresh control (none until given), and a refresh control's state.
    "refreshControl": .null, "isRefreshing": .bool(false),
    // A table's selection (none until a row is tapped).
    "indexPathsForSelectedRows": .null, "indexPathForSelectedRow": .null,
  ]

  /// A control's own state, by its UIKit class (defaults from the class's header): what it shows
  /// is not drawn here, but the code reads it back (`slider.value = progress` on a timer).
  static let controlValueDefaults: [String: [String: RuntimeValue]] = [
    "UISlider": ["value": .number(0), "minimumValue": .number(0), "maximumValue": .number(1)],
    "UIStepper": [
      "value": .number(0), "minimumValue": .number(0), "maximumValue": .number(100), "stepValue": .number(1),
    ],
    "UIProgressView": ["progress": .number(0)],
    "UISegmentedControl": ["selectedSegmentIndex": .number(-1), "numberOfSegments": .number(0)],
    "UIPageControl": ["currentPage": .number(0), "numberOfPages": .number(0)],
  ]

  /// The default of control state `name` for view layer `i` (by its UIKit class); nil for another.
  func controlValueDefault(_ i: Int, _ name: String) -> RuntimeValue? {
    layers[i].systemKind.flatMap { Self.controlValueDefaults[$0]?[name] }
  }

  /// Objective-C's property name (`selected`, `userInteractionEnabled`) as Swift spells it.
  static func viewValueName(_ name: String) -> String {
    switch name {
    case "selected", "highlighted", "enabled", "on", "userInteractionEnabled", "exclusiveTouch", "multipleTouchEnabled",
      "scrollEnabled", "pagingEnabled", "editable", "selectable", "tracking", "touchInside":
      return "is" + name.prefix(1).uppercased() + name.dropFirst()
    default: return name
    }
  }

  /// True for a view's UIKit state kept here (`tintColor`, `isSelected`, `tag`, …), by either
  /// language's name.
  static func isViewValue(_ name: String) -> Bool {
    name == "tintColor" || viewValueDefaults[viewValueName(name)] != nil
  }

  /// True when view layer `i` keeps `name` as UIKit state: a view's (`isViewValue`) or its
  /// control's (a slider's `value`, a progress view's `progress` and tints).
  func keepsViewValue(_ i: Int, _ name: String) -> Bool {
    Self.isViewValue(name) || controlValueDefault(i, Self.viewValueName(name)) != nil
      || (isProgressView(i) && ["progressTintColor", "trackTintColor"].contains(name))
  }

  /// The program's object whose view layer `i` is (not the object of a layer class the view
  /// uses), if the program made one.
  func viewObject(of i: Int) -> Int? {
    objects.indices.first { objects[$0].layer == i && layerObjects[i] != $0 }
  }

  /// Keeps such a value set on a view; false for another property or a layer that is no view's.
  mutating func setViewValue(_ layer: Int, _ keyPath: String, _ value: RuntimeValue) -> Bool {
    let name = Self.viewValueName(keyPath)
    if setTextColour(layer, name, value) { return true }
    if setRefreshControl(layer, name, value) { return true }
    if setProgressValue(layer, name, value) { return true }
    if setTableValue(layer, name, value) { return true }
    if setCollectionValue(layer, name, value) { return true }
    // A label's or text field's alignment and a text field's placeholder (one for both spellings).
    if layers[layer].label != nil, ["textAlignment", "placeholder", "attributedPlaceholder"].contains(name) {
      layers[layer].viewValues[name == "attributedPlaceholder" ? "placeholder" : name] = value
      return true
    }
    if name == "tintColor", layers[layer].isViewLayer {
      // Inherited, not defaulted: nil gives the superview's back (`tintColor(of:)`).
      switch value {
      case .null: layers[layer].viewValues[name] = nil
      case .constant(let colour): layers[layer].viewValues[name] = namedColor(colour)  // `tintColor = .red`
      default: layers[layer].viewValues[name] = value
      }
      tintChanged(layer)
      return true
    }
    if controlValueDefault(layer, name) != nil {
      layers[layer].viewValues[name] = value
      return true
    }
    guard Self.viewValueDefaults[name] != nil, layers[layer].isViewLayer || controllerViews.contains(layer) else {
      return false
    }
    layers[layer].viewValues[name] = value
    if name == "contentInset" { keepOffsetInside(layer) }
    return true
  }

  /// A scroll view whose insets shrink below where it is scrolled (a pull-to-refresh header
  /// put away): UIScrollView moves its offset back inside (to −top, −left), as it does when
  /// not dragged — in a UIKit block, that animates, as any bounds change does.
  mutating func keepOffsetInside(_ layer: Int) {
    guard case .tuple(let parts, _)? = layers[layer].viewValues["contentInset"], parts.count == 4,
      let top = parts[0].number, let left = parts[1].number,
      case .rect(let x, let y, _, _) = layers[layer].property("bounds")
    else { return }
    let inside = (max(x, -left), max(y, -top))
    if inside != (x, y) { setLayer(layer, "contentOffset", .point(inside.0, inside.1), site) }
  }

  /// UIKit tells a view its tint changed (`tintColorDidChange()`, `-tintColorDidChange`) when it
  /// gets a `tintColor`, and each subview that inherits it: a view class of the program's that
  /// overrides it (a spinner colouring its stroke with `self.tintColor`) runs it then.
  mutating func tintChanged(_ layer: Int) {
    guard !tintNotifying else { return }
    tintNotifying = true
    defer { tintNotifying = false }
    var queue = [layer]
    var visited = Set<Int>()
    while let i = queue.popLast(), visited.insert(i).inserted {
      if let o = viewObject(of: i),
        let f = methods("tintColorDidChange", in: objects[o].type, isStatic: false).first, f.parameters.isEmpty
      {
        _ = invoke(f, on: .object(o), type: objects[o].type, [])
      }
      queue += layers[i].sublayers.filter { layers[$0].isViewLayer && layers[$0].viewValues["tintColor"] == nil }
    }
  }

  /// UIKit's setters of a control's state by method: `setOn(_:animated:)` (UISwitch),
  /// `setSelected(_:animated:)` and `setHighlighted(_:animated:)` (UITableViewCell), the state
  /// set at once (what the switch's own thumb does is not drawn). False for another call.
  mutating func controlStateCall(_ layer: Int, _ name: String, _ arguments: [CodeExpression.Argument]) -> Bool {
    let states = ["setOn": "isOn", "setSelected": "isSelected", "setHighlighted": "isHighlighted"]
    guard let state = states[name], let first = arguments.first, first.label == nil,
      arguments.dropFirst().allSatisfy({ $0.label == "animated" })
    else { return false }
    return setViewValue(layer, state, evaluate(first.value))
  }
}

import MediaTiming

/// UIKit state that no code here sets, as an app has it when the code runs: no view has the
/// keyboard's focus until the code calls `becomeFirstResponder()` (a tap would give it), and a
/// text field or a label holds the text the code gave it, else none.
extension CodeInterpreter {
  /// Views with text of their own: labels and text fields (their `text` is kept, for sizes and
  /// for conditions like `text.isEmpty`).
  static let textViews: Set<String> = ["UILabel", "UITextField", "NSTextField"]

  /// `name` read from view layer `layer` (or bare in its subclass's method): its state, or nil
  /// when the view has no such state here.
  mutating func viewState(_ name: String, of layer: Int) -> RuntimeValue? {
    guard layers.indices.contains(layer), layers[layer].isViewLayer || controllerViews.contains(layer) else {
      return nil
    }
    switch name {
    case "isFirstResponder":
      if focusedLayer == layer { return .bool(true) }
      noteOnce("isFirstResponder is false: no view has the keyboard's focus here until becomeFirstResponder()")
      return .bool(false)
    case "contentView":
      // A cell's or an effect view's, also in its subclass's own methods (`self.contentView`).
      return contentView(of: layer).map { .layer($0) }
    case "numberOfLines":
      return layers[layer].label.map { .number(Double($0.numberOfLines)) }
    case "text", "stringValue", "attributedText":
      return layers[layer].label.map { .string($0.text) }
    case "textAlignment":
      // Natural (left for Latin text) until set (NSText.h).
      return layers[layer].label.map { _ in layers[layer].viewValues["textAlignment"] ?? .constant("natural") }
    case "placeholder", "attributedPlaceholder":
      // A text field's: none until set.
      return layers[layer].label.map { _ in layers[layer].viewValues["placeholder"] ?? .null }
    case "intrinsicContentSize":
      // A label's, from its text (a view of the program's that declares its own is read there).
      return labelSize(layer).map { .size($0.w, $0.h) }
    case "hasText":
      // UIKeyInput's: the field holds text.
      return layers[layer].label.map { .bool(!$0.text.isEmpty) }
    case "next":
      // The responder chain: a view controller's root view answers its controller; any other
      // view its superview (the program's object for it, when there is one).
      if let controller = objects.indices.first(where: { o in
        if case .layer(let i)? = objects[o].fields["view"], i == layer { return isViewController(objects[o].type) }
        return false
      }) {
        return .object(controller)
      }
      guard let parent = layers[layer].parent else { return .null }
      return viewObject(of: parent).map { .object($0) } ?? .layer(parent)
    case "translatesAutoresizingMaskIntoConstraints":
      // True until the code turns it off (UIView.h: a view made in code is placed by its frame).
      return .bool(!layers[layer].usesAutoLayout)
    case "contentOffset":
      // A scroll view's offset is its bounds' origin (UIScrollView.h).
      guard case .rect(let x, let y, _, _) = layers[layer].property("bounds") else { return .point(0, 0) }
      return .point(x, y)
    case "isEditing", "editing":
      // A text field edits while it has the keyboard's focus.
      return layers[layer].label.map { _ in .bool(focusedLayer == layer) }
    case "tintColor":
      return tintColor(of: layer)
    case "window":
      return viewWindow(layer)
    case _ where controlValueDefault(layer, name) != nil:
      if let set = layers[layer].viewValues[name] { return set }
      // A storyboard's control holds the value set in the storyboard, not UIKit's default (a
      // file read that writes none holds the default).
      if storyboardOutlets.contains(layer), !interfaceViews.contains(layer) {
        noteOnce("\(layers[layer].id).\(name) is the storyboard's, not in the code")
        return .unknown("\(layers[layer].id).\(name)")
      }
      return controlValueDefault(layer, name)
    case _ where Self.viewValueDefaults[Self.viewValueName(name)] != nil:
      let name = Self.viewValueName(name)
      return layers[layer].viewValues[name] ?? Self.viewValueDefaults[name]
    case "font":
      // The font set, else UIKit's 17 pt system font (sizes are all TimingLab knows of fonts).
      return layers[layer].label.map { .constant("font:\(shortestText($0.fontSize))") }
    default:
      return titleState(name, of: layer)
    }
  }
}

extension CodeInterpreter {
  /// The size `sizeToFit()` gives image view layer `i` with no image: zero (UIImageView's size
  /// is its image's). Nil for another view, or one with an image (its size is not known here).
  func emptyImageViewSize(_ i: Int) -> (w: Double, h: Double)? {
    guard layers[i].systemKind == "UIImageView", Self.isNull(layers[i].viewValues["image"] ?? .null) else {
      return nil
    }
    return (0, 0)
  }

  /// `super.isEditing`, `super.text` in a view subclass whose superclass is UIKit's: the view's
  /// own state (what UIKit's getter answers); nil when the program's superclass declares the
  /// property, or `self` is no view.
  mutating func superState(_ name: String) -> RuntimeValue? {
    guard case .object(let o)? = selfValue, let layer = objects[o].layer, let type = selfType else { return nil }
    if let parent = program.types[type]?.superclass,
      lineage(parent).contains(where: { $0.properties.contains { $0.name == name } })
    {
      return nil
    }
    return viewState(name, of: layer)
  }
}

extension CodeInterpreter {
  /// A view's tint colour: its own, else its nearest superview's, else the window's system blue
  /// (UIView.h: "the first non-default value in the receiver's superview chain").
  func tintColor(of layer: Int) -> RuntimeValue {
    var next: Int? = layer
    var seen: Set<Int> = []
    while let i = next, seen.insert(i).inserted {
      if let own = layers[i].viewValues["tintColor"] { return own }
      next = layers[i].parent
    }
    return namedColor("systemBlue")
  }

  /// A font's size (`font.pointSize`), its line height (1.2 em, as labels' heights are assumed)
  /// and itself as its descriptor; nil for another member or value.
  func fontMember(_ value: RuntimeValue, _ member: String) -> RuntimeValue? {
    guard case .constant(let c) = value, c.hasPrefix("font:"), let size = Double(c.dropFirst(5)) else { return nil }
    switch member {
    case "pointSize": return .number(size)
    case "lineHeight": return .number(1.2 * size)
    // The line split as the system font splits it, near enough: 0.96 em above the baseline, 0.24
    // em below (the two make the 1.2 em line assumed for labels); capitals 0.7 em, x 0.52 em.
    case "ascender": return .number(0.96 * size)
    case "descender": return .number(-0.24 * size)
    case "capHeight": return .number(0.7 * size)
    case "xHeight": return .number(0.52 * size)
    case "leading": return .number(0)
    case "fontDescriptor": return value
    default: return nil
    }
  }

  /// `font` at `size` points (`withSize(_:)`, `fontWithSize:`); nil when either is not known.
  func resizedFont(_ font: RuntimeValue, _ size: RuntimeValue) -> RuntimeValue? {
    guard case .constant(let c) = font, c.hasPrefix("font:"), let points = size.number else { return nil }
    return .constant("font:\(shortestText(points))")
  }

  /// The view layer a receiver is (a view's layer, or a view subclass's instance), for focus.
  /// `becomeFirstResponder()` / `resignFirstResponder()` / `endEditing(_:)` on view layer
  /// `layer`: the keyboard's focus moves, which `isFirstResponder` and a text field's
  /// `isEditing` answer, and the keyboard comes up or goes down for a text input
  /// (CodeInterpreter+Keyboard.swift); true, as UIKit returns. Nil for another method.
  mutating func focusCall(_ layer: Int, _ method: String) -> RuntimeValue? {
    switch method {
    case "becomeFirstResponder":
      focusedLayer = layer
      if takesKeyboard(layer) { moveKeyboard(showing: true) }
    case "resignFirstResponder":
      if focusedLayer == layer {
        focusedLayer = nil
        moveKeyboard(showing: false)
      }
    case "endEditing", "endEditing:":
      // (`view.endEditing(true)`: the first responder inside resigns.)
      if let focused = focusedLayer, focused == layer || ancestors(of: focused).contains(layer) {
        focusedLayer = nil
        moveKeyboard(showing: false)
      }
    default: return nil
    }
    return .bool(true)
  }

  func focusableLayer(_ receiver: RuntimeValue) -> Int? {
    if case .layer(let i) = receiver, !(layers.indices.contains(i) && layers[i].isViewLayer) { return nil }
    return queriedLayer(receiver)
  }
}

extension CodeInterpreter {
  /// A snapshot of view layer `i` (`snapshotView(afterScreenUpdates:)`, Objective-C's
  /// `snapshotViewAfterScreenUpdates:`): a plain view as large as it (or as `rect`, for
  /// `resizableSnapshotView(from:…)`), at the origin, not in any superview yet. What it shows, a
  /// picture of the view, is not drawn; said once.
  mutating func snapshotView(of i: Int, rect: RuntimeValue? = nil) -> RuntimeValue {
    // (A controller's view not sized yet fills the screen.)
    var size = (screenFrame(i) ?? frame(of: i)).map { ($0.w, $0.h) } ?? (0, 0)
    if case .rect(_, _, let w, let h)? = rect { size = (w, h) }
    let made = newView([], kind: "UIView", zeroFrame: true)
    if case .layer(let s) = made {
      layers[s].setProperty("bounds", .rect(0, 0, size.0, size.1))
      layers[s].setProperty("position", .point(size.0 / 2, size.1 / 2))
    }
    noteOnce("a snapshot view is as large as its view; the picture it shows is not drawn")
    return made
  }
}

/// An Auto Layout constraint the code made with layout anchors:
/// `first = multiplier × second + constant`, or `first = constant` without a second item.
/// Attributes are `leading`, `trailing`, `centerX`, `width` (x axis) and `top`, `bottom`,
/// `centerY`, `height` (y axis), in points, in one coordinate space for the whole window.
struct LayoutConstraint {
  struct Item: Hashable {
    /// The view, by its layer's index.
    var layer: Int
    var attribute: String
  }

  var first: Item
  var second: Item?
  var multiplier = 1.0
  var constant = 0.0
  var isActive = false
  /// `greaterThanOrEqualTo` / `lessThanOrEqualTo`: used only where the equalities and the
  /// content sizes leave a frame open, then at its bound; said so.
  var isInequality = false
  /// Where it was made (for notes).
  var site: CodeSite
  /// `identifier`: a name the code finds it by again (`view.constraints.filter { $0.identifier == … }`).
  var identifier: String?

  /// The anchors' attribute names: `leadingAnchor` → `leading` (left and right are the
  /// leading and trailing of a left-to-right layout); nil for a member that is no anchor.
  static func attribute(ofAnchor member: String) -> String? {
    switch member {
    case "leadingAnchor", "leftAnchor": "leading"
    case "trailingAnchor", "rightAnchor": "trailing"
    case "topAnchor", "firstBaselineAnchor": "top"
    case "bottomAnchor", "lastBaselineAnchor": "bottom"
    case "centerXAnchor": "centerX"
    case "centerYAnchor": "centerY"
    case "widthAnchor": "width"
    case "heightAnchor": "height"
    default: nil
    }
  }

  /// True for an attribute of the x axis.
  static func isHorizontal(_ attribute: String) -> Bool {
    ["leading", "trailing", "centerX", "width"].contains(attribute)
  }
}

/// One axis of a view's frame while the layout is solved: what is known of it.
struct AxisSolution {
  var start: Double?
  var end: Double?
  var center: Double?
  var length: Double?

  /// Sets `attribute` (`leading`/`top` → start, `trailing`/`bottom` → end, centre, size).
  mutating func set(_ attribute: String, _ value: Double) {
    switch attribute {
    case "leading", "top": start = value
    case "trailing", "bottom": end = value
    case "centerX", "centerY": center = value
    default: length = value
    }
  }

  /// The start and length once two of the four are known (a size and one edge or the centre,
  /// or two edges, or an edge and the centre); nil before.
  var span: (start: Double, length: Double)? {
    if let start, let end { return (start, end - start) }
    if let length {
      if let start { return (start, length) }
      if let end { return (end - length, length) }
      if let center { return (center - length / 2, length) }
    }
    if let center {
      if let start { return (start, 2 * (center - start)) }
      if let end { return (2 * center - end, 2 * (end - center)) }
    }
    return nil
  }
}

/// An Auto Layout constraint the code made with layout anchors:
/// `first = multiplier × second + constant` (or `≤`, `≥`), or `first = constant` without a
/// second item.
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
  /// More terms on the right-hand side, `+ Σ coefficient × item` (a stack view's equal spacing
  /// relates four edges); none for a constraint the code made.
  var more: [(item: Item, coefficient: Double)] = []
  var isActive = false
  /// `equalTo`, `lessThanOrEqualTo` (first ≤ multiplier × second + constant) or
  /// `greaterThanOrEqualTo`.
  var relation = ConstraintSolver.Relation.equal
  /// UILayoutPriority: 1000 (`.required`) holds exactly; below it, preferred, as closely as the
  /// required ones and those of higher priority let it.
  var priority = 1000.0
  /// Where it was made (for notes).
  var site: CodeSite
  /// `identifier`: a name the code finds it by again (`view.constraints.filter { $0.identifier == … }`).
  var identifier: String?
  /// Made by SnapKit's `makeConstraints` (what `remakeConstraints` and `updateConstraints` find).
  var isSnapKit = false

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

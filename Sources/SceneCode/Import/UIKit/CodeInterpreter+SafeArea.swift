/// The safe area and a view's margins, as UIKit gives them on the iPhone TimingLab assumes (an
/// iPhone 14's screen, 390 × 844 pt, held upright): the status bar and sensor housing take the
/// top 47 pt, the home indicator the bottom 34.
///
/// A view in a window (under a window or a view controller's view) has `safeAreaInsets` where
/// its frame reaches into those edges (its superview's safe area, so a controller's
/// `additionalSafeAreaInsets` reach its subviews too); a view in no window has none — nor has a
/// controller's view while its `loadView`/`viewDidLoad` runs, as it is not in the window yet.
/// `safeAreaLayoutGuide` is the view's bounds inset by them; `layoutMarginsGuide` (and
/// `readableContentGuide`, as wide on an upright iPhone) by them plus the view's `layoutMargins`
/// (UIKit's 8 pt, 16 left and right for a controller's view), as `insetsLayoutMarginsFromSafeArea`
/// is true by default. Guides are worked out from the view's frame when the layout pass starts.
extension CodeInterpreter {
  typealias EdgeInsets = (top: Double, left: Double, bottom: Double, right: Double)

  /// The screen's unsafe edges, in points: the assumed iPhone's; on a screen a storyboard lays
  /// out for an iPhone without a sensor housing (736 pt tall or less: an iPhone 8 Plus, 8, SE),
  /// the 20 pt status bar only.
  var screenInsets: EdgeInsets { screen.h <= 736 ? (20, 0, 0, 0) : (47, 0, 34, 0) }
  static let guideNames = ["safeAreaLayoutGuide", "layoutMarginsGuide", "readableContentGuide"]

  /// True when view layer `i` is in the window: under a window, or a view controller's view
  /// (not while that controller loads its view).
  func isInWindow(_ i: Int) -> Bool {
    let root = ancestors(of: i).last ?? i
    return isWindowLayer(root) || (controllerViews.contains(root) && viewsLoading == 0)
  }

  /// Layer `i`'s frame in the window, moved by its and its superviews' translations (UIKit
  /// converts the safe area through transforms: a view moved to the middle of the screen by its
  /// transform is clear of the edges); a controller's view not sized yet fills the screen.
  func screenFrame(_ i: Int) -> WindowFrame? {
    let unsized = !layers[i].properties.contains { $0.key == "bounds" }
    if controllerViews.contains(i), layers[i].parent == nil, unsized { return (0, 0, screen.w, screen.h) }
    guard let f = windowFrame(i) else { return nil }
    var (dx, dy) = (0.0, 0.0)
    let chain = [i] + ancestors(of: i)
    for k in chain {
      let moved = translation(of: k)
      (dx, dy) = (dx + moved.x, dy + moved.y)
    }
    if let root = chain.last, let origin = screenOrigins[root] { (dx, dy) = (dx + origin.x, dy + origin.y) }
    return (f.x + dx, f.y + dy, f.w, f.h)
  }

  /// View `i`'s `safeAreaInsets` (points, in its own bounds): how far the unsafe bands of its
  /// superview (the screen's edges for the root) reach into its frame, plus what a controller
  /// adds; none for a view in no window.
  func safeInsets(of i: Int) -> EdgeInsets {
    guard isInWindow(i), let f = screenFrame(i), let outer = safeArea(inside: layers[i].parent) else {
      return (0, 0, 0, 0)
    }
    return insets(f, outer, extraSafeArea(of: i))
  }

  /// A view's insets in the safe area `outer` of its superview, its own `extra` added.
  private func insets(
    _ f: WindowFrame, _ outer: (safe: WindowFrame, bounds: WindowFrame), _ extra: EdgeInsets?
  ) -> EdgeInsets {
    let c = Self.covered(f, outside: outer.safe, within: outer.bounds)
    guard let e = extra else { return c }
    return (c.top + e.top, c.left + e.left, c.bottom + e.bottom, c.right + e.right)
  }

  /// How far the unsafe bands of `bounds` (its parts outside `safe`) reach into `f` from each
  /// edge. A view hanging past its superview's edge gets no more than the band: UIKit caps a
  /// subview's insets at its superview's (a banner below the screen has no bottom inset for the
  /// part off the screen).
  private static func covered(_ f: WindowFrame, outside safe: WindowFrame, within bounds: WindowFrame) -> EdgeInsets {
    func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double { max(0, min(a1, b1) - max(a0, b0)) }
    return (
      overlap(f.y, f.y + f.h, bounds.y, safe.y), overlap(f.x, f.x + f.w, bounds.x, safe.x),
      overlap(f.y, f.y + f.h, safe.y + safe.h, bounds.y + bounds.h),
      overlap(f.x, f.x + f.w, safe.x + safe.w, bounds.x + bounds.w)
    )
  }

  /// The safe rectangle of view `i` and its bounds, in window coordinates, that its subviews
  /// measure theirs in (the screen's inside its unsafe edges for no view); a controller's
  /// `additionalSafeAreaInsets` and bars are added to what its view already has, as UIKit does. A
  /// view of no known frame passes its superview's on.
  private func safeArea(inside i: Int?, _ depth: Int = 0) -> (safe: WindowFrame, bounds: WindowFrame)? {
    guard let i else {
      let s = screenInsets
      return ((s.left, s.top, screen.w - s.left - s.right, screen.h - s.top - s.bottom), (0, 0, screen.w, screen.h))
    }
    guard depth < 64, let outer = safeArea(inside: layers[i].parent, depth + 1) else { return nil }
    guard let f = screenFrame(i) else { return outer }
    let c = insets(f, outer, extraSafeArea(of: i))
    return ((f.x + c.left, f.y + c.top, max(f.w - c.left - c.right, 0), max(f.h - c.top - c.bottom, 0)), f)
  }

  /// What a controller's view `i` adds to the safe area it is in: the bars of the storyboard's
  /// containers over it and its `additionalSafeAreaInsets`.
  private func extraSafeArea(of i: Int) -> EdgeInsets? {
    let own = additionalSafeArea(of: i)
    guard let bars = containerBars[i] else { return own }
    let o = own ?? (0, 0, 0, 0)
    return (o.top + bars.top, o.left, o.bottom + bars.bottom, o.right)
  }

  /// The `additionalSafeAreaInsets` a controller of the program set on itself, for its view `i`.
  private func additionalSafeArea(of i: Int) -> EdgeInsets? {
    guard controllerViews.contains(i) else { return nil }
    for o in objects.indices {
      guard case .layer(i)? = objects[o].fields["view"], let value = objects[o].fields["additionalSafeAreaInsets"],
        let insets = Self.edgeInsets(value)
      else { continue }
      return insets
    }
    return nil
  }

  /// Four numbers as insets; nil for another value.
  static func edgeInsets(_ value: RuntimeValue) -> EdgeInsets? {
    guard case .tuple(let parts, _) = value, parts.count == 4 else { return nil }
    let n = parts.compactMap(\.number)
    return n.count == 4 ? (n[0], n[1], n[2], n[3]) : nil
  }

  /// View `i`'s `layoutMargins` as UIKit reports them: those set (`layoutMargins`,
  /// `directionalLayoutMargins`), else UIKit's default, plus the safe area unless
  /// `insetsLayoutMarginsFromSafeArea` is false.
  func layoutMargins(of i: Int) -> EdgeInsets {
    let own =
      layers[i].viewValues["layoutMargins"].flatMap(Self.edgeInsets)
      ?? (controllerViews.contains(i) ? (0, 16, 0, 16) : (8, 8, 8, 8))
    if case .bool(false)? = layers[i].viewValues["insetsLayoutMarginsFromSafeArea"] { return own }
    let safe = safeInsets(of: i)
    return (own.top + safe.top, own.left + safe.left, own.bottom + safe.bottom, own.right + safe.right)
  }

  /// How far guide layer `g` lies inside its view's bounds.
  func guideInsets(_ g: Int) -> EdgeInsets {
    guard let kind = layers[g].guideKind, let view = layers[g].parent else { return (0, 0, 0, 0) }
    return kind == "safeAreaLayoutGuide" ? safeInsets(of: view) : layoutMargins(of: view)
  }

  /// View `i`'s guide `kind` (`safeAreaLayoutGuide`, …): a layout guide of its own, made when
  /// first asked for, that constraints tie to as to a view.
  mutating func guide(_ kind: String, of i: Int) -> RuntimeValue {
    if let made = layers[i].sublayers.first(where: { layers[$0].guideKind == kind }) { return .layer(made) }
    let made = newLayoutGuide()
    guard case .layer(let g) = made else { return made }
    layers[g].guideKind = kind
    layers[g].fillsParent = true
    layers[g].usesAutoLayout = false
    layers[g].parent = i
    layers[i].sublayers.append(g)
    return made
  }

  /// The safe area's and margins' members of view layer `i` (`safeAreaInsets`, `layoutMargins`,
  /// the guides) and a guide's (`layoutFrame`, `owningView`); nil for another member.
  mutating func safeAreaMember(_ i: Int, _ member: String) -> RuntimeValue? {
    if layers[i].guideKind != nil || layers[i].isLayoutGuide {
      switch member {
      case "layoutFrame":
        guard let view = layers[i].parent else { return .rect(0, 0, 0, 0) }
        guard layers[i].guideKind != nil else { return frame(of: i).map { .rect($0.x, $0.y, $0.w, $0.h) } }
        let f = guideFrame(i, in: screenFrame(view).map { (w: $0.w, h: $0.h) } ?? (0, 0))
        return .rect(f.x, f.y, f.w, f.h)
      case "owningView": return layers[i].parent.map { viewObject(of: $0).map { .object($0) } ?? .layer($0) } ?? .null
      default: break
      }
    }
    switch member {
    case "safeAreaInsets":
      if isInWindow(i) {
        noteSafeArea()
      } else if controllerViews.contains(i) || isInController(i) {
        noteOnce(
          "safeAreaInsets read while a view controller loads its view (viewDidLoad): zero, as UIKit gives before the view is in the window"
        )
      }
      let s = safeInsets(of: i)
      return Self.insets(s.top, s.left, s.bottom, s.right)
    case "layoutMargins", "directionalLayoutMargins":
      let m = layoutMargins(of: i)
      return Self.insets(m.top, m.left, m.bottom, m.right)
    case _ where Self.guideNames.contains(member):
      noteSafeArea()
      return guide(member, of: i)
    default: return nil
    }
  }

  /// True when layer `i` is under a view controller's view.
  private func isInController(_ i: Int) -> Bool {
    controllerViews.contains(ancestors(of: i).last ?? i)
  }

  /// Says once what the safe area is taken as.
  mutating func noteSafeArea() {
    noteOnce(
      screenInsets.top == 47
        ? "the safe area: an iPhone 14's, 47 pt at the top (status bar) and 34 at the bottom (home indicator)"
        : "the safe area: the storyboard's screen's, 20 pt at the top (status bar), none at the bottom")
  }

  /// `view.layoutMargins = …` / `directionalLayoutMargins` / `insetsLayoutMarginsFromSafeArea`:
  /// kept on the view (the margins guide follows at the next layout pass). False for another key.
  mutating func setMargins(_ i: Int, _ key: String, _ value: RuntimeValue) -> Bool {
    switch key {
    case "layoutMargins", "directionalLayoutMargins":
      // (`.zero` written without its type: no margins.)
      let value = { if case .constant("zero") = value { Self.insets(0, 0, 0, 0) } else { value } }()
      guard Self.edgeInsets(value) != nil else { return false }
      layers[i].viewValues["layoutMargins"] = value
    case "insetsLayoutMarginsFromSafeArea": layers[i].viewValues[key] = value
    default: return false
    }
    layoutPending = true
    return true
  }

  /// A guide's frame in its view's bounds once the view's size is `w` × `h`.
  func guideFrame(_ g: Int, in size: (w: Double, h: Double)) -> WindowFrame {
    let inset = guideInsets(g)
    return (inset.left, inset.top, max(size.w - inset.left - inset.right, 0), max(size.h - inset.top - inset.bottom, 0))
  }
}

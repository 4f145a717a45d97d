import Foundation
import MediaTiming

/// The Auto Layout pass, as UIKit's engine runs it: every active constraint (and those stack
/// views make) is one linear relation between views' edges in window coordinates, solved
/// together (`ConstraintSolver`, Cassowary). A constraint of priority 1000 holds exactly; one
/// below is held as closely as the rest let it, a higher priority winning over a lower one (each
/// 100 points weigh ten times more: Apple documents the order, not the weights). A view with a
/// content size (a label's text, a class's `intrinsicContentSize`) hugs it at its hugging
/// priority (250 unless set) and resists shrinking below it at its compression resistance (750).
/// What nothing decides keeps its current value (weaker than any priority): a view the
/// constraints do not place keeps its frame, one they do not size its size; both said. A
/// required constraint the ones before it make impossible is left out, as UIKit breaks one;
/// said with its line.
extension CodeInterpreter {
  /// A view's content priorities, set with `setContentHuggingPriority(_:for:)` and
  /// `setContentCompressionResistancePriority(_:for:)`; UIKit's defaults for a view made in code.
  struct ContentPriorities {
    var hugging = (horizontal: 250.0, vertical: 250.0)
    var compression = (horizontal: 750.0, vertical: 750.0)
  }

  /// A solved frame, in window coordinates (points).
  typealias WindowFrame = (x: Double, y: Double, w: Double, h: Double)

  /// The weight of a preferred constraint of `priority` (nil: 1000 and above, required).
  static func layoutWeight(_ priority: Double) -> Double? {
    priority >= 1000 ? nil : pow(10, max(priority, 0) / 100)
  }

  /// Solves the active constraints and sets each constrained view's frame (inside a UIKit block
  /// this is what UIKit animates).
  mutating func layOut() {
    // Asked again while solving (`layoutIfNeeded()` in an `intrinsicContentSize` the solver
    // reads): the pass under way is that layout.
    guard !solvingLayout else { return }
    solvingLayout = true
    defer { solvingLayout = false }
    layoutPending = false
    let active = constraints.filter(\.isActive) + stackConstraints()
    guard !active.isEmpty else { return }
    // The root view is sized by UIKit (the window), never by its own constraints.
    // (A view named only second is placed too when it opted in: `translatesAutoresizing… = false`.)
    let seconds = active.flatMap { [$0.second?.layer] + $0.more.map(\.item.layer) }.compactMap { $0 }
      .filter { layers[$0].usesAutoLayout }
    // A view named first that never opted in, with a frame of its own, tied to one that did (a
    // button the code placed, a platform centred on it): its frame holds (UIKit turns it into
    // constraints), and the other is placed from it.
    // So is a stack view placed by its frame (`stack.frame = bounds` in `layoutSubviews`) that
    // no constraint of the code's names, whatever its size: only its arranged views are solved.
    let framed = Set(
      active.map(\.first.layer).filter { i in
        guard !layers[i].usesAutoLayout else { return false }
        if isStack(i), !constraints.contains(where: { $0.isActive && $0.first.layer == i }) { return true }
        guard let f = frame(of: i), f.w > 0 || f.h > 0 else { return false }
        let related = active.filter { $0.first.layer == i }.compactMap(\.second?.layer)
        return !related.isEmpty && related.allSatisfy { layers[$0].usesAutoLayout }
      })
    let views = Set(
      (active.map(\.first.layer) + seconds).filter {
        layers[$0].parent != nil && !framed.contains($0) && layers[$0].guideKind == nil
      }
    ).sorted()
    assumeScreenSize(for: active, constrained: Set(views))
    let now = Dictionary(uniqueKeysWithValues: views.map { ($0, windowFrame($0) ?? (0, 0, 0, 0)) })

    // Content sizes; a label that wraps is measured again at the width it was given.
    var content: [Int: (w: Double, h: Double)] = [:]
    for i in views {
      content[i] = layers[i].interfaceContentSize ?? labelSize(i) ?? declaredIntrinsicSize(i) ?? systemIntrinsicSize(i)
    }
    var solution = solveLayout(views, active, content, now)
    for _ in 0..<3 {
      var wrapped = false
      for i in views where (layers[i].label?.numberOfLines ?? 1) != 1 && layers[i].interfaceContentSize == nil {
        guard let f = solution.frames[i], let size = labelSize(i, wrappedTo: f.w),
          let before = content[i], size != before
        else { continue }
        content[i] = size
        wrapped = true
      }
      guard wrapped else { break }
      solution = solveLayout(views, active, content, now)
    }
    for (scroll, size) in solution.contentSizes { layers[scroll].viewValues["contentSize"] = .size(size.w, size.h) }
    for c in solution.broken {
      noteOnce(
        "Auto Layout: \(describe(c)) (line \(c.site.line)) conflicts with the required constraints made before it: it is left out (UIKit breaks one of them; which one is not documented)"
      )
    }
    // What only the current frames decided: solved again from other starting values, it moves.
    let probe = solveLayout(views, active, content, now, probing: true)
    var keptSize: [String] = []  // (in order, once each)
    for i in views {
      guard let f = solution.frames[i], let g = probe.frames[i] else { continue }
      for (axis, moved) in [("width", abs(f.w - g.w) > 1e-6), ("height", abs(f.h - g.h) > 1e-6)]
      where moved && !keptSize.contains("\(viewName(i)) \(axis)") {
        keptSize.append("\(viewName(i)) \(axis)")
      }
      if abs(f.x - g.x) > 1e-6 || abs(f.y - g.y) > 1e-6 {
        noteOnce("Auto Layout: the constraints do not place \(viewName(i)); its frame is kept")
      }
    }
    if !keptSize.isEmpty {
      noteOnce(
        "Auto Layout: \(keptSize.joined(separator: ", ")) \(keptSize.count == 1 ? "comes" : "come") from content (an intrinsic size) not known here: the current size is kept"
      )
    }
    for i in views {
      guard let f = solution.frames[i] else { continue }
      // (In its superview's bounds: a scroll view's content moves by its offset.)
      let scrolled = layers[i].parent.map { scrollOffset(of: $0) } ?? (x: 0, y: 0)
      let parent = layers[i].parent.flatMap { solvedOrigin($0, solution.frames) } ?? (x: 0, y: 0)
      let origin = (x: parent.x - scrolled.x, y: parent.y - scrolled.y)
      let frame = (Self.snapped(f.x - origin.x), Self.snapped(f.y - origin.y), f.w, f.h)
      let constraintSite = constraints.first { $0.first.layer == i }?.site ?? site
      if case .point(let ax, let ay) = layers[i].property("anchorPoint"),
        ax != 0.5 || ay != 0.5 || layers[i].properties.contains(where: { $0.key.hasPrefix("transform") })
      {
        // UIKit's layout engine sets a view's `center` and its bounds' size, whatever its anchor
        // point or transform: the layer's position is the middle of the frame the constraints
        // give (a spark with `anchorPoint = (0.5, 1)` centred on a button pivots about the
        // button's centre; a scaled view keeps its unscaled size).
        guard case .rect(let bx, let by, let w, let h) = layers[i].property("bounds") else { continue }
        let centre = RuntimeValue.point(frame.0 + frame.2 / 2, frame.1 + frame.3 / 2)
        if w != frame.2 || h != frame.3 { setLayer(i, "bounds", .rect(bx, by, frame.2, frame.3), constraintSite) }
        if !same(layers[i].property("position"), centre) { setLayer(i, "position", centre, constraintSite) }
      } else {
        if let current = self.frame(of: i), current == frame { continue }
        setLayer(i, "frame", .rect(frame.0, frame.1, frame.2, frame.3), constraintSite)
      }
      fillContentViews(of: i)
      // A button lays its title out in its new bounds (centred, as UIKit does by default).
      if isButton(i) { centreTitle(of: i) }
    }
  }

  /// View `i` as a note names it: its name, or for one not named yet (made in an array, never
  /// held by a variable) its class and the view it is in.
  func viewName(_ i: Int) -> String {
    guard layers[i].id.isEmpty else { return layers[i].id }
    let kind = layers[i].viewKind ?? "view"
    guard let parent = layers[i].parent, !layers[parent].id.isEmpty else { return "a \(kind)" }
    return "a \(kind) in \(layers[parent].id)"
  }

  /// One solve: the frames of `views` and the required constraints left out. `probing` starts
  /// what nothing decides from other values than the current ones (to find what they decide).
  private func solveLayout(
    _ views: [Int], _ active: [LayoutConstraint], _ content: [Int: (w: Double, h: Double)],
    _ now: [Int: WindowFrame], probing: Bool = false
  ) -> (frames: [Int: WindowFrame], broken: [LayoutConstraint], contentSizes: [Int: (w: Double, h: Double)]) {
    typealias E = ConstraintSolver.Expression
    var solver = ConstraintSolver()
    var variables: [Int: Int] = [:]  // view → its x (then y, width, height)
    for i in views {
      variables[i] = solver.newVariable()
      for _ in 0..<3 { _ = solver.newVariable() }
    }
    func origin(_ i: Int, _ depth: Int = 0) -> (x: E, y: E)? {
      if let v = variables[i] { return (E(variable: v), E(variable: v + 1)) }
      guard depth < 64 else { return nil }
      if layers[i].fillsParent, let p = layers[i].parent {
        let inset = guideInsets(i)
        return origin(p, depth + 1).map { ($0.x + inset.left, $0.y + inset.top) }
      }
      guard let f = frame(of: i) else { return nil }
      guard let p = layers[i].parent else { return (E(constant: f.x), E(constant: f.y)) }
      guard let o = origin(p, depth + 1) else { return nil }
      let scrolled = scrollOffset(of: p)
      return (o.x + (f.x - scrolled.x), o.y + (f.y - scrolled.y))
    }
    func size(_ i: Int, _ depth: Int = 0) -> (w: E, h: E)? {
      if let v = variables[i] { return (E(variable: v + 2), E(variable: v + 3)) }
      guard depth < 64 else { return nil }
      if layers[i].fillsParent, let p = layers[i].parent {
        let inset = guideInsets(i)
        return size(p, depth + 1).map { ($0.w + -(inset.left + inset.right), $0.h + -(inset.top + inset.bottom)) }
      }
      return frame(of: i).map { (E(constant: $0.w), E(constant: $0.h)) }
    }
    func expression(_ item: LayoutConstraint.Item) -> E? {
      guard let o = origin(item.layer), let s = size(item.layer) else { return nil }
      switch item.attribute {
      case "leading": return o.x
      case "trailing": return o.x + s.w
      case "centerX": return o.x + s.w * 0.5
      case "width": return s.w
      case "top": return o.y
      case "bottom": return o.y + s.h
      case "centerY": return o.y + s.h * 0.5
      default: return s.h
      }
    }
    // A scroll view's edges tied to a view inside it are its content's (UIScrollView: "constraints
    // between the edges of the scroll view and its content attach to the scroll view's content
    // area"; its width, height and centres stay its frame's): the content size is solved too.
    var contentVariables: [Int: Int] = [:]  // scroll view → its content's width (then height)
    func contentEdge(_ item: LayoutConstraint.Item, beside other: Int?) -> E? {
      guard let other, isScrollView(item.layer), ancestors(of: other).contains(item.layer),
        ["leading", "trailing", "top", "bottom"].contains(item.attribute), let o = origin(item.layer)
      else { return nil }
      let v: Int
      if let known = contentVariables[item.layer] {
        v = known
      } else {
        v = solver.newVariable()
        _ = solver.newVariable()
        contentVariables[item.layer] = v
        let size = contentSize(of: item.layer)
        for (k, value) in [size.w, size.h].enumerated() {
          solver.add(E(variable: v + k), .greaterOrEqual, weight: 0.1)
          solver.add(E(variable: v + k) + -value, .equal, weight: 2e-4)
        }
      }
      let offset = scrollOffset(of: item.layer)
      switch item.attribute {
      case "leading": return o.x + -offset.x
      case "trailing": return o.x + -offset.x + E(variable: v)
      case "top": return o.y + -offset.y
      default: return o.y + -offset.y + E(variable: v + 1)
      }
    }
    var broken: [LayoutConstraint] = []
    for c in active {
      guard
        var e = (contentEdge(c.first, beside: c.second?.layer) ?? expression(c.first)).map({ $0 + -c.constant })
      else { continue }
      if let second = c.second {
        guard let s = contentEdge(second, beside: c.first.layer) ?? expression(second) else { continue }
        e = e - s * c.multiplier
      }
      let more = c.more.compactMap { t in expression(t.item).map { $0 * t.coefficient } }
      guard more.count == c.more.count else { continue }
      for m in more { e = e - m }
      if !solver.add(e, c.relation, weight: Self.layoutWeight(c.priority)), c.priority >= 1000 { broken.append(c) }
    }
    for i in views {
      guard let size = content[i], let v = variables[i] else { continue }
      let p = effectiveContentPriorities(i)
      for (k, length, hug, resist) in [
        (2, size.w, p.hugging.horizontal, p.compression.horizontal),
        (3, size.h, p.hugging.vertical, p.compression.vertical),
      ] where length >= 0 {
        let e = E(variable: v + k) + -length
        solver.add(e, .lessOrEqual, weight: Self.layoutWeight(hug))
        solver.add(e, .greaterOrEqual, weight: Self.layoutWeight(resist))
      }
    }
    // What nothing else decides keeps its current value, a size more than a position; and a
    // size nothing else decides is not negative (weaker than any priority, stronger than that).
    for (n, i) in views.enumerated() {
      guard let v = variables[i], let f = now[i] else { continue }
      solver.add(E(variable: v + 2), .greaterOrEqual, weight: 0.1)
      solver.add(E(variable: v + 3), .greaterOrEqual, weight: 0.1)
      for (k, value) in [f.x, f.y, f.w, f.h].enumerated() {
        let shift = probing ? 1000 + 37 * Double(4 * n + k) : 0
        solver.add(E(variable: v + k) + -(value + shift), .equal, weight: k < 2 ? 1e-4 : 2e-4)
      }
    }
    var frames: [Int: WindowFrame] = [:]
    for i in views {
      guard let v = variables[i] else { continue }
      frames[i] = (
        Self.snapped(solver.value(v)), Self.snapped(solver.value(v + 1)), Self.snapped(solver.value(v + 2)),
        Self.snapped(solver.value(v + 3))
      )
    }
    let contentSizes = contentVariables.mapValues { v in
      (w: Self.snapped(solver.value(v)), h: Self.snapped(solver.value(v + 1)))
    }
    return (frames, broken, contentSizes)
  }

  /// True for a scroll view (or a table, collection or text view, which are scroll views).
  func isScrollView(_ i: Int) -> Bool {
    ["UIScrollView", "UITableView", "UICollectionView", "UITextView"].contains(layers[i].systemKind ?? "")
  }

  /// A scroll view's `contentSize` as it stands (zero until set or laid out).
  func contentSize(of i: Int) -> (w: Double, h: Double) {
    if case .size(let w, let h)? = layers[i].viewValues["contentSize"] { return (w, h) }
    return (0, 0)
  }

  /// A scroll view's `contentOffset`: its bounds' origin.
  func scrollOffset(of i: Int) -> (x: Double, y: Double) {
    if case .rect(let x, let y, _, _) = layers[i].property("bounds") { return (x, y) }
    return (0, 0)
  }

  /// A constraint as an equation of the views' ids: `box.width = 120`,
  /// `label.leading >= box.leading + 8`, `badge.width = 0.5 × sheet.width`.
  func describe(_ c: LayoutConstraint) -> String {
    let relation = c.relation == .equal ? "=" : c.relation == .lessOrEqual ? "<=" : ">="
    var right: [String] = []
    if let second = c.second {
      right.append(
        (c.multiplier == 1 ? "" : "\(shortestText(c.multiplier)) × ") + "\(layers[second.layer].id).\(second.attribute)"
      )
    }
    if c.constant != 0 || right.isEmpty {
      right.append(
        right.isEmpty ? shortestText(c.constant) : (c.constant < 0 ? "- " : "+ ") + shortestText(abs(c.constant)))
    }
    return "\(layers[c.first.layer].id).\(c.first.attribute) \(relation) " + right.joined(separator: " ")
  }

  /// `x` without the rounding noise of a solve (66.10599999999997 is 66.106): the nearest
  /// millionth when within a billionth of it.
  static func snapped(_ x: Double) -> Double {
    let r = (x * 1e6).rounded() / 1e6
    return abs(r - x) < 1e-9 ? r : x
  }

  /// View `i`'s content priorities; an arranged view of a `fill` stack hugs and resists a little
  /// more the later it is arranged, so the first stretches or shrinks first where they tie
  /// (UIStackView.h: "based on their index in the arrangedSubviews array").
  func effectiveContentPriorities(_ i: Int) -> ContentPriorities {
    var p = contentPriorities[i] ?? ContentPriorities()
    guard let parent = layers[i].parent, let stack = stacks[parent], stack.distribution == "fill",
      let k = stack.arranged.firstIndex(of: i)
    else { return p }
    let nudge = 0.001 * Double(k)
    if stack.vertical {
      p.hugging.vertical += nudge
      p.compression.vertical += nudge
    } else {
      p.hugging.horizontal += nudge
      p.compression.horizontal += nudge
    }
    return p
  }

  /// Layer `i`'s frame in window coordinates as it stands (before a pass), or nil.
  func windowFrame(_ i: Int, _ depth: Int = 0) -> WindowFrame? {
    guard depth < 64 else { return nil }
    if layers[i].fillsParent, let p = layers[i].parent {
      guard let f = windowFrame(p, depth + 1) else { return nil }
      let g = guideFrame(i, in: (f.w, f.h))
      return (f.x + g.x, f.y + g.y, g.w, g.h)
    }
    guard let f = frame(of: i) else { return nil }
    guard let p = layers[i].parent else { return f }
    // (Its superlayer's bounds space in the window: `originInWindow`, scroll offsets included.)
    guard let o = originInWindow(p) else { return nil }
    return (o.x + f.x, o.y + f.y, f.w, f.h)
  }

  /// The window position of layer `i`'s top-left once `frames` are solved (the rest as they stand;
  /// a sublayer's frame is in its superlayer's bounds, which a scroll view's offset moves).
  func solvedOrigin(_ i: Int, _ frames: [Int: WindowFrame], _ depth: Int = 0) -> (x: Double, y: Double)? {
    if let f = frames[i] { return (f.x, f.y) }
    guard depth < 64 else { return nil }
    if layers[i].fillsParent, let p = layers[i].parent {
      let inset = guideInsets(i)
      return solvedOrigin(p, frames, depth + 1).map { ($0.x + inset.left, $0.y + inset.top) }
    }
    guard let f = frame(of: i) else { return nil }
    guard let p = layers[i].parent else { return (f.x, f.y) }
    guard let o = solvedOrigin(p, frames, depth + 1) else { return nil }
    let scrolled = scrollOffset(of: p)
    return (o.x + f.x - scrolled.x, o.y + f.y - scrolled.y)
  }

  /// A view's content views (`contentView` of a cell or an effect view) take its new size.
  mutating func fillContentViews(of i: Int) {
    guard case .rect(_, _, let w, let h) = layers[i].property("bounds") else { return }
    for child in layers[i].sublayers where layers[child].fillsParent {
      let g = guideFrame(child, in: (w, h))
      setLayer(child, "frame", .rect(g.x, g.y, g.w, g.h), site)
      fillContentViews(of: child)
    }
  }

  /// The `intrinsicContentSize` a view class of the program declares (`override var
  /// intrinsicContentSize: CGSize { CGSize(width: 75, height: 75) }`, or the Objective-C
  /// method), for view layer `i`. An
  /// axis given as `UIView.noIntrinsicMetric` (−1) is negative: no size of its own there.
  mutating func declaredIntrinsicSize(_ i: Int) -> (w: Double, h: Double)? {
    guard let o = objects.indices.first(where: { objects[$0].layer == i }) else { return nil }
    let size: RuntimeValue?
    if declaredProperty("intrinsicContentSize", in: objects[o].type) != nil {
      size = objectMember(o, "intrinsicContentSize")
    } else if let f = methods("intrinsicContentSize", in: objects[o].type, isStatic: false).first,
      f.parameters.isEmpty
    {
      // Objective-C's `- (CGSize)intrinsicContentSize { … }`.
      size = invoke(f, on: .object(o), type: objects[o].type, [])
    } else {
      size = nil
    }
    guard case .size(let w, let h)? = size, w >= 0 || h >= 0 else { return nil }
    return (w, h)
  }

  /// A `UILayoutPriority`: a number, `.required` (1000), `.defaultHigh` (750), `.defaultLow`
  /// (250), `.fittingSizeLevel` (50), `UILayoutPriorityDefaultHigh`…; nil for anything else.
  func layoutPriority(_ value: RuntimeValue) -> Double? {
    if let x = value.number { return x }
    // (`UILayoutPriority.defaultHigh` may be read as the type's member: its name is the level.)
    let spelled: String?
    switch value {
    case .type(let t), .unknown(let t): spelled = t.contains("LayoutPriority") ? t : nil
    default: spelled = value.constantName
    }
    guard let name = spelled?.split(separator: ".").last.map(String.init)?.lowercased() else { return nil }
    let levels: [(String, Double)] = [
      ("required", 1000), ("defaulthigh", 750), ("defaultlow", 250), ("fittingsizelevel", 50),
      ("dragthatcanresizescene", 510), ("scenesizestayput", 500), ("dragthatcannotresizescene", 490),
      ("fittingsizecompression", 50),
    ]
    return levels.first { name.hasSuffix($0.0) }?.1
  }

  /// `setContentHuggingPriority(.required, for: .horizontal)` and the compression resistance's
  /// (`setContentHuggingPriority:forAxis:`): kept for the layout. False when `method` is neither
  /// or its values are not known here.
  mutating func setContentPriority(_ layer: Int, _ method: String, _ values: [RuntimeValue]) -> Bool {
    let hugging = method.hasPrefix("setContentHuggingPriority")
    guard hugging || method.hasPrefix("setContentCompressionResistancePriority"), values.count == 2,
      let p = layoutPriority(values[0]), let axis = values[1].constantName?.lowercased()
    else { return false }
    let horizontal = axis.hasSuffix("horizontal")
    var priorities = contentPriorities[layer] ?? ContentPriorities()
    switch (hugging, horizontal) {
    case (true, true): priorities.hugging.horizontal = p
    case (true, false): priorities.hugging.vertical = p
    case (false, true): priorities.compression.horizontal = p
    case (false, false): priorities.compression.vertical = p
    }
    contentPriorities[layer] = priorities
    layoutPending = true
    return true
  }
}
